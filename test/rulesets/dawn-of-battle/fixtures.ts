// Test fixtures for Dawn of Battle: explicit counters, a neutral deck whose card n shows die
// ((n-1) mod 6) + 1, and helpers that drive a game to the action cycle through the public API.
// Rule tests use these, never the shipped reconstructed data.
import * as E from 'fp-ts/lib/Either.js';
import { expect } from 'vitest';
import {
  dawnOfBattle, defaultCounters, geometry, stackDeck as stackDeckFn, type CardDef, type CounterDef, type CountersFile, type DeckFile, type DobCommand, type DobEvent, type DobEventOf, type DobEventType,
  type DobSetupOptions, type DobState, type MeleeEntry, type Scenario, type ScenarioLeader, type ScenarioUnit, type Side,
} from '../../../src/dawn-of-battle/index.js';
import { exampleScenario } from '../../../src/dawn-of-battle/index.js';
import { randomScenario } from '../../../src/dawn-of-battle/design/index.js';
import { aleaFromSeed, drawInt, type RngState } from '../../../src/random/index.js';

const user = { kind: 'user', file: 'test fixture' } as const;

/** Counter fixture: the given type with explicit values. */
export function counter(type: CounterDef['type'], v: Partial<{
  strength: number; back: number; size: 'L' | 'M' | 'H'; mp: number; backMp: number; md: number; backMd: number;
  missile: number | null; range: number | null; charge: boolean; gunpowder: boolean; moveAndFire: boolean;
  category: CounterDef['category']; rule: CounterDef['strengthRule'];
}> = {}): CounterDef {
  const side = (strength: number, mp: number, md: number, mf: boolean) => ({
    strength, size: v.size ?? 'M', movement: mp, moveAndFire: mf, missileDefense: md,
    missileAttack: v.missile ?? null, missileRange: v.range ?? null,
  });
  return {
    type, name: type, category: v.category ?? 'infantry', gunpowder: v.gunpowder ?? false, canCharge: v.charge ?? false,
    strengthRule: v.rule ?? 'printed',
    front: side(v.strength ?? 4, v.mp ?? 4, v.md ?? 0, v.moveAndFire ?? false),
    back: side(v.back ?? 2, v.backMp ?? v.mp ?? 4, v.backMd ?? v.md ?? 0, false),
    provenance: user,
  };
}

/** The fixture counters file. */
export const counters: CountersFile = {
  counters: {
    LI: counter('LI', { strength: 2, back: 1, size: 'L', mp: 3, backMp: 4 }),
    MI: counter('MI', { strength: 4, back: 2, size: 'M', mp: 3 }),
    HI: counter('HI', { strength: 5, back: 3, size: 'H', mp: 2, backMp: 3 }),
    PX: counter('PX', { strength: 6, back: 3, size: 'H', mp: 2, md: 2, backMd: 0 }),
    LA: counter('LA', { strength: 1, back: 1, size: 'L', mp: 3, missile: 2, range: 3, md: -1 }),
    LG: counter('LG', { strength: 3, back: 2, size: 'L', mp: 3, gunpowder: true }),
    LC: counter('LC', { strength: 2, back: 1, size: 'L', mp: 5, category: 'cavalry' }),
    HC: counter('HC', { strength: 4, back: 2, size: 'M', mp: 4, category: 'cavalry', charge: true }),
    CT: counter('CT', { strength: 5, back: 3, size: 'H', mp: 4, category: 'cavalry', charge: true }),
    MA: counter('MA', { strength: 2, back: 1, size: 'L', mp: 5, category: 'cavalry', missile: 1, range: 2, moveAndFire: true }),
    CAMP: counter('CAMP', { strength: 4, back: 2, size: 'H', mp: 0, category: 'special', missile: 1, range: 2 }),
    AY: { ...defaultCounters.counters['AY']!, provenance: user },
  },
};

function rows(result: MeleeEntry['result']): Record<string, MeleeEntry> {
  const r: Record<string, MeleeEntry> = {};
  for (let k = -6; k <= 6; k++) r[String(k)] = { result, moraleMod: 0 };
  return r;
}

/** A neutral deck: card n has die ((n-1) mod 6) + 1, command 3, black for 1..36, gray for 37..72, no icons. */
export function fixtureDeck(overrides: Readonly<Record<number, Partial<CardDef>>> = {}): DeckFile {
  return {
    cards: Array.from({ length: 72 }, (_, i): CardDef => ({
      number: i + 1, command: 3, die: (i % 6) + 1, colour: i < 36 ? 'black' : 'gray', icon: null,
      melee: { kind: 'normal', rows: rows('n') }, event: { title: '(none)', effect: null }, provenance: user, ...overrides[i + 1],
    })),
  };
}

