/**
 * Exact melee odds (§10.2.5, §14.6): the distribution of results for both units when each side
 * draws from the cards left in its draw pile, counted over every order those cards can come in.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cite } from '../../../core/citation.js';
import { violation, type RuleViolation } from '../../../core/errors.js';
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

/** A non-negative rational with bigint parts. */
interface Q {
  readonly n: bigint;
  readonly d: bigint;
}
const ZERO: Q = { n: 0n, d: 1n };
function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}
function norm(n: bigint, d: bigint): Q {
  if (n === 0n) return ZERO;
  const g = gcd(n, d);
  return g === 1n ? { n, d } : { n: n / g, d: d / g };
}
function add(a: Q, b: Q): Q {
  if (a.n === 0n) return b;
  if (b.n === 0n) return a;
  if (a.d === b.d) return norm(a.n + b.n, a.d);
  return norm(a.n * b.d + b.n * a.d, a.d * b.d);
}
function mul(a: Q, b: Q): Q {
  return norm(a.n * b.n, a.d * b.d);
}
function toChance(q: Q): ExactChance {
  // Scale before dividing so huge numerators and denominators still give an accurate float.
  const scaled = Number((q.n * 10n ** 18n) / q.d) / 1e18;
  return { probability: scaled, exact: [q.n.toString(), q.d.toString()] };
}

