/**
 * DBA 1.2 as a profile of the DBx family engine: its troop types, who is mounted, who shoots and
 * how far, who passes through whom, who pursues, and its factor rows. The numbers themselves are
 * the resolved tables (`DbaData`, with the user's overrides), which the state carries.
 * @module
 */
import type { DbxProfile } from '../../dbx/profile.js';
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
