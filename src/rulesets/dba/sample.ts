/**
 * Proposals of free-form moves for agents: advance toward the enemy, wheel to face it, line up
 * on it, charge into contact, retire, and advance a group. Each proposal is checked by the
 * reducer's own validation (shortened until legal), so every command returned is legal.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { drawInt, type RngState } from '../../random/rng.js';
import { isEdgeContact } from '../../plane/contact.js';
import { heldByEnemy, touchingFriends } from '../dbx/contact.js';
import { touchesOf } from '../dbx/contact-table.js';
import { passesInMove } from './data/interpenetration.js';
import { elementAt, type DbxElement } from '../dbx/elements.js';
import { normalizeHeading } from '../../plane/angle.js';
import { centreOf, facingOf } from '../../plane/base.js';
import { angleDiff, toLocal } from '../dbx/bases.js';
import { directMoveCost, runProgram, type MoveStep } from '../dbx/moves.js';
import { contactSurelyRefused, moveSurelyRefused } from './proposal-screen.js';
import { clearDistance } from './clearance.js';
import type { DbaCommand } from './commands.js';
import type { DbaTroopType } from './data/troop-types.js';
import { contactPose, moveElements, moveIntoContact, pipCost } from './movement.js';
import type { DbaState } from './state.js';
import { moveWorld, type DbaMoveWorld } from './path-checks.js';
import { newMoveScratch } from '../dbx/scratch.js';
import { active, typeOf } from './world.js';
import { hypot } from '../../plane/hypot.js';

/** The centres of the elements of an active list (x then y for each, in list order). */
function centresOf(all: ReadonlyArray<DbxElement>): number[] {
  const xy = new Array<number>(2 * all.length);
  for (let i = 0; i < all.length; i++) {
    const c = centreOf(all[i]!);
    xy[2 * i] = c.x;
    xy[2 * i + 1] = c.y;
  }
  return xy;
}

/** The distance between the centres of `all[i]` and `all[j]`. */
function centreDistance(xy: ReadonlyArray<number>, i: number, j: number): number {
  return hypot(xy[2 * j]! - xy[2 * i]!, xy[2 * j + 1]! - xy[2 * i + 1]!);
}

/** The index in `all` of the enemy nearest to `all[k]` (centre to centre), or −1. */
function nearestEnemy(all: ReadonlyArray<DbxElement>, xy: ReadonlyArray<number>, k: number): number {
  let best = -1;
  let bd = Infinity;
  const side = all[k]!.side;
  for (let i = 0; i < all.length; i++) {
    if (all[i]!.side === side) continue;
    const d = centreDistance(xy, k, i);
    if (d < bd) {
      bd = d;
      best = i;
    }
  }
  return best;
}

/**
 * The reducer's answer to a move, as far as the sampler cares: accepted, refused as too long for
 * the going (worth a shorter try), or refused. A single element's path is screened first
 * (proposal-screen.ts), which gives the reducer's own answer for a path it would refuse.
 */
function verdict(w: DbaMoveWorld, player: string, ids: string[], steps: MoveStep[]): 'ok' | 'too-far' | 'refused' {
  if (ids.length === 1) {
    const pre = moveSurelyRefused(w, w.state.elements[ids[0]!]!, steps);
    if (pre !== null) return pre;
  }
  const r = moveElements(w.state, player, ids, steps, w);
  return E.isRight(r) ? 'ok' : r.left.code === 'too-far' ? 'too-far' : 'refused';
}

function command(player: string, ids: string[], steps: MoveStep[]): DbaCommand {
  return ids.length === 1 ? { type: 'move', player, element: ids[0]!, steps } : { type: 'move-group', player, elements: ids, steps };
}

/** The command for a program, when the reducer accepts it. */
function tryMove(w: DbaMoveWorld, player: string, ids: string[], steps: MoveStep[]): DbaCommand | null {
  return verdict(w, player, ids, steps) === 'ok' ? command(player, ids, steps) : null;
}

/**
 * Tries a program whose straight parts were already cut short of every base and the table edge
 * (`clearDistance`); when the reducer finds the path too long for the going, tries it once more
 * with the straight parts cut to the bad-going distance's share.
 */
function clipped(w: DbaMoveWorld, player: string, ids: string[], make: (k: number) => MoveStep[] | null, ratio: number): DbaCommand | null {
  const steps = make(1);
  if (steps === null) return null;
  const v = verdict(w, player, ids, steps);
  if (v === 'ok') return command(player, ids, steps);
  if (v !== 'too-far' || ratio >= 1) return null;
  const again = make(ratio);
  return again === null ? null : tryMove(w, player, ids, again);
}

/** Tries a wheel at full angle, then half. */
function wheelShortened(w: DbaMoveWorld, player: string, e: DbxElement, angle: number): DbaCommand | null {
  for (const k of [1, 0.5]) {
    const c = tryMove(w, player, [e.id], [{ kind: 'wheel', angle: angle * k }]);
    if (c !== null) return c;
  }
  return null;
}

/** Moves shorter than this (paces) are not worth proposing. */
const SHORTEST = 5;

