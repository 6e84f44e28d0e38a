/**
 * Victory (§13): the points tally at game end, handicap draws, victory levels, sudden death,
 * quicker play and no draws (§15.14, §15.15).
 * @module
 */
import { takingHeadsItems } from '../15-optional/taking-heads.js';
import { cite } from '../../../../core/citation.js';
import { drawCard, reshuffleDeck } from '../02-components/cards.js';
import { citing, type Ctx, record } from '../../kernel/context.js';
import { gameEnding, openWindow, windowsForDraws } from '../05-actions/die-windows.js';
import { dataOf } from '../../query/derived.js';
import { handicapTarget, victoryLevel, type VictoryLevel } from '../../data/victory-tables.js';
import type { DobState, GameResult, Side, VpItem } from '../../model/state.js';
import { other, SIDES } from '../../model/state.js';

// Citation lists of the events recorded here (one shared frozen list each, see `record`).
const CITE_13_0__13_6 = citing('13.0', '13.6');
const CITE_13_5 = citing('13.5');
const CITE_13_7 = citing('13.7');

/**
 * Sudden death (§13.7): when the enemy panics, `side` wins decisively if its own losses are
 * fewer than its panic level minus ten (`≤` with the `suddenDeathInclusive` option, ruling DOB-R45).
 * @rule dawn-of-battle 13.7
 * @ruling DOB-R45
 */
export function suddenDeathApplies(s: DobState, side: Side): boolean {
  const p = s.players[side];
  const limit = p.panicLevel - 10;
  return s.options.suddenDeathInclusive ? p.losses <= limit : p.losses < limit;
}

/** Banked handicap value (§5.7, §13.5): each chit times its turn box's circled value. */
export function bankedValue(s: DobState, side: Side): number {
  let v = 0;
  for (const b of s.players[side].banked) v += b.count * (dataOf(s).turnTrack.boxes[b.turn - 1]?.handicap ?? 0);
  return v;
}

/** Total losses for Glorious Slaughter (§13.3): strength lost plus killed-leader points. */
export function slaughterLosses(s: DobState, side: Side): number {
  return s.players[side].losses + s.players[side].killedLeaderPoints;
}

/**
 * The handicap draw (§13.5): a player with banked chits reshuffles their deck (not the hand) and
 * draws; a die (plus any §5.4 modification `mod`) at most the table's value for the banked total
 * succeeds. `null` when the player banked nothing.
 * @rule dawn-of-battle 13.5
 */
export function handicapDraw(ctx: Ctx, side: Side, mod = 0): boolean | null {
  const value = bankedValue(ctx.s, side);
  if (value <= 0) return null;
  reshuffleDeck(ctx, side, '13.5');
  const die = drawCard(ctx, side, 'handicap').die + mod;
  const need = handicapTarget(value);
  const ok = die <= need;
  record(ctx, { side, banked: value, need, die, success: ok, ...(mod === 0 ? {} : { modification: mod }), type: 'handicap-draw', citations: CITE_13_5 });
  return ok;
}

/**
 * Ends the game and tallies victory (§13): the first panic of the enemy (+1, cancelled if both
 * panicked, §13.1); the enemy Camp or War Wagon lost (§13.2, likewise); Glorious Slaughter (§13.3:
 * losses at most half the enemy's, enemy losses above 0); scenario points (§13.4); the handicap
 * draw (§13.5). The difference gives the level (§13.6); with No Draws side B wins an exact tie
 * (§15.15, §13.0). Sudden death (§13.7) is decisive unless the loser's handicap draw
 * succeeds, which makes it substantial.
 * @rule dawn-of-battle 13.1
 * @rule dawn-of-battle 13.2
 * @rule dawn-of-battle 13.3
 * @rule dawn-of-battle 13.4
 * @rule dawn-of-battle 13.6
 * @rule dawn-of-battle 15.15
 */
export function endGame(ctx: Ctx, how: { suddenDeathWinner?: Side; reason?: string }): void {
  if (gameEnding(ctx.s)) return;
  concludeGame(ctx, how, {}, null);
}

