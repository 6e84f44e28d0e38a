import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { lowConfidenceInUse, resolveConfig, usesReconstructed, battleStartHour, daylight, dbm, decideSetup, exampleScenario, moonlit, startWeather, timeOfDay, weatherFor } from '../../../src/dbm/index.js';
import { play, randomGame, setup } from './helpers.js';

describe('p.12 set-up dicing', () => {
  it('a tie is thrown again; the higher adjusted score invades; hour, weather score and facing come from the raw dice', () => {
    // A throws 4 (+1 aggression), B 5 (+0): tied at 5; then A 2+1, B 6+0.
    const d = decideSetup(['A', 'B'], [
      { raw: { A: 4, B: 5 }, adjusted: { A: 5, B: 5 } },
      { raw: { A: 2, B: 6 }, adjusted: { A: 3, B: 6 } },
    ]);
    expect(d.invader).toBe('B');
    expect(d.defender).toBe('A');
    expect(d.deploymentEnds).toBe(17);
    expect(d.weatherScore).toBe(4);
    expect(d.invaderFaces).toBe('east');
    expect(decideSetup(['A', 'B'], [{ raw: { A: 3, B: 1 }, adjusted: { A: 3, B: 2 } }]).invaderFaces).toBe('west');
  });

  it('through the ruleset: both nominate, then the dice decide the sides, the invader\'s season and the defender\'s climate', () => {
    let s = setup('season');
    s = play(s, { type: 'nominate-season', player: 'A', season: 'winter' }).state;
    expect(dbm.pending(s).map((d) => d.player)).toEqual(['B']);
    const again = dbm.apply(s, { type: 'nominate-season', player: 'A', season: 'spring' });
    expect(E.isLeft(again) && again.left.code).toBe('wrong-player');
    const r = play(s, { type: 'nominate-season', player: 'B', season: 'summer' });
    const st = r.state.setup!;
    expect(st.season).toBe(st.invader === 'A' ? 'winter' : 'summer');
    expect(st.climate).toBe(st.defender === 'A' ? 'warm' : 'dry');
    const rounds = r.state.setupRounds;
    const last = rounds[rounds.length - 1]!;
    expect(last.adjusted[st.invader]!).toBeGreaterThan(last.adjusted[st.defender]!);
    expect(rounds.slice(0, -1).every((x) => x.adjusted['A'] === x.adjusted['B'])).toBe(true);
    expect(r.events.map((e) => e.type)).toContain('weather-set');
    expect(r.state.phase).toEqual({ tag: 'deploy-baggage', player: st.defender });
  });
});

describe('p.13 time of day', () => {
  it('the sunrise and sunset table', () => {
    expect(daylight('cold', 'summer')).toEqual({ sunrise: 4, sunset: 22 });
    expect(daylight('cold', 'autumn')).toEqual({ sunrise: 5, sunset: 19 });
    expect(daylight('dry', 'summer')).toEqual({ sunrise: 5, sunset: 19 });
    expect(daylight('warm', 'winter')).toEqual({ sunrise: 8, sunset: 16 });
    expect(daylight('tropical', 'winter')).toEqual({ sunrise: 6, sunset: 18 });
    expect(daylight('warm', 'spring')).toEqual({ sunrise: 6, sunset: 18 });
  });

  it('dawn is the hour before sunrise, dusk the hour after sunset, night between', () => {
    const d = daylight('warm', 'spring');
    expect(timeOfDay(5.5, d)).toBe('dawn');
    expect(timeOfDay(12, d)).toBe('day');
    expect(timeOfDay(18.5, d)).toBe('dusk');
    expect(timeOfDay(2, d)).toBe('night');
    expect(timeOfDay(23, d)).toBe('night');
  });

  it('a deployment ending in the night starts the battle at the next dawn (ruling DBM-R5)', () => {
    expect(battleStartHour(9, 'warm', 'spring')).toBe(9);
    expect(battleStartHour(3, 'warm', 'spring')).toBe(5);
    expect(battleStartHour(21, 'warm', 'spring')).toBe(29);
  });

  it('moonlight needs an odd last die and no overcast', () => {
    const clear = startWeather(0, 'warm', 'summer', 12);
    expect(moonlit(3, clear)).toBe(true);
    expect(moonlit(4, clear)).toBe(false);
    expect(moonlit(3, startWeather(5, 'warm', 'winter', 12))).toBe(false);
  });
});

