// Laws every ruleset must obey, checked over many random games: apply never throws and never
// mutates its input (states are deep-frozen before each call, so a write throws), refused
// commands leave the state as it was, the state survives a JSON round trip at every ply and the
// game continues identically from the copy, and replaying the log reproduces the state hash.
// Each ruleset's test suite calls `checkRulesetLaws` with its own scenario and invariants.
import * as E from 'fp-ts/lib/Either.js';
import { expect } from 'vitest';
import { replay, stateHash } from '../../src/index.js';
import type { AnyRulesetV1 as AnyRuleset } from '../../src/core/legacy-ruleset.js';
import { aleaFromSeed, drawInt, fork, type RngState } from '../../src/random/index.js';

export interface LawOptions<S> {
  readonly games: number;
  readonly maxPlies: number;
  readonly seedPrefix?: string;
  /** Extra invariants of the ruleset, checked after every ply (throw or expect inside). */
  readonly invariant?: (state: S, previous: S) => void;
  /** Garbage commands that must be refused without changing the state. */
  readonly garbage?: ReadonlyArray<unknown>;
  /** Ruleset options passed to setup. */
  readonly options?: unknown;
}

export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

/** Picks a command uniformly from legalCommands (or sampleCommands when there are none). */
export function pickCommand(ruleset: AnyRuleset, state: unknown, rng: RngState): { command: unknown; rng: RngState } | null {
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

export interface PlayedGame {
  readonly seed: string;
  readonly commands: unknown[];
  readonly finalState: unknown;
  readonly finished: boolean;
}

/** Plays one random game, checking the laws at every ply. */
export function playCheckedGame(ruleset: AnyRuleset, scenario: unknown, seed: string, opts: LawOptions<unknown>): PlayedGame {
  const setup = ruleset.setup(scenario, opts.options === undefined ? { seed } : { seed, options: opts.options });
  if (E.isLeft(setup)) throw new Error(`setup failed: ${setup.left.message}`);
  let state: unknown = setup.right;
  let agent: RngState = aleaFromSeed(`agent:${seed}`);
  const commands: unknown[] = [];
  for (let ply = 0; ply < opts.maxPlies && ruleset.outcome(state) === null; ply++) {
    const before = stateHash(state);
    deepFreeze(state);
    for (const g of opts.garbage ?? []) {
      const refused = ruleset.apply(state, g);
      expect(E.isLeft(refused), `garbage ${JSON.stringify(g)} was accepted`).toBe(true);
      expect(stateHash(state)).toBe(before);
    }
    const pick = pickCommand(ruleset, state, agent);
    if (pick === null) throw new Error(`no legal command at ply ${ply} but the game is not over (pending: ${JSON.stringify(ruleset.pending(state))})`);
    agent = pick.rng;
    const step = ruleset.apply(state, pick.command);
    if (E.isLeft(step)) throw new Error(`a legal command was refused at ply ${ply}: ${step.left.message}`);
    expect(stateHash(state), 'apply mutated its input').toBe(before);
    // The JSON copy continues identically.
    const copy = JSON.parse(JSON.stringify(state));
    const again = ruleset.apply(copy, pick.command);
    expect(E.isRight(again) && stateHash(again.right.state)).toBe(stateHash(step.right.state));
    expect(JSON.parse(JSON.stringify(step.right.state))).toEqual(step.right.state);
    opts.invariant?.(step.right.state, state);
    commands.push(pick.command);
    state = step.right.state;
  }
  return { seed, commands, finalState: state, finished: ruleset.outcome(state) !== null };
}

/** Plays `games` random games with the laws checked, then replays each log and compares hashes. */
export function checkRulesetLaws(ruleset: AnyRuleset, scenario: unknown, opts: LawOptions<unknown>): PlayedGame[] {
  const played: PlayedGame[] = [];
  for (let i = 0; i < opts.games; i++) {
    const game = playCheckedGame(ruleset, scenario, `${opts.seedPrefix ?? 'laws'}-${i}`, opts);
    const replayed = replay(ruleset, scenario, opts.options === undefined ? { seed: game.seed } : { seed: game.seed, options: opts.options }, game.commands);
    expect(E.isRight(replayed)).toBe(true);
    if (E.isRight(replayed)) expect(stateHash(replayed.right.state)).toBe(stateHash(game.finalState));
    played.push(game);
  }
  return played;
}