/** Card numbers showing the given die values, all different (black ones first). */
export function dieCards(dice: ReadonlyArray<number>, used: Set<number> = new Set()): number[] {
  return dice.map((d) => {
    for (let k = 0; k < 12; k++) {
      const n = d + 6 * k;
      if (!used.has(n)) {
        used.add(n);
        return n;
      }
    }
    throw new Error(`no card left with die ${d}`);
  });
}

/** Axial hex of offset column/row. */
export const at = (col: number, row: number) => geometry.offsetToAxial(col, row);

/** A scenario unit; the default facing 5 looks north (front hexes N and NE). */
export function u(id: string, c: string, hex: { q: number; r: number }, facing = 5, extra: Partial<ScenarioUnit> = {}): ScenarioUnit {
  return { id, counter: c, hex, facing, ...extra };
}

/** Scenario builder with small defaults (12 × 12 map, clear, leaders with command 0). */
export function scenario(p: {
  A: readonly ScenarioUnit[]; B: readonly ScenarioUnit[]; leadersA?: readonly ScenarioLeader[]; leadersB?: readonly ScenarioLeader[];
  terrain?: Record<string, Scenario['map'] extends { terrain?: infer T } ? T extends Record<string, infer V> ? V : never : never>;
  panicA?: number; panicB?: number; width?: number; height?: number; options?: Scenario['options']; turns?: number;
}): Scenario {
  return {
    id: 'test', title: 'test',
    ...(p.turns === undefined ? {} : { turns: p.turns }),
    map: { width: p.width ?? 12, height: p.height ?? 12, terrain: p.terrain ?? {} },
    sides: {
      A: { name: 'A', panicLevel: p.panicA ?? 30, units: p.A, leaders: p.leadersA ?? [] },
      B: { name: 'B', panicLevel: p.panicB ?? 30, units: p.B, leaders: p.leadersB ?? [] },
    },
    options: { dieModWindows: 'none', ...p.options },
  };
}

/** Sets up with the fixture data; `stack` puts cards on top of each deck before any draw. */
export function start(sc: Scenario, stack: { A?: number[]; B?: number[] } = {}, deck: DeckFile = fixtureDeck(), seed = 'test'): DobState {
  const options: DobSetupOptions = { data: { counters, deck }, stack };
  const r = dawnOfBattle.setup(sc, { seed, options });
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right;
}

/** Applies commands, failing the test on a refusal; returns the state and all events. */
export function run(s: DobState, ...cmds: DobCommand[]): { state: DobState; events: DobEvent[] } {
  let state = s;
  const events: DobEvent[] = [];
  for (const c of cmds) {
    const r = dawnOfBattle.apply(state, c);
    if (E.isLeft(r)) throw new Error(`${JSON.stringify(c)} refused: ${r.left.message}`);
    state = r.right.state;
    events.push(...r.right.events);
  }
  return { state, events };
}

/** Applies one command that must be refused; returns the violation and checks the state is untouched. */
export function refused(s: DobState, c: DobCommand) {
  const before = JSON.stringify(s);
  const r = dawnOfBattle.apply(s, c);
  expect(JSON.stringify(s)).toBe(before);
  if (E.isRight(r)) throw new Error(`${JSON.stringify(c)} was accepted`);
  return r.left;
}

/**
 * Drives a fresh game to the action cycle: settles initiative bidding by declining, places the
 * leaders where given, and has the initiative player choose `first` to act first.
 */
export function toAction(s: DobState, placements: Record<string, { q: number; r: number }> = {}, first?: Side): DobState {
  let state = s;
  for (let guard = 0; guard < 100; guard++) {
    const ph = state.phase;
    if (ph.kind === 'initiative') state = run(state, { type: 'decline-die-mod', player: ph.toAct }).state;
    else if (ph.kind === 'eventWindow' && (ph.before === 'initiative' || ph.before === 'redo')) state = run(state, { type: 'pass-event', player: ph.toAct }).state;
    else if (ph.kind === 'initiativeBid') state = run(state, { type: 'decline-bid', player: ph.toAct }).state;
    else if (ph.kind === 'placeLeaders') {
      const l = Object.values(state.leaders).find((x) => x.side === ph.toAct && x.where === 'aside')!;
      const hex = placements[l.id];
      if (!hex) throw new Error(`no placement given for ${l.id}`);
      state = run(state, { type: 'place-leader', player: ph.toAct, leader: l.id, hex }).state;
    } else if (ph.kind === 'action' && ph.chooseFirst) {
      state = run(state, { type: 'choose-first', player: ph.toAct, first: first ?? ph.toAct }).state;
    } else return state;
  }
  throw new Error('toAction did not reach the action cycle');
}

