import { describe, expect, it } from 'vitest';
import type { Base } from '../../../src/plane/base.js';
import { checkContract, checkExpand } from '../../../src/rulesets/dbm/rules/17-tactical-moves/column.js';
import { isGroup } from '../../../src/rulesets/dbm/rules/17-tactical-moves/group.js';
import { moveDistance } from '../../../src/rulesets/dbm/rules/17-tactical-moves/measure.js';
import { pivotPose, shiftPose, whoConforms } from '../../../src/rulesets/dbm/rules/18-movement-restrictions/conform.js';
import { mayContactFlank, mayContactRear } from '../../../src/rulesets/dbm/rules/18-movement-restrictions/flank-rear.js';
import { contactPermitted, permittedPosition } from '../../../src/rulesets/dbm/rules/18-movement-restrictions/permitted-contact.js';
import { frontOverlap, inZone, shortestContactTarget, straightLine } from '../../../src/rulesets/dbm/rules/18-movement-restrictions/zone-of-control.js';

// 15mm: spears 80p wide, 30p deep; (x, y) is the front-edge midpoint, heading 90 faces north
const sp = (x: number, y: number, heading = 90): Base => ({ x, y, heading, width: 80, depth: 30 });
const id = <B extends Base>(k: string, b: B) => ({ id: k, ...b });

describe('Tactical moves: measuring a single element (L1258-1262, Fig. 1)', () => {
  it('the furthest front corner counts: a turn to the west 40p up costs 89.44p, 60p up 107.70p', () => {
    expect(moveDistance(sp(0, 0), sp(0, 40, 180))).toBeCloseTo(Math.hypot(40, 80), 6);
    expect(moveDistance(sp(0, 0), sp(0, 60, 180))).toBeCloseTo(Math.hypot(40, 100), 6);
    expect(moveDistance(sp(0, 0), sp(0, 100))).toBeCloseTo(100, 9);
  });
  it('train measures its rear corners too', () => {
    const wwg: Base = { x: 0, y: 0, heading: 90, width: 80, depth: 80 };
    const turned: Base = { x: 0, y: 0, heading: 270, width: 80, depth: 80 };
    // an about-face in place: the rear corners end where the front corners were, and back
    expect(moveDistance(wwg, turned)).toBeCloseTo(80, 6);
    expect(moveDistance(wwg, turned, true)).toBeCloseTo(Math.hypot(80, 160), 6);
  });
});

describe('Groups (L1278-1281)', () => {
  it('side by side with front corners together, or one behind another, is a group', () => {
    expect(isGroup([sp(0, 0), sp(80, 0), sp(-80, 0)])).toBe(true);
    expect(isGroup([sp(0, 0), sp(0, -30), sp(0, -60)])).toBe(true);
    expect(isGroup([sp(0, 0), sp(80, 10)])).toBe(false);
    expect(isGroup([sp(0, 0), sp(80, 0, 270)])).toBe(false);
    expect(isGroup([sp(0, 0), sp(200, 0)])).toBe(false);
  });
});

describe('Expanding a column (L1292-1297, Fig. 3)', () => {
  const column = [sp(0, 0), sp(0, -30), sp(0, -60), sp(0, -90)];
  it('the front element stays; the others come level within their move + 50p', () => {
    expect(checkExpand(column.slice(0, 3), [sp(0, 0), sp(-80, 0), sp(80, 0)], [100, 100, 100])).toBeNull();
  });
  it('an element 183.6p from its place is too far; a moved front element is refused', () => {
    expect(checkExpand(column, [sp(0, 0), sp(-80, 0), sp(80, 0), sp(-160, 0)], [100, 100, 100, 100])).toEqual({ reason: 'too-far', index: 3 });
    expect(checkExpand(column.slice(0, 3), [sp(0, 10), sp(-80, 10), sp(80, 10)], [100, 100, 100])).toEqual({ reason: 'front-moved', index: 0 });
  });
  it('an element left behind the new line in contact with nobody is refused', () => {
    expect(checkExpand(column.slice(0, 3), [sp(0, 0), sp(-80, 0), sp(90, -20)], [100, 100, 100])?.reason).toBe('not-in-group');
  });
});

describe('Contracting into a column (L1298-1307, Fig. 4a)', () => {
  it('A moves 90p as head; B and C fall in behind within their 100p', () => {
    const before = [sp(0, 0), sp(80, 0), sp(-80, 0)];
    expect(checkContract(before, [sp(0, 90), sp(0, 60), sp(0, 30)], [100, 100, 100])).toBeNull();
  });
  it('if A had moved 100p, B could not reach its place (106.3p)', () => {
    const before = [sp(0, 0), sp(80, 0), sp(-80, 0)];
    expect(checkContract(before, [sp(0, 100), sp(0, 70), sp(0, 40)], [100, 100, 100])).toEqual({ reason: 'too-far', index: 1 });
  });
  it('no element ends further to its rear than it started', () => {
    const before = [sp(0, 0), sp(0, -30), sp(80, 0)];
    expect(checkContract(before, [sp(0, 0), sp(0, -30), sp(0, -60)], [100, 100, 100])).toEqual({ reason: 'retired', index: 2 });
  });
});

