import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import {
  DBM_GROUP_POLICY,
  classifyContact,
  createIndex,
  flee,
  moveColumn,
  moveGroup,
  recoil,
  sweepMove,
  type Base,
  type MoveStep,
} from '../../src/plane/index.js';
import { place } from './builders.js';

const W = 160;
const D = 60;
// A line of three facing +y, side by side: a (left) at x=-160, b at 0, c at 160.
const line = (y = 0): Record<string, Base> => ({
  a: { x: -W, y, heading: 90, width: W, depth: D },
  b: { x: 0, y, heading: 90, width: W, depth: D },
  c: { x: W, y, heading: 90, width: W, depth: D },
});

describe('group moves (DBM L1278-1320, DBA A21)', () => {
  it('a straight group move keeps every element side by side', () => {
    const r = moveGroup({ bases: line() }, ['b', 'a', 'c'], [{ step: 'forward', distance: 200 }]);
    expect(r._tag).toBe('Right');
    if (r._tag !== 'Right') return;
    for (const id of ['a', 'b', 'c']) expect(r.right.end[id]?.y).toBeCloseTo(200, 9);
    const c = classifyContact(r.right.end['a'] as Base, r.right.end['b'] as Base, { distance: 1e-9, angle: 1e-9 });
    expect(c._tag === 'Right' && c.right.relation).toBe('flank-to-flank');
    expect(r.right.cost).toBeCloseTo(200, 9);
  });

  it('a group wheel pivots on the outer front corner and is charged by the far corner (chord)', () => {
    const r = moveGroup({ bases: line() }, ['b', 'a', 'c'], [{ step: 'wheel', pivot: 'left', angle: 90 }], { policy: DBM_GROUP_POLICY });
    expect(r._tag).toBe('Right');
    if (r._tag !== 'Right') return;
    // Frontage 480: pivot at a's front-left (-240, 0); c's front-right swings 480 on a quarter circle.
    expect(r.right.cost).toBeCloseTo(2 * 480 * Math.sin(Math.PI / 4), 9);
    expect(r.right.end['a']?.heading).toBe(180);
    const c = classifyContact(r.right.end['b'] as Base, r.right.end['c'] as Base, { distance: 1e-9, angle: 1e-9 });
    expect(c._tag === 'Right' && c.right.relation).toBe('flank-to-flank');
  });

  it('the whole group stops at the first collision, naming the member that met it', () => {
    const bases = { ...line(), e: { x: W, y: 300, heading: 270, width: W, depth: D } };
    const r = moveGroup({ bases }, ['b', 'a', 'c'], [{ step: 'forward', distance: 500 }]);
    expect(r._tag).toBe('Right');
    if (r._tag !== 'Right') return;
    expect(r.right.collision).toMatchObject({ member: 'c', blocker: { kind: 'base', id: 'e', contact: { relation: 'front-to-front' } } });
    expect(r.right.end['a']?.y).toBeCloseTo(300, 9);
  });

  it('a one-element-wide column follows its head round a wheel', () => {
    const bases: Record<string, Base> = {
      h: { x: 0, y: 0, heading: 90, width: W, depth: D },
      f1: { x: 0, y: -D, heading: 90, width: W, depth: D },
      f2: { x: 0, y: -2 * D, heading: 90, width: W, depth: D },
    };
    const r = moveColumn({ bases }, ['h', 'f1', 'f2'], [
      { step: 'forward', distance: 100 },
      { step: 'wheel', pivot: 'right', angle: 90 },
      { step: 'forward', distance: 200 },
    ]);
    expect(r._tag).toBe('Right');
    if (r._tag !== 'Right') return;
    const h = r.right.end['h'] as Base;
    const f1 = r.right.end['f1'] as Base;
    expect(h.heading).toBe(0);
    expect(f1.heading).toBeCloseTo(0, 6); // already round the bend
    expect(r.right.collision).toBe(null);
    // Followers stay on the head's path: f1 is 60 paces behind the head along it.
    expect(Math.hypot(h.x - f1.x, h.y - f1.y)).toBeCloseTo(D, 6);
  });

  it('bad ids → Left', () => {
    expect(moveGroup({ bases: line() }, [], [])._tag).toBe('Left');
    expect(moveGroup({ bases: line() }, ['a', 'a'], [])._tag).toBe('Left');
    expect(moveGroup({ bases: line() }, ['zz'], [])._tag).toBe('Left');
  });
});

