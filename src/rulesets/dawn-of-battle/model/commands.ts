/**
 * Commands: a tagged union on `type`, each naming the `side` that issues it, with an io-ts codec
 * for commands arriving as untrusted JSON.
 * @module
 */
import * as t from 'io-ts';
import { boundedArray } from '../../../core/limits.js';
import { closed, intRange, oneOf } from '../data/codec-helpers.js';
import type { Dir, Hex } from './geometry.js';
import type { Side } from './side.js';
import { meleeCommandCodec, type MeleeCommand } from './melee-commands.js';
import { impetuousCommandCodec, type ImpetuousCommand } from './impetuous-commands.js';
import { panicFireCommandCodec, type PanicFireCommand } from './panic-fire-commands.js';

/**
 * One step of a move (§7): enter a front hex (optionally taking the free one-vertex turn toward
 * it, §7.3), rotate to any vertex (§7.4) or sidestep into a flank hex (§7.12).
 */
export type MoveStep =
  | { readonly type: 'enter'; readonly dir: Dir; readonly freeTurn: boolean }
  | { readonly type: 'rotate'; readonly facing: Dir }
  | { readonly type: 'sidestep'; readonly dir: Dir };

/** What an activated unit or formation does (§5.2). */
export type ActivationAction = 'move' | 'fire' | 'moveAndFire' | 'fireAndMove' | 'rally';

