/**
 * Citations of DBM 3.x. The scanned text the library reads has no numbered sections, so a
 * citation names the page of the book (`'p.12'`, as the book's own cross-references give them)
 * and its note the lines of the scanned text ("L850-860") with the mechanic in our own words.
 * @module
 */
import { cite, type Citation } from '../../../core/citation.js';

/** A citation of a page of DBM 3.x (`'p.12'`), with the lines and an explanation in `note`. */
export function rule(page: string, note?: string): Citation {
  return cite('dbm', page, note);
}

/** A citation of one of the library's rulings (docs/rulings/dbm.md). */
export function ruling(id: string, note?: string): Citation {
  return cite('dbm', `ruling ${id}`, note);
}
