import { describe, expect, it } from 'vitest';
import {
  classifyBand,
  contiguousBehind,
  crossesFront,
  evaluateFactors,
  fightOdds,
  frontContactsOn,
  frontPairs,
  generalAmong,
  lazy,
  lineUpGroup,
  moveAllowance,
  movePipCost,
  overlappers,
  pathFacts,
  pathProblem,
  readOutcomeRow,
  recoil,
  resolveCloseCombatWith,
  runProgram,
  shotProblemIn,
  shotsIn,
  type CloseCombatRules,
  type DbxElement,
  type DbxMoveProfile,
  type DbxProfile,
  type FactorRow,
  type FighterFacts,
  type FightFacts,
  type FightReport,
  type MoveGoing,
  type MoveGround,
  type MoveStep,
  type MoveWorld,
  type OutcomeTableRow,
  type OutcomeWorld,
  type ShootingRules,
} from '../../../src/rulesets/dbx/index.js';
import { boxOf, centreOf, type Box } from '../../../src/plane/base.js';
import { scriptedRng, type RngState } from '../../../src/random/rng.js';

// A toy ruleset on the DBx engines, deliberately not DBA-shaped: three troop types of its own
// (legionaries, archers, riders), a grading factor, a "fresh" factor, support by any friend
// behind, and its own outcome table and conditions. It proves the factor-row and outcome-table
// engines know no troop type, then plays a few bounds of fights through them.

type Toy = 'Leg' | 'Arc' | 'Rid';
interface ToyTables {
  readonly base: Readonly<Record<Toy, number>>;
  readonly veteran: number;
  readonly supportAny: number;
  readonly outnumbered: number;
}
type F = FightFacts<Toy> & { readonly veteran: boolean; readonly fresh: boolean };

const ROWS: ReadonlyArray<FactorRow<F, ToyTables>> = [
  { id: 'base', section: 'T1', provenance: (f) => `base.${f.me.type}`, when: (f) => `${f.me.type} base`, value: (f, d) => d.base[f.me.type] },
  { id: 'veteran', section: 'T2', provenance: () => 'veteran', when: (f) => (f.veteran ? 'veteran' : null), value: (_f, d) => d.veteran },
  { id: 'fresh', section: 'T2', provenance: () => 'fresh', when: (f) => (f.fresh && f.kind === 'close-combat' ? 'fresh' : null), value: () => 1 },
  { id: 'support', section: 'T3', provenance: () => 'supportAny', when: (f) => f.behind().map((b) => `supported by ${b.id}`), value: (_f, d) => d.supportAny },
  { id: 'outnumbered', section: 'T4', provenance: () => 'outnumbered', when: (f) => (f.overlappedBy().length + f.flankContacts().length >= 2 ? 'outnumbered' : null), value: (_f, d) => d.outnumbered },
];

type Cond = 'charged';
type Kind = 'hold' | 'fall-back' | 'rout' | 'slain';
const TABLE: Readonly<Record<'equal' | 'less' | 'half', Readonly<Record<Toy, OutcomeTableRow<Toy, Cond, Kind>>>>> = {
  equal: { Leg: { clauses: [], otherwise: 'hold' }, Arc: { clauses: [{ vs: 'mounted', going: null, when: null, result: 'fall-back' }], otherwise: 'hold' }, Rid: { clauses: [], otherwise: 'hold' } },
  less: {
    Leg: { clauses: [], otherwise: 'fall-back' },
    Arc: { clauses: [{ vs: ['Rid'], going: 'good', when: null, result: 'slain' }], otherwise: 'fall-back' },
    Rid: { clauses: [{ vs: ['Leg'], going: null, when: 'charged', result: 'rout' }], otherwise: 'fall-back' },
  },
  half: { Leg: { clauses: [], otherwise: 'rout' }, Arc: { clauses: [], otherwise: 'slain' }, Rid: { clauses: [{ vs: 'any', going: 'bad', when: null, result: 'slain' }], otherwise: 'rout' } },
};

