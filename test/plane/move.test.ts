import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import {
  ARCANE_WARFARE_POLICY,
  DBM_GROUP_POLICY,
  NET_CORNER_POLICY,
  classifyContact,
  moveColumn,
  moveGroup,
  runProgram,
  sweepMove,
  type Base,
  type MoveProgram,
  type MoveStep,
  type Table,
} from '../../src/plane/index.js';
import { place } from './builders.js';

const el: Base = { x: 0, y: 0, heading: 90, width: 160, depth: 60 };

function run(b: Base, p: MoveProgram, policy = NET_CORNER_POLICY) {
  const r = runProgram(b, p, policy);
  if (r._tag === 'Left') throw new Error(r.left.message);
  return r.right;
}

describe('move programs: poses', () => {
  it('forward, back and sidestep keep the heading; sidestep + is to the left', () => {
    expect(run(el, [{ step: 'forward', distance: 100 }]).end).toMatchObject({ x: 0, y: 100, heading: 90 });
    expect(run(el, [{ step: 'back', distance: 60 }]).end).toMatchObject({ x: 0, y: -60, heading: 90 });
    expect(run(el, [{ step: 'sidestep', distance: 40 }]).end).toMatchObject({ x: -40, y: 0, heading: 90 });
  });

  it('a forward wheel about the left front corner turns the base left and keeps that corner fixed', () => {
    const r = run(el, [{ step: 'wheel', pivot: 'left', angle: 90 }]);
    expect(r.end.heading).toBe(180);
    // The left front corner stays at (-80, 0); the right end swings forward (+y) to (-80, 160).
    expect(r.end.x).toBeCloseTo(-80, 9);
    expect(r.end.y).toBeCloseTo(80, 9);
  });

  it('a 180° turn is about the centre: the front edge lands where the rear edge was', () => {
    const r = run(el, [{ step: 'turn', angle: 180 }]);
    expect(r.end).toMatchObject({ x: 0, y: -60, heading: 270 });
  });

  it('conform lines the front edge up exactly on a target front edge', () => {
    const enemy: Base = { x: 10, y: 203, heading: 268, width: 160, depth: 60 };
    const r = run(el, [{ step: 'forward', distance: 150 }, { step: 'conform', target: enemy }]);
    const c = classifyContact(r.end, enemy, { distance: 1e-9, angle: 1e-9 });
    expect(c._tag === 'Right' && c.right.relation).toBe('front-to-front');
    expect(c._tag === 'Right' && 'fullA' in c.right && c.right.fullA && c.right.fullB).toBe(true);
  });
});

