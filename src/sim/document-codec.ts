import * as t from 'io-ts';

const statusCodec = t.keyof({ finished: null, 'ply-limit': null, stalled: null, 'no-move': null, 'illegal-command': null, 'setup-error': null });
const counts = t.record(t.string, t.number);

/** io-ts codec of a {@link GameRecord} read back from a file. */
export const gameRecordCodec = t.type({
  index: t.number,
  seed: t.string,
  agents: t.record(t.string, t.string),
  status: statusCodec,
  winner: t.union([t.string, t.null]),
  level: t.union([t.string, t.null]),
  points: counts,
  plies: t.number,
  turns: t.union([t.number, t.null]),
  losses: t.union([counts, t.null]),
  reconstructed: t.boolean,
  reason: t.string,
  finalHash: t.string,
});

/** io-ts codec of a {@link RunSpec}. */
export const runSpecCodec = t.type({
  ruleset: t.string,
  edition: t.string,
  scenario: t.type({ name: t.string, hash: t.string }),
  options: t.unknown,
  seed: t.string,
  games: t.number,
  agents: t.array(t.string),
  rotate: t.boolean,
  maxPlies: t.number,
});

/**
 * io-ts codec of a simulation document as read from a shard file (`strategos merge`). The
 * summary is not read: it is recomputed from the records.
 */
export const shardDocumentCodec = t.type({
  format: t.literal('strategos-simulation/1'),
  run: runSpecCodec,
  shard: t.union([t.type({ index: t.number, count: t.number, from: t.number, to: t.number }), t.null]),
  records: t.array(gameRecordCodec),
});
