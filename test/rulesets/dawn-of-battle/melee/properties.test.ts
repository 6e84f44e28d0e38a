import { fc, test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect } from 'vitest';
import type { MeleeResult } from '../../../../src/rulesets/dawn-of-battle/data/formats.js';
import { applyResult, baseMeleeStrengths, meleeOdds, resolveMelee, type MeleeCardFace, type MeleeContext } from '../../../../src/rulesets/dawn-of-battle/rules/10-melee/resolve/index.js';
import { card, exMachinaCard, right } from './fixtures.js';

const results: MeleeResult[] = ['n', 'n-d', 'd', 'd-D', 'D', 'D-E', 'E'];
const arbCard = (n: number): fc.Arbitrary<MeleeCardFace> =>
  fc.oneof(
    { weight: 5, arbitrary: fc.tuple(fc.integer({ min: 1, max: 6 }), fc.array(fc.tuple(fc.constantFrom(...results), fc.integer({ min: -2, max: 2 })), { minLength: 13, maxLength: 13 })).map(([die, rows]) => card(n, die, Object.fromEntries(rows.map((r, i) => [i - 6, r])))) },
    { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 1, max: 6 }), fc.array(fc.integer({ min: -2, max: 3 }), { minLength: 13, maxLength: 13 })).map(([die, mods]) => exMachinaCard(n, die, Object.fromEntries(mods.map((m, i) => [i - 6, m])))) },
  );
const arbPile = (from: number) => fc.integer({ min: 2, max: 6 }).chain((k) => fc.tuple(...Array.from({ length: k }, (_, i) => arbCard(from + i))));
const arbInput = fc.record({
  strengths: fc.record({ attacker: fc.integer({ min: -6, max: 6 }), defender: fc.integer({ min: -6, max: 6 }) }),
  condition: fc.record({ attacker: fc.constantFrom('good', 'disrupted' as const), defender: fc.constantFrom('good', 'disrupted' as const) }),
  morale: fc.record({ attacker: fc.record({ morale: fc.integer({ min: 0, max: 6 }) }), defender: fc.record({ morale: fc.integer({ min: 0, max: 6 }) }) }),
  exMachinaTie: fc.constantFrom('bothD', 'redraw' as const),
});

describe('§10.2.3 melee arithmetic properties', () => {
  const arbUnit = fc.record({ type: fc.constantFrom('MI', 'KT', 'PK', 'LI', 'EL', 'CAMP'), strength: fc.integer({ min: 0, max: 9 }), leaderBonuses: fc.array(fc.nat(3), { maxLength: 2 }), done: fc.boolean(), impetuous: fc.boolean() });
  test.prop([arbUnit, arbUnit, fc.constantFrom('front', 'flank', 'rear' as const), fc.nat(4), fc.nat(4), fc.integer({ min: -3, max: 3 })])(
    'final strengths stay within ±6, the input is untouched, and the result survives JSON',
    (a, d, vector, ea, ed, bonus) => {
      const ctx: MeleeContext = {
        attacker: { ...a, strength: a.type === 'EL' ? 'opponent' : a.strength },
        defender: d,
        vector,
        clash: { cells: [] },
        exertion: { attacker: ea, defender: ed },
        eventBonuses: [{ target: 'defender', value: bonus, label: 'event' }],
      };
      const before = JSON.stringify(ctx);
      const r = right(baseMeleeStrengths(ctx));
      expect(JSON.stringify(ctx)).toBe(before);
      expect(Math.abs(r.attacker)).toBeLessThanOrEqual(6);
      expect(Math.abs(r.defender)).toBeLessThanOrEqual(6);
      expect(JSON.parse(JSON.stringify(r))).toEqual(r);
    },
  );
});

describe('§10.2.5 resolution and odds properties', () => {
  test.prop([arbInput, arbPile(1), arbPile(100)], { numRuns: 150 })('a resolved melee is one of the outcomes the odds give a positive chance', (input, a, d) => {
    const odds = right(meleeOdds(input, { attacker: a, defender: d }));
    const r = resolveMelee(input, { attacker: a, defender: d });
    if (E.isLeft(r)) {
      // Only a redraw run that empties a pile can run out of cards; the odds report that mass as unresolved.
      expect(r.left.code).toBe('more-cards-needed');
      expect(odds.unresolved.probability).toBeGreaterThan(0);
      return;
    }
    expect(r.right.attacker.after).toBe(applyResult(r.right.attacker.result, input.condition.attacker));
    expect(r.right.defender.after).toBe(applyResult(r.right.defender.result, input.condition.defender));
    const o = odds.outcomes.find((x) => x.attacker === r.right.attacker.result && x.defender === r.right.defender.result);
    expect(o?.probability ?? 0).toBeGreaterThan(0);
  });

  test.prop([arbInput, arbPile(1), arbPile(100)], { numRuns: 100 })('the odds add up to exactly 1 with the unresolved mass', (input, a, d) => {
    const odds = right(meleeOdds(input, { attacker: a, defender: d }));
    let n = 0n;
    let den = 1n;
    for (const [on, od] of [...odds.outcomes.map((x) => x.exact), odds.unresolved.exact]) {
      n = n * BigInt(od) + BigInt(on) * den;
      den *= BigInt(od);
    }
    expect(n).toBe(den);
    for (const role of ['attacker', 'defender'] as const) {
      const m = odds[role];
      expect(m.n.probability + m.d.probability + m.D.probability + m.E.probability + odds.unresolved.probability).toBeCloseTo(1, 12);
    }
  });
});