describe('move cost (DBA 1.2 A31: the largest distance any front corner travels)', () => {
  it('straight moves cost their length under every policy', () => {
    for (const p of [NET_CORNER_POLICY, DBM_GROUP_POLICY]) expect(run(el, [{ step: 'forward', distance: 123 }], p).cost).toBeCloseTo(123, 9);
    expect(run(el, [{ step: 'forward', distance: 123 }], ARCANE_WARFARE_POLICY).cost).toBeCloseTo(123, 9);
    expect(run(el, [{ step: 'forward', distance: 20 }], ARCANE_WARFARE_POLICY).cost).toBe(50);
  });

  it('a wheel: net and chord agree (outer corner in a straight line); the arc is longer', () => {
    const w: MoveStep = { step: 'wheel', pivot: 'right', angle: 60 };
    const chord = 2 * 160 * Math.sin(Math.PI / 6);
    expect(run(el, [w], NET_CORNER_POLICY).cost).toBeCloseTo(chord, 9);
    expect(run(el, [w], DBM_GROUP_POLICY).cost).toBeCloseTo(chord, 9);
    expect(run(el, [w], ARCANE_WARFARE_POLICY).cost).toBeCloseTo((160 * Math.PI) / 3, 9);
  });

  it('net measure ignores the path: wheel then wheel back costs the straight-line offset only', () => {
    const r = run(el, [{ step: 'forward', distance: 100 }, { step: 'back', distance: 100 }]);
    expect(r.cost).toBeCloseTo(0, 12);
    expect(run(el, [{ step: 'forward', distance: 100 }, { step: 'back', distance: 100 }], DBM_GROUP_POLICY).cost).toBeCloseTo(200, 9);
  });

  it('DBM: a 180° turn in place is free; net measure charges the corners', () => {
    expect(run(el, [{ step: 'turn', angle: 180 }], DBM_GROUP_POLICY).cost).toBe(0);
    expect(run(el, [{ step: 'turn', angle: 180 }]).cost).toBeCloseTo(Math.hypot(160, 60), 9);
  });

  const step: fc.Arbitrary<MoveStep> = fc.oneof(
    fc.record({ step: fc.constant('forward' as const), distance: fc.double({ min: 0, max: 400, noNaN: true }) }),
    fc.record({ step: fc.constant('back' as const), distance: fc.double({ min: 0, max: 400, noNaN: true }) }),
    fc.record({ step: fc.constant('sidestep' as const), distance: fc.double({ min: -100, max: 100, noNaN: true }) }),
    fc.record({ step: fc.constant('wheel' as const), pivot: fc.constantFrom('left' as const, 'right' as const), angle: fc.double({ min: -90, max: 90, noNaN: true }) }),
    fc.record({ step: fc.constant('turn' as const), angle: fc.constantFrom(90 as const, -90 as const, 180 as const) }),
  );
  test.prop([fc.array(step, { maxLength: 5 }), fc.double({ min: -360, max: 360, noNaN: true }), fc.double({ min: -5000, max: 5000, noNaN: true }), fc.double({ min: -5000, max: 5000, noNaN: true })])(
    'moving and turning the whole table changes no move cost (every policy)',
    (program, deg, tx, ty) => {
      for (const policy of [NET_CORNER_POLICY, DBM_GROUP_POLICY, ARCANE_WARFARE_POLICY]) {
        const a = run(el, program, policy).cost;
        const b = run(place(el, deg, tx, ty), program, policy).cost;
        expect(Math.abs(a - b)).toBeLessThan(1e-7 * (1 + a));
      }
    },
  );
});

describe('move programs: bad input', () => {
  it.each([
    [[{ step: 'jump', distance: 3 }], 'unknown-step', 'program[0].step'],
    [[{ step: 'forward', distance: -3 }], 'bad-step', 'program[0].distance'],
    [[{ step: 'forward', distance: 10 }, { step: 'turn', angle: 45 }], 'bad-step', 'program[1].angle'],
    [[{ step: 'wheel', pivot: 'middle', angle: 10 }], 'bad-step', 'program[0].pivot'],
    [[{ step: 'move-to', x: 0, y: Number.NaN, heading: 0 }], 'bad-step', 'program[0].y'],
    [[{ step: 'conform', target: { x: 0, y: 0, heading: 0, width: 0, depth: 1 } }], 'bad-base', 'program[0].target.width'],
    ['forward', 'bad-step', 'program'],
  ])('%j → Left %s at %s', (program, code, path) => {
    const r = runProgram(el, program as MoveProgram);
    expect(r._tag).toBe('Left');
    if (r._tag === 'Left') expect(r.left).toMatchObject({ code, path });
  });
  it('a malformed policy → Left', () => {
    expect(runProgram(el, [], { measure: 'net', wheel: 'spiral', turn: 'free', minimumStep: 0 } as never)._tag).toBe('Left');
  });
});

