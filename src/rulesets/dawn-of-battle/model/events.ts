/**
 * Every event Dawn of Battle reports, as a tagged union on `type` (kebab-case): a frontend narrows
 * on `type` and reads a typed payload. Each member says which section it reports and what a
 * player is told of it when the opponent caused it ({@link filterEvents}): most events are public
 * (the rules have both players see the draw, the move, the result); an event that would name a
 * face-down enemy leader has that name replaced by `null` or by "a leader".
 *
 * Unit and leader fields hold ids; `side` is the army the event is about (the acting army, the
 * drawer, or the army the unit or leader belongs to, as each member says).
 * @module
 */
import type { Citation } from '../../../core/citation.js';
import type { Provenance } from '../../../core/provenance.js';
import type { ActivationAction } from './commands.js';
import type { EventIcon, UnitType } from '../data/formats.js';
import type { EventEffect } from '../data/event-effects.js';
import type { Dir, Hex } from './geometry.js';
import type { DieDrawn, WindowBefore } from './ext-state.js';
import type { GameResult } from './state.js';
import type { Side } from './side.js';
import type { AttackVector, ElephantControlEffect, MeleeResolution, MeleeRole, MeleeStrengths, RangedBreakdown, SettledResult, UnitFate } from './results.js';

/** What every event carries: its type and the sections it applied. */
export interface Ev<T extends string> {
  readonly type: T;
  readonly citations: ReadonlyArray<Citation>;
}

// ---------------------------------------------------------------------------------------------
// Cards and draws (§2.7, §15.3)

/** A card drawn for a die result (§2.7.2); `purpose` says what for. Public; an enemy leader named in `purpose` becomes "a leader". */
export interface CardDrawnEvent extends Ev<'card-drawn'> {
  readonly side: Side; readonly purpose: string; readonly card: string; readonly die: number; readonly colour: string;
  readonly command: number; readonly icon: EventIcon | null;
}
/** `side`'s discard pile was shuffled into a new draw pile (§2.7.7, §13.5, §14.5.2). Public (no order is told). */
export interface DeckReshuffledEvent extends Ev<'deck-reshuffled'> { readonly side: Side }
/** A physical die was rolled instead of drawing a card (§15.3.1). Public; `purpose` redacted as for `card-drawn`. */
export interface DieRolledEvent extends Ev<'die-rolled'> { readonly side: Side; readonly purpose: string; readonly die: number }
/** A rolled 1 is a panic check for `side` (§15.3.1, §12.3). Public. */
export interface PanicCheckEvent extends Ev<'panic-check'> { readonly side: Side; readonly panics: boolean }
/** The draw showed an elephant icon (§15.8.3). Public; `purpose` redacted as for `card-drawn`. */
export interface ElephantIconEvent extends Ev<'elephant-icon'> { readonly side: Side; readonly purpose: string }
/** A draw was discarded and drawn again, by an event card (§14.2) or a re-do (§15.3.2). Public; `purpose` redacted as for `card-drawn`. */
export type RedrawnEvent =
  | (Ev<'redrawn'> & { readonly side: Side; readonly purpose: string; readonly discarded: number; readonly by: Side; readonly card: string })
  | (Ev<'redrawn'> & { readonly side: Side; readonly purpose: string; readonly discarded: number; readonly by: 'redo' });
/** Event cards changed a die result (§14.2). Public; `purpose` redacted as for `card-drawn`. */
export interface EventDieModifierEvent extends Ev<'event-die-modifier'> {
  readonly side: Side; readonly purpose: string; readonly die: number; readonly modifier: number; readonly events: ReadonlyArray<string>;
}
/** A re-do window opens (§15.3.2): the draws just made, `toAct` answers first. Public; purposes redacted as for `card-drawn`. */
export interface ReDoWindowEvent extends Ev<'re-do-window'> { readonly toAct: Side; readonly draws: ReadonlyArray<DieDrawn> }
/** `side` discards `discarded` to have draw number `draw` (by `drawer`) made again (§15.3.2). Public; `purpose` redacted as for `card-drawn`. */
export interface RedoEvent extends Ev<'redo'> {
  readonly side: Side; readonly discarded: string; readonly draw: number; readonly drawer: Side; readonly purpose: string;
  readonly was: number; readonly now: number | null;
}

// ---------------------------------------------------------------------------------------------
// Sequence of play, initiative and action points (§4, §5)

