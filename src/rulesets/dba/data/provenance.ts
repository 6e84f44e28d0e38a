/**
 * Provenance helpers for DBA 1.2 tables. The amendment sheet (seed 002) has no numbered
 * sections, so its paragraphs are named by the library's section ids (see `sections.ts`) and
 * the transcription's line number (`A:n`). Public facts about the unchanged DBA 1.x paragraphs
 * name their original public source (a magazine article, a DBA Online page) and the edition it
 * describes.
 * @module
 */
import type { Provenance } from '../../../core/provenance.js';

/** A table value and where it comes from. */
export interface Row<T> {
  readonly value: T;
  readonly provenance: Provenance;
}

/** Printed on the DBA 1.2 amendment sheet: section id and line of the transcription. */
export function sheet(section: string, line: number): Provenance {
  return { kind: 'stated', ruleset: 'dba', section: `${section} (A:${line})` };
}

/** A public source about DBA 1.x (the facts file names it); `version` says which edition it describes. */
export function pub(source: string, version: string): Provenance {
  return { kind: 'public', source: `${source} [DBA ${version}]` };
}

/** Borrowed from DBM 3.x (seed 001, line `M:n`) for a paragraph the sheet leaves unchanged. */
export function dbm(line: string, reason: string): Provenance {
  return { kind: 'proxy', ruleset: 'dbm', section: `M:${line}`, reason };
}

/** Borrowed from a later DBA edition (2.x), which the facts file prefers over DBM for numbers. */
export function dba2(source: string, reason: string): Provenance {
  return { kind: 'proxy', ruleset: 'dba', section: `DBA 2.x: ${source}`, reason };
}

/** Worked out by the library where every source is silent. */
export function guess(reason: string): Provenance {
  return { kind: 'inferred', reason };
}
