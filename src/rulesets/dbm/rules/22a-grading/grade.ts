/**
 * The grade an element counts in a fight (p.4-9): most elements count their listed grade; the
 * (X) grades count another by what they fight, as each troop description says.
 * @module
 */
import type { DbmGrade, DbmTroopType } from '../../model/troop.js';

/** What the grade of an (X) element depends on. */
export interface GradeContext {
  /** Close combat or shooting. */
  readonly kind: 'close-combat' | 'shooting';
  /** `me` is shot at (not shooting itself). */
  readonly shotAt: boolean;
  /** The opponent's troop type. */
  readonly oppType: DbmTroopType;
  /** The opponent's listed grade. */
  readonly oppGrade: DbmGrade;
}

const NAVAL = new Set<DbmTroopType>(['Gal', 'Shp', 'Bts']);

/**
 * The grade `type(grade)` counts in this fight. Knights (X): superior shot at by bowmen or naval,
 * or fighting spears, pikes, bowmen or light horse; inferior against knights other than (X),
 * expendables or warband; ordinary otherwise (L263-269). Pikes (X): superior shot at by bowmen or
 * fighting cavalry, light horse, auxilia, bowmen or psiloi; inferior otherwise (L397-400). Blades
 * (X): superior against knights or camelry (S), fast otherwise (L428-438). Auxilia (X): superior
 * against knights, cavalry or expendables, inferior otherwise (L478-483). Ships (X): superior
 * shooting or shot at, inferior otherwise (L606-607). Boats (X): superior shooting or shot at
 * (as artillery (S)), inferior otherwise (L617-618). Artillery (X): inferior in close combat (as
 * auxilia (I)), fast otherwise (L559-562). Elephants (X): fast shooting (as artillery (F)),
 * inferior otherwise (L223-226). Bowmen and war wagons (X) count ordinary (ruling DBM-R34).
 * @rule dbm p.4 L223-269
 * @rule dbm p.5 L397-483
 * @rule dbm p.7 L559-562
 * @rule dbm p.9 L606-618
 * @ruling DBM-R34
 */
export function gradeInFight(type: DbmTroopType, grade: DbmGrade, c: GradeContext): DbmGrade {
  if (grade !== 'X') return grade;
  const close = c.kind === 'close-combat';
  const o = c.oppType;
  switch (type) {
    case 'Kn':
      if ((c.shotAt && (o === 'Bw' || NAVAL.has(o))) || (close && ['Sp', 'Pk', 'Bw', 'LH'].includes(o))) return 'S';
      if (close && ((o === 'Kn' && c.oppGrade !== 'X') || o === 'Exp' || o === 'Wb')) return 'I';
      return 'O';
    case 'Pk':
      return (c.shotAt && o === 'Bw') || (close && ['Cv', 'LH', 'Ax', 'Bw', 'Ps'].includes(o)) ? 'S' : 'I';
    case 'Bd':
      return close && (o === 'Kn' || (o === 'Cm' && c.oppGrade === 'S')) ? 'S' : 'F';
    case 'Ax':
      return close && ['Kn', 'Cv', 'Exp'].includes(o) ? 'S' : 'I';
    case 'Shp':
    case 'Bts':
      return close ? 'I' : 'S';
    case 'Art':
      return close ? 'I' : 'F';
    case 'El':
      return !close && !c.shotAt ? 'F' : 'I';
    default:
      return 'O';
  }
}