/** Turn `turn` begins (§4.0). Public. */
export interface TurnStartedEvent extends Ev<'turn-started'> { readonly turn: number }
/** `side` receives `received` action points: `leaders` for its leaders plus the card's `card` (§4.2). Public. */
export interface ActionPointsEvent extends Ev<'action-points'> {
  readonly side: Side; readonly leaders: number; readonly card: number; readonly pool: number; readonly received: number;
}
/** `side` loses its leadership for the turn (§12.3). Public. */
export interface LossOfLeadershipEvent extends Ev<'loss-of-leadership'> { readonly side: Side }
/** `side` places a leader face down at `hex` (§4.4). Public: the hex, never the leader. */
export interface LeaderPlacedEvent extends Ev<'leader-placed'> { readonly side: Side; readonly hex: Hex }
/** `side` bids to take the initiative (§5.1). Public. */
export interface InitiativeBidEvent extends Ev<'initiative-bid'> { readonly side: Side }
/** `side` spent a point to move `drawer`'s coming draw by `delta` (§5.4). Public. */
export interface DieModifiedEvent extends Ev<'die-modified'> { readonly side: Side; readonly delta: 1 | -1; readonly net: number; readonly drawer: Side }
/** A die-modification window opens before `drawer`'s draw for `for` (§5.4). Public. */
export interface DieWindowEvent extends Ev<'die-window'> { readonly drawer: Side; readonly for: 'fire' | 'rally' | 'handicap' | 'casualty' | 'randomEvent' }
/** `side`'s initiative draw with its modification and the holder's penalty (§4.3). Public. */
export interface InitiativeDrawEvent extends Ev<'initiative-draw'> {
  readonly side: Side; readonly die: number; readonly modification: number; readonly penalty: number; readonly result: number;
}
/** The initiative draws tied and are drawn again (§4.3). Public. */
export interface InitiativeTieEvent extends Ev<'initiative-tie'> { readonly redraw: boolean }
/** `side` wins the initiative, `why` (§4.3). Public. */
export interface InitiativeWonEvent extends Ev<'initiative-won'> { readonly side: Side; readonly why: string }
/** `holder` holds the initiative, the marker in box `box` (§4.3, §5.1). Public. */
export interface InitiativeSettledEvent extends Ev<'initiative-settled'> { readonly holder: Side; readonly box: number }
/** The action cycle begins, `initiative` holding the initiative (§4.5). Public. */
export interface ActionCycleEvent extends Ev<'action-cycle'> { readonly initiative: Side }
/** `side` spends the first action point of the cycle (§4.5). Public. */
export interface FirstActorEvent extends Ev<'first-actor'> { readonly side: Side }
/** `side`'s leader `leader` activates a formation of `units` for `action`, costing `cost` (§5.2); the leader is turned face up. Public. */
export interface FormationActivatedEvent extends Ev<'formation-activated'> {
  readonly side: Side; readonly leader: string; readonly units: ReadonlyArray<string>; readonly action: ActivationAction; readonly cost: number;
}
/** `side` activates one unit for `action` (§5.3). Public. */
export interface UnitActivatedEvent extends Ev<'unit-activated'> { readonly side: Side; readonly unit: string; readonly action: ActivationAction }
/** `side` activates the cannon in `hex` (§8.7.2.8). Public. */
export interface CannonActivatedEvent extends Ev<'cannon-activated'> {
  readonly side: Side; readonly hex: Hex; readonly action: 'move' | 'fire' | 'limber' | 'unlimber' | 'rotate'; readonly units: ReadonlyArray<string>;
}
/** `side` buys an event card, its hand now `hand` cards (§5.6). Public: the count, never the card. */
export interface EventPurchasedEvent extends Ev<'event-purchased'> { readonly side: Side; readonly hand: number }
/** `side` banks `count` chits for the handicap on turn `turn` (§5.7, §13.5). Public. */
export interface ChitsBankedEvent extends Ev<'chits-banked'> { readonly side: Side; readonly count: number; readonly turn: number; readonly pool: number }
/** `side` passes with `unspent` points left (§5.0). Public. */
export interface PassedEvent extends Ev<'passed'> { readonly side: Side; readonly unspent: number }
/** `side` has no points left and must pass (§5.0). Public. */
export interface ForcedPassEvent extends Ev<'forced-pass'> { readonly side: Side }
/** The melee cycle begins (§4.6, §10.1). Public. */
export interface MeleeCycleEvent extends Ev<'melee-cycle'> { readonly initiative: Side | null }
/** `side` initiates no more melees this turn (§4.6). Public. */
export interface MeleePassedEvent extends Ev<'melee-passed'> { readonly side: Side }
/** Turn `turn` ends (§4.7). Public. */
export interface TurnEndEvent extends Ev<'turn-end'> { readonly turn: number }

