/**
 * DBA 1.2 (the July 1999 amendment sheet over DBA 1.1), built on the shared DBx core. The sheet's
 * statements are implemented as printed; the paragraphs it leaves "NO CHANGE" are filled from
 * public DBA 1.x facts, else from DBM 3.x or DBA 2.x as labelled proxies, else labelled guesses.
 * Every value's provenance is listed by {@link dataProvenance}; a user with the DBA 1.1 book can
 * replace any of them through the `overrides` option, and `strict` refuses guesses.
 * @module dba
 */

export type { DbaCommand, DbaCommandType, DbaMoveStep } from './commands.js';
export { dbaCommandCodec, moveStepCodec } from './commands.js';
export { DBA_EVENT_TYPES, type DbaEventType } from './events.js';
export { DBA_VIOLATION_CODES, type DbaViolationCode, type DbaViolation } from './violations.js';
export { DBA_DECISION_KINDS, type DbaDecisionKind, type DbaDecision } from './decisions.js';
export { dbaStateCodec } from './codecs/state.js';
export { DEFAULT_DATA_ID, defaultTablesHash } from './data-identity.js';
export type { DbaOptions } from './options.js';
export { optionsCodec as dbaOptionsCodec, overridesCodec as dbaOverridesCodec } from './options.js';
export type { DbaScenario, Placement } from './scenario.js';
export { dbaScenarioCodec, placementCodec } from './scenario.js';
export { positionCodec, poseCodec, type DbaPosition } from './position-codec.js';
export { DBA_STATE_VERSION } from './state.js';
export type { DbaState, DbaEvent, DbaPhase, CombatReport, BoundRecord, DeploymentRecord, EdgeNo, ArmyPlan } from './state.js';
export type { TerrainFeature, TerrainKind } from './terrain.js';
export { TERRAIN_KINDS, goingOf } from './terrain.js';
export { exampleScenario } from './example.js';
export { combatOdds, matchupOdds, type CombatOdds, type OutcomeCounts, type Matchup } from './odds.js';
export { factorTerms, fightFacts, lookupOutcome, type FightKind, type FightContext } from './combat.js';
export { shotDiagnosis } from './shooting.js';
export { DBA_MOVE_PROFILE, DBA_PROFILE } from './data/profile.js';
export { losses, victoryCheck, campOccupied, type LossCount } from './winning.js';
export { deploymentArea, edgeForDie } from './deployment.js';
export { legalContacts } from './decisions.js';
export { resolveData, dataProvenance, type DbaData, type DbaOverrides, type DataRowInfo } from './data/index.js';
export { DBA_TROOP_TYPES, TROOP_NAMES, DBA_MOUNTED, type DbaTroopType } from './data/troop-types.js';
export type { OutcomeRow, OutcomeClause, OutcomeKind, OutcomeBand, OutcomeCondition, CombatFactor, MoveClass } from './data/index.js';
export { DBA_SECTIONS, type DbaSection } from './data/sections.js';
export type { Row } from './data/provenance.js';
export { classifyBand, opposedD6Counts, type Band, type OpposedCounts, type FactorTerm, type CombatTotal } from '../dbx/dice.js';
export type { MoveStep } from '../dbx/moves.js';
export type { Point, Pose, Base, EdgeName } from '../../plane/base.js';
export type { DbxElement, DbxCamp, ElementStatus } from '../dbx/elements.js';

export { dba, type DbaView } from './ruleset.js';