describe('sweepMove: the first collision', () => {
  const friend: Base = { x: 0, y: 0, heading: 90, width: 160, depth: 60 };
  const enemy: Base = { x: 0, y: 300, heading: 270, width: 160, depth: 60 };
  const table: Table = { bases: { f: friend, e: enemy } };

  it('advancing into an enemy stops in exact front-to-front contact and reports it', () => {
    const r = sweepMove(table, 'f', [{ step: 'forward', distance: 500 }]);
    expect(r._tag).toBe('Right');
    if (r._tag !== 'Right') return;
    expect(r.right.end.y).toBeCloseTo(300, 9);
    expect(r.right.cost).toBeCloseTo(300, 9);
    expect(r.right.collision?.blocker).toMatchObject({ kind: 'base', id: 'e', contact: { relation: 'front-to-front' } });
  });

  it('backing away from an enemy in contact is not blocked by it', () => {
    const t: Table = { bases: { f: { ...friend, y: 300 - 0 }, e: { ...enemy, y: 300 } } };
    const r = sweepMove(t, 'f', [{ step: 'back', distance: 60 }]);
    expect(r._tag === 'Right' && r.right.collision).toBe(null);
  });

  it('a wheel into a neighbour stops where they first touch', () => {
    // The right front corner swings on a 160-pace radius about (-80, 0) through (33, 113).
    const t: Table = { bases: { f: friend, n: { x: 80, y: 120, heading: 0, width: 40, depth: 60 } } };
    const r = sweepMove(t, 'f', [{ step: 'wheel', pivot: 'left', angle: 90 }]);
    expect(r._tag).toBe('Right');
    if (r._tag !== 'Right') return;
    expect(r.right.collision?.blocker).toMatchObject({ kind: 'base', id: 'n' });
    const c = classifyContact(r.right.end, t.bases['n'] as Base, { distance: 1e-6, angle: 1e-6 });
    expect(c._tag === 'Right' && c.right.relation).not.toBe('overlapping');
  });

  it('impassable terrain and the table edge stop a move', () => {
    const t: Table = {
      bases: { f: { ...friend, x: 500, y: 100 } },
      terrain: [{ id: 'cliff', going: 'impassable', polygon: [{ x: 450, y: 300 }, { x: 550, y: 300 }, { x: 550, y: 350 }, { x: 450, y: 350 }] }],
      bounds: { width: 1000, height: 1000 },
    };
    const r = sweepMove(t, 'f', [{ step: 'forward', distance: 500 }]);
    expect(r._tag === 'Right' && r.right.collision?.blocker).toEqual({ kind: 'terrain', id: 'cliff' });
    if (r._tag === 'Right') expect(r.right.end.y).toBeCloseTo(300, 5); // within the tolerance
    const edge = sweepMove({ bases: { f: { ...friend, x: 500, y: 500 } }, bounds: { width: 1000, height: 1000 } }, 'f', [{ step: 'forward', distance: 800 }]);
    expect(edge._tag === 'Right' && edge.right.collision?.blocker).toEqual({ kind: 'table-edge' });
    if (edge._tag === "Right") expect(edge.right.end.y).toBeCloseTo(1000, 5); // within the tolerance
  });

  it('an unknown mover id → Left', () => {
    expect(sweepMove(table, 'zz', [])._tag).toBe('Left');
  });
});

describe('a step that cannot be carried out is a Left everywhere', () => {
  const t: Base = { x: 0, y: 300, heading: 270, width: 160, depth: 60 };
  const bad: MoveProgram = [{ step: 'forward', distance: 10 }, { step: 'conform', target: t, align: { mover: 'front-left', target: 'front-left' } }];
  it('runProgram, sweepMove, moveGroup and moveColumn all refuse it naming the step', () => {
    const table: Table = { bases: { m: el, t } };
    for (const r of [runProgram(el, bad), sweepMove(table, 'm', bad), moveGroup(table, ['m'], bad), moveColumn(table, ['m'], bad)]) {
      expect(r._tag).toBe('Left');
      if (r._tag === 'Left') expect(r.left).toMatchObject({ code: 'bad-align', path: 'program[1]' });
    }
  });
});
