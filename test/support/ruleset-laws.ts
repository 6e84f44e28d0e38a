// The laws of the ruleset contract, checked over many random games. At every ply: apply never
// throws and never mutates its input (states are deep-frozen, so a write throws); garbage and
// refused commands leave the state as it was; `check` gives apply's verdict on the command
// played and on the refused ones; `pending` lists who may act and `legalCommands(state, p)` is
// exactly the part of `legalCommands(state)` that p gives; the state survives a JSON round trip
// and its codec (and the game continues identically from the decoded copy); the codec refuses
// corrupted copies without throwing; `determinize` leaves the player's view and legal commands
// as they were; filtered events name nothing the player's view hides. At the end, replaying the
// log reproduces the state hash. Each ruleset's suite calls `checkContractLaws` with its scenario.
import * as E from 'fp-ts/lib/Either.js';
import { expect } from 'vitest';
import { canonicalJson, replay, stateHash, type AnyRuleset, type PlayerId } from '../../src/index.js';
import { aleaFromSeed, drawInt, fork, type RngState } from '../../src/random/index.js';

/** Freezes a value and everything in it, so that any write to it throws. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

export interface ContractLawOptions<S> {
  readonly games: number;
  readonly maxPlies: number;
  readonly seedPrefix?: string;
  /** Extra invariants of the ruleset, checked after every ply (throw or expect inside). */
  readonly invariant?: (state: S, previous: S) => void;
  /** Garbage commands that must be refused without changing the state. */
  readonly garbage?: ReadonlyArray<unknown>;
  /** Ruleset options passed to setup. */
  readonly options?: unknown;
  /** Check the state codec and the hidden-information laws every this many plies (default 1). */
  readonly every?: number;
}

/**
 * Every string of a JSON value that could name something (two characters or more, not a
 * number), with the object keys too when `keys` (a state's records are keyed by id).
 */
function namesIn(value: unknown, out: Set<string>, keys = true): Set<string> {
  if (typeof value === 'string') {
    if (value.length >= 2 && !/^-?\d/.test(value)) out.add(value);
  } else if (Array.isArray(value)) for (const v of value) namesIn(v, out, keys);
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      if (keys) namesIn(k, out);
      namesIn(v, out, keys);
    }
  }
  return out;
}

/** Corrupted copies of a state: one per kind of damage a file suffers (a field gone, a stray field, a wrong type, another version). */
function corruptions(state: Record<string, unknown>): unknown[] {
  const keys = Object.keys(state).filter((k) => k !== 'version');
  const out: unknown[] = [null, [], 'state', { ...state, version: -1 }, { ...state, 'no-such-field': 1 }];
  for (const k of keys.slice(0, 6)) {
    const { [k]: _gone, ...without } = state;
    out.push(without);
    out.push({ ...state, [k]: typeof state[k] === 'string' ? 42 : 'not this' });
  }
  return out;
}

/** Picks a command uniformly from legalCommands (or sampleCommands when there are none). */
export function pickContractCommand(ruleset: AnyRuleset, state: unknown, rng: RngState): { command: unknown; rng: RngState } | null {
  let options: ReadonlyArray<unknown> = ruleset.legalCommands(state);
  let r = rng;
  if (options.length === 0 && ruleset.sampleCommands) {
    options = ruleset.sampleCommands(state, fork(r, 'sample'), 8);
    r = fork(r, 'after-sample');
  }
  if (options.length === 0) return null;
  const d = drawInt(r, 0, options.length - 1);
  return { command: options[d.value], rng: d.rng };
}

function checkPlayers(ruleset: AnyRuleset, state: unknown): void {
  const pending = ruleset.pending(state);
  expect(Array.isArray(pending)).toBe(true);
  const players = ruleset.players(state);
  const all = ruleset.legalCommands(state);
  for (const c of all as Array<{ player: PlayerId; type: string }>) {
    expect(typeof c.type).toBe('string');
    expect(pending.some((d) => d.player === c.player), `legal command of ${c.player}, who is not pending`).toBe(true);
  }
  let total = 0;
  for (const p of players) {
    const mine = ruleset.legalCommands(state, p) as Array<{ player: PlayerId }>;
    expect(mine.every((c) => c.player === p)).toBe(true);
    total += mine.length;
  }
  expect(total).toBe(all.length);
}

function checkStateCodec(ruleset: AnyRuleset, state: unknown): void {
  const json = JSON.parse(JSON.stringify(state));
  const decoded = ruleset.stateCodec.decode(json);
  expect(E.isRight(decoded), `the state codec refused a reachable state: ${E.isLeft(decoded) ? JSON.stringify(decoded.left.slice(0, 2).map((e) => e.message ?? e.context.map((c) => c.key).join('.'))) : ''}`).toBe(true);
  if (E.isRight(decoded)) expect(stateHash(decoded.right)).toBe(stateHash(state));
  for (const bad of corruptions(json)) {
    expect(E.isLeft(ruleset.stateCodec.decode(bad)), `the state codec accepted a corrupted state: ${canonicalJson(bad).slice(0, 120)}`).toBe(true);
  }
}

