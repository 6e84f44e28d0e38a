import { describe, expect, it } from 'vitest';
import { boxOf, type Box } from '../../../src/plane/base.js';
import { aleaFromSeed } from '../../../src/random/rng.js';
import {
  contactPose,
  contactSurelyRefused,
  crossesFront,
  directMoveCost,
  directSamples,
  moveAllowance,
  moveByProgram,
  moveSurelyRefused,
  newMoveScratch,
  pathFacts,
  pathProblem,
  runProgram,
  sampleMovesWith,
  type DbxElement,
  type DbxMoveProfile,
  type MoveGoing,
  type MoveGround,
  type MoveStep,
  type MoveVerdict,
  type MoveWorld,
} from '../../../src/rulesets/dbx/index.js';
import type { EdgeName } from '../../../src/plane/base.js';

// The family's proposal screen and move sampler on a toy ruleset that is not DBA-shaped: troop
// codes of its own (spearmen and riders), a base 100 wide, riders passing through spearmen, bogs
// and cliffs as rectangles, commands of its own shape, and a reducer of its own made of the
// family's checks. Every proposal the sampler returns must be one the toy reducer accepts.

type Toy = 'Spr' | 'Rid';
interface Tables {
  readonly width: number;
}
interface Patch {
  readonly kind: 'bog' | 'cliff';
  readonly box: Box;
}
type ToyCommand = { readonly go: ReadonlyArray<string>; readonly by: ReadonlyArray<MoveStep> } | { readonly charge: string; readonly at: string; readonly edge: EdgeName };

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
const DIST: Record<Toy, Record<MoveGoing, number>> = { Spr: { good: 150, bad: 75, road: 150 }, Rid: { good: 450, bad: 100, road: 450 } };
const PROFILE: DbxMoveProfile<Toy, Tables> = {
  baseWidth: (d) => d.width,
  groupWheelLimit: () => 45,
  moveDistance: (t, g) => DIST[t][g],
  pips: () => ({ perMove: 1, outOfRange: 1, rangeOpen: 1000, rangeScreened: 500 }),
  pipSurcharge: () => 0,
  passesInMove: (m, f) => m === 'Rid' && f === 'Spr',
};
const el = (id: string, side: string, type: Toy, x: number, y: number, heading: number): DbxElement => ({
  id, side, type, command: side, general: false, camp: false, grade: null, irregular: false, status: 'active', lostHow: null, x, y, heading, width: 100, depth: 30,
});
const world = (elements: ReadonlyArray<DbxElement>, features: Patch[] = []): MoveWorld<Toy, Tables, Patch> => ({
  profile: PROFILE, tables: { width: 100 }, elements, table: { width: 2400, height: 2400 }, ground: { features, ...GROUND }, scratch: newMoveScratch(),
});
const allowance = (w: MoveWorld<Toy, Tables, Patch>) => (e: DbxElement, _s: unknown, facts: { bad: boolean; road: boolean }) => moveAllowance(w, e, facts);

/** The toy reducer's verdict on a single-element move (groups: each element alone, same program). */
function toyMove(w: MoveWorld<Toy, Tables, Patch>, ids: ReadonlyArray<string>, steps: ReadonlyArray<MoveStep>): MoveVerdict {
  const group = ids.map((id) => w.elements.find((e) => e.id === id)!);
  const run = runProgram(group, steps);
  if (run === null) return 'refused';
  for (let k = 0; k < group.length; k++) {
    const e = group[k]!;
    const path = run.samples.map((s) => s[k]!);
    if (run.cost > moveAllowance(w, e, pathFacts(w, path)) + 1e-6) return 'too-far';
    if (pathProblem(w, e, path, new Set(ids), null) !== null || crossesFront(w, e, path, false) !== null) return 'refused';
  }
  return 'ok';
}
/** The toy reducer's verdict on a charge: within the good-going distance, the path clear. */
function toyCharge(w: MoveWorld<Toy, Tables, Patch>, m: DbxElement, t: DbxElement, edge: EdgeName): boolean {
  const final = contactPose(m, t, edge);
  if (directMoveCost(m, final) > DIST[m.type as Toy].good + 1e-6) return false;
  return pathProblem(w, m, directSamples(m, final), new Set([m.id]), t.id) === null;
}

