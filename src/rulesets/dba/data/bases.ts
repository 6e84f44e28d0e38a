/**
 * Board, ground scale and base sizes in DBA paces.
 *
 * The public 1.x sources give a 2 ft (600 mm) board for 15 mm figures and 40 mm wide bases; four
 * of them agree on 100 paces to the inch, so a base width is 160p and the board 2400p square.
 * Depths for 1.x are known only for close-order foot (15 mm); the rest are DBM's depths, which DBM
 * itself says suit DBA (M:698-710), converted at the same scale.
 * @module
 */
import { dbm, guess, pub, type Row } from './provenance.js';
import type { DbaTroopType } from './troop-types.js';

/** Base width of every element, paces (40 mm at 15 mm scale). */
export const BASE_WIDTH: Row<number> = { value: 160, provenance: pub('Saga40 (40 mm base width); UM-set, Cour57, OL-notes (100p = 1 inch)', '1.x') };

/** The square table's side, paces (2 ft at 15 mm scale). */
export const TABLE_SIZE: Row<number> = { value: 2400, provenance: pub('UM-set: 2 ft square board for 15 mm; 100p = 1 inch', '1.x') };

const d40 = dbm('705-710', '40 mm depth at 15 mm (DBM says its basing suits DBA), 160p at 100p/inch');
const d30 = dbm('705-710', '30 mm depth at 15 mm, 120p at 100p/inch');
const d20 = dbm('705-710', '20 mm depth at 15 mm, 80p at 100p/inch');

/**
 * Base depth per type, paces.
 * @rule dba recoil
 */
export const BASE_DEPTH: Readonly<Record<DbaTroopType, Row<number>>> = {
  El: { value: 160, provenance: d40 },
  SCh: { value: 160, provenance: d40 },
  Art: { value: 160, provenance: d40 },
  Kn: { value: 120, provenance: d30 },
  Cv: { value: 120, provenance: d30 },
  LH: { value: 120, provenance: d30 },
  Cm: { value: 120, provenance: d30 },
  Ax: { value: 80, provenance: d20 },
  Bw: { value: 80, provenance: d20 },
  Ps: { value: 80, provenance: d20 },
  Sp: { value: 60, provenance: pub('Saga40: close-order foot 40x15 mm', '1.0/1.1 era') },
  Pk: { value: 60, provenance: pub('Saga40: close-order foot 40x15 mm', '1.0/1.1 era') },
  Bd: { value: 60, provenance: pub('Saga40: close-order foot 40x15 mm', '1.0/1.1 era') },
  Wb: { value: 60, provenance: dbm('705-710', 'other warband 15 mm deep at 15 mm, 60p') },
  WWg: { value: 320, provenance: dbm('710', 'war wagons 80 mm deep at 15 mm (M:710), 320p') },
  CF: { value: 160, provenance: guess('the camp followers stand on the camp; their base is the camp area (see CAMP_SIZE)') },
};

/** Width and depth of a camp, paces. The 1.x size is unknown (2.x capped it at 4-6 base widths). */
export const CAMP_SIZE: Row<{ readonly width: number; readonly depth: number }> = {
  value: { width: 160, depth: 160 },
  provenance: guess('1.x camp size not found; one base width square, well inside the 2.x caps (F-camp)'),
};