const TOY: DbxProfile<Toy, ToyTables> = {
  ruleset: 'toy',
  troopTypes: ['Leg', 'Arc', 'Rid'],
  mounted: new Set<Toy>(['Rid']),
  range: (t) => (t === 'Arc' ? 300 : null),
  passesInMove: (m, f) => m === 'Rid' && f === 'Arc',
  passesInRecoil: () => false,
  canBePushedBack: (f) => f !== 'Rid',
  pursuers: () => ['Rid'],
  factorRows: ROWS as unknown as DbxProfile<Toy, ToyTables>['factorRows'],
};
const TABLES: ToyTables = { base: { Leg: 4, Arc: 2, Rid: 3 }, veteran: 1, supportAny: 1, outnumbered: -2 };

interface Unit {
  readonly id: string;
  readonly type: Toy;
  readonly veteran: boolean;
  readonly behind: ReadonlyArray<string>;
  readonly flanked: number;
}
const fighter = (u: Unit): FighterFacts<Toy> => ({ id: u.id, type: u.type, mounted: TOY.mounted.has(u.type), camp: false, general: false, inBadGoing: false, inCamp: false });
function facts(me: Unit, opp: Unit, units: Record<string, Unit>, fresh: boolean): F {
  return {
    kind: 'close-combat',
    me: fighter(me),
    opp: fighter(opp),
    behind: lazy(() => me.behind.map((id) => ({ id, type: units[id]!.type, inBadGoing: false }))),
    overlappedBy: lazy(() => []),
    flankContacts: lazy(() => Array.from({ length: me.flanked }, (_, i) => ({ id: `f${i}`, edge: 'flank' as const }))),
    aidingAgainst: 0,
    shotAtBy: [],
    contactedThisBound: [],
    upslope: false,
    riverBank: false,
    veteran: me.veteran,
    fresh,
  };
}
const source = (key: string) => (key.startsWith('base.') ? 'stated' : 'inferred');