describe('the proposal screen on a toy profile', () => {
  it('refuses a move into a cliff, "too far" when it is also beyond the toy allowance', () => {
    const r = el('r', 'a', 'Rid', 1000, 1000, 90);
    const w = world([r], [{ kind: 'cliff', box: { minX: 900, minY: 1100, maxX: 1100, maxY: 1150 } }]);
    expect(moveSurelyRefused(w, r, [{ kind: 'forward', distance: 200 }], allowance(w))).toBe('refused');
    expect(moveSurelyRefused(w, r, [{ kind: 'forward', distance: 500 }], allowance(w))).toBe('too-far');
    expect(moveSurelyRefused(w, r, [{ kind: 'forward', distance: 50 }], allowance(w))).toBeNull();
  });
  it("lets riders through the toy's spearmen and not spearmen through riders", () => {
    const r = el('r', 'a', 'Rid', 1000, 1000, 90);
    const s = el('s', 'a', 'Spr', 1000, 1100, 90);
    expect(moveSurelyRefused(world([r, s]), r, [{ kind: 'forward', distance: 300 }], allowance(world([r, s])))).toBeNull();
    const s2 = el('s2', 'a', 'Spr', 1000, 1000, 90);
    const r2 = el('r2', 'a', 'Rid', 1000, 1100, 90);
    const w = world([s2, r2]);
    expect(moveSurelyRefused(w, s2, [{ kind: 'forward', distance: 140 }], allowance(w))).toBe('refused');
  });
  it("drops a charge beyond the toy's longest move, keeps one within it", () => {
    const r = el('r', 'a', 'Spr', 1000, 1000, 90);
    const far = el('f', 'b', 'Spr', 1000, 1400, 270);
    const near = el('n', 'b', 'Spr', 1000, 1120, 270);
    expect(contactSurelyRefused(world([r, far]), r, far, 'front')).toBe(true);
    expect(contactSurelyRefused(world([r, near]), r, near, 'front')).toBe(false);
  });
});

describe('the move sampler on a toy profile', () => {
  const army = (): DbxElement[] => [
    el('a1', 'a', 'Spr', 800, 600, 90),
    el('a2', 'a', 'Spr', 900, 600, 90),
    el('a3', 'a', 'Rid', 1300, 600, 90),
    el('b1', 'b', 'Spr', 850, 720, 270),
    el('b2', 'b', 'Rid', 1500, 1200, 270),
  ];
  const sampler = (w: MoveWorld<Toy, Tables, Patch>, mayMove: (e: DbxElement) => boolean = () => true) => ({
    world: w,
    player: 'a',
    mayMove,
    affordable: () => true,
    allowance: allowance(w),
    move: (ids: ReadonlyArray<string>, steps: MoveStep[]) => toyMove(w, ids, steps),
    contact: (m: DbxElement, t: DbxElement, edge: EdgeName) => toyCharge(w, m, t, edge),
    moveCommand: (ids: string[], steps: MoveStep[]): ToyCommand => ({ go: ids, by: steps }),
    contactCommand: (m: DbxElement, t: DbxElement, edge: EdgeName): ToyCommand => ({ charge: m.id, at: t.id, edge }),
  });

  it("proposes only moves the toy reducer accepts, in the toy's own commands, groups and charges among them", () => {
    const w = world(army(), [{ kind: 'bog', box: { minX: 1200, minY: 700, maxX: 1400, maxY: 800 } }]);
    const kinds = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const out = sampleMovesWith(sampler(w), aleaFromSeed(`toy-${i}`), 6);
      for (const c of out) {
        if ('go' in c) {
          kinds.add(c.go.length > 1 ? 'group' : 'move');
          expect(toyMove(w, c.go, c.by)).toBe('ok');
          // a rider's move that crosses the bog is held to its bad-going distance
          if (c.go[0] === 'a3') expect(runProgram([w.elements[2]!], c.by)!.cost).toBeLessThanOrEqual(450 + 1e-6);
        } else {
          kinds.add('charge');
          expect(toyCharge(w, w.elements.find((e) => e.id === c.charge)!, w.elements.find((e) => e.id === c.at)!, c.edge)).toBe(true);
        }
      }
    }
    expect([...kinds].sort()).toEqual(['charge', 'group', 'move']);
  });

  it("offers nothing to elements the ruleset's hook holds back, and nothing to the other side", () => {
    const w = world(army());
    for (let i = 0; i < 5; i++) {
      const out = sampleMovesWith(sampler(w, (e) => e.id === 'a3'), aleaFromSeed(`held-${i}`), 4);
      for (const c of out) expect('go' in c ? c.go : [c.charge]).toEqual(['a3']);
    }
  });

  it('lines up by at most half the profile base width', () => {
    const w = world([el('a1', 'a', 'Spr', 800, 600, 90), el('b1', 'b', 'Spr', 1000, 1000, 270)]);
    let sidesteps = 0;
    for (let i = 0; i < 40; i++) {
      for (const c of sampleMovesWith(sampler(w), aleaFromSeed(`line-${i}`), 3)) {
        if (!('go' in c)) continue;
        for (const s of c.by) {
          if (s.kind !== 'sidestep') continue;
          sidesteps++;
          expect(Math.abs(s.distance)).toBeLessThanOrEqual(50 + 1e-9);
        }
      }
    }
    expect(sidesteps).toBeGreaterThan(0);
  });
});

