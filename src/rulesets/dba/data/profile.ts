/**
 * DBA 1.2 as a profile of the DBx family engine: its troop types, who is mounted, who shoots and
 * how far, who passes through whom, who pursues, and its factor rows. The numbers themselves are
 * the resolved tables (`DbaData`, with the user's overrides), which the state carries.
 * @module
 */
import type { DbxProfile } from '../../dbx/profile.js';
import type { DbxMoveProfile } from '../../dbx/movement/profile.js';
import { DBA_FACTOR_ROWS } from './combat-rows.js';
import type { DbaData } from './index.js';
import { canBePushedBack, passesInMove, passesInRecoil } from './interpenetration.js';
import { DBA_MOUNTED, DBA_TROOP_TYPES, type DbaTroopType } from './troop-types.js';

/**
 * The DBA profile.
 * @rule dba distant-shooting
 * @rule dba interpenetration
 */
export const DBA_PROFILE: DbxProfile<DbaTroopType, DbaData> = {
  ruleset: 'dba',
  troopTypes: DBA_TROOP_TYPES,
  mounted: DBA_MOUNTED,
  // A:71: artillery within 500p, bows or war wagons within 200p
  range: (t, d) => (t === 'Art' || t === 'Bw' || t === 'WWg' ? d.ranges[t] : null),
  passesInMove,
  passesInRecoil,
  canBePushedBack,
  pursuers: (d) => d.pursuers,
  factorRows: DBA_FACTOR_ROWS,
};

/**
 * DBA's movement as data for the family's movement engine: its move distances by type and going,
 * base width, PIP costs (one more for a group with elephants) and who passes through whom. The
 * road option for war wagons and artillery is DBA's own and applied before the engine is asked.
 * @rule dba move-distances
 * @rule dba sequence-of-play
 * @rule dba interpenetration
 */
export const DBA_MOVE_PROFILE: DbxMoveProfile<DbaTroopType, DbaData> = {
  baseWidth: (d) => d.baseWidth,
  groupWheelLimit: (d) => d.groupWheelLimit,
  moveDistance: (t, going, d) => d.moves[t][going],
  pips: (d) => d.pips,
  pipSurcharge: (types, d) => (types.includes('El') ? d.pips.elephants : 0),
  passesInMove,
};
