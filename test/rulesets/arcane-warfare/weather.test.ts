import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/random/rng.js';
import { arcaneWarfare, bounceWeather, changedWeather, exampleScenario, initialWeather, statsOf, WEATHER_TABLE, type ArcaneState, type UnitStats } from '../../../src/rulesets/arcane-warfare/index.js';
import { checkWeather, noteFirstOrdersRoll } from '../../../src/rulesets/arcane-warfare/rules/04-setup/weather.js';
import type { AnyRuleset } from '../../../src/core/ruleset.js';
import { checkContractLaws } from '../../support/ruleset-laws.js';
import { eventOf, fresh, moving, play, refusal, unit } from './helpers.js';

const mv = (u: string, steps: unknown[]) => ({ type: 'move' as const, player: 'greeks', co: 'g-sco', unit: u, steps: steps as never });
const withWeather = (s: ArcaneState, score: number): ArcaneState => ({ ...s, weather: { score, checkNextTurn: false } });

describe('Appendix B weather: the score', () => {
  it('the first roll is 2D6, −1 in arid country, +1 in the steppe; off the table it bounces back (ruling AW-R41)', () => {
    expect(initialWeather(scriptedRng([1, 1]), 'arid').score).toBe(3);
    expect(initialWeather(scriptedRng([6, 6]), 'steppe').score).toBe(11);
    expect(initialWeather(scriptedRng([3, 4]), null).score).toBe(7);
  });

  it('a check adds one die and takes another away: 3 + 1 − 5 gives 5 (the book\'s example), 11 + 6 − 2 gives 9', () => {
    expect(changedWeather(3, 1, 5)).toBe(5);
    expect(changedWeather(11, 6, 2)).toBe(9);
    expect(changedWeather(7, 3, 3)).toBe(7);
    for (let s = -10; s <= 24; s++) expect(bounceWeather(s)).toBeGreaterThanOrEqual(2);
  });

  it('every score 2 to 12 has a row', () => {
    for (let s = 2; s <= 12; s++) expect(WEATHER_TABLE[s]!.name.length).toBeGreaterThan(2);
  });
});

describe('Appendix B weather in a game', () => {
  it('is rolled at set-up only with options.weather, with the scenario\'s topography', () => {
    expect(fresh().weather).toBeUndefined();
    const s = arcaneWarfare.setup({ ...exampleScenario, topography: 'arid' }, { seed: 'w', options: { weather: true } });
    expect(E.isRight(s) && s.right.weather !== undefined && s.right.weather.score >= 2 && s.right.weather.score <= 12).toBe(true);
    expect(E.isRight(s) && s.right.topography).toBe('arid');
    expect(E.isRight(s) && arcaneWarfare.stateCodec.is(JSON.parse(JSON.stringify(s.right)))).toBe(true);
  });

  it('a double on the turn\'s first orders roll (the attacker\'s, ruling AW-R42) calls a check for the next reset phase', () => {
    // The helper's dice: the greeks' pair 6, 6 first, then the attacking persians' 1, 1.
    const s = moving([unit('a', 'greeks', 'SpM', 1000, 600)], { options: { weather: true } });
    expect(s.weather?.checkNextTurn).toBe(true);
    const calm: never[] = [];
    expect(noteFirstOrdersRoll({ ...s, weather: { score: 7, checkNextTurn: false } }, { message: 2, mip: 3 }, calm).weather?.checkNextTurn).toBe(false);
    expect(noteFirstOrdersRoll({ ...s, weather: { score: 7, checkNextTurn: false } }, { message: 4, mip: 4 }, calm).weather?.checkNextTurn).toBe(true);
    expect(noteFirstOrdersRoll(fresh(), { message: 4, mip: 4 }, calm).weather).toBeUndefined();
    const events: never[] = [];
    const checked = checkWeather({ ...s, weather: { score: 3, checkNextTurn: true }, rng: scriptedRng([1, 5]) }, events);
    expect(checked.weather).toEqual({ score: 5, checkNextTurn: false });
    expect(events).toMatchObject([{ type: 'weather-changed', from: 3, to: 5, plus: 1, minus: 5 }]);
    expect(checkWeather({ ...s, weather: { score: 3, checkNextTurn: false } }, [])).toMatchObject({ weather: { score: 3 } });
  });

  it('2 (unusually hot) and 12 (blizzard): every ordered move costs 1 MIP more', () => {
    const s = moving([unit('a', 'greeks', 'SpM', 1000, 600)]);
    for (const [score, mip] of [[7, 1], [2, 2], [12, 2]] as const) expect(eventOf(play(withWeather(s, score), mv('a', [{ step: 'forward', distance: 100 }])).events, 'unit-moved').mip).toBe(mip);
  });

  it('3 (strong winds, camels spared) and 10 (storm): a march costs 1 MIP more, the first impulse not', () => {
    for (const [type, score, first, march] of [['CvM', 10, 1, 2], ['CvM', 3, 1, 2], ['CmM', 3, 1, 1], ['CvM', 7, 1, 1]] as const) {
      const s = withWeather(moving([unit('a', 'greeks', type, 1000, 300)], { mip: 6 }), score);
      const one = play(s, mv('a', [{ step: 'forward', distance: 100 }]));
      const two = play(one.state, mv('a', [{ step: 'forward', distance: 100 }]));
      expect([eventOf(one.events, 'unit-moved').mip, eventOf(two.events, 'unit-moved').mip], `${type} in ${score}`).toEqual([first, march]);
    }
  });

  it('11 (pouring): open ground counts as rough, so the difficult rate applies everywhere', () => {
    const sp = statsOf('CvM') as UnitStats;
    expect(sp.moveDifficult).toBeLessThan(sp.moveOpen);
    const s = withWeather(moving([unit('a', 'greeks', 'CvM', 1000, 600)]), 11);
    expect(eventOf(play(s, mv('a', [{ step: 'forward', distance: 50 }])).events, 'unit-moved').allowance).toBe(sp.moveDifficult);
    expect(refusal(s, mv('a', [{ step: 'forward', distance: sp.moveOpen }]))).toBe('too-far');
  });

  it('12 (blizzard): a frozen river no longer closes it to lines (§6.6)', () => {
    const river = [{ id: 'r', kind: 'river' as const, polygon: [{ x: 800, y: 680 }, { x: 1300, y: 680 }, { x: 1300, y: 760 }, { x: 800, y: 760 }] }];
    const s = moving([unit('a', 'greeks', 'SpL', 1000, 600), unit('b', 'greeks', 'SpL', 1100, 600)], { terrain: river });
    const line = { type: 'move-formation' as const, player: 'greeks', co: 'g-sco', units: ['a', 'b'], steps: [{ step: 'forward' as const, distance: 100 }] };
    expect(refusal(s, line)).toBe('formation-terrain');
    expect(eventOf(play(withWeather(s, 12), line).events, 'formation-moved').mip).toBe(2);
  });
});

describe('Appendix B weather: the contract laws', () => {
  it('hold over a random game with the weather played', () => {
    checkContractLaws(arcaneWarfare as AnyRuleset, { ...exampleScenario, topography: 'steppe' }, { games: 1, maxPlies: 80, seedPrefix: 'aw-weather', every: 4, options: { weather: true, turnLimit: 3 } });
  });
});