// ---------------------------------------------------------------------------------------------
// Leaders (§5.2, §6, §15.12, §15.13)

/**
 * `leader` (of `side`, face up when `revealed`) was carried beyond its range and forms no more
 * formations (§5.2, §6.3). Opponent's view of a face-down leader: `leader` → null.
 */
export interface LeaderFlippedEvent extends Ev<'leader-flipped'> { readonly leader: string | null; readonly side: Side; readonly revealed: boolean; readonly moved: number }
/** `leader` (of `side`, face up when `revealed`) passed its casualty check (§6.4). Opponent's view of a face-down leader: `leader` → null. */
export interface LeaderSurvivedEvent extends Ev<'leader-survived'> {
  readonly leader: string | null; readonly side: Side; readonly revealed: boolean; readonly die?: number; readonly modification?: number;
}
/** `leader` is wounded and returns on turn `returnTurn` (§6.4). Public (it leaves the map face up). */
export interface LeaderWoundedEvent extends Ev<'leader-wounded'> { readonly leader: string; readonly returnTurn: number }
/** `leader` of `side` is killed (§6.4, §13.3). Public. */
export interface LeaderKilledEvent extends Ev<'leader-killed'> { readonly leader: string; readonly side: Side }
/** An event card spares `leader` of `side` (face up when `revealed`) from death (§14.4, §6.4). Opponent's view of a face-down leader: `leader` → null. */
export interface LeaderSparedEvent extends Ev<'leader-spared'> {
  readonly leader: string | null; readonly side: Side; readonly revealed: boolean; readonly card: string; readonly title: string;
}
/** `leader` of `side` is turned face up, `why` (§15.12.2). Public. */
export interface LeaderRevealedEvent extends Ev<'leader-revealed'> { readonly leader: string; readonly side: Side; readonly why: string }
/** A lone leader's melee result held it in place (§15.12.2). Public (a fighting leader is face up). */
export interface LeaderHeldEvent extends Ev<'leader-held'> { readonly leader: string; readonly result: SettledResult }
/** The dummy leader `leader` of `side` is revealed and removed (§15.13). Public. */
export interface DummyRemovedEvent extends Ev<'dummy-removed'> { readonly leader: string; readonly side: Side; readonly why: string }

// ---------------------------------------------------------------------------------------------
// Movement, charges and reinforcements (§7)

/** `unit` moves (or charges) from `from` to `to`, spending `spent` movement (§7.0). Public. */
export interface UnitMovedEvent extends Ev<'unit-moved'> {
  readonly unit: string; readonly from: Hex; readonly to: Hex; readonly facing: Dir; readonly spent: number; readonly charge: boolean;
}
/** `unit` takes a Charge marker (§7.11). Public. */
export interface ChargeDeclaredEvent extends Ev<'charge-declared'> { readonly unit: string }
/** `unit`'s Charge marker is removed (§7.11.4), by an event card when `by` says so (§14.4). Public. */
export type ChargeCancelledEvent =
  | (Ev<'charge-cancelled'> & { readonly unit: string })
  | (Ev<'charge-cancelled'> & { readonly unit: string; readonly by: 'event'; readonly card: string });
/** `side` activates reinforcement group `group`: `units` may enter (§7.8). Public. */
export interface ReinforcementsActivatedEvent extends Ev<'reinforcements-activated'> { readonly side: Side; readonly group: string; readonly units: ReadonlyArray<string> }
/** `unit` enters the map at `hex` (§7.8). Public. */
export interface UnitEnteredEvent extends Ev<'unit-entered'> {
  readonly unit: string; readonly hex: Hex; readonly facing: Dir; readonly doubled: boolean; readonly disrupted: boolean; readonly movement: number;
}

// ---------------------------------------------------------------------------------------------
// Fire (§8)

