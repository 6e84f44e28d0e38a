import { describe, expect, it } from 'vitest';
import { advanceAfterCombat, lootingDelay, mayContinue, mayWithdraw, withdrawalAllowance, type WithdrawingUnit } from '../../../../src/rulesets/dawn-of-battle/rules/10-melee/resolve/index.js';

const li: WithdrawingUnit = { size: 'L', category: 'infantry', condition: 'good', done: false, movement: 3 };
const hc: WithdrawingUnit = { size: 'M', category: 'cavalry', condition: 'good', done: false, movement: 4 };

describe('§10.2.2 unit withdrawal', () => {
  it('lets a good-order light unit withdraw from a non-light attacker, or a slower light one', () => {
    expect(mayWithdraw(li, { size: 'M', movement: 9 }).allowed).toBe(true);
    expect(mayWithdraw(li, { size: 'L', movement: 2 }).allowed).toBe(true);
    expect(mayWithdraw(li, { size: 'L', movement: 3 }).allowed).toBe(false);
  });

  it('lets good-order cavalry withdraw from any slower attacker', () => {
    expect(mayWithdraw(hc, { size: 'H', movement: 2 }).allowed).toBe(true);
    expect(mayWithdraw(hc, { size: 'L', movement: 4 }).allowed).toBe(false);
    expect(mayWithdraw(hc, { size: 'H', movement: 5 }).allowed).toBe(false);
  });

  it('never lets a disrupted, Done! or special unit withdraw', () => {
    expect(mayWithdraw({ ...li, condition: 'disrupted' }, { size: 'H', movement: 1 }).reason).toContain('good order');
    expect(mayWithdraw({ ...hc, done: true }, { size: 'H', movement: 1 }).allowed).toBe(false);
    expect(mayWithdraw({ ...li, category: 'special' }, { size: 'H', movement: 1 }).allowed).toBe(false);
    expect(mayWithdraw({ ...li, size: 'M' }, { size: 'H', movement: 1 }).allowed).toBe(false);
  });

  it('moves half the movement allowance, rounded up', () => {
    expect([1, 2, 3, 4, 5].map(withdrawalAllowance)).toEqual([1, 1, 2, 2, 3]);
    expect(withdrawalAllowance(0)).toBe(0);
  });
});

describe('§10.2.6 advance', () => {
  const base = { hexVacated: true, attackerEliminated: false, attackerLooting: false, disciplined: false };
  it('is compulsory into a vacated hex, a choice for disciplined units (§15.6)', () => {
    expect(advanceAfterCombat(base)).toBe('must');
    expect(advanceAfterCombat({ ...base, disciplined: true })).toBe('may');
  });
  it('does not happen when the hex is held, or the attacker was eliminated or is looting', () => {
    expect(advanceAfterCombat({ ...base, hexVacated: false })).toBe('none');
    expect(advanceAfterCombat({ ...base, attackerEliminated: true })).toBe('none');
    expect(advanceAfterCombat({ ...base, attackerLooting: true })).toBe('none');
  });
});

describe('§10.2.7 continuance', () => {
  const ok = { advanced: true, charging: true, condition: 'good', category: 'cavalry', size: 'H', continuanceUsed: false, enemyInZone: true } as const;
  it('lets charging good-order non-light cavalry melee again once', () => {
    expect(mayContinue(ok).allowed).toBe(true);
    expect(mayContinue({ ...ok, continuanceUsed: true }).allowed).toBe(false);
  });
  it('refuses without an advance, a charge, good order, heavy enough cavalry or an enemy in the zone', () => {
    for (const over of [{ advanced: false }, { charging: false }, { condition: 'disrupted' }, { size: 'L' }, { category: 'infantry' }, { enemyInZone: false }] as const) {
      expect(mayContinue({ ...ok, ...over }).allowed).toBe(false);
    }
  });
});

describe('§11.4 looting', () => {
  it('sends a leader two turns ahead on a pass or a failure by one or two, else by the failure', () => {
    expect([2, 4, 5, 6].map((die) => lootingDelay(die, 0, 3))).toEqual([2, 2, 2, 3]);
    expect(lootingDelay(6, 2, 3)).toBe(5);
    expect(lootingDelay(1, 5, 0)).toBe(2);
  });
});
