// `record` (context.ts) builds the frequent events whole instead of completing them as `emit`
// does: the two must give the same event, keys in the same order (states and events are
// compared and hashed as JSON), with the same shared citation list.
import { describe, expect, it } from 'vitest';
import { citing, emit, record, type Ctx } from '../../../src/rulesets/dawn-of-battle/kernel/context.js';

describe('record and emit', () => {
  it('make the same event, keys in the same order, citing one shared frozen list', () => {
    const ctx = { s: null, events: [], panics: [], casualties: [], resume: null } as unknown as Ctx;
    emit(ctx, 'initiative-settled', ['4.3', '5.1'], { holder: 'A', box: 2 });
    record(ctx, { holder: 'A', box: 2, type: 'initiative-settled', citations: citing('4.3', '5.1') });
    const [a, b] = ctx.events;
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(Object.keys(b!)).toEqual(['holder', 'box', 'type', 'citations']);
    expect(b!.citations).toBe(a!.citations);
    expect(Object.isFrozen(b!.citations)).toBe(true);
  });
});
