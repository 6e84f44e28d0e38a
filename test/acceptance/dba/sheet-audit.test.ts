// The audit of the DBA 1.2 sheet, statement by statement: these pin the statements that the
// per-chapter tests under test/rulesets/dba did not yet cover. docs/dba.md lists, per paragraph,
// where each statement is tested.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dataProvenance, dba, exampleScenario, factorTerms, type DbaState } from '../../../src/dba/index.js';
import { recoil } from '../../../src/rulesets/dbx/outcome-moves.js';
import { shotProblem } from '../../../src/rulesets/dba/shooting.js';
import { active, outcomeWorld } from '../../../src/rulesets/dba/world.js';
import { battle, ok, rect, refused, type Spec } from '../../rulesets/dba/fixtures.js';

const fwd = (distance: number) => [{ kind: 'forward', distance }];
const mv = (element: string, steps: unknown[]) => ({ type: 'move', player: 'a', element, steps });
const gm = (elements: string[], steps: unknown[]) => ({ type: 'move-group', player: 'a', elements, steps });

describe('§group-moves (A:21): across bad going a group must be a column', () => {
  it('a line of two entering a marsh is refused; the same two in column pass', () => {
    const marsh = rect('marsh', 'marsh', 0, 1050, 2400, 1400);
    const line: Spec[] = [
      { id: 'l1', side: 'a', type: 'Bd', x: 1000, y: 1000, heading: 90 },
      { id: 'l2', side: 'a', type: 'Bd', x: 1160, y: 1000, heading: 90 },
    ];
    expect(refused(battle(line, { terrain: [marsh] }), gm(['l1', 'l2'], fwd(100)))).toBe('needs-column');
    const column: Spec[] = [
      { id: 'c1', side: 'a', type: 'Bd', x: 1000, y: 1000, heading: 90 },
      { id: 'c2', side: 'a', type: 'Bd', x: 1000, y: 940, heading: 90 },
    ];
    expect(ok(battle(column, { terrain: [marsh] }), gm(['c1', 'c2'], fwd(100))).state.elements['c1']!.y).toBeCloseTo(1100);
  });
});

describe('§front-crossing (A:25): "or face one such element\'s front"', () => {
  const enemy: Spec = { id: 'e', side: 'b', type: 'Bd', x: 1000, y: 1400, heading: 270 };
  it('crossing within a base width is allowed when the move ends facing that enemy', () => {
    const s = battle([enemy, { id: 'cv', side: 'a', type: 'Cv', x: 850, y: 1300, heading: 0 }]);
    expect(refused(s, mv('cv', fwd(150)))).toBe('crosses-front');
    const r = ok(s, mv('cv', [{ kind: 'forward', distance: 150 }, { kind: 'turn', angle: 90 }]));
    expect(r.state.elements['cv']!.heading).toBeCloseTo(90, 6);
  });
});

describe('§move-distances (A:37): camelry and scythed chariots 400p in good going', () => {
  for (const type of ['Cm', 'SCh'] as const) {
    it(`${type}: 400p, not more`, () => {
      const s = battle([{ id: 'x', side: 'a', type, x: 1000, y: 600, heading: 90 }]);
      expect(ok(s, mv('x', fwd(400))).state.elements['x']!.y).toBeCloseTo(1000);
      expect(refused(s, mv('x', fwd(401)))).toBe('too-far');
    });
  }
});

describe('§interpenetration (A:67): pikes or bows recoil through blades, facing the same way', () => {
  const b1: Spec = { id: 'b1', side: 'b', type: 'Bd', x: 1000, y: 1000, heading: 270 };
  const doRecoil = (s: DbaState) => {
    const e = s.elements['a1']!;
    return recoil(outcomeWorld(s), active(s), e, e.depth);
  };
  it('pikes pass through blades behind them', () => {
    const r = doRecoil(battle([{ id: 'a1', side: 'a', type: 'Pk', x: 1000, y: 1000, heading: 90 }, b1, { id: 'a2', side: 'a', type: 'Bd', x: 1000, y: 940, heading: 90 }]));
    expect(r.pushed).toEqual([]);
    expect(r.updates['a1']!.y).toBeLessThanOrEqual(880 + 0.5);
  });
  it('bows pass through blades behind them', () => {
    const r = doRecoil(battle([{ id: 'a1', side: 'a', type: 'Bw', x: 1000, y: 1000, heading: 90 }, b1, { id: 'a2', side: 'a', type: 'Bd', x: 1000, y: 920, heading: 90 }]));
    expect(r.pushed).toEqual([]);
    expect(r.updates['a1']!.y).toBeLessThanOrEqual(860 + 0.5);
  });
  it('but blades do not pass through pikes: they push them back', () => {
    const r = doRecoil(battle([{ id: 'a1', side: 'a', type: 'Bd', x: 1000, y: 1000, heading: 90 }, b1, { id: 'a2', side: 'a', type: 'Pk', x: 1000, y: 940, heading: 90 }]));
    expect(r.pushed).toEqual([{ id: 'a2', distance: 60 }]);
  });
});

