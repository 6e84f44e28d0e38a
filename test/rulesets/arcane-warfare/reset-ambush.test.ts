// Ruling AW-R73: a reset move (§7.8.1, §7.8.2) meeting units hidden in ambush (§4.4.1) is judged as
// if they were not there, so a refusal never tells of them; if it would enter their feature it does
// not happen and reveals them.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { fork, scriptedRng } from '../../../src/random/rng.js';
import { arcaneWarfare, type ArcaneState } from '../../../src/rulesets/arcane-warfare/index.js';
import { eventOf, fresh, play, rect, unit } from './helpers.js';

const base = fresh();
// A wood south of a ragged persian line; a greek SpL hides in it, its rear edge at y = 910, where b would stand after redressing.
const wood = { id: 'w1', kind: 'wood' as const, polygon: rect(800, 800, 940, 915) };
const a = unit('a', 'persians', 'SpM', 1000, 900, 270);
const b = unit('b', 'persians', 'SpM', 900, 920, 270);
const hidden = unit('h', 'greeks', 'SpL', 870, 860, 270, { ambush: 'w1' });
const state = (withHidden: boolean): ArcaneState => ({
  ...base,
  terrain: [wood],
  units: Object.fromEntries([a, b, ...(withHidden ? [hidden] : [])].map((u) => [u.id, u])),
});
const redress = { type: 'redress' as const, player: 'persians', anchor: 'a', units: ['b'] };

describe('ruling AW-R73: redressing onto ground where enemies hide', () => {
  it('the persians cannot see the hidden unit: their view and determinized state leave it out', () => {
    const s = state(true);
    expect(Object.keys(arcaneWarfare.view(s, 'persians').units)).toEqual(['a', 'b']);
    expect(Object.keys(arcaneWarfare.determinize(s, 'persians', fork(scriptedRng([0]), 'x')).units)).toEqual(['a', 'b']);
  });
  it('with no ambush the redress moves b 20 p into line, touching the wood', () => {
    const { state: after, events } = play(state(false), redress);
    expect(eventOf(events, 'ranks-redressed').to).toEqual({ b: { x: 900, y: 900, heading: 270 } });
    expect(after.units['b']).toMatchObject({ x: 900, y: 900 });
  });
  it('with the ambush the same redress is accepted, as in the determinized state: b stays and the hidden unit is revealed', () => {
    const s = state(true);
    const seen = arcaneWarfare.determinize(s, 'persians', fork(scriptedRng([0]), 'x'));
    expect(E.isRight(arcaneWarfare.apply(seen, redress))).toBe(true);
    const { state: after, events } = play(s, redress);
    expect(events.some((e) => e.type === 'ranks-redressed')).toBe(false);
    expect(eventOf(events, 'ambush-revealed')).toMatchObject({ unit: 'h', feature: 'w1', reason: 'entered' });
    expect(after.units['b']).toEqual(b);
    expect(after.units['h']!.ambush).toBeUndefined();
    expect(Object.keys(arcaneWarfare.view(after, 'persians').units)).toContain('h');
  });
  it('a redress refused with no ambush is refused with the same code when one is there', () => {
    const far = { ...b, y: 940 };
    const code = (s: ArcaneState) => {
      const r = arcaneWarfare.apply(s, redress);
      return E.isLeft(r) ? r.left.code : 'accepted';
    };
    const without = { ...state(false), units: { a, b: far } };
    const withH = { ...state(true), units: { a, b: far, h: hidden } };
    expect(code(without)).toBe('redress-illegal');
    expect(code(withH)).toBe('redress-illegal');
  });
});
