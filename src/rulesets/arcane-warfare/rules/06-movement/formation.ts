/**
 * Formations (§6.5) and their move impulses: lines advancing, sidestepping, wheeling (§6.6.1) and
 * moving back (§6.9); columns following their head (§6.7); the 180° about-face (§6.8).
 * Contracting a line into a column (§6.6.2), expanding a column (§6.6.3), the 90° about-face
 * and attached units (§6.11) are not played yet.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { normalizeHeading } from '../../../../plane/angle.js';
import { baseFromCentre, centreOf, polygonOf, toLocal, type Base, type Point } from '../../../../plane/base.js';
import { moveColumn } from '../../../../plane/column.js';
import { basesOverlap, classifyUnchecked } from '../../../../plane/contact.js';
import { moveGroup } from '../../../../plane/group.js';
import { ARCANE_WARFARE_POLICY, rotateAbout, type MoveStep } from '../../../../plane/move.js';
import { convexHull } from '../../../../plane/polygon.js';
import { DEFAULT_TOLERANCE } from '../../../../plane/tolerance.js';
import type { Citation } from '../../../../core/citation.js';
import { rule, ruling } from '../../data/cite.js';
import { LINE_BACK } from '../../data/movement.js';
import { done, refused, type Applied } from '../../kernel/result.js';
import type { ArcaneStep } from '../../model/commands.js';
import type { ArcaneEvent } from '../../model/events.js';
import type { ArcaneCommandCentre, ArcaneState, ArcaneUnit } from '../../model/state.js';
import { baseOf, enemiesOf, isDifficult, statsOfUnit } from '../../query/geometry.js';
import { featuresOnPath } from '../../query/path.js';
import { activeFor } from '../05-sequence/activation.js';
import { allowance, marchCheck, marchEndCheck, onTable, orderable, passableFriends, tableOf } from './impulse.js';
import { contractLine } from './contract.js';
import { expandColumn } from './expand.js';
import { formationOf, type Formation } from './formations.js';

export { formationOf, type Formation } from './formations.js';
import { closedGaps, inGap } from './gap.js';
import { classifyMove, commandPenalty } from './mip.js';
import { wholeImpulseOnRoad } from './roads.js';
import { AMBUSH_PREFIX } from '../04-setup/ambush.js';
import { weatherGround, weatherMip } from '../04-setup/weather.js';

/**
 * A formation's move impulse.
 * @rule arcane-warfare 6.5
 * @rule arcane-warfare 6.6
 * @rule arcane-warfare 6.6.1
 * @rule arcane-warfare 6.7
 * @rule arcane-warfare 6.8
 * @rule arcane-warfare 6.9
 * @rule arcane-warfare 6.10
 */
export function moveFormation(state0: ArcaneState, player: string, coId: string, unitIds: ReadonlyArray<string>, steps: ReadonlyArray<ArcaneStep>): Applied {
  const events: ArcaneEvent[] = [];
  const a = activeFor(state0, player, coId, events);
  if ('kind' in a) return refused(a.code, a.message, ...a.citations);
  const { state, co } = a as { state: ArcaneState; co: ArcaneCommandCentre };
  if (new Set(unitIds).size !== unitIds.length) return refused('not-a-formation', 'A unit is listed twice.', rule('6.5'));
  const units: ArcaneUnit[] = [];
  for (const id of unitIds) {
    const u = orderable(state, co, id, player);
    if ('kind' in u) return refused(u.code, u.message, ...u.citations);
    units.push(u);
  }
  const f = formationOf(state, units);
  if (typeof f === 'string') return refused('not-a-formation', `Not a formation: ${f}.`, rule('6.5'));
  const march = marchCheck(state, f.units);
  if (march !== null) return E.left(march);
  const run = runFormation(state, co, f, steps);
  if ('code' in run) return refused(run.code, run.message, ...run.citations);
  const ends = f.units.map((u) => run.end[u.id]!);
  const endCheck = marchEndCheck(state, f.units, ends);
  if (endCheck !== null) return E.left(endCheck);
  const dice = co.dice!;
  if (run.mip > dice.mipLeft) return refused('not-enough-mip', `The impulse costs ${run.mip} MIP; ${coId} has ${dice.mipLeft} left.`, rule('6.10'), ...run.citations);
  const next = { ...state.units };
  const to: Record<string, { x: number; y: number; heading: number }> = {};
  for (const u of f.units) {
    const e = run.end[u.id]!;
    next[u.id] = { ...u, x: e.x, y: e.y, heading: normalizeHeading(e.heading), orderedBy: co.id, impulses: u.impulses + 1, cumbersomePaid: true };
    to[u.id] = { x: e.x, y: e.y, heading: normalizeHeading(e.heading) };
  }
  const isMarch = f.units.some((u) => u.impulses >= 1);
  events.push({
    type: 'formation-moved',
    player,
    co: coId,
    units: f.units.map((u) => u.id),
    kind: f.kind,
    to,
    distance: run.distance,
    allowance: run.allowance,
    mip: run.mip,
    march: isMarch,
    citations: [rule('6.5'), ...run.citations, ...(isMarch ? [rule('6.12')] : [])],
  });
  return done({ ...state, units: next, commands: { ...state.commands, [coId]: { ...co, dice: { ...dice, mipLeft: dice.mipLeft - run.mip } } } }, events);
}

