/**
 * Scenario setup (§16): validate the scenario and data files, place units, set leaders and
 * reinforcements aside, set the tracks, shuffle the decks, deal starting events (§14.1, §16.7)
 * and begin turn 1.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cite } from '../../core/citation.js';
import { decode } from '../../core/decode.js';
import type { SetupError } from '../../core/errors.js';
import { setupError } from '../../core/errors.js';
import { isAuthoritative } from '../../core/provenance.js';
import type { SetupOptions } from '../../core/ruleset.js';
import { createRng } from '../../random/rng.js';
import { shuffle } from '../../random/deck.js';
import { begin, finish, Refusal, type DobEvent } from './context.js';
import { clashFileCodec, countersFileCodec, deckFileCodec, turnTrackFileCodec, type DataSet } from './data/formats.js';
import { defaultCounters } from './data/default-counters.js';
import { defaultDeck } from './data/default-deck.js';
import { defaultClash, defaultTurnTrack } from './data/default-tables.js';
import { TERRAIN, TERRAIN_TYPES } from './data/terrain.js';
import { beginDeployment, campOf, CAMP_EDGE, edgeDistance } from './deployment.js';
import { startPlay } from './game-start.js';
import { axialToOffset, hexKey, offsetToAxial, parseHexKey, type Dir } from './geometry.js';
import { scenarioCodec, type Scenario } from './scenario.js';
import { autoAdvance } from './reduce.js';
import type { DobState, LeaderState, PlayerState, ReinforcementGroup, Side, UnitState, WritableUnit } from './state.js';
import { resolveMeleeOptions } from './melee-phase/types.js';
import { initialExt } from './options/ext-state.js';
import { applyDismounting, checkImpetuousUnits, dummyLeaders, loadEventsFile } from './options/setup-options.js';
import { resolveSupplementary } from './options/supplementary.js';

/** Setup options: data files to use instead of the shipped defaults (each validated). */
export interface DobSetupOptions {
  readonly data?: {
    readonly counters?: unknown;
    readonly deck?: unknown;
    readonly clash?: unknown;
    readonly turnTrack?: unknown;
    /** Events attached to cards (§14), validated against the deck. */
    readonly events?: unknown;
  };
  /**
   * Cards (numbers) to put on top of each deck right after the opening shuffle, in draw order:
   * the same tool as `stackDeck`, for draws made during setup (starting events, the first action
   * points and initiative). For tests, tutorials and puzzles.
   */
  readonly stack?: { readonly A?: ReadonlyArray<number>; readonly B?: ReadonlyArray<number> };
}

function fail(code: string, message: string, section: string): E.Either<SetupError, never> {
  return E.left(setupError(code, message, cite('dawn-of-battle', section)));
}

type Loaded = { data: DataSet | null; reconstructed: boolean; resolved: DataSet };

// The answer for the shipped defaults (no file given): the same constant data every time, so its
// provenance scan is done once (frozen: it is handed to every caller).
let defaultsLoaded: Loaded | null = null;

/** Validates the data files (the defaults where none is given). */
export function loadData(opts: DobSetupOptions | undefined): E.Either<SetupError, { data: DataSet | null; reconstructed: boolean; resolved: DataSet }> {
  const files = opts?.data ?? {};
  if (usesDefaults(files)) {
    return E.right((defaultsLoaded ??= Object.freeze(scanData(files))));
  }
  const r = readData(files);
  return E.isLeft(r) ? r : E.right(scanData(files, r.right));
}

/** True when no data file is given: the shipped defaults are used. */
function usesDefaults(files: NonNullable<DobSetupOptions['data']>): boolean {
  return files.counters === undefined && files.deck === undefined && files.clash === undefined && files.turnTrack === undefined;
}

function readData(files: NonNullable<DobSetupOptions['data']>): E.Either<SetupError, DataSet> {
  const parts = [
    ['counters', countersFileCodec, files.counters, defaultCounters],
    ['deck', deckFileCodec, files.deck, defaultDeck],
    ['clash', clashFileCodec, files.clash, defaultClash],
    ['turnTrack', turnTrackFileCodec, files.turnTrack, defaultTurnTrack],
  ] as const;
  const out: Record<string, unknown> = {};
  for (const [name, codec, given, dflt] of parts) {
    if (given === undefined) {
      out[name] = dflt;
      continue;
    }
    const r = decode(codec as never, given);
    if (E.isLeft(r)) {
      return E.left({ ...setupError('bad-data', `The ${name} file is not valid:\n${r.left.message}`, cite('strategos', 'data-files')), issues: r.left.issues });
    }
    out[name] = r.right;
  }
  return E.right(out as unknown as DataSet);
}

