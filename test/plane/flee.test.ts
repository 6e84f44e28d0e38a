// Flee (DBM L1996-2030, DBMM Q462-496): recoil, turn, run, and steer round what is in the
// way by the least turn up to 90°.
import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { classifyContact, flee, type Base } from '../../src/plane/index.js';
import { arbBase } from './arbitraries.js';

const W = 160;
const D = 60;
const loser: Base = { x: 0, y: 1000, heading: 90, width: W, depth: D };
const enemy: Base = { x: 0, y: 1000, heading: 270, width: W, depth: D };
const overlapping = (a: Base, b: Base): boolean => {
  const c = classifyContact(a, b);
  return c._tag === 'Right' && c.right.relation === 'overlapping';
};

describe('flee (DBM L1996-2030)', () => {
  it('recoils a base depth, turns about and runs straight to its rear', () => {
    const r = flee({ bases: { l: loser, e: enemy } }, 'l', { distance: 300, recoilFirst: D });
    expect(r._tag).toBe('Right');
    if (r._tag !== 'Right') return;
    expect(r.right.turns).toEqual([180]);
    expect(r.right.end.heading).toBe(270);
    // Recoil 60 (front edge to 940), turn about (front edge to 880), run 300.
    expect(r.right.end.y).toBeCloseTo(1000 - D - D - 300, 9);
    expect(r.right.travelled).toBeCloseTo(D + 300, 9);
    expect(r.right).toMatchObject({ complete: true, blocker: null, offTable: false });
  });

  it('without steering it stops at the first obstruction and names it', () => {
    const wall: Base = { x: 0, y: 700, heading: 90, width: W, depth: D }; // its front edge at y = 700
    const r = flee({ bases: { l: loser, e: enemy, w: wall } }, 'l', { distance: 300, recoilFirst: D });
    expect(r._tag === 'Right' && r.right.blocker).toMatchObject({ kind: 'base', id: 'w', contact: { relation: 'front-to-front' } });
    if (r._tag === 'Right') expect(r.right.end.y).toBeCloseTo(700, 9);
  });

  it('steers by the least turn that clears an obstruction, and runs on', () => {
    // A friend it cannot pass stands across its path, offset to the right of the fleer (seen
    // from the fleer, now facing −y, its right is −x... the friend sits at +x, i.e. its left).
    const friend: Base = { x: 120, y: 700, heading: 90, width: W, depth: D };
    const r = flee({ bases: { l: loser, e: enemy, f: friend } }, 'l', { distance: 400, recoilFirst: D, steer: { maxAngle: 90, lookAhead: 200 } });
    expect(r._tag).toBe('Right');
    if (r._tag !== 'Right') return;
    expect(r.right.blocker).toBe(null);
    expect(r.right.turns.length).toBe(2);
    // The friend is on its left: it turns right (clockwise, negative), by less than 90°.
    const swerve = r.right.turns[1] as number;
    expect(swerve).toBeLessThan(0);
    expect(swerve).toBeGreaterThan(-90);
    expect(overlapping(r.right.end, friend)).toBe(false);
    // Least: a turn 0.1° smaller would not clear the friend.
    const tighter = flee({ bases: { l: loser, e: enemy, f: friend } }, 'l', { distance: 400, recoilFirst: D, steer: { maxAngle: Math.abs(swerve) - 0.1, lookAhead: 200 } });
    expect(tighter._tag === 'Right' && tighter.right.blocker).toMatchObject({ kind: 'base', id: 'f' });
  });

  it('an obstruction no turn of up to 90° clears stops it and is reported', () => {
    // A wall ahead and walls at both sides: every turn up to 90° still runs into one of them.
    const wide: Base = { x: 0, y: 700, heading: 90, width: 2000, depth: D };
    const right: Base = { x: 110, y: 850, heading: 0, width: 300, depth: 10 };
    const left: Base = { x: -110, y: 850, heading: 180, width: 300, depth: 10 };
    const r = flee({ bases: { l: loser, e: enemy, w: wide, a: right, b: left } }, 'l', { distance: 400, recoilFirst: D, steer: { maxAngle: 90, lookAhead: 200 } });
    expect(r._tag === 'Right' && r.right.blocker).toMatchObject({ kind: 'base', id: 'w' });
    expect(r._tag === 'Right' && r.right.complete).toBe(false);
  });

  it('runs off a table edge it may leave (its own base edge), steers off one it may not', () => {
    const near: Base = { x: 1000, y: 300, heading: 90, width: W, depth: D };
    const e2: Base = { x: 1000, y: 300, heading: 270, width: W, depth: D };
    const table = { bases: { l: near, e: e2 }, bounds: { width: 2000, height: 1200 } };
    const off = flee(table, 'l', { distance: 400, recoilFirst: D, exits: ['bottom'] });
    expect(off._tag === 'Right' && off.right).toMatchObject({ blocker: null, offTable: true });
    const kept = flee(table, 'l', { distance: 400, recoilFirst: D });
    expect(kept._tag === 'Right' && kept.right.blocker).toEqual({ kind: 'table-edge' });
  });

  it('flees towards a given heading (DBM L1996-2035, its cases 2, 4-6), the turn swept', () => {
    const r = flee({ bases: { l: loser } }, 'l', { distance: 100, heading: 0 });
    expect(r._tag === 'Right' && r.right.turns).toEqual([-90]);
    if (r._tag === 'Right') expect(r.right.end.heading).toBe(0);
  });

  it('bad options → Left', () => {
    expect(flee({ bases: { l: loser } }, 'l', { distance: 100, heading: Number.NaN })._tag).toBe('Left');
    expect(flee({ bases: { l: loser } }, 'l', { distance: 100, steer: { maxAngle: 270 } })._tag).toBe('Left');
    expect(flee({ bases: { l: loser } }, 'l', { distance: 100, exits: ['north' as never] })._tag).toBe('Left');
  });

  const obstacle = arbBase([-500, 500], [300, 900], [10, 300], [10, 100]);
  test.prop([fc.array(obstacle, { minLength: 1, maxLength: 6 })], { numRuns: 40 })('a steered flee never ends overlapping anything', (raw) => {
    const bases: Record<string, Base> = { l: loser, e: enemy };
    let n = 0;
    for (const b of raw) if (Object.values(bases).every((o) => !overlapping(b, o))) bases[`o${n++}`] = b;
    const r = flee({ bases }, 'l', { distance: 500, recoilFirst: D, steer: { maxAngle: 90, lookAhead: 200, precision: 0.1 } });
    expect(r._tag).toBe('Right');
    if (r._tag !== 'Right') return;
    for (const [id, o] of Object.entries(bases)) if (id !== 'l') expect(overlapping(r.right.end, o)).toBe(false);
    const total = r.right.turns.slice(1).reduce((s, t) => s + t, 0);
    expect(Math.abs(total)).toBeLessThanOrEqual(90 + 1e-9);
  });
});
