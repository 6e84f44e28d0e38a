/**
 * Which tables a DBA game was set up with (the state header's `data`): the library's own, named
 * `'defaults'`, or a user's override table, named by its `source`. The hash is that of the
 * resolved tables the state carries, so a saved game refers to exactly the numbers it was played
 * with, and a game saved under another release's defaults is told apart from this one's.
 * @module
 */
import { dataIdentity, type DataIdentity } from '../../core/state-header.js';
import { resolveData, type DbaData, type DbaOverrides } from './data/index.js';

/** The name of the library's own tables in a state's `data.id`. */
export const DEFAULT_DATA_ID = 'defaults';

/** The name of a user's tables when the override table gives no `source`. */
export const OVERRIDES_DATA_ID = 'overrides';

// The default tables are constants, so their identity is one too (hashed when the module loads).
const DEFAULTS: DataIdentity = /* @__PURE__ */ Object.freeze(dataIdentity(DEFAULT_DATA_ID, resolveData({}).data));

/** The hash of this release's default tables. */
export function defaultTablesHash(): string {
  return DEFAULTS.hash;
}

/** The identity of `tables`, resolved from `overrides` (absent: the library's defaults). */
export function dbaDataIdentity(tables: DbaData, overrides: DbaOverrides | undefined): DataIdentity {
  return overrides === undefined ? DEFAULTS : dataIdentity(overrides.source ?? OVERRIDES_DATA_ID, tables);
}
