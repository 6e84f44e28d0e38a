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
import { begin, copyUnit, finish, Refusal, type DobEvent } from './kernel/context.js';
import { clashFileCodec, countersFileCodec, deckFileCodec, turnTrackFileCodec, type DataSet, type DeckFile } from './data/formats.js';
import { defaultCounters } from './data/default-counters.js';
import { defaultDeck } from './data/default-deck.js';
import { defaultClash, defaultTurnTrack } from './data/default-tables.js';
import { dataIdentity } from '../../core/state-header.js';
import { CUSTOM_DATA_ID, defaultDataIdentity, DEFAULTS_ID } from './data/identity.js';
import type { DataIdentity } from '../../core/state-header.js';
import { beginDeployment, campOf, CAMP_EDGE, edgeDistance } from './rules/15-optional/deployment.js';
import { startPlay } from './rules/04-sequence/game-start.js';
import { offsetToAxial } from './model/geometry.js';
import { scenarioCodec, type Scenario } from './model/scenario.js';
import { autoAdvance } from './reduce.js';
import type { DobState, PlayerState, Side, UnitState, WritableUnit } from './model/state.js';
import { resolveMeleeOptions } from './model/melee-phase.js';
import { initialExt } from './model/ext-state.js';
import { loadEventsFile } from './rules/15-optional/setup-options.js';
import { resolveSupplementary, type Supplementary } from './model/supplementary.js';
import type { EventsFile } from './data/deck-events.js';
import { badScenario, deepFreeze, forcesOf, isPrepared, type PlacedForces } from './rules/16-scenarios/prepared-scenario.js';
import { fail } from './rules/16-scenarios/setup-forces.js';

