/**
 * Basing (rulebook p.42; sheet Q:1253-1256): base depth and figures per element, from the same
 * rotated page as the morale equivalents. The depth cells pair with the "15mm / 20mm / 30mm /
 * 40mm" column of Q:1256; the sheet does not name the figure scale (they equal DBM's 15mm
 * depths). Base depth is the unit of a recoil and of a pursuit. Medium confidence throughout.
 * @module
 */
import { qrs, type QrsTable } from './source.js';

/** Base depth in millimetres for the troops `who`. */
export interface BaseDepthRow {
  readonly who: ReadonlyArray<string>;
  /** The sheet's words for troops a selector cannot say (`chariot`, `Kn in wedge`), or `null`. */
  readonly also: string | null;
  readonly depthMm: number;
}

const d = (who: ReadonlyArray<string>, depthMm: number, also: string | null = null) => ({ who, also, depthMm, src: qrs('p.42', 1253, 1256, 'medium', 'a rotated page; rows paired with the depth cells of line 1256') });

/**
 * @rule dbmm p.42 Q:1253-1256
 */
export const BASE_DEPTHS: QrsTable<BaseDepthRow> = {
  id: 'base-depths',
  title: 'Base depths',
  page: 'p.42',
  lines: [1253, 1256],
  rows: [
    d(['Sp', 'Pk(S/O/I/X)', 'Bd(S/O/I)', 'Wb(S/O)'], 15),
    d(['Pk(F)', 'Bd(F/X)', 'Ax', 'Wb(F)', 'Ps', 'Bw', 'Sh'], 20),
    d(['Kn', 'Cv', 'LH', 'Cm', 'Hd'], 30, 'Kn not in wedge'),
    d(['El', 'Exp', 'Art(S/F/I/X)', 'Bge(O/F/I)'], 40, 'also chariots and Kn in wedge'),
  ],
};

/** Figures on an element's base: a range `[min, max]`. */
export interface FiguresRow {
  readonly who: ReadonlyArray<string>;
  readonly also: string | null;
  readonly figures: readonly [number, number];
}

const f = (who: ReadonlyArray<string>, figures: readonly [number, number], also: string | null = null) => ({ who, also, figures, src: qrs('p.42', 1253, 1255, 'medium', 'a rotated page; rows paired with the figure counts of line 1255') });

/**
 * @rule dbmm p.42 Q:1253-1255
 */
export const FIGURES: QrsTable<FiguresRow> = {
  id: 'figures',
  title: 'Figures per element',
  page: 'p.42',
  lines: [1253, 1255],
  rows: [
    f(['LH', 'Ps'], [2, 2]),
    f(['Kn(S/O/F/I)', 'Cv', 'Cm', 'Wb(F)'], [3, 3]),
    f(['Pk(F)', 'Bd(F/X)', 'Kn(X)', 'Ax', 'Bw', 'Sh'], [3, 4], 'also dismounted troops'),
    f(['Sp', 'Pk(S/O/I/X)', 'Bd(S/O/I)', 'Wb(S/O)'], [4, 4]),
    f(['Hd'], [5, 8]),
  ],
};
