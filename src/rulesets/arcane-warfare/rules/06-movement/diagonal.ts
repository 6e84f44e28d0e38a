/**
 * Diagonal interpenetration (§6.13.1, Fig. 15): a unit stepping one frontage sideways and half or
 * a whole base depth forward, from column into line or line into column, may cross the diagonal of
 * friends 50 or 100 p deep whatever the usual interpenetration rules (§6.13) say.
 * @module
 */
import { toLocal, type Base } from '../../../../plane/base.js';
import { normalizeHeading } from '../../../../plane/angle.js';
import { FRONTAGE } from '../../data/units.js';
import type { ArcaneStep } from '../../model/commands.js';
import type { ArcaneState, ArcaneUnit } from '../../model/state.js';

const EXACT = 1e-6;

/**
 * What a diagonal manoeuvre is charged (§6.13.1), or null when `s` is not one: a `move-to` keeping
 * the facing that ends one frontage to either side and 50 p (charged 100 p) or 100 p (charged
 * 150 p) ahead (ruling AW-R74).
 * @rule arcane-warfare 6.13.1
 * @ruling AW-R74
 */
export function diagonalCharge(b: Base, s: ArcaneStep): number | null {
  if (s.step !== 'move-to') return null;
  if (Math.abs(normalizeHeading(s.heading) - normalizeHeading(b.heading)) > EXACT) return null;
  const l = toLocal(b, s);
  if (Math.abs(Math.abs(l.along) - FRONTAGE) > EXACT) return null;
  if (Math.abs(l.ahead - 50) <= EXACT) return 100;
  if (Math.abs(l.ahead - 100) <= EXACT) return 150;
  return null;
}

/**
 * The friends a diagonal manoeuvre may cross (§6.13.1): every friend 50 or 100 p deep on the table
 * (a War Wagon is not crossed: ruling AW-R74).
 * @rule arcane-warfare 6.13.1
 * @ruling AW-R74
 */
export function diagonalPassable(state: ArcaneState, mover: ArcaneUnit): string[] {
  return Object.values(state.units)
    .filter((f) => f.status === 'active' && f.side === mover.side && f.id !== mover.id && (f.depth === 50 || f.depth === 100))
    .map((f) => f.id);
}
