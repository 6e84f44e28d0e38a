/**
 * Terrain set-up (§4.2): the availability roll per sector (§4.2.1), the 2D6 feature roll
 * (§4.2.2), the placement roll and the placement limits (§4.2.3), the road rolls, and what an
 * unknown feature turns out to be (§4.2.4). These run before a game: they tell the players what to
 * place and where it may go; the players draw the outlines, which a scenario then carries.
 * @module
 */
import type { Point } from '../../../../plane/base.js';
import { pointSegmentDistance, polygonsOverlap, segmentsMeet } from '../../../../plane/polygon.js';
import { rollD6, type RngState } from '../../../../random/rng.js';
import { GAME_SIZE_TABLE, SECTOR, type GameSize } from '../../data/game-sizes.js';
import {
  AVAILABILITY,
  FEATURE_SEPARATION,
  FEATURE_TABLES,
  ONLY_ONE,
  PLACEMENT_TABLE,
  ROAD_ROLL,
  UNKNOWN_TABLE,
  type FeatureResult,
  type Placement,
  type Topography,
} from '../../data/terrain-tables.js';

/** A sector of the board: column along the long edges from x = 0, row from the south edge (§4.2). */
export interface Sector {
  readonly column: number;
  readonly row: number;
}

/** The key of a sector in option records: `"column,row"`. */
export type SectorKey = `${number},${number}`;

/** One sector's rolls (§4.2.1–§4.2.3). */
export interface SectorRoll extends Sector {
  /** The availability die, its edge modifier and the points of removed units spent on it (§4.2.1). */
  readonly availability: { readonly die: number; readonly edges: number; readonly spent: number; readonly total: number };
  /** The feature roll when availability reached 6 (§4.2.2), else null. */
  readonly feature: {
    readonly dice: readonly [number, number];
    /** The result after the defender's ±1 on a double. */
    readonly score: number;
    /** What the table gives for the score. */
    readonly table: FeatureResult;
    /** What the sector gets: a second BUA, river or shore becomes `choice`. */
    readonly result: FeatureResult;
  } | null;
  /** The placement roll and where the feature may lie (§4.2.3), for features other than roads, rivers and shore. */
  readonly placement: { readonly die: number; readonly placement: Placement } | null;
}

/** Choices the players make during the terrain rolls. */
export interface TerrainChoices {
  /** The order the columns are rolled in: the players choose them in turn, the defender first (§4.2). Default left to right. */
  readonly columns?: ReadonlyArray<number>;
  /** Army points of removed units spent on a sector's availability roll, + or − (§4.2.1). */
  readonly spend?: Readonly<Record<SectorKey, number>>;
  /** The defender's ±1 on a feature roll that came up a double (§4.2.2). */
  readonly doubles?: Readonly<Record<SectorKey, -1 | 0 | 1>>;
  /** The figure scale whose placement table applies (§4.2.3); default 15 mm. */
  readonly scale?: '15mm' | '25mm';
}

/** The terrain rolls of a whole board (§4.2.1–§4.2.3). */
export interface TerrainRolls {
  readonly topography: Topography;
  readonly sectors: ReadonlyArray<SectorRoll>;
  /** The road rolls after the sectors (§4.2.3.1): the attacker's, then the defender's if the attacker's failed. */
  readonly road: { readonly attacker: number; readonly defender: number | null; readonly placedBy: 'attacker' | 'defender' | null };
  readonly rng: RngState;
}

/**
 * The edge modifier of a sector's availability roll (§4.2.1): +1 on a long edge, +1 more on a
 * short edge.
 * @rule arcane-warfare 4.2.1
 */
export function edgeModifier(size: GameSize, s: Sector): number {
  const g = GAME_SIZE_TABLE[size];
  const long = s.row === 0 || s.row === g.rows - 1;
  const short = s.column === 0 || s.column === g.columns - 1;
  return (long ? AVAILABILITY.longEdge : 0) + (short ? AVAILABILITY.shortEdge : 0);
}

/**
 * Reads the feature table (§4.2.2): the score (2D6, moved ±1 by the defender on a double, kept in
 * 2..12) on the topography's row; a BUA, river or shore when one is on the board already becomes
 * `choice`.
 * @rule arcane-warfare 4.2.2
 */
export function featureOf(topography: Topography, dice: readonly [number, number], adjust: -1 | 0 | 1, present: ReadonlyArray<FeatureResult>): { score: number; table: FeatureResult; result: FeatureResult } {
  const double = dice[0] === dice[1];
  const score = Math.min(12, Math.max(2, dice[0] + dice[1] + (double ? adjust : 0)));
  const table = FEATURE_TABLES[topography][score - 2]!;
  const result = ONLY_ONE.includes(table) && present.some((p) => ONLY_ONE.includes(p)) ? 'choice' : table;
  return { score, table, result };
}

