import { describe, expect } from 'vitest';
import { test } from '@fast-check/vitest';
import { crossedHexes, distance, hex, hexKey, hexsideHexes, line, range, roundHex, type Hex } from '../../src/hex/index.js';
import { arbHex } from './arbitraries.js';

/** Starts at a, ends at b, each hex adjacent to the next, no repeats. */
const isChain = (a: Hex, b: Hex, hexes: ReadonlyArray<Hex>): void => {
  expect(hexes[0]).toEqual(a);
  expect(hexes[hexes.length - 1]).toEqual(b);
  expect(new Set(hexes.map(hexKey)).size).toBe(hexes.length);
  for (let i = 1; i < hexes.length; i++) expect(distance(hexes[i - 1]!, hexes[i]!)).toBe(1);
};

const SQRT3 = Math.sqrt(3);
const UX = [SQRT3 / 2, SQRT3, SQRT3 / 2, -SQRT3 / 2, -SQRT3, -SQRT3 / 2];
const UY = [-1.5, 0, 1.5, 1.5, 0, -1.5];

/**
 * Independent oracle: every hex whose hexagon the centre segment, shifted sideways by `shift`
 * pixels (left if > 0), passes through for a positive length (Cyrus–Beck clipping against the
 * six sides of each candidate hex), ordered by where the segment enters it.
 */
const clipped = (a: Hex, b: Hex, shift: number): string[] => {
  const n = distance(a, b);
  const vx = SQRT3 * (b.q - a.q + (b.r - a.r) / 2);
  const vy = 1.5 * (b.r - a.r);
  const len = Math.hypot(vx, vy);
  const p0x = SQRT3 * (a.q + a.r / 2) + (vy / len) * shift;
  const p0y = 1.5 * a.r + (-vx / len) * shift;
  const hits: Array<[number, string]> = [];
  for (let dq = -n; dq <= n; dq++) {
    for (let dr = -n; dr <= n; dr++) {
      const h = hex(a.q + dq, a.r + dr);
      if (distance(a, h) > n) continue;
      const cx = SQRT3 * (h.q + h.r / 2);
      const cy = 1.5 * h.r;
      let t0 = 0;
      let t1 = 1;
      for (let d = 0; d < 6; d++) {
        // inside: (p0 + t v − c)·u ≤ 1.5
        const num = 1.5 - ((p0x - cx) * UX[d]! + (p0y - cy) * UY[d]!);
        const den = vx * UX[d]! + vy * UY[d]!;
        if (den === 0) {
          if (num < 0) t1 = -1;
        } else if (den > 0) t1 = Math.min(t1, num / den);
        else t0 = Math.max(t0, num / den);
      }
      if (t1 - t0 > 1e-9) hits.push([t0, hexKey(h)]);
    }
  }
  return hits.sort((x, y) => x[0] - y[0]).map(([, k]) => k);
};

const isVertexDirection = (a: Hex, b: Hex): boolean => {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  const ds = -dq - dr;
  return distance(a, b) >= 2 && (dq === dr || dr === ds || dq === ds);
};