/** `unit` announces its rapid-fire plan (§8.6.1). Public. */
export interface RapidFirePlanEvent extends Ev<'rapid-fire-plan'> { readonly unit: string; readonly plan: ReadonlyArray<number> }
/** A ranged attack with every factor (§8.5.2–8.5.4). Public. */
export interface RangedAttackEvent extends Ev<'ranged-attack'> { readonly breakdown: RangedBreakdown }
/** Fire before a melee (§8.7.2, §8.7.2.1). Public. */
export interface PreMeleeFireEvent extends Ev<'pre-melee-fire'> {
  readonly shots: ReadonlyArray<{ readonly firer: string; readonly target: string; readonly draws: number }>;
}
/** `unit` (cannon of `from`) is captured by `by`; `from`'s losses now `losses` (§8.7.2.5). Public. */
export interface CannonCapturedEvent extends Ev<'cannon-captured'> { readonly unit: string; readonly from: Side; readonly by: Side; readonly losses: number }

// ---------------------------------------------------------------------------------------------
// Rally, unit results and panic (§9, §12)

/** `unit` rallies automatically (`why`) or draws against its morale (§9.1–9.4); `event` when an event card rallied it (§14.4). Public. */
export type RallyEvent =
  | (Ev<'rally'> & { readonly unit: string; readonly automatic: true; readonly why: string; readonly success: true; readonly event?: true })
  | (Ev<'rally'> & {
      readonly unit: string; readonly automatic: false; readonly die: number; readonly modifiers: number; readonly morale: number;
      readonly success: boolean; readonly event?: true;
    });
/** `side` drew a panic icon (§9.5, §14.5.1); `effective` when its losses reach its panic level. Public. */
export interface PanicIconEvent extends Ev<'panic-icon'> { readonly side: Side; readonly effective?: boolean }
/** `unit` is disrupted, `reason` (§8.5, §10.2.5, …). Public. */
export interface UnitDisruptedEvent extends Ev<'unit-disrupted'> { readonly unit: string; readonly reason: string }
/** `unit` of `side` is eliminated, `reason`; `side`'s losses now `losses` (§12.1). Public. */
export interface UnitEliminatedEvent extends Ev<'unit-eliminated'> {
  readonly unit: string; readonly side: Side; readonly unitType: UnitType; readonly reason: string; readonly losses: number;
}
/** `side`'s army panics: its losses reached its panic level (§12.2, §13.1). Public. */
export interface ArmyPanicEvent extends Ev<'army-panic'> { readonly side: Side; readonly losses: number; readonly panicLevel: number }
/** A panicked unit leaves the map (§12.7). Public. */
export interface PanicExitEvent extends Ev<'panic-exit'> { readonly unit: string }
/** A panicked unit routs (§12.4.1). Public. */
export interface PanicRoutEvent extends Ev<'panic-rout'> { readonly unit: string }
/** A panicked unit cannot flee and stands (§12.4). Public. */
export interface PanicStandsEvent extends Ev<'panic-stands'> { readonly unit: string; readonly reason: string }
/** A panicked unit flees to `to`, `distance` hexes from the enemy (§12.4). Public. */
export interface PanicMoveEvent extends Ev<'panic-move'> { readonly unit: string; readonly from: Hex; readonly to: Hex; readonly facing: Dir; readonly distance: number }

// ---------------------------------------------------------------------------------------------
// Melee (§10, §11)

/** `side`'s `attacker` attacks `defender` (and `second`), from off the map at `offMap` (§10.2.1, §7.8, §15.12.2). Public. */
export interface MeleeInitiatedEvent extends Ev<'melee-initiated'> {
  readonly side: Side; readonly attacker: string; readonly defender: string; readonly second?: string; readonly offMap?: Hex; readonly capture: boolean;
}
/** A melee does not take place, `reason` (§10.2, §8.7.2.2, §15.9, §15.13). Public. */
export interface MeleeCancelledEvent extends Ev<'melee-cancelled'> { readonly attacker: string; readonly defender?: string; readonly reason: string }
/** The defender was eliminated by pre-melee fire: the attacker wins without a fight (§8.7.2.2). Public. */
export interface MeleeWonByFireEvent extends Ev<'melee-won-by-fire'> { readonly attacker: string; readonly defender: string }
/** `unit` withdraws before the melee (§10.2.2). Public. */
export interface WithdrawalEvent extends Ev<'withdrawal'> { readonly unit: string; readonly from: Hex; readonly to: Hex; readonly facing: Dir }
/** `unit` stands to receive the attack (§10.2.2). Public. */
export interface StandsEvent extends Ev<'stands'> { readonly unit: string }
/** `side` exerts `chits` for its `role` (§5.5, §10.2.3.6). Public. */
export interface ExertionEvent extends Ev<'exertion'> { readonly side: Side; readonly role: MeleeRole; readonly chits: number; readonly unspent: number }
/**
 * A melee fought, with every adjustment, the cards and each side's result (§10.2.3–10.2.5; a
 * lone leader under §15.12.2 when `loneLeader`). Public.
 */
