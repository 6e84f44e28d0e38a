/**
 * DBA's greedy agent, and DBA's plug-in with it added. The agent looks one command ahead: for
 * each proposal (the sampler's charges, advances, wheels, line-ups, group moves and retirements)
 * it takes the state the command leads to and weighs
 *
 * - the fights it is in: for every front-edge contact of its elements, the exact combat odds
 *   ({@link combatOdds}: all 36 die pairs through the game's own factor and outcome code), as
 *   the chance of the enemy being destroyed, fleeing or recoiling less its own, so a charge that
 *   adds a flank or overlap to a fight counts through the odds of that fight;
 * - the threats to each element it moved: an enemy close enough to reach it next bound, scored by
 *   that enemy's odds against it by troop type ({@link matchupOdds}), and the chances it will
 *   have next bound against enemies it can reach, so it avoids ending next to a bad matchup;
 * - its general: its losses count three times, so the general fights only at good odds and
 *   keeps out of reach of enemies that beat it;
 * - a small pull toward the enemy, so lines close in rather than wait.
 *
 * It ends its moves when no proposal improves on standing still. In close combat it resolves the
 * fight with the best odds first; it shoots where the odds are best. It plays on its view, where
 * the dice to come are its own inventions.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { combatOdds, dba, dbaSim, matchupOdds, type CombatOdds, type DbaCommand, type DbaState, type DbaTroopType } from '../../rulesets/dba/index.js';
import type { DbxElement } from '../../rulesets/dbx/elements.js';
import { frontPairs } from '../../rulesets/dbx/contact.js';
import { centreOf as centre } from '../../plane/base.js';
import { drawInt, fork } from '../../random/rng.js';
import type { Agent, AgentContext, RulesetKit } from '../../core/kit.js';
import { narrateDbaCommand } from './dba-narrator.js';

/** Proposals looked at per movement decision. */
const MOVE_SAMPLES = 10;
/** How much more a general's losses weigh than another element's. */
const GENERAL_WEIGHT = 3;
/** Weight of a threat an element ends within reach of (against the fights it is in, weight 1). */
const THREAT_WEIGHT = 0.6;
/** Weight of a chance an element ends within reach of. */
const CHANCE_WEIGHT = 0.25;
/** Value of closing 100 paces on the nearest enemy (not for the general). */
const PULL = 0.04;
/** A proposal must beat standing still by this much to be played. */
const THRESHOLD = 0.02;

type Counts = CombatOdds['a']['outcomes'];

/** How bad a set of outcomes is for the one suffering them: destroyed 1, flee 0.6, recoil 0.25, out of 1. */
function harm(x: Counts, outOf: number): number {
  return (x.destroyed + 0.6 * x.flee + 0.25 * x.recoil) / outOf;
}

/** The value of a fight for `a`'s side: the harm it does less the harm it takes, a general's weighted. */
function fightEdge(o: CombatOdds, a: DbxElement, b: DbxElement): number {
  return harm(o.b.outcomes, o.outOf) * (b.general ? GENERAL_WEIGHT : 1) - harm(o.a.outcomes, o.outOf) * (a.general ? GENERAL_WEIGHT : 1);
}

const typeEdges = new Map<string, number>();

/** `a`'s value attacking `b` by troop type alone, in open ground (memoised: a pure function of the types). */
function typeEdge(a: DbaTroopType, b: DbaTroopType): number {
  const k = `${a}|${b}`;
  let v = typeEdges.get(k);
  if (v === undefined) {
    const o = matchupOdds({ a, b });
    v = o === null ? 0 : harm(o.b.outcomes, o.outOf) - harm(o.a.outcomes, o.outOf);
    typeEdges.set(k, v);
  }
  return v;
}

/**
 * The value of the fights `player`'s elements are in, counting only fights with an element
 * within `near` paces of one of `around` (all fights when `around` is null).
 * @rule dba close-combat
 * @rule dba combat-outcome
 */
