/**
 * Victory and defeat (p.25a, L2124-2139): the game is over when an army is defeated; victory
 * points score the result. Each army is worth 5: 1 for each sub-general's or ally's command, the
 * rest for the C-in-C's. A side scores the points of the enemy's demoralised commands and of its
 * own undemoralised ones (0 to 10). When no command is demoralised, 1 point passes from the side
 * with more commands that have lost a quarter of their strength to the side with fewer.
 * @module
 */
import type { Outcome } from '../../../../core/ruleset.js';
import { rule, ruling } from '../../data/cite.js';
import type { DbmState } from '../../model/state.js';
import { armyDefeatCount, armyOriginal, commandLosses } from '../25-pursuit-losses/losses.js';

/** What an army is worth in victory points (L2130). */
export const ARMY_VP = 5;

/**
 * The victory points each command is worth (L2130-2132): 1 per sub-general's or ally's command,
 * the remainder to the C-in-C's (shared equally, rounded down, should an army have several).
 * @rule dbm p.25a L2130-2132
 */
export function commandVp(s: DbmState, side: string): Record<string, number> {
  const cmds = Object.values(s.commands)
    .filter((c) => c.side === side)
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const out: Record<string, number> = {};
  const chiefs = cmds.filter((c) => c.role === 'c-in-c');
  const others = cmds.filter((c) => c.role !== 'c-in-c');
  for (const c of others) out[c.id] = 1;
  const rest = Math.max(0, ARMY_VP - others.length);
  for (const c of chiefs) out[c.id] = chiefs.length === 0 ? 0 : Math.floor(rest / chiefs.length);
  return out;
}

/**
 * The victory points of both sides now (L2130-2136).
 * @rule dbm p.25a L2130-2136
 */
export function victoryPoints(s: DbmState): Record<string, number> {
  const [a, b] = s.players;
  const demo = new Set(s.morale.demoralised);
  const vp: Record<string, number> = { [a]: 0, [b]: 0 };
  for (const side of s.players) {
    const other = side === a ? b : a;
    for (const [cmd, v] of Object.entries(commandVp(s, side))) vp[demo.has(cmd) ? other : side]! += v;
  }
  if (demo.size === 0) {
    const quarter = (side: string) => Object.values(s.commands).filter((c) => c.side === side && c.originalEle > 0 && commandLosses(s, c.id) * 4 >= c.originalEle).length;
    const qa = quarter(a);
    const qb = quarter(b);
    if (qa > qb) {
      vp[a]! -= 1;
      vp[b]! += 1;
    } else if (qb > qa) {
      vp[b]! -= 1;
      vp[a]! += 1;
    }
  }
  return vp;
}

/** The share of its original strength a side has lost, demoralised or had change sides (the tie-break, L2136-2139). */
export function lossShare(s: DbmState, side: string): number {
  const o = armyOriginal(s, side);
  return o === 0 ? 0 : armyDefeatCount(s, side) / o;
}

/**
 * The game's outcome: a victory for the side whose enemy is defeated (a draw if both are), or at
 * the time limit the side with more victory points (a draw when equal).
 * @rule dbm p.25a L2124-2139
 * @ruling DBM-R49
 */
export function dbmGameOutcome(s: DbmState, atTimeLimit: boolean): Outcome {
  const points = victoryPoints(s);
  const [a, b] = s.players;
  const defeated = s.morale.defeated;
  const cites = [rule('p.25a', 'L2124-2127: an army losing half its strength is defeated'), rule('p.25a', 'L2130-2136: victory points')];
  // the outcome tables and the combat factors the fights read carry reconstructed rows in every game
  const base = { points, citations: cites, reconstructed: true, rulings: [] as string[] };
  const vpText = `${a} ${points[a]} VP, ${b} ${points[b]} VP`;
  if (defeated.length === 2) return { ...base, winner: null, level: 'draw', reason: `Both armies were defeated in the same bound (${vpText}).` };
  if (defeated.length === 1) {
    const loser = defeated[0]!;
    const winner = loser === a ? b : a;
    return { ...base, winner, level: 'victory', reason: `${loser}'s army is defeated: ${winner} wins (${vpText}).` };
  }
  const why = atTimeLimit ? `The time limit (${s.boundLimit} bounds) was reached` : 'The game ended';
  if (points[a] === points[b]) return { ...base, winner: null, level: 'draw', reason: `${why} with no army defeated and equal victory points: a draw (${vpText}).`, citations: [...cites, ruling('DBM-R49', 'at the time limit victory points decide')] };
  const winner = points[a]! > points[b]! ? a : b;
  return { ...base, winner, level: 'points', reason: `${why} with no army defeated: ${winner} wins on victory points (${vpText}).`, citations: [...cites, ruling('DBM-R49', 'at the time limit victory points decide')] };
}