/**
 * Makes the handicap draws still due (the sudden-death loser's, or each player's with banked
 * chits), each after a §5.4 window when windows are on (`mod` is the modification agreed for the
 * next one when resuming), then tallies the result.
 * @rule dawn-of-battle 13.5
 * @rule dawn-of-battle 5.4
 */
export function concludeGame(ctx: Ctx, how: { suddenDeathWinner?: Side; reason?: string }, made: { A?: boolean; B?: boolean }, mod: number | null): void {
  const s = ctx.s;
  const draws: { A?: boolean; B?: boolean } = { ...made };
  let agreed = mod;
  const drawers = how.suddenDeathWinner !== undefined ? [other(how.suddenDeathWinner)] : SIDES;
  for (const side of drawers) {
    if (draws[side] !== undefined || bankedValue(s, side) <= 0) continue;
    if (agreed === null && windowsForDraws(ctx)) {
      openWindow(ctx, side, { kind: 'handicap', how: { ...how }, draws });
      return;
    }
    draws[side] = handicapDraw(ctx, side, agreed ?? 0) === true;
    agreed = null;
  }
  s.phase = { kind: 'over' };
  if (how.suddenDeathWinner !== undefined) {
    const w = how.suddenDeathWinner;
    const saved = draws[other(w)];
    const level: VictoryLevel = saved === true ? 'substantial' : 'decisive';
    s.result = {
      winner: w, level, points: { A: 0, B: 0 }, items: [],
      reason: `Sudden death: ${other(w)}'s army panicked while ${w}'s losses were below its panic level minus ten${saved === true ? '; the loser\'s handicap draw reduced the victory to substantial' : ''}.`,
      citations: [cite('dawn-of-battle', '13.7')],
    };
    record(ctx, { result: s.result, type: 'game-over', citations: CITE_13_7 });
    return;
  }
  const items: VpItem[] = [];
  const panicked = { A: s.players.A.panics > 0, B: s.players.B.panics > 0 };
  if (panicked.A !== panicked.B) items.push({ side: panicked.A ? 'B' : 'A', points: 1, section: '13.1', reason: 'the enemy army panicked' });
  const camp = { A: s.players.A.campLost, B: s.players.B.campLost };
  if (camp.A !== camp.B) items.push({ side: camp.A ? 'B' : 'A', points: 1, section: '13.2', reason: 'the enemy Camp or War Wagon was taken' });
  for (const side of SIDES) {
    const mine = slaughterLosses(s, side);
    const theirs = slaughterLosses(s, other(side));
    if (!s.options.supplementary.takingHeads && theirs > 0 && mine * 2 <= theirs) items.push({ side, points: 1, section: '13.3', reason: `losses ${mine} are at most half the enemy's ${theirs}` });
    if (s.players[side].scenarioVp > 0) items.push({ side, points: s.players[side].scenarioVp, section: '13.4', reason: 'assigned by the scenario' });
  }
  items.push(...takingHeadsItems(s));
  for (const side of SIDES) if (draws[side] === true) items.push({ side, points: 1, section: '13.5', reason: 'handicap draw succeeded' });
  const points = { A: 0, B: 0 };
  for (const i of items) points[i.side] += i.points;
  const diff = points.A - points.B;
  let winner: Side | null = diff > 0 ? 'A' : diff < 0 ? 'B' : null;
  let level = victoryLevel(diff);
  if (winner === null && s.options.noDraws) {
    winner = 'B';
    level = 'marginal';
    items.push({ side: 'B', points: 0.5, section: '15.15', reason: 'no draws: side B wins an exact tie' });
    points.B += 0.5;
  }
  const result: GameResult = {
    winner, level, points, items,
    reason: how.reason ?? (winner === null ? 'The game ended level on victory points.' : `${winner} has more victory points.`),
    citations: [cite('dawn-of-battle', '13.0'), cite('dawn-of-battle', '13.6')],
  };
  s.result = result;
  record(ctx, { result, type: 'game-over', citations: CITE_13_0__13_6 });
}
