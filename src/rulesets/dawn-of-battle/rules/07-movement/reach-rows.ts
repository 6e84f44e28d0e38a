/**
 * The rows of a finished movement search, held for the paths asked of a move list afterwards.
 * A search's rows live in the hex search's reused scratch arrays; a list reads them there for as
 * long as no later search has overwritten them, and copies them out only when it must (`keep`,
 * before its caller starts another search it wants to read this list past), so a random agent
 * drawing one move of the last unit searched copies nothing. A list whose rows were overwritten
 * anyway runs its search again (the same state and unit: the same rows) and keeps a copy.
 * @module
 */
import type { SearchRows } from '../../../../hex/search.js';
import type { MoveStep } from '../../model/commands.js';
import { turn, type Dir } from '../../model/geometry.js';

/** The columns a path or an end is read from (the search's own arrays, or a copy of them). */
export interface RowColumns {
  readonly cell: Int32Array;
  readonly facing: Uint8Array;
  readonly prev: Int32Array;
  readonly cost: Float64Array;
}

/** The first `count` rows of `rows`, copied. */
function copyRows(rows: RowColumns, count: number): RowColumns {
  return {
    cell: rows.cell.slice(0, count),
    facing: rows.facing.slice(0, count),
    prev: rows.prev.slice(0, count),
    cost: rows.cost.slice(0, count),
  };
}

/**
 * A search's rows as read during the search's `read` callback (`rows`, valid while `live()`),
 * with `redo` to get them again once they are not: the same search run again (the same state
 * and unit give the same rows), its arrays handed back as they are (they are copied at once).
 */
export class HeldRows {
  private cols: RowColumns;
  private live: (() => boolean) | null;
  constructor(
    rows: SearchRows,
    live: () => boolean,
    private readonly count: number,
    private readonly redo: () => RowColumns,
  ) {
    this.cols = rows;
    this.live = live;
  }

  /** The rows, copied out first if the scratch arrays were reused since. */
  get(): RowColumns {
    if (this.live !== null && !this.live()) this.settle();
    return this.cols;
  }

  /** Copies the rows out now (while they are still the search's), so later searches do not matter. */
  keep(): void {
    if (this.live !== null) this.settle();
  }

  private settle(): void {
    this.cols = this.live!() ? copyRows(this.cols, this.count) : copyRows(this.redo(), this.count);
    this.live = null;
  }
}

/**
 * The Dawn of Battle steps (`enter` with or without the free turn, `rotate`, `sidestep`) of the
 * search's cheapest path to row `index`, read off the predecessor links; `stepOf` is the
 * board index's cell offset per direction.
 */
export function pathTo(rows: RowColumns, stepOf: ArrayLike<number>, index: number): MoveStep[] {
  const out: MoveStep[] = [];
  const { cell, facing, prev } = rows;
  for (let i = index; i > 0; ) {
    const p = prev[i]!;
    const nc = cell[i]!;
    const pc = cell[p]!;
    const f = facing[i]! as Dir;
    const pf = facing[p]!;
    if (nc === pc) out.push({ type: 'rotate', facing: f });
    else {
      let d = 0;
      while (d < 5 && pc + stepOf[d]! !== nc) d++;
      const rel = turn(d, -pf);
      out.push(rel === 0 || rel === 1 ? { type: 'enter', dir: d as Dir, freeTurn: f !== pf } : { type: 'sidestep', dir: d as Dir });
    }
    i = p;
  }
  return out.reverse();
}
