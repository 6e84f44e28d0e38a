/**
 * Which tables a DBA game was set up with (the state header's `data`): the library's own, named
 * `'defaults'`, or a user's override table, named by its `source`. The hash is that of the
 * resolved tables the state carries, so a saved game refers to exactly the numbers it was played
 * with, and a game saved under another release's defaults is told apart from this one's.
 * @module
 */
import { stateHash } from '../../core/hash.js';
import type { DataIdentity } from '../../core/state-header.js';
import { resolveData, type DbaData, type DbaOverrides } from './data/index.js';

/** The name of the library's own tables in a state's `data.id`. */
export const DEFAULT_DATA_ID = 'defaults';

/** The name of a user's tables when the override table gives no `source`. */
export const OVERRIDES_DATA_ID = 'overrides';

let defaultsHash: string | null = null;

/** The hash of this release's default tables (computed once: they are constants). */
export function defaultTablesHash(): string {
  if (defaultsHash === null) defaultsHash = stateHash(resolveData({}).data);
  return defaultsHash;
}

/** The identity of `tables`, resolved from `overrides` (absent: the library's defaults). */
export function dbaDataIdentity(tables: DbaData, overrides: DbaOverrides | undefined): DataIdentity {
  if (overrides === undefined) return { id: DEFAULT_DATA_ID, hash: defaultTablesHash() };
  return { id: overrides.source ?? OVERRIDES_DATA_ID, hash: stateHash(tables) };
}