describe('a legal move never leaves two bases overlapping (property)', () => {
  const step: fc.Arbitrary<MoveStep> = fc.oneof(
    fc.record({ step: fc.constant('forward' as const), distance: fc.double({ min: 0, max: 600, noNaN: true }) }),
    fc.record({ step: fc.constant('back' as const), distance: fc.double({ min: 0, max: 300, noNaN: true }) }),
    fc.record({ step: fc.constant('sidestep' as const), distance: fc.double({ min: -300, max: 300, noNaN: true }) }),
    fc.record({ step: fc.constant('wheel' as const), pivot: fc.constantFrom('left' as const, 'right' as const), angle: fc.double({ min: -90, max: 90, noNaN: true }) }),
    fc.record({ step: fc.constant('turn' as const), angle: fc.constantFrom(90 as const, -90 as const, 180 as const) }),
  );
  const base = fc.record({
    x: fc.double({ min: 0, max: 2000, noNaN: true }),
    y: fc.double({ min: 0, max: 2000, noNaN: true }),
    heading: fc.double({ min: 0, max: 360, noNaN: true }),
    width: fc.constantFrom(160, 80),
    depth: fc.constantFrom(60, 30, 80),
  });
  test.prop([fc.array(base, { minLength: 2, maxLength: 12 }), fc.array(step, { minLength: 1, maxLength: 4 })], { numRuns: 150 })('single-element sweeps', (raw, program) => {
    // Keep only bases that do not overlap those already placed.
    const bases: Record<string, Base> = {};
    let n = 0;
    for (const b of raw) {
      if (Object.values(bases).every((o) => { const c = classifyContact(b, o); return c._tag === 'Right' && c.right.relation !== 'overlapping'; })) bases[`e${n++}`] = b;
    }
    const r = sweepMove({ bases }, 'e0', program);
    expect(r._tag).toBe('Right');
    if (r._tag !== 'Right') return;
    for (const [id, o] of Object.entries(bases)) {
      if (id === 'e0') continue;
      const c = classifyContact(r.right.end, o);
      expect(c._tag === 'Right' && c.right.relation).not.toBe('overlapping');
    }
  });

  test.prop([fc.array(base, { minLength: 2, maxLength: 12 }), fc.array(step.filter((s) => s.step !== 'turn'), { minLength: 1, maxLength: 3 })], { numRuns: 100 })('group moves', (raw, program) => {
    const bases: Record<string, Base> = line(-3000);
    let n = 0;
    for (const b of raw) {
      if (Object.values(bases).every((o) => { const c = classifyContact(b, o); return c._tag === 'Right' && c.right.relation !== 'overlapping'; })) bases[`e${n++}`] = b;
    }
    const r = moveGroup({ bases }, ['b', 'a', 'c'], program);
    expect(r._tag).toBe('Right');
    if (r._tag !== 'Right') return;
    for (const m of ['a', 'b', 'c']) {
      for (const [id, o] of Object.entries(bases)) {
        if (['a', 'b', 'c'].includes(id)) continue;
        const c = classifyContact(r.right.end[m] as Base, o);
        expect(c._tag === 'Right' && c.right.relation).not.toBe('overlapping');
      }
    }
  });
});

describe('outcome moves', () => {
  const enemy: Base = { x: 0, y: 60, heading: 270, width: W, depth: D }; // front-to-front with loser
  const loser: Base = { x: 0, y: 60, heading: 90, width: W, depth: D };

  it('DBA A132: recoil is straight back by the base depth without turning', () => {
    const r = recoil({ bases: { l: loser, e: enemy } }, 'l');
    expect(r._tag).toBe('Right');
    if (r._tag !== 'Right') return;
    expect(r.right).toMatchObject({ complete: true, blocker: null, end: { x: 0, heading: 90 } });
    expect(r.right.end.y).toBeCloseTo(0, 9);
    expect(r.right.travelled).toBeCloseTo(D, 9);
  });

  it('a friend behind facing the same way is pushed back by what remains', () => {
    const friend: Base = { x: 0, y: -30, heading: 90, width: W, depth: D }; // front edge 30 behind the loser's rear edge
    const r = recoil({ bases: { l: loser, e: enemy, f: friend } }, 'l', { pushable: ['f'] });
    expect(r._tag).toBe('Right');
    if (r._tag !== 'Right') return;
    expect(r.right.complete).toBe(true);
    expect(r.right.pushed['f']?.y).toBeCloseTo(-60, 9);
  });

  it('DBA A150-152: a recoil meeting an enemy flank just stops, and says which edge it met', () => {
    // An enemy facing +x occupying x in [-80, 80], y in [-40, 0]: its left flank touches the loser's rear.
    const flank: Base = { x: 80, y: -20, heading: 0, width: 40, depth: 160 };
    const r = recoil({ bases: { l: loser, e: enemy, x: flank } }, 'l');
    expect(r._tag).toBe('Right');
    if (r._tag !== 'Right') return;
    expect(r.right.complete).toBe(false);
    expect(r.right.blocker).toMatchObject({ kind: 'base', id: 'x', contact: { relation: 'rear-to-flank' } });
  });

  it('a friend that may not be pushed stops the recoil', () => {
    const friend: Base = { x: 0, y: -30, heading: 90, width: W, depth: D };
    const r = recoil({ bases: { l: loser, e: enemy, f: friend } }, 'l');
    expect(r._tag === 'Right' && r.right.blocker).toMatchObject({ kind: 'base', id: 'f', contact: { relation: 'rear-to-front' } });
    expect(r._tag === 'Right' && r.right.travelled).toBeCloseTo(30, 9);
  });

  it('flee: turn about and run; the table edge stops it', () => {
    const r = flee({ bases: { l: loser, e: enemy }, bounds: { width: 2000, height: 2000 } }, 'l', { distance: 600, recoilFirst: 0 });
    expect(r._tag).toBe('Right');
    if (r._tag !== 'Right') return;
    expect(r.right.end.heading).toBe(270);
    expect(r.right.blocker).toEqual({ kind: 'table-edge' });
    const free = flee({ bases: { l: { ...loser, y: 1000 } } }, 'l', { distance: 600 });
    expect(free._tag === 'Right' && free.right.end.y).toBeCloseTo(1000 - D - 600, 9);
  });

  it('bad input → Left', () => {
    expect(recoil({ bases: { l: loser } }, 'nope')._tag).toBe('Left');
    expect(recoil({ bases: { l: loser } }, 'l', { distance: -1 })._tag).toBe('Left');
    expect(flee({ bases: { l: loser } }, 'l', { distance: Number.NaN })._tag).toBe('Left');
    expect(recoil({ bases: { l: { ...loser, depth: 0 } } }, 'l')._tag).toBe('Left');
  });
});


