/**
 * Who may pass through whom (A:67). In any move, mounted pass through psiloi and psiloi through
 * any friends facing the same or the opposite way. In a recoil only, and only through friends
 * facing the same way: mounted through any but pikes or elephants, blades through blades or
 * spears, pikes or bows through blades.
 *
 * The sheet conflicts with itself on recoils through opposite-facing friends: A:67 allows the
 * first two passes for friends facing either way, A:132 forbids any recoil through troops not
 * facing the same way (ruling DBA-R1). The library follows A:132 by default; the option
 * `recoilThroughOpposite` switches to A:67.
 * @module
 */
import { sheet, type Row } from './provenance.js';
import { dbaMounted, type DbaTroopType } from './troop-types.js';

/** The sheet line for the interpenetration paragraph. */
export const INTERPENETRATION: Row<'A:67'> = { value: 'A:67', provenance: sheet('interpenetration', 67) };

/**
 * True when `mover` may pass through friend `friend` in an ordinary move (facing checked by the caller).
 * @rule dba interpenetration
 */
export function passesInMove(mover: DbaTroopType, friend: DbaTroopType): boolean {
  return (dbaMounted(mover) && friend === 'Ps') || mover === 'Ps';
}

/**
 * True when a recoiling `mover` may pass through a same-facing friend.
 * @rule dba interpenetration
 * @rule dba recoil
 * @ruling DBA-R1
 */
export function passesInRecoil(mover: DbaTroopType, friend: DbaTroopType): boolean {
  if (passesInMove(mover, friend)) return true;
  if (dbaMounted(mover)) return friend !== 'Pk' && friend !== 'El';
  if (mover === 'Bd') return friend === 'Bd' || friend === 'Sp';
  if (mover === 'Pk' || mover === 'Bw') return friend === 'Bd';
  return false;
}

/**
 * True when a recoiling element may push a same-facing friend back: any but elephants or war
 * wagons (A:132); the camp and its followers never move.
 * @rule dba recoil
 */
export function canBePushedBack(friend: DbaTroopType, camp: boolean): boolean {
  return !camp && friend !== 'El' && friend !== 'WWg';
}
