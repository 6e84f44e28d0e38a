/**
 * Cannon (§8.7.2.5–10): activated by hex, never in formations; the front is the unlimbered
 * (firing) side and the back the limbered (moving) side. Limbering, unlimbering or moving marks a
 * cannon Done!; rotating in place marks it Active!; it may not limber and unlimber in one
 * activation; it unlimbers facing any way. Capture and destruction in melee are the next issue.
 * @module
 */
import type { DobCommand } from '../../model/commands.js';
import { freeAction, openActivation } from '../05-actions/actions.js';
import { afterAction } from '../04-sequence/sequence.js';
import { emit, refuse, unitForWrite, type Ctx } from '../../kernel/context.js';
import { isCannon, occupancy } from '../../query/derived.js';
import { hexKey } from '../../model/geometry.js';
import { fireTest } from './ranged.js';
import type { DobState, Side, UnitState } from '../../model/state.js';

/** The unmarked cannon of `side` in `hex`. */
export function cannonAt(s: DobState, side: Side, hex: { q: number; r: number }): UnitState[] {
  return Object.values(s.units)
    .filter((u) => u.side === side && u.where === 'map' && u.hex !== null && u.hex.q === hex.q && u.hex.r === hex.r && isCannon(s, u) && u.marker === 'none')
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Whether the cannon in a hex can take `action` now. */
export function cannonCan(s: DobState, guns: ReadonlyArray<UnitState>, action: Extract<DobCommand, { type: 'activate-cannon' }>['action']): boolean {
  if (guns.length === 0) return false;
  switch (action) {
    case 'limber':
    case 'rotate':
      return guns.every((g) => g.status === 'good');
    case 'unlimber':
      return guns.every((g) => g.status === 'disrupted');
    case 'move':
      return true;
    case 'fire': {
      const occ = occupancy(s);
      return guns.some((g) => Object.values(s.units).some(fireTest(s, g, occ)));
    }
  }
}

/**
 * `activate-cannon` (§8.7.2.8, §8.7.2.9).
 * @rule dawn-of-battle 8.7.2.8
 * @rule dawn-of-battle 8.7.2.9
 */
export function activateCannon(ctx: Ctx, cmd: Extract<DobCommand, { type: 'activate-cannon' }>): void {
  freeAction(ctx, cmd.player, '8.7.2.8');
  const guns = cannonAt(ctx.s, cmd.player, cmd.hex);
  if (guns.length === 0) return refuse('no-cannon', `${cmd.player} has no unmarked cannon in ${hexKey(cmd.hex)}.`, '8.7.2.8');
  if (!cannonCan(ctx.s, guns, cmd.action)) refuse('cannon-cannot', `The cannon in ${hexKey(cmd.hex)} cannot ${cmd.action} now (limbered cannon move, unlimbered cannon fire and rotate).`, '8.7.2.8');
  if ((cmd.action === 'unlimber' || cmd.action === 'rotate') && cmd.facing === undefined) refuse('facing-needed', 'Say which way the cannon face.', '8.7.2.8');
  ctx.s.players[cmd.player].unspent -= 1;
  emit(ctx, 'cannon-activated', ['8.7.2.8'], { side: cmd.player, hex: { q: cmd.hex.q, r: cmd.hex.r }, action: cmd.action, units: guns.map((g) => g.id) });
  if (cmd.action === 'fire') {
    openActivation(ctx, { kind: 'unit', leader: null, group: null, entries: {}, action: 'fire', remaining: guns.map((g) => g.id), current: null });
    return;
  }
  if (cmd.action === 'move') {
    for (const g of guns) if (g.status === 'good') unitForWrite(ctx, g.id)!.status = 'disrupted'; // limber to move (§8.7.2.8)
    openActivation(ctx, { kind: 'unit', leader: null, group: null, entries: {}, action: 'move', remaining: guns.map((g) => g.id), current: null });
    return;
  }
  for (const gun of guns) {
    const g = unitForWrite(ctx, gun.id)!;
    if (cmd.action === 'limber') {
      g.status = 'disrupted';
      g.marker = 'done';
    } else if (cmd.action === 'unlimber') {
      g.status = 'good';
      g.facing = cmd.facing!;
      g.marker = 'done';
    } else {
      g.facing = cmd.facing!;
      g.marker = 'active';
    }
  }
  afterAction(ctx, cmd.player);
}
