/**
 * How DBM's factor tables are written: rows of the DBx factor engine (dbx/factors.ts), each with
 * the page and lines it cites and the source of its value, so every term of a combat total says
 * where its number comes from and whether the number is the publisher's.
 * @module
 */
import type { FactorRow } from '../../dbx/factors.js';
import type { DbmFightFacts } from '../model/fight.js';
import { isPublished, type DbmSource } from './sources.js';

/** A DBM factor row: the DBx row plus its source. */
export interface DbmFactorRow extends FactorRow<DbmFightFacts, null> {
  readonly source: DbmSource;
  /** `publisher` when the value is printed legibly, else `reconstructed` (the library's reading). */
  readonly label: 'publisher' | 'reconstructed';
}

/** A row citing `page` at `source.lines`, giving `value` whenever `when` names a reason. */
export function factorRow(id: string, page: string, source: DbmSource, when: (f: DbmFightFacts) => null | string | ReadonlyArray<string>, value: number | ((f: DbmFightFacts) => number)): DbmFactorRow {
  return {
    id,
    section: `${page} ${source.lines}`,
    source,
    label: isPublished(source.kind) ? 'publisher' : 'reconstructed',
    provenance: () => source.kind,
    when: (f) => when(f),
    value: typeof value === 'number' ? () => value : (f) => value(f),
  };
}

/** The core provenance kind a term's `source` names, from a DBM source kind. */
export function termSource(kind: string): string {
  switch (kind) {
    case 'text':
      return 'stated';
    case 'user':
      return 'user';
    case 'corroborated':
      return 'public';
    case 'proposal':
      return 'inferred';
    default:
      return 'reconstructed';
  }
}
