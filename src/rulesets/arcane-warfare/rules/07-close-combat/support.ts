/**
 * Direct close-combat support (§7.4.1): corner extension, flank extension, flank overlap and rear
 * overlap, at most one on each of the enemy's flanks and one on its rear.
 * @module
 */
import { cornerOf, type CornerName } from '../../../../plane/base.js';
import { isEdgeContact } from '../../../../plane/contact.js';
import type { ArcaneState, ArcaneUnit } from '../../model/state.js';
import { baseOf } from '../../query/geometry.js';
import { combatOf, contactOf, onTable, touchedByEnemyFront, type Combat } from './contacts.js';

/** The four kinds of direct support (§7.4.1). */
export type SupportKind = 'corner-extension' | 'flank-extension' | 'flank-overlap' | 'rear-overlap';

/** One support given to a unit in close combat. */
export interface Support {
  readonly unit: string;
  readonly kind: SupportKind;
  /** The enemy's side it counts on (ruling AW-R21: the sides of the enemy fought). */
  readonly bucket: 'left' | 'right' | 'rear';
}

const near = (p: { x: number; y: number }, q: { x: number; y: number }) => Math.hypot(p.x - q.x, p.y - q.y) <= 0.05;

/**
 * The supports `x`, in close combat with `enemy`, receives (§7.4.1). Supporters are friends of
 * x, not shaken, not in close combat themselves (but see ruling AW-R2: under the default
 * reading one may still give flank extension), touching the enemy:
 * - corner extension: a front corner of the supporter on a front corner of x and on a corner of
 *   the enemy, the supporter touched by no enemy front edge (Fig. 24);
 * - flank extension: the supporter's side edge along the enemy's side or rear;
 * - flank overlap: its front edge along the enemy's side;
 * - rear overlap: its front or side edge along the enemy's rear.
 * At most one counts on each side of the enemy and one on its rear (ruling AW-R21).
 * @rule arcane-warfare 7.4.1
 * @ruling AW-R2
 * @ruling AW-R21
 */
export function supportsFor(state: ArcaneState, x: ArcaneUnit, enemy: ArcaneUnit, combats: ReadonlyArray<Combat>): Support[] {
  const units = onTable(state);
  const out: Support[] = [];
  const taken = new Set<string>();
  const xb = baseOf(x);
  const xCorners: CornerName[] = ['front-left', 'front-right'];
  for (const s of units) {
    if (s.side !== x.side || s.id === x.id || state.shaken.includes(s.id)) continue;
    const engaged = combatOf(combats, s.id) !== null;
    if (engaged && state.readings.engagedFlankExtension === 'text') continue;
    const c = contactOf(s, enemy);
    let got: Support | null = null;
    if (isEdgeContact(c) && c.shared > 0.01) {
      if ((c.edgeA === 'left' || c.edgeA === 'right') && c.edgeB !== 'front') got = { unit: s.id, kind: 'flank-extension', bucket: c.edgeB === 'rear' ? 'rear' : c.edgeB };
      else if (!engaged && c.edgeA === 'front' && (c.edgeB === 'left' || c.edgeB === 'right')) got = { unit: s.id, kind: 'flank-overlap', bucket: c.edgeB };
      else if (!engaged && c.edgeA !== 'rear' && c.edgeB === 'rear') got = { unit: s.id, kind: 'rear-overlap', bucket: 'rear' };
    } else if (!engaged && c.relation === 'corner-to-corner' && (c.cornerA === 'front-left' || c.cornerA === 'front-right')) {
      const p = cornerOf(baseOf(s), c.cornerA);
      const onX = xCorners.some((k) => near(cornerOf(xb, k), p));
      if (onX && !touchedByEnemyFront(state, s, units)) got = { unit: s.id, kind: 'corner-extension', bucket: c.cornerB === 'front-left' || c.cornerB === 'rear-left' ? 'left' : 'right' };
    }
    if (got === null || taken.has(got.bucket)) continue;
    taken.add(got.bucket);
    out.push(got);
  }
  return out;
}
