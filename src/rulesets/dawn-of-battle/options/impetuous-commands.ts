/**
 * The commands of the impetuousness phase (§15.5): the restraint bid and the impetuous move,
 * each naming the `side` that issues it, with their io-ts codec (a member of the ruleset's
 * command codec).
 * @module
 */
import * as t from 'io-ts';
import { intRange, oneOf } from '../data/codec-helpers.js';
import type { Dir, Hex } from '../geometry.js';
import type { Side } from '../state.js';

/** The decisions of the impetuousness phase. */
export type ImpetuousCommand =
  /** §15.5: spend `chits` action chits (0 or more) for −1 each on this side's restraint check. */
  | { readonly type: 'restraint'; readonly side: Side; readonly chits: number }
  /**
   * §15.5.1.1: move `unit`, which lost restraint, to one of its legal impetuous ends (`to`,
   * `facing`); `charge` takes the end as a cavalry charge where the charge rules allow it (§15.5.1.5).
   */
  | { readonly type: 'impetuousMove'; readonly side: Side; readonly unit: string; readonly to: Hex; readonly facing: Dir; readonly charge?: boolean }
  /**
   * §15.5.1.2: a move-and-fire impetuous unit fires at `target` before its impetuous move, or
   * after it (then `target: null` declines the shot).
   */
  | { readonly type: 'impetuousFire'; readonly side: Side; readonly unit: string; readonly target: string | null };

/** The tags of the impetuousness commands. */
export const IMPETUOUS_COMMAND_TYPES: ReadonlyArray<ImpetuousCommand['type']> = ['restraint', 'impetuousMove', 'impetuousFire'];

/** True when a (decoded) command is an impetuousness command. */
export function isImpetuousCommand<C extends { readonly type: string }>(c: C | ImpetuousCommand): c is ImpetuousCommand {
  return c.type === 'restraint' || c.type === 'impetuousMove' || c.type === 'impetuousFire';
}

const side = oneOf(['A', 'B'] as const, '"A" | "B"');
const hex = t.type({ q: intRange(-99, 99), r: intRange(-99, 99) });
const dir = intRange(0, 5) as unknown as t.Type<Dir, Dir, unknown>;

/** Codec of an {@link ImpetuousCommand}. */
export const impetuousCommandCodec: t.Type<ImpetuousCommand, ImpetuousCommand, unknown> = t.union([
  t.type({ type: t.literal('restraint'), side, chits: intRange(0, 14) }),
  t.intersection([
    t.type({ type: t.literal('impetuousMove'), side, unit: t.string, to: hex, facing: dir }),
    t.partial({ charge: t.boolean }),
  ]),
  t.type({ type: t.literal('impetuousFire'), side, unit: t.string, target: t.union([t.string, t.null]) }),
]) as unknown as t.Type<ImpetuousCommand, ImpetuousCommand, unknown>;
