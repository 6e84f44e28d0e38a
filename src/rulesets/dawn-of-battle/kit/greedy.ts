/**
 * Dawn of Battle's greedy agent: a one-decision policy that scores every legal command with the
 * exact odds calculators and the map, and plays the best (ties broken from its own stream).
 * It fires where {@link rangedOdds} gives the best expected damage, initiates the melees that
 * `meleeOdds` favours (see `meleeValue`), rallies disrupted units,
 * moves each unit toward the enemy (to its missile range, or into contact), places leaders
 * where they command the most units, and keeps its action points for actions rather than die
 * modifications and bids, banking what it cannot use for the handicap draw. It plans on its view (see `determinizedState`), so the opponent's
 * face-down leaders, hand and both decks' order are guesses, never the truth.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { geometry, type DobCommand, type DobState, type MoveStep, type Side, type UnitState } from '../index.js';
import { rallyOdds, rangedOdds } from '../calculators.js';
import { drawInt } from '../../../random/rng.js';
import type { Agent } from '../../../core/kit.js';
import { meleeValue } from './melee-value.js';
import { faceNow, nearest, unitHexes } from './units.js';

type Hex = geometry.Hex;

/** What one decision's scoring shares: the view, the side, enemy positions and cached lookups. */
interface Scoring {
  readonly s: DobState;
  readonly side: Side;
  readonly enemyHexes: ReadonlyArray<Hex>;
  readonly shots: Map<string, number>;
  readonly ownHexes: ReadonlyArray<Hex>;
}

/** Chits the agent keeps in its pool when banking (a typical turn's allotment, §4.2). */
const KEEP_IN_POOL = 5;

const enemyOf = (side: Side): Side => (side === 'A' ? 'B' : 'A');

/** The distance a unit wants to keep from the nearest enemy: its missile range, else contact. */
function wantedDistance(s: DobState, u: UnitState): number {
  const range = faceNow(s, u)?.missileRange ?? null;
  return range !== null && range > 1 ? range : 1;
}

/** How good a place is for `u`: near its wanted distance from the enemy, facing the nearest one. */
function placeValue(sc: Scoring, u: UnitState, at: Hex, facing: number): number {
  if (sc.enemyHexes.length === 0) return 0;
  const d = nearest(at, sc.enemyHexes);
  let v = -Math.abs(d - wantedDistance(sc.s, u));
  for (const e of sc.enemyHexes) {
    if (geometry.distance(at, e) === d) {
      if (geometry.inArc(at, facing as geometry.Dir, e)) v += 0.5;
      break;
    }
  }
  return v;
}

/** The weight of damaging `t`: a disrupted target would be eliminated, which counts double. */
const damageWeight = (t: UnitState): number => (t.status === 'disrupted' ? 2 : 1);

/**
 * Expected damage of a ranged attack by `lead` (with `supporters`) at `target`, from the exact
 * odds (0 when the attack is not possible).
 * @rule dawn-of-battle 8.5
 */
function shotValue(sc: Scoring, lead: string, supporters: ReadonlyArray<string>, target: string): number {
  const o = rangedOdds(sc.s, lead, supporters, target);
  return E.isRight(o) ? o.right.hit * damageWeight(sc.s.units[target]!) : 0;
}

/** The best expected damage `u` could do with one unsupported shot now (cached per decision). */
function bestShot(sc: Scoring, u: UnitState): number {
  const hit = sc.shots.get(u.id);
  if (hit !== undefined) return hit;
  let best = 0;
  const face = faceNow(sc.s, u);
  const range = face?.missileRange ?? null;
  if (u.hex !== null && range !== null) {
    for (const id in sc.s.units) {
      const t = sc.s.units[id]!;
      if (t.side === sc.side || t.where !== 'map' || t.hex === null || geometry.distance(u.hex, t.hex) > range) continue;
      best = Math.max(best, shotValue(sc, u.id, [], t.id));
    }
  }
  sc.shots.set(u.id, best);
  return best;
}

/**
 * Where a legal move leaves the unit: its path walked step by step (a front hex entered, with
 * the free one-vertex turn toward it; a flank hex sidestepped into; a rotation).
 * @rule dawn-of-battle 7.3
 * @rule dawn-of-battle 7.4
 * @rule dawn-of-battle 7.12
 */
function endOf(u: UnitState, path: ReadonlyArray<MoveStep>): { readonly to: Hex; readonly facing: geometry.Dir } {
  let to = u.hex!;
  let facing = u.facing;
  for (const st of path) {
    if (st.type === 'rotate') facing = st.facing;
    else {
      if (st.type === 'enter' && st.freeTurn) facing = geometry.turn(st.dir, -facing) === 0 ? geometry.turn(facing, -1) : geometry.turn(facing, 1);
      to = geometry.step(to, st.dir);
    }
  }
  return { to, facing };
}

/** How much moving `u` could gain: how far it stands from where it wants to be. */
function moveNeed(sc: Scoring, u: UnitState): number {
  if (u.hex === null || sc.enemyHexes.length === 0) return 0;
  return Math.min(3, Math.abs(nearest(u.hex, sc.enemyHexes) - wantedDistance(sc.s, u)));
}

