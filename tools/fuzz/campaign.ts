/**
 * The hostile-input campaign (issue #28): for each ruleset of the registry, commands fuzzed from
 * reachable states, hostile scenario and state files, and hostile command-line arguments. It
 * counts what must never happen (exceptions, mutated or aliased inputs, refusals without a
 * citation, states that do not survive a JSON round trip, internal errors) and the throughput.
 * `npm run fuzz` runs it at full size (tools/fuzz/run.mjs); test/hardening/fuzz-slice.test.ts
 * runs a small fixed-seed slice of it in `npm test`. Not shipped.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { createGame } from '../../src/core/game.js';
import { decode } from '../../src/core/decode.js';
import { stateHash } from '../../src/core/hash.js';
import { loadState } from '../../src/core/load-state.js';
import type { AnyRulesetKit } from '../../src/core/kit.js';
import { aleaFromSeed, drawInt, type RngState } from '../../src/random/rng.js';

/** What a campaign counts; every field but the first three and the timing must be 0. */
export interface Tally {
  ruleset: string;
  states: number;
  commands: number;
  exceptions: number;
  mutatedInputs: number;
  leftsWithoutCitation: number;
  notRoundTripping: number;
  internalErrors: number;
  scenarioFiles: number;
  stateFiles: number;
  stateFilesAccepted: number;
  ms: number;
  /** Time spent on the commands alone (throughput). */
  commandMs: number;
  /** The first few failures, to reproduce them. */
  samples: string[];
}

/** A deterministic stream of choices. */
export class Dice {
  constructor(private rng: RngState) {}
  int(lo: number, hi: number): number {
    const d = drawInt(this.rng, lo, hi);
    this.rng = d.rng;
    return d.value;
  }
  pick<T>(list: ReadonlyArray<T>): T {
    return list[this.int(0, list.length - 1)]!;
  }
  fork(): RngState {
    const d = drawInt(this.rng, 0, 2 ** 30);
    this.rng = d.rng;
    return aleaFromSeed(`fork/${d.value}`);
  }
}

/** Freezes a value and everything in it, so that a write to it throws. */
export function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v as object)) deepFreeze(x);
  }
  return v;
}

const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** The values no honest JSON document carries but a caller in code may hand over. */
export const HOSTILE_LEAVES: ReadonlyArray<unknown> = [
  NaN, Infinity, -Infinity, -0, 1e308, -1, 0.5, 2 ** 53, '', '__proto__', 'constructor', 'toString', 'x'.repeat(10_000), null, true, [], {}, [[[]]],
];

/** The first value of `v` that JSON would not keep as it is (−0, NaN, ±Infinity, undefined, a function), with its path. */
export function nonJson(v: unknown, path = ''): string | null {
  if (typeof v === 'number') return Number.isFinite(v) && !Object.is(v, -0) ? null : `${path}: ${Object.is(v, -0) ? '-0' : String(v)}`;
  if (v === undefined || typeof v === 'function' || typeof v === 'bigint' || typeof v === 'symbol') return `${path}: ${typeof v}`;
  if (typeof v !== 'object' || v === null) return null;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const p = nonJson(v[i], `${path}[${i}]`);
      if (p !== null) return p;
    }
    return null;
  }
  for (const k of Object.keys(v)) {
    const p = nonJson((v as Record<string, unknown>)[k], `${path}.${k}`);
    if (p !== null) return p;
  }
  return null;
}

/** Every object and array inside `v` (for alias checks). */
function containers(v: unknown, out: Set<object>): Set<object> {
  if (typeof v === 'object' && v !== null && !out.has(v)) {
    out.add(v);
    for (const x of Object.values(v)) containers(x, out);
  }
  return out;
}

/** True when some object of `inside` is one of `from` (the result shares the caller's objects). */
function shares(inside: unknown, from: ReadonlySet<object>): boolean {
  const seen = new Set<object>();
  const stack: unknown[] = [inside];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v !== 'object' || v === null || seen.has(v)) continue;
    if (from.has(v)) return true;
    seen.add(v);
    for (const x of Object.values(v)) stack.push(x);
  }
  return false;
}

