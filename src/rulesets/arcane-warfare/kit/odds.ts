/**
 * Arcane Warfare's odds calculator for `strategos odds`: the exact result of one close-combat or
 * shooting round between two unit types, over the 36 throws of the two dice, through the game's
 * own scoring (Exploit, Protected, Armour).
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { OddsHook, OddsReport, OddsRow } from '../../../core/kit.js';
import { rule } from '../data/cite.js';
import { SHOOTING_MODIFIERS, rangeOf } from '../data/shooting.js';
import { FRONTAGE, statsOf, type UnitStats } from '../data/units.js';
import type { ArcaneUnit } from '../model/state.js';
import { score } from '../rules/08-shooting/resolve.js';

/** What the odds are asked for. */
export interface ArcaneMatchup {
  /** Type codes (`SpM`, `BwMe`, ...): the first fights, or shoots, at the second. */
  readonly a: string;
  readonly b: string;
  /** Pre-roll modifiers beyond the basic factor (support, terrain, Rear Shot, ...). */
  readonly aPlus: number;
  readonly bPlus: number;
  /** A shooting round (the first shoots) rather than close combat. */
  readonly shoot: boolean;
  /** In shooting: the target shoots back. */
  readonly back: boolean;
  /** In shooting: the target is Protected (§8.4). */
  readonly protect: boolean;
}

/** Counts out of 36 by the score difference, from the first unit's side (positive: it wins). */
export interface MatchupOdds {
  readonly factors: readonly [number, number];
  readonly byDifference: ReadonlyMap<number, number>;
}

const unitOf = (id: string, type: string, s: UnitStats): ArcaneUnit => ({ id, side: id, type, x: 0, y: 0, heading: 90, width: FRONTAGE, depth: s.depth, ally: null, status: 'active', orderedBy: null, impulses: 0, cumbersomePaid: false });

/**
 * The exact counts of each score difference for a matchup, or a reason it cannot be computed.
 * Basic factors by the opponent's class (§7.3), Slow Shot +1 against close order when shooting
 * (§8.4), then the round scored as the game scores it (§7.3, §8.5, §11.1).
 * @rule arcane-warfare 7.3
 * @rule arcane-warfare 8.4
 * @rule arcane-warfare 8.5
 * @rule arcane-warfare 11.1
 */
export function arcaneMatchupOdds(m: ArcaneMatchup): E.Either<string, MatchupOdds> {
  const as = statsOf(m.a);
  const bs = statsOf(m.b);
  if (typeof as === 'string') return E.left(as);
  if (typeof bs === 'string') return E.left(bs);
  if (m.shoot && rangeOf(as) === null) return E.left(`${m.a} does not shoot (§8).`);
  if (m.shoot && m.back && rangeOf(bs) === null) return E.left(`${m.b} cannot shoot back (§8).`);
  const a = unitOf('a', m.a, as);
  const b = unitOf('b', m.b, bs);
  const slow = (x: UnitStats, e: UnitStats, shooting: boolean) => (shooting && x.characteristics.includes('Slow Shot') && e.closeOrder ? SHOOTING_MODIFIERS.slowShotVsCloseOrder : 0);
  const fa = (bs.mounted ? as.vsMounted : as.vsFoot) + m.aPlus + slow(as, bs, m.shoot);
  const fb = (as.mounted ? bs.vsMounted : bs.vsFoot) + m.bPlus + slow(bs, as, m.shoot && m.back);
  const by = new Map<number, number>();
  for (let da = 1; da <= 6; da++) {
    for (let db = 1; db <= 6; db++) {
      const r = score({ shooter: a, target: b, fa: { value: fa, terms: [] }, fb: { value: fb, terms: [] }, da, db, returned: m.shoot && m.back, protect: m.shoot && m.protect, close: !m.shoot });
      const d = r.scores.a! - r.scores.b!;
      by.set(d, (by.get(d) ?? 0) + 1);
    }
  }
  return E.right({ factors: [fa, fb], byDifference: by });
}

const MODIFIER = /^([ab])([+-]\d+)$/;

/**
 * Parses `SpM KnM [shoot] [back] [protected] [a+1] [b-1]` and reports each side's chance of
 * winning by each margin (the margin is the loser's break value before its other terms, §9.2)
 * and of a draw, out of 36.
 * @rule arcane-warfare 7.3
 * @rule arcane-warfare 8.5
 * @rule arcane-warfare 9.2
 */
export function arcaneOddsReport(args: ReadonlyArray<string>): E.Either<string, OddsReport> {
  const flags = new Set(['shoot', 'back', 'protected']);
  const types = args.filter((x) => !flags.has(x) && !MODIFIER.test(x));
  if (types.length !== 2) return E.left('Name two unit types, e.g. "SpM KnM", optionally with shoot, back, protected, a+N, b+N.');
  let aPlus = 0;
  let bPlus = 0;
  for (const x of args) {
    const mm = MODIFIER.exec(x);
    if (mm === null) continue;
    if (mm[1] === 'a') aPlus += Number(mm[2]);
    else bPlus += Number(mm[2]);
  }
  const m: ArcaneMatchup = { a: types[0]!, b: types[1]!, aPlus, bPlus, shoot: args.includes('shoot'), back: args.includes('back'), protect: args.includes('protected') };
  const o = arcaneMatchupOdds(m);
  if (E.isLeft(o)) return o;
  const rows: OddsRow[] = [...o.right.byDifference.entries()]
    .sort((x, y) => y[0] - x[0])
    .map(([d, n]) => ({ label: d === 0 ? 'draw' : d > 0 ? `${m.a} wins by ${d}` : `${m.b} wins by ${-d}`, probability: n / 36, exact: `${n}/36` }));
  return E.right({
    title: `${m.a} (${o.right.factors[0]}) ${m.shoot ? 'shooting at' : 'against'} ${m.b} (${o.right.factors[1]})${m.shoot ? (m.back ? ', shooting back' : ', not shooting back') : ''}`,
    rows,
    citations: m.shoot ? [rule('8.4'), rule('8.5'), rule('11.1')] : [rule('7.3'), rule('11.1')],
    notes: ['Factors are the basic factors by the opponent\'s class plus a+N / b+N (support, terrain, Rear Shot, ...) and, shooting, Slow Shot against close order.'],
  });
}

/** The odds hook of Arcane Warfare's kit. */
export const arcaneOdds: OddsHook = { usage: 'SpM KnM [shoot] [back] [protected] [a+N] [b+N]', compute: arcaneOddsReport };
