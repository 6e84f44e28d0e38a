import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { checkRulesetLaws } from '../support/ruleset-laws.js';
import { diceDuel } from '../fixtures/dice-duel.js';
import type { AnyRulesetV1 as AnyRuleset } from '../../src/core/legacy-ruleset.js';

describe('ruleset laws harness', () => {
  it('passes a well-behaved ruleset and finishes its games', () => {
    const games = checkRulesetLaws(diceDuel, { target: 20 }, { games: 20, maxPlies: 100, garbage: [{ type: 'roll', player: 'z' }] });
    expect(games.every((g) => g.finished)).toBe(true);
  });

  it('catches a ruleset that mutates its input', () => {
    const mutating: AnyRuleset = {
      ...diceDuel,
      apply(state, command) {
        state.scores.a += 1; // forbidden: writes to the caller's state
        return diceDuel.apply(state, command);
      },
    };
    expect(() => checkRulesetLaws(mutating, { target: 20 }, { games: 1, maxPlies: 10 })).toThrow();
  });

  it('catches a ruleset that accepts garbage', () => {
    const lax: AnyRuleset = { ...diceDuel, apply: (s, c) => (c?.type === 'roll' ? diceDuel.apply(s, c) : E.right({ state: s, events: [] })) };
    expect(() => checkRulesetLaws(lax, { target: 20 }, { games: 1, maxPlies: 10, garbage: [42] })).toThrow();
  });
});
