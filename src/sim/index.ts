/**
 * Simulation for every ruleset: play whole games by the thousand with agents, summarise them
 * with honest statistics, log and narrate a game, replay a log. Pure and free of Node built-ins
 * (the worker pool and the `strategos` command live in the Node-only CLI build), so the same
 * batch function runs in a worker thread, in the command and in a browser.
 *
 * A ruleset plugs in by exporting a {@link RulesetSim}: its `Ruleset` plus optional hooks
 * (players, statistics, agents such as `greedy`, a narrator, an odds calculator, bundled
 * scenarios, data-file kinds).
 * @module sim
 */
export * from './types.js';
export * from './errors.js';
export * from './seeds.js';
export * from './agents.js';
export * from './blind.js';
export * from './greedy.js';
export * from './play.js';
export * from './batch.js';
export * from './stats.js';
export * from './summary.js';
export * from './run.js';
export * from './ref.js';
export type { WorkerTask, WorkerResult } from './worker-task.js';
export * from './merge.js';
export * from './document-codec.js';
export * from './narrate.js';
export * from './log.js';
export * from './format.js';
export * from './rulesets/index.js';
