// Exact swept-path collision for wheels, turns and straight moves, checked against a
// fine-sampling oracle built only from the public API: the oracle runs the same step cut to a
// fraction of its angle or distance (runProgram) and asks the classifier, or the terrain and
// table tests, whether that pose is blocked.
import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import {
  baseOnTerrain,
  classifyContact,
  polygonOf,
  runProgram,
  sweepMove,
  type Base,
  type MoveStep,
  type TerrainPolygon,
} from '../../src/plane/index.js';
import { arbBase } from './arbitraries.js';

/** The step cut to fraction u of its angle (wheel) or distance (straight); turns scale their angle. */
function partial(s: MoveStep, u: number): MoveStep {
  if (s.step === 'wheel') return { ...s, angle: s.angle * u };
  if (s.step === 'forward' || s.step === 'back' || s.step === 'sidestep') return { ...s, distance: s.distance * u };
  return s;
}

/** The pose at fraction u of one step. Turns are run as the rotation about the centre they are. */
function poseAt(b: Base, s: MoveStep, u: number): Base {
  if (s.step === 'turn') {
    // A turn of angle·u about the centre: centre fixed, heading turned.
    const h = (b.heading * Math.PI) / 180;
    const cx = b.x - (Math.cos(h) * b.depth) / 2;
    const cy = b.y - (Math.sin(h) * b.depth) / 2;
    const h2 = h + (s.angle * u * Math.PI) / 180;
    return { ...b, heading: b.heading + s.angle * u, x: cx + (Math.cos(h2) * b.depth) / 2, y: cy + (Math.sin(h2) * b.depth) / 2 };
  }
  const r = runProgram(b, [partial(s, u)]);
  if (r._tag === 'Left') throw new Error(r.left.message);
  return r.right.end;
}

/** The first sampled fraction at which `blocked` holds (N samples), or null. */
function oracle(blocked: (u: number) => boolean, n: number): number | null {
  for (let k = 1; k <= n; k++) if (blocked(k / n)) return k / n;
  return null;
}

const overlapping = (a: Base, b: Base): boolean => {
  const c = classifyContact(a, b);
  return c._tag === 'Right' && c.right.relation === 'overlapping';
};

const N = 800;

const mover = arbBase([-50, 50], [-50, 50], [20, 200], [10, 120]);
const obstacle = arbBase([-300, 300], [-300, 300], [2, 200], [2, 120]);
const rotation: fc.Arbitrary<MoveStep> = fc.oneof(
  fc.record({ step: fc.constant('wheel' as const), pivot: fc.constantFrom('left' as const, 'right' as const), angle: fc.double({ min: -360, max: 360, noNaN: true }) }),
  fc.record({ step: fc.constant('turn' as const), angle: fc.constantFrom(90 as const, -90 as const, 180 as const) }),
);

/**
 * The exact answer against the oracle: whenever the oracle sees a blocked pose, the sweep stopped
 * no later; whenever the sweep stopped, a blocked pose follows right after the stop (found by
 * sampling just past it), and the stop pose itself is not blocked.
 */
function agree(fraction: number | null, blocked: (u: number) => boolean): void {
  const seen = oracle(blocked, N);
  if (seen !== null) {
    expect(fraction).not.toBe(null);
    expect(fraction as number).toBeLessThanOrEqual(seen + 1e-9);
  }
  if (fraction !== null) {
    expect(blocked(fraction)).toBe(false);
    const after = oracle((v) => blocked(fraction + (v * 1) / N), 400);
    expect(after).not.toBe(null);
  }
}

