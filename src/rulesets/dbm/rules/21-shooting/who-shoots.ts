/**
 * Who may shoot, how far and when (p.21, L1596-1619): artillery, bowmen, war wagons (S) or (O),
 * elephants (X), ships (S), (O) or (X), galleys and boats (S) or (X); not after marching this
 * bound; artillery only in its own bound and not after moving; and neither shooter nor target
 * may be in close combat, overlapping an enemy in close combat, giving rear support to an element
 * in close combat or in full contact behind one (the DBx check covers the first two).
 * @module
 */
import { contiguousBehind, inFrontCombat } from '../../../dbx/contact.js';
import type { DbxElement } from '../../../dbx/elements.js';
import type { ShootingRules } from '../../../dbx/shooting.js';
import type { DbmState, DbmTroop } from '../../model/state.js';

/**
 * How far an element shoots, or `null` when it cannot shoot: 500p for artillery, 200p for
 * artillery (I), bowmen, war wagons and naval, and artillery (X)'s own range (all from config);
 * elephants (X) shoot as artillery (F).
 * @rule dbm p.21 L1600-1613
 * @rule dbm p.4 L223-226
 */
export function shootingRange(state: DbmState, t: DbmTroop): number | null {
  const c = state.config;
  switch (t.type) {
    case 'Art':
      return t.grade === 'I' ? c.rangeShort : t.grade === 'X' ? c.rangeArtilleryX : c.rangeArtillery;
    case 'El':
      return t.grade === 'X' ? c.rangeArtillery : null;
    case 'Bw':
    case 'Gal':
      return c.rangeShort;
    case 'WWg':
      return t.grade === 'S' || t.grade === 'O' ? c.rangeShort : null;
    case 'Shp':
      return t.grade === 'S' || t.grade === 'O' || t.grade === 'X' ? c.rangeShort : null;
    case 'Bts':
      return t.grade === 'S' || t.grade === 'X' ? c.rangeShort : null;
    default:
      return null;
  }
}

function moves(state: DbmState, id: string): { tactical: boolean; marched: boolean } {
  const m = state.boundMoves;
  if (m === null || m.bound !== state.bound) return { tactical: false, marched: false };
  return { tactical: m.tactical.includes(id), marched: (m.marches[id] ?? 0) > 0 };
}

/**
 * Why `id` cannot shoot in this bound of `phasing`, or `null`: not a shooter, marched this bound,
 * artillery in the enemy's bound or after moving.
 * @rule dbm p.21 L1600-1601
 * @rule dbm p.21 L1617-1619
 */
export function shootingBarred(state: DbmState, id: string, phasing: string): string | null {
  const t = state.troops[id]!;
  if (shootingRange(state, t) === null) return `${id} does not shoot`;
  const m = moves(state, id);
  if (m.marched) return `${id} marched this bound`;
  if (t.type === 'Art') {
    if (t.side !== phasing) return `${id} is artillery, which shoots only in its own bound`;
    if (t.grade !== 'X' && m.tactical) return `${id} is artillery and moved this bound`;
  }
  return null;
}

/**
 * True when `e` gives rear support to, or stands in full contact behind, an element in close
 * combat (its 2nd or 3rd rank): it can neither shoot nor be shot at.
 * @rule dbm p.21 L1605-1611
 */
export function behindCombat(e: DbxElement, all: ReadonlyArray<DbxElement>): boolean {
  let frontier: DbxElement[] = [e];
  for (let depth = 0; depth < 3; depth++) {
    const next: DbxElement[] = [];
    for (const x of frontier) {
      for (const f of all) {
        if (f.side !== e.side || f.id === x.id || Math.abs(f.x - x.x) > 400 || Math.abs(f.y - x.y) > 400) continue;
        if (!contiguousBehind(f, all).some((b) => b.id === x.id)) continue;
        if (inFrontCombat(f, all)) return true;
        next.push(f);
      }
    }
    frontier = next;
    if (frontier.length === 0) break;
  }
  return false;
}

/**
 * The DBx shooting rules for one shooter: its range, the arc of a base width either side of its
 * front edge; the stand-still rule is DBM's own ({@link shootingBarred}).
 * @rule dbm p.21 L1600-1613
 */
export function shootingRulesFor(state: DbmState, shooter: DbxElement): ShootingRules {
  const r = shootingRange(state, state.troops[shooter.id]!);
  return { range: () => r, onlyUnmoved: () => false, aheadWidth: shooter.width, shootersAre: 'artillery, bowmen, war wagons, elephants (X) and naval' };
}