/** Every leaf path of a JSON value (keys and indexes). */
function leafPaths(v: unknown, at: Array<string | number> = [], out: Array<Array<string | number>> = []): Array<Array<string | number>> {
  if (Array.isArray(v)) {
    if (v.length === 0) out.push(at);
    v.forEach((x, i) => leafPaths(x, [...at, i], out));
  } else if (typeof v === 'object' && v !== null) {
    const keys = Object.keys(v);
    if (keys.length === 0) out.push(at);
    for (const k of keys) leafPaths((v as Record<string, unknown>)[k], [...at, k], out);
  } else out.push(at);
  return out;
}

/** A copy of `v` with one field changed (a hostile leaf, a removed key, an added key, another leaf's value). */
export function mutateOne(v: unknown, dice: Dice, names: ReadonlyArray<string>): unknown {
  const out = copy(v) as Record<string | number, unknown>;
  if (typeof out !== 'object' || out === null) return dice.pick(HOSTILE_LEAVES);
  const paths = leafPaths(out);
  const path = dice.pick(paths);
  if (path.length === 0) return dice.pick(HOSTILE_LEAVES);
  let parent = out as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
  const key = path[path.length - 1]!;
  const old = parent[key];
  switch (dice.int(0, 7)) {
    case 0:
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
      break;
    case 1:
      // An own `__proto__` key, as JSON.parse makes one, or a stray key.
      Object.defineProperty(parent, dice.pick(['__proto__', 'constructor', 'extra']), { value: dice.pick(HOSTILE_LEAVES), enumerable: true, writable: true, configurable: true });
      break;
    case 2:
      if (typeof old === 'number') parent[key] = dice.pick([old + 1, old - 1, -old, old * 1000, old + 0.5, 0, -0]);
      else parent[key] = dice.pick(HOSTILE_LEAVES);
      break;
    case 3:
      if (names.length > 0) parent[key] = dice.pick(names);
      else parent[key] = dice.pick(HOSTILE_LEAVES);
      break;
    case 4:
      if (typeof old === 'boolean') parent[key] = !old;
      else parent[key] = dice.pick(HOSTILE_LEAVES);
      break;
    default:
      parent[key] = dice.pick(HOSTILE_LEAVES);
  }
  return out;
}

/** Every string of a JSON value (ids, names, tags): what a mutation swaps in. */
function stringsOf(v: unknown, out: Set<string>): Set<string> {
  if (typeof v === 'string') {
    if (v.length < 40) out.add(v);
  } else if (typeof v === 'object' && v !== null) {
    for (const [k, x] of Object.entries(v)) {
      if (k.length < 40) out.add(k);
      stringsOf(x, out);
    }
  }
  return out;
}

interface Reach {
  states: unknown[];
  commands: unknown[];
}

/** The first scenario of a kit: its default bundled one. */
export function scenarioOf(kit: AnyRulesetKit): unknown {
  const all = kit.scenarios ?? {};
  const name = kit.defaultScenario ?? Object.keys(all)[0];
  if (name === undefined || all[name] === undefined) throw new Error(`${kit.ruleset.id} ships no scenario`);
  return all[name]!.scenario;
}

/** States of random games (legal and sampled commands), every `every` plies, and the commands offered in them. */
export function reachableStates(kit: AnyRulesetKit, seed: string, games: number, maxPlies: number, every: number): Reach {
  const rs = kit.ruleset;
  const scenario = scenarioOf(kit);
  const dice = new Dice(aleaFromSeed(`reach/${seed}`));
  const states: unknown[] = [];
  const commands: unknown[] = [];
  for (let g = 0; g < games; g++) {
    const st = rs.setup(decodeOrThrow(kit, scenario), { seed: `${seed}/${g}` });
    if (E.isLeft(st)) throw new Error(st.left.message);
    let s: unknown = st.right;
    for (let ply = 0; ply < maxPlies && rs.outcome(s) === null; ply++) {
      const legal = rs.legalCommands(s);
      const sampled = rs.sampleCommands?.(s, dice.fork(), 3) ?? [];
      const all = [...legal, ...sampled];
      if (all.length === 0) break;
      if (ply % every === 0) {
        states.push(s);
        for (let i = 0; i < Math.min(all.length, 6); i++) commands.push(all[dice.int(0, all.length - 1)]);
      }
      const r = rs.apply(s, dice.pick(all));
      if (E.isLeft(r)) continue;
      s = r.right.state;
    }
    states.push(s);
  }
  return { states, commands };
}

