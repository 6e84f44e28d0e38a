// cornerOf, edgeOf and polygonOf build only the points they return (they are asked for in hot
// loops); they must give exactly the corners cornersOf gives, each where its name says.
import { test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { CORNER_NAMES, EDGE_CORNERS, EDGE_NAMES, cornerOf, cornersOf, edgeOf, facingOf, polygonOf, type CornerName, type Corners } from '../../src/plane/base.js';
import { arbBase } from './arbitraries.js';

const key: Record<CornerName, keyof Corners> = { 'front-left': 'frontLeft', 'front-right': 'frontRight', 'rear-right': 'rearRight', 'rear-left': 'rearLeft' };
const anyBase = arbBase([-3000, 3000], [-3000, 3000], [1, 400], [1, 400]);

describe('corners, edges and polygons of a base', () => {
  test.prop([anyBase])('cornerOf is the named corner of cornersOf, and that corner lies where its name says', (b) => {
    const all = cornersOf(b);
    const f = facingOf(b.heading);
    for (const name of CORNER_NAMES) {
      const p = cornerOf(b, name);
      expect(p).toStrictEqual(all[key[name]]);
      // ahead of the front edge's midpoint by 0 (front) or −depth (rear), left by ±width/2
      const ahead = (p.x - b.x) * f.x + (p.y - b.y) * f.y;
      const left = -(p.x - b.x) * f.y + (p.y - b.y) * f.x;
      expect(ahead).toBeCloseTo(name.startsWith('front') ? 0 : -b.depth, 6);
      expect(left).toBeCloseTo(name.endsWith('left') ? b.width / 2 : -b.width / 2, 6);
    }
  });

  test.prop([anyBase])('edgeOf runs between its two named corners; polygonOf is FL, FR, RR, RL', (b) => {
    for (const name of EDGE_NAMES) {
      const [a, z] = EDGE_CORNERS[name];
      expect(edgeOf(b, name)).toStrictEqual({ from: cornerOf(b, a), to: cornerOf(b, z) });
    }
    const k = cornersOf(b);
    expect(polygonOf(b)).toStrictEqual([k.frontLeft, k.frontRight, k.rearRight, k.rearLeft]);
  });
});