/**
 * Rolls the terrain of a board (§4.2.1–§4.2.3): column by column in the chosen order, each sector
 * from south to north, an availability D6 with its edge modifier and any points spent; at 6 or more
 * a 2D6 feature roll; for a feature other than a road, river or shore a placement D6. Then the road
 * rolls: the attacker on 4–6, else the defender on 5–6.
 * @rule arcane-warfare 4.2
 * @rule arcane-warfare 4.2.1
 * @rule arcane-warfare 4.2.2
 * @rule arcane-warfare 4.2.3.1
 * @rule arcane-warfare 4.2.3.2
 */
export function rollTerrain(size: GameSize, topography: Topography, rng0: RngState, choices: TerrainChoices = {}): TerrainRolls {
  const g = GAME_SIZE_TABLE[size];
  let rng = rng0;
  const d6 = () => {
    const r = rollD6(rng);
    rng = r.rng;
    return r.value;
  };
  const all = Array.from({ length: g.columns }, (_, i) => i);
  const order = choices.columns !== undefined && [...choices.columns].sort((a, b) => a - b).join() === all.join() ? choices.columns : all;
  const present: FeatureResult[] = [];
  const sectors: SectorRoll[] = [];
  for (const column of order) {
    for (let row = 0; row < g.rows; row++) {
      const key: SectorKey = `${column},${row}`;
      const die = d6();
      const edges = edgeModifier(size, { column, row });
      const spent = Math.trunc(choices.spend?.[key] ?? 0);
      const total = die + edges + spent;
      let feature: SectorRoll['feature'] = null;
      let placement: SectorRoll['placement'] = null;
      if (total >= AVAILABILITY.feature) {
        const dice = [d6(), d6()] as const;
        const f = featureOf(topography, dice, choices.doubles?.[key] ?? 0, present);
        feature = { dice, ...f };
        if (f.result !== 'open') present.push(f.result);
        if (f.result !== 'open' && f.result !== 'river' && f.result !== 'shore') {
          const p = d6();
          placement = { die: p, placement: PLACEMENT_TABLE[choices.scale ?? '15mm'][p - 1]! };
        }
      }
      sectors.push({ column, row, availability: { die, edges, spent, total }, feature, placement });
    }
  }
  const attacker = d6();
  if (attacker >= ROAD_ROLL.attacker) return { topography, sectors, road: { attacker, defender: null, placedBy: 'attacker' }, rng };
  const defender = d6();
  return { topography, sectors, road: { attacker, defender, placedBy: defender >= ROAD_ROLL.defender ? 'defender' : null }, rng };
}

/** A sector's rectangle in paces. */
export function sectorRect(s: Sector): { x0: number; y0: number; x1: number; y1: number } {
  return { x0: s.column * SECTOR, y0: s.row * SECTOR, x1: (s.column + 1) * SECTOR, y1: (s.row + 1) * SECTOR };
}

function area(poly: ReadonlyArray<Point>): number {
  let a = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) a += poly[j]!.x * poly[i]!.y - poly[i]!.x * poly[j]!.y;
  return Math.abs(a) / 2;
}

/** The part of a polygon inside an axis-aligned rectangle (Sutherland–Hodgman). */
function clipToRect(poly: ReadonlyArray<Point>, r: { x0: number; y0: number; x1: number; y1: number }): Point[] {
  const edges: Array<[(p: Point) => boolean, (a: Point, b: Point) => Point]> = [
    [(p) => p.x >= r.x0, (a, b) => ({ x: r.x0, y: a.y + ((b.y - a.y) * (r.x0 - a.x)) / (b.x - a.x) })],
    [(p) => p.x <= r.x1, (a, b) => ({ x: r.x1, y: a.y + ((b.y - a.y) * (r.x1 - a.x)) / (b.x - a.x) })],
    [(p) => p.y >= r.y0, (a, b) => ({ x: a.x + ((b.x - a.x) * (r.y0 - a.y)) / (b.y - a.y), y: r.y0 })],
    [(p) => p.y <= r.y1, (a, b) => ({ x: a.x + ((b.x - a.x) * (r.y1 - a.y)) / (b.y - a.y), y: r.y1 })],
  ];
  let out: Point[] = [...poly];
  for (const [inside, cut] of edges) {
    const src = out;
    out = [];
    for (let i = 0; i < src.length; i++) {
      const cur = src[i]!;
      const prev = src[(i + src.length - 1) % src.length]!;
      if (inside(cur)) {
        if (!inside(prev)) out.push(cut(prev, cur));
        out.push(cur);
      } else if (inside(prev)) out.push(cut(prev, cur));
    }
    if (out.length === 0) break;
  }
  return out;
}

/** The shortest distance between two polygons (0 when they meet). */
function polygonDistance(a: ReadonlyArray<Point>, b: ReadonlyArray<Point>): number {
  if (polygonsOverlap(a, b)) return 0;
  let d = Infinity;
  for (let i = 0; i < a.length; i++) {
    const a1 = a[i]!;
    const a2 = a[(i + 1) % a.length]!;
    for (let j = 0; j < b.length; j++) {
      const b1 = b[j]!;
      const b2 = b[(j + 1) % b.length]!;
      if (segmentsMeet(a1, a2, b1, b2)) return 0;
      d = Math.min(d, pointSegmentDistance(a1, b1, b2), pointSegmentDistance(b1, a1, a2));
    }
  }
  return d;
}