/** The data set's provenance (whether any of it is reconstructed); `data` null for the defaults. */
function scanData(files: NonNullable<DobSetupOptions['data']>, data: DataSet = Object.freeze({ counters: defaultCounters, deck: defaultDeck, clash: defaultClash, turnTrack: defaultTurnTrack })): Loaded {
  const defaults = usesDefaults(files);
  const reconstructed =
    Object.values(data.counters.counters).some((c) => !isAuthoritative(c.provenance)) ||
    data.deck.cards.some((c) => !isAuthoritative(c.provenance)) ||
    data.clash.cells.some((c) => !isAuthoritative(c.provenance)) ||
    data.turnTrack.boxes.some((b) => !isAuthoritative(b.provenance)) ||
    files.clash === undefined;
  return { data: defaults ? null : data, reconstructed, resolved: data };
}

/**
 * Sets up a game (§16.1–16.8).
 * @rule dawn-of-battle 16.0
 * @rule dawn-of-battle 14.1
 */
export function setup(input: Scenario, opts: SetupOptions<DobSetupOptions>): E.Either<SetupError, DobState> {
  const decoded = decode(scenarioCodec, input);
  if (E.isLeft(decoded)) {
    return E.left({ ...setupError('bad-scenario', `The scenario is not valid:\n${decoded.left.message}`, cite('strategos', 'scenario')), issues: decoded.left.issues });
  }
  let sc = decoded.right;
  const supplementary = resolveSupplementary(sc.options ?? {});
  const rng0 = createRng(opts.seed);
  if (E.isLeft(rng0)) return fail('bad-seed', rng0.left.message, '16.0');
  const loaded = loadData(opts.options);
  if (E.isLeft(loaded)) return loaded;
  const { reconstructed } = loaded.right;
  const data = loaded.right.resolved;
  const events = loadEventsFile(opts.options?.data?.events, data.deck);
  if (E.isLeft(events)) return events;
  const dismounted = applyDismounting(sc, supplementary, data.counters);
  if (E.isLeft(dismounted)) return dismounted;
  sc = dismounted.right;
  const lastTurn = sc.turns ?? data.turnTrack.boxes.length;
  if (lastTurn > data.turnTrack.boxes.length) return fail('bad-turns', `The scenario asks for ${lastTurn} turns; the turn track has ${data.turnTrack.boxes.length} boxes.`, '4.0');
  const terrain: Record<string, (typeof TERRAIN_TYPES)[number]> = {};
  for (const [k, t] of Object.entries(sc.map.terrain ?? {})) {
    const h = parseHexKey(k);
    if (h === null) return fail('bad-hex', `map.terrain.${k}: expected a hex key "q,r"`, '16.1');
    const o = axialToOffset(h);
    if (o.col < 0 || o.col >= sc.map.width || o.row < 0 || o.row >= sc.map.height) return fail('off-map', `map.terrain.${k}: the hex is off the ${sc.map.width}×${sc.map.height} map`, '16.1');
    if (t !== 'clear') terrain[hexKey(h)] = t;
  }
  const onMap = (h: { q: number; r: number }): boolean => {
    const o = axialToOffset(h);
    return o.col >= 0 && o.col < sc.map.width && o.row >= 0 && o.row < sc.map.height;
  };
  const ids = new Set<string>();
  const units: Record<string, UnitState> = {};
  const leaders: Record<string, LeaderState> = {};
  const occupied = new Map<string, string[]>();
  const groups: Record<string, ReinforcementGroup> = {};
  for (const side of ['A', 'B'] as const) {
    const sd = sc.sides[side];
    for (let i = 0; i < sd.units.length; i++) {
      const u = sd.units[i]!;
      const path = `sides.${side}.units[${i}]`;
      if (ids.has(u.id)) return fail('duplicate-id', `${path}.id: "${u.id}" is used twice`, '16.2');
      ids.add(u.id);
      const c = data.counters.counters[u.counter];
      if (c === undefined) return fail('unknown-counter', `${path}.counter: no counter "${u.counter}" in the counters file`, '16.2');
      if (c.strengthRule === 'scenario' && u.strength === undefined) return fail('missing-strength', `${path}.strength: ${u.counter} needs its strength X from the scenario`, '3.3.4');
      if (!onMap(u.hex)) return fail('off-map', `${path}.hex: ${hexKey(u.hex)} is off the map`, '16.2');
      if (TERRAIN[terrain[hexKey(u.hex)] ?? 'clear'].cost === null) return fail('impassable', `${path}.hex: a unit cannot stand in a river hex`, '2.4.3');
      const list = occupied.get(hexKey(u.hex)) ?? [];
      list.push(u.counter);
      occupied.set(hexKey(u.hex), list);
      const cannons = list.filter((x) => data.counters.counters[x]?.type === 'AY').length;
      const stackOk = list.length === 1 || (list.length === 2 && cannons >= 1 && list.every((x) => data.counters.counters[x]?.type === 'AY' || data.counters.counters[x]?.front.size === 'L'));
      if (!stackOk) return fail('stacking', `${path}.hex: ${hexKey(u.hex)} already holds a combat unit`, '7.9');
      units[u.id] = {
        id: u.id, side, counter: u.counter, where: 'map', hex: { q: u.hex.q, r: u.hex.r }, facing: u.facing as Dir,
        status: u.status ?? 'good', marker: 'none', charge: false, strength: u.strength ?? null, rapidFire: u.rapidFire ?? 0,
        reinforcement: null, continuanceUsed: false,
      };
    }
    const reinforcingLeaders = new Map<string, string>();
    for (const [gi, g] of (sd.reinforcements ?? []).entries()) {
      if (ids.has(g.id) || groups[g.id] !== undefined) return fail('duplicate-id', `sides.${side}.reinforcements[${gi}].id: "${g.id}" is used twice`, '7.8');
      groups[g.id] = { side, turn: g.turn, entryHexes: g.entryHexes.map((h) => ({ q: h.q, r: h.r })), leaders: [...g.leaders] };
      for (const [j, h] of g.entryHexes.entries()) if (!onMap(h)) return fail('off-map', `sides.${side}.reinforcements[${gi}].entryHexes[${j}]: off the map`, '7.8');
      for (const [j, u] of g.units.entries()) {
        const path = `sides.${side}.reinforcements[${gi}].units[${j}]`;
        if (ids.has(u.id)) return fail('duplicate-id', `${path}.id: "${u.id}" is used twice`, '16.2');
        ids.add(u.id);
        const c = data.counters.counters[u.counter];
        if (c === undefined) return fail('unknown-counter', `${path}.counter: no counter "${u.counter}"`, '16.2');
        if (c.strengthRule === 'scenario' && u.strength === undefined) return fail('missing-strength', `${path}.strength: ${u.counter} needs its strength X`, '3.3.4');
        units[u.id] = {
          id: u.id, side, counter: u.counter, where: 'reserve', hex: null, facing: 0, status: 'good', marker: 'none', charge: false,
          strength: u.strength ?? null, rapidFire: 0, reinforcement: g.id, continuanceUsed: false,
        };
      }
      for (const l of g.leaders) reinforcingLeaders.set(l, g.id);
    }
    for (let i = 0; i < sd.leaders.length; i++) {
      const l = sd.leaders[i]!;
      if (ids.has(l.id)) return fail('duplicate-id', `sides.${side}.leaders[${i}].id: "${l.id}" is used twice`, '16.2');
      ids.add(l.id);
      const g = reinforcingLeaders.get(l.id) ?? null;
      leaders[l.id] = {
        id: l.id, side, name: l.name ?? l.id, command: l.command, range: l.range, combat: l.combat,
        where: g === null ? 'aside' : 'reserve', hex: null, returnTurn: null, revealed: false, canForm: true, moved: 0, reinforcement: g,
      };
    }
    for (const l of reinforcingLeaders.keys()) {
      if (leaders[l] === undefined || leaders[l].side !== side) return fail('unknown-leader', `sides.${side}.reinforcements: leader "${l}" is not one of ${side}'s leaders`, '7.8');
    }
  }
  const dummies = dummyLeaders(supplementary, leaders);
  if (E.isLeft(dummies)) return dummies;
  Object.assign(leaders, dummies.right);
  const impetuous = checkImpetuousUnits(supplementary, units);
  if (E.isLeft(impetuous)) return impetuous;
  // Decks: both players' decks hold the same 72 cards (§2.7), shuffled at the start.
  const cardIds = data.deck.cards.map((c) => String(c.number));
  let rng = rng0.right;
  const players = {} as Record<Side, PlayerState>;
  for (const side of ['A', 'B'] as const) {
    const sh = shuffle({ drawPile: cardIds, discardPile: [] }, rng);
    rng = sh.rng;
    const top = (opts.options?.stack?.[side] ?? []).map(String);
    for (const c of top) if (!cardIds.includes(c)) return fail('bad-stack', `options.stack.${side}: there is no card ${c}`, '2.7');
    if (new Set(top).size !== top.length) return fail('bad-stack', `options.stack.${side}: a card is listed twice`, '2.7');
    const deck = { drawPile: [...top, ...sh.deck.drawPile.filter((c) => !top.includes(c))], discardPile: [] as string[] };
    const sd = sc.sides[side];
    players[side] = {
      deck, hand: [], chitPool: sd.chits ?? 7, unspent: 0, banked: [], panicLevel: sd.panicLevel, losses: 0, fatigue: 0,
      panics: 0, killedLeaderPoints: 0, campLost: false, scenarioVp: sd.victoryPoints ?? 0, passed: false, entered: [],
    };
  }
  const o = sc.options ?? {};
  const state: DobState = {
    ruleset: 'dawn-of-battle', version: 1, scenario: { id: sc.id, title: sc.title }, data: loaded.right.data,
    map: { width: sc.map.width, height: sc.map.height, terrain },
    options: {
      quickerPlay: o.quickerPlay ?? false, noDraws: o.noDraws ?? false, suddenDeathInclusive: o.suddenDeathInclusive ?? false,
      panicMayExitMap: o.panicMayExitMap ?? true, dieModWindows: o.dieModWindows ?? 'initiative',
      supplementary, events: events.right,
      freeDeployment: o.freeDeployment ?? false, tournamentBalancing: o.tournamentBalancing ?? false,
      melee: resolveMeleeOptions(o.melee),
    },
    reconstructedData: reconstructed, rng, turn: 1, lastTurn,
    // Spread copies of the records built key by key: the fast object layout (see `copyUnits` in context.ts).
    initiative: { holder: null, box: 0 }, phase: { kind: 'over' }, players, units: { ...units }, leaders: { ...leaders }, groups, result: null, ext: initialExt(), ply: 0,
  };
  if (state.options.freeDeployment) {
    const ready = prepareFreeDeployment(state);
    if (E.isLeft(ready)) return ready;
  }
  const ctx = begin(state);
  try {
    if (state.options.tournamentBalancing) {
      ctx.s.phase = { kind: 'panicBid', toAct: 'A', high: null, chooser: null };
    } else if (state.options.freeDeployment) beginDeployment(ctx);
    else startPlay(ctx);
    autoAdvance(ctx);
  } catch (e) {
    if (e instanceof Refusal) return E.left(setupError(e.violation.code, e.violation.message, ...e.violation.citations));
    return E.left(setupError('internal-error', String(e), cite('strategos', 'setup')));
  }
  return E.right(finish(ctx));
}

