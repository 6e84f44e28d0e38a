// The board's cell form (move-cells.ts `buildCellEnv`) is built in a few sets of reused arrays:
// each build clears what the env before it in the same arrays wrote and retires that env. A live
// env must read exactly as one built in fresh arrays, and a move list kept past other builds
// (its env retired) must still give the same moves and paths as a list made afresh.
import { describe, expect, it } from 'vitest';
import type { DobState, UnitState } from '../../../src/dawn-of-battle/index.js';
import { buildCellEnv, cellEnvLive, type CellEnv } from '../../../src/rulesets/dawn-of-battle/rules/07-movement/move-cells.js';
import { zocMap } from '../../../src/rulesets/dawn-of-battle/query/derived.js';
import { cellOf, gridOf } from '../../../src/rulesets/dawn-of-battle/query/grid.js';
import { other, type Side } from '../../../src/rulesets/dawn-of-battle/model/state.js';
import { legalMoveEnds, legalMoves, moveEnv } from '../../../src/rulesets/dawn-of-battle/rules/07-movement/movement.js';
import { playExampleRandomly } from './fixtures.js';

/** The env's contents as plain data (unit ids per cell; marked cells of the map, not its margin). */
function contents(e: CellEnv): unknown {
  const open = e.grid.index.open;
  const at: Record<number, string[]> = {};
  e.at.forEach((l, c) => {
    if (l !== undefined) at[c] = l.map((u) => u.id);
  });
  const marked = (a: Uint8Array): number[] => [...a.keys()].filter((c) => a[c] === 1 && open[c] === 1);
  const zoc = [...e.zocCells].filter((c) => open[c] === 1).sort((a, b) => a - b);
  return { at, enemy: marked(e.enemy), ezoc: marked(e.ezoc), stops: marked(e.stopsWithZoc), occupied: [...e.occupied].sort((a, b) => a - b), zoc };
}

/** The same from the state by other means: units by cell, the key-based zones of control (derived.ts). */
function expected(s: DobState, side: Side): unknown {
  const g = gridOf(s);
  const at: Record<number, string[]> = {};
  const enemy = new Set<number>();
  for (const u of Object.values(s.units)) {
    if (u.where !== 'map' || u.hex === null) continue;
    const c = cellOf(g, u.hex);
    (at[c] ??= []).push(u.id);
    if (u.side !== side) enemy.add(c);
  }
  const zoc = new Set<number>();
  for (const k of zocMap(s, other(side)).keys()) {
    const [q, r] = k.split(',').map(Number);
    const c = cellOf(g, { q: q!, r: r! });
    if (c >= 0) zoc.add(c);
  }
  const sorted = (x: Iterable<number>): number[] => [...x].sort((a, b) => a - b);
  const stops = new Set([...g.stops.keys()].filter((c) => g.stops[c] === 1 || zoc.has(c)));
  return { at, enemy: sorted(enemy), ezoc: sorted(zoc), stops: sorted(stops), occupied: sorted(Object.keys(at).map(Number)), zoc: sorted(zoc) };
}

function gameStates(): DobState[] {
  const out: DobState[] = [];
  playExampleRandomly('cell-buffers', 'cell-buffers-agent', 2000, (s, _c, ply) => {
    if (ply % 3 === 0) out.push(s);
  });
  return out;
}

describe('the cell form in reused arrays', () => {
  it('reads as a fresh build while live, and is retired by later builds in its arrays', () => {
    const states = gameStates();
    expect(states.length).toBeGreaterThan(30);
    let retired = 0;
    const held: Array<{ env: CellEnv; want: unknown }> = [];
    for (let i = 0; i < states.length; i++) {
      const side = i % 2 === 0 ? 'A' : 'B';
      const env = buildCellEnv(states[i]!, side);
      const want = expected(states[i]!, side);
      expect(contents(env)).toEqual(want);
      held.push({ env, want });
      // Every env still live holds what it held when built (a reused set was cleared first).
      for (const h of held) {
        if (cellEnvLive(h.env)) expect(contents(h.env)).toEqual(h.want);
        else retired++;
      }
    }
    expect(retired).toBeGreaterThan(0);
    expect(cellEnvLive(held[0]!.env)).toBe(false);
    expect(cellEnvLive(held.at(-1)!.env)).toBe(true);
  });

  it('a move list read after its env was retired gives the moves of a list made afresh', () => {
    const states = gameStates();
    let compared = 0;
    for (let i = 0; i + 8 < states.length; i += 3) {
      const s = states[i]!;
      const u = Object.values(s.units).find((x: UnitState) => x.where === 'map' && x.hex !== null && x.side === 'A');
      if (u === undefined) continue;
      const env = moveEnv(s, u.side);
      const list = legalMoveEnds(s, u, env);
      // Other states' builds and searches in between: the env's arrays and the rows are reused.
      for (let k = 1; k <= 8; k++) {
        const t = states[i + k]!;
        const v = Object.values(t.units).find((x: UnitState) => x.where === 'map' && x.hex !== null);
        if (v !== undefined) legalMoveEnds(t, v, moveEnv(t, v.side)).length;
      }
      const fresh = legalMoves(structuredClone(s), u, moveEnv(structuredClone(s), u.side));
      expect(list.length).toBe(fresh.length);
      for (let j = 0; j < list.length; j++) {
        expect(list.path(j)).toEqual(fresh[j]!.path);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});