function decodeOrThrow(kit: AnyRulesetKit, scenario: unknown): unknown {
  const d = decode(kit.ruleset.scenarioCodec, scenario);
  if (E.isLeft(d)) throw new Error(d.left.message);
  return d.right;
}

function note(t: Tally, what: string): void {
  if (t.samples.length < 8) t.samples.push(what);
}

/** A hostile command for `state`: garbage, a wrong tag, another state's command, or a one-field mutation of a legal one. */
function hostileCommand(dice: Dice, legal: ReadonlyArray<unknown>, others: ReadonlyArray<unknown>, tags: ReadonlyArray<string>, names: ReadonlyArray<string>): unknown {
  const kind = dice.int(0, 9);
  if (kind === 0) return dice.pick(HOSTILE_LEAVES);
  if (kind === 1 && legal.length > 0) return { ...(dice.pick(legal) as object), type: dice.pick(tags) };
  if (kind <= 3 && others.length > 0) return copy(dice.pick(others));
  if (kind === 4) return { type: dice.pick(tags), player: dice.pick(names) };
  const base = legal.length > 0 ? dice.pick(legal) : others.length > 0 ? dice.pick(others) : { type: dice.pick(tags) };
  return mutateOne(base, dice, names);
}

/** One apply, checked: no exception, no change to the state or the command, a cited refusal or a state that round-trips. */
function checkedApply(kit: AnyRulesetKit, t: Tally, state: unknown, command: unknown, deep: boolean): void {
  const rs = kit.ruleset;
  t.commands++;
  const cmdText = safeJson(command);
  let r: ReturnType<typeof rs.apply>;
  try {
    r = rs.apply(state, command);
  } catch (e) {
    t.exceptions++;
    note(t, `apply threw ${String(e)} on ${cmdText.slice(0, 200)}`);
    return;
  }
  if (safeJson(command) !== cmdText) {
    t.mutatedInputs++;
    note(t, `apply changed the command ${cmdText.slice(0, 200)}`);
  }
  if (E.isLeft(r)) {
    const v = r.left;
    if (v.code === 'internal-error') {
      t.internalErrors++;
      note(t, `internal error ${v.message.slice(0, 200)} on ${cmdText.slice(0, 200)}`);
    }
    if (!Array.isArray(v.citations) || v.citations.length === 0 || typeof v.message !== 'string' || v.message === '') {
      t.leftsWithoutCitation++;
      note(t, `Left ${v.code} without citation on ${cmdText.slice(0, 200)}`);
    }
    return;
  }
  if (!deep) return;
  const next = r.right.state;
  const bad = nonJson(next);
  const back = bad === null ? decode(rs.stateCodec, JSON.parse(JSON.stringify(next))) : null;
  if (bad !== null || back === null || E.isLeft(back) || stateHash(back.right) !== stateHash(next)) {
    t.notRoundTripping++;
    note(t, `state after ${cmdText.slice(0, 200)} does not round-trip: ${bad ?? (back !== null && E.isLeft(back) ? back.left.message.slice(0, 200) : 'hash differs')}`);
  }
  if (typeof command === 'object' && command !== null && (shares(next, containers(command, new Set())) || shares(r.right.events, containers(command, new Set())))) {
    t.mutatedInputs++;
    note(t, `the result shares objects with the command ${cmdText.slice(0, 200)}`);
  }
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v, (_k, x: unknown) => (typeof x === 'number' && !Number.isFinite(x) ? String(x) : Object.is(x, -0) ? '-0' : x)) ?? 'undefined';
  } catch {
    return '(not JSON)';
  }
}

/** Options of a campaign run. */
export interface CampaignOptions {
  readonly seed: string;
  /** Hostile commands to try per ruleset. */
  readonly commands: number;
  /** Random games walked for reachable states, and their ply limit. */
  readonly games: number;
  readonly maxPlies: number;
  /** Hostile scenario and state files per ruleset. */
  readonly files: number;
  /** Check the round trip and aliasing of every this-many accepted commands. */
  readonly deepEvery: number;
  /** Called every 100,000 commands with the count so far (progress of a long run). */
  readonly onProgress?: (commands: number) => void;
}

