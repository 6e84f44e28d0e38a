// Test helpers: states built through setup and apply, with units, commands and dice put where a
// test needs them (the state is plain JSON, so a test may set a position as a scenario would).
import * as E from 'fp-ts/lib/Either.js';
import { expect } from 'vitest';
import { scriptedRng } from '../../../src/random/rng.js';
import {
  arcaneWarfare,
  exampleScenario,
  FRONTAGE,
  statsOf,
  type ArcaneCommand,
  type ArcaneEvent,
  type ArcaneOptions,
  type ArcaneState,
  type ArcaneUnit,
  type UnitStats,
} from '../../../src/rulesets/arcane-warfare/index.js';

/** A unit of `side` by front-edge midpoint and heading (plane convention). */
export function unit(id: string, side: string, type: string, x: number, y: number, heading = 90, extra: Partial<ArcaneUnit> = {}): ArcaneUnit {
  const s = statsOf(type) as UnitStats;
  return { id, side, type, x, y, heading, width: FRONTAGE, depth: s.depth, ally: null, status: 'active', orderedBy: null, impulses: 0, cumbersomePaid: false, ...extra };
}

/** The example's first state, set up with `options`. */
export function fresh(options: ArcaneOptions = {}, seed = 'aw-test'): ArcaneState {
  const s = arcaneWarfare.setup(exampleScenario, { seed, options });
  if (E.isLeft(s)) throw new Error(s.left.message);
  return s.right;
}

/** Applies commands in order, failing the test on a refusal; returns the state and all events. */
export function play(state: ArcaneState, ...commands: ArcaneCommand[]): { state: ArcaneState; events: ArcaneEvent[] } {
  let s = state;
  const events: ArcaneEvent[] = [];
  for (const c of commands) {
    const r = arcaneWarfare.apply(s, c);
    if (E.isLeft(r)) throw new Error(`${c.type} refused: ${r.left.code}: ${r.left.message}`);
    s = r.right.state;
    events.push(...r.right.events);
  }
  return { state: s, events };
}

/** The refusal code of a command (fails the test when accepted). */
export function refusal(state: ArcaneState, c: ArcaneCommand): string {
  const r = arcaneWarfare.apply(state, c);
  expect(E.isLeft(r), `${c.type} was accepted`).toBe(true);
  return E.isLeft(r) ? r.left.code : '';
}

/**
 * The example game in the movement phase of turn 1 with the given units (all others removed),
 * the greeks' SCo active with `mip` MIP at `co` (x, y), the persians' SCo waiting.
 */
export function moving(units: ArcaneUnit[], opts: { mip?: number; co?: { x: number; y: number }; options?: ArcaneOptions; terrain?: ArcaneState['terrain'] } = {}): ArcaneState {
  const s0 = fresh(opts.options ?? {});
  const base: ArcaneState = { ...s0, units: Object.fromEntries(units.map((u) => [u.id, u])), terrain: opts.terrain ?? [], rng: scriptedRng([6, opts.mip ?? 6, 1, 1]) };
  const { state } = play(base, { type: 'end-reset', player: 'persians' }, { type: 'end-reset', player: 'greeks' }, { type: 'write-orders', player: 'greeks', swap: false });
  const g = state.commands['g-sco']!;
  const co = opts.co ?? { x: g.x, y: g.y };
  return { ...state, commands: { ...state.commands, 'g-sco': { ...g, x: co.x, y: co.y } } };
}

/** A rectangle as a terrain outline. */
export function rect(x0: number, y0: number, x1: number, y1: number) {
  return [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }];
}

/** The event of a type among events. */
export function eventOf<T extends ArcaneEvent['type']>(events: ArcaneEvent[], type: T): Extract<ArcaneEvent, { type: T }> {
  const e = events.find((x) => x.type === type);
  if (e === undefined) throw new Error(`no ${type} event`);
  return e as Extract<ArcaneEvent, { type: T }>;
}
