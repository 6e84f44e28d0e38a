/**
 * Exact melee odds (§10.2.5, §14.6): the distribution of results for both units when each side
 * draws from the cards left in its draw pile, counted over every order those cards can come in.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cite } from '../../../../../core/citation.js';
import { violation, type RuleViolation } from '../../../../../core/errors.js';
import {
  applyResult,
  chartEntry,
  needsMoraleCheck,
  settleChartEntry,
  type MeleeCardFace,
  type SettledResult,
  type UnitFate,
} from './chart.js';
import { exMachinaDuel, exMachinaModifier, exMachinaPreemption } from './ex-machina.js';
import type { BothSides, MeleeResolutionInput } from './resolve.js';
import type { MeleeRole } from './strengths.js';

/** A probability: as a float, and exactly as a reduced fraction of two decimal integer strings. */
export interface ExactChance {
  readonly probability: number;
  readonly exact: readonly [numerator: string, denominator: string];
}

/** One joint outcome of a melee: what each unit suffers, its condition after, and the chance. */
export interface MeleeOutcomeChance extends ExactChance {
  readonly attacker: SettledResult;
  readonly defender: SettledResult;
  readonly attackerAfter: UnitFate;
  readonly defenderAfter: UnitFate;
}

/** The draw piles each side's cards come from (top first; the order does not matter for odds). */
export interface MeleeDecks {
  readonly attacker: ReadonlyArray<MeleeCardFace>;
  readonly defender: ReadonlyArray<MeleeCardFace>;
  /** An ex Machina card played from a side's hand instead of its melee draw (§14.6). */
  readonly played?: Partial<BothSides<MeleeCardFace>>;
}

/** The result of {@link meleeOdds}. */
export interface MeleeOdds {
  /** Every joint outcome with a positive chance, most likely first. */
  readonly outcomes: ReadonlyArray<MeleeOutcomeChance>;
  /** Each unit's result on its own. */
  readonly attacker: Readonly<Record<SettledResult, ExactChance>>;
  readonly defender: Readonly<Record<SettledResult, ExactChance>>;
  /** The chance that an ex Machina card turns the melee into a die duel. */
  readonly exMachina: ExactChance;
  /**
   * With the `'redraw'` tie ruling: the chance that ties keep coming until a draw pile runs dry
   * or {@link MAX_REDRAW_ROUNDS} rounds (the reshuffle that follows depends on the discards, which
   * odds do not see). Always 0 with `'bothD'`.
   */
  readonly unresolved: ExactChance;
}

/** The most ex Machina rounds followed under the redraw ruling; the rest is `unresolved`. */
export const MAX_REDRAW_ROUNDS = 8;

function gcd(a: bigint, b: bigint): bigint {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}
/** `ways / outOf` as an {@link ExactChance}, reduced. */
function toChance(ways: bigint, outOf: bigint): ExactChance {
  if (ways === 0n) return { probability: 0, exact: ['0', '1'] };
  const g = gcd(ways, outOf);
  const [n, d] = [ways / g, outOf / g];
  // Scale before dividing so huge numerators and denominators still give an accurate float.
  return { probability: Number((n * 10n ** 18n) / d) / 1e18, exact: [n.toString(), d.toString()] };
}

const RESULTS: ReadonlyArray<SettledResult> = ['n', 'd', 'D', 'E'];
/** Joint outcome → number of equally likely draw sequences giving it. */
type Ways = Map<string, bigint>;
const key = (a: SettledResult, d: SettledResult): string => `${a}|${d}`;
function addTo(m: Ways, k: string, w: bigint): void {
  if (w === 0n) return;
  m.set(k, (m.get(k) ?? 0n) + w);
}

/** Die-value counts 1..6 of a pile (index 0 unused). */
function dieCounts(pile: ReadonlyArray<MeleeCardFace>): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const c of pile) counts[c.die] = (counts[c.die] ?? 0) + 1;
  return counts;
}

/**
 * The exact distribution of melee results for both units (§10.2.5, §14.6), from the cards left in
 * each side's draw pile: the melee card is any card of the pile, equally likely, and every later
 * draw (morale checks, ex Machina dice) is any card left after it. Each outcome is counted
 * exactly over all orders, as a reduced fraction.
 *
 * `context` is the same input as `resolveMelee` (strategos/dawn-of-battle) takes; a test checks these odds against
 * simulated melees. Left when a pile is too small to settle a melee without a reshuffle (fewer
 * than two cards, or one when the side plays its melee card from its hand), or a card lacks a
 * needed row.
 * @rule dawn-of-battle 10.2.5
 * @rule dawn-of-battle 14.6
 */
