/**
 * Proposals of free-form moves for agents, family-wide: advance toward the enemy, wheel to face
 * it, line up on it, charge into contact, retire, and advance a group. Each proposal is screened
 * (proposal-screen.ts) and then checked by the ruleset's own reducer (shortened until legal), so
 * every command returned is legal. The ruleset gives its reducer's verdicts, which of its
 * elements may move again, and the shape of its commands ({@link MoveSampler}); the rest reads
 * the movement profile and the world.
 * @module
 */
import type { EdgeName } from '../../../plane/base.js';
import { centreOf, facingOf } from '../../../plane/base.js';
import { normalizeHeading } from '../../../plane/angle.js';
import { isEdgeContact } from '../../../plane/contact.js';
import { hypot } from '../../../plane/hypot.js';
import { drawInt, type RngState } from '../../../random/rng.js';
import { angleDiff, toLocal } from '../bases.js';
import { clearDistance, type ClearanceWorld } from '../clearance.js';
import { heldByEnemy, touchingFriends } from '../contact.js';
import { touchesOf } from '../contact-table.js';
import { elementAt, type DbxElement } from '../elements.js';
import { directMoveCost, runProgram, type MoveStep } from '../moves.js';
import { contactPose } from './contact-pose.js';
import { contactSurelyRefused, moveSurelyRefused, type MoveAllowance } from './proposal-screen.js';
import { moverType, type MoveWorld } from './world.js';

/** The reducer's answer to a move, as far as a sampler cares: accepted, too long for the going (worth a shorter try), or refused. */
export type MoveVerdict = 'ok' | 'too-far' | 'refused';

/** What the family's sampler asks of a ruleset, for one call on one state. `C` is its command. */
export interface MoveSampler<T extends string, D, F, C> {
  /** The call's world (its elements the active ones, its scratch the call's own). */
  readonly world: MoveWorld<T, D, F>;
  /** The moving player. */
  readonly player: string;
  /** Whether the element may move (again) this bound: the ruleset's second-move rules. */
  readonly mayMove: (e: DbxElement) => boolean;
  /** Whether the player can pay for moving the element alone. */
  readonly affordable: (e: DbxElement) => boolean;
  /** The ruleset's allowance for a path (for the screen). */
  readonly allowance: MoveAllowance;
  /** The reducer's verdict on moving these elements by this program. */
  readonly move: (ids: ReadonlyArray<string>, steps: MoveStep[]) => MoveVerdict;
  /** Whether the reducer accepts a move of `m` into contact with `edge` of `t`. */
  readonly contact: (m: DbxElement, t: DbxElement, edge: EdgeName) => boolean;
  /** The command moving these elements by this program. */
  readonly moveCommand: (ids: string[], steps: MoveStep[]) => C;
  /** The command moving `m` into contact with `edge` of `t`. */
  readonly contactCommand: (m: DbxElement, t: DbxElement, edge: EdgeName) => C;
}

/** Moves shorter than this (paces) are not worth proposing. */
const SHORTEST = 5;

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

/** One sampler call: the ruleset's hooks and what the family reads from its world. */
class Proposer<T extends string, D, F, C> {
  readonly clear: ClearanceWorld;
  constructor(readonly s: MoveSampler<T, D, F, C>) {
    const w = s.world;
    this.clear = { elements: w.elements, width: w.table.width, height: w.table.height, passes: (m, f) => w.profile.passesInMove(moverType<T>(m), moverType<T>(f)) };
  }

  distance(e: DbxElement, going: 'good' | 'bad' | 'road'): number {
    const w = this.s.world;
    return w.profile.moveDistance(moverType<T>(e), going, w.tables);
  }

  /** The verdict on a program: a single element's path is screened first, then the reducer decides. */
  verdict(ids: string[], steps: MoveStep[]): MoveVerdict {
    if (ids.length === 1) {
      const e = this.s.world.elements.find((x) => x.id === ids[0]);
      const pre = e === undefined ? null : moveSurelyRefused(this.s.world, e, steps, this.s.allowance);
      if (pre !== null) return pre;
    }
    return this.s.move(ids, steps);
  }

  /** The command for a program, when the reducer accepts it. */
  tryMove(ids: string[], steps: MoveStep[]): C | null {
    return this.verdict(ids, steps) === 'ok' ? this.s.moveCommand(ids, steps) : null;
  }

