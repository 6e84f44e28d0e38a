import { describe, expect, it } from 'vitest';
import { losses, victoryCheck, type DbaState } from '../../../src/rulesets/dba/index.js';
import { battle, ok, type Spec } from './fixtures.js';

function withLosses(s: DbaState, ids: string[], how: 'destroyed' | 'lost' = 'destroyed'): DbaState {
  const elements = { ...s.elements };
  for (const id of ids) elements[id] = { ...elements[id]!, status: how, lostHow: how };
  return { ...s, elements };
}

const army = (side: 'a' | 'b', types: Spec['type'][]): Spec[] => types.map((type, i) => ({ id: `${side}${i}`, side, type, x: 200 + 170 * i, y: side === 'a' ? 600 : 1800, heading: side === 'a' ? 90 : 270 }));

describe('§winning (A:140-142)', () => {
  const base = () => battle([...army('a', ['Bd', 'Bd', 'Bd', 'Bd', 'SCh', 'SCh', 'Ps']), ...army('b', ['Bd', 'Bd', 'Bd', 'Bd', 'Ps'])]);
  it('a side that has lost 4 elements and more than the enemy loses', () => {
    const s = withLosses(base(), ['a0', 'a1', 'a2', 'a3', 'b0']);
    const o = victoryCheck(s);
    expect(o?.winner).toBe('b');
    expect(o?.citations[0]).toMatchObject({ ruleset: 'dba', section: 'winning' });
  });
  it('4 lost is not enough if the enemy has lost as many', () => {
    const s = withLosses(base(), ['a0', 'a1', 'a2', 'a3', 'b0', 'b1', 'b2', 'b3']);
    expect(victoryCheck(s)).toBeNull();
  });
  it('scythed chariots do not count towards the 4', () => {
    const s = withLosses(base(), ['a4', 'a5', 'a0', 'a1']);
    expect(losses(s, 'a').elements).toBe(2);
    expect(victoryCheck(s)).toBeNull();
  });
  it('losing the general loses the battle if more elements are lost than the enemy', () => {
    const s0 = base();
    const s = withLosses(s0, ['a-gen']);
    expect(victoryCheck(s)?.winner).toBe('b');
    const even = withLosses(s0, ['a-gen', 'b0']);
    expect(victoryCheck(even)).toBeNull();
  });
  it('elements lost off the table count as lost', () => {
    const s = withLosses(base(), ['a0', 'a1', 'a2', 'a3'], 'lost');
    expect(victoryCheck(s)?.winner).toBe('b');
  });
  it('a camp still occupied by enemy counts 2 more', () => {
    const s0 = withLosses(base(), ['a0', 'a1']);
    const occupier = s0.elements['b0']!;
    const camp = { side: 'a', x: occupier.x, y: occupier.y - 100, heading: 270, width: 400, depth: 400, garrison: null, occupiedBy: 'b0' };
    const s: DbaState = { ...s0, camps: { a: camp } };
    expect(losses(s, 'a')).toMatchObject({ elements: 2, camp: 2, total: 4 });
    expect(victoryCheck(s)?.winner).toBe('b');
  });
  it('is checked at the end of every bound through apply', () => {
    const s = withLosses(base(), ['a0', 'a1', 'a2', 'a3']);
    const r = ok(s, { type: 'end-moves', player: 'a' });
    expect(r.state.phase.tag).toBe('over');
    expect(r.state.result?.winner).toBe('b');
    expect(r.events.at(-1)?.type).toBe('game-over');
  });
});
