// Arcane Warfare worked examples on movement (the rule book's, each recomputed by hand),
// reproduced through the public API. Arcane Warfare poses are a centre and θ
// clockwise from +y; ours are the front-edge midpoint and a heading counter-clockwise from +x:
// h = 90 − θ, p = c + f·d/2.
import { describe, expect, it } from 'vitest';
import { ARCANE_WARFARE_POLICY, DBM_GROUP_POLICY, NET_CORNER_POLICY, centreOf, cornerOf, moveGroup, runProgram, type Base, type MoveProgram } from '../../src/plane/index.js';

function fromArcane(cx: number, cy: number, theta: number, width: number, depth: number): Base {
  const h = 90 - theta;
  const r = (h * Math.PI) / 180;
  return { x: cx + (Math.cos(r) * depth) / 2, y: cy + (Math.sin(r) * depth) / 2, heading: ((h % 360) + 360) % 360, width, depth };
}

function run(b: Base, p: MoveProgram, policy = NET_CORNER_POLICY) {
  const r = runProgram(b, p, policy);
  if (r._tag === 'Left') throw new Error(r.left.message);
  return r.right;
}

const spm = fromArcane(0, 0, 0, 100, 50);

describe('§6.4 measuring movement (Fig. 5): the front corners are measured, the rear ignored', () => {
  it('(A) straight forward 150', () => {
    expect(run(spm, [{ step: 'forward', distance: 150 }]).cost).toBeCloseTo(150, 9);
  });
  it('(B) oblique move to centre (−90, 90), θ 10: FL 129.9, FR 118.4 → measured 129.9', () => {
    const to = fromArcane(-90, 90, 10, 100, 50);
    const r = run(spm, [{ step: 'move-to', x: to.x, y: to.y, heading: to.heading }]);
    expect(r.cost).toBeCloseTo(129.9, 1);
    const fr0 = cornerOf(spm, 'front-right');
    const fr1 = cornerOf(r.end, 'front-right');
    expect(Math.hypot(fr1.x - fr0.x, fr1.y - fr0.y)).toBeCloseTo(118.4, 1);
    const rl0 = cornerOf(spm, 'rear-left');
    const rl1 = cornerOf(r.end, 'rear-left');
    expect(Math.hypot(rl1.x - rl0.x, rl1.y - rl0.y)).toBeCloseTo(136.3, 1); // longer, not counted
  });
});

describe('§6.4 measuring around obstacles (Fig. 6): each segment charged at least 50', () => {
  it('forward 120 then sideways 30 charges 170; 150 + 30 charges 200; 160 + 30 charges 210', () => {
    expect(run(spm, [{ step: 'forward', distance: 120 }, { step: 'sidestep', distance: 30 }], ARCANE_WARFARE_POLICY).cost).toBeCloseTo(170, 9);
    expect(run(spm, [{ step: 'forward', distance: 150 }, { step: 'sidestep', distance: 30 }], ARCANE_WARFARE_POLICY).cost).toBeCloseTo(200, 9);
    expect(run(spm, [{ step: 'forward', distance: 160 }, { step: 'sidestep', distance: 30 }], ARCANE_WARFARE_POLICY).cost).toBeCloseTo(210, 9);
    const end = run(spm, [{ step: 'forward', distance: 120 }, { step: 'sidestep', distance: 30 }]).end;
    expect(centreOf(end).x).toBeCloseTo(-30, 9);
    expect(centreOf(end).y).toBeCloseTo(120, 9);
  });
});

describe('§6.4.1 standard manoeuvres (Fig. 7): poses (the charges come from table T15, not geometry)', () => {
  const expectPose = (b: Base, cx: number, cy: number, theta: number) => {
    const want = fromArcane(cx, cy, theta, 100, 50);
    expect(b.x).toBeCloseTo(want.x, 9);
    expect(b.y).toBeCloseTo(want.y, 9);
    expect(b.heading).toBeCloseTo(want.heading, 9);
  };
  it('A: 90° clockwise about the centre → c (0,0), θ 90', () => expectPose(run(spm, [{ step: 'turn', angle: -90 }]).end, 0, 0, 90));
  it('D: 180° about the centre → c (0,0), θ 180', () => expectPose(run(spm, [{ step: 'turn', angle: 180 }]).end, 0, 0, 180));
  it('C: 90° about the left front corner, turning left → c (−25,75), θ 270; FL stays, FR → (−50,125)', () => {
    const end = run(spm, [{ step: 'wheel', pivot: 'left', angle: 90 }]).end;
    expectPose(end, -25, 75, 270);
    expect(cornerOf(end, 'front-left').x).toBeCloseTo(-50, 9);
    expect(cornerOf(end, 'front-left').y).toBeCloseTo(25, 9);
    expect(cornerOf(end, 'front-right').x).toBeCloseTo(-50, 9);
    expect(cornerOf(end, 'front-right').y).toBeCloseTo(125, 9);
  });
});

describe('§6.6.1 line wheel (Fig. 9): the arc of the outer corner', () => {
  const bases = { a: fromArcane(0, 0, 0, 100, 50), b: fromArcane(100, 0, 0, 100, 50) };
  const wheel = (angle: number, policy = ARCANE_WARFARE_POLICY) => {
    const r = moveGroup({ bases }, ['a', 'b'], [{ step: 'wheel', pivot: 'right', angle }], { policy });
    if (r._tag === 'Left') throw new Error(r.left.message);
    return r.right;
  };
  it('30° about the right front corner (150, 25): outer corner → (−23.2, 125.0), arc 104.7, centres (7.6, 78.35) and (94.2, 28.35)', () => {
    const r = wheel(30);
    expect(r.cost).toBeCloseTo(104.7, 1);
    const outer = cornerOf(r.end['a'] as Base, 'front-left');
    expect(outer.x).toBeCloseTo(-23.2, 1);
    expect(outer.y).toBeCloseTo(125.0, 1);
    const ca = centreOf(r.end['a'] as Base);
    const cb = centreOf(r.end['b'] as Base);
    expect(ca.x).toBeCloseTo(7.6, 1);
    expect(ca.y).toBeCloseTo(78.35, 1);
    expect(cb.x).toBeCloseTo(94.2, 1);
    expect(cb.y).toBeCloseTo(28.35, 1);
    expect(r.end['a']?.heading).toBeCloseTo(60, 9); // θ 30
    expect(150 - r.cost).toBeCloseTo(45.3, 1); // what an EdH (150) has left
  });
  it('the chord would be 103.5 (DBM measure); a 10° wheel charges the 50-pace minimum', () => {
    expect(wheel(30, DBM_GROUP_POLICY).cost).toBeCloseTo(103.5, 1);
    expect(wheel(10).cost).toBe(50);
  });
});
