/**
 * The "count as" table (sheet Q:705-727; no rulebook page beside it): how (X) and some other
 * elements count as another kind depending on the fight. The element column is lost in the scan;
 * the library names each block by matching the DBM (X) definitions (ruling DBMM-R17), so every
 * row is `medium`, and the two blocks with no match are `low` and name no element.
 * @module
 */
import { qrs, type QrsTable } from './source.js';

/** One row: the element (as the library reads it), what it counts as, and when. */
export interface CountAsRow {
  /** The element, or `null` where the scan lost it and nothing matches. */
  readonly element: string | null;
  readonly countsAs: string;
  readonly when: string;
}

const r = (line: number, element: string | null, countsAs: string, when: string, to = line) => ({
  element,
  countsAs,
  when,
  src: element === null ? qrs('QRS', line, to, 'low', 'element column lost; no DBM (X) definition matches') : qrs('QRS', line, to, 'medium', 'element column lost; named by the DBM (X) definition it matches (ruling DBMM-R17)'),
});

/**
 * @rule dbmm QRS Q:705-727
 * @ruling DBMM-R17
 */
export const COUNT_AS: QrsTable<CountAsRow> = {
  id: 'count-as',
  title: 'Count as',
  page: 'QRS',
  lines: [705, 727],
  rows: [
    r(706, 'Kn(X)', 'Kn(S)', 'shot at by Bw; in close combat against Cv, LH, Sp, Pk, Bw', 707),
    r(708, 'Kn(X)', 'Kn(I)', 'in close combat against Kn not (X), Bd, Wb, El, Exp'),
    r(709, 'Kn(X)', 'Kn(O)', 'otherwise; never pursues'),
    r(710, 'El(X)', 'Art(F)', 'shooting'),
    r(711, 'El(X)', 'El(I)', 'otherwise; the enemy uses its factor against mounted in close combat and against train when shooting', 712),
    r(713, null, 'WWg(I)', 'in close combat against mounted'),
    r(714, null, 'Bge(I)', 'otherwise'),
    r(715, 'Pk(X)', 'Pk(S)', 'in close combat, shooting or shot at, against Cv, LH, Ps, Ax, Bw', 716),
    r(717, 'Pk(X)', 'Pk(I)', 'otherwise'),
    r(718, null, 'Bd(F)', 'in all cases, but quick-killed by Kn'),
    r(719, 'Ps(X)', 'Art(I)', 'in frontal close combat against any not Ax, Ps', 720),
    r(721, 'Ps(X)', 'Ps(I)', 'otherwise'),
    r(722, 'Bw(X)', 'Bw(S)', 'in distant combat when double-based with Bw (S)', 724),
    r(725, 'Bw(X)', 'Bw(O)', 'otherwise in distant combat'),
    r(726, 'Bw(X)', 'Sp(O)', 'in close combat if regular'),
    r(727, 'Bw(X)', 'Sp(I)', 'in close combat if irregular'),
  ],
};
