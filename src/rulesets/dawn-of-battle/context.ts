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
import type { DobState, Side } from './state.js';

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

/** Records an event citing `sections`. */
export function emit(ctx: Ctx, type: string, sections: ReadonlyArray<string>, fields: Record<string, unknown> = {}): void {
  ctx.events.push({ type, citations: sections.map((s) => cite('dawn-of-battle', s)), ...fields });
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
    ...state,
    rng: copy(state.rng),
    initiative: { ...state.initiative },
    phase: copy(state.phase),
    players: { A: copyPlayer(state.players.A), B: copyPlayer(state.players.B) },
    units: copy(state.units),
    leaders: copy(state.leaders),
    result: state.result,
  };
  return { s, events: [], panics: [] };
}

function copyPlayer(p: DobState['players']['A']): DobState['players']['A'] {
  // Deck piles are replaced, never edited in place, so they can be shared.
  return { ...p, hand: [...p.hand], banked: p.banked.map((b) => ({ ...b })), entered: [...p.entered] };
}