export interface MeleeEvent extends Ev<'melee'> {
  readonly attacker: string; readonly defender: string; readonly side: Side; readonly vector: AttackVector; readonly continuance: boolean;
  readonly double: boolean; readonly exertion: { readonly attacker: number; readonly defender: number };
  readonly events: ReadonlyArray<{ readonly by: MeleeRole; readonly card: string } | { readonly by: MeleeRole; readonly title: string }>;
  readonly strengths: MeleeStrengths; readonly cards: { readonly attacker: ReadonlyArray<number>; readonly defender: ReadonlyArray<number> };
  readonly resolution: MeleeResolution; readonly loneLeader?: true;
}
/** Results held over a melee (optional rule §15.7). Public. */
export interface HeldResultsEvent extends Ev<'held-results'> { readonly unit: string; readonly results: ReadonlyArray<SettledResult>; readonly fate: UnitFate }
/** The winner advances (a unit `from` → `to`, or a lone leader to `to`) (§10.2.6, §10.2.7, §15.12.2). Public (a leader that fought is face up). */
export type AdvancedEvent =
  | (Ev<'advanced'> & { readonly unit: string; readonly from: Hex; readonly to: Hex })
  | (Ev<'advanced'> & { readonly leader: string; readonly to: Hex });
/** `unit` does not advance, `reason` (§10.2.6, §8.7.2.6, §15.6). Public. */
export interface NoAdvanceEvent extends Ev<'no-advance'> { readonly unit: string; readonly reason: string }
/**
 * `unit` continues its charge against `defender`, or against the lone enemy leader `leader` of
 * `side`, face up when `revealed` (§10.2.7). The leader's opponent's view of a face-down leader:
 * `leader` → null (an overrun leader that survives stays face down).
 */
export type ContinuanceEvent =
  | (Ev<'continuance'> & { readonly unit: string; readonly defender: string })
  | (Ev<'continuance'> & { readonly unit: string; readonly leader: string | null; readonly side: Side; readonly revealed: boolean });
/** The melee of `attacker` against `defenders` is over (§10.2.8). Public. */
export interface MeleeEndedEvent extends Ev<'melee-ended'> { readonly attacker: string; readonly defenders: ReadonlyArray<string> }
/** `unit` loots the enemy camp; the leaders with it leave the map (§11.4). Public. */
export interface LootingEvent extends Ev<'looting'> { readonly unit: string; readonly leaders: ReadonlyArray<string> }
/** A looting leader's morale check and the turn it returns (§11.4). Public (it leaves the map). */
export interface LeaderLootingEvent extends Ev<'leader-looting'> {
  readonly leader: string; readonly die: number; readonly morale: number; readonly delay: number; readonly returnTurn: number;
}

// ---------------------------------------------------------------------------------------------
// Victory (§13)

/** `side`'s handicap draw against `need` for `banked` (§13.5). Public. */
export interface HandicapDrawEvent extends Ev<'handicap-draw'> {
  readonly side: Side; readonly banked: number; readonly need: number; readonly die: number; readonly success: boolean; readonly modification?: number;
}
/** The game is over, with its result (§13). Public. */
export interface GameOverEvent extends Ev<'game-over'> { readonly result: GameResult }

// ---------------------------------------------------------------------------------------------
// Event cards (§14)

/** `side` plays event card `card` (§14.2, §14.4), or plays it in a melee for its `role` (§10.2.4.2). Public (a played card is face up). */
export type EventPlayedEvent =
  | (Ev<'event-played'> & { readonly side: Side; readonly card: string; readonly title: string; readonly effects: ReadonlyArray<EventEffect>; readonly provenance: Provenance })
  | (Ev<'event-played'> & { readonly side: Side; readonly role: MeleeRole; readonly card: string });
