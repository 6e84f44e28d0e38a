/**
 * DBM 3.x as a DBx profile: its troop types, which are mounted, who shoots how far, who passes
 * through whom (p.20, L1533-1541), who can be pushed back by a recoil (p.24, L1955-1973) and who
 * pursues (p.25, L2037-2042). The factor rows are part II's (close combat and shooting are not
 * resolved yet), so the list is empty.
 * @module
 */
import type { DbxProfile } from '../../dbx/profile.js';
import { DBM_TROOP_TYPES, type DbmTroopType } from '../model/troop.js';
import type { DbmConfig } from './config.js';
import { DBM_MOUNTED, DBM_NAVAL } from './troops.js';

const LAND_EXCEPT_BAGGAGE = (t: DbmTroopType) => !DBM_NAVAL.has(t);

/**
 * Whether an element of type `mover` may pass through a friend of type `friend` (p.20,
 * L1533-1541): mounted through psiloi, psiloi through any land troops, bowmen and blades through
 * each other, infantry through train, boats and galleys or ships through each other, any land
 * troops through hordes. By type only: the exceptions by grade (Bw(X), Art(X) as infantry) and
 * facing are the movement chapter's.
 * @rule dbm p.20
 */
export function passesThrough(mover: DbmTroopType, friend: DbmTroopType): boolean {
  if (DBM_MOUNTED.has(mover) && friend === 'Ps') return true;
  if (mover === 'Ps' && LAND_EXCEPT_BAGGAGE(friend)) return true;
  if ((mover === 'Bw' && friend === 'Bd') || (mover === 'Bd' && friend === 'Bw')) return true;
  const infantry = (t: DbmTroopType) => ['Sp', 'Pk', 'Bd', 'Wb', 'Ax', 'Bw', 'Ps', 'Hd'].includes(t);
  if (infantry(mover) && (friend === 'Art' || friend === 'WWg' || friend === 'Bge')) return true;
  if ((mover === 'Bts' && (friend === 'Gal' || friend === 'Shp')) || ((mover === 'Gal' || mover === 'Shp') && friend === 'Bts')) return true;
  if (!DBM_NAVAL.has(mover) && friend === 'Hd') return true;
  return false;
}

/**
 * DBM 3.x's profile for the DBx engine. `D` is the game's resolved config.
 * @rule dbm p.21
 */
export const DBM_PROFILE: DbxProfile<DbmTroopType, DbmConfig> = {
  ruleset: 'dbm',
  troopTypes: DBM_TROOP_TYPES,
  mounted: DBM_MOUNTED,
  // The most a shooter of the type reaches (p.21, L1600-1613); elephants only as El(X), which
  // shoot as Art(F). Grade limits (Art(I), Art(X)) are the shooting chapter's.
  range: (type, cfg) => {
    switch (type) {
      case 'Art':
      case 'El':
        return cfg.rangeArtillery;
      case 'Bw':
      case 'WWg':
      case 'Gal':
      case 'Shp':
      case 'Bts':
        return cfg.rangeShort;
      default:
        return null;
    }
  },
  passesInMove: passesThrough,
  // Recoils pass through whom moves may (p.24, L1955-1960).
  passesInRecoil: passesThrough,
  // A land recoil pushes back land troops except elephants, war wagons and baggage (p.24, L1957-1959).
  canBePushedBack: (friend, camp) => !camp && !DBM_NAVAL.has(friend) && friend !== 'El' && friend !== 'WWg' && friend !== 'Bge',
  // Knights, irregular blades and spears, naval and impetuous troops pursue (p.25, L2037-2042);
  // by type here, the drill and grade exceptions are the pursuit chapter's.
  pursuers: () => ['Kn', 'Bd', 'Sp', 'Wb', 'Exp', 'Gal', 'Shp', 'Bts'],
  factorRows: [],
};
