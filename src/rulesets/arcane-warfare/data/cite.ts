/**
 * Citations of Arcane Warfare – Field Battle 3.0 sections and of the library's own rulings.
 * @module
 */
import { cite, type Citation } from '../../../core/citation.js';

/** A citation of a section of the rules (`'6.10'`), with an optional note in our own words. */
export function rule(section: string, note?: string): Citation {
  return cite('arcane-warfare', section, note);
}

/** A citation of one of the library's rulings (docs/rulings/arcane-warfare.md). */
export function ruling(id: string, note?: string): Citation {
  return cite('arcane-warfare', `ruling ${id}`, note);
}
