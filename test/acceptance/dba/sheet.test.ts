// The DBA 1.2 sheet has no worked examples; its two clarifications (questions answered by the
// author) are the nearest thing, so they are reproduced here through the public subpath.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dba, type DbaState } from '../../../src/dba/index.js';
import { battle, ok, refused, toCombat } from '../../rulesets/dba/fixtures.js';

describe('§clarification-1 (A:146-148): close combat for a warband second move', () => {
  const enemy = { id: 'e', side: 'b' as const, type: 'Bd' as const, x: 1000, y: 1250, heading: 270 };
  it('ending as rear support of a friend in front-edge contact counts', () => {
    const front = { id: 'w1', side: 'a' as const, type: 'Wb' as const, x: 1000, y: 1250, heading: 90 };
    const back = { id: 'w2', side: 'a' as const, type: 'Wb' as const, x: 1000, y: 1050, heading: 90 };
    const s0 = battle([enemy, front, back]);
    const s1 = ok(s0, { type: 'move', player: 'a', element: 'w2', steps: [{ kind: 'forward', distance: 50 }] }).state;
    const s2 = dba.apply(s1, { type: 'move', player: 'a', element: 'w2', steps: [{ kind: 'forward', distance: 90 }] });
    expect(E.isRight(s2)).toBe(true);
  });
  it('ending as an overlap does not count for a single element', () => {
    const other = { id: 'f', side: 'a' as const, type: 'Bd' as const, x: 1160, y: 1250, heading: 90 };
    const enemy2 = { id: 'e2', side: 'b' as const, type: 'Bd' as const, x: 1160, y: 1250, heading: 270 };
    const wb = { id: 'w', side: 'a' as const, type: 'Wb' as const, x: 840, y: 1100, heading: 90 };
    const s0 = battle([enemy, other, enemy2, { ...wb, y: 1050 }]);
    const s1 = ok(s0, { type: 'move', player: 'a', element: 'w', steps: [{ kind: 'forward', distance: 50 }] }).state;
    // w would end beside e (front corner on e's front corner): an overlap, not close combat
    expect(refused(s1, { type: 'move', player: 'a', element: 'w', steps: [{ kind: 'forward', distance: 150 }] })).toBe('no-second-move');
  });
});

describe('§clarification-2 (A:150-152): a recoil meeting an enemy edge that is not a front edge stops there', () => {
  it('through apply: the loser recoils, meets an enemy rear edge, stops, and is not destroyed', () => {
    // a1 (blades) loses to b1; behind a1 stands b9 with its rear edge 30p behind a1's rear
    const s0: DbaState = battle(
      [
        { id: 'a1', side: 'a', type: 'Bd', x: 1000, y: 1000, heading: 90 },
        { id: 'b1', side: 'b', type: 'Bd', x: 1000, y: 1000, heading: 270 },
        { id: 'b9', side: 'b', type: 'Bd', x: 1000, y: 850, heading: 270 },
      ],
      { dice: [1, 4] },
    );
    const c = toCombat(s0);
    const r = ok(c, { type: 'resolve-combat', player: 'a', a: 'a1', b: 'b1' });
    const rec = r.events.find((e) => e.type === 'recoiled');
    expect(rec).toMatchObject({ type: 'recoiled', element: 'a1', stoppedBy: 'b9' });
    expect(rec?.citations.map((x) => x.section)).toContain('clarification-2');
    expect(r.state.elements['a1']!.status).toBe('active');
  });
  it('but meeting an enemy front edge destroys it (A:132)', () => {
    const s0: DbaState = battle(
      [
        { id: 'a1', side: 'a', type: 'Bd', x: 1000, y: 1000, heading: 90 },
        { id: 'b1', side: 'b', type: 'Bd', x: 1000, y: 1000, heading: 270 },
        { id: 'b9', side: 'b', type: 'Bd', x: 1000, y: 910, heading: 90 },
      ],
      { dice: [1, 4] },
    );
    const r = ok(toCombat(s0), { type: 'resolve-combat', player: 'a', a: 'a1', b: 'b1' });
    expect(r.state.elements['a1']!.status).toBe('destroyed');
  });
});
