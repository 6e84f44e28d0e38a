/**
 * PIPs and command (sequence step 1, NO CHANGE on the sheet): one die per bound; one PIP per
 * element or group moved; one more for elephants or beyond command range. From the public 1.x
 * sources (the 1.0 introduction and DBA Online's notes on 1.22).
 * @module
 */
import { guess, pub, type Row } from './provenance.js';

/** PIP dice per side per bound. */
export const PIP_DICE: Row<number> = { value: 1, provenance: pub('Cour57: the moving player throws one die; the score is the number of elements or groups that may move', '1.0') };

/** PIP cost of moving one element or one group. */
export const PIP_PER_MOVE: Row<number> = { value: 1, provenance: pub('OL-notes: 1 MP per element, group or column moved', '1.22') };

/** Extra PIP when the element or group includes elephants. */
export const PIP_ELEPHANTS: Row<number> = { value: 1, provenance: pub('OL-notes: +1 MP if it includes elephants; F-El (2.0) agrees', '1.22') };

/** Extra PIP when out of command range. */
export const PIP_OUT_OF_RANGE: Row<number> = { value: 1, provenance: pub('OL-notes: +1 MP beyond 600p of the general and beyond a wood or hill, or beyond 1200p', '1.22') };

/** Command range: plain distance, and the shorter distance beyond a wood or hill (paces). */
export const COMMAND_RANGE: Row<{ readonly open: number; readonly screened: number }> = {
  value: { open: 1200, screened: 600 },
  provenance: pub('OL-notes: 1200p, or 600p when the general is screened by a wood or hill', '1.22'),
};

/** Unused PIPs are lost at the end of the bound. */
export const PIPS_LAPSE: Row<boolean> = { value: true, provenance: guess('QRS22 (2.2) says unused PIPs are lost; 1.x probably the same, low confidence') };