describe('the move driver on a toy profile', () => {
  const split = (steps: MoveStep[]) => ({ before: [], after: steps, column: false });
  it("charges the toy's own distances: riders 450 in the open, 100 through a bog", () => {
    const r = el('r', 'a', 'Rid', 1000, 1000, 90);
    const open = world([r]);
    expect('made' in moveByProgram(open, [r], split([{ kind: 'forward', distance: 440 }]), allowance(open))).toBe(true);
    const boggy = world([r], [{ kind: 'bog', box: { minX: 900, minY: 1100, maxX: 1100, maxY: 1200 } }]);
    const got = moveByProgram(boggy, [r], split([{ kind: 'forward', distance: 440 }]), allowance(boggy));
    expect('refused' in got && got.refused).toMatchObject({ kind: 'too-far', allowed: 100 });
  });
  it('holds a toy group crossing a bog side by side to the column rule, and lets a column through', () => {
    const a = el('a', 'a', 'Rid', 1000, 1000, 90);
    const b = el('b', 'a', 'Rid', 1100, 1000, 90);
    const w = world([a, b], [{ kind: 'bog', box: { minX: 900, minY: 1040, maxX: 1200, maxY: 1060 } }]);
    const got = moveByProgram(w, [a, b], split([{ kind: 'forward', distance: 90 }]), allowance(w));
    expect('refused' in got && got.refused.kind).toBe('needs-column');
    const c = el('c', 'a', 'Rid', 1000, 970, 90);
    const wc = world([a, c], [{ kind: 'bog', box: { minX: 900, minY: 1040, maxX: 1200, maxY: 1060 } }]);
    expect('made' in moveByProgram(wc, [a, c], split([{ kind: 'forward', distance: 90 }]), allowance(wc))).toBe(true);
  });
  it("lines a toy group up on the enemy it meets within half the toy's base width (50p)", () => {
    const a = el('a', 'a', 'Spr', 1000, 1000, 90);
    const b = el('b', 'a', 'Spr', 900, 1000, 90);
    const foe = el('e', 'b', 'Spr', 1040, 1100, 270);
    const w = world([a, b, foe]);
    const got = moveByProgram(w, [a, b], split([{ kind: 'forward', distance: 100 }]), allowance(w));
    expect('made' in got && got.made.lined.shift).toBeCloseTo(40, 6);
    const far = el('e', 'b', 'Spr', 1060, 1100, 270);
    const w2 = world([a, b, far]);
    const got2 = moveByProgram(w2, [a, b], split([{ kind: 'forward', distance: 100 }]), allowance(w2));
    expect('made' in got2 && got2.made.lined.shift).toBe(0);
  });
});
