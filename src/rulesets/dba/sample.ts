/**
 * DBA's side of the family's move sampler (dbx/movement/sampler.ts): which elements may move
 * again (A:47-55), what the player can pay for, the reducer's verdicts and DBA's commands. Every
 * command returned is checked by the reducer's own validation, so every one is legal.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { RngState } from '../../random/rng.js';
import type { DbxElement } from '../dbx/elements.js';
import type { MoveStep } from '../dbx/moves.js';
import { sampleMovesWith, type MoveVerdict } from '../dbx/movement/index.js';
import { newMoveScratch } from '../dbx/scratch.js';
import type { DbaCommand } from './commands.js';
import { moveElements, moveIntoContact, pipCost } from './movement.js';
import { moveWorld } from './path-checks.js';
import { dbaAllowance } from './proposal-screen.js';
import type { DbaData } from './data/index.js';
import type { DbaTroopType } from './data/troop-types.js';
import type { DbaState } from './state.js';
import type { TerrainFeature } from './terrain.js';

/**
 * Whether an element that has moved this bound may be offered another move: light horse, psiloi
 * and a warband's second move (the reducer decides the conditions; a road move is rare enough to
 * leave to it).
 * @rule dba second-moves
 */
function mayMoveAgain(state: DbaState, e: DbxElement): boolean {
  const moved = state.record.moves[e.id] ?? 0;
  return moved === 0 || e.type === 'LH' || e.type === 'Ps' || (e.type === 'Wb' && moved === 1);
}

/**
 * Up to `n` legal move commands for the moving player, drawn with `rng` (the caller's stream);
 * none when `only` names the other player.
 * @rule dba tactical-moves
 */
export function sampleDba(state: DbaState, rng: RngState, n: number, only?: string): DbaCommand[] {
  if (state.phase.tag !== 'move' || n <= 0) return [];
  const player = state.phase.player;
  if (only !== undefined && only !== player) return [];
  const left = state.phase.pips - state.phase.pipsUsed;
  if (left <= 0) return [];
  // no move costs more than this: with as many PIPs left, every element is affordable
  const pp = state.tables.pips;
  const dearest = pp.perMove + Math.max(0, pp.elephants) + Math.max(0, pp.outOfRange);
  // the call's own world and workspace, shared by the proposal screen and the reducer's checks
  const w = moveWorld(state, newMoveScratch());
  const verdict = (ids: ReadonlyArray<string>, steps: MoveStep[]): MoveVerdict => {
    const r = moveElements(state, player, ids, steps, w);
    return E.isRight(r) ? 'ok' : r.left.code === 'too-far' ? 'too-far' : 'refused';
  };
  return sampleMovesWith<DbaTroopType, DbaData, TerrainFeature, DbaCommand>(
    {
      world: w,
      player,
      mayMove: (e) => mayMoveAgain(state, e),
      affordable: (e) => left >= dearest || pipCost(state, [e]) <= left,
      allowance: dbaAllowance(w),
      move: verdict,
      contact: (m, t, edge) => E.isRight(moveIntoContact(state, player, m.id, t.id, edge, w)),
      moveCommand: (ids, steps) => (ids.length === 1 ? { type: 'move', player, element: ids[0]!, steps } : { type: 'move-group', player, elements: ids, steps }),
      contactCommand: (m, t, edge) => ({ type: 'contact', player, element: m.id, target: t.id, edge }),
    },
    rng,
    n,
  );
}
