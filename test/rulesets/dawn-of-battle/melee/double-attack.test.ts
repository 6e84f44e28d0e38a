import { describe, expect, it } from 'vitest';
import { baseMeleeStrengths, DOUBLE_ATTACK_MIN_STRENGTH, doubleAttackContexts, mayDoubleAttack } from '../../../../src/rulesets/dawn-of-battle/rules/10-melee/resolve/index.js';
import { right } from './fixtures.js';

describe('§15.7 double attack', () => {
  it('needs an enemy in each front hex and a large enough strength (reconstructed threshold 6)', () => {
    expect(DOUBLE_ATTACK_MIN_STRENGTH.provenance.kind).toBe('reconstructed');
    expect(mayDoubleAttack(6, true)).toBe(true);
    expect(mayDoubleAttack(5, true)).toBe(false);
    expect(mayDoubleAttack(6, false)).toBe(false);
    expect(mayDoubleAttack(4, true, 4)).toBe(true);
  });

  it('splits the strength, rounding up, keeps the leader in both and other modifiers in their own attack', () => {
    const [first, second] = doubleAttackContexts(
      { type: 'HI', strength: 7, leaderBonuses: [1] },
      { defender: { type: 'MI', strength: 4 }, vector: 'front', clash: { cells: [] }, exertion: { attacker: 1, defender: 0 } },
      { defender: { type: 'LI', strength: 2, done: true }, vector: 'flank', clash: { cells: [] } },
    );
    const a = right(baseMeleeStrengths(first));
    const b = right(baseMeleeStrengths(second));
    expect(a.effectiveStrength.attacker).toBe(4);
    expect(b.effectiveStrength.attacker).toBe(4);
    // First: 4 v 4 = 0, exertion +1, leader +1 = 2. Second: 4 v 2 = +2, flank +1, Done! +1, leader +1 = 5.
    expect(a.attacker).toBe(2);
    expect(b.attacker).toBe(5);
  });
});
