/**
 * The library's names for the paragraphs of the DBA 1.2 amendment sheet (seed 002), used in
 * citations and `@rule dba <section>` tags, with the transcription lines they cover.
 * @module
 */

/** Section ids and the lines of the sheet (A:n) they cover. */
export const DBA_SECTIONS = {
  deployment: 'A:3-5',
  'sequence-of-play': 'A:7-15',
  'tactical-moves': 'A:17-27',
  'group-moves': 'A:21',
  'front-crossing': 'A:25',
  'move-distances': 'A:29-43',
  'second-moves': 'A:45-55',
  'river-crossing': 'A:57-63',
  interpenetration: 'A:65-67',
  'distant-shooting': 'A:69-75',
  'close-combat': 'A:77-81',
  'support-factors': 'A:83-85',
  'tactical-factors': 'A:87-99',
  'combat-outcome': 'A:101-130',
  recoil: 'A:132-138',
  winning: 'A:140-142',
  'clarification-1': 'A:146-148',
  'clarification-2': 'A:150-152',
} as const;

/** A section id of the DBA 1.2 sheet. */
export type DbaSection = keyof typeof DBA_SECTIONS;
