/**
 * Element and army costs (p.11, L796-847): the basic cost, the adjustments for chariots, mounted
 * infantry, the rear element of a list-specified double base and generals, and fortifications.
 * @module
 */
import { basicCost, COST_ADJUSTMENTS, FORTIFICATION_COSTS } from '../../data/costs.js';
import type { Army, ArmyListEntry, FortificationPurchase } from '../../model/army-list.js';
import type { DbmDrill, DbmGeneralRole, DbmGrade, DbmTroopType } from '../../model/troop.js';

/** What an element's cost depends on. */
export interface ElementCostInput {
  readonly type: DbmTroopType;
  readonly grade: DbmGrade;
  readonly drill: DbmDrill;
  readonly chariot?: boolean;
  readonly mountedInfantry?: boolean;
  readonly general?: DbmGeneralRole | null;
  /** The rear element of a list-specified double base, priced with its reduction. */
  readonly rear?: { readonly type: DbmTroopType; readonly grade: DbmGrade; readonly drill: DbmDrill } | null;
}

/**
 * The cost of one element (with its rear element if double-based), or `null` when the table
 * prices no such troop. Cavalry double-based with cavalry are priced as Cv(O) in both ranks
 * (p.10, L770-772).
 * @rule dbm p.11
 */
export function elementCost(e: ElementCostInput): number | null {
  const cvPair = e.rear !== undefined && e.rear !== null && e.type === 'Cv' && e.rear.type === 'Cv';
  const frontGrade = cvPair ? 'O' : e.grade;
  const base = basicCost(e.type, frontGrade, e.drill);
  if (base === null) return null;
  let cost = base;
  if (e.chariot === true && (e.type === 'Kn' || e.type === 'Cv')) cost += COST_ADJUSTMENTS.chariot[e.drill];
  if (e.mountedInfantry === true) cost += COST_ADJUSTMENTS.mountedInfantry[e.drill];
  if (e.general === 'c-in-c' || e.general === 'sub') cost += COST_ADJUSTMENTS.commanderOrSub[e.drill];
  if (e.general === 'ally') cost += COST_ADJUSTMENTS.ally[e.drill];
  if (e.rear !== undefined && e.rear !== null) {
    const rear = basicCost(e.rear.type, cvPair ? 'O' : e.rear.grade, e.rear.drill);
    if (rear === null) return null;
    cost += rear + COST_ADJUSTMENTS.doubleBaseRear[e.rear.drill];
  }
  return cost;
}

/**
 * The cost of fortification pieces (p.11, L834-847): each outward-facing parapet one element
 * frontage, 2 AP (temporary: 1 less when part of a built-up area or defending the camp), +1 if a
 * raised tower; a gateway +2; inward-facing parapets free. The book's example: four corner
 * towers (6 each), a gate tower (5), three interval towers (3 each) and eight wall sections (2
 * each) cost 54.
 * @rule dbm p.11
 */
export function fortificationCost(pieces: ReadonlyArray<FortificationPurchase>): number {
  let total = 0;
  for (const p of pieces) {
    const section = p.kind === 'permanent' ? FORTIFICATION_COSTS.permanent.value : FORTIFICATION_COSTS.temporary.value + (p.campOrBua ? FORTIFICATION_COSTS.temporaryCampOrBua.value : 0);
    const perFace = section + (p.tower ? FORTIFICATION_COSTS.tower.value : 0);
    total += p.count * (p.faces * perFace + (p.gateway ? FORTIFICATION_COSTS.gateway.value : 0));
  }
  return total;
}

/** One priced element line of an army. */
export interface CostLine {
  readonly command: string;
  readonly entry: string;
  readonly rear: string | null;
  readonly general: DbmGeneralRole | null;
  readonly count: number;
  /** Cost of one element, `null` if the table prices no such troop. */
  readonly each: number | null;
}

/** An army's cost. */
export interface ArmyCost {
  readonly total: number;
  readonly elements: number;
  readonly fortifications: number;
  readonly byCommand: Readonly<Record<string, number>>;
  readonly lines: ReadonlyArray<CostLine>;
}

/** The entry of an army's list with this id, or `undefined`. */
export function entryOf(army: Army, id: string): ArmyListEntry | undefined {
  return army.list.troops.find((e) => e.id === id);
}

/**
 * What an army costs (p.11): every element (generals with their adjustment, double bases with the
 * rear reduction) and its fortifications. Baggage costs nothing (L820). Lines naming entries the
 * list lacks are priced `null` and add nothing: `validateArmy` reports them.
 * @rule dbm p.11
 */
export function armyCost(army: Army): ArmyCost {
  const lines: CostLine[] = [];
  const byCommand: Record<string, number> = {};
  let elements = 0;
  for (const c of army.commands) {
    let sum = 0;
    const g = entryOf(army, c.general);
    const gEach = g === undefined ? null : elementCost({ ...g, general: c.role });
    lines.push({ command: c.id, entry: c.general, rear: null, general: c.role, count: 1, each: gEach });
    sum += gEach ?? 0;
    for (const el of c.elements) {
      const e = entryOf(army, el.entry);
      const r = el.rear === undefined ? undefined : entryOf(army, el.rear);
      const each = e === undefined || (el.rear !== undefined && r === undefined) ? null : elementCost({ ...e, rear: r === undefined ? null : { type: r.type, grade: r.grade, drill: r.drill } });
      lines.push({ command: c.id, entry: el.entry, rear: el.rear ?? null, general: null, count: el.count, each });
      sum += (each ?? 0) * el.count;
    }
    byCommand[c.id] = sum;
    elements += sum;
  }
  const fortifications = fortificationCost(army.fortifications);
  return { total: elements + fortifications, elements, fortifications, byCommand, lines };
}

/**
 * The baggage elements an army fields (p.11, L782-783): 6 at the threshold (400 AP) or less,
 * otherwise 8.
 * @rule dbm p.11
 */
export function baggageCount(points: number, cfg: { readonly baggageThresholdPoints: number; readonly baggageSmallArmy: number; readonly baggageLargeArmy: number }): number {
  return points <= cfg.baggageThresholdPoints ? cfg.baggageSmallArmy : cfg.baggageLargeArmy;
}
