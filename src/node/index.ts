/**
 * `strategos/node`: what needs Node. Simulation on worker threads ({@link simulateParallel},
 * {@link openWorkerPool}, piscina), the worker entry's task function, JSON files and plug-in
 * modules by path. Every other subpath bundles for a browser; this one imports `node:*` and
 * piscina, and nothing in the library imports it except the `strategos` command.
 * @module node
 */
export * from './simulate.js';
export * from './worker-pool.js';
export { autoWorkers, defaultWorkerFile } from './pool.js';
export { playWorkerTask, type WorkerMessage, type WorkerPing, type WorkerResult, type WorkerTask } from './worker-task.js';
export * from './files.js';
export * from './ref.js';
