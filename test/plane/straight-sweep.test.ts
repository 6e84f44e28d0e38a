// Straight moves swept in one pass: sweepStraight against the general sweepMove, a group's
// one-pass translation against sweeping each member on its own, and the steps moveGroup reports.
import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import {
  ARCANE_WARFARE_POLICY,
  DBM_GROUP_POLICY,
  applyMotion,
  basesOverlap,
  createIndex,
  moveGroup,
  sweepMove,
  sweepStraight,
  type Base,
  type Motion,
  type MovePolicy,
  type StraightStep,
  type Table,
  type TerrainPolygon,
} from '../../src/plane/index.js';
import { mulberry } from './builders.js';

const W = 160;
const D = 60;

const arbStraight: fc.Arbitrary<StraightStep> = fc.oneof(
  fc.record({ step: fc.constant('forward' as const), distance: fc.double({ min: 0, max: 800, noNaN: true }) }),
  fc.record({ step: fc.constant('back' as const), distance: fc.double({ min: 0, max: 400, noNaN: true }) }),
  fc.record({ step: fc.constant('sidestep' as const), distance: fc.double({ min: -400, max: 400, noNaN: true }) }),
);
const arbPolicy: fc.Arbitrary<MovePolicy | undefined> = fc.constantFrom(undefined, DBM_GROUP_POLICY, ARCANE_WARFARE_POLICY);
const rock: TerrainPolygon = { id: 'rock', going: 'impassable', polygon: [{ x: 400, y: 400 }, { x: 1100, y: 500 }, { x: 750, y: 1100 }] };

/** Bases that do not overlap those placed before them, named e0, e1, … in order. */
function tableOf(raw: ReadonlyArray<Base>): Record<string, Base> {
  const bases: Record<string, Base> = {};
  let n = 0;
  for (const b of raw) if (Object.values(bases).every((o) => !basesOverlap(b, o))) bases[`e${n++}`] = b;
  return bases;
}

describe('sweepStraight: one straight step, the cheap form of sweepMove', () => {
  const seen = new Set<string>();
  // Uniformly spread tables (fast-check's doubles crowd the ends of their ranges, away from the
  // rock in the middle): 500 seeded layouts.
  it('gives exactly what sweepMove gives for the same step (with or without an index, terrain, table edge, passable bases)', () => {
    const r = mulberry(404);
    const pick = <T>(xs: ReadonlyArray<T>): T => xs[Math.floor(r.next() * xs.length)] as T;
    for (let run = 0; run < 500; run++) {
      const raw: Base[] = [];
      for (let i = 1 + Math.floor(r.next() * 14); i > 0; i--) {
        raw.push({ x: 1500 * r.next(), y: 1500 * r.next(), heading: r.next() < 0.3 ? pick([0, 90, 180, 270]) : 360 * r.next(), width: pick([160, 80]), depth: pick([60, 30, 80]) });
      }
      const bases = tableOf(raw);
      const kind = pick(['forward', 'back', 'sidestep'] as const);
      const step: StraightStep = { step: kind, distance: kind === 'sidestep' ? 800 * r.next() - 400 : 800 * r.next() };
      const policy = pick([undefined, DBM_GROUP_POLICY, ARCANE_WARFARE_POLICY]);
      const table: Table = {
        bases,
        ...(r.next() < 0.5 ? { index: createIndex(bases) } : {}),
        ...(r.next() < 0.5 ? { terrain: [rock] } : {}),
        ...(r.next() < 0.5 ? { bounds: { width: 1700, height: 1700 } } : {}),
      };
      const options = { ...(policy === undefined ? {} : { policy }), ...(r.next() < 0.3 && 'e1' in bases ? { passable: ['e1'] } : {}) };
      const fast = sweepStraight(table, 'e0', step, options);
      const general = sweepMove(table, 'e0', [step], options);
      expect(fast).toEqual(general);
      if (fast._tag === 'Right' && fast.right.collision !== null) seen.add(fast.right.collision.blocker.kind);
    }
  });

  it('those runs met every kind of blocker (so the comparison covered them)', () => {
    expect([...seen].sort()).toEqual(['base', 'table-edge', 'terrain']);
  });

  it('stops at contact with the base in its way and charges the distance run', () => {
    const bases = { m: { x: 0, y: 0, heading: 90, width: W, depth: D }, e: { x: 40, y: 300, heading: 270, width: W, depth: D } };
    const r = sweepStraight({ bases }, 'm', { step: 'forward', distance: 500 }, { policy: DBM_GROUP_POLICY });
    expect(r._tag).toBe('Right');
    if (r._tag !== 'Right') return;
    expect(r.right.end.y).toBeCloseTo(300, 6);
    expect(r.right.cost).toBeCloseTo(300, 6); // per-step measure: the 300 paces run, not the 500 asked
    expect(r.right.collision).toMatchObject({ step: 0, blocker: { kind: 'base', id: 'e', contact: { relation: 'front-to-front' } } });
    expect(r.right.collision?.distance).toBeCloseTo(300, 6);
    const made = r.right.steps[0]?.motion;
    expect(made?.kind === 'translate' && [made.dx + 0, made.dy]).toEqual([0, expect.closeTo(300, 6)]); // the motion made, not the 500 asked
  });

  it('bad input → Left naming the path', () => {
    const bases = { m: { x: 0, y: 0, heading: 90, width: W, depth: D } };
    const left = (r: ReturnType<typeof sweepStraight>) => (r._tag === 'Left' ? r.left.path : null);
    expect(left(sweepStraight({ bases }, 'zz', { step: 'forward', distance: 10 }))).toBe('moverId');
    expect(left(sweepStraight({ bases }, 'm', { step: 'wheel', pivot: 'left', angle: 5 } as unknown as StraightStep))).toBe('step');
    expect(left(sweepStraight({ bases }, 'm', { step: 'forward', distance: -1 }))).toBe('step.distance');
    expect(left(sweepStraight({ bases }, 'm', { step: 'sidestep', distance: NaN }))).toBe('step.distance');
    expect(left(sweepStraight({ bases }, 'm', { step: 'back', distance: 5 }, { tolerance: { distance: -1, angle: 0 } }))?.startsWith('options.tolerance')).toBe(true);
    expect(left(sweepStraight({ bases }, 'm', { step: 'back', distance: 5 }, { policy: { measure: 'x' } as unknown as MovePolicy }))?.startsWith('options.policy')).toBe(true);
  });
});

