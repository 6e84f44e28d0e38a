import { describe, expect, it } from 'vitest';
import { resolveMelee, type MeleeResolutionInput } from '../../../../src/rulesets/dawn-of-battle/rules/10-melee/resolve/index.js';
import { card, exMachinaCard, left, right } from './fixtures.js';

const base: MeleeResolutionInput = {
  strengths: { attacker: 2, defender: -2 },
  condition: { attacker: 'good', defender: 'good' },
  morale: { attacker: { morale: 3 }, defender: { morale: 3 } },
};

describe('§10.2.5 determine melee result', () => {
  it('reads each side\'s own card at its own strength, the result hitting the other unit', () => {
    const r = right(resolveMelee(base, { attacker: [card(1, 6, { 2: ['D', 0], [-2]: ['E', 0] })], defender: [card(2, 6, { [-2]: ['d', 0], 2: ['E', 0] })] }));
    expect(r.mode).toBe('chart');
    expect(r.defender).toMatchObject({ result: 'D', after: 'disrupted' });
    expect(r.attacker).toMatchObject({ result: 'd', after: 'disrupted' });
    expect(r.used).toEqual({ attacker: 1, defender: 1 });
  });

  it('takes the morale check die from the checking unit\'s own deck, defender first', () => {
    const r = right(
      resolveMelee(base, {
        attacker: [card(1, 6, { 2: ['d-D', 1] }), card(3, 5)],
        defender: [card(2, 6, { [-2]: ['n-d', 0] }), card(4, 2)],
      }),
    );
    // Defender draws 2: 2 + 1 = 3 ≤ 3 passes → d. Attacker draws 5: 5 > 3 fails → d.
    expect(r.defender.chart?.check).toEqual({ die: 2, modifier: 1, morale: 3, passed: true });
    expect(r.defender.result).toBe('d');
    expect(r.attacker.chart?.check?.die).toBe(5);
    expect(r.attacker.result).toBe('d');
    expect(r.used).toEqual({ attacker: 2, defender: 2 });
  });

  it('applies both results even when the first eliminates (ruling DOB-R39)', () => {
    const r = right(resolveMelee(base, { attacker: [card(1, 1, { 2: ['E', 0] })], defender: [card(2, 1, { [-2]: ['E', 0] })] }));
    expect([r.attacker.after, r.defender.after]).toEqual(['eliminated', 'eliminated']);
  });

  it('asks for more cards when a draw pile runs out, naming the side', () => {
    const v = left(resolveMelee(base, { attacker: [card(1, 1, { 2: ['n-d', 0] })], defender: [card(2, 6, { [-2]: ['n-d', 0] }), card(4, 2)] }));
    expect(v.code).toBe('more-cards-needed');
    expect(v.message).toContain('attacker');
    expect(left(resolveMelee(base, { attacker: [], defender: [card(2, 1)] })).message).toContain('attacker');
  });

  it('refuses a strength the card has no row for', () => {
    expect(left(resolveMelee({ ...base, strengths: { attacker: 7, defender: -7 } }, { attacker: [card(1, 1)], defender: [card(2, 1)] })).code).toBe('no-chart-row');
  });

  it('never checks morale for a lone leader (§15.12.2)', () => {
    const r = right(resolveMelee({ ...base, loneLeader: { defender: true } }, { attacker: [card(1, 1, { 2: ['n-d', -1] })], defender: [card(2, 1)] }));
    expect(r.defender.result).toBe('n');
    expect(r.used.defender).toBe(1);
  });
});

describe('§14.6 ex Machina in a melee', () => {
  const em = exMachinaCard(71, 3, { 2: 1, [-2]: 0 });

  it('discards the other card and duels with fresh dice from each deck', () => {
    const r = right(resolveMelee(base, { attacker: [card(1, 6, { 2: ['E', 0] }), card(3, 5)], defender: [em, card(4, 2)] }));
    expect(r.mode).toBe('exMachina');
    expect(r.discarded).toBe('attacker');
    expect(r.exMachina?.modifier).toEqual({ attacker: 1, defender: 0 });
    expect(r.exMachina?.rounds).toEqual([{ die: { attacker: 5, defender: 2 }, total: { attacker: 6, defender: 2 } }]);
    expect(r.attacker.result).toBe('d');
    expect(r.defender.result).toBe('E');
    expect(r.attacker.chart).toBeNull();
  });

  it('adds agreed die modifications to the chart modifier', () => {
    const r = right(resolveMelee({ ...base, dieModifiers: { defender: 1 } }, { attacker: [card(1, 6), card(3, 4)], defender: [em, card(4, 2)] }));
    expect(r.exMachina?.rounds[0]?.total).toEqual({ attacker: 5, defender: 3 });
    expect(r.defender.result).toBe('d');
  });

  it('takes a played ex Machina card instead of the side\'s melee draw', () => {
    const r = right(resolveMelee(base, { attacker: [card(1, 6), card(3, 1)], defender: [card(4, 6)], played: { defender: em } }));
    expect(r.meleeCards).toEqual({ attacker: 1, defender: 71 });
    expect(r.used).toEqual({ attacker: 2, defender: 1 });
    // Defender 6 + 0 against attacker 1 + 1 = 2: three times over.
    expect(r.defender.result).toBe('d');
    expect(r.attacker.result).toBe('E');
  });

  it('redraws ties under the redraw ruling, and gives both d otherwise', () => {
    const draws = { attacker: [card(1, 6), card(3, 2), card(5, 6)], defender: [em, card(4, 3), card(6, 1)] };
    const tie = right(resolveMelee(base, draws));
    expect([tie.attacker.result, tie.defender.result, tie.exMachina?.winner]).toEqual(['d', 'd', null]);
    const redraw = right(resolveMelee({ ...base, exMachinaTie: 'redraw' }, draws));
    expect(redraw.exMachina?.rounds).toHaveLength(2);
    expect([redraw.attacker.result, redraw.defender.result]).toEqual(['d', 'E']);
    expect(redraw.used).toEqual({ attacker: 3, defender: 3 });
  });
});
