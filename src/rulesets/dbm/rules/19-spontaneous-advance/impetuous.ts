/**
 * Spontaneous advance (L1450-1492): who is impetuous, when an impetuous element must advance,
 * its target (the closest enemy it is aware of, measured between the front corners furthest
 * apart), and its distance (its full tactical move, doubled while far from known enemy).
 * @module
 */
import { cornerOf, type Base } from '../../../../plane/base.js';
import { hypot } from '../../../../plane/hypot.js';

/**
 * True for troops impetuous by type: irregular Kn(S), (O) or (F), Cm(S), Exp, Wb, Bd(F), Hd(S).
 * Any troops but train are impetuous too when aware of demoralised enemy nearer than the nearest
 * undemoralised enemy and within range, or when they would contact enemy baggage (the caller
 * decides those and passes `drawn`).
 * @rule dbm L1451-1455
 */
export function isImpetuous(e: { readonly type: string; readonly grade: string | null; readonly irregular: boolean }, drawn = false): boolean {
  if (drawn && !['Art', 'WWg', 'Bge'].includes(e.type)) return true;
  const g = e.grade;
  if (!e.irregular) return false;
  switch (e.type) {
    case 'Kn':
      return g === 'S' || g === 'O' || g === 'F';
    case 'Cm':
      return g === 'S';
    case 'Exp':
    case 'Wb':
      return true;
    case 'Bd':
      return g === 'F';
    case 'Hd':
      return g === 'S';
    default:
      return false;
  }
}

/** What exempts an impetuous element from advancing this bound. */
export interface AdvanceExemptions {
  readonly movedThisBound: boolean;
  readonly halted: boolean;
  readonly inFrontContact: boolean;
  readonly givesSupport: boolean;
  readonly uncommittedAlly: boolean;
  readonly demoralised: boolean;
  readonly wouldContactElephants: boolean;
}

/**
 * The first exemption that applies, or `null` when the element must advance.
 * @rule dbm L1457-1463
 */
export function advanceExemption(x: AdvanceExemptions): keyof AdvanceExemptions | null {
  for (const k of ['movedThisBound', 'halted', 'inFrontContact', 'givesSupport', 'uncommittedAlly', 'demoralised', 'wouldContactElephants'] as const) if (x[k]) return k;
  return null;
}

/**
 * The distance to a candidate target as the rule measures it: between the two elements' front
 * corners that are furthest apart (ruling DBM-R21).
 * @rule dbm L1465-1467
 * @ruling DBM-R21
 */
export function targetDistance(mover: Base, enemy: Base, measure: 'furthest' | 'nearest' = 'furthest'): number {
  const mine = [cornerOf(mover, 'front-left'), cornerOf(mover, 'front-right')];
  const theirs = [cornerOf(enemy, 'front-left'), cornerOf(enemy, 'front-right')];
  let best = measure === 'furthest' ? -Infinity : Infinity;
  for (const a of mine) for (const b of theirs) {
    const d = hypot(a.x - b.x, a.y - b.y);
    best = measure === 'furthest' ? Math.max(best, d) : Math.min(best, d);
  }
  return best;
}

/**
 * The target among the candidates the element is aware of and does not ignore (the caller filters
 * them): the closest by {@link targetDistance}, ties to the first listed; `null` when none.
 * @rule dbm L1465-1474
 * @ruling DBM-R21
 */
export function chooseTarget<E extends Base & { readonly id: string }>(mover: Base, candidates: ReadonlyArray<E>, measure: 'furthest' | 'nearest' = 'furthest'): E | null {
  let best: E | null = null;
  let bd = Infinity;
  for (const c of candidates) {
    const d = targetDistance(mover, c, measure);
    if (d < bd) {
      bd = d;
      best = c;
    }
  }
  return best;
}

/**
 * The distance of a spontaneous advance: the full tactical move, doubled unless the element is
 * already within, or would come within, the doubling distance of known enemy.
 * @rule dbm L1476-1477
 * @rule dbm L1492
 */
export function advanceDistance(tactical: number, nearestKnownEnemy: number, doubleUnlessWithin: number): number {
  return nearestKnownEnemy - 2 * tactical > doubleUnlessWithin ? 2 * tactical : tactical;
}
