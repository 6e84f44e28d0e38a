/**
 * Close-combat contacts (p.21a, L1647-1685): which enemies fight (front edge on front edge, lined
 * up corner to corner: a partial contact is no combat until one side conforms), which overlap an
 * element (beside its frontal opponent, front corner on front corner, with its own front free; or
 * side edge on its side edge), and which are on its flanks or rear. Each flank counts once,
 * whether overlapped or contacted; elephants do not overlap for friendly mounted troops other than
 * elephants, and nothing overlaps for friendly expendables.
 * @module
 */
import { isEdgeContact } from '../../../../plane/contact.js';
import { touchesOf } from '../../../dbx/contact-table.js';
import { frontContactsOn, inFrontCombat } from '../../../dbx/contact.js';
import type { DbxElement } from '../../../dbx/elements.js';
import { angleDiff, DBX_TOLERANCE } from '../../../dbx/bases.js';

/**
 * True when `a` and `b`, enemies, are in close combat: front edge on front edge with at least one
 * pair of front corners together (lined up).
 * @rule dbm p.21a L1647-1649
 */
export function linedUpFront(a: DbxElement, b: DbxElement, all: ReadonlyArray<DbxElement>): boolean {
  if (a.side === b.side) return false;
  for (const { other, contact: c } of touchesOf(a, all)) {
    if (other.id !== b.id) continue;
    return isEdgeContact(c) && c.edgeA === 'front' && c.edgeB === 'front' && (c.corners.length > 0 || c.fullA || c.fullB);
  }
  return false;
}

/**
 * The ids of elements with an enemy's reference point within `margin` paces on each axis: only
 * these can touch an enemy (bases are far smaller than the margin), so contact queries, which
 * classify every neighbour, are asked of them alone.
 */
export function nearEnemy(all: ReadonlyArray<DbxElement>, margin = 400): Set<string> {
  const byX = [...all].sort((a, b) => a.x - b.x);
  const out = new Set<string>();
  for (let i = 0; i < byX.length; i++) {
    const a = byX[i]!;
    for (let j = i + 1; j < byX.length && byX[j]!.x - a.x <= margin; j++) {
      const b = byX[j]!;
      if (a.side !== b.side && Math.abs(a.y - b.y) <= margin) {
        out.add(a.id);
        out.add(b.id);
      }
    }
  }
  return out;
}

/**
 * Every pair of enemies in close combat, each once, sorted by id.
 * @rule dbm p.21a L1647-1649
 */
export function closeCombatPairs(all: ReadonlyArray<DbxElement>): Array<readonly [string, string]> {
  const out: Array<readonly [string, string]> = [];
  const near = nearEnemy(all);
  for (const a of all) {
    if (!near.has(a.id)) continue;
    for (const { other: b, contact: c } of touchesOf(a, all)) {
      if (a.side === b.side || a.id > b.id || !isEdgeContact(c)) continue;
      if (c.edgeA === 'front' && c.edgeB === 'front' && (c.corners.length > 0 || c.fullA || c.fullB)) out.push([a.id, b.id]);
    }
  }
  return out.sort((p, q) => (p[0] < q[0] ? -1 : p[0] > q[0] ? 1 : p[1] < q[1] ? -1 : p[1] > q[1] ? 1 : 0));
}

/** An enemy threatening one flank (or the rear) of an element. */
export interface FlankThreat {
  /** The enemy element. */
  readonly id: string;
  /** The flank it threatens, or the rear. */
  readonly where: 'left' | 'right' | 'rear';
  /** Overlapping, or its front edge in contact. */
  readonly how: 'overlap' | 'contact';
}

/**
 * The enemies overlapping `e` (fighting `opp` to its front), by flank: beside `opp`, front corner
 * on `e`'s front corner, with its own front edge not fighting; or side edge on `e`'s side edge.
 * @rule dbm p.21a L1664-1682
 */
export function dbmOverlaps(e: DbxElement, opp: DbxElement, all: ReadonlyArray<DbxElement>, typeOf: (id: string) => string): FlankThreat[] {
  const oppType = typeOf(opp.id);
  if (oppType === 'Exp') return [];
  const oppMountedNotEl = ['Kn', 'Cv', 'LH', 'Cm'].includes(oppType);
  const out: FlankThreat[] = [];
  for (const { other: o, contact: c } of touchesOf(e, all)) {
    if (o.side === e.side || o.id === opp.id || o.camp) continue;
    if (oppMountedNotEl && typeOf(o.id) === 'El') continue;
    if (c.relation === 'corner-to-corner') {
      if (angleDiff(o.heading, e.heading + 180) > DBX_TOLERANCE.angle) continue;
      const mirrored = (c.cornerA === 'front-right' && c.cornerB === 'front-right') || (c.cornerA === 'front-left' && c.cornerB === 'front-left');
      if (!mirrored || inFrontCombat(o, all)) continue;
      out.push({ id: o.id, where: c.cornerA === 'front-left' ? 'left' : 'right', how: 'overlap' });
    } else if (isEdgeContact(c) && (c.edgeA === 'left' || c.edgeA === 'right') && (c.edgeB === 'left' || c.edgeB === 'right')) {
      out.push({ id: o.id, where: c.edgeA, how: 'overlap' });
    }
  }
  return out;
}

/**
 * What costs `e` a tactical factor: each flank overlapped or contacted by an enemy's front edge
 * (once per flank), and each enemy front edge on its rear.
 * @rule dbm p.21a L1675-1680
 * @rule dbm p.22 L1801
 * @ruling DBM-R35
 */
export function flankThreats(e: DbxElement, opp: DbxElement, all: ReadonlyArray<DbxElement>, typeOf: (id: string) => string): FlankThreat[] {
  const contacts: FlankThreat[] = frontContactsOn(e, all)
    .filter((c) => c.attacker !== opp.id && c.edge !== 'front')
    .map((c) => ({ id: c.attacker, where: c.edge as 'left' | 'right' | 'rear', how: 'contact' as const }));
  const seen = new Set<string>();
  const out: FlankThreat[] = [];
  for (const t of [...contacts, ...dbmOverlaps(e, opp, all, typeOf)]) {
    if (t.where !== 'rear') {
      if (seen.has(t.where)) continue;
      seen.add(t.where);
    }
    out.push(t);
  }
  return out;
}
