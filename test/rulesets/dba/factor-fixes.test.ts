import { describe, expect, it } from 'vitest';
import { factorTerms, type DbaState } from '../../../src/rulesets/dba/index.js';
import { battle, rect, type Spec } from './fixtures.js';

// Rules found wrong in the factor code and fixed on the move to factor rows (issue #20).

/** Target a1 (facing +y) with a friend of the same type behind; a shooter b1 150p ahead. */
const target = (type: Spec['type']): Spec => ({ id: 'a1', side: 'a', type, x: 1000, y: 1000, heading: 90 });
const behind = (type: Spec['type'], depth: number): Spec => ({ id: 'a2', side: 'a', type, x: 1000, y: 1000 - depth, heading: 90 });
const shooter = (type: Spec['type']): Spec => ({ id: 'b1', side: 'b', type, x: 1000, y: 1150, heading: 270 });

function shotTerms(s: DbaState, me = 'a1', opp = 'b1') {
  return factorTerms(s, s.elements[me]!, s.elements[opp]!, { kind: 'shooting', aidingAgainst: 0 }).map((t) => `${t.name}=${t.value}`);
}
function ccTerms(s: DbaState, me = 'a1', opp = 'b1') {
  return factorTerms(s, s.elements[me]!, s.elements[opp]!, { kind: 'close-combat', aidingAgainst: 0 }).map((t) => `${t.name}=${t.value}`);
}

describe('A:83: rear support and being shot at', () => {
  it('supported pikes shot at by war wagons keep their +3 (only bows or artillery take it away)', () => {
    expect(shotTerms(battle([target('Pk'), behind('Pk', 60), shooter('WWg')]))).toContain('rear support by a2=3');
    expect(shotTerms(battle([target('Wb'), behind('Wb', 60), shooter('WWg')]))).toContain('rear support by a2=1');
  });
  it('supported pikes or warband shot at by bows or artillery lose it', () => {
    for (const s of ['Bw', 'Art'] as const) {
      expect(shotTerms(battle([target('Pk'), behind('Pk', 60), shooter(s)])).some((n) => n.startsWith('rear support'))).toBe(false);
      expect(shotTerms(battle([target('Wb'), behind('Wb', 60), shooter(s)])).some((n) => n.startsWith('rear support'))).toBe(false);
    }
  });
  it('in close combat, support is lost after being shot at by bows this bound, kept after war wagons', () => {
    const s = battle([target('Pk'), behind('Pk', 60), { ...shooter('Bd'), y: 1000 }]);
    const wwg: DbaState = { ...s, record: { ...s.record, shotAt: { a1: ['WWg'] } } };
    const bw: DbaState = { ...s, record: { ...s.record, shotAt: { a1: ['Bw'] } } };
    expect(ccTerms(wwg)).toContain('rear support by a2=3');
    expect(ccTerms(bw).some((n) => n.startsWith('rear support'))).toBe(false);
  });
});

describe('tactical-factors (A:89-93): the uphill +1 is a close-combat factor only', () => {
  const hill = rect('h', 'gentle-hill', 800, 800, 1200, 1030);
  it('given in close combat to an element upslope of its enemy', () => {
    const s = battle([target('Bd'), { ...shooter('Bd'), y: 1000 }], { terrain: [hill] });
    expect(ccTerms(s)).toContain('uphill=1');
  });
  it('not given when shooting or shot at (DBM, where the proxy comes from, gives it in close combat only)', () => {
    const s = battle([{ ...target('Bw'), y: 1000 }, shooter('Bw')], { terrain: [hill] });
    expect(shotTerms(s).some((n) => n.startsWith('uphill'))).toBe(false);
    expect(ccTerms(s)).toContain('uphill=1');
  });
});
