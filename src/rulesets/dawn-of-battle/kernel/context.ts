/**
 * The working copy one command is applied to: a copy of the mutable parts of the state, the
 * events produced so far, and panics waiting for the current action to finish (§12.2). Rule code
 * mutates the copy freely, except units: those it changes through {@link unitForWrite}, which
 * copies one unit the first time the command writes it. The caller's state is never touched.
 * @module
 */
import type { DobViolationCode } from '../model/violation-codes.js';
import type { Citation } from '../../../core/citation.js';
import { cite } from '../../../core/citation.js';
import type { RuleViolation } from '../../../core/errors.js';
import { violation } from '../../../core/errors.js';
import type { Activation, CasualtyCheck, DieResume, DobState, Phase, Side, WindowResume, WritableUnit } from '../model/state.js';
import { copyExt } from '../model/ext-state.js';
import { ReadThrough } from '../query/read-through.js';
export { extToRead, leadersToRead, playersToRead } from '../query/read-through.js';
import type { DobEvent, DobEventPayload, DobEventType } from '../model/events.js';

/** Something that happened, with the rules it applied: the tagged union of events-union.ts. */
export type { DobEvent } from '../model/events.js';

/** A command in progress. */
export interface Ctx {
  readonly s: DobState;
  readonly events: DobEvent[];
  /** Armies whose panic is due once the current action completes (§12.2). */
  readonly panics: Side[];
  /** Leader casualty checks (§6.4) waiting for the current action to finish (§5.4 windows). */
  readonly casualties: CasualtyCheck[];
  /**
   * A window that closed in this call (a pause): what it interrupted, for the reducer to resume
   * (reduce.ts, resume.ts). The chapters that close windows never call back into the procedures
   * that resume after them; they leave this for the layer above.
   */
  resume: Resumption | null;
}

/** What a closed window hands back: the interrupted procedure and, after §5.4, the agreed modification. */
export type Resumption =
  | { readonly after: 'dieMod'; readonly resume: DieResume; readonly mod: number }
  | { readonly after: 'eventWindow'; readonly resume: WindowResume };

/** A refusal raised deep inside rule code; `apply` turns it into `Left`. */
export class Refusal {
  /** The violation to report. */
  readonly violation: RuleViolation<DobViolationCode>;
  constructor(v: RuleViolation<DobViolationCode>) {
    this.violation = v;
  }
}

/** Refuses the command: `code`, a message, and the section that forbids it. */
export function refuse(code: DobViolationCode, message: string, section: string, note?: string): never {
  throw new Refusal(violation(code, message, cite('dawn-of-battle', section, note)));
}

// One frozen citation per section, shared by every event that cites it (events are read-only).
const citations = new Map<string, Citation>();
function citation(section: string): Citation {
  let c = citations.get(section);
  if (c === undefined) {
    c = Object.freeze(cite('dawn-of-battle', section));
    citations.set(section, c);
  }
  return c;
}

// One frozen citation list per list of sections, shared the same way.
const citationLists = new Map<string, ReadonlyArray<Citation>>();
function citationsOf(sections: ReadonlyArray<string>): ReadonlyArray<Citation> {
  const key = sections.length === 1 ? sections[0]! : sections.join('\u0000');
  let list = citationLists.get(key);
  if (list === undefined) {
    list = Object.freeze(sections.map(citation));
    citationLists.set(key, list);
  }
  return list;
}

/**
 * Records an event of type `type` citing `sections`; `fields` must be that event's payload (the
 * compiler checks it against the union). The event is `fields` itself, completed in place with
 * `type` and `citations`: pass a fresh object literal (every call does), never one you keep
 * using. The frequent events use {@link record} instead.
 */
export function emit<K extends DobEventType>(ctx: Ctx, type: K, sections: ReadonlyArray<string>, fields: DobEventPayload<K>): void {
  // Typed for the caller only: the same two stores into the caller's fresh literal as ever.
  const f = fields as Record<string, unknown>;
  f['type'] = type;
  f['citations'] = citationsOf(sections);
  ctx.events.push(fields as unknown as DobEvent);
}

/**
 * The shared frozen citation list of `sections`, for {@link record}: call it once, at module
 * level, and put the list in the event literals.
 */