describe('§distant-shooting (A:71): overlapping, and a target that has already shot', () => {
  const bw: Spec = { id: 'a1', side: 'a', type: 'Bw', x: 1000, y: 1000, heading: 90 };
  const target: Spec = { id: 'b1', side: 'b', type: 'Bw', x: 1000, y: 1150, heading: 270 };
  it('a shooter overlapping an enemy in close combat cannot shoot', () => {
    const friend: Spec = { id: 'a2', side: 'a', type: 'Bd', x: 1160, y: 1000, heading: 90 };
    const foe: Spec = { id: 'b2', side: 'b', type: 'Bd', x: 1160, y: 1000, heading: 270 };
    const s = battle([bw, target, friend, foe]);
    expect(shotProblem(s, s.elements['a1']!, s.elements['b1']!)).toContain('overlapping');
    const free = battle([bw, target]);
    expect(shotProblem(free, free.elements['a1']!, free.elements['b1']!)).toBeNull();
  });
  it('a target that has already shot this bound does not shoot back', () => {
    const s0 = ok(battle([bw, target], { dice: [1, 1, 1, 1] }), { type: 'end-moves', player: 'a' }).state;
    const s: DbaState = { ...s0, record: { ...s0.record, shot: ['b1'] } };
    const r = ok(s, { type: 'shoot', player: 'a', shooter: 'a1', target: 'b1', aiding: [] });
    expect(r.events.filter((e) => e.type === 'combat')).toHaveLength(1);
    const fresh = ok(s0, { type: 'shoot', player: 'a', shooter: 'a1', target: 'b1', aiding: [] });
    expect(fresh.events.filter((e) => e.type === 'combat')).toHaveLength(2);
  });
});

describe('§tactical-factors (A:97): -2 in bad going "on or off-road"', () => {
  it('a road through a marsh does not lift the -2', () => {
    const marsh = rect('marsh', 'marsh', 800, 800, 1200, 1200);
    const road = rect('road', 'road', 960, 0, 1040, 2400);
    const s = battle(
      [
        { id: 'a1', side: 'a', type: 'Bd', x: 1000, y: 1000, heading: 90 },
        { id: 'b1', side: 'b', type: 'Bd', x: 1000, y: 1000, heading: 270 },
      ],
      { terrain: [marsh, road] },
    );
    const terms = factorTerms(s, s.elements['a1']!, s.elements['b1']!, { kind: 'close-combat', aidingAgainst: 0 });
    expect(terms.find((t) => t.name === 'in bad going')?.value).toBe(-2);
  });
});

describe('§clarification-1 (A:148): "not overlap, unless they have moved as a group"', () => {
  it('a warband group second move may end with one element in front contact and the other only overlapping', () => {
    const enemy: Spec = { id: 'e', side: 'b', type: 'Bd', x: 1000, y: 1250, heading: 270 };
    const w1: Spec = { id: 'w1', side: 'a', type: 'Wb', x: 1000, y: 1050, heading: 90 };
    const w2: Spec = { id: 'w2', side: 'a', type: 'Wb', x: 1160, y: 1050, heading: 90 };
    const s1 = ok(battle([enemy, w1, w2]), gm(['w1', 'w2'], fwd(50))).state;
    const s2 = dba.apply(s1, gm(['w1', 'w2'], fwd(150)) as never);
    expect(E.isRight(s2)).toBe(true);
    // the overlapping element alone may not make that second move
    expect(refused(s1, mv('w2', fwd(150)))).toBe('no-second-move');
  });
});

describe('strict (issue: every value resting only on inference is named)', () => {
  it('names exactly the inferred values, each with its key', () => {
    const inferred = dataProvenance().filter((r) => r.provenance.kind === 'inferred' || r.provenance.kind === 'reconstructed').map((r) => r.key);
    expect(inferred.length).toBeGreaterThan(0);
    const r = dba.setup(exampleScenario, { seed: 'x', options: { strict: true } });
    if (E.isRight(r)) throw new Error('strict should refuse');
    const named = r.left.message.split('\n').slice(1).map((l) => l.slice(0, l.indexOf(':')));
    expect(named.sort()).toEqual([...inferred].sort());
  });
  it('and starts once the user table supplies or confirms every one of them', () => {
    const inferred = dataProvenance().filter((r) => r.provenance.kind === 'inferred').map((r) => r.key);
    const overrides = { source: 'my DBA 1.1 book', moveDistances: { Bw: { good: 200, bad: 200, road: 400 } }, campSize: { width: 240, depth: 160 }, confirm: inferred.filter((k) => k !== 'moveDistances.Bw' && k !== 'campSize') };
    const r = dba.setup(exampleScenario, { seed: 'x', options: { strict: true, overrides } });
    expect(E.isRight(r)).toBe(true);
    if (E.isRight(r)) {
      expect(r.right.tables.campSize).toEqual({ width: 240, depth: 160 });
      expect(r.right.sources['river.going']).toBe('user');
    }
    const rows = dataProvenance(overrides);
    expect(rows.find((x) => x.key === 'pipsLapse')?.provenance).toEqual({ kind: 'user', file: 'my DBA 1.1 book (confirms the library\'s value)' });
    // proxies are still refused under strictProxies (the river move, a proxy here before issue
    // #20, is a guess now and confirmed above; the general's +1 is a DBM proxy)
    const p = dba.setup(exampleScenario, { seed: 'x', options: { strict: true, strictProxies: true, overrides } });
    expect(E.isLeft(p) && p.left.message).toContain('tacticalFactors.general');
  });
  it('refuses unusable override values, naming the path', () => {
    const r = dba.setup(exampleScenario, { seed: 'x', options: { overrides: { campSize: { width: -1, depth: 160 } } } });
    expect(E.isLeft(r) && r.left.message).toContain('overrides.campSize');
    const q = dba.setup(exampleScenario, { seed: 'x', options: { overrides: { riverMove: Number.NaN } } });
    expect(E.isLeft(q) && q.left.message).toContain('overrides.riverMove');
  });
  it('refuses to confirm a key that does not exist', () => {
    const r = dba.setup(exampleScenario, { seed: 'x', options: { overrides: { confirm: ['nonsense.key'] } } });
    expect(E.isLeft(r) && r.left.message).toContain('"nonsense.key"');
  });
});