/** Every command. */
export type DobCommand =
  /** §5.4: spend 1 AP to move the pending die result by ±1 (net at most ±1). */
  | { readonly type: 'modify-die'; readonly player: Side; readonly delta: 1 | -1 }
  /** §5.4: cede the modification window. */
  | { readonly type: 'decline-die-mod'; readonly player: Side }
  /** §5.1: spend 1 AP to take the initiative. */
  | { readonly type: 'bid-initiative'; readonly player: Side }
  /** §5.1: let the other player keep the initiative. */
  | { readonly type: 'decline-bid'; readonly player: Side }
  /** §4.4: put a leader on the map, face down. */
  | { readonly type: 'place-leader'; readonly player: Side; readonly leader: string; readonly hex: Hex }
  /** §4.5: the initiative player says who spends the first action point. */
  | { readonly type: 'choose-first'; readonly player: Side; readonly first: Side }
  /** §5.2: 1 AP activates a formation around a leader (rally: `rallyModifier` buys §9.4's −1 for 1 more AP). */
  | {
      readonly type: 'activate-formation';
      readonly player: Side;
      readonly leader: string;
      readonly units: ReadonlyArray<string>;
      readonly action: ActivationAction;
      readonly rallyModifier?: boolean;
    }
  /** §5.3: 1 AP activates one unit. */
  | { readonly type: 'activate-unit'; readonly player: Side; readonly unit: string; readonly action: ActivationAction }
  /** §7: move the acting unit along `path`; `selfDisrupt` flips it first (§7.2); `charge` declares a charge (§7.11). */
  | {
      readonly type: 'move';
      readonly player: Side;
      readonly unit: string;
      readonly path: ReadonlyArray<MoveStep>;
      readonly selfDisrupt?: boolean;
      readonly charge?: boolean;
    }
  /** §8.5: ranged attack by `lead` with supporters; `plan` predesignates rapid-fire attacks (§8.6). */
  | {
      readonly type: 'fire';
      readonly player: Side;
      readonly lead: string;
      readonly supporters: ReadonlyArray<string>;
      readonly target: string;
      readonly plan?: ReadonlyArray<number>;
    }
  /**
   * §8.7.2.8–9: 1 AP activates the cannon in a hex (both, if two): limber, unlimber facing
   * `facing`, rotate in place to `facing`, move (limbering first if needed), or fire.
   */
  | {
      readonly type: 'activate-cannon';
      readonly player: Side;
      readonly hex: Hex;
      readonly action: 'limber' | 'unlimber' | 'rotate' | 'move' | 'fire';
      readonly facing?: Dir;
    }
  /** §7.8: 1 AP activates a reinforcement group whose turn has come, as one formation. */
  | { readonly type: 'activate-reinforcements'; readonly player: Side; readonly group: string }
  /**
   * §7.8: a unit of the activated group enters through `hex` facing `facing`, paying the hex's
   * cost, then moves along `path`. `doubled` doubles its movement (it may then not end next to
   * an enemy unit); `disrupted` enters on its disrupted side.
   */
  | {
      readonly type: 'enter-map';
      readonly player: Side;
      readonly unit: string;
      readonly hex: Hex;
      readonly facing: Dir;
      readonly path: ReadonlyArray<MoveStep>;
      readonly doubled?: boolean;
      readonly disrupted?: boolean;
    }
  /** The acting unit forgoes the rest of its action (the other half of move-and-fire, spare rapid-fire attacks). */
  | { readonly type: 'end-unit'; readonly player: Side }
  /** End the activation; units that have not acted stay unmarked (§5.2 note 1). */
  | { readonly type: 'end-activation'; readonly player: Side }
  /** §5.6, §14.3: 1 AP buys an event card, within the hand size. */
  | { readonly type: 'purchase-event'; readonly player: Side }
  /** §5.7, §13.5: bank `count` unspent chits on the current turn box, as one action. */
  | { readonly type: 'bank-chits'; readonly player: Side; readonly count: number }
  /** §5.0: pass; no more actions this turn. */
  | { readonly type: 'pass'; readonly player: Side }
  /** §4.6, §10.2: pass in the melee cycle (melee itself is the next issue). */
  | { readonly type: 'pass-melee'; readonly player: Side }
  /** §4.7, §14.3: discard an event card at turn end. */
  | { readonly type: 'discard-event'; readonly player: Side; readonly card: string }
  /** §4.7: done with the turn-end discards and purchases. */
  | { readonly type: 'end-turn-end'; readonly player: Side }
  /**
   * §14.2: play an event card from the hand (free; in an event window, or when it is your
   * decision). `units` names the units a rally event rallies, `target` the unit a cancel-charge
   * event aims at.
   */
  | { readonly type: 'play-event'; readonly player: Side; readonly card: string; readonly units?: ReadonlyArray<string>; readonly target?: string }
  /** §14.2: pass in an event window. */
  | { readonly type: 'pass-event'; readonly player: Side }
  /**
   * §15.3.2: in a re-do window, discard an event card to have die result number `draw` (0-based,
   * in the order the window lists them) drawn again by the player who drew it.
   */
  | { readonly type: 'redo'; readonly player: Side; readonly card: string; readonly draw: number }
  /** §15.4: a barbarian side takes this turn for its charge (free). */
  | { readonly type: 'barbarian-charge'; readonly player: Side }
  /** §15.2: the seat `side` bids `points` panic points for the choice of army (more than the standing bid). */
  | { readonly type: 'bid-panic-points'; readonly player: Side; readonly points: number }
  /** §15.2: the seat `side` stops bidding; the other seat's standing bid wins. */
  | { readonly type: 'pass-panic-bid'; readonly player: Side }
  /** §15.2: the winning seat takes `army`, whose panic level drops by the bid. */
  | { readonly type: 'choose-army'; readonly player: Side; readonly army: Side }
  /** §15.1: place a unit (a Camp, or a combat unit near its Camp) at `hex` facing `facing`. */
  | { readonly type: 'deploy-unit'; readonly player: Side; readonly unit: string; readonly hex: Hex; readonly facing: Dir }
  /** §15.1.2: side A places a leader within three hexes of its Camp. */
  | { readonly type: 'deploy-leader'; readonly player: Side; readonly leader: string; readonly hex: Hex }
  /** §10.2: the decisions of a melee (model/melee-commands.ts). */
  | MeleeCommand
  /** §15.5: the restraint bid and the impetuous move (model/impetuous-commands.ts). */
  | ImpetuousCommand
  /** §15.9: panic fire and pressing the attack after it (model/panic-fire-commands.ts). */
  | PanicFireCommand;

const side = oneOf(['A', 'B'] as const, '"A" | "B"');
const dir = intRange(0, 5) as unknown as t.Type<Dir, Dir, unknown>;
const hex = closed(t.type({ q: intRange(-99, 99), r: intRange(-99, 99) }));
const action = oneOf(['move', 'fire', 'moveAndFire', 'fireAndMove', 'rally'] as const, 'activation action');

