/**
 * Choosing targets and grouping shots (p.21, L1616-1644): each shooter shoots at the eligible
 * target most directly to its front (artillery may pass over psiloi); shooters at one target form
 * one combat, the main shooter aided by the others (two at most count); two elements shooting at
 * each other are each other's main shooter. Rear-rank bowmen behind a shooter aid it when both
 * ranks are bowmen of one command and grade, in full contact, neither in difficult going.
 * Where the book leaves the choice to a player (equal priority, which shooter is main, the order
 * of combats) the library chooses as ruling DBM-R30 says.
 * @module
 */
import { centreOf, edgeOf, polygonOf, toLocal } from '../../../../plane/base.js';
import { straightAhead } from '../../../../plane/measure.js';
import { pointInPolygon } from '../../../../plane/polygon.js';
import { DBX_TOLERANCE, segmentPolygonDistance } from '../../../dbx/bases.js';
import { contiguousBehind } from '../../../dbx/contact.js';
import type { DbxElement } from '../../../dbx/elements.js';
import { busyInCombat, shotProblemIn, type ShootingView } from '../../../dbx/shooting.js';
import type { DbmState } from '../../model/state.js';
import { goingOf } from '../22-resolution/facts.js';
import { mayShootOverAny, shootingFaces, shootsOver } from './line-of-fire.js';
import { behindCombat, shootingBarred, shootingRange, shootingRulesFor } from './who-shoots.js';

/** One shooting combat: the main shooter, its target, the aiding elements, and whether the target shoots back as main shooter. */
export interface PlannedShot {
  /** The main shooter. */
  readonly shooter: string;
  /** Its target. */
  readonly target: string;
  /** Up to two elements aiding the main shooter. */
  readonly aiding: ReadonlyArray<string>;
  /** The target is itself the main shooter at `shooter`. */
  readonly duel: boolean;
  /** Elements aiding the target's shot back (a duel only). */
  readonly aidingBack: ReadonlyArray<string>;
}

const VIEW_EMPTY = { shot: [] as string[], moves: {} as Record<string, number> };

/**
 * Why `shooter` cannot shoot at `target` now, or `null` (besides the DBx checks: troops in a gully
 * see out but cannot shoot out, p.14 L1094).
 * @rule dbm p.21 L1600-1613
 * @rule dbm p.14 L1094
 */
export function dbmShotProblem(state: DbmState, all: ReadonlyArray<DbxElement>, shooter: DbxElement, target: DbxElement, phasing: string): string | null {
  const barred = shootingBarred(state, shooter.id, phasing);
  if (barred !== null) return barred;
  if (busyInCombat(shooter, all)) return `${shooter.id} is in close combat or overlapping`;
  if (busyInCombat(target, all)) return `${target.id} is in close combat or overlapping`;
  // friends it may shoot over are left out of the line of fire (the busy checks above used them)
  const over = mayShootOverAny(state, shooter) ? all.filter((f) => f.id === shooter.id || !shootsOver(state, shooter, f, target)) : all;
  const view: ShootingView = { all: over, ...VIEW_EMPTY };
  const rules = shootingRulesFor(state, shooter);
  let p: string | null = null;
  for (const face of shootingFaces(state, shooter)) {
    p = shotProblemIn(view, rules, face, target);
    if (p === null) break;
  }
  if (p !== null) return p;
  const gully = (e: DbxElement) => state.terrain.find((f) => f.kind === 'gully' && pointInPolygon(centreOf(e), f.polygon))?.id ?? null;
  const g = gully(shooter);
  if (g !== null && gully(target) !== g) return `${shooter.id} is in a gully and cannot shoot out`;
  if (behindCombat(shooter, all)) return `${shooter.id} supports an element in close combat`;
  if (behindCombat(target, all)) return `${target.id} supports an element in close combat`;
  return null;
}

/** The priority key of a target for a shooter: straight ahead first, then least to the side, then nearest. */
function priority(shooter: DbxElement, target: DbxElement): [number, number, number] {
  const ahead = straightAhead(shooter, target, 10000, 0, DBX_TOLERANCE);
  const inStrip = ahead._tag === 'Right' && ahead.right ? 0 : 1;
  const side = Math.max(0, Math.abs(toLocal(shooter, centreOf(target)).along) - target.width / 2);
  const front = edgeOf(shooter, 'front');
  const range = segmentPolygonDistance(front.from, front.to, polygonOf(target));
  return [inStrip, Math.round(side * 100) / 100, Math.round(range * 100) / 100];
}

function compareKeys(a: [number, number, number], b: [number, number, number]): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * The target `shooter` must shoot at, or `null`: the eligible target most directly to its front;
 * artillery passes over psiloi when another target is eligible; equal priority goes to the lower id.
 * @rule dbm p.21 L1638-1640
 * @ruling DBM-R30
 */
