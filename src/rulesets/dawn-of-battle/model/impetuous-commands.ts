/**
 * The commands of the impetuousness phase (§15.5): the restraint bid and the impetuous move,
 * each naming the `side` that issues it, with their io-ts codec (a member of the ruleset's
 * command codec).
 * @module
 */
import * as t from 'io-ts';
import { closed, intRange, oneOf } from '../data/codec-helpers.js';
import type { Dir, Hex } from './geometry.js';
import type { Side } from './side.js';

/** The decisions of the impetuousness phase. */
export type ImpetuousCommand =
  /** §15.5: spend `chits` action chits (0 or more) for −1 each on this side's restraint check. */
  | { readonly type: 'restraint'; readonly player: Side; readonly chits: number }
  /**
   * §15.5.1.1: move `unit`, which lost restraint, to one of its legal impetuous ends (`to`,
   * `facing`); `charge` takes the end as a cavalry charge where the charge rules allow it (§15.5.1.5).
   */
  | { readonly type: 'impetuous-move'; readonly player: Side; readonly unit: string; readonly to: Hex; readonly facing: Dir; readonly charge?: boolean }
  /**
   * §15.5.1.2: a move-and-fire impetuous unit fires at `target` before its impetuous move, or
   * after it (then `target: null` declines the shot).
   */
  | { readonly type: 'impetuous-fire'; readonly player: Side; readonly unit: string; readonly target: string | null };

/** The tags of the impetuousness commands. */
export const IMPETUOUS_COMMAND_TYPES: ReadonlyArray<ImpetuousCommand['type']> = ['restraint', 'impetuous-move', 'impetuous-fire'];

/** True when a (decoded) command is an impetuousness command. */
export function isImpetuousCommand<C extends { readonly type: string }>(c: C | ImpetuousCommand): c is ImpetuousCommand {
  return c.type === 'restraint' || c.type === 'impetuous-move' || c.type === 'impetuous-fire';
}

const side = oneOf(['A', 'B'] as const, '"A" | "B"');
const hex = closed(t.type({ q: intRange(-99, 99), r: intRange(-99, 99) }));
const dir = intRange(0, 5) as unknown as t.Type<Dir, Dir, unknown>;

/** Codec of an {@link ImpetuousCommand}. */
export const impetuousCommandCodec: t.Type<ImpetuousCommand, ImpetuousCommand, unknown> = t.union([
  closed(t.type({ type: t.literal('restraint'), player: side, chits: intRange(0, 14) })),
  closed(t.intersection([
    t.type({ type: t.literal('impetuous-move'), player: side, unit: t.string, to: hex, facing: dir }),
    t.partial({ charge: t.boolean }),
  ])),
  closed(t.type({ type: t.literal('impetuous-fire'), player: side, unit: t.string, target: t.union([t.string, t.null]) })),
]) as unknown as t.Type<ImpetuousCommand, ImpetuousCommand, unknown>;