/** Events of a type. */
export function eventsOf<K extends DobEventType>(events: ReadonlyArray<DobEvent>, type: K): Array<DobEventOf<K>> {
  return events.filter((e): e is DobEventOf<K> => e.type === type);
}

/**
 * From the action cycle, both players pass, the melee cycle passes, turn end ends; before the
 * random-event draws each deck is stacked with `next[side]` (per player: random-event card,
 * action-point card, initiative card(s)). Returns the state at the next turn's first decision.
 */
export function nextTurn(s: DobState, next: { A?: number[]; B?: number[] } = {}): DobState {
  let state = s;
  // Passing draws no card, so the next draws are the random events at turn end.
  for (const side of ['A', 'B'] as const) {
    const cards = next[side];
    if (cards && cards.length > 0) state = stackDeckOrThrow(state, side, cards);
  }
  for (let guard = 0; guard < 200; guard++) {
    const ph = state.phase;
    if (ph.kind === 'action' && ph.chooseFirst) state = run(state, { type: 'choose-first', player: ph.toAct, first: ph.toAct }).state;
    else if (ph.kind === 'action' && ph.activation !== null) state = run(state, { type: 'end-activation', player: ph.toAct }).state;
    else if (ph.kind === 'action') state = run(state, { type: 'pass', player: ph.toAct }).state;
    else if (ph.kind === 'melee') state = run(state, { type: 'pass-melee', player: ph.toAct }).state;
    else if (ph.kind === 'eventWindow' && ph.before === 'redo') state = run(state, { type: 'pass-event', player: ph.toAct }).state;
    else if (ph.kind === 'turnEnd') {
      state = run(state, { type: 'end-turn-end', player: ph.toAct }).state;
      if (state.phase.kind !== 'turnEnd') return state;
    } else return state;
  }
  throw new Error('nextTurn did not reach the next turn');
}

function stackDeckOrThrow(s: DobState, side: Side, cards: number[]): DobState {
  const r = stackDeckFn(s, side, cards);
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right;
}

/**
 * Plays the example scenario from `seed` with an agent choosing uniformly from `legalCommands`
 * (its own stream, `agentSeed`), for at most `maxPly` plies or until the game ends. `visit` sees
 * each state with its legal commands before the agent moves; returning true stops the game.
 */
export function playExampleRandomly(seed: string, agentSeed: string, maxPly: number, visit: (s: DobState, cmds: ReadonlyArray<DobCommand>, ply: number) => boolean | void): void {
  playRandomly(exampleScenario, seed, agentSeed, maxPly, visit);
}

/** {@link playExampleRandomly} for any scenario. */
export function playRandomly(scenario: Scenario, seed: string, agentSeed: string, maxPly: number, visit: (s: DobState, cmds: ReadonlyArray<DobCommand>, ply: number) => boolean | void): void {
  const r = dawnOfBattle.setup(scenario, { seed });
  if (E.isLeft(r)) throw new Error(r.left.message);
  let s = r.right;
  let rng: RngState = aleaFromSeed(agentSeed);
  for (let ply = 0; s.phase.kind !== 'over' && ply < maxPly; ply++) {
    const cmds = dawnOfBattle.legalCommands(s);
    if (visit(s, cmds, ply) === true) return;
    const d = drawInt(rng, 0, cmds.length - 1);
    rng = d.rng;
    const step = dawnOfBattle.apply(s, cmds[d.value]!);
    if (E.isLeft(step)) throw new Error(step.left.message);
    s = step.right.state;
  }
}

/**
 * Every tenth state of random games of four designed 20-v-20 battles (`randomScenario` seeded
 * `${name}-0` .. `${name}-3`, up to 1,500 plies each): the states a shortcut is compared with its
 * reference on.
 */
export function everyTenthBattleState(name: string, visit: (s: DobState) => void): void {
  for (let seed = 0; seed < 4; seed++) {
    const sc = randomScenario(`${name}-${seed}`, { budget: 200 });
    if (E.isLeft(sc)) throw new Error(sc.left.message);
    playRandomly(sc.right.scenario, `${name}-${seed}`, `${name}-${seed}-agent`, 1500, (s, _cmds, ply) => {
      if (ply % 10 === 0) visit(s);
    });
  }
}
