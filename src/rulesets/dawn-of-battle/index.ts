/**
 * Dawn of Battle (designer's edition, Aug 2023) as a pure reducer: setup, the sequence of play,
 * command, movement, ranged combat, rally, army panic and victory. Melee (the melee cycle is a
 * hand-off here), events in play, camps and elephants come with the next issue.
 * @module dawn-of-battle
 */
import { cite } from '../../core/citation.js';
import type { DecisionV1 as Decision, OutcomeV1 as Outcome, RulesetV1 as Ruleset } from '../../core/legacy-ruleset.js';
import { commandCodec, type DobCommand } from './commands.js';
import type { DobEvent } from './context.js';
import { legalCommands } from './legal.js';
import { sampleCommands } from './sample.js';
import { apply } from './reduce.js';
import { scenarioCodec, type Scenario } from './scenario.js';
import { setup, type DobSetupOptions } from './setup.js';
import type { DobState } from './state.js';

export type { DobCommand, MoveStep, ActivationAction } from './commands.js';
export { commandCodec, moveStepCodec } from './commands.js';
export * from './events-union.js';
export { filterEvents } from './filter-events.js';
export type * from './state.js';
export { SIDES, other } from './state.js';
export type { Scenario, ScenarioSide, ScenarioUnit, ScenarioLeader, ScenarioReinforcement, ScenarioOptions } from './scenario.js';
export { scenarioCodec } from './scenario.js';
export type { DobSetupOptions } from './setup.js';
export { loadData } from './setup.js';
export { prepareScenario } from './prepared-scenario.js';
export * from './data/formats.js';
export { defaultCounters } from './data/default-counters.js';
export { defaultDeck } from './data/default-deck.js';
export { defaultClash, defaultTurnTrack } from './data/default-tables.js';
export { TERRAIN, TERRAIN_TYPES, type TerrainId, type TerrainRow } from './data/terrain.js';
export { HANDICAP_TABLE, handicapTarget, victoryLevel, type HandicapRow, type VictoryLevel } from './data/victory-tables.js';
export { stackDeck, cardDef } from './cards.js';
export { viewFor, hiddenFrom, type DobView, type ViewPhase } from './view.js';
export { determinizedState } from './view-state.js';
export type { Occupancy } from './derived.js';
export { movementRange, lineOfSight, rangedOdds, rallyOdds, type RangedOdds } from './calculators.js';
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
export * from './melee/index.js';
export { meleeCommandCodec, meleeScenarioOptionsCodec, meleeContext, withdrawalEnds, targetsOf, vectorOf, type MeleeCommand, type MeleeInProgress, type MeleeStep as MeleePhaseStep, type MeleeScenarioOptions, type MeleeOptions, type PlayedCard } from './melee-phase/index.js';
export * from './events/index.js';
export * from './design/index.js';
export * from './options/index.js';
export { panicFireCommandCodec, mayPanicFire, PANIC_FIRE_MODIFIER, type PanicFireCommand } from './melee-phase/panic-fire.js';
export { isLoneLeader } from './melee-phase/leader-combat.js';