export function targetOf(state: DbmState, all: ReadonlyArray<DbxElement>, shooter: DbxElement, phasing: string): string | null {
  if (shootingBarred(state, shooter.id, phasing) !== null) return null;
  // a cheap first cut on the reference points (a base reaches at most its diagonal from its own),
  // before any contact query
  const reach = (shootingRange(state, state.troops[shooter.id]!) ?? 0) + 300;
  const near = all.filter((t) => t.side !== shooter.side && Math.abs(t.x - shooter.x) < reach && Math.abs(t.y - shooter.y) < reach);
  if (near.length === 0 || busyInCombat(shooter, all)) return null;
  let eligible = near.filter((t) => dbmShotProblem(state, all, shooter, t, phasing) === null);
  if (state.troops[shooter.id]!.type === 'Art') {
    const notPs = eligible.filter((t) => state.troops[t.id]!.type !== 'Ps');
    if (notPs.length > 0) eligible = notPs;
  }
  let best: DbxElement | null = null;
  let bestKey: [number, number, number] | null = null;
  for (const t of eligible) {
    const k = priority(shooter, t);
    if (bestKey === null || compareKeys(k, bestKey) < 0 || (compareKeys(k, bestKey) === 0 && t.id < best!.id)) {
      best = t;
      bestKey = k;
    }
  }
  return best === null ? null : best.id;
}

/**
 * A rear-rank bowman aiding the shooter `front` (L1621-1631): bowmen of one command, the same
 * grade (or (X) in front of (S) or (O)), in full contact behind, neither in difficult going; not
 * bowmen (X) in the rear.
 * @rule dbm p.21 L1621-1631
 */
export function rearRankBowman(state: DbmState, all: ReadonlyArray<DbxElement>, front: DbxElement): string | null {
  const ft = state.troops[front.id]!;
  if (ft.type !== 'Bw' || goingOf(state, front) === 'difficult') return null;
  for (const b of contiguousBehind(front, all)) {
    const bt = state.troops[b.id]!;
    if (b.side !== front.side || bt.type !== 'Bw' || bt.command !== ft.command || bt.grade === 'X') continue;
    if (!(bt.grade === ft.grade || (ft.grade === 'X' && (bt.grade === 'S' || bt.grade === 'O')))) continue;
    if (Math.abs(b.width - front.width) > DBX_TOLERANCE.distance || goingOf(state, b) === 'difficult') continue;
    return b.id;
  }
  return null;
}

/**
 * Every shooting combat of the phase, in the order they are resolved: the phasing player's first,
 * each side's by its main shooter's id. The main shooter at a target is the shooter the target
 * shoots back at, else the lowest id; up to two others aid it.
 * @rule dbm p.21 L1616-1644
 * @ruling DBM-R30
 */
export function planShots(state: DbmState, all: ReadonlyArray<DbxElement>, phasing: string): PlannedShot[] {
  const target: Record<string, string> = {};
  for (const s of all) {
    const t = targetOf(state, all, s, phasing);
    if (t !== null) target[s.id] = t;
  }
  const byTarget = new Map<string, string[]>();
  for (const s of Object.keys(target).sort()) {
    const t = target[s]!;
    if (!byTarget.has(t)) byTarget.set(t, []);
    byTarget.get(t)!.push(s);
  }
  const main = new Map<string, string>();
  for (const [t, shooters] of byTarget) main.set(t, shooters.find((s) => target[t] === s) ?? shooters[0]!);
  const out: PlannedShot[] = [];
  const done = new Set<string>();
  const used = new Set<string>(Object.keys(target));
  const aidersOf = (t: string, m: string): string[] => {
    const others = byTarget.get(t)!.filter((s) => s !== m);
    const rear = rearRankBowman(state, all, all.find((e) => e.id === m)!);
    if (rear !== null && !used.has(rear)) others.push(rear);
    return others.slice(0, 2);
  };
  for (const [t, m] of [...main].sort((a, b) => (a[1] < b[1] ? -1 : 1))) {
    if (done.has(t)) continue;
    const duel = main.get(m) === t;
    done.add(t);
    if (duel) done.add(m);
    out.push({ shooter: m, target: t, aiding: aidersOf(t, m), duel, aidingBack: duel ? aidersOf(m, t) : [] });
  }
  const side = (p: PlannedShot) => (all.find((e) => e.id === p.shooter)!.side === phasing ? 0 : 1);
  return out.sort((a, b) => side(a) - side(b) || (a.shooter < b.shooter ? -1 : 1));
}