/** Codec of a {@link MoveStep}. */
export const moveStepCodec = t.union([
  closed(t.type({ type: t.literal('enter'), dir, freeTurn: t.boolean })),
  closed(t.type({ type: t.literal('rotate'), facing: dir })),
  closed(t.type({ type: t.literal('sidestep'), dir })),
]);

/** Codec of a {@link DobCommand}: untrusted JSON in, typed command out. */
export const commandCodec: t.Type<DobCommand, DobCommand, unknown> = t.union([
  closed(t.type({ type: t.literal('modify-die'), player: side, delta: t.union([t.literal(1), t.literal(-1)]) })),
  closed(t.type({ type: t.literal('decline-die-mod'), player: side })),
  closed(t.type({ type: t.literal('bid-initiative'), player: side })),
  closed(t.type({ type: t.literal('decline-bid'), player: side })),
  closed(t.type({ type: t.literal('place-leader'), player: side, leader: t.string, hex })),
  closed(t.type({ type: t.literal('choose-first'), player: side, first: side })),
  closed(t.intersection([
    t.type({ type: t.literal('activate-formation'), player: side, leader: t.string, units: boundedArray(t.string, 64, 'units'), action }),
    t.partial({ rallyModifier: t.boolean }),
  ])),
  closed(t.type({ type: t.literal('activate-unit'), player: side, unit: t.string, action })),
  closed(t.intersection([
    t.type({ type: t.literal('move'), player: side, unit: t.string, path: boundedArray(moveStepCodec, 256, 'steps') }),
    t.partial({ selfDisrupt: t.boolean, charge: t.boolean }),
  ])),
  closed(t.intersection([
    t.type({ type: t.literal('fire'), player: side, lead: t.string, supporters: boundedArray(t.string, 16, 'supporters'), target: t.string }),
    t.partial({ plan: boundedArray(intRange(1, 3), 16, 'draws') }),
  ])),
  closed(t.intersection([
    t.type({ type: t.literal('activate-cannon'), player: side, hex, action: oneOf(['limber', 'unlimber', 'rotate', 'move', 'fire'] as const, 'cannon action') }),
    t.partial({ facing: dir }),
  ])),
  closed(t.type({ type: t.literal('activate-reinforcements'), player: side, group: t.string })),
  closed(t.intersection([
    t.type({ type: t.literal('enter-map'), player: side, unit: t.string, hex, facing: dir, path: boundedArray(moveStepCodec, 256, 'steps') }),
    t.partial({ doubled: t.boolean, disrupted: t.boolean }),
  ])),
  closed(t.type({ type: t.literal('end-unit'), player: side })),
  closed(t.type({ type: t.literal('end-activation'), player: side })),
  closed(t.type({ type: t.literal('purchase-event'), player: side })),
  closed(t.type({ type: t.literal('bank-chits'), player: side, count: intRange(1, 14) })),
  closed(t.type({ type: t.literal('pass'), player: side })),
  closed(t.type({ type: t.literal('pass-melee'), player: side })),
  closed(t.type({ type: t.literal('discard-event'), player: side, card: t.string })),
  closed(t.type({ type: t.literal('end-turn-end'), player: side })),
  closed(t.intersection([
    t.type({ type: t.literal('play-event'), player: side, card: t.string }),
    t.partial({ units: boundedArray(t.string, 64, 'units'), target: t.string }),
  ])),
  closed(t.type({ type: t.literal('pass-event'), player: side })),
  closed(t.type({ type: t.literal('redo'), player: side, card: t.string, draw: intRange(0, 999) })),
  closed(t.type({ type: t.literal('barbarian-charge'), player: side })),
  closed(t.type({ type: t.literal('bid-panic-points'), player: side, points: intRange(0, 98) })),
  closed(t.type({ type: t.literal('pass-panic-bid'), player: side })),
  closed(t.type({ type: t.literal('choose-army'), player: side, army: side })),
  closed(t.type({ type: t.literal('deploy-unit'), player: side, unit: t.string, hex, facing: dir })),
  closed(t.type({ type: t.literal('deploy-leader'), player: side, leader: t.string, hex })),
  meleeCommandCodec,
  impetuousCommandCodec,
  panicFireCommandCodec,
]) as unknown as t.Type<DobCommand, DobCommand, unknown>;
