/**
 * The DBx core that DBA, DBM and DBMM share: elements on a free-form table, the DBx contact
 * tolerance for `strategos/plane`, contacts (front, flank and rear edge contacts, DBM's overlaps,
 * rear support, group cohesion) through a per-state contact cache, tactical move programs for one
 * element or a group, the opposed-D6 arithmetic, and the outcome moves (recoil with push-back and
 * pass-through, flee, pursuit), the factor-row and outcome-table engines, and the profile type a
 * ruleset fills. A ruleset supplies its profile and tables and the chapters that are its own (see
 * docs/dbx.md).
 * @module
 */
export * from './bases.js';
export * from './clearance.js';
export * from './column.js';
export * from './contact.js';
export * from './contact-table.js';
export * from './dice.js';
export * from './elements.js';
export * from './factors.js';
export * from './front-screen.js';
export * from './frontage.js';
export * from './moves.js';
export * from './outcome-moves.js';
export * from './outcome-table.js';
export * from './profile.js';
export * from './scratch.js';
export * from './sweep-away.js';
export * from './movement/index.js';
export * from './bound.js';
export * from './close-combat.js';
export * from './fight.js';
export * from './odds.js';
export * from './shooting.js';
