/**
 * Lining up a group that moves into contact (A:21) is the family's (dbx/movement/line-up.ts, run
 * by the move driver); DBA records the contacts it makes in its bound's record.
 * @module
 */
export { recordContacts, type LineUp } from '../dbx/movement/index.js';
