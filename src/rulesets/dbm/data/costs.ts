/**
 * Element costs in army points (p.11, L796-847): the basic cost of each type, grade and drill,
 * the adjustments, and fortifications. A type, grade and drill the table prices is one an army
 * may field; a dash in the table (`undefined` here) is one it may not.
 * @module
 */
import type { DbmDrill, DbmGrade, DbmTroopType } from '../model/troop.js';
import { src, type DbmSource } from './sources.js';

/** One row of the cost table: the cost by grade for each drill, and where the row comes from. */
export interface CostRow {
  readonly reg: Readonly<Partial<Record<DbmGrade, number>>>;
  readonly irr: Readonly<Partial<Record<DbmGrade, number>>>;
  readonly source: DbmSource;
}

const row = (reg: Partial<Record<DbmGrade, number>>, irr: Partial<Record<DbmGrade, number>>, source: DbmSource): CostRow => ({ reg, irr, source });

/**
 * Basic cost of an element (p.11, L796-821), in army points.
 * @rule dbm p.11
 */
export const BASIC_COST: Readonly<Record<DbmTroopType, CostRow>> = {
  El: row({}, { S: 20, O: 16, I: 14, X: 22 }, src('text', 'L801')),
  Kn: row({ S: 15, O: 12, I: 10, F: 11, X: 13 }, { S: 12, O: 10, I: 8, F: 9, X: 11 }, src('text', 'L802')),
  Cv: row({ S: 10, O: 8, I: 6 }, { S: 9, O: 7, I: 5 }, src('text', 'L803')),
  LH: row({ S: 7, O: 5, I: 3, F: 4 }, { S: 7, O: 5, I: 3, F: 4 }, src('text', 'L804')),
  // The (X) cost is lost at the end of the row; a public DBM 3.2 points table gives 9.
  Cm: row({}, { S: 11, O: 6, I: 5, X: 9 }, src('corroborated', 'L805', 'Cm(X) = 9 from the public DBM 3.2 cost file of the dbm-army-list-editor project')),
  Exp: row({}, { O: 7 }, src('text', 'L806')),
  Sp: row({ S: 7, O: 5, I: 4 }, { O: 4, I: 3 }, src('text', 'L807')),
  Pk: row({ S: 5, O: 4, I: 3, X: 4 }, { I: 3, X: 4 }, src('text', 'L808')),
  Bd: row({ S: 8, O: 6, I: 4, F: 6, X: 7 }, { S: 7, O: 5, I: 3, F: 5, X: 6 }, src('text', 'L809')),
  Wb: row({}, { S: 5, O: 3, F: 3 }, src('text', 'L810')),
  // The halves are scanned as "5" ("453525" = 4½ 3½ 2½).
  Ax: row({ S: 4.5, O: 3.5, I: 2.5, X: 3.5 }, { S: 4, O: 3, I: 2, X: 3 }, src('reconstructed-high', 'L811', 'the halves are scanned as the digit 5')),
  Bw: row({ S: 7, O: 5, I: 4, X: 7 }, { S: 5, O: 4, I: 3, X: 5 }, src('text', 'L812')),
  Ps: row({ S: 3, O: 2, I: 1, X: 6 }, { S: 3, O: 2, I: 1, X: 6 }, src('text', 'L813')),
  Art: row({ S: 10, O: 8, I: 4, F: 10, X: 5 }, {}, src('text', 'L814')),
  WWg: row({ S: 14, O: 10, I: 3, X: 7 }, { S: 10, O: 8, I: 2, X: 6 }, src('text', 'L815')),
  Hd: row({}, { S: 2, O: 1, I: 0.5, F: 1 }, src('reconstructed-high', 'L816', '"1051" read as 1, ½, 1')),
  Gal: row({ S: 4, O: 3, F: 2 }, {}, src('text', 'L817')),
  Shp: row({}, { S: 4, O: 3, I: 2, X: 6 }, src('corroborated', 'L818', 'Shp(X) = 6 from the public DBM 3.2 cost file of the dbm-army-list-editor project')),
  Bts: row({ F: 2, X: 6 }, { S: 3, O: 2, I: 1 }, src('text', 'L819')),
  Bge: row({}, { O: 0, I: 0 }, src('text', 'L820')),
};

/** The basic cost of a type, grade and drill, or `null` when the table has a dash (not allowed). */
export function basicCost(type: DbmTroopType, grade: DbmGrade, drill: DbmDrill): number | null {
  return BASIC_COST[type][drill][grade] ?? null;
}

/** An adjustment by drill. */
export interface Adjustment {
  readonly reg: number;
  readonly irr: number;
  readonly source: DbmSource;
}

/**
 * Cost adjustments, for all grades (p.11, L822-832).
 * @rule dbm p.11
 */
export const COST_ADJUSTMENTS: Readonly<Record<'chariot' | 'mountedInfantry' | 'doubleBaseRear' | 'commanderOrSub' | 'ally', Adjustment>> = {
  chariot: { reg: -1, irr: -1, source: src('text', 'L824') },
  mountedInfantry: { reg: 1, irr: 1, source: src('text', 'L826') },
  doubleBaseRear: { reg: -2, irr: -1, source: src('text', 'L828') },
  commanderOrSub: { reg: 20, irr: 10, source: src('reconstructed-high', 'L830', 'the label is damaged; the values are legible') },
  ally: { reg: 10, irr: 5, source: src('text', 'L832') },
};

/**
 * Fortification costs per element frontage (p.11, L834-847).
 * @rule dbm p.11
 */
export const FORTIFICATION_COSTS: Readonly<Record<'temporary' | 'temporaryCampOrBua' | 'permanent' | 'tower' | 'gateway', { readonly value: number; readonly source: DbmSource }>> = {
  temporary: { value: 2, source: src('text', 'L836') },
  // The value is lost from the end of the line; a public DBM 3.2 points table gives -1.
  temporaryCampOrBua: { value: -1, source: src('corroborated', 'L838', 'the public DBM 3.2 cost file of the dbm-army-list-editor project') },
  permanent: { value: 2, source: src('text', 'L840') },
  tower: { value: 1, source: src('text', 'L842') },
  gateway: { value: 2, source: src('text', 'L844') },
};
