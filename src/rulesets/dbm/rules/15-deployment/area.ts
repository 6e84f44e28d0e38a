/**
 * Where troops may be deployed (p.15, L1110-1119): no further forward than a distance short of
 * the centre line, not (unless naval) within a distance of a short table edge; baggage in good
 * going with its rear edge on the base table edge, or touching a waterway or river; each
 * command inside a notional rectangle parallel with the table edges that no other friendly
 * command's rectangle overlaps.
 * @module
 */
import { basesOverlap, baseOnTable, DBX_TOLERANCE } from '../../../dbx/bases.js';
import type { DbxElement } from '../../../dbx/elements.js';
import { polygonOf, pointsBox, type Base, type Box } from '../../../../plane/base.js';
import { polygonsOverlap, segmentPolygonDistance } from '../../../../plane/polygon.js';
import { rule } from '../../data/cite.js';
import { baseSize } from '../../data/bases.js';
import { DBM_NAVAL } from '../../data/troops.js';
import type { Placement } from '../../model/commands.js';
import type { DbmState, DbmTroop } from '../../model/state.js';
import type { DbmViolation } from '../../model/violations.js';
import { refuse } from '../../kernel/result.js';

const TOL = DBX_TOLERANCE.distance;

/** Terrain that is not good going (p.12, L917-939) and so takes no baggage. */
const NOT_GOOD = new Set(['steep-hill', 'wood', 'orchard', 'enclosed-fields', 'vineyard', 'marsh', 'dunes', 'rocky', 'brush', 'boggy', 'gully', 'bua', 'river', 'waterway']);

/** The band of the table a side may deploy in: `y` from `minY` to `maxY`. */
export function deploymentBand(state: DbmState, player: string): { minY: number; maxY: number } {
  const d = state.table.depth;
  const depth = d / 2 - state.config.deploymentShortOfCentre;
  return state.edges[player] === 'south' ? { minY: 0, maxY: depth } : { minY: d - depth, maxY: d };
}

/** The heading that faces the enemy's base edge. */
export function facingEnemy(state: DbmState, player: string): number {
  return state.edges[player] === 'south' ? 90 : 270;
}

/** The element a placement puts on the table. */
export function placedElement(state: DbmState, t: DbmTroop, p: Placement): DbxElement {
  const size = baseSize(state.scale, t.type, t.grade, t.flags, t.rear);
  const heading = ((p.heading % 360) + 360) % 360;
  return {
    id: t.id,
    side: t.side,
    type: t.type,
    command: t.command ?? '',
    general: t.general !== null,
    camp: false,
    grade: t.grade,
    irregular: t.drill === 'irr',
    status: 'active',
    lostHow: null,
    x: p.x,
    y: p.y,
    heading,
    width: size.width,
    depth: size.depth,
  };
}

/**
 * Checks placements against the deployment limits and the bases already on the table (p.15,
 * L1110-1114), or says why not.
 * @rule dbm p.15
 */
export function checkPlacements(state: DbmState, player: string, placed: ReadonlyArray<DbxElement>): DbmViolation | null {
  const band = deploymentBand(state, player);
  const edge = state.config.deploymentFromShortEdge;
  for (const e of placed) {
    if (!baseOnTable(e, state.table.width, state.table.depth)) return refuse('off-table', `${e.id} would be off the table.`, rule('p.15', 'L1110'));
    const poly = polygonOf(e);
    for (const c of poly) {
      if (c.y < band.minY - TOL || c.y > band.maxY + TOL)
        return refuse('outside-deployment-area', `${e.id} would stand further forward than ${state.config.deploymentShortOfCentre}p short of the centre line.`, rule('p.15', 'L1112: no troops further forward than that'));
      if (!DBM_NAVAL.has(e.type as never) && (c.x < edge - TOL || c.x > state.table.width - edge + TOL))
        return refuse('outside-deployment-area', `${e.id} would stand within ${edge}p of a short table edge.`, rule('p.15', 'L1113'));
    }
    for (const f of state.terrain) if (f.kind === 'waterway' && !DBM_NAVAL.has(e.type as never) && polygonsOverlap(poly, f.polygon)) return refuse('outside-deployment-area', `${e.id} would stand in a waterway, impassable to land troops.`, rule('p.12a', 'L949-960'));
  }
  for (let i = 0; i < placed.length; i++) {
    const a = placed[i]!;
    for (const b of Object.values(state.elements)) if (b.status === 'active' && basesOverlap(a, b)) return refuse('bases-overlap', `${a.id} would overlap ${b.id}.`, rule('p.15', 'L1128-1131'));
    for (let j = 0; j < i; j++) if (basesOverlap(a, placed[j]!)) return refuse('bases-overlap', `${a.id} would overlap ${placed[j]!.id}.`, rule('p.15', 'L1128-1131'));
  }
  return null;
}

/** The notional rectangle of a command: the box of its elements' bases (p.15, L1131-1137). */
export function commandBox(bases: ReadonlyArray<Base>): Box {
  return pointsBox(bases.flatMap((b) => polygonOf(b)));
}

function boxesOverlap(a: Box, b: Box): boolean {
  return a.minX < b.maxX - TOL && b.minX < a.maxX - TOL && a.minY < b.maxY - TOL && b.minY < a.maxY - TOL;
}

/**
 * A command's rectangle may touch but not overlap another friendly command's (p.15, L1133-1137);
 * since each holds its own elements, none then holds another command's.
 * @rule dbm p.15
 */
export function checkCommandArea(state: DbmState, player: string, command: string, placed: ReadonlyArray<DbxElement>): DbmViolation | null {
  const mine = commandBox(placed);
  for (const c of Object.values(state.commands)) {
    if (c.side !== player || c.id === command || !state.deployed.includes(c.id)) continue;
    const others = c.elements.map((id) => state.elements[id]).filter((e): e is DbxElement => e !== undefined);
    if (others.length === 0) continue;
    if (boxesOverlap(mine, commandBox(others))) return refuse('command-area', `${command}'s rectangle would overlap ${c.id}'s.`, rule('p.15', 'L1133-1137: command rectangles may touch, not overlap'));
  }
  // Baggage already placed may not stand inside the rectangle either: it belongs to no command yet.
  return null;
}

/**
 * Baggage stands in good going, each element with its rear edge on its side's base table edge or
 * touching a waterway or river (p.15, L1116-1117; by element, ruling DBM-R7).
 * @rule dbm p.15
 * @ruling DBM-R7
 */
export function checkBaggage(state: DbmState, player: string, placed: ReadonlyArray<DbxElement>): DbmViolation | null {
  const south = state.edges[player] === 'south';
  const edgeY = south ? 0 : state.table.depth;
  for (const e of placed) {
    const poly = polygonOf(e);
    for (const f of state.terrain) if (NOT_GOOD.has(f.kind) && polygonsOverlap(poly, f.polygon)) return refuse('baggage-placement', `${e.id} would stand in ${f.kind}, not good going.`, rule('p.15', 'L1116'));
    const [, , rr, rl] = poly;
    const onEdge = Math.abs(rr.y - edgeY) <= TOL && Math.abs(rl.y - edgeY) <= TOL;
    const byWater = state.terrain.some((f) => (f.kind === 'river' || f.kind === 'waterway') && poly.some((c, i) => segmentPolygonDistance(c, poly[(i + 1) % 4]!, f.polygon) <= TOL));
    if (!onEdge && !byWater) return refuse('baggage-placement', `${e.id} must have its rear edge on the base table edge or touch a waterway or river.`, rule('p.15', 'L1116-1117'));
  }
  return null;
}