export function citing(...sections: string[]): ReadonlyArray<Citation> {
  return citationsOf(sections);
}

/**
 * Records `event`, a fresh object literal that ends with `type` and `citations` (a list from
 * {@link citing}): the same event {@link emit} makes, keys in the same order, but built whole.
 * {@link emit} adds the two keys to its literal afterwards (a new object layout and a second
 * store for the properties per event) and looks the citation list up on every call; the
 * frequent events (a few hundred a game) are recorded this way instead.
 */
export function record(ctx: Ctx, event: DobEvent): void {
  ctx.events.push(event);
}

function copy<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = copy(v[i]);
    return out as T;
  }
  const o = v as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k in o) out[k] = copy(o[k]);
  return out as T;
}

/**
 * The working state of one command. Everything the rules may change is copied up front except
 * the two big records. Units are copied one at a time: `units` reads the caller's record until
 * {@link unitForWrite} first asks for a unit to change, which copies the record (by spread) and
 * that unit; each unit is copied at most once per command, so the unit objects a command writes
 * stay the same objects until it ends. Leaders are copied as a record the first time rule code
 * touches them (reads included, since rule code mutates the leader objects it reads), so a
 * command that never looks at leaders (an initiative bid) never copies them. The players and
 * `ext` are copied the same way, on first access: most commands never touch `ext`, and the
 * checks run after every command read them through {@link playersToRead} / {@link extToRead}.
 * It is a class only so every working state has one shape with the getters on the prototype
 * (fast property access); {@link finish} turns it back into a plain JSON state. Rule code uses
 * it exactly like a `DobState`, except that it must not spread, serialise or enumerate the
 * working state as a whole (`units`, `leaders`, `players` and `ext` are accessors, not own properties).
 */
class WorkingState extends ReadThrough implements DobState {
  // Fields are `declare`d (no class-field initialisers): the constructor assigns each once, in
  // one order, so every working state gets the same object shape without a define-then-set pass.
  declare readonly ruleset: DobState['ruleset'];
  declare readonly version: DobState['version'];
  declare readonly scenario: DobState['scenario'];
  declare readonly data: DobState['data'];
  declare readonly dataFiles: DobState['dataFiles'];
  declare readonly map: DobState['map'];
  declare readonly options: DobState['options'];
  declare readonly reconstructed: boolean;
  declare rng: DobState['rng'];
  declare turn: number;
  declare readonly lastTurn: number;
  declare initiative: DobState['initiative'];
  declare phase: DobState['phase'];
  declare readonly groups: DobState['groups'];
  declare result: DobState['result'];
  declare ply: number;
  /** The caller's state (read only: its records are copied before anyone may write them). */
  private declare readonly src: DobState;
  private declare u: DobState['units'] | null;
  private declare l: DobState['leaders'] | null;
  /** True once every leader in `l` is this command's own copy (not only those leaderForWrite copied). */
  private declare lAll: boolean;
  private declare p: DobState['players'] | null;
  private declare x: DobState['ext'] | null;

  constructor(state: DobState) {
    super();
    this.src = state;
    this.u = null;
    this.l = null;
    this.lAll = false;
    this.p = null;
    this.x = null;
    this.ruleset = state.ruleset;
    this.version = state.version;
    this.scenario = state.scenario;
    this.data = state.data;
    this.dataFiles = state.dataFiles;
    this.map = state.map;
    this.options = state.options;
    this.reconstructed = state.reconstructed;
    // Generator states are replaced by each draw, never edited in place: shared.
    this.rng = state.rng;
    this.turn = state.turn;
    this.lastTurn = state.lastTurn;
    this.initiative = { holder: state.initiative.holder, box: state.initiative.box };
    this.phase = copyPhase(state.phase);
    this.groups = state.groups;
    this.result = state.result;
    this.ply = state.ply;
  }

