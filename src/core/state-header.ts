/**
 * What every saved state says about itself: the format version it was written in and the data
 * set it was set up with, so a saved game means the same thing next year or is refused plainly.
 * @module
 */
import * as t from 'io-ts';
import type { RulesetId } from './citation.js';
import { stateHash } from './hash.js';

/** The identity of a game's data (cards, counters, tables): a name and the hash of the content. */
export interface DataIdentity {
  /** `'defaults'` for the library's shipped data of this state version, or the user's name for their files. */
  readonly id: string;
  /** {@link stateHash} of the data itself, so two files of one name are told apart. */
  readonly hash: string;
}

/** The fields every ruleset's state carries next to its own. */
export interface StateHeader {
  /** The ruleset's state format version (its `stateVersion`). */
  readonly version: number;
  readonly data: DataIdentity;
}

/** The identity of `content` under the name `id`. */
export function dataIdentity(id: string, content: unknown): DataIdentity {
  return { id, hash: stateHash(content) };
}

/** Codec of a {@link DataIdentity}. */
export const dataIdentityCodec = t.exact(t.type({ id: t.string, hash: t.string }), 'data identity');

/**
 * Codec of a state's `version` field: accepts `version` only, and refuses any other with a
 * message naming both, e.g. a game saved in format 1 opened by a library that reads format 2.
 */
export function stateVersionCodec(ruleset: RulesetId, version: number): t.Type<number, number, unknown> {
  return new t.Type<number, number, unknown>(
    `${ruleset} state format ${version}`,
    (u): u is number => u === version,
    (u, c) =>
      u === version
        ? t.success(version)
        : t.failure(
            u,
            c,
            typeof u === 'number'
              ? `a ${ruleset} state of format ${version} (this file was saved in format ${u}, which this version of strategos does not read)`
              : `a ${ruleset} state format version (${version})`,
          ),
    (n) => n,
  );
}