function checkHidden(ruleset: AnyRuleset, before: unknown, after: unknown, events: ReadonlyArray<unknown>, rng: RngState): void {
  for (const p of ruleset.players(before)) {
    // Determinizing re-deals only what p cannot see: p's view and p's choices stay the same.
    const d = ruleset.determinize(before, p, fork(rng, `determinize/${p}`));
    expect(canonicalJson(ruleset.view(d, p)), 'determinize changed the view of its player').toBe(canonicalJson(ruleset.view(before, p)));
    expect(canonicalJson(ruleset.legalCommands(d, p)), 'determinize changed the legal commands of its player').toBe(canonicalJson(ruleset.legalCommands(before, p)));
    // Filtered events name nothing that the true states hold and p's views do not show.
    const seen = namesIn(ruleset.view(after, p), namesIn(ruleset.view(before, p), new Set()));
    const hidden = [...namesIn(after, namesIn(before, new Set()))].filter((n) => !seen.has(n));
    // Event values only: an event's field names (`events`, `units`) are vocabulary, not secrets.
    const told = namesIn(ruleset.filterEvents(events, p), new Set(), false);
    const leaked = hidden.filter((n) => told.has(n));
    expect(leaked, `events told to ${p} name what ${p} cannot see`).toEqual([]);
  }
}

export interface ContractGame {
  readonly seed: string;
  readonly commands: unknown[];
  readonly finalState: unknown;
  readonly finished: boolean;
}

/** Plays one random game, checking the contract's laws at every ply. */
export function playContractGame(ruleset: AnyRuleset, scenario: unknown, seed: string, opts: ContractLawOptions<unknown>): ContractGame {
  const setup = ruleset.setup(scenario, opts.options === undefined ? { seed } : { seed, options: opts.options });
  if (E.isLeft(setup)) throw new Error(`setup failed: ${setup.left.message}`);
  let state: unknown = setup.right;
  let agent: RngState = aleaFromSeed(`agent:${seed}`);
  const commands: unknown[] = [];
  const every = opts.every ?? 1;
  for (let ply = 0; ply < opts.maxPlies && ruleset.outcome(state) === null; ply++) {
    const before = stateHash(state);
    deepFreeze(state);
    for (const g of opts.garbage ?? []) {
      const refused = ruleset.apply(state, g);
      expect(E.isLeft(refused), `garbage ${JSON.stringify(g)} was accepted`).toBe(true);
      if (E.isLeft(refused)) expect(ruleset.check(state, g)).toEqual(refused.left);
      expect(stateHash(state)).toBe(before);
    }
    checkPlayers(ruleset, state);
    const pick = pickContractCommand(ruleset, state, agent);
    if (pick === null) throw new Error(`no legal command at ply ${ply} but the game is not over (pending: ${JSON.stringify(ruleset.pending(state))})`);
    agent = pick.rng;
    // Somebody else giving the same command must be refused, and check must agree.
    const cmd = pick.command as { player: PlayerId };
    for (const p of ruleset.players(state)) {
      if (p === cmd.player) continue;
      const wrong = { ...cmd, player: p };
      const r = ruleset.apply(state, wrong);
      expect(ruleset.check(state, wrong)).toEqual(E.isLeft(r) ? r.left : null);
    }
    expect(ruleset.check(state, pick.command), 'check refused a legal command').toBeNull();
    const step = ruleset.apply(state, pick.command);
    if (E.isLeft(step)) throw new Error(`a legal command was refused at ply ${ply}: ${step.left.message}`);
    expect(stateHash(state), 'apply mutated its input').toBe(before);
    const next = step.right.state;
    // The JSON copy continues identically.
    const again = ruleset.apply(JSON.parse(JSON.stringify(state)), pick.command);
    expect(E.isRight(again) && stateHash(again.right.state)).toBe(stateHash(next));
    expect(JSON.parse(JSON.stringify(next))).toEqual(next);
    if (ply % every === 0) {
      checkStateCodec(ruleset, next);
      checkHidden(ruleset, state, next, step.right.events, fork(agent, `hidden/${ply}`));
    }
    opts.invariant?.(next, state);
    commands.push(pick.command);
    state = next;
  }
  return { seed, commands, finalState: state, finished: ruleset.outcome(state) !== null };
}

/** Plays `games` random games with the contract's laws checked, then replays each log and compares hashes. */
export function checkContractLaws(ruleset: AnyRuleset, scenario: unknown, opts: ContractLawOptions<unknown>): ContractGame[] {
  const played: ContractGame[] = [];
  for (let i = 0; i < opts.games; i++) {
    const game = playContractGame(ruleset, scenario, `${opts.seedPrefix ?? 'laws'}-${i}`, opts);
    const replayed = replay(ruleset, scenario, opts.options === undefined ? { seed: game.seed } : { seed: game.seed, options: opts.options }, game.commands);
    expect(E.isRight(replayed)).toBe(true);
    if (E.isRight(replayed)) expect(stateHash(replayed.right.state)).toBe(stateHash(game.finalState));
    played.push(game);
  }
  return played;
}
