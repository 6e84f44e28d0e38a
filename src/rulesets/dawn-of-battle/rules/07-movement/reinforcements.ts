/**
 * Reinforcements (§7.8): a group whose turn has come enters as one formation for 1 AP; each
 * unit pays for its entry hex, may double its movement (then it may not end next to an enemy)
 * or enter disrupted, and loses 1 MP for every unit that came in before it through the same
 * hex. Reinforcing leaders come on with the first unit of their group. A blocked entry hex
 * (an enemy unit in it) refuses entry; the off-map attack on the blocker is a melee (melee-phase).
 * @module
 */
import type { DobCommand } from '../../model/commands.js';
import { activation, freeAction, openActivation, unitDone, unitToChange } from '../05-actions/actions.js';
import { overrunLeaders } from '../06-command-control/command-control.js';
import { emit, refuse, type Ctx } from '../../kernel/context.js';
import { enterCost, faceOf, leadersAt, occupancy } from '../../query/derived.js';
import { TERRAIN } from '../../data/terrain.js';
import { hexKey, neighbors, sameHex, type Hex } from '../../model/geometry.js';
import { checkPath, moveEnv, performMove, type EntryOptions, type MoveEnv } from './movement.js';
import { terrainAt } from '../../query/derived.js';
import type { DobState, Side, UnitState } from '../../model/state.js';
import { groupReady } from './reinforcement-groups.js';
export { groupReady } from './reinforcement-groups.js';

/**
 * `activate-reinforcements` (§7.8, §5.2): 1 AP; the group's turn must have come.
 * @rule dawn-of-battle 7.8
 */
export function activateReinforcements(ctx: Ctx, cmd: Extract<DobCommand, { type: 'activate-reinforcements' }>): void {
  freeAction(ctx, cmd.player, '7.8');
  const g = ctx.s.groups[cmd.group];
  if (g === undefined || g.side !== cmd.player) return refuse('unknown-group', `${cmd.player} has no reinforcement group "${cmd.group}".`, '7.8');
  if (g.turn > ctx.s.turn) refuse('too-early', `Group ${cmd.group} arrives on turn ${g.turn}.`, '7.8');
  const ready = groupReady(ctx.s, cmd.player, cmd.group);
  if (ready.length === 0) refuse('nothing-to-enter', `Group ${cmd.group} has no unit left to enter.`, '7.8');
  ctx.s.players[cmd.player].unspent -= 1;
  emit(ctx, 'reinforcements-activated', ['7.8'], { side: cmd.player, group: cmd.group, units: ready });
  openActivation(ctx, { kind: 'reinforcement', leader: null, group: cmd.group, entries: {}, action: 'move', remaining: ready, current: null });
}

/** The entry terms for `u` through `hex` (movement left, stopped), or why it cannot enter. */
export function entryTerms(s: DobState, u: UnitState, hex: Hex, doubled: boolean, disrupted: boolean, entries: Readonly<Record<string, number>>, env: MoveEnv): EntryOptions | { refusal: string } {
  const cost = enterCost(s, hex);
  if (cost === null) return { refusal: 'the entry hex cannot be entered' };
  if ((env.occ.get(hexKey(hex)) ?? []).some((x) => x.side !== u.side)) return { refusal: 'the entry hex is blocked by an enemy unit' };
  const face = faceOf(s, disrupted ? { ...u, status: 'disrupted' } : u);
  const mp = (doubled ? 2 : 1) * face.movement - cost - (entries[hexKey(hex)] ?? 0);
  if (mp < 0) return { refusal: 'not enough movement to pay for the entry hex' };
  const stopped = env.enemyZoc.has(hexKey(hex)) || TERRAIN[terrainAt(s, hex)].stops;
  return { mp, stopped };
}

function adjacentToEnemy(s: DobState, side: Side, h: Hex): boolean {
  const occ = occupancy(s);
  return neighbors(h).some((n) => (occ.get(hexKey(n)) ?? []).some((x) => x.side !== side));
}

/**
 * `enter-map` (§7.8): one unit of the activated group comes on.
 * @rule dawn-of-battle 7.8
 */
export function enterMap(ctx: Ctx, cmd: Extract<DobCommand, { type: 'enter-map' }>): void {
  const s = ctx.s;
  const a = activation(ctx, cmd.player, '7.8');
  if (a.kind !== 'reinforcement' || a.group === null) return refuse('no-reinforcements', 'No reinforcement group is activated.', '7.8');
  const u = unitToChange(ctx, cmd.player, cmd.unit, '7.8');
  if (!a.remaining.includes(u.id)) refuse('not-activated', `${u.id} is not waiting to enter with group ${a.group}.`, '7.8');
  const g = s.groups[a.group]!;
  if (!g.entryHexes.some((h) => sameHex(h, cmd.hex))) refuse('not-an-entry-hex', `${hexKey(cmd.hex)} is not one of group ${a.group}'s entry hexes.`, '7.8');
  const env = moveEnv(s, cmd.player);
  const terms = entryTerms(s, u, cmd.hex, cmd.doubled === true, cmd.disrupted === true, a.entries, env);
  if ('refusal' in terms) return refuse('entry-refused', `${u.id} cannot enter: ${terms.refusal}.`, '7.8');
  const probe: UnitState = { ...u, where: 'map', hex: { q: cmd.hex.q, r: cmd.hex.r }, facing: cmd.facing, status: cmd.disrupted === true ? 'disrupted' : u.status };
  const outcome = checkPath(s, probe, cmd.path, false, env, terms);
  if (cmd.doubled === true && adjacentToEnemy(s, cmd.player, outcome.to)) refuse('doubled-next-to-enemy', 'A reinforcement that doubled its movement may not end next to an enemy unit.', '7.8');
  u.where = 'map';
  u.hex = { q: cmd.hex.q, r: cmd.hex.r };
  u.facing = cmd.facing;
  u.reinforcement = null;
  if (cmd.disrupted === true) u.status = 'disrupted';
  const firstOfGroup = Object.values(s.leaders).filter((l) => l.where === 'reserve' && l.reinforcement === a.group);
  for (const l of firstOfGroup) {
    l.where = 'map';
    l.hex = { q: cmd.hex.q, r: cmd.hex.r };
    l.reinforcement = null;
  }
  a.entries[hexKey(cmd.hex)] = (a.entries[hexKey(cmd.hex)] ?? 0) + 1;
  emit(ctx, 'unit-entered', ['7.8'], { unit: u.id, hex: { q: cmd.hex.q, r: cmd.hex.r }, facing: cmd.facing, doubled: cmd.doubled === true, disrupted: cmd.disrupted === true, movement: terms.mp });
  if (leadersAt(s, cmd.hex, cmd.player === 'A' ? 'B' : 'A').length > 0) overrunLeaders(ctx, cmd.hex, cmd.player);
  a.remaining = a.remaining.filter((x) => x !== u.id);
  if (cmd.path.length > 0) performMove(ctx, u, outcome);
  else u.marker = 'active';
  unitDone(ctx, cmd.player);
}