describe('Flank or rear contacts (L1398-1405, Fig. 5)', () => {
  const a = sp(0, 0); // A faces north, rear edge at y = -30
  it('an element beside A may take its flank, not its rear', () => {
    const beside = sp(-150, 15, 0); // facing east, level with A, nothing behind its rear line
    expect(mayContactFlank(beside, a)).toBe(true);
    expect(mayContactRear(beside, a)).toBe(false);
  });
  it('an element entirely behind the line of A\'s rear edge may take its rear, not its flank', () => {
    const behind = sp(0, -150);
    expect(mayContactFlank(behind, a)).toBe(false);
    expect(mayContactRear(behind, a)).toBe(true);
  });
  it('partly out beyond a side line is acceptable when the part within the side lines is behind the rear', () => {
    expect(mayContactRear(sp(-70, -100), a)).toBe(true);
    // straddling the rear line while level with A's side: not behind
    expect(mayContactRear({ x: -30, y: -20, heading: 90, width: 80, depth: 30 }, a)).toBe(false);
  });
});

describe('Permitted contact positions (L1377-1397)', () => {
  const enemy = sp(0, 0, 270); // faces south, front edge y = 0 from x -40..40
  it('front to front lined up, overlap, side to side and flank are permitted; a part-front contact is not', () => {
    expect(permittedPosition(sp(0, 0), enemy)).toBe('front');
    expect(permittedPosition(sp(20, 0), enemy)).toBeNull();
    // side to side, facing opposite ways
    expect(permittedPosition(sp(80, -30, 270), sp(0, 0, 90))).toBe('side');
    // right front corner on the enemy's right front corner, facing exactly opposite: the overlap position
    expect(permittedPosition(sp(80, 0, 270), sp(0, 0, 90))).toBe('overlap');
    // a front corner on the enemy's rear corner is not
    expect(permittedPosition(sp(80, -30, 90), sp(0, 0, 90))).toBeNull();
    expect(contactPermitted([sp(20, 0), sp(-60, 0)], [enemy])).toBe(false);
    expect(contactPermitted([sp(20, 0), sp(0, 0)], [enemy])).toBe(true);
  });
  it('front edge on a flank with the front corner at the enemy front corner', () => {
    const e = sp(0, 0); // faces north, right flank along x = 40, y -30..0
    const m: Base = { x: 40, y: -40, heading: 180, width: 80, depth: 30 }; // facing west, front edge x = 40, y -80..0
    expect(permittedPosition(m, e)).toBe('flank');
  });
});

describe('Crossing the front: the shortest contact (L1321-1339, Fig. 2)', () => {
  it('started opposite a joint, the mover must contact the element it overlaps most', () => {
    const mover = sp(20, 0); // front x -20..60
    const p = id('P', sp(-40, 40, 270));
    const q = id('Q', sp(40, 40, 270));
    expect(frontOverlap(mover, p)).toBeCloseTo(20, 9);
    expect(frontOverlap(mover, q)).toBeCloseTo(60, 9);
    expect(shortestContactTarget(mover, [p, q])?.id).toBe('Q');
    expect(inZone(mover, q)).toBe(true);
    expect(inZone(sp(300, 0), q)).toBe(false);
  });
  it('straight forward and straight back keep the heading and the line', () => {
    expect(straightLine(sp(0, 0), sp(0, 50))).toBe('forward');
    expect(straightLine(sp(0, 0), sp(0, -50))).toBe('back');
    expect(straightLine(sp(0, 0), sp(10, 50))).toBeNull();
    expect(straightLine(sp(0, 0), sp(0, 50, 100))).toBeNull();
  });
});

describe('Conforming (L1355-1375, Fig. 8a and 8b)', () => {
  it('Fig. 8a: singles contacted by a group moving straight ahead pivot, or shift when beside a friend', () => {
    const single = { groupSize: 1, groupAllSkirmishers: false, excepted: false, besideNonSkirmisher: false };
    expect(whoConforms(single, { groupSize: 5, straightAhead: true })).toBe('pivot');
    expect(whoConforms({ ...single, besideNonSkirmisher: true }, { groupSize: 5, straightAhead: true })).toBe('shift');
    // moving into contact as single elements: the movers conform
    expect(whoConforms(single, { groupSize: 1, straightAhead: true })).toBe('mover');
    expect(whoConforms(single, { groupSize: 5, straightAhead: false })).toBe('mover');
    expect(whoConforms({ ...single, excepted: true }, { groupSize: 5, straightAhead: true })).toBe('mover');
  });
  it('Fig. 8b: a group of psiloi contacted by a larger group pivots; a non-skirmisher group does not', () => {
    expect(whoConforms({ groupSize: 2, groupAllSkirmishers: true, excepted: false, besideNonSkirmisher: false }, { groupSize: 3, straightAhead: true })).toBe('pivot');
    expect(whoConforms({ groupSize: 3, groupAllSkirmishers: false, excepted: false, besideNonSkirmisher: false }, { groupSize: 2, straightAhead: true })).toBe('mover');
  });
  it('the poses: G pivots to line up with A, H shuffles to D', () => {
    const A = sp(-160, 60);
    const G: Base = { x: -189.392, y: 66.946, heading: 260, width: 80, depth: 30 };
    const g = pivotPose(G, A);
    expect(g).toMatchObject({ x: -160, y: 60, heading: 270 });
    expect(permittedPosition(A, g)).toBe('front');
    const D = sp(80, 60);
    const H = sp(100, 60, 270);
    const h = shiftPose(H, D);
    expect(h.x).toBeCloseTo(80, 9);
    expect(h.y).toBeCloseTo(60, 9);
    expect(h.heading).toBe(270);
  });
});
