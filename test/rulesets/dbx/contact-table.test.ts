import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { classifyContact } from '../../../src/plane/index.js';
import { DBX_TOLERANCE, touchesOf, type DbxElement } from '../../../src/dbx/index.js';

function el(i: number, x: number, y: number, heading: number): DbxElement {
  return { id: `e${String(i).padStart(3, '0')}`, side: i % 2 === 0 ? 'red' : 'blue', type: 'Bd', command: 'c', general: false, camp: false, grade: null, irregular: false, status: 'active', lostHow: null, x, y, heading, width: 160, depth: 40 };
}

/** Elements on a coarse grid (so many touch exactly) with some loose ones in between. */
const layout = (min: number, max: number) =>
  fc.array(fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 30 }), fc.constantFrom(0, 90, 180, 270, 33), fc.boolean()), { minLength: min, maxLength: max }).map((rows) =>
    rows.map(([gx, gy, h, loose], i) => el(i, gx * 160 + (loose ? 37 : 0), gy * 40 + (loose ? 11 : 0), h)),
  );

function brute(e: DbxElement, all: ReadonlyArray<DbxElement>): string[] {
  return all
    .filter((o) => o.id !== e.id)
    .filter((o) => {
      const c = classifyContact(e, o, DBX_TOLERANCE);
      return c._tag === 'Right' && c.right.relation !== 'separated';
    })
    .map((o) => o.id)
    .sort();
}

describe('the contact cache answers what plane classifyContact answers', () => {
  test.prop([layout(2, 30)], { numRuns: 60 })('short lists (scanned)', (all) => {
    for (const e of all) expect(touchesOf(e, all).map((t) => t.other.id)).toEqual(brute(e, all));
  });
  test.prop([layout(64, 90)], { numRuns: 8 })('long lists (through the spatial index)', (all) => {
    for (const e of all) expect(touchesOf(e, all).map((t) => t.other.id)).toEqual(brute(e, all));
  });
  test.prop([layout(2, 20)], { numRuns: 30 })('a moved copy of a member is classified afresh, not read from the cache', (all) => {
    const e = all[0]!;
    touchesOf(e, all);
    const moved = { ...e, x: e.x + 160 };
    expect(touchesOf(moved, all).map((t) => t.other.id)).toEqual(brute(moved, all));
  });
});

describe('a table derived from the previous state answers what a fresh one does', () => {
  test.prop([layout(4, 26), fc.array(fc.tuple(fc.nat(), fc.integer({ min: -200, max: 200 }), fc.integer({ min: -60, max: 60 }), fc.boolean()), { minLength: 1, maxLength: 6 })], { numRuns: 80 })(
    'after elements move or leave, one state after another',
    (start, moves) => {
      let all = start;
      for (const e of all) touchesOf(e, all);
      for (const [pick, dx, dy, leave] of moves) {
        const k = pick % all.length;
        const e = all[k]!;
        // a new list sharing every unchanged element object, as a reducer's next state does
        all = all.map((o, i) => (i === k ? { ...e, x: e.x + dx, y: e.y + dy, status: leave && all.length > 2 ? ('destroyed' as const) : e.status } : o));
        for (const o of all) if (o.status === 'active') expect(touchesOf(o, all).map((t) => t.other.id)).toEqual(brute(o, all.filter((x) => x.status === 'active')));
      }
    },
  );
});