describe('the DBx engines with a toy profile (not DBA-shaped)', () => {
  const units: Record<string, Unit> = {
    leg: { id: 'leg', type: 'Leg', veteran: true, behind: ['arc'], flanked: 0 },
    arc: { id: 'arc', type: 'Arc', veteran: false, behind: [], flanked: 0 },
    rid: { id: 'rid', type: 'Rid', veteran: false, behind: [], flanked: 2 },
  };
  it('reads its own rows in order, each term citing its section and its provenance', () => {
    const terms = evaluateFactors(TOY.factorRows as ReadonlyArray<FactorRow<F, ToyTables>>, facts(units['leg']!, units['rid']!, units, true), TABLES, source);
    expect(terms).toEqual([
      { name: 'Leg base', value: 4, section: 'T1', source: 'stated' },
      { name: 'veteran', value: 1, section: 'T2', source: 'inferred' },
      { name: 'fresh', value: 1, section: 'T2', source: 'inferred' },
      { name: 'supported by arc', value: 1, section: 'T3', source: 'inferred' },
    ]);
    const rider = evaluateFactors(TOY.factorRows as ReadonlyArray<FactorRow<F, ToyTables>>, facts(units['rid']!, units['leg']!, units, false), TABLES, source);
    expect(rider.map((t) => `${t.name}=${t.value}`)).toEqual(['Rid base=3', 'outnumbered=-2']);
  });
  it('asks for a geometric fact only when a row needs it, and once', () => {
    let asked = 0;
    const f = { ...facts(units['arc']!, units['rid']!, units, false), behind: lazy(() => (asked++, [])) };
    evaluateFactors(TOY.factorRows as ReadonlyArray<FactorRow<F, ToyTables>>, f, TABLES, source);
    f.behind();
    expect(asked).toBe(1);
  });
  it('reads its own outcome rows: clauses by winner type, mounted class, going and named conditions', () => {
    const at = (loser: Toy, band: 'equal' | 'less' | 'half', winner: Toy, going: 'good' | 'bad' = 'good', charged = false) =>
      readOutcomeRow(TABLE[band][loser], { winner, winnerMounted: TOY.mounted.has(winner), going, holds: (c) => c === 'charged' && charged });
    expect(at('Arc', 'equal', 'Rid')).toBe('fall-back');
    expect(at('Arc', 'equal', 'Leg')).toBe('hold');
    expect(at('Arc', 'less', 'Rid')).toBe('slain');
    expect(at('Arc', 'less', 'Rid', 'bad')).toBe('fall-back');
    expect(at('Rid', 'less', 'Leg', 'good', true)).toBe('rout');
    expect(at('Rid', 'less', 'Leg')).toBe('fall-back');
    expect(at('Rid', 'half', 'Arc', 'bad')).toBe('slain');
  });
  it('plays a few bounds of fights between legionaries and riders to a result', () => {
    // dice scripted per bound (own, enemy); each bound the loser's outcome is applied
    const dice: Array<readonly [number, number]> = [
      [1, 6],
      [3, 6],
      [5, 2],
      [2, 6],
    ];
    const log: string[] = [];
    const alive: Record<string, Unit> = { ...units, rid: { ...units['rid']!, flanked: 0 } };
    let fresh = true;
    for (const [bound, [da, db]] of dice.entries()) {
      const a = alive['leg'];
      const b = alive['rid'];
      if (a === undefined || b === undefined) break;
      const rows = TOY.factorRows as ReadonlyArray<FactorRow<F, ToyTables>>;
      const ta = da + evaluateFactors(rows, facts(a, b, alive, fresh), TABLES, source).reduce((s, t) => s + t.value, 0);
      const tb = db + evaluateFactors(rows, facts(b, a, alive, false), TABLES, source).reduce((s, t) => s + t.value, 0);
      fresh = false;
      if (ta === tb) {
        log.push(`${bound + 1}: ${ta}-${tb} ${readOutcomeRow(TABLE.equal[a.type], { winner: b.type, winnerMounted: true, going: 'good', holds: () => false })}`);
        continue;
      }
      const [loser, winner] = ta < tb ? [a, b] : [b, a];
      const band = classifyBand(Math.min(ta, tb), Math.max(ta, tb)) === 'half' ? 'half' : 'less';
      const out = readOutcomeRow(TABLE[band][loser.type], { winner: winner.type, winnerMounted: TOY.mounted.has(winner.type), going: 'good', holds: (c) => c === 'charged' && bound === 0 });
      log.push(`${bound + 1}: ${ta}-${tb} ${loser.id} ${out}`);
      if (out === 'rout' || out === 'slain') delete alive[loser.id];
    }
    // leg 4 + 1 veteran + 1 support (+1 fresh in the first bound); rid 3
    expect(log).toEqual(['1: 8-9 leg fall-back', '2: 9-9 hold', '3: 11-5 rid rout']);
    expect(Object.keys(alive).sort()).toEqual(['arc', 'leg']);
  });
});

