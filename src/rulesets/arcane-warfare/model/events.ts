/**
 * Events: a tagged union on `type`, each with the rules it applied.
 * @module
 */
import type { Citation } from '../../../core/citation.js';
import type { Pose } from '../../../plane/base.js';
import type { PointXY } from './commands.js';

/** The phases of a turn (§5). */
export type TurnPhase = 'reset' | 'orders' | 'movement' | 'rally' | 'spontaneous' | 'shooting' | 'close-combat' | 'end-turn';

/** What every event carries: the rules it applied. */
export interface Cited {
  readonly citations: ReadonlyArray<Citation>;
}

/** Every event. */
export type ArcaneEvent = Cited &
  (
    | { readonly type: 'turn-began'; readonly turn: number }
    | { readonly type: 'phase-began'; readonly phase: TurnPhase }
    /** A phase whose rules are not played yet (part II): nothing happens in it. */
    | { readonly type: 'phase-not-resolved'; readonly phase: TurnPhase; readonly note: string }
    | { readonly type: 'orders-rolled'; readonly player: string; readonly co: string | null; readonly message: number; readonly mip: number }
    /** A player decided on their dice (the decision itself is told when both are in). */
    | { readonly type: 'orders-written'; readonly player: string }
    | {
        readonly type: 'orders-delivered';
        readonly player: string;
        readonly co: string;
        readonly message: number;
        readonly rolledMip: number;
        readonly mip: number;
        readonly cost: number;
        readonly shortfall: number;
        readonly swapped: boolean;
      }
    | { readonly type: 'command-activated'; readonly player: string; readonly co: string; readonly score: number }
    | { readonly type: 'held-back'; readonly player: string; readonly co: string; readonly cost: number; readonly score: number }
    | {
        readonly type: 'unit-moved';
        readonly player: string;
        readonly co: string;
        readonly unit: string;
        readonly from: Pose;
        readonly to: Pose;
        readonly distance: number;
        readonly allowance: number;
        readonly mip: number;
        readonly march: boolean;
      }
    | {
        readonly type: 'formation-moved';
        readonly player: string;
        readonly co: string;
        readonly units: ReadonlyArray<string>;
        readonly kind: 'line' | 'column';
        readonly to: Readonly<Record<string, Pose>>;
        readonly distance: number;
        readonly allowance: number;
        readonly mip: number;
        readonly march: boolean;
      }
    | { readonly type: 'activation-ended'; readonly player: string; readonly co: string; readonly movedTo: PointXY | null }
    | { readonly type: 'ranks-redressed'; readonly player: string; readonly anchor: string; readonly to: Readonly<Record<string, Pose>> }
    | { readonly type: 'reset-ended'; readonly player: string }
    /**
     * §7.8.2: `unit` turned to meet `enemy` front to front, now at `to`; `behind` a second unit placed
     * behind it (Fig. 30), `pushed` the enemy moved straight back to make room (Fig. 31).
     */
    | {
        readonly type: 'unit-conformed';
        readonly player: string;
        readonly unit: string;
        readonly enemy: string;
        readonly to: Pose;
        readonly behind: { readonly unit: string; readonly to: Pose } | null;
        readonly pushed: { readonly unit: string; readonly distance: number; readonly to: Pose } | null;
      }
    | { readonly type: 'initiative-moved'; readonly player: string; readonly units: ReadonlyArray<string>; readonly distance: number }
    | { readonly type: 'initiative-passed'; readonly player: string }
    | { readonly type: 'turn-ended'; readonly turn: number; readonly mipLost: Readonly<Record<string, number>> }
    | { readonly type: 'game-ended'; readonly reason: string }
    /** The weather is checked in the reset phase (Appendix B): `plus` adds, `minus` takes away, off the table it bounces back. */
    | { readonly type: 'weather-changed'; readonly from: number; readonly to: number; readonly plus: number; readonly minus: number; readonly weather: string }
    /** The first orders roll of the turn was a double: the weather will be checked next turn (Appendix B). */
    | { readonly type: 'weather-check-due'; readonly message: number; readonly mip: number }
    /** An unknown feature is entered and revealed (§4.2.4); `removed` lists units lost in an impassable one. */
    | { readonly type: 'unknown-revealed'; readonly feature: string; readonly die: number; readonly becomes: string; readonly removed: ReadonlyArray<string>; readonly returned: ReadonlyArray<string> }
    /** A mounted unit dismounts (§6.16). */
    | { readonly type: 'unit-dismounted'; readonly player: string; readonly unit: string; readonly from: string; readonly to: string; readonly pose: Pose }
    /** An off-board group's arrival die (§12): lost, not yet, coming next turn (its edge announced), or cancelled by the enemy's attack on the same edge (§12.2). */
    | { readonly type: 'arrival-rolled'; readonly player: string; readonly group: string; readonly dice: ReadonlyArray<number>; readonly bonus: number; readonly result: 'lost' | 'not-yet' | 'coming' | 'cancelled'; readonly edge: 'west' | 'east' | null }
    /** An off-board group comes on (§12); units that cannot are destroyed; enemy near the edge run away (§12.1). */
    | { readonly type: 'group-arrived'; readonly player: string; readonly group: string; readonly edge: 'west' | 'east'; readonly units: ReadonlyArray<string>; readonly destroyed: ReadonlyArray<string>; readonly ranAway: Readonly<Record<string, Pose>> }
    /** A unit in ambush is revealed (§4.4.1): an enemy entered its feature, or it moved. */
    | { readonly type: 'ambush-revealed'; readonly player: string; readonly unit: string; readonly feature: string; readonly pose: Pose; readonly reason: 'entered' | 'moved' }
    /** §7.2: a unit moved into close combat with `target` (its front edge against the target's `edge`). */
    | {
        readonly type: 'contact-made';
        readonly player: string;
        readonly co: string;
        readonly unit: string;
        readonly target: string;
        readonly kind: CombatKind;
        readonly from: Pose;
        readonly to: Pose;
        readonly distance: number;
        readonly allowance: number;
        readonly mip: number;
      }
    /** §7.3: one close-combat round between `unit` and `enemy` (the contactor is `unit`). */
    | {
        readonly type: 'combat-fought';
        readonly unit: string;
        readonly enemy: string;
        readonly kind: CombatKind;
        /** Modified combat factors, dice and final scores, by unit id. */
        readonly factors: Readonly<Record<string, number>>;
        readonly dice: Readonly<Record<string, number>>;
        readonly scores: Readonly<Record<string, number>>;
        /** The modifiers that made each factor and score, in words. */
        readonly modifiers: Readonly<Record<string, ReadonlyArray<string>>>;
        /** The loser, or null for a draw. */
        readonly loser: string | null;
      }
    /**
     * §8: one shooting round: `shooter` at `target`'s `edge`; `returned` when the target shot
     * back (its shot for the turn); `ignored` when the shooter lost to a target that could not
     * shoot back and ignores the result.
     */
    | {
        readonly type: 'shot-fired';
        readonly shooter: string;
        readonly target: string;
        readonly edge: 'front' | 'rear' | 'left' | 'right';
        readonly returned: boolean;
        readonly factors: Readonly<Record<string, number>>;
        readonly dice: Readonly<Record<string, number>>;
        readonly scores: Readonly<Record<string, number>>;
        readonly modifiers: Readonly<Record<string, ReadonlyArray<string>>>;
        readonly loser: string | null;
        readonly ignored: boolean;
      }
    /** §9.1: a recoil (or a push-back of a friend); `blocked` when it could not go its full distance. */
    | { readonly type: 'unit-recoiled'; readonly unit: string; readonly from: Pose; readonly to: Pose; readonly distance: number; readonly blocked: boolean; readonly pushed: ReadonlyArray<string> }
    /** §9.2: a morale test; `roll` null when no roll was needed (break value ≤ 0 or ≥ 6). */
    | { readonly type: 'morale-tested'; readonly unit: string; readonly breakValue: number; readonly roll: number | null; readonly passed: boolean; readonly terms: ReadonlyArray<string> }
    /** §9.3: a unit became shaken. */
    | { readonly type: 'unit-shaken'; readonly unit: string }
    /** §9.3, §9.4: a shaken unit fled. */
    | { readonly type: 'unit-fled'; readonly unit: string; readonly from: Pose; readonly to: Pose; readonly distance: number }
    /** §9.5: a unit is destroyed (or, for an Expendable, disabled and removed). */
    | { readonly type: 'unit-destroyed'; readonly unit: string; readonly reason: string }
    /** §9.7: a winner pursued. */
    | { readonly type: 'unit-pursued'; readonly unit: string; readonly from: Pose; readonly to: Pose; readonly distance: number }
    /** §10.2: a rally attempt. */
    | { readonly type: 'rally-attempted'; readonly player: string; readonly co: string; readonly unit: string; readonly roll: number; readonly result: 'rallied' | 'no-effect' | 'destroyed' }
    /** §5.4: a player is done rallying. */
    | { readonly type: 'rally-ended'; readonly player: string }
    /** §10.1: a command stand contacted by an enemy front edge rolls to escape. */
    | { readonly type: 'command-escape'; readonly co: string; readonly by: string; readonly roll: number; readonly escaped: boolean; readonly to: PointXY | null }
    /** §10.3: an army's break-points at the end of a turn. */
    | { readonly type: 'break-points'; readonly points: Readonly<Record<string, number>>; readonly threshold: number; readonly broken: ReadonlyArray<string> }
  );