/** The events setup produced are not returned (setup yields a state); they are replayable. */
export type SetupEvents = ReadonlyArray<DobEvent>;

/**
 * Free deployment (§15.1): both sides need a Camp or War Wagon, the map needs a hex for side B's
 * Camp, and every unit the scenario placed waits off the map to be deployed (mutates the fresh
 * state it is given).
 * @rule dawn-of-battle 15.1
 */
function prepareFreeDeployment(state: DobState): E.Either<SetupError, null> {
  for (const side of ['A', 'B'] as const) {
    if (campOf(state, side) === null) return fail('no-camp', `sides.${side}.units: free deployment needs a Camp or War Wagon for side ${side}`, '15.1');
  }
  let room = false;
  for (let col = 0; col < state.map.width && !room; col++) {
    for (let row = 0; row < state.map.height && !room; row++) {
      const d = edgeDistance(state, offsetToAxial(col, row));
      if (d >= CAMP_EDGE.min && d <= CAMP_EDGE.max) room = true;
    }
  }
  if (!room) return fail('map-too-small', `map: no hex is ${CAMP_EDGE.min} to ${CAMP_EDGE.max} hexes from the map edge, so side B's Camp cannot be placed`, '15.1.1');
  for (const id in state.units) {
    const u = state.units[id] as WritableUnit; // the state being built: not shared yet
    if (u.where !== 'map') continue;
    u.where = 'reserve';
    u.hex = null;
  }
  return E.right(null);
}