/** Runs the command, scenario and state campaign on one ruleset. */
export function fuzzRuleset(kit: AnyRulesetKit, opts: CampaignOptions): Tally {
  const t0 = performance.now();
  const rs = kit.ruleset;
  const t: Tally = {
    ruleset: rs.id, states: 0, commands: 0, exceptions: 0, mutatedInputs: 0, leftsWithoutCitation: 0, notRoundTripping: 0, internalErrors: 0,
    scenarioFiles: 0, stateFiles: 0, stateFilesAccepted: 0, ms: 0, commandMs: 0, samples: [],
  };
  const reach = reachableStates(kit, opts.seed, opts.games, opts.maxPlies, 3);
  const states = reach.states.map((s) => deepFreeze(s));
  t.states = states.length;
  const names = [...stringsOf(reach.states[reach.states.length - 1], new Set())].slice(0, 200);
  const tags = [...new Set(reach.commands.map((c) => (c as { type: string }).type)), 'no-such-command', '__proto__'];
  const others = reach.commands.map((c) => deepFreeze(copy(c)));
  const dice = new Dice(aleaFromSeed(`fuzz/${opts.seed}/${rs.id}`));
  const perState = Math.max(1, Math.ceil(opts.commands / states.length));
  const c0 = performance.now();
  let accepted = 0;
  for (const s of states) {
    let legal: ReadonlyArray<unknown>;
    try {
      legal = rs.legalCommands(s);
    } catch (e) {
      t.exceptions++;
      note(t, `legalCommands threw ${String(e)}`);
      continue;
    }
    const before = stateHash(s);
    for (let i = 0; i < perState && t.commands < opts.commands; i++) {
      const c = deepFreeze(hostileCommand(dice, legal, others, tags, names));
      const deep = accepted++ % opts.deepEvery === 0;
      checkedApply(kit, t, s, c, deep);
      if (t.commands % 100_000 === 0) opts.onProgress?.(t.commands);
    }
    // Legal commands too: each must be accepted without an internal error.
    for (const c of legal.slice(0, 4)) checkedApply(kit, t, s, c, true);
    if (stateHash(s) !== before) {
      t.mutatedInputs++;
      note(t, 'a state changed under apply');
    }
  }
  t.commandMs = performance.now() - c0;
  hostileScenarios(kit, t, dice, opts.files, names);
  hostileStates(kit, t, dice, reach.states, opts.files, names, reach.commands);
  t.ms = performance.now() - t0;
  return t;
}

/** One-field mutations of the scenario, deep nesting and reserved ids: setup answers, never throws. */
function hostileScenarios(kit: AnyRulesetKit, t: Tally, dice: Dice, n: number, names: ReadonlyArray<string>): void {
  const scenario = scenarioOf(kit);
  const deepNest = JSON.parse(`${'{"x":'.repeat(20_000)}1${'}'.repeat(20_000)}`) as unknown;
  const special: unknown[] = [null, [], 'scenario', { ...(scenario as object), notes: deepNest }, { ...(scenario as object), extra: 1 }];
  for (let i = 0; i < n; i++) {
    const input = i < special.length ? special[i] : mutateOne(scenario, dice, [...names, '__proto__', 'constructor']);
    t.scenarioFiles++;
    try {
      const g = createGame(kit.ruleset, input, { seed: `scenario/${i}` });
      if (E.isRight(g)) {
        const legal = g.right.legalCommands();
        if (legal.length > 0) g.right.dispatch(legal[0]);
      }
    } catch (e) {
      t.exceptions++;
      note(t, `a hostile scenario threw ${String(e)}`);
    }
  }
}

/** One-field mutations of reachable states, loaded: refused with a message, or every use answers. */
function hostileStates(kit: AnyRulesetKit, t: Tally, dice: Dice, states: ReadonlyArray<unknown>, n: number, names: ReadonlyArray<string>, commands: ReadonlyArray<unknown>): void {
  const rs = kit.ruleset;
  for (let i = 0; i < n; i++) {
    const input = mutateOne(dice.pick(states), dice, names);
    t.stateFiles++;
    try {
      const l = loadState(rs, input);
      if (E.isLeft(l)) continue;
      t.stateFilesAccepted++;
      const s = l.right;
      rs.pending(s);
      const legal = rs.legalCommands(s);
      rs.sampleCommands?.(s, dice.fork(), 3);
      for (const c of [...legal.slice(0, 3), dice.pick(commands)]) rs.apply(s, c);
      for (const p of rs.players(s)) rs.view(s, p);
    } catch (e) {
      t.exceptions++;
      note(t, `a loaded state (one field changed) threw ${String(e).slice(0, 200)}`);
    }
  }
}
