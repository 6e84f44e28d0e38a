import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import type { AnyRuleset } from '../../src/index.js';
import { checkContractLaws } from '../support/ruleset-laws.js';
import { diceRace } from '../sim/fixtures/dice-race.js';

const scenario = { target: 30, players: ['red', 'blue'] };
const laws = { games: 6, maxPlies: 200, garbage: [null, 42, { type: 'roll' }, { type: 'roll', player: 'red', extra: true }] };
const base = diceRace as unknown as AnyRuleset;

describe('the contract laws harness', () => {
  it('passes a well-behaved ruleset and finishes its games', () => {
    expect(checkContractLaws(base, scenario, laws).every((g) => g.finished)).toBe(true);
  });

  it('catches check disagreeing with apply', () => {
    expect(() => checkContractLaws({ ...base, check: () => null }, scenario, laws)).toThrow();
  });

  it('catches a state codec that accepts corrupted states', () => {
    expect(() => checkContractLaws({ ...base, stateCodec: t.unknown }, scenario, laws)).toThrow(/corrupted/);
  });

  it('catches a state codec that refuses reachable states', () => {
    expect(() => checkContractLaws({ ...base, stateCodec: t.type({ nothing: t.string }) }, scenario, laws)).toThrow(/reachable/);
  });

  it('catches events that tell a player what their view hides', () => {
    const secretive: AnyRuleset = { ...base, view: (s: { scores: unknown }) => ({ scores: s.scores }), determinize: (s: unknown) => s };
    const leaky: AnyRuleset = { ...secretive, filterEvents: (evs: ReadonlyArray<unknown>) => [...evs, { type: 'leak', seed: 'laws-0' }] };
    expect(() => checkContractLaws(leaky, scenario, { ...laws, games: 1, seedPrefix: 'laws' })).toThrow(/cannot see/);
  });

  it('catches a determinize that changes what its player sees', () => {
    const lying: AnyRuleset = { ...base, determinize: (s: { turnTotal: number }) => ({ ...s, turnTotal: s.turnTotal + 1 }) };
    expect(() => checkContractLaws(lying, scenario, laws)).toThrow(/determinize/);
  });

  it('catches legal commands given to a player who is not pending', () => {
    const eager: AnyRuleset = { ...base, legalCommands: (s: unknown, p?: string) => [...base.legalCommands(s, p), ...(p === undefined || p === 'blue' ? [{ type: 'roll', player: 'blue' }] : [])] };
    expect(() => checkContractLaws(eager, scenario, laws)).toThrow();
    expect(E.isRight(base.setup(scenario, { seed: 'x' }))).toBe(true);
  });
});
