import { describe, expect, it } from 'vitest';
import {
  contiguousBehind,
  DBX_TOLERANCE,
  frontContactsOn,
  frontPairs,
  heldByEnemy,
  inFrontContact,
  overlappers,
  runProgram,
  touchesOf,
  touchingFriends,
  type DbxElement,
} from '../../../src/dbx/index.js';

/** An element 160p wide, 40p deep: (x, y) is its front-edge midpoint. */
function el(id: string, side: string, x: number, y: number, heading: number, extra: Partial<DbxElement> = {}): DbxElement {
  return { id, side, type: 'Bd', command: side, general: false, camp: false, grade: null, irregular: false, status: 'active', lostHow: null, x, y, heading, width: 160, depth: 40, ...extra };
}

describe('strategos/dbx contacts (DBM L1647-1685 shared by DBA)', () => {
  const a = el('a', 'red', 1000, 1000, 90);
  const b = el('b', 'blue', 1000, 1000, 270);
  it('front edge to front edge, lined up, is close combat', () => {
    const all = [a, b];
    expect(inFrontContact(a, b)).toBe(true);
    expect(frontPairs(all)).toEqual([['a', 'b']]);
    expect(frontContactsOn(a, all)).toEqual([{ attacker: 'b', defender: 'a', edge: 'front' }]);
    expect(heldByEnemy(a, all)).toBe(true);
  });
  it('within the tolerance still counts; beyond it does not', () => {
    expect(inFrontContact(a, { ...b, y: 1000 + DBX_TOLERANCE.distance * 0.8 })).toBe(true);
    expect(inFrontContact(a, { ...b, y: 1000 + DBX_TOLERANCE.distance * 3 })).toBe(false);
  });
  it('a front edge on a flank is a flank contact, not close combat to the front', () => {
    // f faces west with its front edge on a's right flank (x = 1080), front corner on front corner
    const f = el('f', 'blue', 1080, 1000 - 80, 180);
    const all = [a, f];
    expect(frontContactsOn(a, all)).toEqual([{ attacker: 'f', defender: 'a', edge: 'right' }]);
    expect(inFrontContact(a, f)).toBe(false);
    expect(heldByEnemy(a, all)).toBe(true);
  });
  it('an enemy beside the opponent, front corner on front corner, overlaps', () => {
    const o = el('o', 'blue', 1160, 1000, 270);
    const all = [a, b, o];
    expect(overlappers(a, all)).toEqual(['o']);
    // an element in front combat of its own gives no overlap
    const c = el('c', 'red', 1160, 1000, 90);
    expect(overlappers(a, [a, b, o, c])).toEqual([]);
  });
  it('a friend lined up behind, facing the same way, supports; a friend beside touches', () => {
    const behind = el('r', 'red', 1000, 960, 90);
    const beside = el('s', 'red', 1160, 1000, 90);
    const all = [a, b, behind, beside];
    expect(contiguousBehind(a, all).map((e) => e.id)).toEqual(['r']);
    expect(touchingFriends(a, all).map((e) => e.id)).toEqual(['r', 's']);
    expect(touchesOf(a, all).map((t) => t.other.id)).toEqual(['b', 'r', 's']);
  });
});

describe('strategos/dbx move programs (DBA move-distances: largest front-corner displacement)', () => {
  it('a straight move costs its length; a 90° wheel of a 160p front costs its chord', () => {
    const e = el('e', 'red', 1000, 1000, 90);
    expect(runProgram([e], [{ kind: 'forward', distance: 120 }])!.cost).toBeCloseTo(120);
    const w = runProgram([e], [{ kind: 'wheel', angle: 90 }])!;
    expect(w.cost).toBeCloseTo(160 * Math.SQRT2);
    expect(w.finals[0]!.heading).toBeCloseTo(180);
  });
  it('a group wheels about its outermost front corner, keeping its shape', () => {
    const g = [el('g1', 'red', 1000, 1000, 90), el('g2', 'red', 1160, 1000, 90)];
    const r = runProgram(g, [{ kind: 'wheel', angle: 90 }])!;
    // pivot: g1's front-left corner (920, 1000); both front midpoints swing a quarter turn about it
    expect(r.finals[0]!.x).toBeCloseTo(920);
    expect(r.finals[0]!.y).toBeCloseTo(1080);
    expect(r.finals[1]!.y).toBeCloseTo(1240);
    expect(r.cost).toBeCloseTo(320 * Math.SQRT2);
  });
});
