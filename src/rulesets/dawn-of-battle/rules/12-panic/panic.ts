/**
 * Army panic (§12): the trigger, panic movement "as far away as possible" found by exact search,
 * routs, friendly traffic, leader immunity, map exit; and the victory consequences of a panic
 * (§13.1 point, §13.7 sudden death, §15.14 quicker play).
 * @module
 */
import { emit, unitForWrite, type Ctx } from '../../kernel/context.js';
import { counterOf, faceOf, isCannon, leadersAt, occupancy } from '../../query/derived.js';
import { disrupt, eliminate } from '../06-command-control/effects.js';
import { hexKey, step } from '../../model/geometry.js';
import { moveEnv, nearestEnemy, passThrough, reachable, type Reach } from '../07-movement/movement.js';
import type { Side, UnitState } from '../../model/state.js';
import { other } from '../../model/state.js';
import { endGame, suddenDeathApplies } from '../13-victory/victory.js';
import { gameEnding } from '../05-actions/die-windows.js';
import { overrunLeaders } from '../06-command-control/command-control.js';
import { unitsIn } from '../../query/hex-units.js';

/**
 * Runs the panics queued by the action just completed (§12.2), in order, until none remain or
 * the game ends.
 * @rule dawn-of-battle 12.2
 * @rule dawn-of-battle 12.5
 */
export function resolvePanics(ctx: Ctx): void {
  while (ctx.panics.length > 0 && !gameEnding(ctx.s)) {
    const side = ctx.panics.shift()!;
    armyPanics(ctx, side);
  }
}

/**
 * An army panics (§12.2, §12.6): record it (§13.1), check sudden death (§13.7) and quicker play
 * (§15.14), then panic movement (§12.4).
 * @rule dawn-of-battle 12.4
 * @rule dawn-of-battle 12.6
 * @rule dawn-of-battle 13.7
 * @rule dawn-of-battle 15.14
 */
export function armyPanics(ctx: Ctx, side: Side): void {
  const s = ctx.s;
  s.players[side].panics += 1;
  emit(ctx, 'army-panic', ['12.2', '13.1'], { side, losses: s.players[side].losses, panicLevel: s.players[side].panicLevel });
  if (suddenDeathApplies(s, other(side))) {
    endGame(ctx, { suddenDeathWinner: other(side) });
    return;
  }
  panicMovement(ctx, side);
  if (s.options.quickerPlay) endGame(ctx, { reason: `${side}'s army reached its panic level (quicker play, §15.14)` });
}

/**
 * Panic movement (§12.4): each disrupted unit not stacked with a leader moves with its full
 * movement as far from the enemy as it can (the exact farthest end, measured as the distance to
 * the nearest enemy combat unit, ruling DOB-R43); it may not enter enemy hexes or enemy zones, and
 * routs if the only ways farther do (§12.4.1); leaving the map eliminates it (§12.7,
 * ruling DOB-R44); units disrupted by its passing move in turn (§12.4.2). Then every good-order unit
 * not stacked with a leader disrupts. Ties between equally distant ends go to the lowest in
 * (hex, facing) order, which stands in for the owner's choice.
 * @rule dawn-of-battle 12.4
 * @rule dawn-of-battle 12.4.1
 * @rule dawn-of-battle 12.4.2
 * @rule dawn-of-battle 12.4.3
 * @rule dawn-of-battle 12.7
 * @ruling DOB-R43
 * @ruling DOB-R44
 */
