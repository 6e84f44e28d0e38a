/**
 * The codec of `setup`'s options (the contract's `optionsCodec`): closed at every level, so a
 * misspelt option is refused by name. The data files themselves stay `unknown` here: `setup`
 * decodes each with its own codec and reports a bad one as a setup error.
 * @module
 */
import * as t from 'io-ts';
import { closed, intRange } from './data/codec-helpers.js';
import type { DobSetupOptions } from './setup.js';

const cards = t.array(intRange(1, 72));

/** Codec of {@link DobSetupOptions}. */
export const optionsCodec: t.Type<DobSetupOptions, DobSetupOptions, unknown> = closed(
  t.partial({
    data: closed(t.partial({ id: t.string, counters: t.unknown, deck: t.unknown, clash: t.unknown, turnTrack: t.unknown, events: t.unknown })),
    stack: closed(t.partial({ A: cards, B: cards })),
  }),
) as unknown as t.Type<DobSetupOptions, DobSetupOptions, unknown>;
