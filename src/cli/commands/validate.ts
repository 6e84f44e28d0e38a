import * as E from 'fp-ts/lib/Either.js';
import { decode } from '../../core/decode.js';
import { loadState } from '../../core/load-state.js';
import { formatCitations } from '../../sim/narrate.js';
import { parse, RULESET_OPTIONS, rulesetSelection } from '../args.js';
import { EXIT, usageError } from '../errors.js';
import { HELP } from '../help.js';
import { readJsonFile, type Io } from '../io.js';
import { loadRuleset, rulesetRef } from '../load.js';

/**
 * `strategos validate`: decodes a scenario (then sets it up, so rule-level problems show too)
 * or a data file of a kind the ruleset lists, and prints every problem with its path.
 */
export async function validateCommand(argv: ReadonlyArray<string>, io: Io): Promise<number> {
  const { values: v, positionals } = parse(argv, { ...RULESET_OPTIONS, kind: { type: 'string' } }, 'validate');
  if (v.help) {
    io.out(HELP['validate']!);
    return EXIT.ok;
  }
  if (positionals.length === 0) throw usageError('give the file(s) to validate.', 'validate');
  const sim = await loadRuleset(rulesetRef(rulesetSelection(v), io.cwd, 'validate'));
  const kind = v.kind ?? 'scenario';
  const kinds = ['scenario', 'state', ...Object.keys(sim.dataFiles ?? {})];
  if (!kinds.includes(kind)) throw usageError(`${sim.ruleset.id} has no data file kind "${kind}"; it knows: ${kinds.join(', ')}.`, 'validate');
  let failed = 0;
  for (const file of positionals) {
    const value = readJsonFile(file);
    const problems: string[] = [];
    if (kind === 'scenario') {
      const d = decode(sim.ruleset.scenarioCodec, value);
      if (E.isLeft(d)) problems.push(...d.left.message.split('\n'));
      else {
        const s = sim.ruleset.setup(d.right, { seed: 'validate' });
        if (E.isLeft(s)) {
          const c = formatCitations(s.left.citations, sim.ruleset.id);
          const issues = s.left.issues ?? [];
          // A setup that lists its issues has already put its first one in its message.
          if (issues.length === 0) problems.push(`(setup) ${s.left.code}: ${s.left.message}${c ? ` (${c})` : ''}`);
          for (const i of issues) problems.push(`${i.path}: expected ${i.expected}, got ${i.got}`);
        }
      }
    } else if (kind === 'state') {
      // A saved state: decoded by the state codec, then checked playable (core/load-state.ts).
      const l = loadState(sim.ruleset, value);
      if (E.isLeft(l)) problems.push(...l.left.message.split('\n'));
    } else {
      const spec = sim.dataFiles![kind]!;
      const d = decode(spec.codec, value);
      if (E.isLeft(d)) problems.push(...d.left.message.split('\n'));
      else if (spec.check) problems.push(...spec.check(d.right));
    }
    if (problems.length === 0) io.out(`${file}: valid ${sim.ruleset.id} ${kind}\n`);
    else {
      failed++;
      io.out(`${file}: ${problems.length} problem${problems.length === 1 ? '' : 's'}\n${problems.map((p) => `  ${p}\n`).join('')}`);
    }
  }
  return failed === 0 ? EXIT.ok : EXIT.failure;
}
