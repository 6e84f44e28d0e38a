/**
 * The troop types as families (p.4, L188-194): mounted, foot and naval, and the collective
 * terms the rules use (skirmishers, light troops, train, infantry); the drills some types are
 * fixed to (p.4-9).
 * @module
 */
import type { DbmDrill, DbmGrade, DbmTroopType } from '../model/troop.js';
import { src, type DbmSource } from './sources.js';

/**
 * Mounted types (p.4, L188-189).
 * @rule dbm p.4
 */
export const DBM_MOUNTED: ReadonlySet<DbmTroopType> = new Set<DbmTroopType>(['El', 'Kn', 'Cv', 'LH', 'Cm', 'Exp']);

/**
 * Naval types (p.4, L190-194; p.8-9).
 * @rule dbm p.4
 */
export const DBM_NAVAL: ReadonlySet<DbmTroopType> = new Set<DbmTroopType>(['Gal', 'Shp', 'Bts']);

/** Foot types: neither mounted nor naval (p.4, L188-194). */
export const DBM_FOOT: ReadonlySet<DbmTroopType> = new Set<DbmTroopType>(['Sp', 'Pk', 'Bd', 'Wb', 'Ax', 'Bw', 'Ps', 'Art', 'WWg', 'Hd', 'Bge']);

/** Skirmishers: light horse and psiloi (p.4, L191-192). */
export function isSkirmisher(type: DbmTroopType): boolean {
  return type === 'LH' || type === 'Ps';
}

/** Light troops: skirmishers and auxilia (p.4, L191-192). */
export function isLightTroops(type: DbmTroopType): boolean {
  return isSkirmisher(type) || type === 'Ax';
}

/** Train: artillery except (X), war wagons and baggage (p.4, L192-193). */
export function isTrain(type: DbmTroopType, grade: DbmGrade): boolean {
  return (type === 'Art' && grade !== 'X') || type === 'WWg' || type === 'Bge';
}

/** Infantry: foot other than train (p.4, L193; so artillery (X) is infantry). */
export function isInfantry(type: DbmTroopType, grade: DbmGrade): boolean {
  return DBM_FOOT.has(type) && !isTrain(type, grade);
}

/**
 * Types whose drill the book fixes (p.4-9): the only drill they may have, with its source.
 * The cost table (p.11) agrees: it prices them under one drill only.
 * @rule dbm p.4
 */
export const FIXED_DRILL: Readonly<Partial<Record<DbmTroopType, { readonly drill: DbmDrill; readonly source: DbmSource }>>> = {
  El: { drill: 'irr', source: src('text', 'L213') },
  Cm: { drill: 'irr', source: src('text', 'L329') },
  Exp: { drill: 'irr', source: src('text', 'L355') },
  Wb: { drill: 'irr', source: src('text', 'L440-441') },
  Hd: { drill: 'irr', source: src('text', 'L578') },
  Shp: { drill: 'irr', source: src('text', 'L601') },
  Bge: { drill: 'irr', source: src('text', 'L621') },
  Art: { drill: 'reg', source: src('text', 'L552') },
  Gal: { drill: 'reg', source: src('text', 'L588') },
};

/**
 * The (X) special cases and other context-dependent treatments (p.4-9): what each fights,
 * shoots or moves as. Data for the combat chapters (part II); listed here so an army's troops
 * are described completely. `source` says how sure the reading is.
 * @rule dbm p.4
 */
export const SPECIAL_CASES: ReadonlyArray<{ readonly troop: string; readonly treatment: string; readonly source: DbmSource }> = [
  { troop: 'El(X)', treatment: 'shoots and inflicts shooting outcomes as Art(F); suffers them as El(I); otherwise an ordinary elephant element', source: src('reconstructed-low', 'L223-226', 'the grade of "otherwise" is lost') },
  { troop: 'Kn(X)', treatment: 'counts (S) when shot at by bowmen or naval or fighting spears, pikes, bowmen or light horse to its front; (I) against knights except (X), expendables or warband; (O) otherwise; cannot claim rear support', source: src('reconstructed-medium', 'L263-269') },
  { troop: 'Cm(X)', treatment: 'moves as baggage except that it can contact elephants; fights as camelry and can panic elephants', source: src('reconstructed-low', 'L346-347') },
  { troop: 'Pk(X)', treatment: 'fewer ranks fight; (S) when shot at by bowmen or fighting Cv, LH, Ax, Bw or Ps to its front, (I) otherwise', source: src('reconstructed-medium', 'L397-400') },
  { troop: 'Bd(X)', treatment: '(S) against knights or Cm(S) to its front, supported then by a second rank of Bd(X); otherwise treated as Bd(F) except for impetuosity', source: src('reconstructed-medium', 'L428-438') },
  { troop: 'Ax(X)', treatment: '(S) fighting knights, cavalry, one further mounted type (lost in the scan) or expendables to its front; (I) otherwise; benefits from deep formations', source: src('reconstructed-medium', 'L478-483') },
  { troop: 'Bw(X)', treatment: 'fights foot to its front as spears, otherwise as bowmen; no rear-rank shooting, no rear support given or received', source: src('reconstructed-low', 'L516-527', 'the grades counted are lost') },
  { troop: 'Ps(X)', treatment: 'uses the artillery combat factors in close combat to its front against any but Ax or Ps', source: src('text', 'L549-551') },
  { troop: 'Art(X)', treatment: 'fights as auxilia (I) in close combat, moves as Bw(O), otherwise Art(F); shorter range; turns to face; two deep shoots in both bounds', source: src('reconstructed-low', 'L559-562') },
  { troop: 'WWg(X)', treatment: 'as WWg(O) except that it cannot shoot, can contact enemy and is less easily destroyed by elephants', source: src('text', 'L574-575') },
  { troop: 'Shp(X)', treatment: '(S) shooting, shot at or fighting fortifications; (I) otherwise', source: src('text', 'L606-607') },
  { troop: 'Bts(X)', treatment: 'as Art(S) shooting or shot at; (I) otherwise', source: src('text', 'L617-618') },
  { troop: 'mounted infantry', treatment: 'march and flee as camelry or cavalry while mounted, count as foot shooting, shot at or in close combat', source: src('text', 'L671-675') },
  { troop: 'double-based Cv required by a list', treatment: 'both ranks treated and paid for as Cv(O)', source: src('text', 'L770-772') },
  { troop: 'land baggage', treatment: '(O) if protected by fortifications, (I) if not', source: src('reconstructed-high', 'L619-625') },
];
