import { describe, expect, it } from 'vitest';
import { isLeft, isRight, left, match, right } from '../../src/index.js';
import { rulesets } from '../../src/registry/index.js';

describe('Either helpers from the root entry', () => {
  it('read a verdict of a built-in ruleset without importing fp-ts', () => {
    const dob = rulesets['dawn-of-battle'];
    expect(dob).toBeDefined();
    const verdict = dob!.apply({} as never, { type: 'no-such-command' } as never);
    expect(isLeft(verdict)).toBe(true);
    expect(isRight(verdict)).toBe(false);
    const said = match((e: { message: string }) => `refused: ${e.message}`, () => 'applied')(verdict as never);
    expect(said).toMatch(/^refused: /);
  });

  it('build verdicts of their own', () => {
    expect(isLeft(left('no'))).toBe(true);
    expect(isRight(right(1))).toBe(true);
  });
});
