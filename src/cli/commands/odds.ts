import { resolve } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { decode } from '../../core/decode.js';
import type { AnyRulesetKit, OddsHook, OddsReport } from '../../core/kit.js';
import { formatCitations } from '../../sim/narrate.js';
import { parse, RULESET_OPTIONS, rulesetSelection } from '../args.js';
import { CliError, EXIT, usageError } from '../errors.js';
import { HELP } from '../help.js';
import { readJsonFile, type Io } from '../io.js';
import { loadRuleset, rulesetRef } from '../load.js';

/**
 * `strategos odds`: delegates to the ruleset's odds hook, with a short description of the combat,
 * or with `--scenario <file>` and the pieces that fight in the situation the file sets up.
 */
export async function oddsCommand(argv: ReadonlyArray<string>, io: Io): Promise<number> {
  const { values: v, positionals } = parse(argv, { ...RULESET_OPTIONS, json: { type: 'boolean' }, scenario: { type: 'string' } }, 'odds');
  if (v.help) {
    io.out(HELP['odds']!);
    return EXIT.ok;
  }
  const sim = await loadRuleset(rulesetRef(rulesetSelection(v), io.cwd, 'odds'));
  const hook = sim.odds;
  if (hook === undefined) throw new CliError(`${sim.ruleset.id} has no odds calculator yet.`);
  const rep = v.scenario === undefined ? fromDescription(hook, positionals, sim.ruleset.id) : fromScenario(sim, hook, resolve(io.cwd, v.scenario), positionals);
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

/** The odds of a combat described in words (`Kn Bw`, `ranged <unit> <target>`, ...). */
function fromDescription(hook: OddsHook, positionals: ReadonlyArray<string>, id: string): OddsReport {
  if (positionals.length === 0) throw usageError(`describe the combat: ${hook.usage}`, 'odds');
  const r = hook.compute(positionals);
  if (E.isLeft(r)) throw usageError(`${r.left}\n${id} odds take: ${hook.usage}`, 'odds');
  return r.right;
}

/**
 * The odds of a combat between pieces of the situation a scenario file sets up (a mid-game
 * position where the ruleset has one): the file is decoded and set up as `validate` does.
 */
function fromScenario(sim: AnyRulesetKit, hook: OddsHook, file: string, positionals: ReadonlyArray<string>): OddsReport {
  const id = sim.ruleset.id;
  if (hook.inState === undefined) throw usageError(`${id} odds take a description only (${hook.usage}), not --scenario.`, 'odds');
  const usage = hook.inStateUsage ?? 'the pieces that fight';
  if (positionals.length === 0) throw usageError(`name the pieces after --scenario: ${usage}`, 'odds');
  const d = decode(sim.ruleset.scenarioCodec, readJsonFile(file));
  if (E.isLeft(d)) throw new CliError(`${file}: not a ${id} scenario:\n${d.left.message}`);
  const s = sim.ruleset.setup(d.right, { seed: 'odds' });
  if (E.isLeft(s)) throw new CliError(`${file}: ${s.left.message}`);
  const r = hook.inState(s.right, positionals);
  if (E.isLeft(r)) throw usageError(`${r.left}\n${id} odds with --scenario take: ${usage}`, 'odds');
  return r.right;
}
