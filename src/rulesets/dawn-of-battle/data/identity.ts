/**
 * The identity of a game's data (state header `data`, src/core/state-header.ts): the shipped
 * defaults are `'defaults'` with the hash of this library's default data set, any other data
 * set its name and its own hash. A saved game thus says which data it was played with, and a
 * library whose defaults differ refuses it instead of silently changing the game.
 * @module
 */
import { dataIdentity, type DataIdentity } from '../../../core/state-header.js';
import { DEFAULT_DATA } from './default-data.js';

/** The id of the shipped data set. */
export const DEFAULTS_ID = 'defaults';

/** The id given to a data set whose setup options name none. */
export const CUSTOM_DATA_ID = 'custom';

// The defaults are a constant, so their identity is one too (hashed when the module loads).
const DEFAULTS: DataIdentity = /* @__PURE__ */ Object.freeze(dataIdentity(DEFAULTS_ID, DEFAULT_DATA));

/** The identity of this library's shipped data set. */
export function defaultDataIdentity(): DataIdentity {
  return DEFAULTS;
}