/** The value of activating `units` for `action`. */
function activationValue(sc: Scoring, units: ReadonlyArray<string>, action: string, rallyModifier: boolean): number {
  let v = 0;
  for (const id of units) {
    const u = sc.s.units[id];
    if (u === undefined) continue;
    if (action === 'fire') v += 3 * bestShot(sc, u);
    else if (action === 'move') v += 0.4 * moveNeed(sc, u);
    else if (action === 'moveAndFire' || action === 'fireAndMove') v += 3 * bestShot(sc, u) + 0.3 * moveNeed(sc, u);
    else if (action === 'rally') {
      const o = rallyOdds(sc.s, id, { formation: units.length > 1, rallyModifier });
      v += E.isRight(o) ? 1.5 * o.right : 0;
    }
  }
  return rallyModifier ? v - 0.3 : v;
}

/** The attacker of the melee in progress, if any. */
function unitOfMelee(s: DobState): string | null {
  return s.phase.kind === 'melee' && s.phase.melee !== null ? s.phase.melee.attacker : null;
}

/**
 * The score of one legal command in the decision at hand (higher is better).
 * @rule dawn-of-battle 5.2
 * @rule dawn-of-battle 7.0
 * @rule dawn-of-battle 8.5
 * @rule dawn-of-battle 10.2.5
 * @rule dawn-of-battle 13.5
 */
function score(sc: Scoring, c: DobCommand): number {
  const s = sc.s;
  switch (c.type) {
    case 'decline-die-mod':
    case 'decline-bid':
    case 'end-turn-end':
      return 1;
    case 'choose-first':
      return c.first === sc.side ? 1 : 0;
    case 'place-leader': {
      const l = s.leaders[c.leader];
      if (l === undefined) return 0;
      let commanded = 0;
      for (const h of sc.ownHexes) if (geometry.distance(h, c.hex) <= l.range) commanded++;
      return commanded - 0.01 * nearest(c.hex, sc.enemyHexes);
    }
    case 'pass':
      return 0.05;
    case 'bank-chits': {
      // Action points left over would be lost: bank them for the handicap draw (§5.7, §13.5),
      // keeping enough chits in the pool for a full allotment later.
      const p = s.players[sc.side];
      return p.chitPool - c.count >= KEEP_IN_POOL || s.turn >= s.lastTurn ? 0.06 + 0.001 * c.count : -1;
    }
    case 'activate-reinforcements':
      return 5;
    case 'activate-unit':
      return activationValue(sc, [c.unit], c.action, false);
    case 'activate-formation':
      return activationValue(sc, c.units, c.action, c.rallyModifier === true);
    case 'activate-cannon':
      return c.action === 'fire' ? 1 : 0;
    case 'fire':
      return 10 * shotValue(sc, c.lead, c.supporters, c.target);
    case 'move': {
      const u = s.units[c.unit];
      if (u === undefined || u.hex === null || c.selfDisrupt === true) return -1;
      const r = endOf(u, c.path);
      const gain = placeValue(sc, u, r.to, r.facing) - placeValue(sc, u, u.hex, u.facing);
      return gain + (c.charge === true ? 0.25 : 0) - 0.001 * c.path.length;
    }
    case 'enter-map':
      return 2 - 0.1 * nearest(c.hex, sc.enemyHexes);
    case 'end-unit':
    case 'end-activation':
    case 'pass-melee':
    case 'pass-melee-event':
      return 0;
    case 'initiate-melee':
      // Only melees the odds favour (§10.2.5); a double attack fights at half strength (§15.7).
      // An attack on a hex of lone leaders (§15.12.2) has no unit odds: valued 0, as a leader target was.
      if ('targetHex' in c) return 0;
      return 3 * meleeValue(s, c.unit, c.target) + (c.capture === true ? 0.2 : 0) - (c.second !== undefined ? 0.5 : 0);
    case 'continue-charge':
      return 'targetHex' in c || c.target === null ? 0 : 3 * meleeValue(s, unitOfMelee(s) ?? '', c.target);
    case 'melee-fire':
    case 'advance':
      return c.type === 'melee-fire' ? (c.fire ? 0.1 : 0) : c.advance ? 0.1 : 0;
    case 'withdraw':
      return c.withdraw ? 0 : 0.1;
    case 'exert':
      return -0.1 * c.chits;
    default:
      return -0.5; // purchases, banked chits, discards: kept for actions instead
  }
}

/**
 * The Dawn of Battle greedy agent (see the module comment). It only ever plays a command from
 * the legal list.
 */
export const dobGreedyAgent: Agent<DobState, DobCommand> = {
  name: 'greedy',
  choose(ctx) {
    const legal = ctx.legal();
    if (legal.length === 0) return null;
    if (legal.length === 1) return legal[0]!;
    const s = ctx.state;
    const side = ctx.player as Side;
    const sc: Scoring = { s, side, enemyHexes: unitHexes(s, enemyOf(side)), shots: new Map(), ownHexes: unitHexes(s, side) };
    let best = -Infinity;
    let bestOnes: DobCommand[] = [];
    for (const c of legal) {
      // A score that is not a number (e.g. a distance to no enemy at all) must not leave the
      // agent with no choice: it ranks last.
      const raw = score(sc, c);
      const v = Number.isFinite(raw) ? raw : -1e9;
      if (v > best + 1e-9) {
        best = v;
        bestOnes = [c];
      } else if (Math.abs(v - best) <= 1e-9) bestOnes.push(c);
    }
    return bestOnes[drawInt(ctx.rng, 0, bestOnes.length - 1).value]!;
  },
};
