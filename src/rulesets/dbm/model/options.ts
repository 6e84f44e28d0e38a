/**
 * Options: config values from the user's own copy of the book, `strict`, and the bound limit.
 * @module
 */
import * as t from 'io-ts';
import { closed } from '../../../core/closed.js';
import { DBM_CONFIG, DBM_CONFIG_KEYS, type DbmConfig } from '../data/config.js';
import { finite, wholeIn } from './codec-helpers.js';

/** Ruleset options. */
export interface DbmOptions {
  /** Values from the user's copy of the book, replacing the library's readings (tagged `user`). */
  readonly config?: Partial<{ -readonly [K in keyof DbmConfig]: DbmConfig[K] }>;
  /** Refuse to start while any value the game reads is a low-confidence reading or missing. */
  readonly strict?: boolean;
  /** The number of bounds after which the game ends (the time limit); the scenario's otherwise. */
  readonly maxBounds?: number;
}

const configValue = (k: (typeof DBM_CONFIG_KEYS)[number]): t.Mixed => {
  const e = DBM_CONFIG[k] as { choices?: ReadonlyArray<string>; value: unknown };
  if (e.choices !== undefined) return t.keyof(Object.fromEntries(e.choices.map((c) => [c, null])) as Record<string, null>, `one of ${e.choices.join(', ')}`);
  return finite;
};

/** Codec of the options: exact. */
export const dbmOptionsCodec = closed(
  t.partial({
    config: t.partial(Object.fromEntries(DBM_CONFIG_KEYS.map((k) => [k, configValue(k)])) as Record<string, t.Mixed>, 'config'),
    strict: t.boolean,
    maxBounds: wholeIn(1, 400),
  }, 'dbm options'),
) as unknown as t.Type<DbmOptions, unknown, unknown>;