  get units(): DobState['units'] {
    return this.u ?? this.src.units;
  }
  set units(v: DobState['units']) {
    this.u = v;
  }
  get leaders(): DobState['leaders'] {
    if (this.lAll) return this.l!;
    this.lAll = true;
    const l = this.l;
    if (l === null) return (this.l = copyLeaders(this.src.leaders));
    // Some leaders were copied one by one (leaderForWrite): copy the rest now.
    const src = this.src.leaders;
    for (const id in l) if (l[id] === src[id]) l[id] = copyLeader(l[id]!);
    return l;
  }
  set leaders(v: DobState['leaders']) {
    this.l = v;
    this.lAll = true;
  }
  get players(): DobState['players'] {
    return this.p ?? (this.p = { A: copyPlayer(this.src.players.A), B: copyPlayer(this.src.players.B) });
  }
  set players(v: DobState['players']) {
    this.p = v;
  }
  get ext(): DobState['ext'] {
    return this.x ?? (this.x = copyExt(this.src.ext));
  }
  set ext(v: DobState['ext']) {
    this.x = v;
  }

  /** Unit `id` to change: this command's own copy of it, made on the first call for it. */
  unitForWrite(id: string): WritableUnit | undefined {
    const src = this.src.units;
    const units = this.u ?? (this.u = { ...src });
    const u = units[id];
    if (u === undefined || u !== src[id]) return u;
    const copy = copyUnit(u);
    units[id] = copy;
    return copy;
  }
  /** Leader `id` to change: this command's own copy, made on the first call for it (as units). */
  leaderForWrite(id: string): DobState['leaders'][string] | undefined {
    if (this.lAll) return this.l![id];
    const src = this.src.leaders;
    const leaders = this.l ?? (this.l = { ...src });
    const l = leaders[id];
    if (l === undefined || l !== src[id]) return l;
    return (leaders[id] = copyLeader(l));
  }
  /** Puts `unit` in the record under its id (a unit replaced by another, e.g. a captured cannon). */
  replaceUnit(unit: WritableUnit): void {
    (this.u ?? (this.u = { ...this.src.units }))[unit.id] = unit;
  }
  /** The leaders, without forcing the copy. */
  leadersToRead(): DobState['leaders'] {
    return this.l ?? this.src.leaders;
  }
  /** The players, without forcing the copy. */
  playersToRead(): DobState['players'] {
    return this.p ?? this.src.players;
  }
  /** The options' and events' part of the state, without forcing the copy. */
  extToRead(): DobState['ext'] {
    return this.x ?? this.src.ext;
  }

  /** The finished state as plain JSON (records never touched are shared with the caller's state). */
  plain(): DobState {
    return {
      ruleset: this.ruleset,
      version: this.version,
      scenario: this.scenario,
      data: this.data,
      dataFiles: this.dataFiles,
      map: this.map,
      options: this.options,
      reconstructed: this.reconstructed,
      rng: this.rng,
      turn: this.turn,
      lastTurn: this.lastTurn,
      initiative: this.initiative,
      phase: this.phase,
      players: this.p ?? this.src.players,
      units: this.u ?? this.src.units,
      leaders: this.l ?? this.src.leaders,
      groups: this.groups,
      result: this.result,
      ext: this.x ?? this.src.ext,
      ply: this.ply,
    };
  }
}

/**
 * Unit `id` of the command's working state, to change (undefined if there is none): the
 * command's own copy, made the first time it is asked for (see {@link WorkingState}). Every
 * write to a unit goes through here. A unit object read from `ctx.s.units` before its first
 * write here is the caller's and is not updated by the write: rule code that writes a unit takes
 * it from here before reading it, and does not keep a unit read elsewhere across a call that
 * might change it.
 */
export function unitForWrite(ctx: Ctx, id: string): WritableUnit | undefined {
  return (ctx.s as WorkingState).unitForWrite(id);
}

/**
 * Leader `id` of the command's working state, to change: the command's own copy, made the first
 * time it is asked for, without copying the other leaders (until rule code reads `leaders`).
 * The same care as {@link unitForWrite}: take a leader from here before reading it.
 */
export function leaderForWrite(ctx: Ctx, id: string): DobState['leaders'][string] | undefined {
  return (ctx.s as WorkingState).leaderForWrite(id);
}

/** Puts `unit` in the working state's units under its id, replacing the unit there. */
export function replaceUnit(ctx: Ctx, unit: WritableUnit): void {
  (ctx.s as WorkingState).replaceUnit(unit);
}

