/**
 * Arcane Warfare – Field Battle 3.0 on `strategos/plane`: the army, the field, orders, movement,
 * close combat, its outcomes, rally and victory (shooting not yet). See docs/arcane-warfare.md.
 * @module
 */
export { arcaneWarfare, checkArcane } from './ruleset.js';
export { exampleScenario, starterScenario } from './example.js';
export { armyCost, armyProblems, type ArmyCost } from './rules/02-army/army-cost.js';
export { scoutFactor, scoutingRoll, type ScoutingResult, type ScoutingScore } from './rules/04-setup/scouting.js';
export {
  rollTerrain,
  featureOf,
  edgeModifier,
  placementProblems,
  sectorRect,
  unknownBecomes,
  type Sector,
  type SectorKey,
  type SectorRoll,
  type TerrainChoices,
  type TerrainRolls,
  type UnknownBecomes,
} from './rules/04-setup/terrain.js';
export { initialWeather, changedWeather, weatherOf } from './rules/04-setup/weather.js';
export { roadRate, wholeImpulseOnRoad } from './rules/06-movement/roads.js';
export { dismountedBase, whyNotDismount } from './rules/06-movement/dismount.js';
export * from './data/terrain-tables.js';
export * from './data/weather.js';
export * from './data/roads.js';
export { deliveryCost, deliveredMip, type DeliveryCost } from './rules/05-sequence/orders.js';
export { activationCandidates } from './rules/05-sequence/activation.js';
export { classifyMove, commandPenalty, type MoveClass, type MipBill } from './rules/06-movement/mip.js';
export { formationOf, type Formation } from './rules/06-movement/formation.js';
export { mayPass } from './rules/06-movement/interpenetration.js';
export { NOT_RESOLVED } from './rules/05-sequence/turn.js';
export * from './data/units.js';
export * from './data/game-sizes.js';
export * from './data/movement.js';
export * from './data/combat.js';
export { combatsOf, combatKind, type Combat } from './rules/07-close-combat/contacts.js';
export { breakPoints, strategicBreakPoints, verdict, type Verdict } from './rules/10-command-victory/victory.js';
export { arcaneDataIdentity, DEFAULT_DATA_ID } from './data/identity.js';
export * from './model/options.js';
export * from './model/scenario.js';
export * from './model/state.js';
export * from './model/commands.js';
export * from './model/events.js';
export * from './model/violations.js';
export { arcaneStateCodec } from './codecs/state.js';
export type { ArcaneView, ArcaneViewPhase } from './view.js';
export { arcaneKit } from './kit/index.js';
