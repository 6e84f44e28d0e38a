import type { RulesetId } from './citation.js';

/**
 * Where a table row or data value comes from. Every row of every rules table carries one, so
 * nothing the library reconstructed is ever presented as the publisher's.
 *
 * - `stated`: printed in the seed rule book at `section`.
 * - `public`: a public source outside the seed (e.g. the DBA 1.x facts file), named in `source`.
 * - `proxy`: borrowed from a sibling rule system (e.g. DBM standing in for an unchanged DBA 1.1
 *   paragraph) at `section` of `ruleset`.
 * - `inferred`: worked out from the rules where they are silent or garbled; `reason` says how.
 * - `reconstructed`: a stand-in for data the book does not print (card faces, counter values);
 *   plausible, documented, and not the publisher's.
 * - `user`: supplied by the user through a validated data file.
 */
export type Provenance =
  | { readonly kind: 'stated'; readonly ruleset: RulesetId; readonly section: string }
  | { readonly kind: 'public'; readonly source: string }
  | { readonly kind: 'proxy'; readonly ruleset: RulesetId; readonly section: string; readonly reason: string }
  | { readonly kind: 'inferred'; readonly reason: string }
  | { readonly kind: 'reconstructed'; readonly reason: string }
  | { readonly kind: 'user'; readonly file: string };

/** `stated` provenance: printed in the rule book at `section`. */
export const stated = (ruleset: RulesetId, section: string): Provenance => ({ kind: 'stated', ruleset, section });
/** `inferred` provenance with the reasoning. */
export const inferred = (reason: string): Provenance => ({ kind: 'inferred', reason });
/** `reconstructed` provenance: a labelled stand-in for data the book does not print. */
export const reconstructed = (reason: string): Provenance => ({ kind: 'reconstructed', reason });

/** True when a value is the publisher's (or the user's), false when the library made it up. */
export function isAuthoritative(p: Provenance): boolean {
  return p.kind === 'stated' || p.kind === 'public' || p.kind === 'user';
}
