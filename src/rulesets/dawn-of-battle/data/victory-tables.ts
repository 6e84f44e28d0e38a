import { stated, type Provenance } from '../../../core/provenance.js';

/** A row of the §13.5 handicap table: banked value from `min` up gives success on a draw ≤ `die`. */
export interface HandicapRow {
  readonly min: number;
  readonly die: number;
  readonly provenance: Provenance;
}

/**
 * Handicap VP resolution (§13.5), as printed.
 * @rule dawn-of-battle 13.5
 */
export const HANDICAP_TABLE: ReadonlyArray<HandicapRow> = [
  { min: 16, die: 6, provenance: stated('dawn-of-battle', '13.5') },
  { min: 11, die: 5, provenance: stated('dawn-of-battle', '13.5') },
  { min: 7, die: 4, provenance: stated('dawn-of-battle', '13.5') },
  { min: 4, die: 3, provenance: stated('dawn-of-battle', '13.5') },
  { min: 2, die: 2, provenance: stated('dawn-of-battle', '13.5') },
  { min: 1, die: 1, provenance: stated('dawn-of-battle', '13.5') },
];

/**
 * The die draw a banked points value needs (§13.5): success on a draw ≤ the result; 0 means no
 * draw (nothing banked).
 * @rule dawn-of-battle 13.5
 */
export function handicapTarget(bankedPoints: number): number {
  for (const row of HANDICAP_TABLE) if (bankedPoints >= row.min) return row.die;
  return 0;
}

/** Victory levels (§13.6). */
export type VictoryLevel = 'draw' | 'marginal' | 'substantial' | 'decisive';

/**
 * The victory level of a point difference (§13.6): 0 draw, 1 marginal, 2 substantial, 3+ decisive.
 * @rule dawn-of-battle 13.6
 */
export function victoryLevel(pointDifference: number): VictoryLevel {
  const d = Math.abs(pointDifference);
  if (d < 1) return 'draw';
  if (d < 2) return 'marginal';
  if (d < 3) return 'substantial';
  return 'decisive';
}
