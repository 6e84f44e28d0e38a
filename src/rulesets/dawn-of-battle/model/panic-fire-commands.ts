/**
 * The panic-fire decisions of §15.9 (option `panicFire`) and their codec: the attacked missile
 * unit fires or holds, an attacker disrupted by that fire presses its attack or calls it off.
 * @module
 */
import * as t from 'io-ts';
import { closed, oneOf } from '../data/codec-helpers.js';
import type { Side } from './side.js';

/** The panic-fire decisions. */
export type PanicFireCommand =
  /** §15.9: the attacked missile unit fires at its attacker (−1) before the melee, or holds. */
  | { readonly type: 'panic-fire'; readonly player: Side; readonly fire: boolean }
  /** §15.9: an attacker disrupted by panic fire presses its attack, or calls it off. */
  | { readonly type: 'press-attack'; readonly player: Side; readonly press: boolean };

/** True when a (decoded) command is a panic-fire command. */
export function isPanicFireCommand<C extends { readonly type: string }>(c: C | PanicFireCommand): c is PanicFireCommand {
  return c.type === 'panic-fire' || c.type === 'press-attack';
}

const side = oneOf(['A', 'B'] as const, '"A" | "B"');

/** Codec of a {@link PanicFireCommand}. */
export const panicFireCommandCodec: t.Type<PanicFireCommand, PanicFireCommand, unknown> = t.union([
  closed(t.type({ type: t.literal('panic-fire'), player: side, fire: t.boolean })),
  closed(t.type({ type: t.literal('press-attack'), player: side, press: t.boolean })),
]) as unknown as t.Type<PanicFireCommand, PanicFireCommand, unknown>;
