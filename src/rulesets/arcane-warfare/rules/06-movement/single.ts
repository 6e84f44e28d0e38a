/**
 * A single unit's move impulse (§6.4): steps run one after another, each swept across the table
 * (never through enemy, friends only as §6.13 allows, never ending overlapping anyone, §6.1),
 * charged by §6.4 and §6.4.1, within the allowance of §6.3, paid in MIP by §6.10.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { normalizeHeading } from '../../../../plane/angle.js';
import { basesOverlap } from '../../../../plane/contact.js';
import { frontCornerTravel, type MoveStep, type StepResult } from '../../../../plane/move.js';
import { ARCANE_WARFARE_POLICY } from '../../../../plane/move.js';
import { sweepMove } from '../../../../plane/sweep.js';
import type { Base } from '../../../../plane/base.js';
import { rule } from '../../data/cite.js';
import { MINIMUM_SEGMENT, ROTATION_CHARGE } from '../../data/movement.js';
import { done, refused, type Applied } from '../../kernel/result.js';
import type { ArcaneStep } from '../../model/commands.js';
import type { ArcaneEvent } from '../../model/events.js';
import type { ArcaneCommandCentre, ArcaneState, ArcaneUnit } from '../../model/state.js';
import { baseOf, statsOfUnit } from '../../query/geometry.js';
import { featuresOnPath, sweptPolygons } from '../../query/path.js';
import { activeFor } from '../05-sequence/activation.js';
import { allowance, marchCheck, marchEndCheck, onTable, orderable, passableFriends, tableOf } from './impulse.js';
import { closedGaps, inGap } from './gap.js';
import { diagonalCharge, diagonalPassable } from './diagonal.js';
import { classifyMove, singleMoveMip, touchesEnemy } from './mip.js';
import { wholeImpulseOnRoad } from './roads.js';
import { AMBUSH_PREFIX } from '../04-setup/ambush.js';
import { weatherGround } from '../04-setup/weather.js';

/** A step as `strategos/plane` runs it, and what §6.4 / §6.4.1 charge for it (null: measured). */
function planeStep(b: Base, s: ArcaneStep): { step: MoveStep; charge: number | null; rotation: boolean } | string {
  switch (s.step) {
    case 'forward':
    case 'back':
    case 'sidestep':
      return { step: s, charge: null, rotation: false };
    case 'move-to':
      return { step: s, charge: null, rotation: false };
    case 'turn':
      if (s.about === 'centre') return { step: { step: 'turn', angle: s.angle }, charge: ROTATION_CHARGE.turn, rotation: true };
      if (s.angle === 180) return 'a 180° turn is about the base centre (§6.4.1)';
      // About the front-edge centre the front-edge midpoint stays where it is.
      return { step: { step: 'move-to', x: b.x, y: b.y, heading: normalizeHeading(b.heading + s.angle) }, charge: ROTATION_CHARGE.turn, rotation: true };
    case 'pivot':
      return { step: { step: 'wheel', pivot: s.corner, angle: s.corner === 'left' ? s.angle : -s.angle }, charge: ROTATION_CHARGE.pivot, rotation: false };
    case 'expand':
      return 'only a column expands into line (§6.6.3)';
    case 'contract':
      return 'only a line contracts into a column (§6.6.2)';
    case 'wheel':
      return 'a single unit pivots 90° on a front corner or moves; wheels are for lines (§6.4.1, §6.6.1)';
  }
}

/** What a measured step costs (§6.4, Fig. 5, Fig. 6): its length, the farthest front corner's travel, at least 50 p. */
function measured(r: StepResult, s: MoveStep): number {
  const d = s.step === 'forward' || s.step === 'back' || s.step === 'sidestep' ? Math.abs(s.distance) : frontCornerTravel(r.from, r.to);
  return d <= 1e-9 ? 0 : Math.max(MINIMUM_SEGMENT, d);
}

/** The result of running a single unit's steps, before MIP. */
export interface SingleRun {
  readonly end: Base;
  readonly distance: number;
  readonly allowance: number;
  readonly rotationOnly: boolean;
}

/**
 * Runs a unit's steps on the table (§6.1, §6.4, §6.4.1, §6.13): the end pose, the distance
 * charged and the allowance, or why the move is not allowed.
 * @rule arcane-warfare 6.1
 * @rule arcane-warfare 6.4
 * @rule arcane-warfare 6.4.1
 * @rule arcane-warfare 6.13
 * @rule arcane-warfare 6.13.1
 */
