import { describe, expect, it } from 'vitest';
import { exMachinaDuel, exMachinaModifier, exMachinaPreemption, isExMachina } from '../../../../src/rulesets/dawn-of-battle/rules/10-melee/resolve/index.js';
import { card, exMachinaCard } from './fixtures.js';

const normal = card(5, 3);
const em71 = exMachinaCard(71, 2, { 3: 1, [-1]: 0, 6: 3 });
const em72 = exMachinaCard(72, 6, { 3: 2 });

describe('§14.6.1 melee result pre-emption', () => {
  it('makes both sides read the one ex Machina card and discards the other card', () => {
    expect(isExMachina(em71)).toBe(true);
    expect(isExMachina(normal)).toBe(false);
    expect(exMachinaPreemption(normal, em71)).toEqual({ chart: { attacker: em71, defender: em71 }, discarded: 'attacker' });
    expect(exMachinaPreemption(em72, normal)).toEqual({ chart: { attacker: em72, defender: em72 }, discarded: 'defender' });
  });

  it('lets each side read its own when both are ex Machina, and does nothing when neither is', () => {
    expect(exMachinaPreemption(em71, em72)).toEqual({ chart: { attacker: em71, defender: em72 }, discarded: null });
    expect(exMachinaPreemption(normal, card(6, 1))).toBeNull();
  });
});

describe('§14.6.2 die modifier', () => {
  it('reads the modifier at the final melee strength', () => {
    expect(exMachinaModifier(em71, 3)).toBe(1);
    expect(exMachinaModifier(em71, 6)).toBe(3);
    expect(exMachinaModifier(normal, 3)).toBeNull();
    expect(exMachinaModifier(em71, 9)).toBeNull();
  });
});

describe('§14.6.2 melee outcome (the second 14.6.2)', () => {
  it('gives the winner d and the loser d, D or E by the doubled and tripled bands', () => {
    expect(exMachinaDuel(5, 4)).toEqual({ kind: 'decided', winner: 'attacker', attacker: 'd', defender: 'd', band: 'more' });
    expect(exMachinaDuel(4, 2)).toMatchObject({ winner: 'attacker', defender: 'D', band: 'double' });
    expect(exMachinaDuel(5, 2)).toMatchObject({ defender: 'D' });
    expect(exMachinaDuel(6, 2)).toMatchObject({ defender: 'E', band: 'triple' });
    expect(exMachinaDuel(3, 6)).toEqual({ kind: 'decided', winner: 'defender', attacker: 'D', defender: 'd', band: 'double' });
  });

  it('beats a loser at 0 or less more than three times over (ruling DOB-R47)', () => {
    expect(exMachinaDuel(1, 0)).toMatchObject({ defender: 'E' });
    expect(exMachinaDuel(-1, 2)).toMatchObject({ attacker: 'E' });
  });

  it('gives only d to the loser when the winner is not above 0 [P]', () => {
    expect(exMachinaDuel(0, -1)).toMatchObject({ winner: 'attacker', defender: 'd', band: 'more' });
  });

  it('gives both d on a tie by default, or asks for a redraw (ruling DOB-R47)', () => {
    expect(exMachinaDuel(3, 3)).toEqual({ kind: 'tie', attacker: 'd', defender: 'd' });
    expect(exMachinaDuel(3, 3, 'redraw')).toEqual({ kind: 'redraw' });
  });
});