  /**
   * Tries a program whose straight parts were already cut short of every base and the table edge
   * (`clearDistance`); when the reducer finds the path too long for the going, tries it once more
   * with the straight parts cut to the bad-going distance's share.
   */
  clipped(ids: string[], make: (k: number) => MoveStep[] | null, ratio: number): C | null {
    const steps = make(1);
    if (steps === null) return null;
    const v = this.verdict(ids, steps);
    if (v === 'ok') return this.s.moveCommand(ids, steps);
    if (v !== 'too-far' || ratio >= 1) return null;
    const again = make(ratio);
    return again === null ? null : this.tryMove(ids, again);
  }

  /** Tries a wheel at full angle, then half. */
  wheelShortened(e: DbxElement, angle: number): C | null {
    for (const k of [1, 0.5]) {
      const c = this.tryMove([e.id], [{ kind: 'wheel', angle: angle * k }]);
      if (c !== null) return c;
    }
    return null;
  }

  /** The going ratio the sampler falls back to when a straight move proves too long for the ground. */
  goingRatio(e: DbxElement): number {
    const good = this.distance(e, 'good');
    return good > 0 ? this.distance(e, 'bad') / good : 1;
  }

  /** A straight move of `dist` (back when negative), cut short of every base and the table edge. */
  straight(e: DbxElement, dist: number): C | null {
    const only = new Set([e.id]);
    return this.clipped(
      [e.id],
      (k) => {
        const d = clearDistance(this.clear, e, e, dist * k, false, only);
        return d < SHORTEST ? null : [{ kind: 'forward', distance: dist < 0 ? -d : d }];
      },
      this.goingRatio(e),
    );
  }

  /** Wheels toward the enemy (up to 45°) and advances with what is left, cut short of what is in the way. */
  advanceToward(e: DbxElement, turn: number, dist: number): C | null {
    if (Math.abs(turn) <= 10 || hemmed(e, this.s.world.elements)) return this.straight(e, dist);
    const a = Math.max(-45, Math.min(45, turn));
    const arc = (Math.abs(a) * Math.PI * e.width) / 180;
    const wheeled = runProgram([e], [{ kind: 'wheel', angle: a }], 40, this.s.world.scratch);
    if (wheeled === null) return null;
    const at = wheeled.finals[0]!;
    const only = new Set([e.id]);
    const c = this.clipped(
      [e.id],
      (k) => {
        const d = clearDistance(this.clear, e, at, Math.max(0, dist * k - arc), false, only);
        return d < SHORTEST ? [{ kind: 'wheel', angle: a }] : [{ kind: 'wheel', angle: a }, { kind: 'forward', distance: d }];
      },
      this.goingRatio(e),
    );
    return c ?? this.straight(e, dist);
  }

  /** True when a friend the element cannot pass through touches its front edge. */
  friendAhead(e: DbxElement, all: ReadonlyArray<DbxElement>): boolean {
    const passes = this.s.world.profile.passesInMove;
    return touchesOf(e, all).some(({ other: o, contact: c }) => o.side === e.side && isEdgeContact(c) && c.edgeA === 'front' && (o.camp || !passes(moverType<T>(e), moverType<T>(o))));
  }
}

