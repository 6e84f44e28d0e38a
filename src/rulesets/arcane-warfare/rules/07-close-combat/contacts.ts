/**
 * Contacts and close combat (§7.1): which front edges touch which enemy edges, which of those
 * contacts are close combats (a front edge against a whole enemy edge), and who fights whom when
 * a unit has several (each unit fights one enemy).
 * @module
 */
import { classifyUnchecked, isEdgeContact, type Contact, type EdgeContact } from '../../../../plane/contact.js';
import type { EdgeName } from '../../../../plane/base.js';
import type { Tolerance } from '../../../../plane/tolerance.js';
import { FRONTAGE } from '../../data/units.js';
import type { CombatKind } from '../../model/events.js';
import type { ArcaneState, ArcaneUnit } from '../../model/state.js';
import { baseOf } from '../../query/geometry.js';

/** Contacts are decided with this slack: moves end on float positions (`strategos/plane`, contact.ts). */
export const CONTACT_TOLERANCE: Tolerance = Object.freeze({ distance: 0.01, angle: 0.01 });

/** Shared length below which two edges only touch at a point. */
const EPS = 0.01;

/** The contact of `a` against `b` (a's feature first). */
export function contactOf(a: ArcaneUnit, b: ArcaneUnit): Contact {
  return classifyUnchecked(baseOf(a), baseOf(b), CONTACT_TOLERANCE);
}

/** Units on the table (shaken ones included: they stay on it, §9.3). */
export function onTable(state: ArcaneState): ArcaneUnit[] {
  return Object.values(state.units)
    .filter((u) => u.status === 'active')
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** True when `a`'s front edge shares some length with `b`'s edge `edge` (any edge when omitted). */
export function frontAgainst(a: ArcaneUnit, b: ArcaneUnit, edge?: EdgeName): EdgeContact | null {
  const c = contactOf(a, b);
  if (!isEdgeContact(c) || c.edgeA !== 'front' || c.shared <= EPS) return null;
  if (edge !== undefined && c.edgeB !== edge) return null;
  return c;
}

/** True when an edge contact covers the whole of the contacted edge; a War Wagon's long side counts by its 100 p sectors (§7.2.4). */
function wholeEdge(c: EdgeContact): boolean {
  if (c.fullB) return true;
  return (c.edgeB === 'left' || c.edgeB === 'right') && c.shared >= FRONTAGE - EPS;
}

/**
 * The kind of close combat `a`'s front edge makes with `b` (§7.1): frontal when the fronts are in
 * mutual full contact, flank or rear when a's front covers b's whole side or rear edge; else null.
 * @rule arcane-warfare 7.1
 * @rule arcane-warfare 7.2.4
 */
export function combatKind(a: ArcaneUnit, b: ArcaneUnit): CombatKind | null {
  const c = frontAgainst(a, b);
  if (c === null) return null;
  if (c.edgeB === 'front') return c.fullA && c.fullB ? 'frontal' : null;
  if (!wholeEdge(c)) return null;
  return c.edgeB === 'rear' ? 'rear' : 'flank';
}

/**
 * True when some side or rear edge of `u` is wholly against an enemy front edge (Fig. 18: such a
 * unit may not count in flank or rear combat against another enemy).
 * @rule arcane-warfare 7.1
 */
export function pinned(state: ArcaneState, u: ArcaneUnit, units: ReadonlyArray<ArcaneUnit> = onTable(state)): boolean {
  return units.some((e) => e.side !== u.side && (combatKind(e, u) === 'flank' || combatKind(e, u) === 'rear'));
}

/** One close combat: `unit`'s front edge against `enemy` (for `frontal`, both fronts). */
export interface Combat {
  readonly unit: string;
  readonly enemy: string;
  readonly kind: CombatKind;
}

/** How far ahead a unit stands along its own facing (for the "front unit" of two flanks, Fig. 20). */
function foremost(u: ArcaneUnit): number {
  const r = (u.heading * Math.PI) / 180;
  return u.x * Math.cos(r) + u.y * Math.sin(r);
}

const ORDER: Readonly<Record<CombatKind, number>> = { frontal: 0, flank: 1, rear: 2 };

/**
 * The close combats on the table (§7.1), each unit in at most one. Frontal combats first; a unit
 * with a front-edge opponent fights it (the "foremost" enemy); a unit whose own flank or rear is
 * wholly against an enemy front edge may not fight another enemy's flank or rear (Fig. 18); a
 * front edge over two flanks fights the front one (Fig. 20); otherwise flank before rear, then by
 * unit id, where the rules let the owner choose (ruling AW-R19).
 * @rule arcane-warfare 7.1
 * @ruling AW-R19
 */
export function combatsOf(state: ArcaneState): Combat[] {
  const units = onTable(state);
  const cands: Array<Combat & { ahead: number }> = [];
  for (const a of units) {
    for (const b of units) {
      if (a.side === b.side) continue;
      const k = combatKind(a, b);
      if (k === null) continue;
      if (k === 'frontal' && a.id > b.id) continue;
      cands.push({ unit: a.id, enemy: b.id, kind: k, ahead: foremost(b) });
    }
  }
  const pinnedIds = new Set(units.filter((u) => pinned(state, u, units)).map((u) => u.id));
  cands.sort((x, y) => ORDER[x.kind] - ORDER[y.kind] || (x.unit < y.unit ? -1 : x.unit > y.unit ? 1 : 0) || y.ahead - x.ahead || (x.enemy < y.enemy ? -1 : 1));
  const busy = new Set<string>();
  const out: Combat[] = [];
  for (const c of cands) {
    if (busy.has(c.unit) || busy.has(c.enemy)) continue;
    if (c.kind !== 'frontal' && pinnedIds.has(c.unit)) continue;
    busy.add(c.unit);
    busy.add(c.enemy);
    out.push({ unit: c.unit, enemy: c.enemy, kind: c.kind });
  }
  return out;
}

/** The unit's combat, if it is in one. */
export function combatOf(combats: ReadonlyArray<Combat>, id: string): Combat | null {
  return combats.find((c) => c.unit === id || c.enemy === id) ?? null;
}

/** True when any enemy front edge touches `u` along an edge (§7.4.1 corner extension, §9.3). */
export function touchedByEnemyFront(state: ArcaneState, u: ArcaneUnit, units: ReadonlyArray<ArcaneUnit> = onTable(state)): boolean {
  return units.some((e) => e.side !== u.side && frontAgainst(e, u) !== null);
}
