/**
 * Elephant control in play (§15.8.3): each elephant icon drawn in the action cycle owes one round
 * of control checks, run as soon as the step that drew it is done (the action "pauses" between
 * steps, ruling DOB-R54). Every elephant on the map, of either army, checks morale against its
 * owner's morale with no modifier; a failure draws on the Elephant Control table: balk, fright or
 * stampede. A stampeding elephant turns to the hex the compass draw names and enters it, or
 * attacks whoever stands there.
 * @ruling DOB-R54
 * @module
 */
import { openForcedMelee } from '../10-melee/phase/cycle.js';
import { newMelee } from '../../model/melee-phase.js';
import { isCannon } from '../../query/derived.js';
import { drawCard } from '../02-components/cards.js';
import { carryLeaders, overrunLeaders } from '../06-command-control/command-control.js';
import { emit, extToRead, unitForWrite, type Ctx } from '../../kernel/context.js';
import { counterOf, enterCost, leadersAt, morale } from '../../query/derived.js';
import { unitsIn } from '../../query/hex-units.js';
import { disrupt } from '../06-command-control/effects.js';
import { elephantControl, elephantKeepsControl } from './elephant-control.js';
import { step, type Dir } from '../../model/geometry.js';
import { other, type DobState, type Side, type UnitState, type WritableUnit } from '../../model/state.js';

/**
 * The compass rose (§15.8.3 result 6): the die drawn names the direction. The book does not say
 * how the rose is numbered (ruling DOB-R6); this library reads die `n` as direction `n − 1`
 * (1 north-east, then clockwise: 2 south-east, 3 south, 4 south-west, 5 north-west, 6 north; ruling DOB-R6).
 * @rule dawn-of-battle 15.8.3
 * @ruling DOB-R6
 */
export function compassDirection(die: number): Dir {
  return (((die - 1) % 6 + 6) % 6) as Dir;
}

/**
 * True at a point where the checks can run: not inside a window before a draw, not in the middle
 * of a melee, not after the game. When the step that drew the icon also ended the action cycle,
 * the checks run at once in whatever phase follows (the action "paused" for them, §15.8.3).
 */
function settled(s: DobState): boolean {
  const ph = s.phase;
  return ph.kind !== 'dieMod' && ph.kind !== 'eventWindow' && ph.kind !== 'over' && !(ph.kind === 'melee' && ph.melee !== null);
}

/**
 * Runs the control checks owed (one round per elephant icon, every elephant on the map in id
 * order) once the step that drew the icon is done. A stampede's melee pauses the round: the
 * elephants still to check wait in `ext.elephantQueue` until that melee is over. Returns `true`
 * when it ran any.
 * @rule dawn-of-battle 15.8.3
 */
export function runElephantChecks(ctx: Ctx): boolean {
  const s = ctx.s;
  const ext = extToRead(s);
  if ((ext.elephantChecks === 0 && ext.elephantQueue === undefined) || !settled(s)) return false;
  while (settled(s)) {
    let queue = s.ext.elephantQueue;
    if (queue === undefined) {
      if (s.ext.elephantChecks === 0) break;
      s.ext.elephantChecks -= 1;
      queue = Object.values(s.units).filter((u) => u.where === 'map' && counterOf(s, u).type === 'EL').map((u) => u.id).sort();
    }
    const [next, ...rest] = queue;
    if (rest.length > 0) s.ext.elephantQueue = rest;
    else delete s.ext.elephantQueue;
    if (next !== undefined) controlCheck(ctx, s.units[next]!);
  }
  return true;
}

/**
 * One elephant's check: a morale check that nothing may influence (§15.8.3), then on a failure a
 * second draw on the control table.
 * @rule dawn-of-battle 15.8.3
 */
