/**
 * Reading the outcome tables (p.23, L1853-1930): the row of the beaten element's own type, read
 * against the type of the enemy that beat it and the facts of the fight (close combat or
 * shooting, the going as each side counts it, grades, rear support, a charge into bowmen this
 * bound).
 * @module
 */
import { contiguousBehind, frontContactsOn } from '../../../dbx/contact.js';
import type { DbxElement } from '../../../dbx/elements.js';
import { readOutcomeRow, type OutcomeBand } from '../../../dbx/outcome-table.js';
import { DBM_EQUAL_DEFAULT, DBM_EQUAL_ROWS, DBM_HALF_ROWS, DBM_LESS_ROWS, type DbmOutcomeAtom, type DbmOutcomeCondition, type DbmOutcomeEntry, type DbmOutcomeKind } from '../../data/outcomes.js';
import { DBM_MOUNTED } from '../../data/troops.js';
import type { DbmState } from '../../model/state.js';
import type { DbmTroopType } from '../../model/troop.js';
import { goingMet } from '../17-tactical-moves/going.js';

/** The kind of fight an outcome follows. */
export type DbmCombatKind = 'shooting' | 'close';

/**
 * The table entry for a loser of type `type` beaten by `band`.
 * @rule dbm p.23 L1867-1930
 */
export function outcomeEntry(type: DbmTroopType, band: OutcomeBand): DbmOutcomeEntry {
  if (band === 'equal') return DBM_EQUAL_ROWS[type] ?? DBM_EQUAL_DEFAULT;
  return band === 'less' ? DBM_LESS_ROWS[type] : DBM_HALF_ROWS[type];
}

function activeList(s: DbmState): DbxElement[] {
  return Object.values(s.elements).filter((e) => e.status === 'active');
}

/** How many ranks of friends of the right kind stand contiguous behind `e`, up to `want`. */
function ranksBehind(s: DbmState, e: DbxElement, ok: (behind: DbxElement) => boolean, want: number): number {
  const all = activeList(s);
  let cur = e;
  let n = 0;
  while (n < want) {
    const next = contiguousBehind(cur, all).find((b) => b.side === e.side && ok(b));
    if (next === undefined) break;
    n++;
    cur = next;
  }
  return n;
}

/**
 * Whether a beaten element has the rear support its row names (L1878-1892): spears a 2nd rank of
 * spears of its grade; pikes a 2nd rank of pikes of its grade (or (X) or (I) pikes behind (X)
 * pikes); blades (S) or (O) a 2nd rank of (S) or (O) blades; warband (S) or (O) 2nd, 3rd and 4th
 * ranks of (S) or (O) warband. The winner must be to its front.
 * @rule dbm p.23 L1877-1892
 */
export function outcomeSupported(s: DbmState, loser: DbxElement, winner: DbxElement): boolean {
  if (!frontContactsOn(loser, [winner]).some((c) => c.edge === 'front')) return false;
  const g = loser.grade;
  const so = (x: string | null) => x === 'S' || x === 'O';
  switch (loser.type) {
    case 'Sp':
      return ranksBehind(s, loser, (b) => b.type === 'Sp' && b.grade === g, 1) === 1;
    case 'Pk':
      return ranksBehind(s, loser, (b) => b.type === 'Pk' && (b.grade === g || (g === 'X' && b.grade === 'I')), 1) === 1;
    case 'Bd':
      return so(g) && ranksBehind(s, loser, (b) => b.type === 'Bd' && so(b.grade), 1) === 1;
    case 'Wb':
      return so(g) && ranksBehind(s, loser, (b) => b.type === 'Wb' && so(b.grade), 3) === 3;
    default:
      return false;
  }
}

/** The going under a base, as land troops count it. */
function goingAt(s: DbmState, e: DbxElement): 'good' | 'rough' | 'difficult' {
  const g = goingMet([e], s.terrain).going;
  return g === 'road' ? 'good' : g;
}

/**
 * Whether one fact holds in this fight. The going is read under both bases, the worse counting
 * (ruling DBM-R41); fortifications, embarked troops and immobile baggage are not modelled, so
 * those facts never hold.
 * @rule dbm p.23 L1855-1860
 * @ruling DBM-R41
 * @ruling DBM-R42
 */
export function outcomeAtomHolds(s: DbmState, atom: DbmOutcomeAtom, loser: DbxElement, winner: DbxElement, combat: DbmCombatKind): boolean {
  switch (atom) {
    case 'close':
      return combat === 'close';
    case 'shooting':
      return combat === 'shooting';
    case 'winner-good':
      return goingAt(s, loser) === 'good' && goingAt(s, winner) === 'good';
    case 'loser-good':
      return goingAt(s, loser) === 'good';
    case 'loser-difficult':
      return goingAt(s, loser) === 'difficult';
    case 'neither-good':
      return goingAt(s, loser) !== 'good' && goingAt(s, winner) !== 'good';
    case 'winner-s':
      return winner.grade === 'S';
    case 'winner-o':
      return winner.grade === 'O';
    case 'winner-x':
      return winner.grade === 'X';
    case 'winner-not-x':
      return winner.grade !== 'X';
    case 'winner-not-f-or-x':
      return winner.grade !== 'F' && winner.grade !== 'X';
    case 'loser-s-or-o':
      return loser.grade === 'S' || loser.grade === 'O';
    case 'loser-i':
      return loser.grade === 'I';
    case 'loser-x':
      return loser.grade === 'X';
    case 'loser-not-x':
      return loser.grade !== 'X';
    case 'supported':
      return outcomeSupported(s, loser, winner);
    case 'charged-bows': {
      // the knights moved this bound (their own) and touch the bowmen's front edge
      const m = s.boundMoves;
      const moved = m !== null && m.bound === s.bound && (m.tactical.includes(loser.id) || (m.marches[loser.id] ?? 0) > 0);
      return moved && s.phase.tag === 'bound' && s.phase.player === loser.side && frontContactsOn(winner, [loser]).some((c) => c.edge === 'front');
    }
    case 'in-fortification':
    case 'assaulting-fortification':
    case 'unladen':
    case 'immobile':
      return false;
  }
}

/** Whether a condition (atoms joined by `+`) holds. */
export function outcomeConditionHolds(s: DbmState, cond: DbmOutcomeCondition, loser: DbxElement, winner: DbxElement, combat: DbmCombatKind): boolean {
  return cond.split('+').every((a) => outcomeAtomHolds(s, a as DbmOutcomeAtom, loser, winner, combat));
}

/**
 * The outcome for `loser` beaten by `winner` by `band` in a fight of kind `combat`.
 * @rule dbm p.23 L1853-1930
 */
export function readDbmOutcome(s: DbmState, loser: DbxElement, winner: DbxElement, band: OutcomeBand, combat: DbmCombatKind): DbmOutcomeKind {
  const entry = outcomeEntry(loser.type as DbmTroopType, band);
  return readOutcomeRow(entry.row, {
    winner: winner.type as DbmTroopType,
    winnerMounted: DBM_MOUNTED.has(winner.type as DbmTroopType),
    going: goingAt(s, loser) === 'difficult' ? 'bad' : 'good',
    holds: (c) => outcomeConditionHolds(s, c, loser, winner, combat),
  });
}
