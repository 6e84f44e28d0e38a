/**
 * Ambushes (§4.4, optional): units hidden in a terrain feature (§4.4.1), unseen by the other
 * player until an enemy unit enters the feature or they move. A scenario marks them with the
 * feature they hide in; `view`, `determinize` and the rules of the other side leave them out
 * until they are revealed.
 * @module
 */
import { polygonOf, type Base } from '../../../../plane/base.js';
import { pointInPolygon, pointSegmentDistance, polygonsOverlap, segmentsMeet } from '../../../../plane/polygon.js';
import { rule, ruling } from '../../data/cite.js';
import { GAME_SIZE_TABLE, SECTOR, type GameSize } from '../../data/game-sizes.js';
import type { UnitStats } from '../../data/units.js';
import type { ArcaneEvent } from '../../model/events.js';
import type { TerrainKind } from '../../model/scenario.js';
import type { ArcaneFeature, ArcaneState, ArcaneUnit } from '../../model/state.js';

/**
 * Which units may hide in which features (§4.4.1): any foot in a BUA or gully; Light foot in rough,
 * a rough hill, a gully, dunes or a wood; any Band, Bw and Cb on a rough hill or in a wood; Light
 * mounted in a wood; Light camels in dunes.
 * @rule arcane-warfare 4.4.1
 */
export function mayHideIn(s: UnitStats, kind: TerrainKind): boolean {
  const foot = !s.mounted && s.type.designation !== 'Baggage';
  if (foot && (kind === 'bua' || kind === 'gully')) return true;
  if (foot && s.light && (kind === 'rough' || kind === 'hill-rough' || kind === 'dunes' || kind === 'wood')) return true;
  const bandOrShot = s.type.secondary === 'B' || s.type.designation === 'Bw' || s.type.designation === 'Cb';
  if (bandOrShot && (kind === 'hill-rough' || kind === 'wood')) return true;
  if (s.mounted && s.light && kind === 'wood') return true;
  return s.type.designation === 'Cm' && s.light && kind === 'dunes';
}

/**
 * Why a unit may not lie in ambush in a feature, or null (§4.4, §4.4.1): a standard or larger game;
 * a feature of a kind its type may hide in; the base wholly inside it; the feature not even partly
 * inside the opponent's setup sectors (the row of sectors along the opponent's edge).
 * @rule arcane-warfare 4.4
 * @rule arcane-warfare 4.4.1
 */
export function ambushProblem(size: GameSize, s: UnitStats, b: Base, f: ArcaneFeature | undefined, opponentEdge: 'south' | 'north'): string | null {
  if (size === 'small') return 'ambushes are for standard and larger games (§4.4)';
  if (f === undefined) return 'it hides in no feature of the scenario (§4.4)';
  if (!mayHideIn(s, f.kind)) return `a ${s.type.code} may not hide in ${f.kind} (§4.4.1)`;
  if (!polygonOf(b).every((p) => pointInPolygon(p, f.polygon) || f.polygon.some((q, i) => pointSegmentDistance(p, q, f.polygon[(i + 1) % f.polygon.length]!) <= 1e-6))) {
    return `it must lie wholly inside ${f.id} (§4.4.1)`;
  }
  const g = GAME_SIZE_TABLE[size];
  const y0 = opponentEdge === 'south' ? 0 : g.height - SECTOR;
  const area = [{ x: 0, y: y0 }, { x: g.width, y: y0 }, { x: g.width, y: y0 + SECTOR }, { x: 0, y: y0 + SECTOR }];
  if (polygonsOverlap(f.polygon, area)) return `${f.id} lies partly inside the opponent's setup area (§4.4)`;
  return null;
}

/** True when a base overlaps or touches a feature. */
function touches(b: Base, f: ArcaneFeature): boolean {
  const p = polygonOf(b);
  if (polygonsOverlap(p, f.polygon)) return true;
  for (let i = 0; i < p.length; i++) {
    const a1 = p[i]!;
    const a2 = p[(i + 1) % p.length]!;
    for (let j = 0; j < f.polygon.length; j++) {
      const b1 = f.polygon[j]!;
      const b2 = f.polygon[(j + 1) % f.polygon.length]!;
      if (segmentsMeet(a1, a2, b1, b2) || pointSegmentDistance(a1, b1, b2) <= 1e-6 || pointSegmentDistance(b1, a1, a2) <= 1e-6) return true;
    }
  }
  return false;
}

