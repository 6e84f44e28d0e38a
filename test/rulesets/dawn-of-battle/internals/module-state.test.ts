// What Dawn of Battle keeps at module level between calls (issue #27) cannot carry one call's
// answer into another's: the sorted unit ids are checked against the record asked about and
// handed out frozen; the bundled battles are built once and frozen, so no caller can change what
// the next is given; the command guard's compiled members are built at import.
import { describe, expect, it } from 'vitest';
import { dawnOfBattleKit } from '../../../../src/dawn-of-battle/kit/index.js';
import { sortedUnitIds } from '../../../../src/rulesets/dawn-of-battle/query/unit-order.js';
import { isDobCommand } from '../../../../src/rulesets/dawn-of-battle/command-guard.js';
import type { DobState } from '../../../../src/dawn-of-battle/index.js';

const rec = (...ids: string[]): DobState['units'] => Object.fromEntries(ids.map((id) => [id, {}])) as DobState['units'];

describe('sortedUnitIds across calls', () => {
  it('answers alternating and edited records each from its own keys', () => {
    const a = rec('b', 'a', 'c');
    const b = rec('b', 'a');
    expect(sortedUnitIds(a)).toEqual(['a', 'b', 'c']);
    expect(sortedUnitIds(b)).toEqual(['a', 'b']);
    expect(sortedUnitIds(a)).toEqual(['a', 'b', 'c']);
    // Edited in place: one key more, then one replaced (same count, same first keys).
    (a as Record<string, unknown>)['0'] = {};
    expect(sortedUnitIds(a)).toEqual(['0', 'a', 'b', 'c']);
    delete (a as Record<string, unknown>)['c'];
    (a as Record<string, unknown>)['d'] = {};
    expect(sortedUnitIds(a)).toEqual(['0', 'a', 'b', 'd']);
  });

  it('hands out a list no caller can change for the next', () => {
    const ids = sortedUnitIds(rec('y', 'x'));
    expect(Object.isFrozen(ids)).toBe(true);
    expect(() => (ids as string[]).push('z')).toThrow(TypeError);
    expect(sortedUnitIds(rec('y', 'x'))).toEqual(['x', 'y']);
  });
});

describe('the bundled battles across calls', () => {
  it('are the same frozen objects every time', () => {
    const first = dawnOfBattleKit.scenarios!;
    expect(Object.isFrozen(first)).toBe(true);
    const battle = first['default']!;
    expect(Object.isFrozen(battle)).toBe(true);
    expect(Object.isFrozen(battle.scenario)).toBe(true);
    expect(() => {
      (battle as { description: string }).description = 'changed';
    }).toThrow(TypeError);
    expect(() => {
      (battle.scenario as { title: string }).title = 'changed';
    }).toThrow(TypeError);
    expect(dawnOfBattleKit.scenarios!['default']!.description).toContain('design-your-own');
  });
});

describe('the command guard', () => {
  it('answers the same before and after other commands are checked', () => {
    const pass = { type: 'pass', player: 'A' };
    const before = isDobCommand(pass);
    expect(before).toBe(true);
    for (const junk of [{ type: 'move' }, { type: 'nope' }, null, 3, { type: 'pass', player: 'C' }]) expect(isDobCommand(junk)).toBe(false);
    expect(isDobCommand(pass)).toBe(before);
  });
});