// The same toy ruleset on the table: its elements are DbxElements, and its shooting, close combat
// and odds go through the family's shooting rules, close-combat driver and odds calculator.
describe('the DBx shooting, close-combat driver and odds with the toy profile', () => {
  const el = (id: string, side: string, type: Toy, x: number, y: number, heading: number): DbxElement => ({
    id, side, type, command: side, general: false, camp: false, grade: 'veteran', irregular: false, status: 'active', lostHow: null, x, y, heading, width: 120, depth: type === 'Rid' ? 60 : 30,
  });
  // archers reach 300p (the toy profile's `range`), riders and legionaries do not shoot; nobody must stand still
  const SHOOTING: ShootingRules = { range: (t) => TOY.range(t as Toy, TABLES), onlyUnmoved: () => false, aheadWidth: 120, shootersAre: 'archers' };

  it('shooting reads the toy reach and shooter classes, not DBA\'s', () => {
    const arc = el('arc', 'red', 'Arc', 1000, 1000, 90);
    const near = el('rid', 'blue', 'Rid', 1000, 1280, 270);
    const far = el('rid', 'blue', 'Rid', 1000, 1320, 270);
    const view = (all: DbxElement[]) => ({ all, shot: [], moves: { arc: 1 } });
    expect(shotProblemIn(view([arc, near]), SHOOTING, arc, near)).toBeNull();
    expect(shotProblemIn(view([arc, far]), SHOOTING, arc, far)).toBe('rid is beyond 300p');
    const leg = el('leg', 'red', 'Leg', 1000, 1000, 90);
    expect(shotProblemIn(view([leg, near]), SHOOTING, leg, near)).toBe('leg cannot shoot (only archers shoot)');
    expect(shotsIn(view([arc, near]), SHOOTING, 'red')).toEqual([{ shooter: 'arc', target: 'rid' }]);
  });

  interface ToyState {
    readonly elements: Readonly<Record<string, DbxElement>>;
    readonly rng: RngState;
    readonly fought: ReadonlyArray<string>;
  }
  const all = (s: ToyState) => Object.values(s.elements).filter((e) => e.status === 'active');
  const world: OutcomeWorld = { tableWidth: 2400, tableHeight: 2400, impassable: () => false, canPassThrough: () => false, canBePushed: () => true, passOpposite: () => false };
  const toyFacts = (s: ToyState, me: DbxElement, opp: DbxElement): F => {
    const a = all(s);
    const f = (e: DbxElement): FighterFacts<Toy> => ({ id: e.id, type: e.type as Toy, mounted: TOY.mounted.has(e.type as Toy), camp: false, general: false, inBadGoing: false, inCamp: false });
    return {
      kind: 'close-combat', me: f(me), opp: f(opp),
      behind: lazy(() => contiguousBehind(me, a).map((b) => ({ id: b.id, type: b.type as Toy, inBadGoing: false }))),
      overlappedBy: lazy(() => overlappers(me, a).map((id) => ({ id, type: s.elements[id]!.type as Toy }))),
      flankContacts: lazy(() => frontContactsOn(me, a).filter((c) => c.edge !== 'front' && c.attacker !== opp.id).map((c) => ({ id: c.attacker, edge: c.edge === 'rear' ? ('rear' as const) : ('flank' as const) }))),
      aidingAgainst: 0, shotAtBy: [], contactedThisBound: [], upslope: false, riverBank: false,
      veteran: me.grade === 'veteran', fresh: false,
    };
  };
  const rows = TOY.factorRows as ReadonlyArray<FactorRow<F, ToyTables>>;
  const TOY_COMBAT: CloseCombatRules<ToyState, string, Kind> = {
    elements: (s) => s.elements,
    active: (s) => all(s),
    rng: (s) => s.rng,
    fought: (s, rng, a, b) => ({ ...s, rng, fought: [...s.fought, a, b] }),
    terms: (s, me, opp) => evaluateFactors(rows, toyFacts(s, me, opp), TABLES, source),
    outcome: (_s, loser, winner, band) => readOutcomeRow(TABLE[band][loser.type as Toy], { winner: winner.type as Toy, winnerMounted: TOY.mounted.has(winner.type as Toy), going: 'good', holds: () => false }),
    reported: (r: FightReport<Kind>) => `${r.a.element} ${r.a.total} v ${r.b.element} ${r.b.total}: ${JSON.stringify(r.outcomes)}`,
    apply: (s, loser, _winner, o) => {
      const e = s.elements[loser]!;
      if (o === 'hold') return { state: s, events: [], moved: false };
      if (o === 'fall-back') {
        const r = recoil(world, all(s), e, e.depth);
        return { state: { ...s, elements: { ...s.elements, ...r.updates } }, events: [`${loser} falls back`], moved: true };
      }
      return { state: { ...s, elements: { ...s.elements, [loser]: { ...e, status: 'destroyed', lostHow: o } } }, events: [`${loser} ${o}`], moved: true };
    },
    flankersTake: null,
    pursue: (s, winner) => ({ state: s, events: TOY.pursuers(TABLES).includes(s.elements[winner]!.type as Toy) ? [`${winner} would pursue`] : [] }),
  };

  it('the close-combat driver resolves a toy fight: its rows, its outcome table, its outcome', () => {
    // a veteran legionary supported by archers behind it, against riders; dice 1 and 6
    const leg = el('leg', 'red', 'Leg', 1000, 1000, 90);
    const arc = el('arc', 'red', 'Arc', 1000, 970, 90);
    const rid = el('rid', 'blue', 'Rid', 1000, 1000, 270);
    const s0: ToyState = { elements: { leg, arc, rid }, rng: scriptedRng([1, 6]), fought: [] };
    expect(frontPairs(all(s0))).toEqual([['leg', 'rid']]);
    const r = resolveCloseCombatWith(TOY_COMBAT, s0, 'leg', 'rid');
    // leg: 1 + 4 base + 1 veteran + 1 support = 7; rid: 6 + 3 base + 1 veteran = 10: less, Leg's row says fall back
    expect(r.events[0]).toBe('leg 7 v rid 10: {"leg":"fall-back"}');
    expect(r.events.slice(1)).toEqual(['leg falls back', 'rid would pursue']);
    expect(r.state.fought).toEqual(['leg', 'rid']);
    // the legionary fell back its depth and pushed the archers behind it
    expect(r.state.elements['leg']!.y).toBeCloseTo(970);
    expect(r.state.elements['arc']!.y).toBeCloseTo(940);

    // doubled, archers beaten by riders in the open are slain (the toy's quick kill)
    const arc2 = el('arc', 'red', 'Arc', 1000, 1000, 90);
    const s1: ToyState = { elements: { arc: arc2, rid }, rng: scriptedRng([1, 6]), fought: [] };
    const r1 = resolveCloseCombatWith(TOY_COMBAT, s1, 'arc', 'rid');
    expect(r1.state.elements['arc']!.status).toBe('destroyed');
    expect(r1.events).toContain('arc slain');
  });

  it('the odds calculator counts the toy outcomes over the 36 die pairs', () => {
    const o = fightOdds<Kind>(
      'close-combat',
      { id: 'arc', terms: [{ name: 'Arc base', value: 2, section: 'T1', source: 'stated' }] },
      { id: 'rid', terms: [{ name: 'Rid base', value: 3, section: 'T1', source: 'stated' }] },
      (loser, band) => readOutcomeRow(TABLE[band][loser === 'a' ? 'Arc' : 'Rid'], { winner: loser === 'a' ? 'Rid' : 'Arc', winnerMounted: loser === 'a', going: 'good', holds: () => false }),
      ['hold', 'fall-back', 'rout', 'slain'],
      'hold',
    );
    const sum = (r: Readonly<Record<Kind, number>>) => r.hold + r['fall-back'] + r.rout + r.slain;
    expect(sum(o.a.outcomes)).toBe(36);
    expect(sum(o.b.outcomes)).toBe(36);
    // archers lose whenever 2 + x < 3 + y (21 pairs): all slain, since riders in the open kill them
    expect(o.a.outcomes.slain).toBe(21);
    // equal totals (5 pairs): archers fall back from mounted winners
    expect(o.a.outcomes['fall-back']).toBe(5);
    expect(o.dice.lower).toBe(21);
    expect(o.dice.same).toBe(5);
  });
});

