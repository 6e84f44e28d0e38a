/**
 * The melee commands (§10.2): one for each decision of the melee cycle, each naming the `side`
 * that issues it, with their io-ts codec (a member of the ruleset's command codec).
 * @module
 */
import * as t from 'io-ts';
import { closed, intRange, oneOf } from '../data/codec-helpers.js';
import type { Hex } from './geometry.js';
import type { Side } from './side.js';

/** Every melee decision. */
export type MeleeCommand =
  /**
   * §10.2.1: `unit` attacks `target`, an enemy unit in its zone of control. `capture` pays one
   * action point per cannon in the target hex to capture them (§8.7.2.5); `second` names the
   * enemy in the other front hex for a double attack (§15.7, when the scenario allows it).
   */
  | { readonly type: 'initiate-melee'; readonly player: Side; readonly unit: string; readonly target: string; readonly capture?: boolean; readonly second?: string }
  /**
   * §15.12.2 (Code of Honor): `unit` attacks the lone enemy leaders in `targetHex`, one of its
   * front hexes holding enemy leaders and no unit. The hex is named, not the leader: a face-down
   * leader's identity is hidden from the attacker (§4.4); which leader fights is ruling DOB-R62.
   */
  | { readonly type: 'initiate-melee'; readonly player: Side; readonly unit: string; readonly targetHex: Hex }
  /** §10.2.2: the defender withdraws (to `to`, one of the farthest hexes; default the first) or stands. */
  | { readonly type: 'withdraw'; readonly player: Side; readonly withdraw: boolean; readonly to?: Hex }
  /** §8.7.2: the gunpowder defender fires before the melee, or holds its fire. */
  | { readonly type: 'melee-fire'; readonly player: Side; readonly fire: boolean }
  /** §5.5, §10.2.3.6: discard `chits` action chits (0 or more) for exertion. */
  | { readonly type: 'exert'; readonly player: Side; readonly chits: number }
  /** §10.2.4.2, §14.6: play an event card from the hand into this melee. */
  | { readonly type: 'play-melee-event'; readonly player: Side; readonly card: string }
  /** Play no (more) events into this melee. */
  | { readonly type: 'pass-melee-event'; readonly player: Side }
  /**
   * §15.6: a disciplined attacker advances into the vacated hex, or stays; after a double attack
   * that emptied both hexes, `to` names the one it advances into (§15.7; default the first).
   */
  | { readonly type: 'advance'; readonly player: Side; readonly advance: boolean; readonly to?: Hex }
  /** §10.2.7: a charging cavalry unit attacks `target` again, or stops (`null`). */
  | { readonly type: 'continue-charge'; readonly player: Side; readonly target: string | null }
  /** §10.2.7, ruling DOB-R41: the charging cavalry goes on against the lone enemy leaders in `targetHex` (ruling DOB-R62). */
  | { readonly type: 'continue-charge'; readonly player: Side; readonly targetHex: Hex };

/** The tags of the melee commands. */
export const MELEE_COMMAND_TYPES: ReadonlyArray<MeleeCommand['type']> = [
  'initiate-melee', 'withdraw', 'melee-fire', 'exert', 'play-melee-event', 'pass-melee-event', 'advance', 'continue-charge',
];

/** True when a (decoded) command is a melee command. */
export function isMeleeCommand<C extends { readonly type: string }>(c: C | MeleeCommand): c is MeleeCommand {
  return (MELEE_COMMAND_TYPES as ReadonlyArray<string>).includes(c.type);
}

const side = oneOf(['A', 'B'] as const, '"A" | "B"');
const hex = closed(t.type({ q: intRange(-99, 99), r: intRange(-99, 99) }));

/** Codec of a {@link MeleeCommand}. */
export const meleeCommandCodec: t.Type<MeleeCommand, MeleeCommand, unknown> = t.union([
  closed(t.intersection([
    t.type({ type: t.literal('initiate-melee'), player: side, unit: t.string, target: t.string }),
    t.partial({ capture: t.boolean, second: t.string }),
  ])),
  closed(t.type({ type: t.literal('initiate-melee'), player: side, unit: t.string, targetHex: hex })),
  closed(t.intersection([t.type({ type: t.literal('withdraw'), player: side, withdraw: t.boolean }), t.partial({ to: hex })])),
  closed(t.type({ type: t.literal('melee-fire'), player: side, fire: t.boolean })),
  closed(t.type({ type: t.literal('exert'), player: side, chits: intRange(0, 14) })),
  closed(t.type({ type: t.literal('play-melee-event'), player: side, card: t.string })),
  closed(t.type({ type: t.literal('pass-melee-event'), player: side })),
  closed(t.intersection([t.type({ type: t.literal('advance'), player: side, advance: t.boolean }), t.partial({ to: hex })])),
  closed(t.type({ type: t.literal('continue-charge'), player: side, target: t.union([t.string, t.null]) })),
  closed(t.type({ type: t.literal('continue-charge'), player: side, targetHex: hex })),
]) as unknown as t.Type<MeleeCommand, MeleeCommand, unknown>;
