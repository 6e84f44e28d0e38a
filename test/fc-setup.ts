import fc from 'fast-check';

/**
 * Property tests run with a fixed seed so CI is reproducible; FC_SEED and FC_NUM_RUNS override
 * it locally (e.g. FC_NUM_RUNS=10000 for a soak run). Tests that need more or fewer runs pass
 * `numRuns` themselves.
 */
const seed = process.env['FC_SEED'] !== undefined ? Number(process.env['FC_SEED']) : 20261123;
const numRuns = process.env['FC_NUM_RUNS'] !== undefined ? Number(process.env['FC_NUM_RUNS']) : 200;
fc.configureGlobal({ seed, numRuns });
