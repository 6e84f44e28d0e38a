/**
 * The initiative move of the spontaneous movement phase (§5.5): once a turn each player may move
 * one unit or formation without MIP orders this turn straight forward, the attacker first.
 * Chasing, looting and fleeing (§6.15) come with part II's combat.
 * @module
 */
import { rule } from '../../data/cite.js';
import { done, refused, type Applied } from '../../kernel/result.js';
import type { ArcaneEvent } from '../../model/events.js';
import type { ArcaneState, ArcaneUnit } from '../../model/state.js';
import { polygonOf } from '../../../../plane/base.js';
import { convexHull } from '../../../../plane/polygon.js';
import { baseOf, isDifficult, statsOfUnit } from '../../query/geometry.js';
import { featuresOnPath } from '../../query/path.js';
import { afterSpontaneous } from '../05-sequence/turn.js';
import { formationOf, runFormation } from './formation.js';
import { runSingle } from './single.js';

function next(state: ArcaneState, events: ArcaneEvent[]): ArcaneState {
  const phase = state.phase;
  if (phase.tag !== 'initiative') return state;
  if (phase.then !== null) return { ...state, phase: { tag: 'initiative', player: phase.then, then: null } };
  return afterSpontaneous(state, events);
}

/**
 * A player passes on the initiative move.
 * @rule arcane-warfare 5.5
 */
export function passInitiative(state: ArcaneState, player: string): Applied {
  if (state.phase.tag !== 'initiative') return refused('wrong-phase', 'This is not the spontaneous movement phase.', rule('5.5'));
  const events: ArcaneEvent[] = [{ type: 'initiative-passed', player, citations: [rule('5.5')] }];
  return done(next(state, events), events);
}

/**
 * The initiative move (§5.5): straight forward, by one unit or formation that had no MIP orders
 * this turn; a move with Cumbersome units or over difficult ground only by a single unit or a
 * column.
 * @rule arcane-warfare 5.5
 */
export function initiativeMove(state: ArcaneState, player: string, unitIds: ReadonlyArray<string>, distance: number): Applied {
  if (state.phase.tag !== 'initiative') return refused('wrong-phase', 'This is not the spontaneous movement phase.', rule('5.5'));
  if (unitIds.length === 0 || new Set(unitIds).size !== unitIds.length) return refused('not-movable', 'Name one unit or the units of one formation, each once.', rule('5.5'));
  const units: ArcaneUnit[] = [];
  for (const id of unitIds) {
    const u = state.units[id];
    if (u === undefined || u.status !== 'active' || u.side !== player) return refused('unknown-unit', `${id} is not one of ${player}'s units on the table.`, rule('5.5'));
    if (u.orderedBy !== null || u.impulses > 0) return refused('not-movable', `${id} had MIP orders this turn (§5.5).`, rule('5.5'));
    units.push(u);
  }
  const steps = [{ step: 'forward' as const, distance }];
  const ends: Record<string, { x: number; y: number; heading: number }> = {};
  if (units.length === 1) {
    const run = runSingle(state, units[0]!, steps);
    if ('code' in run) return refused(run.code, run.message, rule(run.section));
    ends[units[0]!.id] = { x: run.end.x, y: run.end.y, heading: run.end.heading };
  } else {
    const f = formationOf(state, units);
    if (typeof f === 'string') return refused('not-a-formation', `Not a formation: ${f}.`, rule('6.5'));
    const run = runFormation(state, null, f, steps);
    if ('code' in run) return refused(run.code, run.message, ...run.citations);
    if (f.kind === 'line') {
      const swept = units.map((u) => convexHull([...polygonOf(baseOf(u)), ...polygonOf(run.end[u.id]!)]));
      const hard = units.some((u) => statsOfUnit(u).cumbersome) || featuresOnPath(state, swept).some((t) => units.some((u) => isDifficult(t.kind, statsOfUnit(u))));
      if (hard) return refused('formation-terrain', 'With Cumbersome units or over difficult ground the initiative move is by a single unit or a column (§5.5).', rule('5.5'));
    }
    for (const [id, b] of Object.entries(run.end)) ends[id] = { x: b.x, y: b.y, heading: b.heading };
  }
  const moved = { ...state.units };
  for (const u of units) moved[u.id] = { ...u, ...ends[u.id]! };
  const events: ArcaneEvent[] = [{ type: 'initiative-moved', player, units: [...unitIds], distance, citations: [rule('5.5')] }];
  return done(next({ ...state, units: moved, initiativeUsed: [...state.initiativeUsed, player] }, events), events);
}
