import { describe, expect, it } from 'vitest';
import {
  applyHeldResults,
  applyResult,
  chartEntry,
  needsMoraleCheck,
  settleChartEntry,
} from '../../../../src/rulesets/dawn-of-battle/rules/10-melee/resolve/index.js';
import type { MeleeEntry } from '../../../../src/rulesets/dawn-of-battle/data/formats.js';
import { TERRAIN } from '../../../../src/rulesets/dawn-of-battle/data/terrain.js';
import { card, exMachinaCard, left, right } from './fixtures.js';

const morale3 = { morale: 3 };
const entry = (result: MeleeEntry['result'], moraleMod = 0): MeleeEntry => ({ result, moraleMod });

describe('§2.7.3 melee chart rows', () => {
  it('reads the row at the final melee strength', () => {
    const c = card(1, 4, { 3: ['d-D', 1], [-2]: ['E', 0] });
    expect(chartEntry(c, 3)).toEqual(entry('d-D', 1));
    expect(chartEntry(c, -2)).toEqual(entry('E'));
    expect(chartEntry(c, 0)).toEqual(entry('n'));
  });

  it('has no row outside −6…+6 and none on an ex Machina card', () => {
    expect(chartEntry(card(1, 4), 7)).toBeNull();
    expect(chartEntry(exMachinaCard(71, 2), 0)).toBeNull();
  });

  it('calls for a morale check on n-d, d-D and D-E only', () => {
    expect(['n', 'n-d', 'd', 'd-D', 'D', 'D-E', 'E'].filter((c) => needsMoraleCheck(c as MeleeEntry['result']))).toEqual(['n-d', 'd-D', 'D-E']);
  });

  it('raises the result one level when the check fails', () => {
    expect(right(settleChartEntry(entry('n-d'), 'good', morale3, 6)).result).toBe('d');
    expect(right(settleChartEntry(entry('d-D'), 'good', morale3, 6)).result).toBe('D');
    expect(right(settleChartEntry(entry('D-E'), 'good', morale3, 6)).result).toBe('E');
    expect(right(settleChartEntry(entry('n-d'), 'good', morale3, 3)).result).toBe('n');
    expect(right(settleChartEntry(entry('d-D'), 'good', morale3, 3)).result).toBe('d');
    expect(right(settleChartEntry(entry('D-E'), 'good', morale3, 3)).result).toBe('D');
  });
});

describe('§9.1 morale checks in melee', () => {
  it('passes on a natural 1 or when die + modifier is at most the morale', () => {
    expect(right(settleChartEntry(entry('n-d', 5), 'good', { morale: 0 }, 1)).check?.passed).toBe(true);
    expect(right(settleChartEntry(entry('n-d', 1), 'good', morale3, 2)).check?.passed).toBe(true);
    expect(right(settleChartEntry(entry('n-d', 1), 'good', morale3, 3)).check?.passed).toBe(false);
  });

  it('adds the row modifier and any other draw modifier', () => {
    const s = right(settleChartEntry(entry('d-D', 1), 'good', { morale: 3, drawModifier: 1 }, 2));
    expect(s.check).toEqual({ die: 2, modifier: 2, morale: 3, passed: false });
    expect(s.result).toBe('D');
  });

  it("TEC, §10.2.5: the church's morale draw modifier is −1, a help to the unit in it", () => {
    expect(TERRAIN.church.moraleDraw).toBe(-1);
    // Row +1 and the church's −1 cancel: a 3 against morale 3 passes, where in the open it fails.
    const inChurch = right(settleChartEntry(entry('d-D', 1), 'good', { morale: 3, drawModifier: TERRAIN.church.moraleDraw }, 3));
    expect(inChurch.check).toEqual({ die: 3, modifier: 0, morale: 3, passed: true });
    const inTheOpen = right(settleChartEntry(entry('d-D', 1), 'good', { morale: 3, drawModifier: TERRAIN.clear.moraleDraw }, 3));
    expect(inTheOpen.check?.passed).toBe(false);
  });

  it('needs a die only when the result calls for a check', () => {
    expect(right(settleChartEntry(entry('D'), 'good', morale3, null)).result).toBe('D');
    expect(left(settleChartEntry(entry('n-d'), 'good', morale3, null)).code).toBe('morale-die-needed');
    expect(left(settleChartEntry(entry('n-d'), 'good', morale3, 7)).code).toBe('morale-die-needed');
  });
});

describe('§10.2.5 melee results', () => {
  it('n leaves the unit, d disrupts, D disrupts or eliminates a disrupted unit, E eliminates', () => {
    expect(applyResult('n', 'good')).toBe('good');
    expect(applyResult('n', 'disrupted')).toBe('disrupted');
    expect(applyResult('d', 'good')).toBe('disrupted');
    expect(applyResult('d', 'disrupted')).toBe('disrupted');
    expect(applyResult('D', 'good')).toBe('disrupted');
    expect(applyResult('D', 'disrupted')).toBe('eliminated');
    expect(applyResult('E', 'good')).toBe('eliminated');
  });

  it('settles against the unit\'s condition', () => {
    expect(right(settleChartEntry(entry('D'), 'disrupted', morale3, null)).after).toBe('eliminated');
    expect(right(settleChartEntry(entry('d-D', -1), 'disrupted', morale3, 4)).after).toBe('disrupted');
  });
});

describe('§15.12.2 a leader fighting alone', () => {
  it('treats n-d as n whatever the modifier, and dies to anything else, without a check', () => {
    const nd = right(settleChartEntry(entry('n-d', 2), 'good', morale3, null, true));
    expect(nd.result).toBe('n');
    expect(nd.check).toBeNull();
    expect(right(settleChartEntry(entry('d'), 'good', morale3, null, true)).after).toBe('eliminated');
    expect(right(settleChartEntry(entry('d-D', -3), 'good', morale3, null, true)).after).toBe('eliminated');
  });
});

describe('§15.7 results held during a double attack', () => {
  it('applies held results in order, so d then D eliminates a unit in good order', () => {
    expect(applyHeldResults(['d', 'D'], 'good')).toBe('eliminated');
    expect(applyHeldResults(['d', 'd'], 'good')).toBe('disrupted');
    expect(applyHeldResults(['n', 'D'], 'good')).toBe('disrupted');
    expect(applyHeldResults(['E', 'n'], 'good')).toBe('eliminated');
    expect(applyHeldResults([], 'disrupted')).toBe('disrupted');
  });
});