/** True when a friend touches one of the element's flanks (a single element wheeling would swing into it). */
function hemmed(e: DbxElement, all: ReadonlyArray<DbxElement>): boolean {
  return touchesOf(e, all).some(({ other: o, contact: c }) => o.side === e.side && isEdgeContact(c) && (c.edgeA === 'left' || c.edgeA === 'right'));
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

/**
 * Up to `n` legal move commands for the moving player, drawn with `rng` (the caller's stream): an
 * element that may move (not a camp, not held by an enemy front edge, allowed to move again and
 * affordable) is drawn, then what it tries: out of 20, charge 8, advance toward the nearest enemy
 * 5, advance with its group 4, wheel 1, line up 1, retire 1.
 * @rule dba tactical-moves
 */
export function sampleMovesWith<T extends string, D, F, C>(s: MoveSampler<T, D, F, C>, rng: RngState, n: number): C[] {
  if (n <= 0) return [];
  const p = new Proposer(s);
  const player = s.player;
  const all = s.world.elements;
  // (their indices in `all`, in its order)
  const movers: number[] = [];
  for (let i = 0; i < all.length; i++) {
    const e = all[i]!;
    if (e.side !== player || e.camp) continue;
    if (!s.mayMove(e)) continue;
    if (!heldByEnemy(e, all) && s.affordable(e)) movers.push(i);
  }
  if (movers.length === 0) return [];
  const xy = centresOf(all);
  const out: C[] = [];
  const seen = n === 1 ? null : new Set<string>();
  let r = rng;
  const push = (c: C | null) => {
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
    const dist = p.distance(e, 'good');
    if (enemy < 0 || dist <= 0) continue;
    const local = toLocal(e, { x: xy[2 * enemy]!, y: xy[2 * enemy + 1]! });
    const bearing = normalizeHeading((Math.atan2(local.along, local.ahead) * 180) / Math.PI);
    const turn = bearing > 180 ? bearing - 360 : bearing;
    // an element with a friend it cannot pass against its front edge can only go with its group
    // or back, so it is not offered the moves the reducer would refuse
    const drawn = kind.value < 8 ? 'charge' : kind.value < 13 ? 'advance' : kind.value < 17 ? 'group' : kind.value < 18 ? 'wheel' : kind.value < 19 ? 'line-up' : 'retire';
    const k = drawn !== 'group' && drawn !== 'retire' && p.friendAhead(e, all) ? (kind.value % 2 === 0 ? 'group' : 'retire') : drawn;
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
        const reachMost = Math.max(p.distance(e, 'good'), p.distance(e, 'bad'), p.distance(e, 'road')) + 1e-6;
        for (const { o } of targets) {
          const rel = toLocal(o, ce);
          const behind = rel.ahead <= 0;
          const side = rel.along > 0 ? 'left' : 'right';
          const edges = o.camp ? (['front'] as const) : behind ? ([side] as const) : (['front'] as const);
          for (const edge of edges) {
            // the reducer's first geometric test, cheaply: no ground lets it reach that far
            if (directMoveCost(e, contactPose(e, o, edge, s.world.scratch)) > reachMost) continue;
            // and the reducer's refusals that are cheap to test on their own (proposal-screen.ts)
            if (contactSurelyRefused(s.world, e, o, edge)) continue;
            if (s.contact(e, o, edge)) {
              push(s.contactCommand(e, o, edge));
              done = true;
              break;
            }
          }
          if (done) break;
        }
        if (!done) push(p.advanceToward(e, turn, dist));
        break;
      }
      case 'advance':
        push(p.advanceToward(e, turn, dist));
        break;
      case 'group': {
        const group = component(e, all).slice(0, 6);
        if (group.length > 1) {
          const d = Math.min(...group.map((g) => p.distance(g, 'good')));
          const ids = group.map((g) => g.id);
          const moving = new Set(ids);
          const ratio = Math.min(...group.map((g) => p.goingRatio(g)));
          push(
            p.clipped(
              ids,
              (f) => {
                const c = Math.min(...group.map((g) => clearDistance(p.clear, g, g, d * f, false, moving)));
                return c < SHORTEST ? null : [{ kind: 'forward', distance: c }];
              },
              ratio,
            ),
          );
        } else push(p.advanceToward(e, turn, dist));
        break;
      }
      case 'wheel':
        if (Math.abs(turn) > 5) {
          const a = Math.max(-90, Math.min(90, turn));
          push(p.wheelShortened(e, a));
        }
        break;
      case 'line-up': {
        // line up: sidestep up to half the profile's base width toward the enemy's line, then advance
        const half = s.world.profile.baseWidth(s.world.tables) / 2;
        const want = Math.max(-half, Math.min(half, local.along));
        const only = new Set([e.id]);
        const side = Math.sign(want) * clearDistance(p.clear, e, e, want, true, only);
        if (Math.abs(side) < 1) break;
        const f = facingOf(e.heading);
        const at = elementAt(e, e.x - f.y * side, e.y + f.x * side, e.heading);
        push(
          p.clipped(
            [e.id],
            (kk) => {
              const d = clearDistance(p.clear, e, at, (dist - Math.abs(side)) * kk, false, only);
              return d < SHORTEST ? [{ kind: 'sidestep', distance: side }] : [{ kind: 'sidestep', distance: side }, { kind: 'forward', distance: d }];
            },
            p.goingRatio(e),
          ),
        );
        break;
      }
      case 'retire':
        push(p.straight(e, -dist * 0.5));
        break;
    }
  }
  return out;
}
