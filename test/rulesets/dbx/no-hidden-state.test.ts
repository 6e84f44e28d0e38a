import { describe, expect, it } from 'vitest';
import { boxOf, centreOf, type Base, type Box } from '../../../src/plane/base.js';
import { contactPose, crossesFront, pathFacts, pathProblem, runProgram, type DbxElement, type DbxMoveProfile, type MoveGoing, type MoveGround, type MoveWorld } from '../../../src/rulesets/dbx/index.js';
import { moveWorld } from '../../../src/rulesets/dba/path-checks.js';
import { battle } from '../dba/fixtures.js';

// The movement checks keep no module-level state between calls (DESIGN.md, "Layout"): each
// answer below is asked twice about the same objects, edited in place in between, and must be
// the answer on the edited objects. Each test was written against one cache the engine kept in
// module variables (the last run, contact pose, path box, path answer, crossing answer, world),
// which gave the first answer again.

type T = 'Ft' | 'Hs';
interface Patch {
  readonly kind: 'bog' | 'cliff';
  readonly box: Box;
}
interface Tables {
  width: number;
}
const meets = (a: Box, b: Box): boolean => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
const GROUND: Omit<MoveGround<Patch>, 'features'> = {
  near: (fs, box) => fs.filter((f) => meets(f.box, box)),
  isBad: (f) => f.kind === 'bog',
  isRoad: () => false,
  inBad: (fs, b) => fs.some((f) => f.kind === 'bog' && meets(f.box, boxOf(b))),
  onRoad: () => false,
  impassable: (fs, b) => fs.some((f) => f.kind === 'cliff' && meets(f.box, boxOf(b))),
  screened: () => false,
};
const PROFILE: DbxMoveProfile<T, Tables> = {
  baseWidth: (d) => d.width,
  groupWheelLimit: () => 90,
  moveDistance: (_t: T, g: MoveGoing) => (g === 'bad' ? 100 : 300),
  pips: () => ({ perMove: 1, outOfRange: 1, rangeOpen: 1000, rangeScreened: 500 }),
  pipSurcharge: () => 0,
  passesInMove: () => false,
};
const el = (id: string, side: string, x: number, y: number, heading: number): DbxElement => ({
  id, side, type: 'Ft', command: side, general: false, camp: false, grade: null, irregular: false, status: 'active', lostHow: null, x, y, heading, width: 100, depth: 40,
});
function world(elements: ReadonlyArray<DbxElement>, features: Patch[], tables: Tables = { width: 100 }): MoveWorld<T, Tables, Patch> {
  return { profile: PROFILE, tables, elements, table: { width: 3000, height: 3000 }, ground: { features, ...GROUND } };
}
const pathOf = (e: Base, distance: number): Base[] => runProgram([e], [{ kind: 'forward', distance }])!.samples.map((s) => s[0]!);

describe('the movement checks remember nothing between calls', () => {
  it('runProgram: a base moved in place is run from where it now stands', () => {
    const b = { x: 1000, y: 1000, heading: 90, width: 100, depth: 40 };
    expect(runProgram([b], [{ kind: 'forward', distance: 100 }])!.finals[0]!.y).toBeCloseTo(1100, 6);
    b.y = 500;
    expect(runProgram([b], [{ kind: 'forward', distance: 100 }])!.finals[0]!.y).toBeCloseTo(600, 6);
  });

  it('contactPose: a target moved in place is contacted where it now stands', () => {
    const m = el('m', 'a', 1000, 1000, 90);
    const t = el('t', 'b', 1000, 1200, 270);
    expect(contactPose(m, t, 'front').y).toBeCloseTo(1200, 6);
    (t as { x: number }).x = 1300;
    expect(contactPose(m, t, 'front').x).toBeCloseTo(1300, 6);
  });

  it('pathFacts: a path lengthened in place into a bog is bad going', () => {
    const m = el('m', 'a', 1000, 1000, 90);
    const w = world([m], [{ kind: 'bog', box: { minX: 900, minY: 1300, maxX: 1100, maxY: 1400 } }]);
    const path = pathOf(m, 200);
    expect(pathFacts(w, path).bad).toBe(false);
    path.push(...pathOf(m, 350).slice(path.length));
    expect(pathFacts(w, path).bad).toBe(true);
  });

  it('pathProblem: a cliff added in place to the ground blocks the same path', () => {
    const m = el('m', 'a', 1000, 1000, 90);
    const features: Patch[] = [];
    const w = world([m], features);
    const path = pathOf(m, 200);
    expect(pathProblem(w, m, path, new Set(['m']), null)).toBeNull();
    features.push({ kind: 'cliff', box: { minX: 900, minY: 1150, maxX: 1100, maxY: 1180 } });
    expect(pathProblem(w, m, path, new Set(['m']), null)).toBe('it would enter impassable ground');
  });

  it("crossesFront: a base width narrowed in place takes the path out of the enemy's strip", () => {
    const foe = el('e', 'b', 1000, 1200, 270);
    const m = el('m', 'a', 800, 1100, 90);
    const tables = { width: 150 };
    const w = world([foe, m], [], tables);
    const path = runProgram([m], [{ kind: 'sidestep', distance: -400 }])!.samples.map((s) => s[0]!);
    expect(crossesFront(w, m, path, false)).toBe('it would cross the front of e within a base width');
    tables.width = 50;
    expect(crossesFront(w, m, path, false)).toBeNull();
  });

  it("DBA's moveWorld: a state whose terrain was replaced in place is checked on its new terrain", () => {
    const s = battle([
      { id: 'a1', side: 'a', type: 'Bd', x: 1000, y: 1000, heading: 90 },
      { id: 'b1', side: 'b', type: 'Bd', x: 1000, y: 2000, heading: 270 },
    ]);
    expect(moveWorld(s).ground.features).toBe(s.terrain);
    const wood = { id: 'w1', kind: 'wood', polygon: [{ x: 900, y: 1100 }, { x: 1100, y: 1100 }, { x: 1100, y: 1300 }, { x: 900, y: 1300 }] };
    (s as { terrain: unknown }).terrain = [wood];
    const w = moveWorld(s);
    expect(w.ground.features).toBe(s.terrain);
    expect(pathFacts(w, pathOf(s.elements['a1']!, 200)).bad).toBe(true);
  });
});

// keeps the helper honest: the centre of a pose is where the fixtures put it
it('fixtures: a base is centred half its depth behind its front edge', () => {
  expect(centreOf(el('m', 'a', 1000, 1000, 90)).y).toBeCloseTo(980, 6);
});