export function panicMovement(ctx: Ctx, side: Side): void {
  const s = ctx.s;
  const immune = (u: UnitState): boolean => u.hex !== null && leadersAt(s, u.hex, side).length > 0;
  const queue = Object.values(s.units)
    .filter((u) => u.side === side && u.where === 'map' && u.status === 'disrupted' && !isCannon(s, u))
    .map((u) => u.id)
    .sort();
  const moved = new Set<string>();
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (moved.has(id)) continue;
    moved.add(id);
    const u = unitForWrite(ctx, id)!;
    if (u.where !== 'map' || u.hex === null || immune(u)) continue;
    if (counterOf(s, u).type === 'CAMP') continue;
    const env = moveEnv(s, side);
    const mp = faceOf(s, u).movement;
    const here = nearestEnemy(s, side, u.hex);
    const options = reachable(s, u, env, { mp, zoc: 'never', allowExit: s.options.panicMayExitMap, chargeOnly: false });
    const best = pickFarthest(s, side, options);
    if (best !== null && best.exits) {
      emit(ctx, 'panic-exit', ['12.7'], { unit: u.id });
      eliminate(ctx, u, '12.7', 'left the map in panic');
      continue;
    }
    const bestDist = best === null ? -1 : nearestEnemy(s, side, best.to);
    if (best === null || bestDist <= here) {
      // Could it only have got farther through an enemy zone or hex? Then it routs (§12.4.1).
      const relaxed = reachable(s, u, env, { mp, zoc: 'ignore', allowExit: s.options.panicMayExitMap, chargeOnly: false });
      const rb = pickFarthest(s, side, relaxed);
      if (rb !== null && (rb.exits || nearestEnemy(s, side, rb.to) > here)) {
        emit(ctx, 'panic-rout', ['12.4.1'], { unit: u.id });
        eliminate(ctx, u, '12.4.1', 'routed: every way away ran through the enemy');
      } else emit(ctx, 'panic-stands', ['12.4'], { unit: u.id, reason: 'no hex farther from the enemy is reachable' });
      continue;
    }
    // Friendly traffic (§12.4.2): units passed through may disrupt, and then must move too.
    const passed = passedThrough(s, u, best);
    const from = u.hex;
    u.hex = { q: best.to.q, r: best.to.r };
    u.facing = best.facing;
    emit(ctx, 'panic-move', ['12.4'], { unit: u.id, from, to: best.to, facing: best.facing, distance: bestDist });
    for (const f of passed) {
      const wasGood = f.status === 'good';
      disrupt(ctx, f, true, '12.4.2', `passed through by panicking ${u.id}`);
      if (wasGood && s.units[f.id]!.status === 'disrupted') queue.push(f.id);
    }
    // §6.4: a panic move ending in a hex that holds only enemy leaders runs their casualty check,
    // as a normal move or an advance into it does.
    if (leadersAt(s, best.to, other(side)).length > 0 && unitsIn(s, best.to).every((x) => x.id === u.id)) overrunLeaders(ctx, best.to, side);
  }
  for (const id of Object.keys(s.units).sort()) {
    const u = s.units[id]!;
    if (u.side !== side || u.where !== 'map' || u.status !== 'good' || immune(u) || isCannon(s, u)) continue;
    disrupt(ctx, u, true, '12.4', 'army panic');
  }
}

function pickFarthest(s: Ctx['s'], side: Side, options: ReadonlyArray<Reach>): Reach | null {
  let best: Reach | null = null;
  let bestD = -1;
  for (const r of options) {
    if (r.exits) return r;
    const d = nearestEnemy(s, side, r.to);
    if (d > bestD || (d === bestD && best !== null && (hexKey(r.to) < hexKey(best.to) || (hexKey(r.to) === hexKey(best.to) && r.facing < best.facing)))) {
      best = r;
      bestD = d;
    }
  }
  return best;
}

function passedThrough(s: Ctx['s'], u: UnitState, r: Reach): UnitState[] {
  const occ = occupancy(s);
  const out: UnitState[] = [];
  let pos = u.hex!;
  for (const st of r.path) {
    if (st.type === 'rotate') continue;
    pos = step(pos, st.dir);
    for (const f of occ.get(hexKey(pos)) ?? []) {
      if (f.id === u.id || f.side !== u.side) continue;
      const pt = passThrough(s, u, f);
      if (pt?.disrupts) {
        out.push(f);
      }
    }
  }
  // The panicking unit is already disrupted, so passing costs it nothing more (§7.9).
  return out;
}