/** The going ratio the sampler falls back to when a straight move proves too long for the ground. */
function goingRatio(state: DbaState, e: DbxElement): number {
  const m = state.tables.moves[e.type as DbaTroopType];
  return m.good > 0 ? m.bad / m.good : 1;
}

/** True when a friend touches one of the element's flanks (a single element wheeling would swing into it). */
function hemmed(e: DbxElement, all: ReadonlyArray<DbxElement>): boolean {
  return touchesOf(e, all).some(({ other: o, contact: c }) => o.side === e.side && isEdgeContact(c) && (c.edgeA === 'left' || c.edgeA === 'right'));
}

/** A straight move of `dist` (back when negative), cut short of every base and the table edge. */
function straight(w: DbaMoveWorld, player: string, e: DbxElement, dist: number): DbaCommand | null {
  const state = w.state;
  const only = new Set([e.id]);
  return clipped(
    w,
    player,
    [e.id],
    (k) => {
      const d = clearDistance(state, e, e, dist * k, false, only);
      return d < SHORTEST ? null : [{ kind: 'forward', distance: dist < 0 ? -d : d }];
    },
    goingRatio(state, e),
  );
}

/** Wheels toward the enemy (up to 45°) and advances with what is left, cut short of what is in the way. */
function advanceToward(w: DbaMoveWorld, player: string, e: DbxElement, turn: number, dist: number): DbaCommand | null {
  const state = w.state;
  if (Math.abs(turn) <= 10 || hemmed(e, w.elements)) return straight(w, player, e, dist);
  const a = Math.max(-45, Math.min(45, turn));
  const arc = (Math.abs(a) * Math.PI * e.width) / 180;
  const wheeled = runProgram([e], [{ kind: 'wheel', angle: a }], 40, w.scratch);
  if (wheeled === null) return null;
  const at = wheeled.finals[0]!;
  const only = new Set([e.id]);
  const c = clipped(
    w,
    player,
    [e.id],
    (k) => {
      const d = clearDistance(state, e, at, Math.max(0, dist * k - arc), false, only);
      return d < SHORTEST ? [{ kind: 'wheel', angle: a }] : [{ kind: 'wheel', angle: a }, { kind: 'forward', distance: d }];
    },
    goingRatio(state, e),
  );
  return c ?? straight(w, player, e, dist);
}

/** The friends connected to `e` by edge or corner contact and facing the same way, `e` first. */
function component(e: DbxElement, all: ReadonlyArray<DbxElement>): DbxElement[] {
  const out = [e];
  const seen = new Set([e.id]);
  for (let i = 0; i < out.length; i++) {
    for (const f of touchingFriends(out[i]!, all)) {
      if (!f.camp && !seen.has(f.id) && angleDiff(f.heading, e.heading) <= 1) {
        seen.add(f.id);
        out.push(f);
      }
    }
  }
  return out;
}

