/**
 * The public surface of events in play (§14.2) and the supplementary rules (§15.3–15.13).
 * @module
 */
export * from '../../model/supplementary.js';
export type { ActiveEffect, DieDrawn, ExtState, RedoTracking, WindowBefore } from '../../model/ext-state.js';
export { redoCards, redoCommands } from './redo.js';
export { DISMOUNT_TABLE, dummyLeaderId, isDummyLeader, type DismountRow } from './setup-options.js';
export { barbarianMultiplier, isImpetuous, mayDeclareBarbarianCharge } from './melee-options.js';
export { HONOR_SHIFT, honorAllows } from './leaders.js';
export { takingHeadsItems } from './taking-heads.js';
export { cardPlayable, eventOf, playContext, waitingEffects, WINDOW_DRAWS, type PlayContext } from '../14-events/event-play.js';
export { drawKindOf } from '../02-components/draw-hooks.js';
export { compassDirection } from './elephants.js';
export { hasImpetuousUnits, hasLostRestraint, impetuousEnds, missileDefenseOf, type ImpetuousPhase } from './impetuous.js';
export { impetuousCommandCodec, type ImpetuousCommand } from '../../model/impetuous-commands.js';
