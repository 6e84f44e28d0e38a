/**
 * Command control (§6): command range and formation membership, leaders moving with their unit,
 * leader casualties.
 * @module
 */
import { spareLeader } from '../14-events/leader-survives.js';
import { eventWindowWanted, openEventWindowBefore } from '../14-events/event-window.js';
import { isDummyLeader } from '../15-optional/setup-options.js';
import { revealDummy } from '../15-optional/leaders.js';
import { drawCard } from '../02-components/cards.js';
import { emit, type Ctx } from '../../kernel/context.js';
import { leadersAt, occupancy, type Occupancy } from '../../query/derived.js';
import { hexKey, sameHex, type Hex } from '../../model/geometry.js';
import type { CasualtyCheck, DobState, LeaderState, Side, UnitState } from '../../model/state.js';
import { gameEnding, openWindow, windowsForDraws } from '../05-actions/die-windows.js';
import { other } from '../../model/state.js';
import { cellOf, gridOf } from '../../query/grid.js';

/**
 * The hexes within `leader`'s command range reachable by a chain of hexes free of enemy combat
 * units (§5.2, §6.2): range counts from the leader's hex (exclusive) to the unit's (inclusive);
 * river hexes break the chain (ruling DOB-R17). The unit's own hex may hold anything.
 * @rule dawn-of-battle 5.2
 * @rule dawn-of-battle 6.2
 * @ruling DOB-R17
 */