describe('line(a, b): a straight line of distance + 1 hexes', () => {
  test.prop([arbHex(40), arbHex(40)])('a line has distance+1 hexes, each adjacent to the next; both nudged lines are valid', (a, b) => {
    const l = line(a, b);
    expect(l.hexes.length).toBe(distance(a, b) + 1);
    isChain(a, b, l.hexes);
    if (l.alternate !== null) {
      expect(l.alternate.length).toBe(distance(a, b) + 1);
      isChain(a, b, l.alternate);
      expect(l.alternate.map(hexKey)).not.toEqual(l.hexes.map(hexKey));
      expect(l.sides.length).toBeGreaterThan(0);
    } else {
      expect(l.sides).toEqual([]);
    }
  });

  test.prop([arbHex(60), arbHex(60)], { numRuns: 500 })('equals the plain reference: lerp-and-round from the start nudged ε left, and ε right', (a, b) => {
    const n = distance(a, b);
    const walkRef = (sign: number): Hex[] => {
      const x = Math.sqrt(3) * (b.q - a.q + (b.r - a.r) / 2);
      const y = 1.5 * (b.r - a.r);
      const len = Math.hypot(x, y) || 1;
      const nr = ((-x / len) * 1e-6 * sign) / 1.5;
      const nq = ((y / len) * 1e-6 * sign) / Math.sqrt(3) - nr / 2;
      return Array.from({ length: n + 1 }, (_, i) => roundHex({ q: a.q + nq + ((b.q - a.q) * i) / Math.max(n, 1), r: a.r + nr + ((b.r - a.r) * i) / Math.max(n, 1) }));
    };
    const l = line(a, b);
    const left = walkRef(1);
    const right = walkRef(-1);
    expect(l.hexes).toEqual(left);
    expect(l.alternate ?? l.hexes).toEqual(right);
  });

  test('equals the reference for every target within distance 12 of three starts (all sectors, every tie)', () => {
    const ref = (a: Hex, b: Hex, sign: number): string[] => {
      const n = distance(a, b);
      const x = Math.sqrt(3) * (b.q - a.q + (b.r - a.r) / 2);
      const y = 1.5 * (b.r - a.r);
      const len = Math.hypot(x, y) || 1;
      const nr = ((-x / len) * 1e-6 * sign) / 1.5;
      const nq = ((y / len) * 1e-6 * sign) / Math.sqrt(3) - nr / 2;
      return Array.from({ length: n + 1 }, (_, i) => hexKey(roundHex({ q: a.q + nq + ((b.q - a.q) * i) / Math.max(n, 1), r: a.r + nr + ((b.r - a.r) * i) / Math.max(n, 1) })));
    };
    // One assertion over every mismatch: an expect per line costs more than the lines themselves.
    let alternates = 0;
    const mismatches: string[] = [];
    for (const a of [hex(0, 0), hex(3, -7), hex(-70, 40)]) {
      for (const h of range(a, 12)) {
        const l = line(a, h);
        const left = l.hexes.map(hexKey).join(' ');
        const right = (l.alternate ?? l.hexes).map(hexKey).join(' ');
        if (left !== ref(a, h, 1).join(' ')) mismatches.push(`${hexKey(a)}→${hexKey(h)} left: ${left}`);
        if (right !== ref(a, h, -1).join(' ')) mismatches.push(`${hexKey(a)}→${hexKey(h)} right: ${right}`);
        if (l.alternate !== null) alternates++;
      }
    }
    expect(mismatches).toEqual([]);
    expect(alternates).toBeGreaterThan(100);
  });

  test('lines share no state between calls, and a line far from the origin is the same line translated', () => {
    const l = line(hex(0, 0), hex(6, -3));
    (l.hexes as Hex[])[2] = hex(99, 99); // a caller scribbling on its own result...
    expect(line(hex(0, 0), hex(6, -3)).hexes[2]).toEqual(hex(2, -1)); // ...changes no later call
    expect(l.hexes[1]).toEqual(hex(1, -1)); // left of travel; the right nudge takes (1, 0)
    expect(l.alternate?.[1]).toEqual(hex(1, 0));
    expect(Object.keys(l.hexes[1]!)).toEqual(['q', 'r']); // plain { q, r }, the shape `hex` makes
    const near = line(hex(0, 0), hex(6, -3));
    const far = line(hex(200, -100), hex(206, -103));
    expect(far.hexes.map(hexKey)).toEqual(near.hexes.map((h) => hexKey(hex(h.q + 200, h.r - 100))));
  });

  test.prop([arbHex(40), arbHex(40)])('every line along hexsides has an alternate', (a, b) => {
    if (isVertexDirection(a, b)) expect(line(a, b).alternate).not.toBeNull();
  });

  test.prop([arbHex(40), arbHex(40)])('reversing the line swaps left and right', (a, b) => {
    const ab = line(a, b);
    const ba = line(b, a);
    expect([...ba.hexes].reverse()).toEqual(ab.alternate ?? ab.hexes);
    expect([...(ba.alternate ?? ba.hexes)].reverse()).toEqual(ab.hexes);
  });

  test('a line along a row of centres is unambiguous; a line to itself is one hex', () => {
    const l = line(hex(0, 0), hex(5, 0));
    expect(l.alternate).toBeNull();
    expect(l.hexes).toEqual([0, 1, 2, 3, 4, 5].map((q) => hex(q, 0)));
    expect(line(hex(3, 3), hex(3, 3))).toEqual({ hexes: [hex(3, 3)], alternate: null, sides: [] });
  });
});

