import { describe, expect, it } from 'vitest';
import { ELEPHANT_CONTROL_TABLE, elephantControl, elephantKeepsControl } from '../../../../src/rulesets/dawn-of-battle/rules/14-events/index.js';

const fresh = { marker: 'none', condition: 'good' } as const;

describe('§15.8.3 elephant control', () => {
  it('checks morale with no modifiers: a natural 1 or a die at most the morale keeps control', () => {
    expect(elephantKeepsControl(1, 0)).toBe(true);
    expect(elephantKeepsControl(3, 3)).toBe(true);
    expect(elephantKeepsControl(4, 3)).toBe(false);
  });

  it('covers every die once, each row stated', () => {
    expect(ELEPHANT_CONTROL_TABLE.flatMap((r) => r.dice).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const r of ELEPHANT_CONTROL_TABLE) expect(r.provenance).toEqual({ kind: 'stated', ruleset: 'dawn-of-battle', section: '15.8.3' });
  });

  it('1–3: no effect', () => {
    for (const die of [1, 2, 3]) expect(elephantControl(die, fresh)).toEqual({ effect: 'none', compassDraw: false, ...fresh });
  });

  it('4: the elephant balks: Active!, or Done! if it already had Active!', () => {
    expect(elephantControl(4, fresh)).toMatchObject({ effect: 'balk', marker: 'active' });
    expect(elephantControl(4, { marker: 'active', condition: 'good' })).toMatchObject({ marker: 'done' });
    expect(elephantControl(4, { marker: 'done', condition: 'good' })).toMatchObject({ marker: 'done' });
  });

  it('5: frightened: Done!, or disrupted if it already had Done!, nothing more if already disrupted', () => {
    expect(elephantControl(5, fresh)).toMatchObject({ effect: 'frightened', marker: 'done', condition: 'good' });
    expect(elephantControl(5, { marker: 'done', condition: 'good' })).toMatchObject({ marker: 'done', condition: 'disrupted' });
    expect(elephantControl(5, { marker: 'done', condition: 'disrupted' })).toMatchObject({ condition: 'disrupted' });
  });

  it('6: the elephant panics: the compass draw decides where it goes', () => {
    expect(elephantControl(6, { marker: 'done', condition: 'good' })).toEqual({ effect: 'stampede', compassDraw: true, marker: 'done', condition: 'good' });
  });
});
