import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { aleaFromSeed, drawInt, type RngState } from '../../../../src/random/index.js';
import {
  meleeOdds,
  meleePreview,
  resolveMelee,
  type MeleeCardFace,
  type MeleeOdds,
  type MeleeResolutionInput,
} from '../../../../src/rulesets/dawn-of-battle/rules/10-melee/resolve/index.js';
import { card, exMachinaCard, formulaDeck, left, right } from './fixtures.js';

const sumExact = (odds: MeleeOdds): [bigint, bigint] => {
  let n = 0n;
  let d = 1n;
  for (const o of [...odds.outcomes.map((x) => x.exact), odds.unresolved.exact]) {
    const [on, od] = [BigInt(o[0]), BigInt(o[1])];
    n = n * od + on * d;
    d = d * od;
  }
  return [n, d];
};

/** `k` cards drawn without replacement from `pile` in random order (a partial Fisher–Yates). */
function drawTop(pile: ReadonlyArray<MeleeCardFace>, k: number, rng: RngState): { cards: MeleeCardFace[]; rng: RngState } {
  const a = [...pile];
  let r = rng;
  for (let i = 0; i < k && i < a.length; i++) {
    const d = drawInt(r, i, a.length - 1);
    r = d.rng;
    [a[i], a[d.value]] = [a[d.value]!, a[i]!];
  }
  return { cards: a.slice(0, k), rng: r };
}

describe('§10.2.5 exact melee odds', () => {
  it('counts a small case by hand', () => {
    // Attacker pile: a card reading d-D(0) at +1, and a plain card; defender pile: E at −1, and plain.
    const attacker = [card(1, 4, { 1: ['d-D', 0] }), card(2, 2)];
    const defender = [card(3, 3, { [-1]: ['E', 0] }), card(4, 5)];
    const ctx: MeleeResolutionInput = {
      strengths: { attacker: 1, defender: -1 },
      condition: { attacker: 'good', defender: 'disrupted' },
      morale: { attacker: { morale: 3 }, defender: { morale: 3 } },
    };
    const odds = right(meleeOdds(ctx, { attacker, defender }));
    // Attacker card 1 (½) hits with d-D; the defender's check die is the other defender card:
    // after card 3 it is 5 (fail → D), after card 4 it is 3 (pass → d). Defender card 3 (½) gives E.
    const p = (a: string, d: string) => odds.outcomes.find((o) => o.attacker === a && o.defender === d)?.exact;
    expect(p('E', 'D')).toEqual(['1', '4']);
    expect(p('n', 'd')).toEqual(['1', '4']);
    expect(p('E', 'n')).toEqual(['1', '4']);
    expect(p('n', 'n')).toEqual(['1', '4']);
    expect(odds.defender.D.exact).toEqual(['1', '4']);
    expect(odds.outcomes.find((o) => o.defender === 'D')?.defenderAfter).toBe('eliminated');
    expect(odds.exMachina.probability).toBe(0);
  });

  it('adds up to exactly 1 over a full deck, with and without ex Machina ties redrawn', () => {
    const deck = formulaDeck();
    for (const exMachinaTie of ['bothD', 'redraw'] as const) {
      const odds = right(
        meleeOdds(
          { strengths: { attacker: 3, defender: -1 }, condition: { attacker: 'good', defender: 'disrupted' }, morale: { attacker: { morale: 3 }, defender: { morale: 2 } }, exMachinaTie },
          deck,
        ),
      );
      const [n, d] = sumExact(odds);
      expect(n).toBe(d);
      expect(odds.exMachina.exact).toEqual(['71', '1296']); // 1 − (70/72)² = 284/5184
      if (exMachinaTie === 'bothD') expect(odds.unresolved.probability).toBe(0);
      else expect(odds.unresolved.probability).toBeLessThan(1e-6);
    }
  });

  it('refuses a pile too small to settle a melee without a reshuffle', () => {
    const ctx: MeleeResolutionInput = { strengths: { attacker: 0, defender: 0 }, condition: { attacker: 'good', defender: 'good' }, morale: { attacker: { morale: 3 }, defender: { morale: 3 } } };
    expect(left(meleeOdds(ctx, { attacker: [card(1, 1)], defender: formulaDeck() })).code).toBe('pile-too-small');
    expect(E.isRight(meleeOdds(ctx, { attacker: [card(1, 1)], defender: formulaDeck(), played: { attacker: exMachinaCard(71, 1) } }))).toBe(true);
  });

  describe('agrees with 100,000 simulated melees', () => {
    const deck = formulaDeck();
    const cases: Array<[string, MeleeResolutionInput]> = [
      ['+3 against −1, defender disrupted', { strengths: { attacker: 3, defender: -1 }, condition: { attacker: 'good', defender: 'disrupted' }, morale: { attacker: { morale: 3 }, defender: { morale: 2, drawModifier: 1 } } }],
      ['even, ties redrawn', { strengths: { attacker: 0, defender: 0 }, condition: { attacker: 'good', defender: 'good' }, morale: { attacker: { morale: 2 }, defender: { morale: 4 } }, exMachinaTie: 'redraw' }],
    ];
    for (const [name, ctx] of cases) {
      it(name, () => {
        const odds = right(meleeOdds(ctx, deck));
        const n = 100_000;
        const counts = new Map<string, number>();
        let rng: RngState = aleaFromSeed(`melee-odds ${name}`);
        for (let i = 0; i < n; i++) {
          const a = drawTop(deck, 12, rng);
          const d = drawTop(deck, 12, a.rng);
          rng = d.rng;
          const r = right(resolveMelee(ctx, { attacker: a.cards, defender: d.cards }));
          const k = `${r.attacker.result}|${r.defender.result}`;
          counts.set(k, (counts.get(k) ?? 0) + 1);
        }
        const exact = new Map(odds.outcomes.map((o) => [`${o.attacker}|${o.defender}`, o.probability]));
        for (const k of counts.keys()) expect(exact.has(k), `simulated outcome ${k} has exact odds`).toBe(true);
        for (const [k, p] of exact) {
          const f = (counts.get(k) ?? 0) / n;
          const sigma = Math.sqrt((p * (1 - p)) / n);
          expect(Math.abs(f - p), `${k}: simulated ${f}, exact ${p}`).toBeLessThanOrEqual(5 * sigma + 1e-9);
        }
      });
    }
  });
});

describe('§10.2.3 and §10.2.5 melee preview', () => {
  it('computes the strengths and the odds at those strengths', () => {
    const deck = formulaDeck();
    const situation = { condition: { attacker: 'good', defender: 'good' }, morale: { attacker: { morale: 3 }, defender: { morale: 3 } } } as const;
    const p = right(meleePreview({ attacker: { type: 'PX', strength: 6 }, defender: { type: 'MM', strength: 3 }, vector: 'flank', clash: { cells: [] } }, situation, deck));
    expect([p.strengths.attacker, p.strengths.defender]).toEqual([3, -3]);
    expect(p.odds).toEqual(right(meleeOdds({ ...situation, strengths: { attacker: 3, defender: -3 } }, deck)));
    expect(left(meleePreview({ attacker: { type: 'PX', strength: -6 }, defender: { type: 'MM', strength: 3 }, vector: 'flank', clash: { cells: [] } }, situation, deck)).code).toBe('bad-melee-input');
  });
});
