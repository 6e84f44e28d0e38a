/**
 * Command control (§6): command range and formation membership, leaders moving with their unit,
 * leader casualties.
 * @module
 */
import { isDummyLeader } from './options/setup-options.js';
import { revealDummy } from './options/leaders.js';
import { drawCard } from './cards.js';
import { emit, type Ctx } from './context.js';
import { enterCost, leadersAt, occupancy, type Occupancy } from './derived.js';
import { hexKey, neighbors, sameHex, type Hex } from './geometry.js';
import type { DobState, LeaderState, Side, UnitState } from './state.js';
import { other } from './state.js';

/**
 * The hexes within `leader`'s command range reachable by a chain of hexes free of enemy combat
 * units (§5.2, §6.2): range counts from the leader's hex (exclusive) to the unit's (inclusive);
 * river hexes break the chain (digest A-78b). The unit's own hex may hold anything.
 * @rule dawn-of-battle 5.2
 * @rule dawn-of-battle 6.2
 */
export function commandArea(s: DobState, leader: LeaderState, occ: Occupancy = occupancy(s)): Set<string> {
  const out = new Set<string>();
  if (leader.where !== 'map' || leader.hex === null) return out;
  const start = leader.hex;
  out.add(hexKey(start));
  let frontier: Hex[] = [start];
  for (let d = 1; d <= leader.range; d++) {
    const next: Hex[] = [];
    for (const h of frontier) {
      for (const n of neighbors(h)) {
        const k = hexKey(n);
        if (out.has(k) || enterCost(s, n) === null) continue;
        out.add(k);
        const here = occ.get(k);
        // A hex with an enemy combat unit can be the end of the chain but never a link in it.
        if (here && here.some((u) => u.side !== leader.side)) continue;
        next.push(n);
      }
    }
    frontier = next;
  }
  return out;
}

/** True when `leader` can form a formation now (§5.2 note 3, §6.3). */
export function canLead(l: LeaderState, side: Side): boolean {
  return l.side === side && l.where === 'map' && l.canForm && !isDummyLeader(l);
}

/**
 * Moves the leaders stacked in `from` along with their unit to `to` (§6.3); a leader carried
 * farther than its command range this turn is flipped and forms no more formations (§5.2 note 3;
 * counted as hexes entered, digest A-10).
 * @rule dawn-of-battle 6.3
 */
export function carryLeaders(ctx: Ctx, side: Side, from: Hex, to: Hex, hexesEntered: number): void {
  if (sameHex(from, to) && hexesEntered === 0) return;
  for (const l of leadersAt(ctx.s, from, side)) {
    l.hex = { q: to.q, r: to.r };
    l.moved += hexesEntered;
    if (l.canForm && l.moved > l.range) {
      l.canForm = false;
      emit(ctx, 'leader-flipped', ['5.2', '6.3'], { leader: l.id, moved: l.moved });
    }
  }
}

/**
 * Leader casualty check, first kind (§6.4): each leader in the hex of a friendly unit that was
 * eliminated or involuntarily disrupted draws; on a six it draws again, and a black die kills it.
 * @rule dawn-of-battle 6.4
 */
export function casualtyCheckWithUnit(ctx: Ctx, u: UnitState, at: Hex): void {
  for (const l of leadersAt(ctx.s, at, u.side)) {
    if (isDummyLeader(l)) continue;
    const first = drawCard(ctx, l.side, `leader casualty (${l.id})`);
    let killed = false;
    if (first.die === 6) {
      const second = drawCard(ctx, l.side, `leader casualty colour (${l.id})`);
      killed = second.colour === 'black';
    }
    if (killed) killLeader(ctx, l);
    else emit(ctx, 'leader-survived', ['6.4'], { leader: l.id });
  }
}

/**
 * Leader casualty check, second kind (§6.4): an enemy unit entered a hex holding only these
 * leaders. The leaders' owner draws (digest A-12); a six followed by a gray die kills, otherwise
 * the leader is wounded and returns two turns later.
 * @rule dawn-of-battle 6.4
 */
export function overrunLeaders(ctx: Ctx, at: Hex, enteringSide: Side): void {
  for (const l of leadersAt(ctx.s, at, other(enteringSide))) {
    if (isDummyLeader(l)) {
      revealDummy(ctx, l, 'an enemy unit entered its hex');
      continue;
    }
    const first = drawCard(ctx, l.side, `overrun leader (${l.id})`);
    let killed = false;
    if (first.die === 6) {
      const second = drawCard(ctx, l.side, `overrun leader colour (${l.id})`);
      killed = second.colour === 'gray';
    }
    if (killed) killLeader(ctx, l);
    else {
      l.where = 'track';
      l.hex = null;
      l.returnTurn = ctx.s.turn + 2;
      emit(ctx, 'leader-wounded', ['6.4'], { leader: l.id, returnTurn: l.returnTurn });
    }
  }
}

function killLeader(ctx: Ctx, l: LeaderState): void {
  l.where = 'killed';
  l.hex = null;
  // Glorious Slaughter (§13.3): 5 per killed leader plus 5 per command point.
  ctx.s.players[l.side].killedLeaderPoints += 5 + 5 * l.command;
  emit(ctx, 'leader-killed', ['6.4', '13.3'], { leader: l.id, side: l.side });
}