/** Setup options: data files to use instead of the shipped defaults (each validated). */
export interface DobSetupOptions {
  readonly data?: {
    /**
     * The name of this data set, recorded in the state's `data` identity with its hash (default
     * `'custom'`); `'defaults'` is the shipped data set's and cannot name another.
     */
    readonly id?: string;
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


/** The data a game is set up with: the files given (or `null` for the defaults), their identity, and the tables resolved. */
export type LoadedData = { data: DataSet | null; identity: DataIdentity; reconstructed: boolean; resolved: DataSet };

// The answer for the shipped defaults (no file given): the same constant data every time, so its
// provenance scan is done once, at load, and deep-frozen with the default tables themselves: it
// is handed to every caller, and no call may change what the next one is given (issue #27).
const DEFAULTS_LOADED: LoadedData = /* @__PURE__ */ deepFreeze(
  scanData({}, { counters: deepFreeze(defaultCounters), deck: deepFreeze(defaultDeck), clash: deepFreeze(defaultClash), turnTrack: deepFreeze(defaultTurnTrack) }),
);

/** Validates the data files (the defaults where none is given). */
export function loadData(opts: DobSetupOptions | undefined): E.Either<SetupError, LoadedData> {
  const files = opts?.data ?? {};
  if (usesDefaults(files)) {
    if (files.id !== undefined && files.id !== DEFAULTS_ID) {
      return E.left(setupError('bad-data', `data.id: "${files.id}" names no data file; give the files, or leave the id out for the shipped defaults`, cite('strategos', 'data-files')));
    }
    return E.right(DEFAULTS_LOADED);
  }
  if (files.id === DEFAULTS_ID) {
    return E.left(setupError('bad-data', `data.id: "${DEFAULTS_ID}" is the name of the shipped data set; give your files another name`, cite('strategos', 'data-files')));
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
function scanData(files: NonNullable<DobSetupOptions['data']>, data: DataSet = Object.freeze({ counters: defaultCounters, deck: defaultDeck, clash: defaultClash, turnTrack: defaultTurnTrack })): LoadedData {
  const defaults = usesDefaults(files);
  const reconstructed =
    Object.values(data.counters.counters).some((c) => !isAuthoritative(c.provenance)) ||
    data.deck.cards.some((c) => !isAuthoritative(c.provenance)) ||
    data.clash.cells.some((c) => !isAuthoritative(c.provenance)) ||
    data.turnTrack.boxes.some((b) => !isAuthoritative(b.provenance)) ||
    files.clash === undefined;
  const identity = defaults ? defaultDataIdentity() : dataIdentity(files.id ?? CUSTOM_DATA_ID, data);
  return { data: defaults ? null : data, identity, reconstructed, resolved: data };
}

// The events check of a deck when no events file is given: a function of the deck alone (the
// shipped deck is one shared, deep-frozen object, so every game on the
// defaults hits).
const deckChecks = new WeakMap<DeckFile, ReturnType<typeof loadEventsFile>>();

/** The events attached to the deck's cards (validated), as `loadEventsFile`. */
function eventsFor(given: unknown, deck: DeckFile): ReturnType<typeof loadEventsFile> {
  if (given !== undefined) return loadEventsFile(given, deck);
  const hit = deckChecks.get(deck);
  if (hit !== undefined) return hit;
  const r = loadEventsFile(undefined, deck);
  if (E.isRight(r)) deckChecks.set(deck, r);
  return r;
}

// The card ids of a deck, in its order: remembered for the shipped deck (one object, which every
// game on the defaults uses) and for a frozen one; shuffling copies the list.
const deckCardIds = new WeakMap<DeckFile, ReadonlyArray<string>>();
function cardIdsOf(deck: DeckFile): ReadonlyArray<string> {
  const hit = deckCardIds.get(deck);
  if (hit !== undefined) return hit;
  const ids = deck.cards.map((c) => String(c.number));
  if (deck === defaultDeck || (Object.isFrozen(deck) && Object.isFrozen(deck.cards))) deckCardIds.set(deck, Object.freeze(ids));
  return ids;
}

/**
 * The options of a state (§15 and the scenario's choices), built from the scenario's options.
 * For a prepared scenario they are built once and frozen, and every game of it shares them
 * while its events are the same object (no rule code changes a state's options).
 */
function stateOptions(placed: PlacedForces, o: NonNullable<Scenario['options']>, supplementary: Supplementary, events: EventsFile | null): DobState['options'] {
  const hit = placed.shared ? sharedOptions.get(placed) : undefined;
  if (hit !== undefined && hit.events === events) return hit.options;
  const options: DobState['options'] = {
    quickerPlay: o.quickerPlay ?? false, noDraws: o.noDraws ?? false, suddenDeathInclusive: o.suddenDeathInclusive ?? false,
    panicMayExitMap: o.panicMayExitMap ?? true, dieModWindows: o.dieModWindows ?? 'initiative',
    supplementary, events,
    freeDeployment: o.freeDeployment ?? false, tournamentBalancing: o.tournamentBalancing ?? false,
    melee: resolveMeleeOptions(o.melee),
  };
  if (!placed.shared) return options;
  // The events are the caller's (or the deck's) and are left as they are.
  deepFreeze(options.supplementary);
  deepFreeze(options.melee);
  Object.freeze(options);
  sharedOptions.set(placed, { events, options });
  return options;
}
const sharedOptions = new WeakMap<PlacedForces, { readonly events: EventsFile | null; readonly options: DobState['options'] }>();

/**
 * Sets up a game (§16.1–16.8).
 * @rule dawn-of-battle 16.0
 * @rule dawn-of-battle 14.1
 */
export function setup(input: Scenario, opts: SetupOptions<DobSetupOptions>): E.Either<SetupError, DobState> {
  // A prepared scenario was decoded when it was made, and cannot have changed since (frozen).
  let sc: Scenario;
  if (isPrepared(input)) sc = input;
  else {
    const decoded = decode(scenarioCodec, input);
    if (E.isLeft(decoded)) return E.left(badScenario(decoded.left));
    sc = decoded.right;
  }
  const supplementary = resolveSupplementary(sc.options ?? {});
  const rng0 = createRng(opts.seed);
  if (E.isLeft(rng0)) return fail('bad-seed', rng0.left.message, '16.0');
  const loaded = loadData(opts.options);
  if (E.isLeft(loaded)) return loaded;
  const { reconstructed } = loaded.right;
  const data = loaded.right.resolved;
  const events = eventsFor(opts.options?.data?.events, data.deck);
  if (E.isLeft(events)) return events;
  const placed = forcesOf(sc, supplementary, data);
  if (E.isLeft(placed.forces)) return placed.forces;
  const forces = placed.forces.right;
  sc = forces.sc;
  const { lastTurn } = forces;
  // A prepared scenario's records are shared by its games (not copied per game): rule code
  // copies a unit (`unitForWrite`) or the leaders (on first use) before changing them, and never
  // changes groups (frozen).
  const { units, leaders, groups } = forces;
  // Decks: both players' decks hold the same 72 cards (§2.7), shuffled at the start.
  const cardIds = cardIdsOf(data.deck);
  let rng = rng0.right;
  const players = {} as Record<Side, PlayerState>;
  for (const side of ['A', 'B'] as const) {
    const sh = shuffle({ drawPile: cardIds, discardPile: [] }, rng);
    rng = sh.rng;
    const top = (opts.options?.stack?.[side] ?? []).map(String);
    for (const c of top) if (!cardIds.includes(c)) return fail('bad-stack', `options.stack.${side}: there is no card ${c}`, '2.7');
    if (new Set(top).size !== top.length) return fail('bad-stack', `options.stack.${side}: a card is listed twice`, '2.7');
    // The shuffled pile is this game's own array: used as it is when nothing is stacked.
    const drawPile = top.length === 0 ? sh.deck.drawPile : [...top, ...sh.deck.drawPile.filter((c) => !top.includes(c))];
    const deck = { drawPile, discardPile: [] as string[] };
    const sd = sc.sides[side];
    players[side] = {
      deck, hand: [], chitPool: sd.chits ?? 7, unspent: 0, banked: [], panicLevel: sd.panicLevel, losses: 0, fatigue: 0,
      panics: 0, killedLeaderPoints: 0, campLost: false, scenarioVp: sd.victoryPoints ?? 0, passed: false, entered: [],
    };
  }
  const o = sc.options ?? {};
  const state: DobState = {
    ruleset: 'dawn-of-battle', version: 1, scenario: { id: sc.id, title: sc.title }, data: loaded.right.identity, dataFiles: loaded.right.data,
    map: placed.map ?? { width: sc.map.width, height: sc.map.height, terrain: forces.terrain },
    options: stateOptions(placed, o, supplementary, events.right),
    reconstructed, rng, turn: 1, lastTurn,
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
  // The record is this state's own; its units may be a prepared scenario's shared ones.
  for (const id in state.units) {
    const u = state.units[id]!;
    if (u.where !== 'map') continue;
    const w: WritableUnit = copyUnit(u);
    w.where = 'reserve';
    w.hex = null;
    (state.units as Record<string, UnitState>)[id] = w;
  }
  return E.right(null);
}
