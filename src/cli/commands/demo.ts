import { summaryText } from '../../sim/format.js';
import { parse, RULESET_OPTIONS, rulesetSelection, wholeNumber } from '../args.js';
import { catalog, defaultRulesetId } from '../catalog.js';
import { EXIT } from '../errors.js';
import { HELP } from '../help.js';
import type { Io } from '../io.js';
import { loadRuleset, rulesetRef } from '../load.js';
import { chooseScenario, defaultAgents, execute, logGame, narratedBattle, plan } from '../run-simulation.js';
import { workersOption } from './simulate.js';

/** Games the demo plays unless told otherwise: a few seconds with the greedy agent. */
export const DEMO_GAMES = 100;

/**
 * `strategos demo` (what `npm start` runs): the default ruleset's default scenario, greedy
 * against random with sides rotating, a summary table and one sample battle told briefly. The
 * run is sized to finish in seconds on a laptop; `--games` asks for more.
 */
export async function demoCommand(argv: ReadonlyArray<string>, io: Io): Promise<number> {
  const { values: v } = parse(argv, { ...RULESET_OPTIONS, games: { type: 'string' }, workers: { type: 'string' }, seed: { type: 'string' }, quiet: { type: 'boolean', short: 'q' } }, 'demo');
  if (v.help) {
    io.out(HELP['demo']!);
    return EXIT.ok;
  }
  const sel = rulesetSelection(v);
  if (sel.module === undefined && sel.ruleset === undefined && defaultRulesetId() === null) {
    io.out(
      'No ruleset has landed in this build yet, so there is no default battle to simulate.\n' +
        'The simulator, agents and this command are ready: once Dawn of Battle lands, `npm start` plays\n' +
        '100 games of its default battle. Meanwhile plug a ruleset in with\n' +
        '`strategos demo --ruleset-module <file.js>` (see docs/simulation.md).\n',
    );
    return EXIT.ok;
  }
  const ref = rulesetRef(sel, io.cwd, 'demo');
  const sim = await loadRuleset(ref);
  if (sel.module === undefined && sel.ruleset === undefined && sim.ruleset.id !== 'dawn-of-battle') {
    io.err(`Dawn of Battle has not landed yet; running the default battle of ${sim.ruleset.id} instead (this build has: ${Object.keys(catalog).join(', ')}).\n`);
  }
  const { scenario, name } = chooseScenario(sim, undefined, undefined, 'demo');
  const agents = defaultAgents(sim);
  const games = wholeNumber(v.games, 'games', DEMO_GAMES, 1, 'demo');
  const p = plan({ ruleset: sim, scenario, scenarioName: name, games, seed: v.seed ?? 'strategos', agents, rotate: true }, 'demo');
  const workers = v.workers === undefined ? Math.min(workersOption('auto', 'demo'), Math.max(1, Math.ceil(games / 200))) : workersOption(v.workers, 'demo', io.err);
  const doc = await execute(sim, ref, p, workers, io, { enabled: !v.quiet });
  io.out(summaryText(doc));
  io.out(`\nA sample battle, told briefly (game 0 of this run; for the whole story of any game: \`strategos simulate --log-game <i> --log game.json\` then \`strategos replay game.json\`):\n\n`);
  io.out(narratedBattle(sim, logGame(sim, p, 0), true));
  return EXIT.ok;
}
