/**
 * Every table of the DBMM quick reference sheet the library reads, in the sheet's order, for
 * the docs and the tests that pin each row to its lines.
 * @module
 */
import { BASE_DEPTHS, FIGURES } from './bases.js';
import { COMBAT_DICE } from './combat-dice.js';
import { COMBAT_FACTORS } from './combat-factors.js';
import { COMBAT_OUTCOME_GENERAL } from './combat-outcome.js';
import { CLIMATE, CLIMATE_NOTES } from './climate.js';
import { COMMAND_MORALE } from './command-morale.js';
import { COUNT_AS } from './count-as.js';
import { EXPENDABLES, MOON } from './expendables-moon.js';
import { GRADING_FACTORS } from './grading-factors.js';
import { INTERPENETRATION, INTERPENETRATION_RULES } from './interpenetration.js';
import { MORALE_EQUIVALENTS } from './morale-equivalents.js';
import { MOVE_DISTANCES, MOVE_RULES } from './move-distances.js';
import { OUTCOME_MOVES, PURSUIT } from './outcome-moves.js';
import { OVERLAPS } from './overlaps.js';
import { PIP_COSTS, PIP_MODIFIERS } from './pip-costs.js';
import { REAR_SUPPORT } from './rear-support.js';
import { SEQUENCE_OF_PLAY } from './sequence.js';
import { DEPLOYMENT, DEPLOYMENT_STAGES, FE_COSTS, SETUP_STEPS, TERRAIN_PLACEMENT } from './setup.js';
import { SHOOTING_RANGES, SHOOTING_RULES } from './shooting.js';
import type { QrsSource, QrsTable } from './source.js';
import { SPONTANEOUS_ADVANCE } from './spontaneous-advance.js';
import { TACTICAL_FACTORS } from './tactical-factors.js';
import { GOING_FACTORS, TERRAIN_GOING, TERRAIN_SPECIAL_CASES } from './terrain.js';
import { THREAT_ZONE } from './threat-zone.js';
import { HIDDEN_INSIDE, MAX_VISIBILITY } from './visibility.js';
import { VICTORY } from './victory.js';
import { WADING, WATER_FEATURES } from './water.js';
import { WEATHER_CHANGES, WEATHER_EFFECTS } from './weather.js';

/** Every table, in the order of the sheet. */
export const DBMM_TABLES: ReadonlyArray<QrsTable<object>> = [
  COMBAT_FACTORS,
  TACTICAL_FACTORS,
  REAR_SUPPORT,
  GRADING_FACTORS,
  OVERLAPS,
  MOVE_RULES,
  MOVE_DISTANCES,
  THREAT_ZONE,
  SPONTANEOUS_ADVANCE,
  INTERPENETRATION_RULES,
  INTERPENETRATION,
  SHOOTING_RANGES,
  COMBAT_OUTCOME_GENERAL,
  OUTCOME_MOVES,
  PURSUIT,
  PIP_COSTS,
  PIP_MODIFIERS,
  TERRAIN_GOING,
  TERRAIN_SPECIAL_CASES,
  GOING_FACTORS,
  WATER_FEATURES,
  WADING,
  COUNT_AS,
  HIDDEN_INSIDE,
  MAX_VISIBILITY,
  SETUP_STEPS,
  FE_COSTS,
  TERRAIN_PLACEMENT,
  DEPLOYMENT,
  DEPLOYMENT_STAGES,
  SEQUENCE_OF_PLAY,
  COMMAND_MORALE,
  CLIMATE,
  CLIMATE_NOTES,
  WEATHER_CHANGES,
  WEATHER_EFFECTS,
  MOON,
  COMBAT_DICE,
  MORALE_EQUIVALENTS,
  BASE_DEPTHS,
  FIGURES,
  VICTORY,
  SHOOTING_RULES,
  EXPENDABLES,
];

/** How many rows of each confidence the tables hold. */
export function confidenceCounts(tables: ReadonlyArray<QrsTable<object>> = DBMM_TABLES): Record<QrsSource['confidence'], number> {
  const out = { high: 0, medium: 0, low: 0 };
  for (const t of tables) for (const r of t.rows) out[r.src.confidence]++;
  return out;
}
