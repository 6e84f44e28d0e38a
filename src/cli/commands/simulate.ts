import { recordsToCsv, summaryText } from '../../sim/format.js';
import { parse, RULESET_OPTIONS, rulesetSelection, shardOption, wholeNumber } from '../args.js';
import { EXIT, usageError } from '../errors.js';
import { HELP } from '../help.js';
import { readJsonFile, writeTextFile, type Io } from '../io.js';
import { loadRuleset, rulesetRef } from '../load.js';
import { autoWorkers } from '../pool.js';
import { chooseScenario, defaultAgents, execute, logGame, plan } from '../run-simulation.js';

const OPTIONS = {
  ...RULESET_OPTIONS,
  scenario: { type: 'string' },
  bundled: { type: 'string' },
  options: { type: 'string' },
  games: { type: 'string' },
  seed: { type: 'string' },
  agents: { type: 'string' },
  rotate: { type: 'boolean' },
  workers: { type: 'string' },
  shard: { type: 'string' },
  'max-plies': { type: 'string' },
  'batch-size': { type: 'string' },
  json: { type: 'boolean' },
  csv: { type: 'boolean' },
  log: { type: 'string' },
  'log-game': { type: 'string' },
  progress: { type: 'boolean' },
  quiet: { type: 'boolean', short: 'q' },
} as const;

/**
 * `--workers n|auto`: at most the machine's cores (each thread is an isolate of its own, so more
 * only add memory); a larger number is capped, with a message through `warn`.
 */
export function workersOption(value: string | undefined, command: string, warn: (text: string) => void = () => {}): number {
  const cores = autoWorkers();
  if (value === 'auto') return cores;
  const n = wholeNumber(value, 'workers', 1, 1, command);
  if (n <= cores) return n;
  warn(`strategos: --workers ${n} is more than this machine's ${cores} cores; using ${cores}.\n`);
  return cores;
}

/** `strategos simulate`. */
export async function simulateCommand(argv: ReadonlyArray<string>, io: Io): Promise<number> {
  const { values: v, positionals } = parse(argv, OPTIONS, 'simulate');
  if (v.help) {
    io.out(HELP['simulate']!);
    return EXIT.ok;
  }
  if (positionals.length > 0) throw usageError(`unexpected argument "${positionals[0]}" (a scenario file goes after --scenario).`, 'simulate');
  if (v.json && v.csv) throw usageError('give --json or --csv, not both.', 'simulate');
  const games = wholeNumber(v.games, 'games', 1000, 1, 'simulate');
  const workers = workersOption(v.workers, 'simulate', io.err);
  const shard = shardOption(v.shard, 'simulate');
  const maxPlies = v['max-plies'] === undefined ? undefined : wholeNumber(v['max-plies'], 'max-plies', 1, 1, 'simulate');
  const batchSize = v['batch-size'] === undefined ? undefined : wholeNumber(v['batch-size'], 'batch-size', 50, 1, 'simulate');
  const ref = rulesetRef(rulesetSelection(v), io.cwd, 'simulate');
  const sim = await loadRuleset(ref);
  const { scenario, name } = chooseScenario(sim, v.scenario, v.bundled, 'simulate');
  const options = v.options === undefined ? undefined : readJsonFile(v.options);
  const agents = v.agents === undefined ? defaultAgents(sim) : v.agents.split(',').map((s) => s.trim());
  const p = plan(
    {
      ruleset: sim,
      scenario,
      scenarioName: name,
      games,
      seed: v.seed ?? 'strategos',
      agents,
      ...(options === undefined ? {} : { options }),
      ...(maxPlies === undefined ? {} : { maxPlies }),
      rotate: v.rotate ?? false,
      ...(shard === undefined ? {} : { shard }),
      ...(batchSize === undefined ? {} : { batchSize }),
    },
    'simulate',
  );
  const logIndex = v['log-game'] === undefined ? p.range.from : wholeNumber(v['log-game'], 'log-game', 0, 0, 'simulate');
  if (v['log-game'] !== undefined && logIndex >= games) throw usageError(`--log-game must be below --games (${games}), got ${logIndex}.`, 'simulate');
  let done = 0;
  const total = p.range.to - p.range.from;
  io.setInterruptNote?.(
    () =>
      `\nstrategos: interrupted after ${done} of ${total} games; nothing was kept (a run's results are written only when it ends). ` +
      'Split a long run with --shard i/n so that each finished shard is kept, then merge them.\n',
  );
  const doc = await execute(sim, ref, p, workers, io, { enabled: !v.quiet && (v.progress === true || io.errIsTty) }, batchSize, (n) => {
    done += n;
  });
  io.setInterruptNote?.(() => '\nstrategos: interrupted while writing the results; the output may be incomplete.\n');
  if (v.log !== undefined) {
    writeTextFile(v.log, `${JSON.stringify(logGame(sim, p, logIndex), null, 1)}\n`);
    if (!v.quiet) io.err(`wrote the log of game ${logIndex} to ${v.log}\n`);
  }
  io.out(v.json ? `${JSON.stringify(doc)}\n` : v.csv ? recordsToCsv(doc.records) : summaryText(doc));
  return EXIT.ok;
}