export function runSingle(state: ArcaneState, unit: ArcaneUnit, steps: ReadonlyArray<ArcaneStep>): SingleRun | { code: 'bad-step' | 'blocked' | 'overlap' | 'off-table' | 'too-far'; message: string; section: string } {
  const stats = statsOfUnit(unit);
  if (steps.length === 0) return { code: 'bad-step', message: 'A move needs at least one step.', section: '6.1' };
  const ww = unit.depth > 100;
  const table = tableOf(state, unit.side);
  let cur = baseOf(unit);
  let distance = 0;
  let rotationOnly = true;
  let fullImpulse = false;
  const swept: Array<ReturnType<typeof sweptPolygons>[number]> = [];
  const legs: Array<{ from: Base; to: Base }> = [];
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i]!;
    const p = planeStep(cur, s);
    if (typeof p === 'string') return { code: 'bad-step', message: `Step ${i + 1}: ${p}.`, section: '6.4.1' };
    if (ww && (s.step === 'turn' || s.step === 'pivot')) {
      if (s.step !== 'turn' || s.about !== 'centre' || s.angle === 180 || steps.length !== 1) return { code: 'bad-step', message: 'A War Wagon rotates only 90° about its centre, as a whole impulse (§6.4.1).', section: '6.4.1' };
      fullImpulse = true;
    }
    if (!p.rotation) rotationOnly = false;
    // A diagonal manoeuvre crosses friends the usual rules would not let it (§6.13.1).
    const diagonal = diagonalCharge(cur, s);
    const passable = diagonal === null ? passableFriends(state, [unit], p.rotation) : diagonalPassable(state, unit);
    const r = sweepMove({ ...table, bases: { ...table.bases, [unit.id]: cur } }, unit.id, [p.step], { policy: ARCANE_WARFARE_POLICY, passable });
    if (E.isLeft(r)) return { code: 'bad-step', message: `Step ${i + 1}: ${r.left.message}`, section: '6.4' };
    const c = r.right.collision;
    // Entering a feature where enemy lie in ambush: the move stops at its edge (ruling AW-R45).
    const ambushed = c !== null && c.blocker.kind === 'terrain' && c.blocker.id.startsWith(AMBUSH_PREFIX);
    if (c !== null && !ambushed) {
      const what = c.blocker.kind === 'base' ? `unit ${c.blocker.id}` : c.blocker.kind === 'terrain' ? `impassable ground (${c.blocker.id})` : 'the table edge';
      return { code: c.blocker.kind === 'table-edge' ? 'off-table' : 'blocked', message: `Step ${i + 1} runs into ${what} (§6.1: no crossing enemy or impassable ground; friends only as §6.13 allows).`, section: '6.1' };
    }
    const st = r.right.steps[0]!;
    distance += diagonal ?? p.charge ?? measured(st, p.step);
    swept.push(...sweptPolygons(st));
    legs.push({ from: st.from, to: st.to });
    cur = { ...st.to, heading: normalizeHeading(st.to.heading) };
    if (ambushed) break;
  }
  if (!onTable(state, cur)) return { code: 'off-table', message: 'The unit would end off the table.', section: '6.1' };
  for (const o of Object.values(state.units)) {
    if (o.id === unit.id || o.status !== 'active') continue;
    if (basesOverlap(cur, baseOf(o))) return { code: 'overlap', message: `The unit would end overlapping ${o.id} (§6.1).`, section: '6.1' };
  }
  const start = baseOf(unit);
  const gaps = closedGaps(state, unit.side, cur);
  if (gaps.length > 0 && inGap(gaps, cur)) {
    const k = classifyMove(start, cur);
    if (!inGap(closedGaps(state, unit.side, start), start) || !k.straight) return { code: 'blocked', message: 'The unit may not enter the gap two enemy flanks close within 100 p; a unit already in it only moves straight forward or back (§6.14).', section: '6.14' };
  }
  const over = featuresOnPath(state, swept);
  const allow = allowance(stats, over, touchesEnemy(state, unit.side, cur), { road: wholeImpulseOnRoad(state, legs), openIsRough: weatherGround(state).openIsRough });
  if (fullImpulse) distance = allow;
  if (distance > allow + 1e-6) return { code: 'too-far', message: `The move measures ${distance.toFixed(1)} p; ${unit.id} may move ${allow} p this impulse (§6.3).`, section: '6.3' };
  return { end: cur, distance, allowance: allow, rotationOnly };
}

/**
 * A single unit's move impulse ordered by the active command centre.
 * @rule arcane-warfare 6.1
 * @rule arcane-warfare 6.4
 * @rule arcane-warfare 6.10
 */
export function moveUnit(state0: ArcaneState, player: string, coId: string, unitId: string, steps: ReadonlyArray<ArcaneStep>): Applied {
  const events: ArcaneEvent[] = [];
  const a = activeFor(state0, player, coId, events);
  if ('kind' in a) return refused(a.code, a.message, ...a.citations);
  const { state, co } = a as { state: ArcaneState; co: ArcaneCommandCentre };
  const u = orderable(state, co, unitId, player);
  if ('kind' in u) return refused(u.code, u.message, ...u.citations);
  const march = marchCheck(state, [u]);
  if (march !== null) return E.left(march);
  const run = runSingle(state, u, steps);
  if ('code' in run) return refused(run.code, run.message, rule(run.section));
  const endCheck = marchEndCheck(state, [u], [run.end]);
  if (endCheck !== null) return E.left(endCheck);
  const bill = singleMoveMip(state, co, u, run.end, run.rotationOnly);
  const dice = co.dice!;
  if (bill.total > dice.mipLeft) return refused('not-enough-mip', `The impulse costs ${bill.total} MIP; ${coId} has ${dice.mipLeft} left.`, rule('6.10'), ...bill.items.map((i) => i.citation));
  const moved: ArcaneUnit = { ...u, x: run.end.x, y: run.end.y, heading: run.end.heading, orderedBy: co.id, impulses: u.impulses + 1, cumbersomePaid: true };
  events.push({
    type: 'unit-moved',
    player,
    co: coId,
    unit: unitId,
    from: { x: u.x, y: u.y, heading: u.heading },
    to: { x: moved.x, y: moved.y, heading: moved.heading },
    distance: run.distance,
    allowance: run.allowance,
    mip: bill.total,
    march: u.impulses >= 1,
    citations: [rule('6.4'), ...bill.items.map((i) => i.citation), ...(u.impulses >= 1 ? [rule('6.12')] : [])],
  });
  return done(
    { ...state, units: { ...state.units, [unitId]: moved }, commands: { ...state.commands, [coId]: { ...co, dice: { ...dice, mipLeft: dice.mipLeft - bill.total } } } },
    events,
  );
}