function fightsValue(s: DbaState, player: string, around: ReadonlyArray<DbxElement> | null = null, near = 400): number {
  let v = 0;
  const all = activeOf(s, null, null);
  const close = (e: DbxElement) => around === null || around.some((m) => Math.abs(m.x - e.x) <= near && Math.abs(m.y - e.y) <= near);
  for (const [x, y] of frontPairs(all)) {
    const a = s.elements[x]!;
    const b = s.elements[y]!;
    const [mine, theirs] = a.side === player ? [a, b] : [b, a];
    if (mine.camp || !(close(mine) || close(theirs))) continue;
    const o = combatOdds(s, mine.id, theirs.id, 'close-combat');
    if (o !== null) v += fightEdge(o, mine, theirs);
  }
  return v;
}

function activeOf(s: DbaState, side: string | null, not: string | null): DbxElement[] {
  const out: DbxElement[] = [];
  for (const id in s.elements) {
    const e = s.elements[id]!;
    if (e.status !== 'active') continue;
    if ((side !== null && e.side !== side) || (not !== null && e.side === not)) continue;
    out.push(e);
  }
  return out;
}

/** Centre distance less both bases' depths: a cheap stand-in for the gap between two elements. */
function roughGap(a: DbxElement, b: DbxElement): number {
  const p = centre(a);
  const q = centre(b);
  return Math.hypot(p.x - q.x, p.y - q.y) - (a.depth + b.depth) / 2;
}

/**
 * What an element standing where it stands can expect next: the worst odds an enemy that could
 * reach it would have against it (a threat), and the best odds it would have against an enemy it
 * could reach (a chance). Elements in front contact are valued by their fights instead.
 * @rule dba move-distances
 */
function exposure(s: DbaState, e: DbxElement, enemies: ReadonlyArray<DbxElement>): number {
  if (e.camp) return 0;
  let threat = 0;
  let chance = 0;
  const own = s.data.moves[e.type as DbaTroopType].good;
  for (const x of enemies) {
    if (x.camp) continue;
    const gap = roughGap(e, x);
    const reach = s.data.moves[x.type as DbaTroopType].good + 40;
    if (gap <= reach) threat = Math.max(threat, typeEdge(x.type as DbaTroopType, e.type as DbaTroopType) * (e.general ? GENERAL_WEIGHT : 1));
    if (gap <= own + 40) chance = Math.max(chance, typeEdge(e.type as DbaTroopType, x.type as DbaTroopType));
  }
  return CHANCE_WEIGHT * chance - THREAT_WEIGHT * threat;
}

function inContact(s: DbaState, id: string): boolean {
  const all = activeOf(s, null, null);
  return frontPairs(all).some(([a, b]) => a === id || b === id);
}

/** Distance from an element to its nearest enemy (centres). */
function nearest(e: DbxElement, enemies: ReadonlyArray<DbxElement>): number {
  const c = centre(e);
  let best = Infinity;
  for (const x of enemies) {
    const d = centre(x);
    best = Math.min(best, Math.hypot(d.x - c.x, d.y - c.y));
  }
  return best;
}

/**
 * The gain of playing `c` now over standing still: the change in the value of the fights, the
 * change in the exposure of the elements it moves, and the pull toward the enemy.
 * @rule dba tactical-moves
 * @rule dba close-combat
 */