/** The kinds of close combat (§7.1). */
export type CombatKind = 'frontal' | 'flank' | 'rear';

/** Every event type, for frontends and tests that walk the union. */
export const ARCANE_EVENT_TYPES = [
  'turn-began',
  'phase-began',
  'phase-not-resolved',
  'orders-rolled',
  'orders-written',
  'orders-delivered',
  'command-activated',
  'held-back',
  'unit-moved',
  'formation-moved',
  'activation-ended',
  'ranks-redressed',
  'reset-ended',
  'unit-conformed',
  'initiative-moved',
  'initiative-passed',
  'turn-ended',
  'game-ended',
  'weather-changed',
  'weather-check-due',
  'unknown-revealed',
  'unit-dismounted',
  'ambush-revealed',
  'arrival-rolled',
  'group-arrived',
  'contact-made',
  'combat-fought',
  'shot-fired',
  'unit-recoiled',
  'morale-tested',
  'unit-shaken',
  'unit-fled',
  'unit-destroyed',
  'unit-pursued',
  'rally-attempted',
  'rally-ended',
  'command-escape',
  'break-points',
] as const satisfies ReadonlyArray<ArcaneEvent['type']>;

/** The event of one type. */
export type ArcaneEventOf<T extends ArcaneEvent['type']> = Extract<ArcaneEvent, { type: T }>;
