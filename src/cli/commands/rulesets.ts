import { agentNames } from '../../sim/agents.js';
import type { AnyRulesetKit } from '../../sim/types.js';
import { parse, RULESET_OPTIONS, rulesetSelection } from '../args.js';
import { catalog } from '../catalog.js';
import { EXIT } from '../errors.js';
import { HELP } from '../help.js';
import type { Io } from '../io.js';
import { loadRuleset, rulesetRef } from '../load.js';

function describe(sim: AnyRulesetKit): string {
  const sc = Object.entries(sim.scenarios ?? {}).map(([n, s]) => `${n}${n === sim.defaultScenario ? ' (default)' : ''}${s.reconstructed ? ' [reconstructed]' : ''}: ${s.description}`);
  return [
    `${sim.ruleset.id} — ${sim.ruleset.edition}`,
    `  agents: ${agentNames(sim).join(', ')}`,
    `  scenarios:${sc.length ? `\n    ${sc.join('\n    ')}` : ' none bundled'}`,
    `  data files: ${['scenario', ...Object.keys(sim.dataFiles ?? {})].join(', ')}`,
    `  odds: ${sim.odds ? sim.odds.usage : 'none yet'}${sim.odds?.inStateUsage ? `; --scenario <file> ${sim.odds.inStateUsage}` : ''}`,
  ].join('\n');
}

/** `strategos rulesets`. */
export async function rulesetsCommand(argv: ReadonlyArray<string>, io: Io): Promise<number> {
  const { values: v } = parse(argv, RULESET_OPTIONS, 'rulesets');
  if (v.help) {
    io.out(HELP['rulesets']!);
    return EXIT.ok;
  }
  const sel = rulesetSelection(v);
  if (sel.module !== undefined || sel.ruleset !== undefined) {
    io.out(`${describe(await loadRuleset(rulesetRef(sel, io.cwd, 'rulesets')))}\n`);
    return EXIT.ok;
  }
  const all = Object.values(catalog);
  io.out(all.length === 0 ? 'No ruleset has landed in this build yet (plug one in with --ruleset-module).\n' : `${all.map(describe).join('\n\n')}\n`);
  return EXIT.ok;
}