function controlCheck(ctx: Ctx, elephant: UnitState): void {
  const s = ctx.s;
  // The elephant as it is now (an earlier elephant's stampede may have changed it).
  if (s.units[elephant.id]!.where !== 'map') return;
  const u = unitForWrite(ctx, elephant.id)!;
  const m = morale(s, u.side);
  const check = drawCard(ctx, u.side, `elephant control (${u.id})`);
  const kept = elephantKeepsControl(check.die, m);
  if (kept) {
    emit(ctx, 'elephant-control', ['15.8.3'], { unit: u.id, die: check.die, morale: m, kept: true });
    return;
  }
  const table = drawCard(ctx, u.side, `elephant control table (${u.id})`);
  const r = elephantControl(table.die, { marker: u.marker, condition: u.status });
  emit(ctx, 'elephant-control', ['15.8.3'], { unit: u.id, die: check.die, morale: m, kept: false, table: table.die, effect: r.effect });
  if (r.effect === 'stampede') return stampede(ctx, u);
  u.marker = r.marker;
  if (r.condition === 'disrupted' && u.status === 'good') disrupt(ctx, u, true, '15.8.3', 'frightened elephant');
}

/**
 * A stampede (§15.8.3 result 6, ruling DOB-R54): the owner draws for the compass direction; the
 * elephant turns to face that hex (it becomes a front hex) and, at no movement cost:
 * - off the map or into a hex it cannot enter: it stays and is marked Done!;
 * - an empty hex (or one holding only leaders): it enters; enemy leaders there are overrun (§6.4),
 *   leaders stacked with it go along; it is marked Done!;
 * - a hex holding a unit of either side: melee with the elephant as attacker even if it is Done!,
 *   the opponent controlling it against its own side (see {@link stampedeMelee}).
 * @rule dawn-of-battle 15.8.3
 * @ruling DOB-R54
 */
function stampede(ctx: Ctx, u: WritableUnit): void {
  const s = ctx.s;
  const die = drawCard(ctx, u.side, `elephant compass (${u.id})`).die;
  const dir = compassDirection(die);
  const from = u.hex!;
  const to = step(from, dir);
  u.facing = dir;
  const occupants = unitsIn(s, to);
  if (enterCost(s, to) === null) {
    u.marker = 'done';
    emit(ctx, 'elephant-stampede', ['15.8.3'], { unit: u.id, die, dir, to, moved: false, why: 'off the map or impassable' });
    return;
  }
  if (occupants.length > 0) {
    u.marker = 'done';
    const defender = occupants.find((x) => !isCannon(s, x)) ?? occupants[0]!;
    const controller = defender.side === u.side ? other(u.side) : u.side;
    emit(ctx, 'elephant-stampede', ['15.8.3'], { unit: u.id, die, dir, to, moved: false, why: 'the hex is occupied' });
    emit(ctx, 'elephant-attack', ['15.8.3', '10.0'], { unit: u.id, defender: defender.id, controller });
    stampedeMelee(ctx, u, defender, controller);
    return;
  }
  u.hex = { q: to.q, r: to.r };
  u.marker = 'done';
  carryLeaders(ctx, u.side, from, to, 1);
  emit(ctx, 'elephant-stampede', ['15.8.3'], { unit: u.id, die, dir, from, to, moved: true });
  if (leadersAt(s, to, other(u.side)).length > 0) overrunLeaders(ctx, to, u.side);
}

/**
 * The stampeding elephant's melee (§15.8.3): the elephant attacks whoever is in the hex, even if
 * it is Done!, and the melee is resolved like any other (§10.2: withdrawal, pre-melee fire,
 * exertion, events, results, advance, exhaustion), its controller (the opponent when the victim
 * is a friend) making the attacker's decisions and draws. It interrupts whatever was going on,
 * which resumes when it ends; the rest of the round of checks waits for it.
 * @rule dawn-of-battle 15.8.3
 * @rule dawn-of-battle 10.2
 */
function stampedeMelee(ctx: Ctx, elephant: UnitState, defender: UnitState, controller: Side): void {
  openForcedMelee(ctx, newMelee(elephant.id, controller, defender.id), ctx.s.phase);
}
