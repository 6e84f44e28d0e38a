/**
 * Dawn of Battle (designer's edition, Aug 2023) as a pure reducer: setup, the sequence of play,
 * command, movement, ranged combat, rally, army panic and victory. Melee (the melee cycle is a
 * hand-off here), events in play, camps and elephants come with the next issue.
 * @module dawn-of-battle
 */
import type { Scenario } from './scenario.js';
import { setup, type DobSetupOptions } from './setup.js';
import type { DobState } from './state.js';

export { dawnOfBattle, outcome } from './ruleset.js';
export { stateCodec, DOB_STATE_VERSION } from './state-codec.js';
export { optionsCodec } from './options-codec.js';
export { pending, type DobDecision, type DobDecisionKind } from './pending.js';
export type { DobViolationCode } from './violation-codes.js';
export { DEFAULTS_ID, defaultDataIdentity } from './data/identity.js';

export type { DobCommand, MoveStep, ActivationAction } from './commands.js';
export { commandCodec, moveStepCodec } from './commands.js';
export * from './events-union.js';
export type { ClosedCodec } from './data/codec-helpers.js';
export { filterEvents } from './filter-events.js';
export type * from './state.js';
export { SIDES, other } from './state.js';
export type { Scenario, ScenarioSide, ScenarioUnit, ScenarioLeader, ScenarioReinforcement, ScenarioOptions } from './scenario.js';
export { scenarioCodec } from './scenario.js';
export type { DobSetupOptions } from './setup.js';
export { loadData, type LoadedData } from './setup.js';
export { prepareScenario } from './prepared-scenario.js';
export * from './data/formats.js';
export { defaultCounters } from './data/default-counters.js';
export { defaultDeck } from './data/default-deck.js';
export { defaultClash, defaultTurnTrack } from './data/default-tables.js';
export { TERRAIN, TERRAIN_TYPES, type TerrainId, type TerrainRow } from './data/terrain.js';
export { HANDICAP_TABLE, handicapTarget, victoryLevel, type HandicapRow, type VictoryLevel } from './data/victory-tables.js';
export { stackDeck, cardDef } from './cards.js';
export { viewFor, hiddenFrom, type DobView, type ViewPhase, type MayHide } from './view.js';
export { determinizedState } from './view-state.js';
export type { Occupancy } from './derived.js';
export { gunpowderDraws, rapidFirePlanValid, type LosReport, type RangedBreakdown } from './ranged.js';
export { holderPenalty } from './initiative.js';
export { effectiveMorale, morale, moraleCheckPasses } from './derived.js';
export { bankedValue, slaughterLosses, suddenDeathApplies } from './victory.js';
export type { Reach } from './movement.js';
export { exampleScenario } from './example-scenario.js';
export * as geometry from './geometry.js';
export { legalCommands } from './legal.js';
export { sampleCommands } from './sample.js';
export { apply } from './reduce.js';
// The melee chapter without its odds and preview, which strategos/dawn-of-battle/calculators
// exports: a web app that plays games need not bundle them.
export * from './melee/clash.js';
export * from './melee/size-ratio.js';
export * from './melee/strengths.js';
export * from './melee/chart.js';
export * from './melee/ex-machina.js';
export * from './melee/resolve.js';
export * from './melee/procedure.js';
export * from './melee/double-attack.js';
export { meleeCommandCodec, meleeScenarioOptionsCodec, meleeContext, withdrawalEnds, targetsOf, vectorOf, type MeleeCommand, type MeleeInProgress, type MeleeStep as MeleePhaseStep, type MeleeScenarioOptions, type MeleeOptions, type PlayedCard } from './melee-phase/index.js';
export * from './events/index.js';
export * from './options/index.js';
export { panicFireCommandCodec, mayPanicFire, PANIC_FIRE_MODIFIER, type PanicFireCommand } from './melee-phase/panic-fire.js';
export { isLoneLeader } from './melee-phase/leader-combat.js';

/** Decodes and sets up in one step, for untrusted scenario JSON. */
export function setupFromJson(json: unknown, seed: string, options?: DobSetupOptions): ReturnType<typeof setup> {
  return setup(json as Scenario, options === undefined ? { seed } : { seed, options });
}

/** `true` when a state is a finished game. */
export function isOver(s: DobState): boolean {
  return s.phase.kind === 'over';
}