describe('p.14 weather', () => {
  it('0-1: clear with the light wind of score 5', () => {
    const w = weatherFor(1, 'cold', 'winter');
    expect([w.wind, w.windFrom, w.overcast]).toEqual(['light', 'NE', false]);
  });
  it('2: fog in a cold winter, mist elsewhere except dry; cleared when the battle starts two hours after dawn', () => {
    expect(weatherFor(2, 'cold', 'winter').fog).toBe(true);
    expect(weatherFor(2, 'warm', 'winter').mist).toBe(true);
    expect(weatherFor(2, 'dry', 'spring').mist).toBe(false);
    // Warm spring: dawn 05:00, so fog or mist has cleared by 07:00.
    expect(startWeather(2, 'warm', 'spring', 6).mist).toBe(true);
    expect(startWeather(2, 'warm', 'spring', 7).mist).toBe(false);
  });
  it('3: a strong wind, shipwreck risk, rain risk in cold, dust in a dry summer', () => {
    expect(weatherFor(3, 'warm', 'summer')).toMatchObject({ wind: 'strong', windFrom: 'S', shipwreckRisk: true, risk: null });
    expect(weatherFor(3, 'cold', 'autumn')).toMatchObject({ windFrom: 'SW', overcast: true, risk: 'rain' });
    expect(weatherFor(3, 'dry', 'summer').risk).toBe('dust-storm');
  });
  it('4 and 5: floods, frost, mud, dazzle and thirst by climate and season', () => {
    expect(weatherFor(4, 'warm', 'spring').riversFlooded).toBe(true);
    expect(weatherFor(4, 'cold', 'winter').riversAndMarshesFrozen).toBe(true);
    expect(weatherFor(5, 'cold', 'winter')).toMatchObject({ waterwaysFrozen: true, risk: 'snow', overcast: true });
    expect(weatherFor(5, 'cold', 'spring')).toMatchObject({ mud: true, riversFlooded: true, risk: 'rain', windFrom: 'SW' });
    expect(weatherFor(5, 'dry', 'summer')).toMatchObject({ thirst: true, dazzleRisk: true, overcast: false });
    expect(weatherFor(5, 'warm', 'summer').risk).toBeNull();
  });
});

describe('p.16 and p.13: bounds and the clock', () => {
  it('the invader moves first; a PIP die per command; an hour passes after each 4th defender bound; the time limit ends in a draw', () => {
    const g = randomGame('clock', setup('clock', { maxBounds: 17 }));
    const last = g.states[g.states.length - 1]!;
    const began = g.events.filter((e) => e.type === 'bound-began');
    expect(began[0]).toMatchObject({ bound: 1, player: last.setup!.invader });
    const pips = g.events.filter((e) => e.type === 'pips-rolled');
    for (const p of pips) {
      expect(Object.keys(p.scores).sort()).toEqual(Object.values(last.commands).filter((c) => c.side === p.player).map((c) => c.id).sort());
      for (const v of Object.values(p.scores)) expect(v >= 1 && v <= 6).toBe(true);
    }
    const start = g.events.find((e) => e.type === 'battle-began')!;
    const ticks = g.events.filter((e) => e.type === 'clock-advanced');
    // 17 bounds, the invader's odd ones: the defender completes 8, so the clock moves twice.
    expect(ticks.map((e) => e.hour)).toEqual([start.hour + 1, start.hour + 2]);
    // shooting and close combat are played at the end of every bound now (p.21-22)
    expect(g.events.some((e) => e.type === 'phase-not-resolved')).toBe(false);
    const out = dbm.outcome(last)!;
    // no fight, so no losses: equal victory points, a draw (p.25a, ruling DBM-R49)
    expect(out).toMatchObject({ winner: null, level: 'draw', points: { A: 5, B: 5 } });
    expect(out.reason).toContain('equal victory points');
    expect(dbm.pending(last)).toEqual([]);
  });

  it('while combat is missing, the bound\'s decision says so', () => {
    const g = randomGame('pending', setup('pending', { maxBounds: 2 }), 40);
    const inBound = g.states.find((s) => s.phase.tag === 'bound')!;
    expect(dbm.pending(inBound)[0]!.prompt).toContain('shooting and close combat follow');
  });
});

describe('strict and the config', () => {
  it('strict names every low-confidence value a played chapter reads', () => {
    const { sources } = resolveConfig(undefined);
    // the grading factors (p.22, L1833-1837) are low-confidence readings the combat chapter reads
    expect(lowConfidenceInUse(sources)).toEqual(['gradingFactors']);
    expect(lowConfidenceInUse({ ...sources, deploymentShortOfCentre: 'reconstructed-low', hoursPerDefenderBounds: 'missing', weatherStartAverage: 'reconstructed-low', gradingFactors: 'user' })).toEqual(['hoursPerDefenderBounds', 'deploymentShortOfCentre']);
  });

  it('strict refuses the grading factors until the user chooses them, then starts', () => {
    const refused = dbm.setup(exampleScenario, { seed: 's', options: { strict: true } });
    expect(E.isLeft(refused) && refused.left.message).toContain('gradingFactors');
    expect(E.isRight(dbm.setup(exampleScenario, { seed: 's', options: { strict: true, config: { gradingFactors: 'text-only' } } }))).toBe(true);
  });

  it("the user's values are tagged as theirs; with every reconstructed value in use supplied, the game is not reconstructed", () => {
    const { sources } = resolveConfig({ config: { deploymentShortOfCentre: 300 } });
    expect(sources.deploymentShortOfCentre).toBe('user');
    expect(usesReconstructed(resolveConfig(undefined).sources)).toBe(true);
    const all = resolveConfig({ config: { armyPointsMax: 500, tableWidth: 3600, tableDepth: 2400, aggressionMax: 4, moonlightDie: 'invader', deploymentShortOfCentre: 800, rangeArtilleryX: 300, gradingFactors: 'reading', upslope: 'hill-under-centre', generalLossTest: 'not-greater' } });
    expect(usesReconstructed(all.sources)).toBe(false);
  });

});
