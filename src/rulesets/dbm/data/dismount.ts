/**
 * What mounted elements dismount as, unless an army list says otherwise (p.9, L655-665).
 * @module
 */
import type { DbmDrill, DbmGrade, DbmTroopKind, DbmTroopType } from '../model/troop.js';
import { src, type DbmSource } from './sources.js';

/** A mounted troop's weapon, where the conversion depends on it. */
export type MountedWeapon = 'bow' | 'handgun' | 'other';

/**
 * The foot element a mounted element dismounts as (p.9, L655-663), or `null` where the book
 * gives no conversion (the army list must).
 * @rule dbm p.9
 */
export function dismountsAs(type: DbmTroopType, grade: DbmGrade, drill: DbmDrill, weapon: MountedWeapon): { readonly troop: Omit<DbmTroopKind, 'drill'>; readonly source: DbmSource } | null {
  const t = (ty: DbmTroopType, g: DbmGrade, source: DbmSource) => ({ troop: { type: ty, grade: g }, source });
  if (type === 'Kn') {
    if (weapon === 'bow') return t('Bw', grade === 'X' ? 'S' : 'O', src('text', 'L656'));
    if (grade === 'X') return t('Sp', 'S', src('reconstructed-medium', 'L661', 'the grade is damaged'));
    if (grade === 'F') return t('Sp', 'O', src('text', 'L661', 'spears (O) or blades (O); the list chooses'));
    return t('Bd', 'S', src('text', 'L661'));
  }
  if (type === 'Cv') {
    if (weapon === 'handgun') return t('Art', 'X', src('text', 'L657'));
    if (weapon === 'bow') return t('Bw', grade === 'I' ? 'I' : 'O', src('text', 'L657'));
    if (drill === 'reg') return t('Ax', grade === 'I' ? 'I' : 'S', src('text', 'L662'));
    return null;
  }
  if (type === 'LH') return weapon === 'bow' ? t('Bw', 'I', src('text', 'L658')) : t('Ax', 'I', src('text', 'L663'));
  if (type === 'Cm' && weapon === 'bow') return t('Bw', 'I', src('text', 'L658'));
  return null;
}

/**
 * How many mounted elements make one foot element (p.9, L665): three chariots, one other
 * knight, cavalry or camelry element, or two light horse.
 * @rule dbm p.9
 */
export function mountedPerFootElement(type: DbmTroopType, chariot: boolean): number {
  if (chariot) return 3;
  return type === 'LH' ? 2 : 1;
}

/** The source of the exchange ratio. */
export const EXCHANGE_RATIO_SOURCE: DbmSource = src('reconstructed-medium', 'L665', 'the chariot count and its separator are damaged');
