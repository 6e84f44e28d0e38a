// Fixtures for melee through the public API: the rule-test counters plus the melee examples'
// types (KT, PK, MM with the strengths the examples use), a neutral deck with chosen melee rows
// and events, and a driver from setup to the melee cycle.
import * as E from 'fp-ts/lib/Either.js';
import { expect } from 'vitest';
import {
  dawnOfBattle, geometry, stackDeck, type CardDef, type ClashCell, type ClashFile, type DobCommand, type DobEvent, type DobEventOf, type DobState, type MeleeEntry, type MeleeResult,
  type Scenario, type ScenarioOptions, type ScenarioUnit,
} from '../../../../src/dawn-of-battle/index.js';
import { counter, counters, fixtureDeck, run, toAction } from '../../../rulesets/dawn-of-battle/fixtures.js';

const user = { kind: 'user', file: 'melee fixture' } as const;

/** Counters: the rule fixtures plus knights, pikemen (disrupted strength 4, as in the §10.2 example) and mixed missiles. */
export const meleeCounters = {
  counters: {
    ...counters.counters,
    KT: counter('KT', { strength: 5, back: 3, size: 'H', mp: 4, category: 'cavalry', charge: true }),
    PK: counter('PK', { strength: 4, back: 4, size: 'H', mp: 2 }),
    MM: counter('MM', { strength: 3, back: 2, size: 'M', mp: 3 }),
  },
};

/** A Clash of Shields file with the given cells. */
export function clash(...cells: Array<[ClashCell['attacker'], ClashCell['defender'], number]>): ClashFile {
  return { cells: cells.map(([attacker, defender, value]) => ({ attacker, defender, value, provenance: user })) };
}

/** A normal card's rows: all `n` except those given. */
export function rows(given: Readonly<Record<number, readonly [MeleeResult, number]>>): Record<string, MeleeEntry> {
  const out: Record<string, MeleeEntry> = {};
  for (let k = -6; k <= 6; k++) {
    const r = given[k];
    out[String(k)] = r === undefined ? { result: 'n', moraleMod: 0 } : { result: r[0], moraleMod: r[1] };
  }
  return out;
}

/** Card overrides: a normal card with the given rows. */
export const meleeCard = (given: Readonly<Record<number, readonly [MeleeResult, number]>>): Partial<CardDef> => ({ melee: { kind: 'normal', rows: rows(given) } });
/** Card overrides: an event card (a built-in event by name). */
export const eventCard = (title: string, effect: string): Partial<CardDef> => ({ event: { title, effect } });
/** Card overrides: an ex Machina card with the given die modifiers (others 0). */
export function exMachina(mods: Readonly<Record<number, number>>): Partial<CardDef> {
  const dieMods: Record<string, number> = {};
  for (let k = -6; k <= 6; k++) dieMods[String(k)] = mods[k] ?? 0;
  return { command: 0, melee: { kind: 'exMachina', dieMods }, event: { title: 'ex Machina', effect: 'exMachina' } };
}

export const at = (col: number, row: number) => geometry.offsetToAxial(col, row);

/** A unit of the scenario. */
export const unit = (id: string, c: string, hex: { q: number; r: number }, facing: number, extra: Partial<ScenarioUnit> = {}): ScenarioUnit => ({ id, counter: c, hex, facing, ...extra });

/**
 * Sets up a battle with one leader per side (command 3, so morale 3 and a starting hand of three)
 * and drives it to the melee cycle with side A to act: both players pass the action cycle.
 * `hands` are each side's three starting cards (dealt first at setup).
 */
export interface MeleeSetup {
  A: ScenarioUnit[];
  B: ScenarioUnit[];
  leaders: { A: { hex: { q: number; r: number }; combat: number }; B: { hex: { q: number; r: number }; combat: number } };
  deck: Readonly<Record<number, Partial<CardDef>>>;
  clash?: ClashFile;
  hands?: { A: number[]; B: number[] };
  options?: ScenarioOptions;
  terrain?: Record<string, 'wooded' | 'hill' | 'rough' | 'town' | 'river' | 'stream'>;
  /** An events file (card events beyond the built-ins). */
  events?: unknown;
  extraLeaders?: { A?: Array<{ id: string; hex: { q: number; r: number }; combat: number }>; B?: Array<{ id: string; hex: { q: number; r: number }; combat: number }> };
}