// The same toy ruleset moving through the family's movement engine (dbx/movement): its own move
// distances, going (bogs, tracks and cliffs as rectangles, not DBA terrain), base width, PIP
// costs and pass-through, on elements of its own types.
interface Patch {
  readonly kind: 'bog' | 'track' | 'cliff';
  readonly box: Box;
}
const meets = (a: Box, b: Box): boolean => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
const inside = (p: { x: number; y: number }, b: Box): boolean => p.x >= b.minX && p.x <= b.maxX && p.y >= b.minY && p.y <= b.maxY;
const TOY_GROUND: Omit<MoveGround<Patch>, 'features'> = {
  near: (fs, box) => fs.filter((f) => meets(f.box, box)),
  isBad: (f) => f.kind === 'bog',
  isRoad: (f) => f.kind === 'track',
  inBad: (fs, b) => fs.some((f) => f.kind === 'bog' && meets(f.box, boxOf(b))),
  onRoad: (fs, b) => fs.some((f) => f.kind === 'track' && inside(centreOf(b), f.box)),
  impassable: (fs, b) => fs.some((f) => f.kind === 'cliff' && meets(f.box, boxOf(b))),
  screened: (fs, a, b) => fs.some((f) => f.kind === 'cliff' && inside({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, f.box)),
};
interface ToyMoves {
  readonly width: number;
  readonly dist: Readonly<Record<Toy, Readonly<Record<MoveGoing, number>>>>;
}
const TOY_MOVES: DbxMoveProfile<Toy, ToyMoves> = {
  baseWidth: (d) => d.width,
  groupWheelLimit: () => 45,
  moveDistance: (t, g, d) => d.dist[t][g],
  pips: () => ({ perMove: 1, outOfRange: 2, rangeOpen: 1000, rangeScreened: 400 }),
  // riders cost one more for each rider beyond the first
  pipSurcharge: (types) => Math.max(0, types.filter((t) => t === 'Rid').length - 1),
  passesInMove: TOY.passesInMove,
};
const MOVE_TABLES: ToyMoves = {
  width: 100,
  dist: { Leg: { good: 200, bad: 100, road: 300 }, Arc: { good: 250, bad: 250, road: 250 }, Rid: { good: 500, bad: 150, road: 600 } },
};
const el = (id: string, side: string, type: Toy, x: number, y: number, heading: number, general = false): DbxElement => ({
  id, side, type, command: side, general, camp: false, grade: 'veteran', irregular: false, status: 'active', lostHow: null, x, y, heading, width: 100, depth: 40,
});
const world = (elements: ReadonlyArray<DbxElement>, features: ReadonlyArray<Patch> = []): MoveWorld<Toy, ToyMoves, Patch> => ({
  profile: TOY_MOVES, tables: MOVE_TABLES, elements, table: { width: 3000, height: 3000 }, ground: { features, ...TOY_GROUND },
});
/** Runs a program for one element and asks the engine what it makes of the path. */
function tryMove(w: MoveWorld<Toy, ToyMoves, Patch>, e: DbxElement, steps: ReadonlyArray<MoveStep>): string | null {
  const run = runProgram([e], steps)!;
  const path = run.samples.map((s) => s[0]!);
  const limit = moveAllowance(w, e, pathFacts(w, path));
  if (run.cost > limit + 1e-9) return `too far: ${run.cost} > ${limit}`;
  return pathProblem(w, e, path, new Set([e.id]), null) ?? crossesFront(w, e, path, false);
}

describe('the DBx movement engine with a toy profile', () => {
  const bog: Patch = { kind: 'bog', box: { minX: 400, minY: 1200, maxX: 700, maxY: 1300 } };
  const track: Patch = { kind: 'track', box: { minX: 1450, minY: 900, maxX: 1550, maxY: 1700 } };
  const cliff: Patch = { kind: 'cliff', box: { minX: 2400, minY: 1200, maxX: 2600, maxY: 1300 } };

  it('reads its own move distances by going: riders go 500 in the open, 150 through a bog, 600 on a track', () => {
    const rid = el('r', 'a', 'Rid', 550, 1000, 90);
    const w = world([rid], [bog, track]);
    expect(tryMove(w, rid, [{ kind: 'forward', distance: 140 }])).toBeNull();
    expect(tryMove(w, rid, [{ kind: 'forward', distance: 400 }])).toBe('too far: 400 > 150');
    const inOpen = el('r2', 'a', 'Rid', 1000, 1000, 90);
    expect(tryMove(world([inOpen], [bog, track]), inOpen, [{ kind: 'forward', distance: 500 }])).toBeNull();
    const onTrack = el('r3', 'a', 'Rid', 1500, 1000, 90);
    expect(moveAllowance(w, onTrack, pathFacts(w, runProgram([onTrack], [{ kind: 'forward', distance: 550 }])!.samples.map((s) => s[0]!)))).toBe(600);
  });

  it('refuses cliffs and passing through friends the profile does not let through', () => {
    const rid = el('r', 'a', 'Rid', 2500, 1000, 90);
    expect(tryMove(world([rid], [cliff]), rid, [{ kind: 'forward', distance: 300 }])).toBe('it would enter impassable ground');
    const arc = el('x', 'a', 'Arc', 1000, 1100, 90);
    const leg = el('l', 'a', 'Leg', 1000, 1000, 90);
    const rider = el('r2', 'a', 'Rid', 1000, 1000, 90);
    expect(tryMove(world([arc, leg]), leg, [{ kind: 'forward', distance: 200 }])).toBe('it cannot pass through x');
    expect(tryMove(world([arc, rider]), rider, [{ kind: 'forward', distance: 300 }])).toBeNull();
  });

  it("refuses a sidestep across an enemy's front within the profile's base width, not one beyond it", () => {
    const foe = el('e', 'b', 'Leg', 1000, 1200, 270);
    const near = el('r', 'a', 'Rid', 800, 1120, 90);
    expect(tryMove(world([foe, near]), near, [{ kind: 'sidestep', distance: -400 }])).toBe('it would cross the front of e within a base width');
    const far = el('r', 'a', 'Rid', 800, 1040, 90);
    expect(tryMove(world([foe, far]), far, [{ kind: 'sidestep', distance: -400 }])).toBeNull();
  });

  it("lines a group up on the enemy it contacts within half the profile's base width", () => {
    const foe = el('e', 'b', 'Leg', 1030, 1200, 270);
    const a = el('a1', 'a', 'Leg', 1000, 1000, 90);
    const b = el('a2', 'a', 'Leg', 900, 1000, 90);
    const w = world([foe, a, b]);
    const run = runProgram([a, b], [{ kind: 'forward', distance: 200 }])!;
    const finals = [a, b].map((e, i) => ({ ...e, ...run.finals[i]! }));
    const lined = lineUpGroup(w, finals, [{ kind: 'forward', distance: 200 }]);
    expect(lined.shift).toBeCloseTo(30, 6);
    expect(lined.finals[0]!.x).toBeCloseTo(1030, 6);
    expect(lined.contacts).toEqual({ a1: ['e'] });
    // 30 of sidestep already spent leaves 20 of the 50: no shift
    expect(lineUpGroup(w, finals, [{ kind: 'sidestep', distance: 30 }]).shift).toBe(0);
  });

  it('charges its own PIPs: a surcharge per extra rider, more beyond command range or behind a cliff', () => {
    const gen = el('g', 'a', 'Leg', 1000, 1000, 90, true);
    const r1 = el('r1', 'a', 'Rid', 1300, 1000, 90);
    const r2 = el('r2', 'a', 'Rid', 1400, 1000, 90);
    const w = world([gen, r1, r2]);
    expect(movePipCost(w, [r1], generalAmong(w.elements, 'a'))).toBe(1);
    expect(movePipCost(w, [r1, r2], gen)).toBe(2);
    expect(movePipCost(w, [el('r3', 'a', 'Rid', 2500, 1000, 90)], gen)).toBe(3);
    const r4 = el('r4', 'a', 'Rid', 1450, 1000, 90);
    expect(movePipCost(world([gen, r4]), [r4], gen)).toBe(1);
    const screened = world([gen, r4], [{ kind: 'cliff', box: { minX: 1150, minY: 900, maxX: 1250, maxY: 1100 } }]);
    expect(movePipCost(screened, [r4], gen)).toBe(3);
    expect(movePipCost(w, [r2], undefined)).toBe(3);
  });
});