export function commandArea(s: DobState, leader: LeaderState, occ: Occupancy = occupancy(s)): Set<string> {
  const out = new Set<string>();
  if (leader.where !== 'map' || leader.hex === null) return out;
  const start = leader.hex;
  out.add(hexKey(start));
  // Breadth-first over the compiled map's cells (a leader stands on the map); keys are the map's own.
  const grid = gridOf(s);
  const { keys, step } = grid.index;
  const first = cellOf(grid, start);
  if (first < 0) return out;
  let frontier: number[] = [first];
  for (let d = 1; d <= leader.range; d++) {
    const next: number[] = [];
    for (const c of frontier) {
      for (let dir = 0; dir < 6; dir++) {
        const n = c + step[dir]!;
        // Off the map or impassable (river): not part of the area (NaN cost, §2.4.3).
        if (grid.cost[n] !== grid.cost[n]) continue;
        const k = keys[n]!;
        if (out.has(k)) continue;
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
 * counted as hexes entered, ruling DOB-R18).
 * @rule dawn-of-battle 6.3
 * @ruling DOB-R18
 */
export function carryLeaders(ctx: Ctx, side: Side, from: Hex, to: Hex, hexesEntered: number): void {
  if (sameHex(from, to) && hexesEntered === 0) return;
  for (const l of leadersAt(ctx.s, from, side)) {
    l.hex = { q: to.q, r: to.r };
    l.moved += hexesEntered;
    if (l.canForm && l.moved > l.range) {
      l.canForm = false;
      emit(ctx, 'leader-flipped', ['5.2', '6.3'], { leader: l.id, side: l.side, revealed: l.revealed, moved: l.moved });
    }
  }
}

/**
 * Leader casualty check, first kind (§6.4): each leader in the hex of a friendly unit that was
 * eliminated or involuntarily disrupted draws; on a six it draws again, and a black die kills it.
 * With die-modification windows before every draw (§5.4, `dieModWindows: 'all'`) the checks wait
 * until the action that caused them is complete, then each first draw gets its window.
 * @rule dawn-of-battle 6.4
 */
export function casualtyCheckWithUnit(ctx: Ctx, u: UnitState, at: Hex): void {
  // Dummy leaders (§15.13) are not leaders: they never draw.
  casualtyChecks(ctx, leadersAt(ctx.s, at, u.side).filter((l) => !isDummyLeader(l)).map((l) => ({ leader: l.id, overrun: false })));
}

/**
 * Leader casualty check, second kind (§6.4): an enemy unit entered a hex holding only these
 * leaders. The leaders' owner draws (ruling DOB-R20); a six followed by a gray die kills, otherwise
 * the leader is wounded and returns two turns later.
 * @rule dawn-of-battle 6.4
 * @ruling DOB-R20
 */
export function overrunLeaders(ctx: Ctx, at: Hex, enteringSide: Side): void {
  const checks: CasualtyCheck[] = [];
  for (const l of leadersAt(ctx.s, at, other(enteringSide))) {
    // A dummy leader (§15.13) is revealed and removed instead of drawing.
    if (isDummyLeader(l)) revealDummy(ctx, l, 'an enemy unit entered its hex');
    else checks.push({ leader: l.id, overrun: true });
  }
  casualtyChecks(ctx, checks);
}

function casualtyChecks(ctx: Ctx, checks: CasualtyCheck[]): void {
  if (checks.length === 0) return;
  // Deferred until the action completes when a window (§5.4 or §14.2) may come before the draw.
  if (windowsForDraws(ctx) || eventWindowWanted(ctx.s, 'casualty')) ctx.casualties.push(...checks);
  else runCasualtyChecks(ctx, checks, null);
}

/**
 * Runs the casualty checks deferred until the action completed (§5.4 windows); called by the
 * reducer after each command's action.
 * @rule dawn-of-battle 6.4
 */
export function runDeferredCasualtyChecks(ctx: Ctx): void {
  if (ctx.casualties.length === 0 || gameEnding(ctx.s)) return;
  runCasualtyChecks(ctx, ctx.casualties.splice(0), null);
}

/**
 * Draws the checks in order. `mod` is the modification agreed in the window just closed for the
 * first check (`null`: no window held for it yet, so one opens if anyone can pay, §5.4).
 * @rule dawn-of-battle 6.4
 * @rule dawn-of-battle 5.4
 */
export function runCasualtyChecks(ctx: Ctx, checks: ReadonlyArray<CasualtyCheck>, mod: number | null): void {
  for (let i = 0; i < checks.length; i++) {
    const c = checks[i]!;
    const l = ctx.s.leaders[c.leader];
    if (l === undefined || l.where !== 'map') continue;
    const agreed = i === 0 ? mod : null;
    if (agreed === null && openEventWindowBefore(ctx, { kind: 'casualty', checks: checks.slice(i).map((x) => ({ leader: x.leader, overrun: x.overrun })) })) return;
    if (agreed === null && ctx.s.options.dieModWindows === 'all' && windowsForDraws(ctx)) {
      openWindow(ctx, l.side, { kind: 'casualty', checks: checks.slice(i).map((x) => ({ leader: x.leader, overrun: x.overrun })) });
      return;
    }
    resolveCasualty(ctx, l, c.overrun, agreed ?? 0);
  }
}

function resolveCasualty(ctx: Ctx, l: LeaderState, overrun: boolean, mod: number): void {
  const first = drawCard(ctx, l.side, overrun ? `overrun leader (${l.id})` : `leader casualty (${l.id})`);
  let killed = false;
  if (first.die + mod === 6) {
    const second = drawCard(ctx, l.side, overrun ? `overrun leader colour (${l.id})` : `leader casualty colour (${l.id})`);
    killed = second.colour === (overrun ? 'gray' : 'black');
  }
  if (killed && spareLeader(ctx, l)) killed = false;
  if (killed) killLeader(ctx, l);
  else if (!overrun) emit(ctx, 'leader-survived', ['6.4'], { leader: l.id, side: l.side, revealed: l.revealed, ...(mod === 0 ? {} : { die: first.die, modification: mod }) });
  else {
    l.where = 'track';
    l.hex = null;
    l.returnTurn = ctx.s.turn + 2;
    emit(ctx, 'leader-wounded', ['6.4'], { leader: l.id, returnTurn: l.returnTurn });
  }
}

/** A leader dies (§6.4, §15.12.2): off the map for good, with its Glorious Slaughter points (§13.3). */
export function killLeader(ctx: Ctx, l: LeaderState): void {
  l.where = 'killed';
  l.hex = null;
  // Glorious Slaughter (§13.3): 5 per killed leader plus 5 per command point.
  ctx.s.players[l.side].killedLeaderPoints += 5 + 5 * l.command;
  emit(ctx, 'leader-killed', ['6.4', '13.3'], { leader: l.id, side: l.side });
}
