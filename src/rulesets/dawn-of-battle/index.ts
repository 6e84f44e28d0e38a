/**
 * Dawn of Battle (designer's edition, Aug 2023) as a pure reducer: setup, the sequence of play,
 * command, movement, ranged combat, rally, army panic and victory. Melee (the melee cycle is a
 * hand-off here), events in play, camps and elephants come with the next issue.
 * @module dawn-of-battle
 */
import type { Scenario } from './model/scenario.js';
import { setup, type DobSetupOptions } from './setup.js';
import type { DobState } from './model/state.js';

export { dawnOfBattle, outcome } from './ruleset.js';
export { stateCodec, DOB_STATE_VERSION } from './state-codec.js';
export { optionsCodec } from './options-codec.js';
export { pending, type DobDecision, type DobDecisionKind } from './pending.js';
export type { DobViolationCode } from './model/violation-codes.js';
export { DEFAULTS_ID, defaultDataIdentity } from './data/identity.js';

export type { DobCommand, MoveStep, ActivationAction } from './model/commands.js';
export { commandCodec, moveStepCodec } from './model/commands.js';
export * from './model/events.js';
export type { ClosedCodec } from './data/codec-helpers.js';
export { filterEvents } from './filter-events.js';
export type * from './model/state.js';
export { SIDES, other } from './model/state.js';
export type { Scenario, ScenarioSide, ScenarioUnit, ScenarioLeader, ScenarioReinforcement, ScenarioOptions } from './model/scenario.js';
export { scenarioCodec } from './model/scenario.js';
export type { DobSetupOptions } from './setup.js';
export { loadData, type LoadedData } from './setup.js';
export { prepareScenario } from './rules/16-scenarios/prepared-scenario.js';
export * from './data/formats.js';
export { defaultCounters } from './data/default-counters.js';
export { defaultDeck } from './data/default-deck.js';
export { defaultClash, defaultTurnTrack } from './data/default-tables.js';
export { TERRAIN, TERRAIN_TYPES, type TerrainId, type TerrainRow } from './data/terrain.js';
export { HANDICAP_TABLE, handicapTarget, victoryLevel, type HandicapRow, type VictoryLevel } from './data/victory-tables.js';
export { stackDeck, cardDef } from './rules/02-components/cards.js';
export { viewFor, hiddenFrom, type DobView, type ViewPhase, type MayHide } from './view.js';
export { determinizedState } from './view-state.js';
export type { Occupancy } from './query/derived.js';
export { gunpowderDraws, rapidFirePlanValid, type LosReport, type RangedBreakdown } from './rules/08-ranged/ranged.js';
export { holderPenalty } from './rules/04-sequence/initiative.js';
export { effectiveMorale, morale, moraleCheckPasses } from './query/derived.js';
export { bankedValue, slaughterLosses, suddenDeathApplies } from './rules/13-victory/victory.js';
export type { Reach } from './rules/07-movement/movement.js';
export { exampleScenario } from './rules/16-scenarios/example-scenario.js';
export * as geometry from './model/geometry.js';
export { legalCommands } from './legal.js';
export { sampleCommands } from './sample.js';
export { apply } from './reduce.js';
// The melee chapter without its odds and preview, which strategos/dawn-of-battle/calculators
// exports: a web app that plays games need not bundle them.
export * from './rules/10-melee/resolve/clash.js';
export * from './rules/10-melee/resolve/size-ratio.js';
export * from './rules/10-melee/resolve/strengths.js';
export * from './rules/10-melee/resolve/chart.js';
export * from './rules/10-melee/resolve/ex-machina.js';
export * from './rules/10-melee/resolve/resolve.js';
export * from './rules/10-melee/resolve/procedure.js';
export * from './rules/10-melee/resolve/double-attack.js';
export { meleeCommandCodec, meleeScenarioOptionsCodec, meleeContext, withdrawalEnds, targetsOf, vectorOf, type MeleeCommand, type MeleeInProgress, type MeleeStep as MeleePhaseStep, type MeleeScenarioOptions, type MeleeOptions, type PlayedCard } from './rules/10-melee/phase/index.js';
export * from './rules/14-events/index.js';
export * from './rules/15-optional/index.js';
export { panicFireCommandCodec, mayPanicFire, PANIC_FIRE_MODIFIER, type PanicFireCommand } from './rules/10-melee/phase/panic-fire.js';
export { isLoneLeader } from './rules/10-melee/phase/leader-combat.js';

/** Decodes and sets up in one step, for untrusted scenario JSON. */
export function setupFromJson(json: unknown, seed: string, options?: DobSetupOptions): ReturnType<typeof setup> {
  return setup(json as Scenario, options === undefined ? { seed } : { seed, options });
}

/** `true` when a state is a finished game. */
export function isOver(s: DobState): boolean {
  return s.phase.kind === 'over';
}
