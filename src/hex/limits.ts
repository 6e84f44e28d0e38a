/**
 * How far apart a board's hexes may be. A board's compiled index (board-index.ts) has one cell
 * per hex of its bounding box, so three hexes 20,000 apart would need hundreds of millions of
 * cells: such a board is refused, plainly, rather than compiled.
 * @module
 */

/**
 * The most cells (hexes of the bounding box plus its one-hex margin) a board may span: 2²⁰,
 * a box of about 1,000 × 1,000 hexes, whose index takes some 40 MB. Far beyond any printed map.
 */
export const MAX_BOARD_CELLS = 1 << 20;

/** The number of cells of the box (with its margin) `keys` span, in one pass over them; 0 when none is a hex key. */
export function boxCells(keys: Iterable<string>): number {
  let qMin = Infinity;
  let qMax = -Infinity;
  let rMin = Infinity;
  let rMax = -Infinity;
  for (const k of keys) {
    const comma = k.indexOf(',');
    const q = Number(k.slice(0, comma));
    const r = Number(k.slice(comma + 1));
    if (!Number.isSafeInteger(q) || !Number.isSafeInteger(r)) continue;
    if (q < qMin) qMin = q;
    if (q > qMax) qMax = q;
    if (r < rMin) rMin = r;
    if (r > rMax) rMax = r;
  }
  return qMin === Infinity ? 0 : (qMax - qMin + 3) * (rMax - rMin + 3);
}
