import * as E from 'fp-ts/lib/Either.js';
import { formatCitations } from '../../sim/narrate.js';
import { parse, RULESET_OPTIONS, rulesetSelection } from '../args.js';
import { CliError, EXIT, usageError } from '../errors.js';
import { HELP } from '../help.js';
import type { Io } from '../io.js';
import { loadRuleset, rulesetRef } from '../load.js';

/** `strategos odds`: delegates to the ruleset's odds hook. */
export async function oddsCommand(argv: ReadonlyArray<string>, io: Io): Promise<number> {
  const { values: v, positionals } = parse(argv, { ...RULESET_OPTIONS, json: { type: 'boolean' } }, 'odds');
  if (v.help) {
    io.out(HELP['odds']!);
    return EXIT.ok;
  }
  const sim = await loadRuleset(rulesetRef(rulesetSelection(v), io.cwd, 'odds'));
  const hook = sim.odds;
  if (hook === undefined) throw new CliError(`${sim.ruleset.id} has no odds calculator yet.`);
  if (positionals.length === 0) throw usageError(`describe the combat: ${hook.usage}`, 'odds');
  const r = hook.compute(positionals);
  if (E.isLeft(r)) throw usageError(`${r.left}\n${sim.ruleset.id} odds take: ${hook.usage}`, 'odds');
  const rep = r.right;
  if (v.json) {
    io.out(`${JSON.stringify(rep)}\n`);
    return EXIT.ok;
  }
  const width = Math.max(...rep.rows.map((x) => x.label.length));
  const lines = [`${rep.title}${rep.citations.length ? ` (${formatCitations(rep.citations, sim.ruleset.id)})` : ''}`];
  for (const row of rep.rows) lines.push(`  ${row.label.padEnd(width)}  ${(100 * row.probability).toFixed(2).padStart(6)}%${row.exact ? `  ${row.exact}` : ''}`);
  for (const n of rep.notes ?? []) lines.push(`  note: ${n}`);
  io.out(`${lines.join('\n')}\n`);
  return EXIT.ok;
}
