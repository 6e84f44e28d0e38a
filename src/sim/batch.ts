import * as E from 'fp-ts/lib/Either.js';
import { decode } from '../core/decode.js';
import { findAgent } from './agents.js';
import { simError, type SimError } from './errors.js';
import { playGame, type PlayedGame } from './play.js';
import { gameSeed } from './seeds.js';
import type { Agent, AnyRulesetKit, GameRecord } from './types.js';

/**
 * One unit of work: games `from` (inclusive) to `to` (exclusive) of a run. Plain JSON, so the
 * same task runs in this thread, in a worker thread or in a browser's Web Worker.
 */
export interface BatchTask {
  /** The scenario as JSON, decoded by the ruleset's scenario codec in the batch. */
  readonly scenario: unknown;
  /** Ruleset options for `setup`, or `null`. */
  readonly options: unknown;
  /** The run seed; each game's seed derives from it and the game's index. */
  readonly seed: string;
  /** Agent names, assigned to the sides in the ruleset's player order. */
  readonly agents: ReadonlyArray<string>;
  /** Rotate the assignment by the game index so every agent plays every side. */
  readonly rotate: boolean;
  readonly maxPlies: number;
  readonly from: number;
  readonly to: number;
}

/** Resolves agent names for a ruleset, or says which one it does not know. */
export function resolveAgents(sim: AnyRulesetKit, names: ReadonlyArray<string>): E.Either<SimError, Agent[]> {
  const out: Agent[] = [];
  for (const name of names) {
    const a = findAgent(sim, name);
    if (a === null) {
      const known = ['random', ...Object.keys(sim.agents ?? {})].filter((v, i, all) => all.indexOf(v) === i);
      return E.left(simError('unknown-agent', `Unknown agent "${name}" for ${sim.ruleset.id}; known agents: ${known.join(', ')}.`));
    }
    out.push(a);
  }
  return E.right(out);
}

/** Decodes the scenario of a task with the ruleset's codec, listing every failing path, and prepares it for many games. */
export function decodeScenario(sim: AnyRulesetKit, scenario: unknown): E.Either<SimError, unknown> {
  const d = decode(sim.ruleset.scenarioCodec, scenario);
  if (E.isLeft(d)) return E.left(simError('bad-scenario', `The scenario does not match ${sim.ruleset.id}'s scenario format:\n${d.left.message}`));
  return E.right(sim.prepareScenario === undefined ? d.right : sim.prepareScenario(d.right));
}

/** Plays game `index` of a task, keeping its log when asked (used for sample battles and replays). */
export function playTaskGame(sim: AnyRulesetKit, task: BatchTask, scenario: unknown, agents: ReadonlyArray<Agent>, index: number, keepLog: boolean): PlayedGame {
  return playGame(sim, {
    index,
    seed: gameSeed(task.seed, index),
    scenario,
    options: task.options,
    agents,
    rotate: task.rotate,
    maxPlies: task.maxPlies,
    keepLog,
  });
}

/** Plays games `from` (inclusive) to `to` (exclusive) of one task's run, in index order. */
export type GamePlayer = (from: number, to: number) => GameRecord[];

/**
 * The player of a task's games: decodes the scenario and resolves the agents once, so a thread
 * that plays a run a few games at a time (the calling thread of a pool run) pays for that once.
 * `decoded`, when given, is `task.scenario` already through {@link decodeScenario} (a run
 * played in this thread decodes and prepares its scenario once, when it is planned).
 */
export function batchPlayer(sim: AnyRulesetKit, task: BatchTask, decoded?: { readonly scenario: unknown }): E.Either<SimError, GamePlayer> {
  const scenario = decoded === undefined ? decodeScenario(sim, task.scenario) : E.right(decoded.scenario);
  if (E.isLeft(scenario)) return scenario;
  const agents = resolveAgents(sim, task.agents);
  if (E.isLeft(agents)) return agents;
  return E.right((from, to) => {
    const records: GameRecord[] = [];
    for (let i = from; i < to; i++) records.push(playTaskGame(sim, task, scenario.right, agents.right, i, false).record);
    return records;
  });
}

/**
 * The batch function shared by the sequential runner, the worker pool, the CLI and a browser
 * demo: plays the task's games in index order and returns their records. Free of Node
 * built-ins and of any shared state, so where it runs cannot change what it returns.
 */
export function runBatch(sim: AnyRulesetKit, task: BatchTask): E.Either<SimError, GameRecord[]> {
  return E.map((play: GamePlayer) => play(task.from, task.to))(batchPlayer(sim, task));
}