describe('§8.4 crossedHexes(a, b): every hex the centre line passes through', () => {
  test.prop([arbHex(12), arbHex(12)], { numRuns: 300 })('the nudged walks are exactly the hexes a slightly shifted segment passes through, in order', (a, b) => {
    const l = crossedHexes(a, b);
    expect(l.hexes.map(hexKey)).toEqual(clipped(a, b, 1e-6));
    expect((l.alternate ?? l.hexes).map(hexKey)).toEqual(clipped(a, b, -1e-6));
  });

  test.prop([arbHex(40), arbHex(40)])('both walks are chains that contain the sampled line; they differ exactly along hexsides', (a, b) => {
    const c = crossedHexes(a, b);
    isChain(a, b, c.hexes);
    expect(c.hexes.length).toBeGreaterThanOrEqual(distance(a, b) + 1);
    const l = line(a, b);
    const left = new Set(c.hexes.map(hexKey));
    for (const h of l.hexes) expect(left.has(hexKey(h))).toBe(true);
    if (isVertexDirection(a, b)) {
      expect(c.alternate).not.toBeNull();
      isChain(a, b, c.alternate!);
      expect(c.alternate!.length).toBe(c.hexes.length);
      // a vertex direction of length n runs along one hexside per two steps
      expect(c.sides.length).toBe(Math.floor(distance(a, b) / 2));
      for (const s of c.sides) {
        const [x, y] = hexsideHexes(s).map(hexKey);
        expect(c.hexes.map(hexKey).includes(x!) !== c.hexes.map(hexKey).includes(y!)).toBe(true);
      }
    } else {
      expect(c.sides).toEqual([]);
      if (c.alternate !== null) isChain(a, b, c.alternate);
    }
  });

  test('§8.4.3 a line along hexsides returns both paths and the sides it runs along', () => {
    // (0,0) -> (2,-1) runs along the side between (1,-1) and (1,0).
    const l = crossedHexes(hex(0, 0), hex(2, -1));
    expect(l.hexes).toEqual([hex(0, 0), hex(1, -1), hex(2, -1)]); // left of travel: the northern hex
    expect(l.alternate).toEqual([hex(0, 0), hex(1, 0), hex(2, -1)]);
    expect(l.sides.length).toBe(1);
    expect(new Set(hexsideHexes(l.sides[0]!).map(hexKey))).toEqual(new Set(['1,-1', '1,0']));
    // A longer diagonal runs along two sides.
    expect(crossedHexes(hex(0, 0), hex(4, -2)).sides.length).toBe(2);
  });

  test('a line exactly through a vertex clips a different corner on each side', () => {
    const c = crossedHexes(hex(8, -10), hex(-3, 0));
    expect(c.sides).toEqual([]);
    expect(c.hexes.map(hexKey)).toContain('1,-3');
    expect(c.alternate!.map(hexKey)).not.toContain('1,-3');
    expect(c.alternate!.map(hexKey)).toContain('4,-7');
    expect(c.hexes.map(hexKey)).not.toContain('4,-7');
  });

  test('a line that crosses a hexside at its midpoint passes through both hexes', () => {
    // (0,0) -> (-4,1): halfway, the centre line crosses the side between (-2,1) and (-2,0).
    const c = crossedHexes(hex(0, 0), hex(-4, 1));
    expect(c.alternate).toBeNull();
    expect(c.hexes.map(hexKey)).toEqual(['0,0', '-1,0', '-2,1', '-2,0', '-3,1', '-4,1']);
    // The sampled line has to pick one of the two, so its nudges disagree there.
    expect(line(hex(0, 0), hex(-4, 1)).alternate).not.toBeNull();
  });
});
