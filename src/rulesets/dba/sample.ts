/**
 * Proposals of free-form moves for agents: advance toward the enemy, wheel to face it, line up
 * on it, charge into contact, retire, and advance a group. Each proposal is checked by the
 * reducer's own validation (shortened until legal), so every command returned is legal.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { drawInt, type RngState } from '../../random/rng.js';
import { touchingFriends } from '../dbx/contact.js';
import type { DbxElement } from '../dbx/elements.js';
import { angleDiff, centre, normAngle, toLocal } from '../dbx/geometry.js';
import type { MoveStep } from '../dbx/moves.js';
import type { DbaCommand } from './commands.js';
import type { DbaTroopType } from './data/troop-types.js';
import { moveElements, moveIntoContact } from './movement.js';
import type { DbaState } from './state.js';
import { active } from './world.js';

function nearestEnemy(all: ReadonlyArray<DbxElement>, e: DbxElement): DbxElement | null {
  let best: DbxElement | null = null;
  let bd = Infinity;
  const c = centre(e);
  for (const o of all) {
    if (o.side === e.side) continue;
    const oc = centre(o);
    const d = Math.hypot(oc.x - c.x, oc.y - c.y);
    if (d < bd) {
      bd = d;
      best = o;
    }
  }
  return best;
}

function legalMove(state: DbaState, player: string, ids: string[], steps: MoveStep[]): boolean {
  return E.isRight(moveElements(state, player, ids, steps));
}

/** Tries a forward-type program at full length, then shorter, returning the first legal. */
function shortened(state: DbaState, player: string, ids: string[], make: (k: number) => MoveStep[]): DbaCommand | null {
  for (const k of [1, 0.75, 0.5, 0.25]) {
    const steps = make(k);
    if (legalMove(state, player, ids, steps)) {
      return ids.length === 1 ? { tag: 'move', player, element: ids[0]!, steps } : { tag: 'move-group', player, elements: ids, steps };
    }
  }
  return null;
}

/**
 * Up to `n` legal move commands for the moving player, drawn with `rng` (the caller's stream).
 * @rule dba tactical-moves
 */
export function sampleDba(state: DbaState, rng: RngState, n: number): DbaCommand[] {
  if (state.phase.tag !== 'move' || n <= 0) return [];
  const player = state.phase.player;
  const all = active(state);
  const mine = all.filter((e) => e.side === player && !e.camp);
  if (mine.length === 0) return [];
  const out: DbaCommand[] = [];
  const seen = new Set<string>();
  let r = rng;
  const push = (c: DbaCommand | null) => {
    if (c === null) return;
    const k = JSON.stringify(c);
    if (seen.has(k)) return;
    seen.add(k);
    out.push(c);
  };
  for (let attempt = 0; attempt < n * 3 && out.length < n; attempt++) {
    const pick = drawInt(r, 0, mine.length - 1);
    const kind = drawInt(pick.rng, 0, 9);
    r = kind.rng;
    const e = mine[pick.value]!;
    const enemy = nearestEnemy(all, e);
    const dist = state.data.moves[e.type as DbaTroopType].good;
    if (enemy === null) break;
    const local = toLocal(e, centre(enemy));
    const bearing = normAngle((Math.atan2(local.along, local.ahead) * 180) / Math.PI + 0);
    const turn = bearing > 180 ? bearing - 360 : bearing;
    switch (kind.value) {
      case 0:
      case 1:
      case 2: {
        // charge: contact the nearest enemy's front (or flank if behind it)
        const edge = toLocal(enemy, centre(e)).ahead > 0 ? 'front' : local.along > 0 ? 'right' : 'left';
        if (E.isRight(moveIntoContact(state, player, e.id, enemy.id, edge))) push({ tag: 'contact', player, element: e.id, target: enemy.id, edge });
        else push(shortened(state, player, [e.id], (k) => [{ kind: 'forward', distance: dist * k }]));
        break;
      }
      case 3:
      case 4:
        push(shortened(state, player, [e.id], (k) => [{ kind: 'forward', distance: dist * k }]));
        break;
      case 5:
        if (Math.abs(turn) > 5) {
          const a = Math.max(-90, Math.min(90, turn));
          push(shortened(state, player, [e.id], (k) => [{ kind: 'wheel', angle: a * k }]));
        }
        break;
      case 6: {
        // line up: sidestep up to half a base width toward the enemy's line, then advance
        const side = Math.max(-80, Math.min(80, local.along));
        push(shortened(state, player, [e.id], (k) => [{ kind: 'sidestep', distance: side }, { kind: 'forward', distance: (dist - Math.abs(side)) * k }]));
        break;
      }
      case 7:
        push(shortened(state, player, [e.id], (k) => [{ kind: 'forward', distance: -dist * 0.5 * k }]));
        break;
      default: {
        // group advance with touching friends facing the same way
        const group = [e, ...touchingFriends(e, mine).filter((f) => angleDiff(f.heading, e.heading) <= 1)].slice(0, 4);
        if (group.length > 1) {
          const d = Math.min(...group.map((g) => state.data.moves[g.type as DbaTroopType].good));
          push(shortened(state, player, group.map((g) => g.id), (k) => [{ kind: 'forward', distance: d * k }]));
        } else push(shortened(state, player, [e.id], (k) => [{ kind: 'forward', distance: dist * k }]));
      }
    }
  }
  return out;
}