describe('group moves: invariance and a stale index', () => {
  const step: fc.Arbitrary<MoveStep> = fc.oneof(
    fc.record({ step: fc.constant('forward' as const), distance: fc.double({ min: 0, max: 400, noNaN: true }) }),
    fc.record({ step: fc.constant('sidestep' as const), distance: fc.double({ min: -100, max: 100, noNaN: true }) }),
    fc.record({ step: fc.constant('wheel' as const), pivot: fc.constantFrom('left' as const, 'right' as const), angle: fc.double({ min: -90, max: 90, noNaN: true }) }),
    fc.record({ step: fc.constant('turn' as const), angle: fc.constantFrom(90 as const, -90 as const, 180 as const) }),
  );
  test.prop([fc.array(step, { minLength: 1, maxLength: 3 }), fc.double({ min: -360, max: 360, noNaN: true }), fc.double({ min: -3000, max: 3000, noNaN: true })], { numRuns: 60 })(
    'moving and turning the whole table changes no group move cost',
    (program, deg, t) => {
      const moved = Object.fromEntries(Object.entries(line()).map(([id, b]) => [id, place(b, deg, t, -t)]));
      for (const policy of [undefined, DBM_GROUP_POLICY]) {
        const opts = policy === undefined ? {} : { policy };
        const a = moveGroup({ bases: line() }, ['b', 'a', 'c'], program, opts);
        const b = moveGroup({ bases: moved }, ['b', 'a', 'c'], program, opts);
        expect(a._tag === 'Right' && b._tag === 'Right').toBe(true);
        if (a._tag === 'Right' && b._tag === 'Right') expect(Math.abs(a.right.cost - b.right.cost)).toBeLessThan(1e-6 * (1 + a.right.cost));
      }
    },
  );

  it('an index naming a base that has gone is skipped, not a crash', () => {
    const bases = { ...line(), gone: { x: 0, y: 100, heading: 270, width: W, depth: D } };
    const index = createIndex(bases);
    const { gone: _gone, ...left } = bases;
    void _gone;
    const r = moveGroup({ bases: left, index }, ['b', 'a', 'c'], [{ step: 'forward', distance: 200 }]);
    expect(r._tag === 'Right' && r.right.collision).toBe(null);
  });
});

describe('group turns in place', () => {
  it('a line of deep bases cannot turn 90° in place (they would overlap); 180° is fine', () => {
    const deep = Object.fromEntries(Object.entries(line()).map(([id, b]) => [id, { ...b, depth: 200 }]));
    const r = moveGroup({ bases: deep }, ['b', 'a', 'c'], [{ step: 'turn', angle: 90 }]);
    expect(r._tag === 'Right' && r.right.collision).toMatchObject({ step: 0, fraction: 0, blocker: { kind: 'base' } });
    if (r._tag === 'Right') expect(r.right.end['a']).toEqual(deep['a']);
    // Square-ish footprints (160 × 60 turned about their centres) just touch: allowed.
    expect(moveGroup({ bases: line() }, ['b', 'a', 'c'], [{ step: 'turn', angle: 90 }])).toMatchObject({ _tag: 'Right', right: { collision: null } });
    const t = moveGroup({ bases: line() }, ['b', 'a', 'c'], [{ step: 'turn', angle: 180 }]);
    expect(t._tag === 'Right' && t.right.collision).toBe(null);
    if (t._tag === 'Right') expect(t.right.end['a']?.heading).toBe(270);
  });
});