/** True when a sweep stopped at a feature where enemy lie in ambush (ruling AW-R45). */
function isAmbushStop(b: { readonly kind: string; readonly id?: string }): boolean {
  return b.kind === 'terrain' && b.id !== undefined && b.id.startsWith(AMBUSH_PREFIX);
}

/** Why a formation's move is refused. */
export type Failure = { code: 'bad-step' | 'blocked' | 'overlap' | 'off-table' | 'too-far' | 'formation-terrain'; message: string; citations: Citation[] };

function fail(code: Failure['code'], message: string, section: string): Failure {
  return { code, message, citations: [rule(section)] };
}

/**
 * Runs a formation's steps (§6.6–§6.9): the end poses, the distance and allowance, and the MIP it
 * would cost when ordered by `co` (null: an initiative move, §5.5, which costs none).
 * @rule arcane-warfare 6.6
 */
export function runFormation(
  state: ArcaneState,
  co: ArcaneCommandCentre | null,
  f: Formation,
  steps: ReadonlyArray<ArcaneStep>,
): { end: Record<string, Base>; distance: number; allowance: number; mip: number; citations: Citation[] } | Failure {
  if (steps.length === 0) return fail('bad-step', 'A move needs at least one step.', '6.1');
  const stats = f.units.map(statsOfUnit);
  const allSwift = stats.every((s) => s.characteristics.includes('Swift'));
  const ids = f.units.map((u) => u.id);
  const table = tableOf(state, f.units[0]!.side);
  const passable = passableFriends(state, f.units, false);
  const citations: Citation[] = [rule('6.1')];
  let mip = 1;
  // Units that came on from off the table this turn count as within the command radius (§12).
  const pen = co === null || f.units.every((u) => u.arrivedOnTurn === state.turn) ? 0 : commandPenalty(state, co, f.units.map(baseOf));
  if (pen > 0) {
    mip += pen;
    citations.push(ruling('AW-R7', 'outside the command radius'));
  }
  let end: Record<string, Base>;
  let distance: number;
  const swept: Point[][] = [];
  const first = steps[0]!;
  if (first.step === 'expand') {
    if (steps.length !== 1) return fail('bad-step', 'Expanding a column is a whole impulse (§6.6.3).', '6.6.3');
    const x = expandColumn(state, f, first.slots);
    if (typeof x === 'string') return fail('bad-step', `Cannot expand: ${x}.`, '6.6.3');
    if (f.units.some((u) => statsOfUnit(u).cumbersome && !u.cumbersomePaid)) {
      mip += 1;
      citations.push(rule('11.1', 'Cumbersome: first move of the turn'));
    }
    return { end: x.end, distance: 0, allowance: 0, mip, citations: [...citations, ...x.citations] };
  }
  if (first.step === 'contract') {
    if (steps.length !== 1) return fail('bad-step', 'Contracting a line into a column is a whole impulse (§6.6.2).', '6.6.2');
    const x = contractLine(state, f, first);
    if (typeof x === 'string') return fail('bad-step', `Cannot contract: ${x}.`, '6.6.2');
    const lead = f.units.find((u) => u.id === first.lead)!;
    const ls = statsOfUnit(lead);
    const over = featuresOnPath(state, [convexHull([...polygonOf(baseOf(lead)), ...polygonOf(x.end[lead.id]!)])]);
    const allow = allowance(ls, over, false, { openIsRough: weatherGround(state).openIsRough });
    if (x.distance > allow + 1e-6) return fail('too-far', `The lead may move ${allow} p this impulse (§6.3).`, '6.3');
    if (!allSwift) {
      mip += 1;
      citations.push(rule('6.6.2', 'line into column'));
    }
    if (f.units.some((u) => statsOfUnit(u).cumbersome && !u.cumbersomePaid)) {
      mip += 1;
      citations.push(rule('11.1', 'Cumbersome: first move of the turn'));
    }
    return { end: x.end, distance: x.distance, allowance: allow, mip, citations: [...citations, rule('6.6.2')] };
  }
  const only = steps.length === 1 ? steps[0]! : null;
  const aboutFace = only !== null && only.step === 'turn' && only.about === 'centre';
  if (aboutFace) {
    // §6.8: each unit turns 90° or 180° about its own centre; 20 mm deep units of a column turning
    // 90° do it in pairs, as one 40 mm deep unit (Fig. 13); 200 p deep units may not about-face.
    const angle = only.angle;
    if (f.units.some((u) => u.depth > 100)) return fail('bad-step', 'War Wagons may not about-face (§6.8).', '6.8');
    const groups: ArcaneUnit[][] = [];
    if (angle !== 180 && f.units.some((u) => u.depth < 100)) {
      if (f.kind !== 'column' || f.units.length % 2 !== 0) return fail('bad-step', 'A 90° about-face of 20 mm deep units is played for a column of pairs only (§6.8, Fig. 13); lines of them are not yet.', '6.8');
      for (let i = 0; i < f.units.length; i += 2) groups.push([f.units[i]!, f.units[i + 1]!]);
    } else for (const u of f.units) groups.push([u]);
    end = {};
    for (const g of groups) {
      const cs = g.map((u) => centreOf(baseOf(u)));
      const q = { x: cs.reduce((a, c) => a + c.x, 0) / cs.length, y: cs.reduce((a, c) => a + c.y, 0) / cs.length };
      g.forEach((u, i) => {
        const b = baseOf(u);
        end[u.id] = baseFromCentre(b, rotateAbout(cs[i]!, q, angle), normalizeHeading(b.heading + angle));
      });
    }
    distance = 0;
    if (!(allSwift && angle === 180)) {
      mip += 1;
      citations.push(rule('6.8', 'about-face'));
    }
  } else {
    const program: MoveStep[] = [];
    let wheels = 0;
    let lateral = false;
    let turning = false;
    let backDist = 0;
    for (const s of steps) {
      if (s.step === 'forward') program.push(s);
      else if (s.step === 'back') {
        program.push(s);
        backDist += s.distance;
      } else if (s.step === 'sidestep') {
        if (f.kind === 'column') return fail('bad-step', 'A column moves along its head\'s path (§6.7).', '6.7');
        program.push(s);
        lateral = true;
      } else if (s.step === 'wheel') {
        if (s.angle <= 0) return fail('bad-step', 'A wheel advances the free end; no unit may cross the original rear line (§6.6.1).', '6.6.1');
        program.push(s);
        wheels++;
        turning = true;
      } else if (s.step === 'turn' && f.kind === 'column' && s.about === 'centre' && s.angle !== 180) {
        program.push({ step: 'turn', angle: s.angle });
        turning = true;
      } else if (s.step === 'expand' || s.step === 'contract') return fail('bad-step', 'Formation changes are whole impulses (§6.6.2, §6.6.3).', '6.6');
      else return fail('bad-step', `A ${f.kind} cannot make a ${s.step} step here; it advances, wheels, sidesteps or moves back (§6.6–§6.9).`, '6.6');
    }
    if (backDist > 0 && program.some((p) => p.step !== 'back')) return fail('bad-step', 'Backward movement in formation is straight back only (§6.9).', '6.9');
    if (f.kind === 'line' && wheels > 2) return fail('bad-step', 'A line wheels at most twice per impulse (§6.6.1).', '6.6.1');
    if (backDist > 0) {
      if (f.kind !== 'line' || !f.singleRank) return fail('bad-step', 'Only a line one unit deep may move back in formation (§6.9).', '6.9');
      const light = stats.every((s) => s.light);
      const lim = light ? LINE_BACK.light : LINE_BACK.closeOrder;
      const depth = Math.max(...f.units.map((u) => u.depth));
      if (backDist > lim.depths * depth + 1e-6) return fail('too-far', `This line may move back at most ${lim.depths} base depths (§6.9).`, '6.9');
      mip += lim.mip;
      citations.push(rule('6.9'));
    }
    const tableWith = { ...table, bases: { ...table.bases } };
    if (f.kind === 'line') {
      const r = moveGroup(tableWith, ids, program, { policy: ARCANE_WARFARE_POLICY, passable });
      if (E.isLeft(r)) return fail('bad-step', r.left.message, '6.6');
      // Entering a feature where enemy lie in ambush: the move stops at its edge (ruling AW-R45).
      if (r.right.collision !== null && !isAmbushStop(r.right.collision.blocker)) {
        const c = r.right.collision;
        return fail(c.blocker.kind === 'table-edge' ? 'off-table' : 'blocked', `The line runs into ${c.blocker.kind === 'base' ? `unit ${c.blocker.id}` : c.blocker.kind === 'terrain' ? 'impassable ground' : 'the table edge'} (§6.1).`, '6.1');
      }
      end = { ...r.right.end };
      distance = r.right.cost;
      for (const st of r.right.steps) for (const id of ids) swept.push(convexHull([...polygonOf(st.from[id]!), ...polygonOf(st.to[id]!)]));
    } else {
      const r = moveColumn(tableWith, ids, program, { policy: ARCANE_WARFARE_POLICY, passable });
      if (E.isLeft(r)) return fail('bad-step', r.left.message, '6.7');
      if (r.right.collision !== null && !isAmbushStop(r.right.collision.blocker)) return fail('blocked', 'The column runs into something it may not cross (§6.1).', '6.1');
      end = { ...r.right.end };
      distance = r.right.cost;
      for (const u of f.units) swept.push(convexHull([...polygonOf(baseOf(u)), ...polygonOf(end[u.id]!)]));
    }
    if (lateral && !allSwift) {
      mip += 1;
      citations.push(rule('6.10', 'sideways'));
    }
    if (f.kind === 'line' && wheels > 0) {
      const frontContact = f.units.some((u) => enemiesOf(state, u.side).some((e) => classifyUnchecked(end[u.id]!, baseOf(e), DEFAULT_TOLERANCE).relation.startsWith('front-to-')));
      if (!allSwift && !frontContact) {
        mip += 1;
        citations.push(rule('6.6.1', 'wheel'));
      }
      // §6.6.1: no unit may cross the original rear line.
      for (const u of f.units) {
        const b0 = baseOf(u);
        if (polygonOf(end[u.id]!).some((p) => toLocal(b0, p).ahead < -b0.depth - 1e-6)) return fail('bad-step', 'No unit of a wheeling line may cross the original rear line (§6.6.1).', '6.6.1');
      }
    }
    if (f.kind === 'column' && turning && !allSwift) {
      mip += 1;
      citations.push(rule('6.7', 'change of direction'));
    }
  }
  for (const u of f.units) {
    const e = end[u.id]!;
    if (!onTable(state, e)) return fail('off-table', `${u.id} would end off the table.`, '6.1');
    const gaps = closedGaps(state, u.side, e);
    if (gaps.length > 0 && inGap(gaps, e) && (!inGap(closedGaps(state, u.side, baseOf(u)), baseOf(u)) || !classifyMove(baseOf(u), e).straight)) {
      return fail('blocked', `${u.id} may not enter the gap two enemy flanks close within 100 p (§6.14).`, '6.14');
    }
    for (const o of Object.values(state.units)) {
      if (o.status !== 'active' || ids.includes(o.id)) continue;
      if (basesOverlap(e, baseOf(o))) return fail('overlap', `${u.id} would end overlapping ${o.id} (§6.1).`, '6.1');
    }
  }
  const over = featuresOnPath(state, swept);
  if (f.kind === 'line' && !aboutFace) {
    const frozen = weatherGround(state).frozen;
    const closed = over.find((x) => x.kind === 'bua' || (!frozen && (x.kind === 'river' || x.kind === 'marsh')));
    if (closed !== undefined) return fail('formation-terrain', `Units move over a BUA, river or marsh individually or in column, not in line (${closed.id}, §6.6).`, '6.6');
    const difficult = over.some((x) => stats.some((s) => isDifficult(x.kind, s)));
    if (difficult && stats.some((s) => s.type.weight === 'H' && !s.cumbersome)) return fail('formation-terrain', 'Heavy units may not move in line over difficult ground (§6.6, §11.2).', '6.6');
    if (difficult && stats.some((s) => s.type.weight === 'M')) {
      mip += 1;
      citations.push(rule('6.6', 'Medium line over difficult ground'));
    }
  }
  const road = f.kind === 'column' && wholeImpulseOnRoad(state, f.units.map((u) => ({ from: baseOf(u), to: end[u.id]! })));
  const allow = Math.min(...stats.map((s) => allowance(s, over, false, { road, openIsRough: weatherGround(state).openIsRough })));
  if (distance > allow + 1e-6) return fail('too-far', `The move measures ${distance.toFixed(1)} p; this formation may move ${allow} p this impulse (§6.3).`, '6.3');
  if (f.units.some((u) => statsOfUnit(u).cumbersome && !u.cumbersomePaid)) {
    mip += 1;
    citations.push(rule('11.1', 'Cumbersome: first move of the turn'));
  }
  if (co !== null) {
    for (const w of weatherMip(state, f.units)) {
      mip += w.mip;
      citations.push(w.citation);
    }
  }
  return { end, distance, allowance: allow, mip, citations };
}
