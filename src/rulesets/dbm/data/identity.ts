/**
 * The identity of the tables a game is set up with (the state header's `data`): the library's
 * own tables, named `'defaults'`, hashed once when the module loads.
 * @module
 */
import { dataIdentity, type DataIdentity } from '../../../core/state-header.js';
import { BASE_MM } from './bases.js';
import { DBM_CONFIG } from './config.js';
import { BASIC_COST, COST_ADJUSTMENTS, FORTIFICATION_COSTS } from './costs.js';

/** The name of the library's own tables. */
export const DEFAULT_DATA_ID = 'defaults';

const DEFAULTS: DataIdentity = /* @__PURE__ */ Object.freeze(dataIdentity(DEFAULT_DATA_ID, { cost: BASIC_COST, adjust: COST_ADJUSTMENTS, forts: FORTIFICATION_COSTS, bases: BASE_MM, config: DBM_CONFIG }));

/** The identity of this release's tables. */
export function dbmDataIdentity(): DataIdentity {
  return DEFAULTS;
}