/** An event card changes `side`'s action points by `change` (§14.4, §4.2). Public. */
export interface EventActionPointsEvent extends Ev<'event-action-points'> { readonly side: Side; readonly change: number; readonly unspent: number }
/** An event card gives `side` `count` extra activations (§14.4, §5.0). Public. */
export interface EventExtraActionsEvent extends Ev<'event-extra-actions'> { readonly side: Side; readonly count: number; readonly unspent: number }
/** `side`'s card `card` cancels the event card `cancelled` (§14.2). Public. */
export interface EventCancelledEvent extends Ev<'event-cancelled'> { readonly side: Side; readonly cancelled: string; readonly card: string }
/** An event card's effect the players apply by hand (§14.4). Public. */
export interface EventManualEvent extends Ev<'event-manual'> { readonly side: Side; readonly card: string; readonly effect: { readonly kind: 'manual'; readonly note: string } }
/** An event window opens before `before`, `first` answering first (§14.2). Public. */
export interface EventWindowEvent extends Ev<'event-window'> { readonly before: WindowBefore; readonly first: Side }
/** The event window before `before` closes (§14.2). Public. */
export interface EventWindowClosedEvent extends Ev<'event-window-closed'> { readonly before: WindowBefore }
/** `side` discards `card` from its hand at turn end (§14.3). Public (it goes face up to the discard pile). */
export interface EventDiscardedEvent extends Ev<'event-discarded'> { readonly side: Side; readonly card: string }
/** Fatigue (§14.5.3): both sides drew it (`both`), or `side`'s fatigue draw. Public. */
export type FatigueEvent =
  | (Ev<'fatigue'> & { readonly both: true })
  | (Ev<'fatigue'> & { readonly side: Side; readonly die: number; readonly turn: number; readonly fatigued: boolean; readonly fatigue: number; readonly modification?: number });
/** End of game (§14.5.4): both sides drew it (`both`), or `side`'s draw and whether the game `ends`. Public. */
export type EndOfGameEventEvent =
  | (Ev<'end-of-game-event'> & { readonly both: true })
  | (Ev<'end-of-game-event'> & { readonly side: Side; readonly die: number; readonly value: number | null; readonly ends: boolean; readonly modification?: number });

// ---------------------------------------------------------------------------------------------
// Optional rules (§15)

/** Free deployment (§15.1): the step now open, `side` to place. Public. */
export interface DeploymentEvent extends Ev<'deployment'> { readonly step: 'campB' | 'adjustCampA'; readonly side: Side }
/** `side` deploys `unit` at `hex` (§15.1.1, §15.1.2). Public. */
export interface UnitDeployedEvent extends Ev<'unit-deployed'> { readonly side: Side; readonly unit: string; readonly hex: Hex; readonly facing: Dir }
/** `side` deploys leader `leader` at `hex` (§15.1.2). Opponent's view: `leader` → null (it is deployed face down). */
export interface LeaderDeployedEvent extends Ev<'leader-deployed'> { readonly side: Side; readonly leader: string | null; readonly hex: Hex }
/** Deployment is over (§15.1.2). Public. */
export type DeploymentCompleteEvent = Ev<'deployment-complete'>;
/** Panic bidding (§15.2): seat `seat` bids `points`. Public. */
export interface PanicBidEvent extends Ev<'panic-bid'> { readonly seat: Side; readonly points: number }
/** Seat `seat` wins the panic bidding with `points` (§15.2). Public. */
export interface PanicBiddingWonEvent extends Ev<'panic-bidding-won'> { readonly seat: Side; readonly points: number }
/** Seat `seat` takes army `army` (§15.2). Public. */
export interface ArmyChosenEvent extends Ev<'army-chosen'> {
  readonly seat: Side; readonly army: Side; readonly points: number; readonly panicLevel: number; readonly otherSeat: Side; readonly otherArmy: Side;
}
/** Barbarians charge on turn `turn` (§15.4; `forced` by failed restraint, §15.5). Public. */
export interface BarbarianChargeEvent extends Ev<'barbarian-charge'> { readonly side: Side; readonly turn: number; readonly forced?: true }
/** Impetuous armies must test restraint (§15.5). Public. */
export interface RestraintCheckEvent extends Ev<'restraint-check'> { readonly sides: ReadonlyArray<Side> }
/** `side` commits `chits` to restraint (§15.5). Public. */
export interface RestraintBidEvent extends Ev<'restraint-bid'> { readonly side: Side; readonly chits: number; readonly unspent: number }
/** `side`'s restraint draw (§15.5). Public. */
export interface RestraintEvent extends Ev<'restraint'> { readonly side: Side; readonly die: number; readonly chits: number; readonly morale: number; readonly passed: boolean }
/** An impetuous unit moves to `to`, or stays (§15.5.1.1). Public. */
export type ImpetuousMoveEvent =
  | (Ev<'impetuous-move'> & { readonly unit: string; readonly to: Hex; readonly facing: Dir; readonly charge: boolean })
  | (Ev<'impetuous-move'> & { readonly unit: string; readonly stays: true });
