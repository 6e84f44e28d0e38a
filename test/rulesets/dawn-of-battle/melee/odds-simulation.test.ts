// §10.2.5 / §14.6: the exact melee odds against 100,000 simulated melees. Each simulated melee
// shuffles the top of both draw piles (a partial Fisher–Yates on a fixed-seed generator) and
// resolves with resolveMelee; every joint outcome's count must lie within 5 standard deviations
// of 100,000 × its exact probability, and no outcome the odds rule out may occur.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { meleeOdds, resolveMelee, type MeleeCardFace, type MeleeResolutionInput } from '../../../../src/rulesets/dawn-of-battle/rules/10-melee/resolve/index.js';
import { aleaFromSeed, drawInt, type RngState } from '../../../../src/random/index.js';
import { formulaDeck, right } from './fixtures.js';

const N = 100_000;
const TOP = 12; // cards a melee can use: melee card, morale checks, ex Machina die rounds

function shuffleTop(deck: MeleeCardFace[], rng: RngState): RngState {
  let r = rng;
  for (let i = 0; i < TOP; i++) {
    const d = drawInt(r, i, deck.length - 1);
    r = d.rng;
    const j = d.value;
    const t = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = t;
  }
  return r;
}

function simulate(input: MeleeResolutionInput, seed: string): Map<string, number> {
  const a = formulaDeck();
  const d = formulaDeck();
  let rng: RngState = aleaFromSeed(seed);
  const counts = new Map<string, number>();
  for (let k = 0; k < N; k++) {
    rng = shuffleTop(a, rng);
    rng = shuffleTop(d, rng);
    const r = resolveMelee(input, { attacker: a.slice(0, TOP), defender: d.slice(0, TOP) });
    if (E.isLeft(r)) throw new Error(r.left.message);
    const key = `${r.right.attacker.result}/${r.right.defender.result}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

describe('§10.2.5 meleeOdds against 100,000 simulated melees', () => {
  const cases: Array<[string, MeleeResolutionInput]> = [
    ['−1 against +1, defender disrupted, morale 2 and 4', {
      strengths: { attacker: -1, defender: 1 }, condition: { attacker: 'good', defender: 'disrupted' }, morale: { attacker: { morale: 2 }, defender: { morale: 4 } },
    }],
  ];
  for (const [name, input] of cases) {
    it(`${name}: every joint outcome within 5σ`, () => {
      const odds = right(meleeOdds(input, formulaDeck()));
      const counts = simulate(input, `odds-${name}`);
      const expected = new Map(odds.outcomes.map((o) => [`${o.attacker}/${o.defender}`, o.probability]));
      for (const [key, n] of counts) expect(expected.has(key), `${key} occurred but has no chance`).toBe(true);
      for (const [key, p] of expected) {
        const n = counts.get(key) ?? 0;
        const sigma = Math.sqrt(N * p * (1 - p));
        expect(Math.abs(n - N * p), `${key}: ${n} against ${(N * p).toFixed(1)} (σ ${sigma.toFixed(1)})`).toBeLessThanOrEqual(5 * sigma + 1);
      }
      // The ex Machina cards (71, 72) are in play: the odds see them and so does the simulation.
      expect(odds.exMachina.probability).toBeGreaterThan(0);
    });
  }
});