const RESULTS: ReadonlyArray<SettledResult> = ['n', 'd', 'D', 'E'];
type Dist = Map<string, Q>;
const key = (a: SettledResult, d: SettledResult): string => `${a}|${d}`;
function addTo(m: Dist, k: string, q: Q): void {
  if (q.n === 0n) return;
  m.set(k, add(m.get(k) ?? ZERO, q));
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
 * `context` is the same input as {@link resolveMelee} takes; a test checks these odds against
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

  const joint: Dist = new Map();
  let exMachinaMass: Q = ZERO;
  let unresolved: Q = ZERO;
  const redrawMemo = new Map<string, { dist: Dist; unresolved: Q }>();
  const pairWeight: Q = { n: 1n, d: BigInt(aFirst.length * dFirst.length) };

  // The distribution of one chart result against `target`, over that side's next card.
  const chartSide = (reader: MeleeRole, target: MeleeRole, card: MeleeCardFace, rest: number[]): E.Either<RuleViolation, Map<SettledResult, Q>> => {
    const entry = chartEntry(card, context.strengths[reader]);
    if (entry === null) return E.left(violation('no-chart-row', `Card ${card.number} has no melee row for strength ${context.strengths[reader]}.`, cite('dawn-of-battle', '2.7.3')));
    const out = new Map<SettledResult, Q>();
    if (!needsMoraleCheck(entry.result) || lone[target]) {
      const s = settleChartEntry(entry, context.condition[target], context.morale[target], null, lone[target]);
      if (E.isLeft(s)) return s;
      out.set(s.right.result, { n: 1n, d: 1n });
      return E.right(out);
    }
    const total = rest.reduce((a, b) => a + b, 0);
    for (let die = 1; die <= 6; die++) {
      const ways = rest[die] ?? 0;
      if (ways === 0) continue;
      const s = settleChartEntry(entry, context.condition[target], context.morale[target], die, false);
      if (E.isLeft(s)) return s;
      const r = s.right.result;
      out.set(r, add(out.get(r) ?? ZERO, norm(BigInt(ways), BigInt(total))));
    }
    return E.right(out);
  };

  // The duel over the next cards of both piles; under 'redraw' ties recurse on what is left.
  const duel = (mods: BothSides<number>, restA: number[], restD: number[], depth: number): { dist: Dist; unresolved: Q } => {
    const memoKey = `${mods.attacker},${mods.defender}|${restA.join(',')}|${restD.join(',')}|${depth}`;
    const hit = redrawMemo.get(memoKey);
    if (hit !== undefined) return hit;
    const dist: Dist = new Map();
    let lost: Q = ZERO;
    const totalA = restA.reduce((a, b) => a + b, 0);
    const totalD = restD.reduce((a, b) => a + b, 0);
    if (totalA === 0 || totalD === 0 || depth >= MAX_REDRAW_ROUNDS) {
      const r = { dist, unresolved: { n: 1n, d: 1n } };
      redrawMemo.set(memoKey, r);
      return r;
    }
    for (let a = 1; a <= 6; a++) {
      const wa = restA[a] ?? 0;
      if (wa === 0) continue;
      for (let d = 1; d <= 6; d++) {
        const wd = restD[d] ?? 0;
        if (wd === 0) continue;
        const p = norm(BigInt(wa * wd), BigInt(totalA * totalD));
        const o = exMachinaDuel(a + mods.attacker, d + mods.defender, context.exMachinaTie ?? 'bothD');
        if (o.kind === 'redraw') {
          const nextA = [...restA];
          nextA[a] = wa - 1;
          const nextD = [...restD];
          nextD[d] = wd - 1;
          const sub = duel(mods, nextA, nextD, depth + 1);
          for (const [k, q] of sub.dist) addTo(dist, k, mul(p, q));
          lost = add(lost, mul(p, sub.unresolved));
        } else {
          addTo(dist, key(o.attacker, o.defender), p);
        }
      }
    }
    const r = { dist, unresolved: lost };
    redrawMemo.set(memoKey, r);
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
        for (const [ar, aq] of onAttacker.right) {
          for (const [dr, dq] of onDefender.right) addTo(joint, key(ar, dr), mul(pairWeight, mul(aq, dq)));
        }
        continue;
      }
      exMachinaMass = add(exMachinaMass, pairWeight);
      const mA = exMachinaModifier(pre.chart.attacker, context.strengths.attacker);
      const mD = exMachinaModifier(pre.chart.defender, context.strengths.defender);
      if (mA === null || mD === null) return E.left(violation('no-chart-row', 'The ex Machina card has no die-modifier row for a melee strength.', cite('dawn-of-battle', '14.6.2')));
      const mods = { attacker: mA + (context.dieModifiers?.attacker ?? 0), defender: mD + (context.dieModifiers?.defender ?? 0) };
      const sub = duel(mods, a.rest, d.rest, 0);
      for (const [k, q] of sub.dist) addTo(joint, k, mul(pairWeight, q));
      unresolved = add(unresolved, mul(pairWeight, sub.unresolved));
    }
  }

  const outcomes: MeleeOutcomeChance[] = [...joint.entries()].map(([k, q]) => {
    const [ar, dr] = k.split('|') as [SettledResult, SettledResult];
    return {
      attacker: ar,
      defender: dr,
      attackerAfter: applyResult(ar, context.condition.attacker, lone.attacker),
      defenderAfter: applyResult(dr, context.condition.defender, lone.defender),
      ...toChance(q),
    };
  });
  outcomes.sort((x, y) => y.probability - x.probability || RESULTS.indexOf(x.attacker) - RESULTS.indexOf(y.attacker) || RESULTS.indexOf(x.defender) - RESULTS.indexOf(y.defender));
  const marginal = (role: MeleeRole): Record<SettledResult, ExactChance> => {
    const sums: Record<SettledResult, Q> = { n: ZERO, d: ZERO, D: ZERO, E: ZERO };
    for (const [k, q] of joint) {
      const [ar, dr] = k.split('|') as [SettledResult, SettledResult];
      const r = role === 'attacker' ? ar : dr;
      sums[r] = add(sums[r], q);
    }
    return { n: toChance(sums.n), d: toChance(sums.d), D: toChance(sums.D), E: toChance(sums.E) };
  };
  return E.right({
    outcomes,
    attacker: marginal('attacker'),
    defender: marginal('defender'),
    exMachina: toChance(exMachinaMass),
    unresolved: toChance(unresolved),
  });
}

function isPile(d: MeleeDecks | ReadonlyArray<MeleeCardFace>): d is ReadonlyArray<MeleeCardFace> {
  return Array.isArray(d);
}