/** An impetuous unit fires at `target`, `after` its move (§15.5.1.2). Public. */
export interface ImpetuousFireEvent extends Ev<'impetuous-fire'> { readonly unit: string; readonly target: string; readonly after: boolean }
/** An impetuous unit is engaged (§15.5.1.3). Public. */
export interface ImpetuousEngagedEvent extends Ev<'impetuous-engaged'> { readonly unit: string; readonly moved?: false }
/** An impetuous unit fails to reach the enemy (§15.5.1.4). Public. */
export interface ImpetuousFailedEvent extends Ev<'impetuous-failed'> { readonly unit: string }
/** The engaged impetuous units must attack (§15.5.1.3). Public. */
export interface ImpetuousMeleeEvent extends Ev<'impetuous-melee'> { readonly units: ReadonlyArray<string> }
/** An elephant's control check (§15.8.3): kept, or the table's `effect`. Public. */
export type ElephantControlEvent =
  | (Ev<'elephant-control'> & { readonly unit: string; readonly die: number; readonly morale: number; readonly kept: true })
  | (Ev<'elephant-control'> & { readonly unit: string; readonly die: number; readonly morale: number; readonly kept: false; readonly table: number; readonly effect: ElephantControlEffect });
/** A stampeding elephant goes `dir` to `to`, or cannot, `why` (§15.8.3). Public. */
export type ElephantStampedeEvent =
  | (Ev<'elephant-stampede'> & { readonly unit: string; readonly die: number; readonly dir: Dir; readonly to: Hex; readonly moved: false; readonly why: string })
  | (Ev<'elephant-stampede'> & { readonly unit: string; readonly die: number; readonly dir: Dir; readonly from: Hex; readonly to: Hex; readonly moved: true });
/** A stampeding elephant attacks `defender`, `controller` drawing for it (§15.8.3, §10.0). Public. */
export interface ElephantAttackEvent extends Ev<'elephant-attack'> { readonly unit: string; readonly defender: string; readonly controller: Side }
/** Panic fire at a charging attacker (§15.9). Public. */
export interface PanicFireEvent extends Ev<'panic-fire'> { readonly firer: string; readonly target: string; readonly draws: number; readonly modifier: number }
/** Taking heads (§15.11): `side` scores `points` for `unit`, `why`; its total `total`. Public. */
export interface HeadsEvent extends Ev<'heads'> { readonly side: Side; readonly points: number; readonly why: string; readonly unit: string; readonly total: number }

/** Anything Dawn of Battle reports: narrow on `type`. */
export type DobEvent =
  | CardDrawnEvent | DeckReshuffledEvent | DieRolledEvent | PanicCheckEvent | ElephantIconEvent | RedrawnEvent | EventDieModifierEvent
  | ReDoWindowEvent | RedoEvent
  | TurnStartedEvent | ActionPointsEvent | LossOfLeadershipEvent | LeaderPlacedEvent | InitiativeBidEvent | DieModifiedEvent | DieWindowEvent
  | InitiativeDrawEvent | InitiativeTieEvent | InitiativeWonEvent | InitiativeSettledEvent | ActionCycleEvent | FirstActorEvent
  | FormationActivatedEvent | UnitActivatedEvent | CannonActivatedEvent | EventPurchasedEvent | ChitsBankedEvent | PassedEvent | ForcedPassEvent
  | MeleeCycleEvent | MeleePassedEvent | TurnEndEvent
  | LeaderFlippedEvent | LeaderSurvivedEvent | LeaderWoundedEvent | LeaderKilledEvent | LeaderSparedEvent | LeaderRevealedEvent | LeaderHeldEvent
  | DummyRemovedEvent
  | UnitMovedEvent | ChargeDeclaredEvent | ChargeCancelledEvent | ReinforcementsActivatedEvent | UnitEnteredEvent
  | RapidFirePlanEvent | RangedAttackEvent | PreMeleeFireEvent | CannonCapturedEvent
  | RallyEvent | PanicIconEvent | UnitDisruptedEvent | UnitEliminatedEvent | ArmyPanicEvent | PanicExitEvent | PanicRoutEvent | PanicStandsEvent
  | PanicMoveEvent
  | MeleeInitiatedEvent | MeleeCancelledEvent | MeleeWonByFireEvent | WithdrawalEvent | StandsEvent | ExertionEvent | MeleeEvent | HeldResultsEvent
  | AdvancedEvent | NoAdvanceEvent | ContinuanceEvent | MeleeEndedEvent | LootingEvent | LeaderLootingEvent
  | HandicapDrawEvent | GameOverEvent
  | EventPlayedEvent | EventActionPointsEvent | EventExtraActionsEvent | EventCancelledEvent | EventManualEvent | EventWindowEvent
  | EventWindowClosedEvent | EventDiscardedEvent | FatigueEvent | EndOfGameEventEvent
  | DeploymentEvent | UnitDeployedEvent | LeaderDeployedEvent | DeploymentCompleteEvent | PanicBidEvent | PanicBiddingWonEvent | ArmyChosenEvent
  | BarbarianChargeEvent | RestraintCheckEvent | RestraintBidEvent | RestraintEvent | ImpetuousMoveEvent | ImpetuousFireEvent | ImpetuousEngagedEvent
  | ImpetuousFailedEvent | ImpetuousMeleeEvent | ElephantControlEvent | ElephantStampedeEvent | ElephantAttackEvent | PanicFireEvent | HeadsEvent;

