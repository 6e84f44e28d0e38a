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
// The bound and movement (p.16-20): tables with their sources and one calculator per rule.
export { DBM_MOVE_TABLE, DBM_MOVE_MODIFIERS, DEFAULT_MOVE_MODIFIERS, moveRowKey, type MoveGoing, type MoveModifiers, type MoveRow } from './data/moves.js';
export { DBM_MARCH_TABLE, DEFAULT_MARCH_TABLE, type MarchTable } from './data/moves-march.js';
export { DBM_PIP_TABLE, DEFAULT_PIP_TABLE, type PipTable } from './data/pips.js';
export { DBM_RIVER_TABLE, DEFAULT_RIVER_TABLE, DBM_DANGEROUS_RIVER, DEFAULT_DANGEROUS_RIVER, type RiverNature, type RiverDifficultyTable, type DangerousRiverTable } from './data/water.js';
export { pipCost, type PipCost, type PipCostInput, type PipMover, type PipTerm, type GeneralPlace } from './rules/16-bound/pip-cost.js';
export { pipDiceMode, throwPips, assignPooledPips, type PipDiceCommand, type PipThrow } from './rules/16-bound/pip-dice.js';
export { becomesUnreliable, commits, changesSides, uncommittedMoveAllowed } from './rules/16-bound/unreliable-allies.js';
export { hourAfterBounds, hourPassesAfterBound } from './rules/16-bound/clock.js';
export { moveDistance, groupMoveDistances } from './rules/17-tactical-moves/measure.js';
export { isGroup, groupContact } from './rules/17-tactical-moves/group.js';
export { checkExpand, checkContract, type FrontageRefusal } from './rules/17-tactical-moves/column.js';
export { applyMove, type MoveRequest, type MoveOutcome } from './rules/17-tactical-moves/apply-move.js';
export { permittedPosition, contactPermitted, type PermittedPosition } from './rules/18-movement-restrictions/permitted-contact.js';
export { mayContactFlank, mayContactRear } from './rules/18-movement-restrictions/flank-rear.js';
export { whoConforms, pivotPose, shiftPose, type Conformer } from './rules/18-movement-restrictions/conform.js';
export { inZone, shortestContactTarget } from './rules/18-movement-restrictions/zone-of-control.js';
export { marchClearance, checkMarch } from './rules/18a-march-halts/march.js';
export { checkHalt, type HaltReason } from './rules/18a-march-halts/halts.js';
export { isImpetuous, advanceExemption, chooseTarget, targetDistance, advanceDistance } from './rules/19-spontaneous-advance/impetuous.js';
export { moveAllowance, type Allowance, type AllowanceInput } from './rules/19-move-distances/allowance.js';
export { mayPassThrough, spontaneousPass } from './rules/20-friends-gaps/interpenetration.js';
export { entersNarrowGap, gapWidth } from './rules/20-friends-gaps/gaps.js';
export { riverDifficulty, wading, enterDangerousRiver, survivesForcedCrossing, survivesFrozenFlight } from './rules/20-water/river.js';
export { stoppedForNight, recordNightScore } from './rules/20-night/night.js';
// Types the calculators above take and return.
export { type AdvanceExemptions } from './rules/19-spontaneous-advance/impetuous.js';
export { type BoundActivity } from './rules/18a-march-halts/halts.js';
export { type CommitFacts } from './rules/16-bound/unreliable-allies.js';
export { type ContactedFacts, type ContactingFacts } from './rules/18-movement-restrictions/conform.js';
export { type DangerousEntry, type RiverDifficulty, type RiverFacts } from './rules/20-water/river.js';
export { type MarchClearance, type MarchParties, type MarchRefusal } from './rules/18a-march-halts/march.js';
export { type MoveDone, type MoveRefusalCode, type MoveTables } from './rules/17-tactical-moves/apply-move.js';
export { type MoverClass } from './rules/19-move-distances/allowance.js';
export { type NightRecord } from './rules/20-night/night.js';
export { type PassClass, type PassVerdict } from './rules/20-friends-gaps/interpenetration.js';
export { type PipDiceConditions } from './rules/16-bound/pip-dice.js';
export { type Sourced } from './data/moves-provenance.js';
// Outcomes, losses and victory (p.23-25a, p.28).
export { DBM_EQUAL_DEFAULT, DBM_EQUAL_ROWS, DBM_HALF_ROWS, DBM_LESS_ROWS, type DbmOutcomeAtom, type DbmOutcomeCondition, type DbmOutcomeEntry, type DbmOutcomeKind, type DbmOutcomeRow } from './data/outcomes.js';
export { DBM_CAMPAIGN_LOSS, type CampaignLossKind, type CampaignLossRow, type CampaignRatio } from './data/campaign-loss.js';
export { applyDbmOutcome, dbmOutcome, dbmPursue, type DbmCombatKind } from './rules/23-outcome/index.js';
export { armyDefeatCount, baggageLosses, commandLosses } from './rules/25-pursuit-losses/losses.js';
export { ARMY_VP, afterCombat, armyBroken, commandVp, dbmGameOutcome, demoralisedByLosses, failsGeneralLossTest, victoryPoints } from './rules/25a-demoralisation-victory/index.js';
export { campaignLossKind, campaignRatio, lostOnCampaignDie } from './rules/28-campaign/loss-dice.js';
export type { DbmMorale } from './model/state.js';
