// A one-element-wide column: every follower is swept along the path it really takes (up the
// column, then through the head's own motions), not only checked where it ends.
import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { classifyContact, moveColumn, type Base, type MoveStep } from '../../src/plane/index.js';
import { arbBase } from './arbitraries.js';

const D = 60;
const column = (width = 160): Record<string, Base> => ({
  h: { x: 0, y: 0, heading: 90, width, depth: D },
  f1: { x: 0, y: -D, heading: 90, width, depth: D },
  f2: { x: 0, y: -2 * D, heading: 90, width, depth: D },
});

const overlapping = (a: Base, b: Base): boolean => {
  const c = classifyContact(a, b);
  return c._tag === 'Right' && c.right.relation === 'overlapping';
};

describe('column moves sweep every follower (DBM L1309-1316, DBA A21)', () => {
  it('a wide follower behind a narrow head is stopped by what the head slipped past', () => {
    // Head 40 wide; the follower behind it is 160 wide. A post stands 50 to the right of the
    // column's line, 100 ahead: the head passes it, the follower cannot.
    const bases: Record<string, Base> = {
      h: { x: 0, y: 0, heading: 90, width: 40, depth: D },
      f1: { x: 0, y: -D, heading: 90, width: 160, depth: D },
      post: { x: 50, y: 110, heading: 90, width: 10, depth: 10 },
    };
    const r = moveColumn({ bases }, ['h', 'f1'], [{ step: 'forward', distance: 300 }]);
    expect(r._tag).toBe('Right');
    if (r._tag !== 'Right') return;
    expect(r.right.collision).toMatchObject({ member: 'f1', step: 0, blocker: { kind: 'base', id: 'post' } });
    // The follower's front edge reached the post's rear edge (y = 100): it had advanced 160.
    expect(r.right.end['f1']?.y).toBeCloseTo(100, 6);
    expect(r.right.end['h']?.y).toBeCloseTo(160, 6);
    expect(r.right.collision?.fraction).toBeCloseTo(160 / 300, 9);
    expect(r.right.collision?.distance).toBeCloseTo(160, 6);
    for (const id of ['h', 'f1']) expect(overlapping(r.right.end[id] as Base, bases['post'] as Base)).toBe(false);
  });

  it('followers replay the wheel of the head where the head made it', () => {
    const r = moveColumn({ bases: column() }, ['h', 'f1', 'f2'], [
      { step: 'forward', distance: 100 },
      { step: 'wheel', pivot: 'right', angle: 90 },
      { step: 'forward', distance: 30 },
    ]);
    expect(r._tag).toBe('Right');
    if (r._tag !== 'Right') return;
    const arc = (Math.PI / 2) * 80;
    // f1 (gap 60) is 60 short of the head's total advance 100 + arc + 30: inside the wheel.
    const f1 = r.right.end['f1'] as Base;
    const into = (100 + arc + 30 - 60 - 100) / arc; // fraction of the wheel f1 has made
    expect(f1.heading).toBeCloseTo(90 - 90 * into, 6);
    // Its front-right corner is the head's pivot: (80, 100).
    const fr = { x: f1.x + Math.sin((f1.heading * Math.PI) / 180) * 80, y: f1.y - Math.cos((f1.heading * Math.PI) / 180) * 80 };
    expect(fr.x).toBeCloseTo(80, 6);
    expect(fr.y).toBeCloseTo(100, 6);
  });

  const step: fc.Arbitrary<MoveStep> = fc.oneof(
    fc.record({ step: fc.constant('forward' as const), distance: fc.double({ min: 0, max: 400, noNaN: true }) }),
    fc.record({ step: fc.constant('wheel' as const), pivot: fc.constantFrom('left' as const, 'right' as const), angle: fc.double({ min: -90, max: 90, noNaN: true }) }),
  );
  const obstacle = arbBase([-600, 600], [-300, 700], [5, 160], [5, 80]);
  test.prop([fc.array(obstacle, { minLength: 1, maxLength: 8 }), fc.array(step, { minLength: 1, maxLength: 3 }), fc.constantFrom(160, 40)], { numRuns: 120 })(
    'no member of a column ever ends overlapping anything outside it',
    (raw, program, width) => {
      const bases: Record<string, Base> = column(width);
      let n = 0;
      for (const b of raw) if (Object.values(bases).every((o) => !overlapping(b, o))) bases[`o${n++}`] = b;
      const r = moveColumn({ bases }, ['h', 'f1', 'f2'], program);
      expect(r._tag).toBe('Right');
      if (r._tag !== 'Right') return;
      for (const m of ['h', 'f1', 'f2']) {
        for (const [id, o] of Object.entries(bases)) if (id.startsWith('o')) expect(overlapping(r.right.end[m] as Base, o)).toBe(false);
      }
    },
  );
});
