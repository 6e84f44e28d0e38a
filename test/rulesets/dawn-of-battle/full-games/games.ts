// Whole games between random agents over generated scenarios, with every combination of the
// supplementary options, checking the reducer's invariants after every command. Shared by the
// quick test (a slice of the combinations) and the long run (`npm run test:long`, 1,000 games).
//
// What the 1,000 games cover (game i):
// - every combination of DIMENSIONS (i mod 512): §15.3.1 physical dice, §15.3.2 re-dos, §15.4
//   barbarian (both sides), §15.11 taking heads, §15.12 Code of Honor, §15.13 dummy leaders,
//   §15.8 elephants in the armies, an events file with the effect vocabulary (§14.4; its die
//   modifiers open §14.2 windows before initiative, ranged and other draws), §5.4 windows 'all';
// - odd games: §15.14 quicker play and §15.15 no draws, §15.10 dismounting, §15.5 impetuous units;
// - i mod 3 ≠ 0: §15.9 panic fire; i mod 5 = 1: §15.1 free deployment; i mod 5 = 2: §15.2
//   tournament balancing; i mod 5 = 3 (without 'all'): §5.4 windows 'none';
// - i mod 7 = 1: §15.7 double attack (least strength 3) with ex Machina ties drawn again;
//   i mod 7 = 2: §15.6 discipline with leader draws on real flips only; i mod 7 = 3: inclusive
//   sudden death and panic that may not leave the map.
// These cycles are independent of the dimensions, so each meets many combinations but not all.
import * as E from 'fp-ts/lib/Either.js';
import { aleaFromSeed, drawInt, type RngState } from '../../../../src/random/index.js';
import { dawnOfBattle, defaultDeck, type DobCommand, type DobState, type EventsFile, type ScenarioOptions } from '../../../../src/dawn-of-battle/index.js';
import { randomScenario } from '../../../../src/dawn-of-battle/design/index.js';

