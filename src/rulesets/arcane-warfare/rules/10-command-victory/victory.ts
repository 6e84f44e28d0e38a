/**
 * Break-points and victory (§10.3): destroyed and shaken units, lost baggage, captured command
 * stands and, optionally, strategic sectors count against an army; at the end of a turn an army
 * whose count reaches its game size's threshold breaks, and so does one whose SCo is lost.
 * @module
 */
import { polygonOf } from '../../../../plane/base.js';
import { rule, ruling } from '../../data/cite.js';
import { GAME_SIZE_TABLE, SECTOR, sectorRole } from '../../data/game-sizes.js';
import type { ArcaneState } from '../../model/state.js';
import { baseOf, otherPlayer, statsOfUnit } from '../../query/geometry.js';

/**
 * The break-points an army has suffered (§10.3.1, §10.3.3): each destroyed or shaken unit its
 * army points, each destroyed baggage the game size's value, each captured command stand its cost;
 * units removed for another reason (a disabled Expendable) count nothing; plus the strategic
 * break-points when that option is on (§10.3.4).
 * @rule arcane-warfare 10.3.1
 * @rule arcane-warfare 10.3.3
 */
export function breakPoints(state: ArcaneState, player: string): number {
  const g = GAME_SIZE_TABLE[state.size];
  let bp = 0;
  for (const u of Object.values(state.units)) {
    if (u.side !== player) continue;
    const lost = u.status === 'destroyed' || (u.status === 'active' && state.shaken.includes(u.id));
    if (!lost) continue;
    const s = statsOfUnit(u);
    bp += s.type.designation === 'Baggage' ? (u.status === 'destroyed' ? g.baggageBreakPoints : 0) : s.ap;
  }
  for (const co of Object.values(state.commands)) {
    if (co.side === player && co.status === 'removed') bp += g.commands[co.kind][co.regular ? 'regular' : 'irregular'];
  }
  return bp + strategicBreakPoints(state, player);
}

/**
 * Strategic break-points (§10.3.4, optional; ruling AW-R24): a central or flank sector counts
 * against an army while an enemy unit stands wholly inside it and none of its own does. Standard
 * and extended games: 1 for each such sector, 1 more for both flank and 1 more for both central
 * sectors (at most 6); the maneuver game: 3 for three of the four central (or flank) sectors, 5
 * for all four (at most 10); none in the small game.
 * @rule arcane-warfare 10.3.4
 * @ruling AW-R24
 */
export function strategicBreakPoints(state: ArcaneState, player: string): number {
  if (state.readings.strategicBreakPoints !== 'on' || state.size === 'small') return 0;
  const g = GAME_SIZE_TABLE[state.size];
  const enemy = otherPlayer(state, player);
  const inside = (side: string, c: number, r: number) =>
    Object.values(state.units).some(
      (u) => u.side === side && u.status === 'active' && !state.shaken.includes(u.id) && polygonOf(baseOf(u)).every((p) => p.x >= c * SECTOR && p.x <= (c + 1) * SECTOR && p.y >= r * SECTOR && p.y <= (r + 1) * SECTOR),
    );
  const held: Record<'flank' | 'central', number> = { flank: 0, central: 0 };
  const total: Record<'flank' | 'central', number> = { flank: 0, central: 0 };
  for (let c = 0; c < g.columns; c++) {
    for (let r = 0; r < g.rows; r++) {
      const role = sectorRole(state.size, c, r);
      if (role !== 'flank' && role !== 'central') continue;
      total[role]++;
      if (inside(enemy, c, r) && !inside(player, c, r)) held[role]++;
    }
  }
  let bp = 0;
  for (const k of ['flank', 'central'] as const) {
    if (state.size === 'maneuver') bp += held[k] >= total[k] ? 5 : held[k] >= 3 ? 3 : 0;
    else bp += held[k] + (total[k] > 0 && held[k] >= total[k] ? 1 : 0);
  }
  return bp;
}

/** The end-of-turn verdict (§5.8, §10.3). */
export interface Verdict {
  readonly points: Readonly<Record<string, number>>;
  readonly threshold: number;
  readonly broken: ReadonlyArray<string>;
}

/**
 * Which armies break (§10.3, ruling AW-R23): the rounded-down break-points reach the threshold
 * (or exceed it, reading `exceeds`), or the SCo was captured (§10.1).
 * @rule arcane-warfare 10.3
 * @rule arcane-warfare 10.1
 * @ruling AW-R23
 */
export function verdict(state: ArcaneState): Verdict {
  const threshold = GAME_SIZE_TABLE[state.size].breakValue;
  const points: Record<string, number> = {};
  const broken: string[] = [];
  for (const p of state.players) {
    const bp = Math.floor(breakPoints(state, p));
    const scoLost = Object.values(state.commands).some((c) => c.side === p && c.kind === 'SCo' && c.status === 'removed');
    points[p] = scoLost ? Math.max(bp, threshold + 1) : bp;
    const over = state.readings.breakWhen === 'exceeds' ? bp > threshold : bp >= threshold;
    if (over || scoLost) broken.push(p);
  }
  return { points, threshold, broken };
}

/** The citations of a victory. */
export const VICTORY_CITATIONS = [rule('10.3'), rule('10.3.1'), ruling('AW-R23')];
