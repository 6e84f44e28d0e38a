import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { OddsReport } from '../../src/core/kit.js';
import { dobOdds } from '../../src/rulesets/dawn-of-battle/kit/odds.js';

const odds = (words: string): OddsReport => {
  const r = dobOdds.compute(words.split(' '));
  if (E.isLeft(r)) throw new Error(r.left);
  return r.right;
};
const chance = (rep: OddsReport, label: string): number => rep.rows.find((r) => r.label === label)?.probability ?? 0;
const sumOf = (rep: OddsReport, who: 'attacker' | 'defender'): number => rep.rows.filter((r) => r.label.startsWith(`${who} result `)).reduce((a, r) => a + r.probability, 0);

describe('§10.2.5 strategos odds melee (Dawn of Battle)', () => {
  it('gives each unit a full distribution of results, as exact fractions', () => {
    const rep = odds('melee +2:-1');
    expect(odds('melee +2 -1')).toEqual(rep);
    expect(sumOf(rep, 'defender')).toBeCloseTo(1, 9);
    expect(sumOf(rep, 'attacker')).toBeCloseTo(1, 9);
    for (const r of rep.rows) {
      const [n, d] = r.exact!.split('/').map(BigInt);
      expect(Number(n) / Number(d)).toBeCloseTo(r.probability, 12);
    }
    expect(rep.citations.map((c) => c.section)).toContain('10.2.5');
  });

  it('a stronger attacker does more harm and takes less', () => {
    const strong = odds('melee +6 -6');
    const weak = odds('melee -6 +6');
    expect(chance(strong, 'defender result eliminated (E)') + chance(strong, 'defender result disrupted, must retreat (D)')).toBeGreaterThan(
      chance(weak, 'defender result eliminated (E)') + chance(weak, 'defender result disrupted, must retreat (D)'),
    );
    expect(chance(strong, 'attacker result no effect')).toBeGreaterThan(chance(weak, 'attacker result no effect'));
  });

  it('a disrupted defender is eliminated by a D as well as an E (§10.2.5)', () => {
    const good = odds('melee 0 0');
    const shaken = odds('melee 0 0 defender-disrupted');
    expect(chance(good, 'defender eliminated in the end')).toBeCloseTo(chance(good, 'defender result eliminated (E)'), 9);
    expect(chance(shaken, 'defender result disrupted, must retreat (D)')).toBeGreaterThan(0);
    expect(chance(shaken, 'defender eliminated in the end')).toBeCloseTo(chance(shaken, 'defender result eliminated (E)') + chance(shaken, 'defender result disrupted, must retreat (D)'), 9);
    expect(chance(shaken, 'defender eliminated in the end')).toBeGreaterThan(chance(good, 'defender eliminated in the end'));
    const [n, d] = shaken.rows.find((r) => r.label === 'defender eliminated in the end')!.exact!.split('/').map(BigInt);
    expect(Number(n) / Number(d)).toBeCloseTo(chance(shaken, 'defender eliminated in the end'), 12);
  });

  it('explains what it cannot read', () => {
    for (const [words, message] of [
      ['melee', /expected "melee <attacker strength>:<defender strength>/],
      ['melee strong weak', /strengths as whole numbers/],
      ['melee 2:x', /strengths as whole numbers/],
      ['melee +9 0', /from -6 to \+6 \(§10\.2\.3\), got \+9 and 0/],
      ['melee 1 1 flank', /unknown melee word "flank"/],
      ['charge 1 1', /expected "ranged <lead> <target> \[supporters\.\.\.\]" or "melee/],
    ] as const) {
      const r = dobOdds.compute(words.split(' '));
      expect(E.isLeft(r) && r.left).toMatch(message);
    }
  });
});
