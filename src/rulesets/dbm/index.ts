/**
 * DBM 3.x (De Bellis Multitudinis) on the DBx family engine: the ruleset, its model, data and
 * calculators. See docs/dbm.md.
 * @module
 */
export { dbm, checkDbm } from './ruleset.js';
export { exampleScenario, exampleHopliteArmy, exampleHopliteList, exampleHorseArcherArmy, exampleHorseArcherList } from './example.js';
export { armyCost, baggageCount, elementCost, fortificationCost, type ArmyCost, type CostLine, type ElementCostInput } from './rules/11-army/army-cost.js';
export { validateArmy, validateArmyList } from './rules/11-army/validate.js';
export { decideSetup, type SetupDicing } from './rules/12-setup/setup-dicing.js';
export { battleClimate, battleStartHour, moonlit, startWeather } from './rules/13-time-weather/battle-start.js';
export { COMBAT_NOT_IMPLEMENTED } from './rules/16-sequence/bound.js';
export { daylight, timeOfDay, type Daylight } from './data/daylight.js';
export { weatherFor, type Compass, type DbmWeatherReport, type WeatherRisk } from './data/weather.js';
export { baseSize, depthClass, BASE_MM, PACES_PER_MM, type BaseSize, type DepthClass, type MmRow } from './data/bases.js';
export { BASIC_COST, COST_ADJUSTMENTS, FORTIFICATION_COSTS, basicCost, type Adjustment, type CostRow } from './data/costs.js';
export { elementEquivalents } from './data/ele.js';
export { dismountsAs, mountedPerFootElement, type MountedWeapon } from './data/dismount.js';
export { DBM_CONFIG, DBM_CONFIG_KEYS, DEFAULT_DBM_CONFIG, type ConfigEntry, type DbmConfig, type DbmConfigKey, type DbmConfigSources } from './data/config.js';
export { DBM_SOURCE_KINDS, isLowConfidence, type DbmSource, type DbmSourceKind } from './data/sources.js';
export { DBM_PROFILE, passesThrough } from './data/profile.js';
export { DBM_FOOT, DBM_MOUNTED, DBM_NAVAL, FIXED_DRILL, SPECIAL_CASES, isInfantry, isLightTroops, isSkirmisher, isTrain } from './data/troops.js';
export { dbmDataIdentity } from './data/identity.js';
export { armyCodec, armyListCodec, LIST_SUPPORTS, type Army, type ArmyCommand, type ArmyElements, type ArmyList, type ArmyListEntry, type FortificationPurchase, type ListSupport } from './model/army-list.js';
export { dbmCommandCodec, DBM_COMMAND_TYPES, type DbmCommandAction, type Placement } from './model/commands.js';
export { DBM_EVENT_TYPES, type Cited, type DbmEvent, type DbmEventOf } from './model/events.js';
export { dbmOptionsCodec, type DbmOptions } from './model/options.js';
export { dbmScenarioCodec, type DbmScenario, type ScenarioSide } from './model/scenario.js';
export { DBM_STATE_VERSION, type BoundMoves, type DbmArmyState, type DbmClock, type DbmCommand, type DbmPhase, type DbmState, type DbmTroop, type DbmWeather, type PipDie, type SetupResult, type SetupRound } from './model/state.js';
export { TERRAIN_KINDS, type DbmFeature, type TerrainKind } from './model/terrain.js';
export * from './model/troop.js';
export { DBM_DECISION_KINDS, DBM_VIOLATION_CODES, type DbmDecisionKind, type DbmViolation, type DbmViolationCode } from './model/violations.js';
export { dbmStateCodec } from './codecs/state.js';
export type { DbmView } from './view.js';
export { lowConfidenceInUse, resolveConfig, usesReconstructed } from './kernel/config.js';
