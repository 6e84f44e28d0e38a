/**
 * `strategos/dbx`: the DBx core shared by DBA, DBM and DBMM (elements, contacts, move programs,
 * the opposed-D6 arithmetic, outcome moves), on `strategos/plane`'s geometry.
 * @module dbx
 */
export * from '../rulesets/dbx/index.js';
