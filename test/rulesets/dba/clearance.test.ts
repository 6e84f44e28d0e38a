import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { clearDistance } from '../../../src/rulesets/dba/clearance.js';
import { moveElements } from '../../../src/rulesets/dba/movement.js';
import { battle } from './fixtures.js';

// the sampler cuts its straight proposals short of what the reducer would refuse
describe('§tactical-moves §interpenetration how far a proposal can go straight', () => {
  it('stops an advance against an enemy it would run into, touching it', () => {
    const s = battle([
      { id: 'a1', side: 'a', type: 'Bd', x: 1000, y: 1000, heading: 90 },
      { id: 'b1', side: 'b', type: 'Bd', x: 1000, y: 1150, heading: 270 },
    ]);
    const a1 = s.elements.a1!;
    const d = clearDistance(s, a1, a1, 200, false, new Set(['a1']));
    expect(d).toBeCloseTo(150, 0);
    expect(E.isRight(moveElements(s, 'a', ['a1'], [{ kind: 'forward', distance: d }]))).toBe(true);
    expect(E.isLeft(moveElements(s, 'a', ['a1'], [{ kind: 'forward', distance: d + 2 }]))).toBe(true);
  });
  it('stops at a friend it may not pass, and lets mounted pass psiloi but not end on them', () => {
    const s = battle([
      { id: 'a1', side: 'a', type: 'Bd', x: 1000, y: 1000, heading: 90 },
      { id: 'a2', side: 'a', type: 'Bd', x: 1000, y: 1100, heading: 90 },
      { id: 'a3', side: 'a', type: 'Cv', x: 1400, y: 1000, heading: 90 },
      { id: 'a4', side: 'a', type: 'Ps', x: 1400, y: 1150, heading: 90 },
    ]);
    const a1 = s.elements.a1!;
    expect(clearDistance(s, a1, a1, 200, false, new Set(['a1']))).toBeCloseTo(40, 0);
    const a3 = s.elements.a3!;
    // through the psiloi (150 ahead, 40 deep) and beyond it: 400 would end clear of it
    expect(clearDistance(s, a3, a3, 300, false, new Set(['a3']))).toBeCloseTo(300, 0);
    // 160 would end on top of it: stops where it would first enter it
    expect(clearDistance(s, a3, a3, 160, false, new Set(['a3']))).toBeCloseTo(70, 0);
  });
  it('keeps a move on the table', () => {
    const s = battle([{ id: 'a1', side: 'a', type: 'Bd', x: 1000, y: s0Height() - 100, heading: 90 }]);
    const a1 = s.elements.a1!;
    expect(clearDistance(s, a1, a1, 200, false, new Set(['a1']))).toBeCloseTo(100, 0);
  });
});

function s0Height(): number {
  return battle([]).table.height;
}