export function meleeOdds(context: MeleeResolutionInput, decks: MeleeDecks | ReadonlyArray<MeleeCardFace>): E.Either<RuleViolation, MeleeOdds> {
  const piles: MeleeDecks = isPile(decks) ? { attacker: decks, defender: decks } : decks;
  for (const role of ['attacker', 'defender'] as const) {
    const needed = piles.played?.[role] === undefined ? 2 : 1;
    if (piles[role].length < needed) {
      return E.left(violation('pile-too-small', `The ${role}'s draw pile has ${piles[role].length} cards; odds need at least ${needed} so no reshuffle (§2.7.7) can intervene.`, cite('dawn-of-battle', '2.7.7')));
    }
    for (const [i, c] of piles[role].entries()) {
      if (!Number.isInteger(c.die) || c.die < 1 || c.die > 6) return E.left(violation('bad-card', `${role} pile [${i}]: card ${c.number} has die ${String(c.die)}, expected 1..6.`, cite('dawn-of-battle', '2.7.2')));
    }
  }
  const lone = { attacker: context.loneLeader?.attacker === true, defender: context.loneLeader?.defender === true };
  const firstChoices = (role: MeleeRole): Array<{ card: MeleeCardFace; rest: number[] }> => {
    const played = piles.played?.[role];
    const all = dieCounts(piles[role]);
    if (played !== undefined) return [{ card: played, rest: all }];
    return piles[role].map((card) => {
      const rest = [...all];
      rest[card.die] = (rest[card.die] ?? 0) - 1;
      return { card, rest };
    });
  };
  const aFirst = firstChoices('attacker');
  const dFirst = firstChoices('defender');

  // Every sequence of draws is counted over the same number of equally likely orders: the first
  // card of each pile, then `rounds` later draws from each (one round for a morale check or a
  // duel; up to MAX_REDRAW_ROUNDS duels when ties are redrawn). A branch that ends early counts
  // every continuation, so all counts share one denominator and no fractions are needed.
  const restTotal = { attacker: aFirst[0]!.rest.reduce((x, y) => x + y, 0), defender: dFirst[0]!.rest.reduce((x, y) => x + y, 0) };
  const redraw = (context.exMachinaTie ?? 'bothD') === 'redraw';
  const rounds = redraw ? Math.min(MAX_REDRAW_ROUNDS, restTotal.attacker, restTotal.defender) : 1;
  /** Orders of the draws from round `k` on. */
  const tail: bigint[] = [];
  tail[rounds] = 1n;
  for (let k = rounds - 1; k >= 0; k--) tail[k] = BigInt((restTotal.attacker - k) * (restTotal.defender - k)) * tail[k + 1]!;
  const outOf = BigInt(aFirst.length * dFirst.length) * tail[0]!;

  const joint: Ways = new Map();
  let exMachinaWays = 0n;
  let unresolvedWays = 0n;

  // One chart result against `target`: counts over the target side's next card (out of its rest).
  const chartSide = (reader: MeleeRole, target: MeleeRole, card: MeleeCardFace, rest: number[]): E.Either<RuleViolation, Map<SettledResult, bigint>> => {
    const entry = chartEntry(card, context.strengths[reader]);
    if (entry === null) return E.left(violation('no-chart-row', `Card ${card.number} has no melee row for strength ${context.strengths[reader]}.`, cite('dawn-of-battle', '2.7.3')));
    const out = new Map<SettledResult, bigint>();
    if (!needsMoraleCheck(entry.result) || lone[target]) {
      const settled = settleChartEntry(entry, context.condition[target], context.morale[target], null, lone[target]);
      if (E.isLeft(settled)) return settled;
      out.set(settled.right.result, BigInt(restTotal[target]));
      return E.right(out);
    }
    for (let die = 1; die <= 6; die++) {
      const ways = rest[die] ?? 0;
      if (ways === 0) continue;
      const settled = settleChartEntry(entry, context.condition[target], context.morale[target], die, false);
      if (E.isLeft(settled)) return settled;
      const r = settled.right.result;
      out.set(r, (out.get(r) ?? 0n) + BigInt(ways));
    }
    return E.right(out);
  };

  // The duel from round `depth` on, counted out of tail[depth]; ties recurse under 'redraw'.
  const memo = new Map<string, { ways: Ways; unresolved: bigint }>();
  const duel = (mods: BothSides<number>, restA: number[], restD: number[], depth: number): { ways: Ways; unresolved: bigint } => {
    if (depth >= rounds) return { ways: new Map(), unresolved: 1n };
    const memoKey = `${mods.attacker},${mods.defender}|${restA.join(',')}|${restD.join(',')}`;
    const hit = memo.get(memoKey);
    if (hit !== undefined) return hit;
    const ways: Ways = new Map();
    let lost = 0n;
    for (let a = 1; a <= 6; a++) {
      const wa = restA[a] ?? 0;
      if (wa === 0) continue;
      for (let d = 1; d <= 6; d++) {
        const wd = restD[d] ?? 0;
        if (wd === 0) continue;
        const w = BigInt(wa * wd);
        const o = exMachinaDuel(a + mods.attacker, d + mods.defender, context.exMachinaTie ?? 'bothD');
        if (o.kind !== 'redraw') {
          addTo(ways, key(o.attacker, o.defender), w * tail[depth + 1]!);
          continue;
        }
        const nextA = [...restA];
        nextA[a] = wa - 1;
        const nextD = [...restD];
        nextD[d] = wd - 1;
        const sub = duel(mods, nextA, nextD, depth + 1);
        for (const [k, v] of sub.ways) addTo(ways, k, w * v);
        lost += w * sub.unresolved;
      }
    }
    const r = { ways, unresolved: lost };
    memo.set(memoKey, r);
    return r;
  };

  for (const a of aFirst) {
    for (const d of dFirst) {
      const pre = exMachinaPreemption(a.card, d.card);
      if (pre === null) {
        const onDefender = chartSide('attacker', 'defender', a.card, d.rest);
        if (E.isLeft(onDefender)) return onDefender;
        const onAttacker = chartSide('defender', 'attacker', d.card, a.rest);
        if (E.isLeft(onAttacker)) return onAttacker;
        for (const [ar, aw] of onAttacker.right) {
          for (const [dr, dw] of onDefender.right) addTo(joint, key(ar, dr), aw * dw * tail[1]!);
        }
        continue;
      }
      exMachinaWays += tail[0]!;
      const mA = exMachinaModifier(pre.chart.attacker, context.strengths.attacker);
      const mD = exMachinaModifier(pre.chart.defender, context.strengths.defender);
      if (mA === null || mD === null) return E.left(violation('no-chart-row', 'The ex Machina card has no die-modifier row for a melee strength.', cite('dawn-of-battle', '14.6.2')));
      const mods = { attacker: mA + (context.dieModifiers?.attacker ?? 0), defender: mD + (context.dieModifiers?.defender ?? 0) };
      const sub = duel(mods, a.rest, d.rest, 0);
      for (const [k, w] of sub.ways) addTo(joint, k, w);
      unresolvedWays += sub.unresolved;
    }
  }

  const outcomes: MeleeOutcomeChance[] = [...joint.entries()].map(([k, w]) => {
    const [ar, dr] = k.split('|') as [SettledResult, SettledResult];
    return {
      attacker: ar,
      defender: dr,
      attackerAfter: applyResult(ar, context.condition.attacker, lone.attacker),
      defenderAfter: applyResult(dr, context.condition.defender, lone.defender),
      ...toChance(w, outOf),
    };
  });
  outcomes.sort((x, y) => y.probability - x.probability || RESULTS.indexOf(x.attacker) - RESULTS.indexOf(y.attacker) || RESULTS.indexOf(x.defender) - RESULTS.indexOf(y.defender));
  const marginal = (role: MeleeRole): Record<SettledResult, ExactChance> => {
    const sums: Record<SettledResult, bigint> = { n: 0n, d: 0n, D: 0n, E: 0n };
    for (const [k, w] of joint) {
      const [ar, dr] = k.split('|') as [SettledResult, SettledResult];
      sums[role === 'attacker' ? ar : dr] += w;
    }
    return { n: toChance(sums.n, outOf), d: toChance(sums.d, outOf), D: toChance(sums.D, outOf), E: toChance(sums.E, outOf) };
  };
  return E.right({
    outcomes,
    attacker: marginal('attacker'),
    defender: marginal('defender'),
    exMachina: toChance(exMachinaWays, outOf),
    unresolved: toChance(unresolvedWays, outOf),
  });
}

function isPile(d: MeleeDecks | ReadonlyArray<MeleeCardFace>): d is ReadonlyArray<MeleeCardFace> {
  return Array.isArray(d);
}
