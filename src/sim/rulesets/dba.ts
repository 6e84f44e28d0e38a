/**
 * DBA's greedy agent, and DBA's plug-in with it added. The agent weighs each contact it could
 * make and each shot it could take by DBA's exact combat odds ({@link combatOdds}: every one of
 * the 36 die pairs through the game's own factor and outcome code), and otherwise advances the
 * element or group whose move closes most distance to the enemy, ending its moves when no
 * proposal gains anything. It plays on its view, where the dice to come are its own inventions.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { combatOdds, dba, dbaSim, type CombatOdds, type DbaCommand, type DbaState } from '../../rulesets/dba/index.js';
import type { DbxElement } from '../../rulesets/dbx/elements.js';
import { centreOf as centre } from '../../plane/base.js';
import { drawInt, fork } from '../../random/rng.js';
import type { Agent, AgentContext, RulesetSim } from '../types.js';

/** Proposals looked at per movement decision. */
const MOVE_SAMPLES = 12;

/** Expected net result for `a` of a fight: the enemy's bad outcomes minus its own (recoils count a quarter). */
function edge(o: CombatOdds): number {
  const bad = (x: CombatOdds['a']['outcomes']): number => x.destroyed + 0.6 * x.flee + 0.25 * x.recoil;
  return (bad(o.b.outcomes) - bad(o.a.outcomes)) / o.outOf;
}

/**
 * How good fighting `target` with `element` is, by the exact odds.
 * @rule dba close-combat
 * @rule dba combat-outcome
 */
function fightValue(s: DbaState, element: string, target: string, kind: 'close-combat' | 'shooting'): number {
  const o = combatOdds(s, element, target, kind);
  return o === null ? 0 : edge(o);
}

function activeOf(s: DbaState, side: string | null, not: string | null): DbxElement[] {
  const out: DbxElement[] = [];
  for (const id in s.elements) {
    const e = s.elements[id]!;
    if (e.status !== 'active' || e.camp) continue;
    if ((side !== null && e.side !== side) || (not !== null && e.side === not)) continue;
    out.push(e);
  }
  return out;
}

/** Total distance (paces) from `ids` to their nearest enemies. */
function closing(s: DbaState, ids: ReadonlyArray<string>, player: string): number {
  const enemies = activeOf(s, null, player).map(centre);
  let sum = 0;
  for (const id of ids) {
    const e = s.elements[id];
    if (e === undefined || e.status !== 'active') continue;
    const c = centre(e);
    let best = Infinity;
    for (const x of enemies) best = Math.min(best, Math.hypot(x.x - c.x, x.y - c.y));
    if (best < Infinity) sum += best;
  }
  return sum;
}

/** The value of a movement proposal: a good fight, or the distance it closes (per 100 paces). */
function moveValue(s: DbaState, c: DbaCommand, player: string): number {
  if (c.tag === 'contact') {
    // Only fights the odds favour; a flank or rear contact adds to them (and to the overlap).
    const v = fightValue(s, c.element, c.target, 'close-combat') + (c.edge === 'front' ? 0 : 0.3);
    return v > 0 ? 2 + 4 * v : 4 * v;
  }
  if (c.tag !== 'move' && c.tag !== 'move-group') return 0;
  const ids = c.tag === 'move' ? [c.element] : c.elements;
  const after = dba.apply(s, c);
  if (E.isLeft(after)) return -Infinity;
  return (closing(s, ids, player) - closing(after.right.state, ids, player)) / 100;
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
      const scored = proposals.map((c) => [c, moveValue(s, c, player)] as const);
      const best = pick(ctx, scored.filter(([, v]) => v > 0.05));
      return best ?? end;
    }
    const legal = ctx.legal();
    if (legal.length === 0) return null;
    if (s.phase.tag === 'shoot') {
      return pick(ctx, legal.map((c) => [c, c.tag === 'shoot' ? 0.1 + fightValue(s, c.shooter, c.target, 'shooting') : 0] as const));
    }
    return legal[drawInt(ctx.rng, 0, legal.length - 1).value]!;
  },
};

/** DBA's plug-in with the greedy agent added to its own. */
export const dbaSimWithGreedy: RulesetSim<unknown, DbaState, DbaCommand, unknown, unknown> = {
  ...(dbaSim as unknown as RulesetSim<unknown, DbaState, DbaCommand, unknown, unknown>),
  agents: { ...dbaSim.agents, greedy: dbaGreedyAgent },
};