/** True when a friend the element cannot pass through touches its front edge. */
function friendAhead(e: DbxElement, all: ReadonlyArray<DbxElement>): boolean {
  return touchesOf(e, all).some(({ other: o, contact: c }) => o.side === e.side && isEdgeContact(c) && c.edgeA === 'front' && (o.camp || !passesInMove(typeOf(e), typeOf(o))));
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
  // the call's own world and workspace, shared by the proposal screen and the reducer's checks
  const w = moveWorld(state, newMoveScratch());
  const all = w.elements;
  const left = state.phase.pips - state.phase.pipsUsed;
  if (left <= 0) return [];
  // no move costs more than this: with as many PIPs left, every element is affordable
  const pp = state.tables.pips;
  const dearest = pp.perMove + Math.max(0, pp.elephants) + Math.max(0, pp.outOfRange);
  // only elements that could still move: not held by an enemy front edge, affordable with the
  // PIPs left, and either unmoved or of a type that may move again (a road move is rare enough
  // to leave to the reducer)
  // (their indices in `all`, in its order)
  const movers: number[] = [];
  for (let i = 0; i < all.length; i++) {
    const e = all[i]!;
    if (e.side !== player || e.camp) continue;
    const moved = state.record.moves[e.id] ?? 0;
    if (moved > 0 && e.type !== 'LH' && e.type !== 'Ps' && !(e.type === 'Wb' && moved === 1)) continue;
    if (!heldByEnemy(e, all) && (left >= dearest || pipCost(state, [e]) <= left)) movers.push(i);
  }
  if (movers.length === 0) return [];
  const xy = centresOf(all);
  const out: DbaCommand[] = [];
  const seen = n === 1 ? null : new Set<string>();
  let r = rng;
  const push = (c: DbaCommand | null) => {
    if (c === null) return;
    // one command wanted: the first is kept and the search ends, so no key is needed
    if (seen === null) {
      out.push(c);
      return;
    }
    const k = JSON.stringify(c);
    if (seen.has(k)) return;
    seen.add(k);
    out.push(c);
  };
  for (let attempt = 0; attempt < Math.min(n * 6, n + 10) && out.length < n; attempt++) {
    const pick = drawInt(r, 0, movers.length - 1);
    const kind = drawInt(pick.rng, 0, 19);
    r = kind.rng;
    const ei = movers[pick.value]!;
    const e = all[ei]!;
    const enemy = nearestEnemy(all, xy, ei);
    const dist = state.tables.moves[e.type as DbaTroopType].good;
    if (enemy < 0 || dist <= 0) continue;
    const local = toLocal(e, { x: xy[2 * enemy]!, y: xy[2 * enemy + 1]! });
    const bearing = normalizeHeading((Math.atan2(local.along, local.ahead) * 180) / Math.PI);
    const turn = bearing > 180 ? bearing - 360 : bearing;
    // weights out of 20: charge 8, advance toward 5, group advance 4, wheel 1, line up 1, retire 1;
    // an element with a friend it cannot pass against its front edge can only go with its group
    // or back, so it is not offered the moves the reducer would refuse
    const drawn = kind.value < 8 ? 'charge' : kind.value < 13 ? 'advance' : kind.value < 17 ? 'group' : kind.value < 18 ? 'wheel' : kind.value < 19 ? 'line-up' : 'retire';
    const k = drawn !== 'group' && drawn !== 'retire' && friendAhead(e, all) ? (kind.value % 2 === 0 ? 'group' : 'retire') : drawn;
    switch (k) {
      case 'charge': {
        const ce = { x: xy[2 * ei]!, y: xy[2 * ei + 1]! };
        const targets: Array<{ o: DbxElement; d: number }> = [];
        for (let i = 0; i < all.length; i++) {
          const o = all[i]!;
          if (o.side === e.side) continue;
          const d = centreDistance(xy, ei, i);
          if (d <= dist + e.depth + o.depth) targets.push({ o, d });
        }
        // the two nearest (a stable sort: ties stay in list order)
        targets.sort((a, b) => a.d - b.d);
        targets.length = Math.min(targets.length, 2);
        let done = false;
        const most = state.tables.moves[e.type as DbaTroopType];
        const reachMost = Math.max(most.good, most.bad, most.road) + 1e-6;
        for (const { o } of targets) {
          const rel = toLocal(o, ce);
          const behind = rel.ahead <= 0;
          const side = rel.along > 0 ? 'left' : 'right';
          const edges = o.camp ? (['front'] as const) : behind ? ([side] as const) : (['front'] as const);
          for (const edge of edges) {
            // the reducer's first geometric test, cheaply: no ground lets it reach that far
            if (directMoveCost(e, contactPose(e, o, edge, w.scratch)) > reachMost) continue;
            // and the reducer's refusals that are cheap to test on their own (proposal-screen.ts)
            if (contactSurelyRefused(w, e.id, o.id, edge)) continue;
            if (E.isRight(moveIntoContact(state, player, e.id, o.id, edge, w))) {
              push({ type: 'contact', player, element: e.id, target: o.id, edge });
              done = true;
              break;
            }
          }
          if (done) break;
        }
        if (!done) push(advanceToward(w, player, e, turn, dist));
        break;
      }
      case 'advance':
        push(advanceToward(w, player, e, turn, dist));
        break;
      case 'group': {
        const group = component(e, all).slice(0, 6);
        if (group.length > 1) {
          const d = Math.min(...group.map((g) => state.tables.moves[g.type as DbaTroopType].good));
          const ids = group.map((g) => g.id);
          const moving = new Set(ids);
          const ratio = Math.min(...group.map((g) => goingRatio(state, g)));
          push(
            clipped(
              w,
              player,
              ids,
              (f) => {
                const c = Math.min(...group.map((g) => clearDistance(state, g, g, d * f, false, moving)));
                return c < SHORTEST ? null : [{ kind: 'forward', distance: c }];
              },
              ratio,
            ),
          );
        } else push(advanceToward(w, player, e, turn, dist));
        break;
      }
      case 'wheel':
        if (Math.abs(turn) > 5) {
          const a = Math.max(-90, Math.min(90, turn));
          push(wheelShortened(w, player, e, a));
        }
        break;
      case 'line-up': {
        // line up: sidestep up to half a base width toward the enemy's line, then advance
        const want = Math.max(-80, Math.min(80, local.along));
        const only = new Set([e.id]);
        const side = Math.sign(want) * clearDistance(state, e, e, want, true, only);
        if (Math.abs(side) < 1) break;
        const f = facingOf(e.heading);
        const at = elementAt(e, e.x - f.y * side, e.y + f.x * side, e.heading);
        push(
          clipped(
            w,
            player,
            [e.id],
            (k) => {
              const d = clearDistance(state, e, at, (dist - Math.abs(side)) * k, false, only);
              return d < SHORTEST ? [{ kind: 'sidestep', distance: side }] : [{ kind: 'sidestep', distance: side }, { kind: 'forward', distance: d }];
            },
            goingRatio(state, e),
          ),
        );
        break;
      }
      case 'retire':
        push(straight(w, player, e, -dist * 0.5));
        break;
    }
  }
  return out;
}