/**
 * Starts a command: a working copy of everything the rules may change (static data is shared).
 * `copyAllUnits` copies every unit up front instead of on first write: a test compares both ways
 * to catch a unit read before a write and used after it (see `unitForWrite`). It is an argument
 * of the call, not a module switch, so no call's setting outlives it (issue #27).
 */
export function begin(state: DobState, copyAllUnits = false): Ctx {
  const s = new WorkingState(state);
  if (copyAllUnits) for (const id in state.units) s.unitForWrite(id);
  return { s, events: [], panics: [], casualties: [], resume: null };
}

/** Ends a command: the working state as a plain JSON state (call it once, after the rule code). */
export function finish(ctx: Ctx): DobState {
  return (ctx.s as WorkingState).plain();
}

// Hand-written copies of units and leaders: one object shape each, so they stay fast. Hex
// objects are shared: rule code replaces a unit's or leader's `hex`, never edits it in place.
// The records themselves are cloned by spread (then values replaced): V8 turns an object built
// by adding a few dozen computed keys one by one into a slow hash table (every `for...in` over
// it then collects and sorts its keys anew), while a spread copy keeps (or gets) the fast
// layout; the keys and their order are the same.
/** A unit's own copy (one object shape: every field, in the state's order). */
export function copyUnit(u: DobState['units'][string]): WritableUnit {
  return {
    id: u.id, side: u.side, counter: u.counter, where: u.where, hex: u.hex, facing: u.facing,
    status: u.status, marker: u.marker, charge: u.charge, strength: u.strength, rapidFire: u.rapidFire, reinforcement: u.reinforcement,
    continuanceUsed: u.continuanceUsed,
  };
}

function copyLeader(l: DobState['leaders'][string]): DobState['leaders'][string] {
  return {
    id: l.id, side: l.side, name: l.name, command: l.command, range: l.range, combat: l.combat, where: l.where,
    hex: l.hex, returnTurn: l.returnTurn, revealed: l.revealed, canForm: l.canForm, moved: l.moved,
    reinforcement: l.reinforcement,
  };
}

function copyLeaders(leaders: DobState['leaders']): DobState['leaders'] {
  const out: DobState['leaders'] = { ...leaders };
  for (const id in out) out[id] = copyLeader(out[id]!);
  return out;
}

/**
 * The phase, copied deeply. The kinds most commands meet (initiative, leader placement, the
 * action cycle, turn end) are copied by their known shape: a spread of the phase (every field,
 * in its order) with its nested records replaced by copies; several times faster than the
 * generic walk, which every other kind still takes. The initiative draws' `results` and the
 * turn end's `done` are replaced, never edited in place (initiative.ts, sequence.ts), so they
 * are shared, not copied.
 */
function copyPhase(ph: Phase): Phase {
  switch (ph.kind) {
    case 'placeLeaders':
    case 'initiativeBid':
    case 'over':
    case 'initiative':
    case 'turnEnd':
      return { ...ph };
    case 'action':
      return ph.activation === null ? { ...ph } : { ...ph, activation: copyActivation(ph.activation) };
    default:
      return copy(ph);
  }
}

function copyActivation(a: Activation): Activation {
  return { ...a, entries: { ...a.entries }, remaining: a.remaining.slice(), current: a.current === null ? null : { ...a.current, plan: a.current.plan.slice() } };
}

// Banked boxes are edited in place (a second banking in the same turn adds to its box).
function copyBanked(banked: DobState['players']['A']['banked']): DobState['players']['A']['banked'] {
  const out: Array<{ turn: number; count: number }> = [];
  for (const b of banked) out.push({ turn: b.turn, count: b.count });
  return out;
}

function copyPlayer(p: DobState['players']['A']): DobState['players']['A'] {
  // Deck piles are replaced, never edited in place, so they can be shared.
  return {
    deck: p.deck, hand: p.hand.slice(), chitPool: p.chitPool, unspent: p.unspent, banked: p.banked.length === 0 ? [] : copyBanked(p.banked),
    panicLevel: p.panicLevel, losses: p.losses, fatigue: p.fatigue, panics: p.panics, killedLeaderPoints: p.killedLeaderPoints,
    campLost: p.campLost, scenarioVp: p.scenarioVp, passed: p.passed, entered: p.entered.slice(),
  };
}
