import { basename } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { runBatch } from '../sim/batch.js';
import { battleText, briefBattleText } from '../sim/format.js';
import { replayLog } from '../sim/log.js';
import { narrationLine } from '../sim/narrate.js';
import { decodeScenario, playTaskGame, resolveAgents } from '../sim/batch.js';
import { buildDocument, planRun, type RunPlan, type SimulateOptions, type SimulationDocument } from '../sim/run.js';
import { threadsToUse } from '../sim/schedule.js';
import type { AnyRulesetKit, GameLog, GameRecord } from '../sim/types.js';
import { CliError, EXIT, usageError } from './errors.js';
import { readJsonFile, type Io } from './io.js';
import type { RulesetRef } from './load.js';
import { runInWorkers } from './pool.js';
import { Progress } from './progress.js';

/** Sim error codes that come from arguments rather than files (exit code 2). */
const USAGE_CODES = new Set(['bad-games', 'bad-seed', 'unknown-agent', 'agent-count', 'bad-shard', 'bad-max-plies', 'bad-batch-size']);

/** The scenario to run: a file, a named bundled scenario, or the ruleset's default. */
export function chooseScenario(sim: AnyRulesetKit, file: string | undefined, bundled: string | undefined, command: string): { scenario: unknown; name: string } {
  if (file !== undefined && bundled !== undefined) throw usageError('give either --scenario or --bundled, not both.', command);
  if (file !== undefined) return { scenario: readJsonFile(file), name: basename(file) };
  const all = sim.scenarios ?? {};
  const name = bundled ?? sim.defaultScenario ?? Object.keys(all)[0];
  if (name === undefined) throw usageError(`${sim.ruleset.id} ships no scenario; give one with --scenario <file>.`, command);
  const found = all[name];
  if (found === undefined) throw usageError(`${sim.ruleset.id} has no bundled scenario "${name}"; it has: ${Object.keys(all).join(', ') || 'none'}.`, command);
  return { scenario: found.scenario, name: found.reconstructed ? `${name} (reconstructed)` : name };
}

/** Default agents: greedy (or the ruleset's first own agent) against random, else random alone. */
export function defaultAgents(sim: AnyRulesetKit): string[] {
  if (sim.agents?.['greedy'] !== undefined) return ['greedy', 'random'];
  const own = Object.keys(sim.agents ?? {}).find((n) => n !== 'random');
  return own === undefined ? ['random'] : [own, 'random'];
}

/** Plans a run, mapping the library's errors to the command's exit codes. */
export function plan(opts: SimulateOptions, command: string): RunPlan {
  const p = planRun(opts);
  if (E.isLeft(p)) {
    if (USAGE_CODES.has(p.left.code)) throw usageError(p.left.message, command);
    throw new CliError(p.left.message, EXIT.failure);
  }
  return p.right;
}

/**
 * Plays a plan in this thread (one worker) or on `workers` threads (this one and fresh
 * workers), with a progress bar on stderr. Without `--batch-size`, threads take batches that
 * shrink towards the end of the run (the records do not depend on the split).
 */
export async function execute(
  sim: AnyRulesetKit,
  ref: RulesetRef,
  p: RunPlan,
  workers: number,
  io: Io,
  progress: { enabled: boolean },
  batchSize: number | undefined = undefined,
  onGames: (games: number) => void = () => {},
): Promise<SimulationDocument> {
  const total = p.range.to - p.range.from;
  const threads = threadsToUse(total, workers, batchSize);
  const delay = Number(io.env['STRATEGOS_PROGRESS_DELAY_MS'] ?? 1000);
  const bar = new Progress(total, io.err, { enabled: progress.enabled, tty: io.errIsTty, delayMs: Number.isFinite(delay) ? delay : 1000 });
  let records: GameRecord[];
  if (threads <= 1) {
    records = [];
    for (const task of p.tasks) {
      const r = runBatch(sim, task);
      if (E.isLeft(r)) throw new CliError(r.left.message);
      records.push(...r.right);
      bar.advance(r.right.length);
      onGames(r.right.length);
      // Let the event loop run between batches, so an interrupt (Ctrl-C) is answered promptly.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  } else {
    records = await runInWorkers(sim, ref, p, threads, batchSize, (n) => {
      bar.advance(n);
      onGames(n);
    });
  }
  bar.finish();
  return buildDocument(p, records);
}

/** Plays one game of a plan with its log kept. */
export function logGame(sim: AnyRulesetKit, p: RunPlan, index: number): GameLog {
  const task = p.tasks[0]!;
  const scenario = decodeScenario(sim, task.scenario);
  const agents = resolveAgents(sim, task.agents);
  if (E.isLeft(scenario) || E.isLeft(agents)) throw new CliError('internal: the planned run no longer decodes', EXIT.internal);
  const log = playTaskGame(sim, task, scenario.right, agents.right, index, true).log;
  if (log === null) throw new CliError('internal: no log was kept', EXIT.internal);
  return log;
}

/** A narrated battle from a log, ending with its outcome. */
export function narratedBattle(sim: AnyRulesetKit, log: GameLog, brief = false): string {
  const r = replayLog(sim, log);
  if (E.isLeft(r)) throw new CliError(r.left.message);
  const agents = Object.entries(log.agents).map(([p, a]) => `${p} (${a})`).join(' vs ');
  const head = `Game seed "${log.seed}": ${agents}\n`;
  const o = r.right.outcome;
  const end = o
    ? `Result: ${o.winner === null ? 'draw' : `${o.winner} wins`} (${o.level}) — ${narrationLine({ text: o.reason, citations: o.citations }, sim.ruleset.id)}${o.reconstructed ? ' [uses reconstructed data]' : ''}\n`
    : `Unfinished: ${log.status}\n`;
  return head + (brief ? briefBattleText(r.right.plies, sim.ruleset.id) : battleText(r.right.plies, sim.ruleset.id)) + end;
}
