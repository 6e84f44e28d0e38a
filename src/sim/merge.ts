import * as E from 'fp-ts/lib/Either.js';
import { decode } from '../core/decode.js';
import { shardDocumentCodec } from './document-codec.js';
import { simError, type SimError } from './errors.js';
import { buildDocument, recordsHash, sameRun, type SimulationDocument } from './run.js';
import type { GameRecord } from './types.js';

/**
 * Merges shard documents (parsed JSON, in any order) into the document of the whole run,
 * identical to running it unsplit. Refuses shards of different runs, missing or repeated
 * games, and anything that is not a simulation document, naming the file (by `names`) and path.
 */
export function mergeShards(docs: ReadonlyArray<unknown>, names: ReadonlyArray<string> = []): E.Either<SimError, SimulationDocument> {
  if (docs.length === 0) return E.left(simError('no-shards', 'nothing to merge: give at least one shard file.'));
  const name = (i: number) => names[i] ?? `shard #${i + 1}`;
  const decoded = [];
  for (let i = 0; i < docs.length; i++) {
    const d = decode(shardDocumentCodec, docs[i]);
    if (E.isLeft(d)) return E.left(simError('bad-shard-file', `${name(i)} is not a strategos simulation document:\n${d.left.message}`));
    // Each shard carries the hash of its own records: a record edited by hand (a winner, a final
    // hash, the agents) no longer matches it, and the shard is refused rather than merged.
    const claimed = (docs[i] as { recordsHash?: unknown }).recordsHash;
    if (typeof claimed !== 'string') return E.left(simError('bad-shard-file', `${name(i)} has no recordsHash: it is not a strategos simulation document.`));
    if (recordsHash([...d.right.records].sort((a, b) => a.index - b.index) as GameRecord[]) !== claimed) {
      return E.left(simError('tampered-shard', `${name(i)}: its records do not match its recordsHash; the file was edited or damaged after it was written.`));
    }
    const agents = new Set(d.right.run.agents);
    const stray = d.right.records.find((r) => Object.values(r.agents).some((a) => !agents.has(a)));
    if (stray !== undefined) return E.left(simError('tampered-shard', `${name(i)}: game ${stray.index} names an agent the run does not list (${d.right.run.agents.join(', ')}).`));
    decoded.push(d.right);
  }
  const first = decoded[0]!;
  for (let i = 1; i < decoded.length; i++) {
    if (!sameRun(first.run, decoded[i]!.run)) {
      return E.left(simError('shard-mismatch', `${name(i)} belongs to a different run than ${name(0)} (ruleset, scenario, seed, games, agents or options differ).`));
    }
  }
  const games = first.run.games;
  const byIndex = new Map<number, GameRecord>();
  for (let i = 0; i < decoded.length; i++) {
    for (const r of decoded[i]!.records) {
      if (!Number.isSafeInteger(r.index) || r.index < 0 || r.index >= games) {
        return E.left(simError('bad-record', `${name(i)} holds game ${r.index}, outside 0..${games - 1}.`));
      }
      if (byIndex.has(r.index)) return E.left(simError('duplicate-game', `game ${r.index} appears in more than one shard (again in ${name(i)}).`));
      byIndex.set(r.index, r as GameRecord);
    }
  }
  if (byIndex.size !== games) {
    const missing: number[] = [];
    for (let g = 0; g < games && missing.length < 5; g++) if (!byIndex.has(g)) missing.push(g);
    return E.left(simError('missing-games', `the shards hold ${byIndex.size} of ${games} games; missing e.g. game ${missing.join(', ')}. Is a shard file missing?`));
  }
  return E.right(buildDocument({ spec: first.run, shard: null }, [...byIndex.values()]));
}
