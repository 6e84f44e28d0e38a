/**
 * Nominating a season and the set-up dicing that follows (p.12, L850-860), then the time and
 * weather of the battle (p.13-14).
 * @module
 */
import { rule } from '../../data/cite.js';
import { done, refused, type Applied } from '../../kernel/result.js';
import type { DbmEvent } from '../../model/events.js';
import type { DbmState } from '../../model/state.js';
import type { DbmSeason } from '../../model/troop.js';
import { battleClimate, moonlit, startClock, startWeather } from '../13-time-weather/battle-start.js';
import { battleSeason, rollSetup } from './setup-dicing.js';

/**
 * `player` nominates a season (p.12, L852-853). Nominations are open, in any order (ruling
 * DBM-R8). When both are in, the set-up dice are thrown and the battle's sides, season, climate,
 * hour and weather follow.
 * @rule dbm p.12
 * @ruling DBM-R8
 */
export function nominateSeason(state: DbmState, player: string, season: DbmSeason): Applied {
  if (state.phase.tag !== 'nominate-season') return refused('wrong-phase', 'Seasons are nominated before the set-up dice.', rule('p.12', 'L852-853'));
  if (state.phase.nominated[player] !== null) return refused('already-nominated', `${player} has nominated a season already.`, rule('p.12', 'L852-853'));
  const nominated = { ...state.phase.nominated, [player]: season };
  const events: DbmEvent[] = [{ type: 'season-nominated', player, season, citations: [rule('p.12', 'L852-853: each player nominates a season')] }];
  let s: DbmState = { ...state, phase: { tag: 'nominate-season', nominated } };
  if (Object.values(nominated).some((v) => v === null)) return done(s, events);
  const [dice, rolled] = rollSetup(s, events);
  s = rolled;
  const chosen = battleSeason(dice.invader, nominated);
  const climate = battleClimate(s.armies[dice.defender]!.climate);
  const clock = startClock(dice.deploymentEnds, climate, chosen);
  const weather = startWeather(dice.weatherScore, climate, chosen, clock.hour);
  const moonDie = dice.lastDice[s.config.moonlightDie === 'defender' ? dice.defender : dice.invader]!;
  const moon = moonlit(moonDie, weather);
  events.push({
    type: 'sides-decided',
    invader: dice.invader,
    defender: dice.defender,
    season: chosen,
    climate,
    deploymentEnds: dice.deploymentEnds,
    weatherScore: dice.weatherScore,
    invaderFaces: dice.invaderFaces,
    citations: [rule('p.12', 'L854-860: invader, season, hour, weather score and facing'), rule('p.13', 'L1011-1012: the defender\'s climate')],
  });
  const { windFrom: _w, falling: _f, windNow: _n, ...report } = weather;
  events.push({ type: 'weather-set', weather: { ...report, windFrom: weather.windFrom }, moonlit: moon, citations: [rule('p.14', 'L1020-1041'), rule('p.13', 'L994-995: moonlight')] });
  s = {
    ...s,
    setupRounds: dice.rounds,
    setup: { invader: dice.invader, defender: dice.defender, deploymentEnds: dice.deploymentEnds, weatherScore: dice.weatherScore, invaderFaces: dice.invaderFaces, lastDice: dice.lastDice, season: chosen, climate, moonlit: moon },
    clock,
    weather,
    phase: { tag: 'deploy-baggage', player: dice.defender },
  };
  return done(s, events);
}