function pending(s: DobState): Decision | null {
  const ph = s.phase;
  const c = (section: string) => cite('dawn-of-battle', section);
  switch (ph.kind) {
    case 'over':
      return null;
    case 'initiative':
      return { player: ph.toAct, kind: 'modify-die', prompt: `Modify ${ph.drawer}'s initiative draw (now ${ph.mod >= 0 ? '+' : ''}${ph.mod}) or cede.`, citation: c('5.4') };
    case 'dieMod':
      return { player: ph.toAct, kind: 'modify-die', prompt: `Modify ${ph.drawer}'s ${windowPurpose(ph.resume)} draw (now ${ph.mod >= 0 ? '+' : ''}${ph.mod}) or cede.`, citation: c('5.4') };
    case 'initiativeBid':
      return { player: ph.toAct, kind: 'bid-initiative', prompt: `${ph.leader} holds the initiative: bid an action point to take it, or cede.`, citation: c('5.1') };
    case 'panicBid':
      return ph.chooser === null
        ? { player: ph.toAct, kind: 'bid-panic-points', prompt: `Seat ${ph.toAct}: bid more panic points than ${ph.high === null ? 'nobody' : `${ph.high.points} (seat ${ph.high.seat})`}, or pass.`, citation: c('15.2') }
        : { player: ph.toAct, kind: 'choose-army', prompt: `Seat ${ph.toAct} won the bidding at ${ph.high?.points ?? 0}: choose an army.`, citation: c('15.2') };
    case 'deploy':
      return { player: ph.toAct, kind: 'deploy', prompt: deployPrompt(ph.step), citation: c(ph.step === 'adjustCampA' || ph.step === 'unitsA' ? '15.1.2' : '15.1.1') };
    case 'placeLeaders':
      return { player: ph.toAct, kind: 'place-leader', prompt: 'Place a leader face down.', citation: c('4.4') };
    case 'action':
      if (ph.chooseFirst) return { player: ph.toAct, kind: 'choose-first', prompt: 'Say who spends the first action point.', citation: c('4.5') };
      if (ph.activation !== null) return { player: ph.toAct, kind: 'activation', prompt: `Carry out the ${ph.activation.action} activation.`, citation: c('5.2') };
      return { player: ph.toAct, kind: 'activate-or-pass', prompt: 'Spend an action point or pass.', citation: c('4.5') };
    case 'melee':
      if (ph.impetuous !== undefined) return { player: ph.toAct, kind: 'melee-or-pass', prompt: 'Attack with an engaged impetuous unit.', citation: c('15.5.1.3') };
      return { player: ph.toAct, kind: 'melee-or-pass', prompt: 'Initiate a melee or pass.', citation: c('4.6') };
    case 'turnEnd':
      return { player: ph.toAct, kind: 'turn-end', prompt: 'Discard or buy events, then end the turn.', citation: c('4.7') };
    case 'eventWindow':
      if (ph.before === 'redo') return { player: ph.toAct, kind: 'event-window', prompt: 'Discard an event card to have one of these die results drawn again, or pass.', citation: c('15.3.2') };
      return { player: ph.toAct, kind: 'event-window', prompt: `Play an event before the ${ph.before} draws, or pass.`, citation: c('14.2') };
    case 'impetuous':
      return ph.step === 'restraint'
        ? { player: ph.toAct, kind: 'restraint', prompt: 'Spend action chits (−1 each) on your restraint check.', citation: c('15.5') }
        : { player: ph.toAct, kind: 'impetuous-move', prompt: 'Move an impetuous unit toward the nearest enemy.', citation: c('15.5.1.1') };
  }
}

function windowPurpose(r: Extract<DobState['phase'], { kind: 'dieMod' }>['resume']): string {
  switch (r.kind) {
    case 'fire': return r.attackMod === null ? 'ranged attack' : 'ranged defense';
    case 'rally': return 'rally';
    case 'casualty': return 'leader casualty';
    case 'randomEvent': return 'fatigue or end-of-game';
    case 'handicap': return 'handicap';
  }
}

function deployPrompt(step: Extract<DobState['phase'], { kind: 'deploy' }>['step']): string {
  switch (step) {
    case 'campB': return "Place side B's Camp 3 to 5 hexes from the map edge.";
    case 'unitsB': return "Place side B's units within 3 hexes of its Camp.";
    case 'campA': return "Place side A's Camp anywhere on the map.";
    case 'adjustCampA': return "Move side A's Camp up to 3 hexes (or keep it where it is).";
    case 'unitsA': return "Place side A's units and leaders within 3 hexes of its Camp.";
  }
}

/**
 * The result once the game is over. Under re-dos (§15.3.2) the command that ends the game may be
 * re-done: its result is declared in `state.result` but stands only when the re-do window over it
 * has closed, so until then there is no outcome.
 */
function outcome(s: DobState): Outcome | null {
  const r = s.result;
  if (r === null || s.phase.kind !== 'over') return null;
  return { winner: r.winner, level: r.level, points: r.points, reason: r.reason, citations: r.citations, reconstructedData: s.reconstructedData };
}

/**
 * The Dawn of Battle ruleset. `setup` takes a {@link Scenario} and, in `options.data`, any data
 * files to use instead of the shipped reconstructed defaults.
 */
export const dawnOfBattle: Ruleset<Scenario, DobState, DobCommand, DobEvent, DobSetupOptions> = {
  id: 'dawn-of-battle',
  edition: "designer's edition, Aug 1 2023",
  scenarioCodec,
  commandCodec,
  setup,
  apply,
  pending,
  legalCommands,
  sampleCommands,
  outcome,
};

/** Decodes and sets up in one step, for untrusted scenario JSON. */
export function setupFromJson(json: unknown, seed: string, options?: DobSetupOptions): ReturnType<typeof setup> {
  return setup(json as Scenario, options === undefined ? { seed } : { seed, options });
}

/** `true` when a state is a finished game. */
export function isOver(s: DobState): boolean {
  return s.phase.kind === 'over';
}
