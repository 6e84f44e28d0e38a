import { describe, expect } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import {
  arcOfFire, distance, facingHexes, facingsAfterEntering, facingToward, hex, hexKey, inArc, neighbors, relativeSide,
  rotate, turn, zoneOfControl, type Facing,
} from '../../src/hex/index.js';
import { arbDirection, arbFacing, arbHex } from './arbitraries.js';

describe('§7.3 facing toward a vertex', () => {
  test.prop([arbHex(), arbFacing])('every facing splits the six neighbours 2 front / 2 flank / 2 rear; rear = front turned 180°', (h, f) => {
    const { front, flank, rear } = facingHexes(h, f);
    const all = [...front, ...flank, ...rear].map(hexKey);
    expect(new Set(all)).toEqual(new Set(neighbors(h).map(hexKey)));
    expect(new Set(rear.map(hexKey))).toEqual(new Set(front.map((x) => hexKey(rotate(x, 3, h)))));
    // front hexes are adjacent to each other; flanks are opposite each other
    expect(distance(front[0], front[1])).toBe(1);
    expect(distance(rear[0], rear[1])).toBe(1);
    expect(distance(flank[0], flank[1])).toBe(2);
    // left flank touches left front, right flank touches right front
    expect(distance(flank[0], front[0])).toBe(1);
    expect(distance(flank[1], front[1])).toBe(1);
    expect(distance(rear[0], flank[0])).toBe(1);
    for (const x of front) expect(relativeSide(h, f, x)).toBe('front');
    for (const x of flank) expect(relativeSide(h, f, x)).toBe('flank');
    for (const x of rear) expect(relativeSide(h, f, x)).toBe('rear');
    for (const x of neighbors(h)) expect(relativeSide(h, f, x, true)).toBe('front');
    expect(relativeSide(h, f, hex(h.q + 2, h.r))).toBeNull();
    expect(zoneOfControl(h, f)).toEqual([...front]);
    expect(zoneOfControl(h, f, true)).toHaveLength(6);
  });

  test('pointy-top, facing the N vertex (5) has front NW+NE, flanks W/E, rear SW/SE (ruling DOB-R5)', () => {
    const o = hex(0, 0);
    const fh = facingHexes(o, 5);
    expect(fh.front).toEqual([hex(0, -1), hex(1, -1)]); // NW, NE
    expect(fh.flank).toEqual([hex(-1, 0), hex(1, 0)]); // W, E
    expect(fh.rear).toEqual([hex(-1, 1), hex(0, 1)]); // SW, SE
  });

  test.prop([arbFacing, arbDirection])('free turn: entering the left front allows f or f−1; the right front f or f+1; nothing else', (f, d) => {
    const got = facingsAfterEntering(f, d);
    if (d === f) expect(got).toEqual([f, turn(f, -1)]);
    else if (d === turn(f, 1)) expect(got).toEqual([f, turn(f, 1)]);
    else expect(got).toEqual([]);
    // the hex just entered from stays a front direction after the free turn
    for (const g of got) expect([g, turn(g, 1)]).toContain(d);
  });
});

describe('§8.3 arc of fire', () => {
  test.prop([arbHex(), arbFacing, fc.integer({ min: 1, max: 8 })])('the front arc is a 60° wedge through both front hexes', (h, f, n) => {
    const arc = arcOfFire(h, f, n);
    // a wedge of 2 + 3 + ... + (n+1) hexes
    expect(arc.length).toBe(((n + 1) * (n + 2)) / 2 - 1);
    const { front, rear, flank } = facingHexes(h, f);
    for (const x of front) expect(arc.map(hexKey)).toContain(hexKey(x));
    for (const x of [...rear, ...flank]) expect(arc.map(hexKey)).not.toContain(hexKey(x));
    // rotating the whole picture rotates the arc
    const turned = new Set(arcOfFire(h, turn(f, 1), n).map(hexKey));
    expect(new Set(arc.map((x) => hexKey(rotate(x, 1, h))))).toEqual(turned);
    for (const x of arc) expect(distance(h, x)).toBeLessThanOrEqual(n);
  });

  test.prop([arbHex(), arbFacing, fc.integer({ min: 1, max: 6 })])('360° is a parameter; the half-plane arc contains the wedge', (h, f, n) => {
    expect(arcOfFire(h, f, n, 'all').length).toBe(3 * n * n + 3 * n);
    const half = new Set(arcOfFire(h, f, n, 'half').map(hexKey));
    for (const x of arcOfFire(h, f, n)) expect(half.has(hexKey(x))).toBe(true);
    const { flank, rear } = facingHexes(h, f);
    for (const x of [...flank, ...rear]) expect(half.has(hexKey(x))).toBe(false);
    expect(inArc(h, f, h, 'all')).toBe(false);
  });

  test.prop([arbHex(), arbHex()])('facingToward puts the target in the front arc when it lies in some wedge', (a, b) => {
    const f = facingToward(a, b);
    if (a.q === b.q && a.r === b.r) expect(f).toBeNull();
    else expect(inArc(a, f as Facing, b, 'front')).toBe(true);
  });
});
