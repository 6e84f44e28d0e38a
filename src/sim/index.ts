/**
 * Simulation for every ruleset: play whole games by the thousand with agents, summarise them
 * with honest statistics, log and narrate a game, replay a log. Free of Node built-ins, so it
 * runs the same in a worker thread, in the command and in a browser; runs on worker threads
 * (`simulateParallel`, `openWorkerPool`) are in `strategos/node`.
 *
 * A ruleset plugs in by exporting a {@link RulesetKit}: its `Ruleset` plus optional hooks
 * (players, a determinized view, statistics, agents such as `greedy`, a narrator, an odds
 * calculator, bundled scenarios, data-file kinds). The built-in rulesets' plug-ins ship here
 * (the `kits` of `strategos`).
 * @module sim
 */
export * from './types.js';
export * from './errors.js';
export * from './seeds.js';
export * from './agents.js';
export * from './greedy.js';
export * from './play.js';
export * from './batch.js';
export * from './stats.js';
export * from './summary.js';
export * from './schedule.js';
export * from './run.js';
export * from './merge.js';
export * from './document-codec.js';
export * from './narrate.js';
export * from './log.js';
export * from './format.js';