/** The option dimensions; game `i` plays combination `i mod 2^n`. */
export const DIMENSIONS = [
  'physicalDice', 'reDos', 'barbarian', 'takingHeads', 'codeOfHonor', 'dummyLeaders', 'elephants', 'eventsFile', 'dieModWindowsAll',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export const COMBINATIONS = 2 ** DIMENSIONS.length;

const user = { kind: 'user', file: 'full-games test' } as const;

/** An events file covering the effect vocabulary, on cards the default deck leaves without events. */
export const TEST_EVENTS: EventsFile = {
  events: [
    { card: 1, title: 'Steady', timing: 'before-draw', duration: 'instant', effects: [{ kind: 'dieModifier', draw: 'ranged-defense', target: 'own', value: 1 }], provenance: user },
    { card: 2, title: 'Second wind', timing: 'any', duration: 'instant', effects: [{ kind: 'redraw', draw: 'rally', target: 'own' }], provenance: user },
    { card: 3, title: 'Forced march', timing: 'action-cycle', duration: 'instant', effects: [{ kind: 'extraActivation', count: 1 }], provenance: user },
    { card: 4, title: 'Confusion', timing: 'any', duration: 'instant', effects: [{ kind: 'actionPoints', target: 'enemy', value: -1 }], provenance: user },
    { card: 6, title: 'Rally the line', timing: 'action-cycle', duration: 'instant', effects: [{ kind: 'rally', units: 2, check: 'automatic' }], provenance: user },
    { card: 7, title: 'Mud', timing: 'any', duration: 'instant', effects: [{ kind: 'cancelCharge' }], provenance: user },
    { card: 8, title: 'Volley', timing: 'before-draw', duration: 'instant', effects: [{ kind: 'missileAttack', target: 'own', value: 1 }], provenance: user },
    { card: 9, title: 'Dismay', timing: 'any', duration: 'turn', effects: [{ kind: 'moraleCheck', target: 'enemy', value: 1 }], provenance: user },
    { card: 11, title: 'Counterorder', timing: 'before-draw', duration: 'instant', effects: [{ kind: 'cancelEvent' }], provenance: user },
    { card: 12, title: 'Omen', timing: 'any', duration: 'instant', effects: [{ kind: 'manual', note: 'the players decide' }], provenance: user },
    { card: 13, title: 'Rally (check)', timing: 'any', duration: 'instant', effects: [{ kind: 'rally', units: 1, check: 'normal' }], provenance: user },
    { card: 14, title: 'Dust cloud', timing: 'own-activation', duration: 'activation', effects: [{ kind: 'missileDefense', target: 'enemy', value: -1 }], provenance: user },
    { card: 16, title: 'Charmed life', timing: 'any', duration: 'turn', effects: [{ kind: 'leaderSurvives' }], provenance: user },
    { card: 17, title: 'Shaken aim', timing: 'any', duration: 'turn', effects: [{ kind: 'dieModifier', draw: 'any', target: 'enemy', value: 1 }], provenance: user },
  ],
};

/** The options of combination `k`. */
export function combination(k: number): Record<Dimension, boolean> {
  const out = {} as Record<Dimension, boolean>;
  DIMENSIONS.forEach((d, i) => (out[d] = ((k >> i) & 1) === 1));
  return out;
}

/** Checks that hold after every command; returns a description of the first broken one, or null. */
export function brokenInvariant(prev: DobState, s: DobState): string | null {
  for (const side of ['A', 'B'] as const) {
    const p = s.players[side];
    const n = p.deck.drawPile.length + p.deck.discardPile.length + p.hand.length;
    if (n !== 72) return `${side} holds ${n} cards, not 72`;
    if (p.losses < prev.players[side].losses) return `${side}'s losses went down`;
    if (p.unspent < 0) return `${side} has negative action points`;
  }
  const seen = new Map<string, string>();
  for (const u of Object.values(s.units)) {
    if (u.where !== 'map' || u.hex === null) continue;
    if (u.counter === 'AY') continue;
    const k = `${u.hex.q},${u.hex.r}`;
    if (seen.has(k)) return `${u.id} and ${seen.get(k)} share ${k}`;
    seen.set(k, u.id);
  }
  return null;
}

/** One game's summary. */
export interface GameReport {
  readonly seed: string;
  readonly combo: number;
  readonly commands: number;
  readonly over: boolean;
  readonly problem: string | null;
  readonly events: ReadonlySet<string>;
}

/** Plays game `i` to its end with a random agent; returns what happened. */
/**
 * Plays game `i` (see above); `visit`, when given, sees every state a command is chosen in, with
 * the legal commands listed there, and the final state (with none).
 */
export function playGame(i: number, maxCommands = 20_000, visit?: (s: DobState, legal: ReadonlyArray<DobCommand>) => void): GameReport {
  const combo = i % COMBINATIONS;
  const o = combination(combo);
  const seed = `full-game-${i}`;
  const rules: ScenarioOptions = {
    ...(o.physicalDice ? { physicalDice: true } : {}),
    ...(o.reDos ? { reDos: true } : {}),
    ...(o.barbarian ? { barbarian: ['A', 'B'] as const } : {}),
    ...(o.takingHeads ? { takingHeads: true } : {}),
    ...(o.codeOfHonor ? { codeOfHonor: true } : {}),
    ...(o.dummyLeaders ? { dummyLeaders: true } : {}),
    // §5.4: 'all' as a dimension; otherwise 'none' on one game in five, else the default.
    dieModWindows: o.dieModWindowsAll ? 'all' : i % 5 === 3 ? 'none' : 'initiative',
    ...(i % 2 === 1 ? { quickerPlay: true, noDraws: true } : {}),
    // §15.9 on two games in three, across both parities.
    ...(i % 3 !== 0 ? { panicFire: true } : {}),
    // §15.1 and §15.2 on one game in five each (cycles independent of the dimensions).
    ...(i % 5 === 1 ? { freeDeployment: true } : {}),
    ...(i % 5 === 2 ? { tournamentBalancing: true } : {}),
    // §13.4 and §12.4 rulings' switches on one game in seven.
    ...(i % 7 === 3 ? { suddenDeathInclusive: true, panicMayExitMap: false } : {}),
  };
  const types = ['LI', 'MI', 'HI', 'PX', 'LA', 'HA', 'LC', 'HC', 'KT', 'MA', ...(o.elephants ? (['EL'] as const) : [])] as const;
  const sc = randomScenario(seed, { width: 16, height: 15, budget: 45, maxUnits: 6, turns: 4, types: [...types], rules });
  if (E.isLeft(sc)) return { seed, combo, commands: 0, over: false, problem: `randomScenario: ${sc.left.message}`, events: new Set() };
  let scenario = sc.right.scenario;
  if (i % 2 === 1) {
    // §15.10 on odd games: each side dismounts its first cavalry unit that has an infantry form.
    const pick = (side: 'A' | 'B') => scenario.sides[side].units.filter((u) => ['LC', 'HC', 'KT', 'MA'].includes(u.counter)).slice(0, 1).map((u) => ({ unit: u.id }));
    // §15.5 on odd games: each side's first two units other than its Camp are impetuous.
    const impetuous = (['A', 'B'] as const).flatMap((side) => scenario.sides[side].units.filter((u) => !u.id.endsWith('-camp')).slice(0, 2).map((u) => u.id));
    scenario = { ...scenario, options: { ...scenario.options, dismount: { A: pick('A'), B: pick('B') }, impetuous } };
  }
  if (i % 7 === 1 || i % 7 === 2) {
    // The melee options (§15.6, §15.7, ruling DOB-R47, ruling DOB-R21) on two games in seven: double
    // attacks with ex Machina ties drawn again, or each side's first two units disciplined with
    // leader draws only on real flips.
    const disciplined = (['A', 'B'] as const).flatMap((side) => scenario.sides[side].units.filter((u) => !u.id.endsWith('-camp')).slice(0, 2).map((u) => u.id));
    const melee = i % 7 === 1 ? { doubleAttack: true, doubleAttackMinStrength: 3, exMachinaTie: 'redraw' as const } : { disciplined, casualtyOnEveryResult: false };
    scenario = { ...scenario, options: { ...scenario.options, melee } };
  }
  const opts = o.eventsFile ? { data: { deck: defaultDeck, events: TEST_EVENTS } } : undefined;
  const setup = dawnOfBattle.setup(scenario, opts === undefined ? { seed } : { seed, options: opts });
  if (E.isLeft(setup)) return { seed, combo, commands: 0, over: false, problem: `setup: ${setup.left.message}`, events: new Set() };
  let s = setup.right;
  let rng: RngState = aleaFromSeed(`agent ${seed}`);
  const events = new Set<string>();
  for (let n = 0; n < maxCommands; n++) {
    if (dawnOfBattle.outcome(s) !== null) {
      visit?.(s, []);
      return { seed, combo, commands: n, over: true, problem: null, events };
    }
    const legal = dawnOfBattle.legalCommands(s);
    if (legal.length === 0) return { seed, combo, commands: n, over: false, problem: `no legal command in phase ${s.phase.kind}`, events };
    visit?.(s, legal);
    const d = drawInt(rng, 0, legal.length - 1);
    rng = d.rng;
    const c = legal[d.value]!;
    const r = dawnOfBattle.apply(s, c);
    if (E.isLeft(r)) return { seed, combo, commands: n, over: false, problem: `listed command refused: ${JSON.stringify(c)}: ${r.left.message}`, events };
    for (const e of r.right.events) events.add(e.type);
    const bad = brokenInvariant(s, r.right.state);
    if (bad !== null) return { seed, combo, commands: n, over: false, problem: `after ${JSON.stringify(c)}: ${bad}`, events };
    s = r.right.state;
    if (n % 97 === 0 && JSON.stringify(JSON.parse(JSON.stringify(s))) !== JSON.stringify(s)) return { seed, combo, commands: n, over: false, problem: 'state is not plain JSON', events };
  }
  return { seed, combo, commands: maxCommands, over: false, problem: 'did not finish', events };
}