const EPS = 1e-6;

/**
 * Whether a feature's outline keeps its placement roll (§4.2.3): the reasons it does not, empty
 * when it does. Checks the sector limits of the roll, the table edge to touch where the sector has
 * one (a Shore counts as an edge: pass its outlines in `shores`), and the 150 p between features
 * other than roads, rivers and shore (`others`).
 * @rule arcane-warfare 4.2.3.1
 * @rule arcane-warfare 4.2.3.2
 */
export function placementProblems(
  size: GameSize,
  sector: Sector,
  placement: Placement,
  outline: ReadonlyArray<Point>,
  others: ReadonlyArray<ReadonlyArray<Point>> = [],
  shores: ReadonlyArray<ReadonlyArray<Point>> = [],
): string[] {
  const g = GAME_SIZE_TABLE[size];
  const r = sectorRect(sector);
  const out: string[] = [];
  if (outline.length < 3) return ['an outline needs at least three points'];
  const whole = area(outline);
  const inside = area(clipToRect(outline, r));
  const wholly = outline.every((p) => p.x >= r.x0 - EPS && p.x <= r.x1 + EPS && p.y >= r.y0 - EPS && p.y <= r.y1 + EPS);
  const sectorEdges = [
    r.x0 <= EPS ? (p: Point) => p.x <= EPS : null,
    r.x1 >= g.width - EPS ? (p: Point) => p.x >= g.width - EPS : null,
    r.y0 <= EPS ? (p: Point) => p.y <= EPS : null,
    r.y1 >= g.height - EPS ? (p: Point) => p.y >= g.height - EPS : null,
  ].filter((f): f is (p: Point) => boolean => f !== null);
  const touchesEdge = outline.some((p) => sectorEdges.some((on) => on(p))) || shores.some((s) => polygonDistance(outline, s) <= EPS);
  const needsEdge = sectorEdges.length > 0 || shores.length > 0;
  switch (placement) {
    case 'inside-touching-edge':
      if (!wholly) out.push('it must lie wholly inside its sector (§4.2.3.1)');
      if (needsEdge && !touchesEdge) out.push('it must touch the table edge or Shore of its sector (§4.2.3.1)');
      break;
    case 'inside':
      if (!wholly) out.push('it must lie wholly inside its sector (§4.2.3.1)');
      break;
    case 'half-inside':
      if (inside < whole / 2 - EPS) out.push('at least half of it must lie inside its sector (§4.2.3.1)');
      break;
    case 'centred-touching-edge': {
      const cx = outline.reduce((s, p) => s + p.x, 0) / outline.length;
      const cy = outline.reduce((s, p) => s + p.y, 0) / outline.length;
      if (cx < r.x0 || cx > r.x1 || cy < r.y0 || cy > r.y1) out.push('it must be centred on its sector (§4.2.3.2)');
      if (needsEdge && !touchesEdge) out.push('it must touch the table edge or Shore of its sector (§4.2.3.2)');
      break;
    }
    case 'over-up-to-four-sectors': {
      if (inside <= EPS) out.push('it must lie over its sector (§4.2.3.2)');
      const xs = outline.map((p) => p.x);
      const ys = outline.map((p) => p.y);
      const cols = Math.floor((Math.max(...xs) - EPS) / SECTOR) - Math.floor((Math.min(...xs) + EPS) / SECTOR) + 1;
      const rows = Math.floor((Math.max(...ys) - EPS) / SECTOR) - Math.floor((Math.min(...ys) + EPS) / SECTOR) + 1;
      if (cols * rows > 4) out.push('it may cover its sector and at most three sectors next to it (§4.2.3.2)');
      break;
    }
  }
  if (outline.some((p) => p.x < -EPS || p.y < -EPS || p.x > g.width + EPS || p.y > g.height + EPS)) out.push('it must lie on the table');
  for (const o of others) if (polygonDistance(outline, o) < FEATURE_SEPARATION - EPS) out.push(`features other than roads, rivers and shore stand at least ${FEATURE_SEPARATION} p apart (§4.2.3.1)`);
  return [...new Set(out)];
}

/** What an unknown feature becomes (§4.2.4). */
export type UnknownBecomes = 'impassable' | 'gully' | 'rough' | 'open' | 'dunes' | 'marsh';

/**
 * Reads the unknown feature roll (§4.2.4): a 5 is dunes in arid or plains country when the
 * feature touches the board edge, otherwise marsh.
 * @rule arcane-warfare 4.2.4
 */
export function unknownBecomes(die: number, topography: Topography | null, touchesEdge: boolean): UnknownBecomes {
  const r = UNKNOWN_TABLE[Math.min(6, Math.max(1, Math.trunc(die))) - 1]!;
  if (r !== 'dunes-or-marsh') return r;
  return (topography === 'arid' || topography === 'plains') && touchesEdge ? 'dunes' : 'marsh';
}
