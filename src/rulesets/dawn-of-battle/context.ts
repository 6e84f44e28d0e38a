/**
 * The working copy one command is applied to: a deep copy of the mutable parts of the state,
 * the events produced so far, and panics waiting for the current action to finish (§12.2).
 * Rule code mutates the copy freely; the caller's state is never touched.
 * @module
 */
import type { Citation } from '../../core/citation.js';
import { cite } from '../../core/citation.js';
import type { RuleViolation } from '../../core/errors.js';
import { violation } from '../../core/errors.js';
import type { CasualtyCheck, DobState, Side } from './state.js';
import { copyExt } from './options/ext-state.js';

/**
 * Something that happened, with the rules it applied. `type` names it (see the guide for the
 * list); the other fields depend on the type and are plain JSON.
 */
export type DobEvent = { readonly type: string; readonly citations: ReadonlyArray<Citation> } & Readonly<Record<string, unknown>>;

/** A command in progress. */
export interface Ctx {
  readonly s: DobState;
  readonly events: DobEvent[];
  /** Armies whose panic is due once the current action completes (§12.2). */
  readonly panics: Side[];
  /** Leader casualty checks (§6.4) waiting for the current action to finish (§5.4 windows). */
  readonly casualties: CasualtyCheck[];
}

/** A refusal raised deep inside rule code; `apply` turns it into `Left`. */
export class Refusal {
  /** The violation to report. */
  readonly violation: RuleViolation;
  constructor(v: RuleViolation) {
    this.violation = v;
  }
}

/** Refuses the command: `code`, a message, and the section that forbids it. */
export function refuse(code: string, message: string, section: string, note?: string): never {
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

/** Records an event citing `sections` (a `type` or `citations` among `fields` cannot override them). */
export function emit(ctx: Ctx, type: string, sections: ReadonlyArray<string>, fields: Record<string, unknown> = {}): void {
  ctx.events.push({ ...fields, type, citations: sections.map(citation) });
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

/** Starts a command: copies everything the rules may change (static data is shared). */
export function begin(state: DobState): Ctx {
  const s: DobState = {
    ruleset: state.ruleset,
    version: state.version,
    scenario: state.scenario,
    data: state.data,
    map: state.map,
    options: state.options,
    reconstructedData: state.reconstructedData,
    rng: state.rng.algorithm === 'alea' ? { ...state.rng } : { ...state.rng, values: [...state.rng.values] },
    turn: state.turn,
    lastTurn: state.lastTurn,
    initiative: { holder: state.initiative.holder, box: state.initiative.box },
    phase: copy(state.phase),
    players: { A: copyPlayer(state.players.A), B: copyPlayer(state.players.B) },
    units: copyUnits(state.units),
    leaders: copyLeaders(state.leaders),
    groups: state.groups,
    result: state.result,
    ext: copyExt(state.ext),
    ply: state.ply,
  };
  return { s, events: [], panics: [], casualties: [] };
}

// Hand-written copies of the two big records: one object shape each, so they stay fast. Hex
// objects are shared: rule code replaces a unit's or leader's `hex`, never edits it in place.
function copyUnits(units: DobState['units']): DobState['units'] {
  const out: DobState['units'] = {};
  for (const id in units) {
    const u = units[id]!;
    out[id] = {
      id: u.id, side: u.side, counter: u.counter, where: u.where, hex: u.hex, facing: u.facing,
      status: u.status, marker: u.marker, charge: u.charge, strength: u.strength, rapidFire: u.rapidFire, reinforcement: u.reinforcement,
      continuanceUsed: u.continuanceUsed,
    };
  }
  return out;
}

function copyLeaders(leaders: DobState['leaders']): DobState['leaders'] {
  const out: DobState['leaders'] = {};
  for (const id in leaders) {
    const l = leaders[id]!;
    out[id] = {
      id: l.id, side: l.side, name: l.name, command: l.command, range: l.range, combat: l.combat, where: l.where,
      hex: l.hex, returnTurn: l.returnTurn, revealed: l.revealed, canForm: l.canForm, moved: l.moved,
      reinforcement: l.reinforcement,
    };
  }
  return out;
}

function copyPlayer(p: DobState['players']['A']): DobState['players']['A'] {
  // Deck piles are replaced, never edited in place, so they can be shared.
  return {
    deck: p.deck, hand: p.hand.slice(), chitPool: p.chitPool, unspent: p.unspent, banked: p.banked.map((b) => ({ turn: b.turn, count: b.count })),
    panicLevel: p.panicLevel, losses: p.losses, fatigue: p.fatigue, panics: p.panics, killedLeaderPoints: p.killedLeaderPoints,
    campLost: p.campLost, scenarioVp: p.scenarioVp, passed: p.passed, entered: p.entered.slice(),
  };
}
