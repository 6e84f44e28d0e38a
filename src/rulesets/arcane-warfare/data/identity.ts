/**
 * The identity of the data a game is set up with (the state header's `data`): the library's own
 * tables, named `'defaults'`, hashed once when the module loads.
 * @module
 */
import { dataIdentity, type DataIdentity } from '../../../core/state-header.js';
import { COMBAT_MODIFIERS, COMMAND_ESCAPE, MORALE } from './combat.js';
import { GAME_SIZE_TABLE } from './game-sizes.js';
import { PENETRATION, SHOOTING_MODIFIERS, SHOOTING_RANGES } from './shooting.js';
import { UNITS_TABLE } from './units.js';

/** The name of the library's own tables. */
export const DEFAULT_DATA_ID = 'defaults';

const DEFAULTS: DataIdentity = /* @__PURE__ */ Object.freeze(dataIdentity(DEFAULT_DATA_ID, { units: UNITS_TABLE, sizes: GAME_SIZE_TABLE, combat: COMBAT_MODIFIERS, morale: MORALE, escape: COMMAND_ESCAPE, shooting: { ranges: SHOOTING_RANGES, modifiers: SHOOTING_MODIFIERS, penetration: PENETRATION } }));

/** The identity of this release's tables. */
export function arcaneDataIdentity(): DataIdentity {
  return DEFAULTS;
}