/** Sets up the battle and drives it to the action cycle with side A to act first. */
export function toActionCycle(p: MeleeSetup): DobState {
  const extra = (side: 'A' | 'B') => (p.extraLeaders?.[side] ?? []).map((l) => ({ id: l.id, command: 0, range: 3, combat: l.combat }));
  const sc: Scenario = {
    id: 'melee-example', title: 'melee example',
    map: { width: 12, height: 12, terrain: p.terrain ?? {} },
    sides: {
      A: { name: 'A', panicLevel: 40, units: p.A, leaders: [{ id: 'A-leader', command: 3, range: 3, combat: p.leaders.A.combat }, ...extra('A')] },
      B: { name: 'B', panicLevel: 40, units: p.B, leaders: [{ id: 'B-leader', command: 3, range: 3, combat: p.leaders.B.combat }, ...extra('B')] },
    },
    options: { dieModWindows: 'none', ...p.options },
  };
  const hands = p.hands ?? { A: [61, 62, 63], B: [64, 65, 66] };
  const r = dawnOfBattle.setup(sc, { seed: 'melee-example', options: { data: { counters: meleeCounters, deck: fixtureDeck(p.deck), clash: p.clash ?? clash(), ...(p.events === undefined ? {} : { events: p.events }) }, stack: hands } });
  if (E.isLeft(r)) throw new Error(r.left.message);
  const placements: Record<string, { q: number; r: number }> = { 'A-leader': p.leaders.A.hex, 'B-leader': p.leaders.B.hex };
  for (const side of ['A', 'B'] as const) for (const l of p.extraLeaders?.[side] ?? []) placements[l.id] = l.hex;
  return toAction(r.right, placements, 'A');
}

/** Both players pass the action cycle; the melee cycle opens with side A to act (B passes if first). */
export function passToMelee(state: DobState): DobState {
  let s = state;
  for (let guard = 0; guard < 20; guard++) {
    const ph = s.phase;
    if (ph.kind === 'action') s = run(s, { type: 'pass', player: ph.toAct }).state;
    else break;
  }
  expect(s.phase.kind).toBe('melee');
  if (s.phase.kind === 'melee' && s.phase.toAct === 'B') s = run(s, { type: 'pass-melee', player: 'B' }).state;
  expect(s.phase.kind === 'melee' && s.phase.toAct === 'A').toBe(true);
  return s;
}

/** Sets up and drives to the melee cycle with side A to act. */
export function toMelee(p: MeleeSetup): DobState {
  return passToMelee(toActionCycle(p));
}

/** Stacks both decks (card numbers, in draw order). */
export function stack(s: DobState, cards: { A?: number[]; B?: number[] }): DobState {
  let out = s;
  for (const side of ['A', 'B'] as const) {
    const c = cards[side];
    if (c === undefined) continue;
    const r = stackDeck(out, side, c);
    if (E.isLeft(r)) throw new Error(r.left.message);
    out = r.right;
  }
  return out;
}

/** Plays commands and returns the state, all events, and the melee events. */
export function play(s: DobState, ...cmds: DobCommand[]): { state: DobState; events: DobEvent[]; melees: Array<DobEventOf<'melee'>> } {
  const r = run(s, ...cmds);
  return { ...r, melees: r.events.filter((e): e is DobEventOf<'melee'> => e.type === 'melee') };
}

/** The breakdown lines of a melee event by step. */
export function lines(melee: DobEventOf<'melee'>, step: string): Array<{ value: number; excluded?: string; applies: string }> {
  return melee.strengths.breakdown.filter((l) => l.step === step);
}