describe('a group translation swept in one pass', () => {
  let stopped = 0;
  // Three side by side facing +y (a rigid line: every member's forward step is the same vector).
  const line = (): Record<string, Base> => ({
    a: { x: -W, y: 0, heading: 90, width: W, depth: D },
    b: { x: 0, y: 0, heading: 90, width: W, depth: D },
    c: { x: W, y: 0, heading: 90, width: W, depth: D },
  });
  const members = ['b', 'a', 'c'];
  const arbObstacle = fc.record({
    x: fc.double({ min: -600, max: 600, noNaN: true }),
    y: fc.double({ min: 70, max: 900, noNaN: true }),
    heading: fc.double({ min: 0, max: 360, noNaN: true }),
    width: fc.constantFrom(160, 80),
    depth: fc.constantFrom(60, 30),
  });

  test.prop([fc.array(arbObstacle, { maxLength: 10 }), fc.double({ min: 0, max: 900, noNaN: true }), fc.boolean()], { numRuns: 300 })(
    'stops where the first member alone would stop, naming that member',
    (raw, distance, bounded) => {
      const bases: Record<string, Base> = line();
      let n = 0;
      for (const o of raw) if (Object.values(bases).every((p) => !basesOverlap(o, p))) bases[`o${n++}`] = o;
      const table: Table = { bases, ...(bounded ? { bounds: { width: 1e9, height: 700 } } : {}) };
      const step: StraightStep = { step: 'forward', distance };
      const g = moveGroup(table, members, [step]);
      expect(g._tag).toBe('Right');
      if (g._tag !== 'Right') return;
      // Each member swept alone, the other members passable: the group stops at the earliest.
      const alone = new Map<string, number>();
      for (const id of members) {
        const r = sweepStraight(table, id, step, { passable: members.filter((m) => m !== id) });
        if (r._tag === 'Right' && r.right.collision !== null) alone.set(id, r.right.collision.fraction);
      }
      if (alone.size === 0) expect(g.right.collision).toBe(null);
      else {
        stopped++;
        const min = Math.min(...alone.values());
        // Members stopped at the same moment (to the last bit or so) may each be named.
        const near = [...alone].filter(([, f]) => f - min < 1e-12).map(([id]) => id);
        expect(near).toContain(g.right.collision?.member);
        expect(Math.abs((g.right.collision?.fraction ?? NaN) - min)).toBeLessThan(1e-12);
      }
      for (const m of members) for (const [id, o] of Object.entries(bases)) if (!members.includes(id)) expect(basesOverlap(g.right.end[m] as Base, o)).toBe(false);
    },
  );

  it('most of those group moves were stopped (so the comparison covered collisions)', () => {
    expect(stopped).toBeGreaterThan(100);
  });
});

describe('moveGroup reports each member’s steps', () => {
  const arbStep = fc.oneof(
    arbStraight,
    fc.record({ step: fc.constant('wheel' as const), pivot: fc.constantFrom('left' as const, 'right' as const), angle: fc.double({ min: -60, max: 60, noNaN: true }) }),
    fc.record({ step: fc.constant('turn' as const), angle: fc.constant(180 as const) }),
  );
  const bases: Record<string, Base> = {
    a: { x: 200, y: 200, heading: 90, width: W, depth: D },
    b: { x: 360, y: 200, heading: 90, width: W, depth: D },
    e: { x: 300, y: 700, heading: 270, width: W, depth: D },
  };

  test.prop([fc.array(arbStep, { minLength: 1, maxLength: 4 }), arbPolicy], { numRuns: 150 })(
    'every step: each member’s motion takes it from its pose before to its pose after; the steps chain and sum to the per-step cost',
    (program, policy) => {
      const r = moveGroup({ bases }, ['a', 'b'], program, policy === undefined ? {} : { policy });
      expect(r._tag).toBe('Right');
      if (r._tag !== 'Right') return;
      const steps = r.right.steps;
      expect(steps.length).toBe(r.right.collision === null ? program.length : r.right.collision.step + 1);
      for (let i = 0; i < steps.length; i++) {
        const s = steps[i]!;
        for (const id of ['a', 'b']) {
          const moved = applyMotion(s.from[id] as Base, s.motion[id] as Motion);
          const to = s.to[id] as Base;
          expect(Math.hypot(moved.x - to.x, moved.y - to.y)).toBeLessThan(1e-6);
          if (i > 0) expect(s.from[id]).toBe(steps[i - 1]!.to[id]);
        }
      }
      for (const id of ['a', 'b']) {
        const last = steps[steps.length - 1]!.to[id] as Base;
        expect(r.right.end[id]).toMatchObject({ x: last.x, y: last.y });
      }
      if (policy !== undefined) expect(Math.abs(steps.reduce((t, s) => t + s.cost, 0) - r.right.cost)).toBeLessThan(1e-9 * (1 + r.right.cost));
    },
  );
});