/** The units of `side`'s enemy still hidden in ambush. */
export function hiddenEnemies(state: ArcaneState, side: string): ArcaneUnit[] {
  return Object.values(state.units).filter((u) => u.ambush !== undefined && u.side !== side && u.status === 'active');
}

/** The features holding units of `side`'s enemy in ambush: a move by `side` stops where it enters one (ruling AW-R45). */
export function ambushFeatures(state: ArcaneState, side: string): ArcaneFeature[] {
  const ids = new Set(hiddenEnemies(state, side).map((u) => u.ambush!));
  return state.terrain.filter((f) => ids.has(f.id));
}

/**
 * The features holding `side`'s enemies in ambush that any of `bases` would touch or enter: a reset
 * move (§7.8) meeting one does not happen, and reveals the units there (ruling AW-R73).
 * @rule arcane-warfare 4.4.1
 * @ruling AW-R73
 */
export function ambushesMet(state: ArcaneState, side: string, bases: ReadonlyArray<Base>): ArcaneFeature[] {
  return ambushFeatures(state, side).filter((f) => bases.some((b) => touches(b, f)));
}

/**
 * Reveals every unit of `side`'s enemy hidden in `features` (§4.4.1), a reset move having met them
 * (ruling AW-R73).
 * @rule arcane-warfare 4.4.1
 * @ruling AW-R73
 */
export function revealMet(state: ArcaneState, side: string, features: ReadonlyArray<ArcaneFeature>, events: ArcaneEvent[]): ArcaneState {
  const ids = new Set(features.map((f) => f.id));
  const units = { ...state.units };
  for (const u of hiddenEnemies(state, side)) {
    if (!ids.has(u.ambush!)) continue;
    const { ambush, ...rest } = u;
    units[u.id] = rest;
    events.push({ type: 'ambush-revealed', player: u.side, unit: u.id, feature: ambush!, pose: { x: u.x, y: u.y, heading: u.heading }, reason: 'entered', citations: [rule('4.4.1'), ruling('AW-R73')] });
  }
  return { ...state, units };
}

/** The sweep's id for an ambush feature as an obstacle. */
export const AMBUSH_PREFIX = 'ambush:';

/**
 * Reveals ambushes after a command (§4.4.1): units that moved, and every unit hidden in a feature
 * that an enemy unit now touches or stands in (a move entering it stops at its edge, ruling
 * AW-R45). The revealed units are on the table for both players from now on.
 * @rule arcane-warfare 4.4.1
 * @ruling AW-R45
 */
export function revealAmbushes(state: ArcaneState, events: ArcaneEvent[]): ArcaneState {
  const hidden = Object.values(state.units).filter((u) => u.ambush !== undefined);
  if (hidden.length === 0) return state;
  const reveal = new Map<string, 'entered' | 'moved'>();
  for (const u of hidden) if (u.impulses > 0 || u.orderedBy !== null || u.status !== 'active') reveal.set(u.id, 'moved');
  const byFeature = new Map<string, ArcaneUnit[]>();
  for (const u of hidden) byFeature.set(u.ambush!, [...(byFeature.get(u.ambush!) ?? []), u]);
  for (const [fid, us] of byFeature) {
    const f = state.terrain.find((x) => x.id === fid);
    if (f === undefined) continue;
    const side = us[0]!.side;
    const entered = Object.values(state.units).some((e) => e.side !== side && e.status === 'active' && e.ambush === undefined && touches({ x: e.x, y: e.y, heading: e.heading, width: e.width, depth: e.depth }, f));
    if (entered) for (const u of us) if (!reveal.has(u.id)) reveal.set(u.id, 'entered');
  }
  if (reveal.size === 0) return state;
  const units = { ...state.units };
  for (const [id, why] of reveal) {
    const { ambush, ...rest } = units[id]!;
    units[id] = rest;
    events.push({
      type: 'ambush-revealed',
      player: rest.side,
      unit: id,
      feature: ambush!,
      pose: { x: rest.x, y: rest.y, heading: rest.heading },
      reason: why,
      citations: [rule('4.4.1'), ...(why === 'entered' ? [ruling('AW-R45')] : [])],
    });
  }
  return { ...state, units };
}