function moveGain(s: DbaState, c: DbaCommand, player: string): number {
  if (c.tag !== 'move' && c.tag !== 'move-group' && c.tag !== 'contact') return -Infinity;
  const step = dba.apply(s, c);
  if (E.isLeft(step)) return -Infinity;
  const next = step.right.state;
  const ids = c.tag === 'move' || c.tag === 'contact' ? [c.element] : c.elements;
  // only fights near where the moved elements were or are can change
  const around = ids.flatMap((id) => [s.elements[id]!, next.elements[id]!]);
  let gain = fightsValue(next, player, around) - fightsValue(s, player, around);
  const enemiesBefore = activeOf(s, null, player);
  const enemiesAfter = activeOf(next, null, player);
  for (const id of ids) {
    const was = s.elements[id]!;
    const now = next.elements[id]!;
    const wasExposure = inContact(s, id) ? 0 : exposure(s, was, enemiesBefore);
    const nowExposure = now.status !== 'active' || inContact(next, id) ? 0 : exposure(next, now, enemiesAfter);
    gain += nowExposure - wasExposure;
    if (!was.general && now.status === 'active') gain += (PULL * (nearest(was, enemiesBefore) - nearest(now, enemiesAfter))) / 100;
  }
  return gain;
}

function pick<C>(ctx: AgentContext<DbaState, DbaCommand>, scored: ReadonlyArray<readonly [C, number]>): C | null {
  let best = -Infinity;
  let ones: C[] = [];
  for (const [c, v] of scored) {
    if (v > best + 1e-9) {
      best = v;
      ones = [c];
    } else if (Math.abs(v - best) <= 1e-9) ones.push(c);
  }
  return ones.length === 0 ? null : ones[drawInt(fork(ctx.rng, 'tie'), 0, ones.length - 1).value]!;
}

/**
 * DBA's greedy agent (see the module comment).
 * @rule dba close-combat
 * @rule dba sequence-of-play
 * @rule dba distant-shooting
 */
export const dbaGreedyAgent: Agent<DbaState, DbaCommand> = {
  name: 'greedy',
  choose(ctx) {
    const s = ctx.state;
    const player = ctx.player;
    if (s.phase.tag === 'move') {
      const end: DbaCommand = { tag: 'end-moves', player };
      if (s.phase.pips <= s.phase.pipsUsed) return end;
      const proposals = ctx.sample(MOVE_SAMPLES, fork(ctx.rng, 'sample'));
      const scored = proposals.map((c) => [c, moveGain(s, c, player)] as const);
      const best = pick(ctx, scored.filter(([, v]) => v > THRESHOLD));
      return best ?? end;
    }
    const legal = ctx.legal();
    if (legal.length === 0) return null;
    if (s.phase.tag === 'shoot') {
      return pick(
        ctx,
        legal.map((c): readonly [DbaCommand, number] => {
          if (c.tag !== 'shoot') return [c, 0];
          const o = combatOdds(s, c.shooter, c.target, 'shooting');
          return [c, o === null ? 0 : 0.1 + harm(o.b.outcomes, o.outOf) - harm(o.a.outcomes, o.outOf) + 0.05 * c.aiding.length];
        }),
      );
    }
    if (s.phase.tag === 'combat') {
      // the fights with the best odds first: a win there may recoil an enemy out of another fight
      return pick(
        ctx,
        legal.map((c): readonly [DbaCommand, number] => {
          if (c.tag !== 'resolve-combat') return [c, -Infinity];
          const a = s.elements[c.a]!;
          const [mine, theirs] = a.side === player ? [c.a, c.b] : [c.b, c.a];
          const o = combatOdds(s, mine, theirs, 'close-combat');
          return [c, o === null ? 0 : fightEdge(o, s.elements[mine]!, s.elements[theirs]!)];
        }),
      );
    }
    return legal[drawInt(ctx.rng, 0, legal.length - 1).value]!;
  },
};

/** DBA's plug-in with the greedy agent added to its own, and its commands narrated ({@link narrateDbaCommand}). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const dbaSimWithGreedy: RulesetKit<unknown, DbaState, any, any, unknown> = {
  ...(dbaSim as unknown as RulesetKit<unknown, DbaState, any, any, unknown>),
  agents: { ...dbaSim.agents, greedy: dbaGreedyAgent },
  // DBA's plug-in narrates events; commands are told in sentences here.
  narrator: { ...dbaSim.narrator!, command: (c: DbaCommand, ctx: { readonly state: DbaState; readonly player: string }) => narrateDbaCommand(c, ctx) },
};