/** The `type` of every Dawn of Battle event. */
export type DobEventType = DobEvent['type'];

/** The event of type `K`. */
export type DobEventOf<K extends DobEventType> = Extract<DobEvent, { readonly type: K }>;

/** The fields of an event of type `K` other than `type` and `citations` (what `emit` is given). */
export type DobEventPayload<K extends DobEventType> = DobEventOf<K> extends infer E ? (E extends unknown ? Omit<E, 'type' | 'citations'> : never) : never;

/** Every event type, at run time (a compile-time check below keeps it equal to the union). */
export const DOB_EVENT_TYPES = [
  'card-drawn', 'deck-reshuffled', 'die-rolled', 'panic-check', 'elephant-icon', 'redrawn', 'event-die-modifier', 're-do-window', 'redo',
  'turn-started', 'action-points', 'loss-of-leadership', 'leader-placed', 'initiative-bid', 'die-modified', 'die-window', 'initiative-draw',
  'initiative-tie', 'initiative-won', 'initiative-settled', 'action-cycle', 'first-actor', 'formation-activated', 'unit-activated',
  'cannon-activated', 'event-purchased', 'chits-banked', 'passed', 'forced-pass', 'melee-cycle', 'melee-passed', 'turn-end',
  'leader-flipped', 'leader-survived', 'leader-wounded', 'leader-killed', 'leader-spared', 'leader-revealed', 'leader-held', 'dummy-removed',
  'unit-moved', 'charge-declared', 'charge-cancelled', 'reinforcements-activated', 'unit-entered',
  'rapid-fire-plan', 'ranged-attack', 'pre-melee-fire', 'cannon-captured',
  'rally', 'panic-icon', 'unit-disrupted', 'unit-eliminated', 'army-panic', 'panic-exit', 'panic-rout', 'panic-stands', 'panic-move',
  'melee-initiated', 'melee-cancelled', 'melee-won-by-fire', 'withdrawal', 'stands', 'exertion', 'melee', 'held-results', 'advanced',
  'no-advance', 'continuance', 'melee-ended', 'looting', 'leader-looting',
  'handicap-draw', 'game-over',
  'event-played', 'event-action-points', 'event-extra-actions', 'event-cancelled', 'event-manual', 'event-window', 'event-window-closed',
  'event-discarded', 'fatigue', 'end-of-game-event',
  'deployment', 'unit-deployed', 'leader-deployed', 'deployment-complete', 'panic-bid', 'panic-bidding-won', 'army-chosen',
  'barbarian-charge', 'restraint-check', 'restraint-bid', 'restraint', 'impetuous-move', 'impetuous-fire', 'impetuous-engaged',
  'impetuous-failed', 'impetuous-melee', 'elephant-control', 'elephant-stampede', 'elephant-attack', 'panic-fire', 'heads',
] as const satisfies ReadonlyArray<DobEventType>;

// The list names every type of the union (and, by `satisfies` above, nothing else).
type Missing = Exclude<DobEventType, (typeof DOB_EVENT_TYPES)[number]>;
const everyTypeListed: [Missing] extends [never] ? true : Missing = true;
void everyTypeListed;
