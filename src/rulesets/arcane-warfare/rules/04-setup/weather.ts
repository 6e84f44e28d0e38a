/**
 * The weather (Appendix B, optional; `options.weather`): rolled once at set-up, checked again in
 * the reset phase after a turn whose first orders roll was a double, and what it does to movement.
 * Its shooting and morale effects belong to part II: `weatherOf` gives the whole row.
 * @module
 */
import type { Citation } from '../../../../core/citation.js';
import { rollD6, type RngState } from '../../../../random/rng.js';
import { rule, ruling } from '../../data/cite.js';
import type { Topography } from '../../data/terrain-tables.js';
import { bounceWeather, WEATHER_TABLE, WEATHER_TOPOGRAPHY_MODIFIER, type WeatherRow } from '../../data/weather.js';
import { d6 } from '../../kernel/dice.js';
import type { ArcaneEvent } from '../../model/events.js';
import type { ArcaneState, ArcaneUnit } from '../../model/state.js';
import { statsOfUnit } from '../../query/geometry.js';

/**
 * The first weather roll (Appendix B): 2D6, −1 in arid country, +1 in the steppe, bounced back
 * into 2..12 (ruling AW-R41).
 * @rule arcane-warfare B
 * @ruling AW-R41
 */
export function initialWeather(rng0: RngState, topography: Topography | null): { score: number; dice: readonly [number, number]; rng: RngState } {
  const a = rollD6(rng0);
  const b = rollD6(a.rng);
  const mod = topography === null ? 0 : WEATHER_TOPOGRAPHY_MODIFIER[topography];
  return { score: bounceWeather(a.value + b.value + mod), dice: [a.value, b.value], rng: b.rng };
}

/**
 * A weather check (Appendix B): the current score plus one die, less another, bounced back into
 * 2..12 (ruling AW-R41).
 * @rule arcane-warfare B
 * @ruling AW-R41
 */
export function changedWeather(current: number, plus: number, minus: number): number {
  return bounceWeather(current + plus - minus);
}

/** The weather row in force, or null when the weather rules are not played. */
export function weatherOf(state: ArcaneState): WeatherRow | null {
  return state.weather === undefined ? null : (WEATHER_TABLE[state.weather.score] ?? null);
}

/**
 * In the reset phase (§5.1), the weather is checked when the last turn's first orders roll was a
 * double (Appendix B).
 * @rule arcane-warfare 5.1
 * @rule arcane-warfare B
 */
export function checkWeather(state0: ArcaneState, events: ArcaneEvent[]): ArcaneState {
  const w = state0.weather;
  if (w === undefined || !w.checkNextTurn) return state0;
  const [plus, s1] = d6(state0);
  const [minus, s2] = d6(s1);
  const to = changedWeather(w.score, plus, minus);
  events.push({ type: 'weather-changed', from: w.score, to, plus, minus, weather: WEATHER_TABLE[to]!.name, citations: [rule('5.1'), rule('B'), ruling('AW-R41')] });
  return { ...s2, weather: { score: to, checkNextTurn: false } };
}

/**
 * Notes the turn's first orders roll (§5.2.2): a double calls for a weather check in the next
 * reset phase (Appendix B). The first roll is the attacker's SCo pair (ruling AW-R42).
 * @rule arcane-warfare B
 * @ruling AW-R42
 */
export function noteFirstOrdersRoll(state: ArcaneState, pair: { readonly message: number; readonly mip: number }, events: ArcaneEvent[]): ArcaneState {
  if (state.weather === undefined || pair.message !== pair.mip) return state;
  events.push({ type: 'weather-check-due', message: pair.message, mip: pair.mip, citations: [rule('B'), ruling('AW-R42')] });
  return { ...state, weather: { ...state.weather, checkNextTurn: true } };
}

/**
 * The weather's MIP surcharges on an ordered impulse (Appendix B): +1 for any move in great heat
 * or a blizzard; +1 for a march in strong winds (camels spared) or a storm. The initiative move
 * (§5.5) pays none.
 * @rule arcane-warfare B
 */
export function weatherMip(state: ArcaneState, units: ReadonlyArray<ArcaneUnit>): Array<{ mip: number; citation: Citation }> {
  const w = weatherOf(state);
  if (w === null) return [];
  const out: Array<{ mip: number; citation: Citation }> = [];
  if (w.moveMip > 0) out.push({ mip: w.moveMip, citation: rule('B', `${w.name}: every move`) });
  const march = units.some((u) => u.impulses >= 1);
  const camels = units.every((u) => statsOfUnit(u).type.designation === 'Cm');
  if (march && w.marchMip > 0 && !(w.camelsSpared && camels)) out.push({ mip: w.marchMip, citation: rule('B', `${w.name}: march`) });
  return out;
}

/**
 * The ground as the weather makes it (Appendix B): in pouring rain all open ground counts as rough,
 * so every move is over difficult ground (unless on a road, §6.3); in a blizzard rivers and marsh
 * are frozen and count as rough (difficult, but no longer closed to lines, §6.6).
 * @rule arcane-warfare B
 */
export function weatherGround(state: ArcaneState): { readonly openIsRough: boolean; readonly frozen: boolean } {
  const w = weatherOf(state);
  return { openIsRough: w?.openIsRough ?? false, frozen: w?.frozen ?? false };
}
