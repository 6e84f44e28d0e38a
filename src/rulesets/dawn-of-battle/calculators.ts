/**
 * Pure previews a frontend can call without applying anything: a unit's movement range, line of
 * sight with its explanation, exact ranged-attack odds and rally odds from the cards left in the
 * decks. The odds read the full state (deck contents), so compute them on the side that holds it.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cite } from '../../core/citation.js';
import { violation, type RuleViolation } from '../../core/errors.js';
import { cardDef } from './rules/02-components/cards.js';
import { effectiveMorale, occupancy, terrainAt } from './query/derived.js';
import { TERRAIN } from './data/terrain.js';
import type { Hex } from './model/geometry.js';
import { distance } from './model/geometry.js';
import { legalCharges, legalMoves, moveEnv, type Reach } from './rules/07-movement/movement.js';
import { attackDraws, lineOfSight as los, whyCannotFire, type LosReport } from './rules/08-ranged/ranged.js';
import { rallyMode } from './rules/09-rally/rally.js';
import type { DobState, Side } from './model/state.js';
import { missileDefenseOf } from './rules/15-optional/impetuous.js';

function unknownUnit(id: string): E.Either<RuleViolation, never> {
  return E.left(violation('unknown-unit', `There is no unit "${id}" on the map.`, cite('strategos', 'calculators')));
}

/**
 * Where a unit could move now (§7): every reachable end hex and facing with a cheapest path,
 * charges included (`charge: true`); `selfDisrupt` previews its disrupted movement (§7.2).
 * @rule dawn-of-battle 7.1
 */
export function movementRange(s: DobState, unitId: string, selfDisrupt = false): E.Either<RuleViolation, ReadonlyArray<Reach>> {
  const u = s.units[unitId];
  if (u === undefined || u.where !== 'map') return unknownUnit(unitId);
  const probe = selfDisrupt ? { ...u, status: 'disrupted' as const } : u;
  const env = moveEnv(s, u.side);
  return E.right([...legalMoves(s, probe, env), ...(selfDisrupt ? [] : legalCharges(s, u, env))]);
}

/**
 * Line of sight between two hexes with the lines tried and what blocks them (§8.4).
 * @rule dawn-of-battle 8.4
 */
export function lineOfSight(s: DobState, from: Hex, to: Hex): LosReport {
  return los(s, from, to, occupancy(s));
}

/** Die-value counts (index 1..6) of the cards a side would draw from next. */
function dieCounts(s: DobState, side: Side, atLeast: number): number[] {
  const p = s.players[side];
  const pile = p.deck.drawPile.length >= atLeast ? p.deck.drawPile : [...p.deck.drawPile, ...p.deck.discardPile];
  const c = [0, 0, 0, 0, 0, 0, 0];
  for (const id of pile) c[cardDef(s, id).die]! += 1;
  return c;
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** Exact odds of a ranged attack and the factors behind them. */
export interface RangedOdds {
  readonly draws: number;
  readonly supporters: number;
  readonly defenseModifier: number;
  /** Probability the target is hit (disrupted, or eliminated if already disrupted). */
  readonly hit: number;
  readonly result: 'disrupt' | 'eliminate';
}

/**
 * Exact odds of a ranged attack (§8.5) from the cards left in both draw piles: the best of the
 * attacker's draws (without replacement) plus supporters against one defender draw plus missile
 * defense and terrain. When a pile holds fewer cards than needed the discard pile is counted in,
 * as the reshuffle would (§2.7.7) — then the figure is an approximation.
 * @rule dawn-of-battle 8.5
 */
export function rangedOdds(s: DobState, leadId: string, supporterIds: ReadonlyArray<string>, targetId: string): E.Either<RuleViolation, RangedOdds> {
  const lead = s.units[leadId];
  const target = s.units[targetId];
  if (lead === undefined || lead.where !== 'map') return unknownUnit(leadId);
  if (target === undefined || target.where !== 'map') return unknownUnit(targetId);
  const occ = occupancy(s);
  const why = whyCannotFire(s, lead, target, occ);
  if (why) return E.left(violation(why.code, why.message, cite('dawn-of-battle', why.section)));
  const draws = attackDraws(s, lead, distance(lead.hex!, target.hex!));
  const att = dieCounts(s, lead.side, draws);
  const n = att.reduce((a, b) => a + b, 0);
  const def = dieCounts(s, target.side, 1);
  const dn = def.reduce((a, b) => a + b, 0);
  const mod = missileDefenseOf(s, target) + TERRAIN[terrainAt(s, target.hex!)].missileDefense;
  // P(max of `draws` cards = k) from the hypergeometric counts.
  const pMax: number[] = [];
  let below = 0;
  let prevCdf = 0;
  for (let k = 1; k <= 6; k++) {
    below += att[k]!;
    const cdf = choose(below, draws) / choose(n, draws);
    pMax[k] = cdf - prevCdf;
    prevCdf = cdf;
  }
  let hit = 0;
  for (let k = 1; k <= 6; k++) {
    for (let d = 1; d <= 6; d++) {
      if (k + supporterIds.length > d + mod) hit += pMax[k]! * (def[d]! / dn);
    }
  }
  return E.right({ draws, supporters: supporterIds.length, defenseModifier: mod, hit, result: target.status === 'good' ? 'disrupt' : 'eliminate' });
}

/**
 * The chance a disrupted unit rallies (§9): 1 when automatic, otherwise the share of the next
 * draw's die values that pass the morale check (a 1 always passes).
 * @rule dawn-of-battle 9.1
 */
export function rallyOdds(s: DobState, unitId: string, opts: { formation: boolean; rallyModifier?: boolean }): E.Either<RuleViolation, number> {
  const u = s.units[unitId];
  if (u === undefined || u.where !== 'map') return unknownUnit(unitId);
  if (u.status !== 'disrupted') return E.right(1);
  const mode = rallyMode(s, u, opts.formation, opts.rallyModifier === true);
  if (mode.auto) return E.right(1);
  const c = dieCounts(s, u.side, 1);
  const n = c.reduce((a, b) => a + b, 0);
  const m = effectiveMorale(s, u.side);
  let ok = 0;
  for (let d = 1; d <= 6; d++) if (d === 1 || d + mode.modifiers <= m) ok += c[d]!;
  return E.right(ok / n);
}