describe('exact swept-path collision (wheels and turns) agrees with a fine-sampling oracle', () => {
  test.prop([mover, obstacle, rotation], { numRuns: 150 })('against another base', (m, o, step) => {
    fc.pre(!overlapping(m, o));
    const r = sweepMove({ bases: { m, o } }, 'm', [step]);
    expect(r._tag).toBe('Right');
    if (r._tag !== 'Right') return;
    const c = r.right.collision;
    if (c !== null) expect(c.blocker).toMatchObject({ kind: 'base', id: 'o' });
    agree(c === null ? null : c.fraction, (u) => overlapping(poseAt(m, step, u), o));
  });

  const polygon = fc
    .tuple(
      fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
      fc.double({ min: 120, max: 260, noNaN: true }),
      fc.array(fc.record({ x: fc.double({ min: -100, max: 100, noNaN: true }), y: fc.double({ min: -100, max: 100, noNaN: true }) }), { minLength: 3, maxLength: 6 }),
    )
    .map(([dir, dist, pts]) => pts.map((p) => ({ x: p.x + dist * Math.cos(dir), y: p.y + dist * Math.sin(dir) })));
  test.prop([mover, polygon, fc.oneof(rotation, fc.record({ step: fc.constant('forward' as const), distance: fc.double({ min: 0, max: 500, noNaN: true }) }))], { numRuns: 150 })(
    'against an impassable terrain polygon (any shape), for wheels, turns and straight moves',
    (m, raw, step) => {
      // A star-shaped (simple) polygon: the points sorted by angle about their mean.
      const cx = raw.reduce((s, p) => s + p.x, 0) / raw.length;
      const cy = raw.reduce((s, p) => s + p.y, 0) / raw.length;
      const poly = [...raw].sort((p, q) => Math.atan2(p.y - cy, p.x - cx) - Math.atan2(q.y - cy, q.x - cx));
      // Outlines with no area (points on one line) are not terrain.
      let area = 0;
      for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) area += (poly[j]!.x - poly[i]!.x) * (poly[j]!.y + poly[i]!.y);
      fc.pre(Math.abs(area) > 100);
      const t: TerrainPolygon = { id: 'rock', polygon: poly, going: 'impassable' };
      fc.pre(!baseOnTerrain(m, t));
      const r = sweepMove({ bases: { m }, terrain: [t] }, 'm', [step]);
      expect(r._tag).toBe('Right');
      if (r._tag !== 'Right') return;
      const c = r.right.collision;
      if (c !== null) expect(c.blocker).toEqual({ kind: 'terrain', id: 'rock' });
      agree(c === null ? null : c.fraction, (u) => baseOnTerrain(poseAt(m, step, u), t));
    },
  );

  test.prop([mover, fc.oneof(rotation, fc.record({ step: fc.constant('forward' as const), distance: fc.double({ min: 0, max: 500, noNaN: true }) }))], { numRuns: 100 })(
    'against the table edge',
    (raw, step) => {
      const m = { ...raw, x: raw.x + 400, y: raw.y + 400 };
      const bounds = { width: 800, height: 700 };
      const off = (b: Base) => polygonOf(b).some((p) => p.x < -1e-6 || p.y < -1e-6 || p.x > bounds.width + 1e-6 || p.y > bounds.height + 1e-6);
      fc.pre(!off(m));
      const r = sweepMove({ bases: { m }, bounds }, 'm', [step]);
      expect(r._tag).toBe('Right');
      if (r._tag !== 'Right') return;
      const c = r.right.collision;
      if (c !== null) expect(c.blocker).toEqual({ kind: 'table-edge' });
      agree(c === null ? null : c.fraction, (u) => off(poseAt(m, step, u)));
    },
  );
});

describe('exact sweeps catch what sampling steps over', () => {
  it('a wheel grazing a thin post with one corner is stopped at the contact angle', () => {
    // 160 × 60 facing +y, front edge on y = 0; wheeling about its left front corner (−80, 0), its
    // right front corner runs on a circle of radius 160. A 0.5-pace post stands just inside it.
    const m: Base = { x: 0, y: 0, heading: 90, width: 160, depth: 60 };
    const a = 40; // degrees along the arc
    const r = 159.9;
    const px = -80 + r * Math.cos((a * Math.PI) / 180);
    const py = r * Math.sin((a * Math.PI) / 180);
    const post: Base = { x: px, y: py + 0.25, heading: 90, width: 0.5, depth: 0.5 };
    const s = sweepMove({ bases: { m, post } }, 'm', [{ step: 'wheel', pivot: 'left', angle: 90 }]);
    expect(s._tag).toBe('Right');
    if (s._tag !== 'Right') return;
    expect(s.right.collision).toMatchObject({ step: 0, blocker: { kind: 'base', id: 'post' } });
    // The corner reaches the post's near face a little before 40°.
    expect(s.right.collision?.angle).toBeGreaterThan(38);
    expect(s.right.collision?.angle).toBeLessThan(40);
    expect(s.right.collision?.distance).toBe(0);
  });

  it('reports the distance run when a straight move is stopped', () => {
    const m: Base = { x: 0, y: 0, heading: 90, width: 160, depth: 60 };
    const e: Base = { x: 0, y: 250, heading: 270, width: 160, depth: 60 };
    const s = sweepMove({ bases: { m, e } }, 'm', [{ step: 'forward', distance: 400 }]);
    expect(s._tag === 'Right' && s.right.collision).toMatchObject({ angle: 0, blocker: { kind: 'base', id: 'e', contact: { relation: 'front-to-front' } } });
    if (s._tag === 'Right') expect(s.right.collision?.distance).toBeCloseTo(250, 9);
  });
});
