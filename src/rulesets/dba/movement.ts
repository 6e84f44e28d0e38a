/**
 * Tactical moves (A:17-55): single elements and groups, move distances by type and going (the
 * path checks are in path-checks.ts), the largest distance of any front corner, second moves,
 * the rule against crossing an enemy's front within one base width, moving into contact lined
 * up, and passing through friends.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { centreOf, cornerOf, facingOf, type Base, type EdgeName } from '../../plane/base.js';
import { snapToContact } from '../../plane/snap.js';
import type { DbaViolation } from './violations.js';
import { angleDiff, basesOverlap, baseOnTable, gapBetween, roundElement, toLocal } from '../dbx/bases.js';
import { frontEdgeOnEnemy, heldByEnemy, inFrontCombat, overlappers } from '../dbx/contact.js';
import { placedAs, type DbxElement } from '../dbx/elements.js';
import { directMoveCost, directSamples, rigidSamples } from '../dbx/moves.js';
import { touchesOf } from '../dbx/contact-table.js';
import { dbaMounted } from './data/troop-types.js';
import { allowance, crossesFront, moveWorld, pathFacts, pathProblem, worldOf, type DbaMoveWorld, type PathFacts } from './path-checks.js';
import { contactPose, moveByProgram, movePipCost, type MoveRefusal } from '../dbx/movement/index.js';
import { dbaAllowance } from './proposal-screen.js';
import type { DbaEvent, DbaState } from './state.js';
import { recordContacts } from './line-up.js';
import { riverLimit } from './river.js';
import { leaveCamp, sallyElement, takeEmptyCamps } from './garrison.js';
import { splitAtColumn } from '../dbx/frontage.js';
import type { DbaMoveStep } from './commands.js';
import { onImpassable } from './terrain.js';
import { active, dc, protocol, refuse, typeOf } from './world.js';
import { hypot } from '../../plane/hypot.js';

// the sampler and the proposal screen import the contact pose from here
export { contactPose } from '../dbx/movement/index.js';

type Result = E.Either<DbaViolation, { state: DbaState; events: DbaEvent[] }>;

/**
 * PIPs for moving these elements: one, plus one with elephants, plus one out of command range.
 * @rule dba sequence-of-play
 */
export function pipCost(state: DbaState, group: ReadonlyArray<DbxElement>): number {
  // a single element's cost is asked for again and again, on one state and on the next ones,
  // and depends only on the element, its general, the PIP data and the terrain
  if (group.length !== 1) return pipCostOf(state, group);
  const e = group[0]!;
  const general = generalOf(state, e.side);
  const hit = pipCache.get(e);
  if (hit !== undefined && hit.general === general && hit.data === state.tables.pips && hit.terrain === state.terrain) return hit.cost;
  const cost = pipCostOf(state, group);
  pipCache.set(e, { general, data: state.tables.pips, terrain: state.terrain, cost });
  return cost;
}

/** Single-element PIP costs per element object, with what they were computed from. */
const pipCache = new WeakMap<DbxElement, { readonly general: DbxElement | undefined; readonly data: object; readonly terrain: object; readonly cost: number }>();

const generals = new WeakMap<object, Map<string, DbxElement | undefined>>();

/** The side's general on the table, if any (memoised per elements record). */
function generalOf(state: DbaState, side: string): DbxElement | undefined {
  let m = generals.get(state.elements);
  if (m === undefined) {
    m = new Map();
    generals.set(state.elements, m);
  }
  if (m.has(side)) return m.get(side);
  const g = active(state).find((x) => x.side === side && x.general);
  m.set(side, g);
  return g;
}

function pipCostOf(state: DbaState, group: ReadonlyArray<DbxElement>): number {
  const side = group[0]?.side;
  return movePipCost(moveWorld(state), group, side === undefined ? undefined : generalOf(state, side));
}

/**
 * The flank of `t` that `m`, overlapping it, stands beside: the one whose front corner is nearer
 * `m`'s centre.
 */
function nearFlank(t: DbxElement, m: DbxElement): 'left' | 'right' {
  const c = centreOf(m);
  const l = cornerOf(t, 'front-left');
  const r = cornerOf(t, 'front-right');
  return hypot(l.x - c.x, l.y - c.y) <= hypot(r.x - c.x, r.y - c.y) ? 'left' : 'right';
}

/**
 * True when the element ends in close combat for a warband second move. Clarification 1 (A:148)
 * counts front-edge contact, whichever enemy edge it touches (a flank or rear too, the contact
 * A:95 scores), and rear support, but not an overlap (ruling DBA-R6).
 * @rule dba clarification-1
 * @ruling DBA-R6
 */
function endsInCloseCombat(state: DbaState, placed: DbxElement): boolean {
  const all = active(state);
  if (frontEdgeOnEnemy(placed, all)) return true;
  const others = all.filter((o) => o.id !== placed.id);
  // rear support: directly behind a friend of the same type that is itself in front contact
  const f = facingOf(placed.heading);
  return others.some(
    (o) =>
      o.side === placed.side &&
      angleDiff(o.heading, placed.heading) <= 1 &&
      hypot(o.x - f.x * o.depth - placed.x, o.y - f.y * o.depth - placed.y) <= 1 &&
      inFrontCombat(o, all),
  );
}

/**
 * May this element move again this bound? Second or later moves only for light horse not ending
 * within 600p of enemy, psiloi in their side's first bound, warband ending in close combat
 * (second move only), or any troops by road (A:47-55).
 * @rule dba second-moves
 * @rule dba clarification-1
 */
export function secondMoveProblem(state: DbaState, e: DbxElement, final: DbxElement, facts: PathFacts, closeCombat: () => boolean): string | null {
  const n = state.record.moves[e.id] ?? 0;
  if (n === 0) return null;
  if (facts.road) return null;
  const t = typeOf(e);
  if (t === 'LH') {
    const near = active(state).some((o) => o.side !== e.side && gapBetween(final, o) <= state.tables.lhClearance);
    return near ? 'light horse may move again only if they do not end within 600p of enemy' : null;
  }
  if (t === 'Ps') {
    const first = e.side === state.deployment.high ? 1 : 2;
    return state.bound === first ? null : "psiloi may move again only in their side's first bound";
  }
  if (t === 'Wb') {
    if (n >= 2) return 'warband may make a second move but not a third';
    return closeCombat() ? null : 'warband may move again only to end in close combat (front contact or rear support)';
  }
  return `${e.id} has already moved this bound`;
}

function moverChecks(state: DbaState, player: string, ids: ReadonlyArray<string>): E.Either<DbaViolation, DbxElement[]> {
  if (state.phase.tag !== 'move' || state.phase.player !== player) return E.left(protocol('wrong-phase', `It is not ${player}'s move phase.`));
  const out: DbxElement[] = [];
  for (const id of ids) {
    const e = state.elements[id];
    if (e === undefined) return E.left(protocol('unknown-element', `There is no element ${id}.`));
    if (e.side !== player) return E.left(protocol('not-your-element', `${id} belongs to ${e.side}.`));
    if (e.status !== 'active') return E.left(protocol('element-gone', `${id} is no longer on the table.`));
    if (e.camp) {
      // a named garrison may march out alone (garrison.ts, a ruling); camp followers never move
      const out1 = ids.length === 1 ? sallyElement(state, e) : null;
      if (out1 === null) return E.left(refuse('camp-cannot-move', ids.length === 1 ? `${id} are camp followers and do not leave the camp.` : `${id} is a camp garrison and leaves its camp only by a move of its own.`, 'tactical-moves'));
      if (heldByEnemy(e, active(state))) return E.left(refuse('in-contact', `${id} holds its camp against an enemy in contact and cannot march out.`, 'group-moves', 'A:21'));
      out.push(out1);
      continue;
    }
    out.push(e);
  }
  if (new Set(ids).size !== ids.length) return E.left(protocol('duplicate-element', 'An element is listed twice.'));
  return E.right(out);
}

function spend(state: DbaState, cost: number): E.Either<DbaViolation, number> {
  if (state.phase.tag !== 'move') return E.left(protocol('wrong-phase', 'Not in the move phase.'));
  const left = state.phase.pips - state.phase.pipsUsed;
  if (cost > left) return E.left(refuse('not-enough-pips', `The move needs ${cost} PIPs and ${left} remain.`, 'sequence-of-play', 'step (1): PIPs'));
  return E.right(state.phase.pipsUsed + cost);
}

function commit(state: DbaState, finals: ReadonlyArray<DbxElement>, pipsUsed: number, extra: Partial<DbaState['record']> = {}): DbaState {
  const elements = { ...state.elements };
  const moves = { ...state.record.moves };
  for (const f of finals) {
    elements[f.id] = roundElement(f);
    moves[f.id] = (moves[f.id] ?? 0) + 1;
  }
  const phase = state.phase.tag === 'move' ? { ...state.phase, pipsUsed } : state.phase;
  return { ...state, elements, phase, record: { ...state.record, ...extra, moves } };
}

/**
 * Moves one element or a group by a program. `world` is the calling sampler's (its workspace
 * shared with the proposal screen); without it the call builds its own.
 * @rule dba tactical-moves
 * @rule dba group-moves
 * @rule dba move-distances
 * @rule dba interpenetration
 */
export function moveElements(state: DbaState, player: string, ids: ReadonlyArray<string>, steps: ReadonlyArray<DbaMoveStep>, world?: DbaMoveWorld): Result {
  return memo(state, `m|${player}|${ids.join(',')}|${stepsKey(steps)}`, () => moveElementsInner(worldOf(state, world), player, ids, steps));
}

/**
 * A program as a memo key: each step's kind and number (a JS number's string form tells every
 * two numbers apart), without `JSON.stringify`'s cost. Steps of another shape (which the reducer
 * refuses) fall back to their JSON.
 */
function stepsKey(steps: ReadonlyArray<DbaMoveStep>): string {
  let k = '';
  for (const s of steps) {
    const keys = Object.keys(s).length;
    if (s.kind === 'column' && keys === 1) k += 'c;';
    else if ((s.kind === 'forward' || s.kind === 'sidestep') && keys === 2) k += `${s.kind[0]}${s.distance};`;
    else if ((s.kind === 'wheel' || s.kind === 'turn') && keys === 2) k += `${s.kind[0]}${s.angle};`;
    else return JSON.stringify(steps);
  }
  return k;
}

const memoCache = new WeakMap<DbaState, Map<string, Result>>();

/**
 * Memoises move validation per state: agents validate a proposal and then apply it, so the
 * second call costs nothing, and a proposal refused once is not checked again. States are
 * immutable, so entries never go stale.
 */
function memo(state: DbaState, key: string, run: () => Result): Result {
  let m = memoCache.get(state);
  if (m === undefined) {
    m = new Map();
    memoCache.set(state, m);
  }
  const hit = m.get(key);
  if (hit !== undefined) return hit;
  const r = run();
  // refusals too: a sampler meets the same proposal again on the same state (about one
  // validation in twelve in random games)
  if (m.size < 64) m.set(key, r);
  return r;
}

/**
 * The family's refusal of a move's geometry as DBA's refusal, with its section.
 * @rule dba tactical-moves
 */
function dbaRefusal(r: MoveRefusal): DbaViolation {
  switch (r.kind) {
    case 'program':
      return protocol('bad-program', 'The move program has an unusable step.');
    case 'group':
      return refuse('bad-group-move', r.reason, 'group-moves', 'A:21');
    case 'too-far':
      return refuse('too-far', `${r.element.id} may move at most ${r.allowed}p here; this move takes a front corner ${Math.round(r.charged)}p.`, 'move-distances', 'A:31-43: the largest distance of any front corner');
    case 'blocked':
      return refuse('blocked', `${r.element.id} cannot move: ${r.reason}.`, r.element.type === 'Ps' || dbaMounted(typeOf(r.element)) ? 'interpenetration' : 'tactical-moves');
    case 'crosses-front':
      return refuse('crosses-front', `${r.element.id} cannot move: ${r.reason}.`, 'front-crossing', 'A:25');
    case 'needs-column':
      return refuse('needs-column', 'A group moving by road, across bad going or a river, or away from enemy to its front must be a column one element wide.', 'group-moves', 'A:21');
    case 'lined-up':
      return refuse('bad-group-move', 'A group may move sideways only to line up with enemy: this move ends with no element of the group in front contact with, or squarely opposite, an enemy.', 'group-moves', 'A:21');
  }
}

function moveElementsInner(w: DbaMoveWorld, player: string, ids: ReadonlyArray<string>, program: ReadonlyArray<DbaMoveStep>): Result {
  const state = w.state;
  const got = moverChecks(state, player, ids);
  if (E.isLeft(got)) return got;
  const group = got.right;
  if (group.length === 0) return E.left(protocol('empty-group', 'A move needs at least one element.'));
  if (program.length === 0 || program.length > 8) return E.left(protocol('bad-program', 'A move program has 1 to 8 steps.'));
  const split = splitAtColumn(program);
  if (split === null) return E.left(protocol('bad-program', 'A program reduces frontage (a column step) at most once.'));
  const column = split.column;
  const steps = [...split.before, ...split.after];
  if (column && group.length < 2) return E.left(refuse('bad-group-move', 'Only a group reduces its frontage to form a column.', 'group-moves', 'A:21'));
  for (const s of steps) {
    const v = s.kind === 'forward' || s.kind === 'sidestep' ? s.distance : s.angle;
    if (!Number.isFinite(v) || Math.abs(v) > 5000) return E.left(protocol('bad-program', `Step ${s.kind} has an unusable value ${v}.`));
  }
  // the PIPs first: a move the player cannot pay for needs no geometry
  const cost = pipCost(state, group);
  const used = spend(state, cost);
  if (E.isLeft(used)) return used;
  const all = active(state);
  for (const e of group) {
    if (heldByEnemy(e, all)) {
      return E.left(refuse('in-contact', `${e.id} is in contact with an enemy front edge and cannot make a tactical move.`, 'group-moves', 'A:21'));
    }
  }
  const isGroup = group.length > 1;
  const got2 = moveByProgram(w, group, split, dbaAllowance(w));
  if ('refused' in got2) return E.left(dbaRefusal(got2.refused));
  const { finals, charged, facts: allFacts, lined } = got2.made;
  let placed: DbaState | null = null;
  for (let k = 0; k < group.length; k++) {
    const e = group[k]!;
    if ((state.record.moves[e.id] ?? 0) === 0) continue;
    placed ??= commitPreview(state, finals);
    const final = finals[k]!;
    const preview = placed;
    const cc = () => (isGroup ? finals.some((f) => endsInCloseCombat(preview, f)) : endsInCloseCombat(preview, final));
    const sm = secondMoveProblem(state, e, final, allFacts[k]!, cc);
    if (sm !== null) return E.left(refuse('no-second-move', `${e.id}: ${sm}.`, 'second-moves', 'A:47-55'));
  }
  const sallied = group.length === 1 && state.elements[group[0]!.id]!.camp;
  const moved = commit(state, finals, used.right, { contacted: recordContacts(state.record.contacted, lined.contacts) });
  const taken = takeEmptyCamps(updateCampOccupation(sallied ? leaveCamp(moved, group[0]!.id) : moved));
  const cites = [dc(isGroup ? 'group-moves' : 'tactical-moves'), dc('move-distances')];
  if (lined.shift > 0) cites.push(dc('group-moves', `A:21: shifted ${Math.round(lined.shift * 10) / 10}p sideways to line up with enemy`));
  if (column) cites.push(dc('group-moves', 'A:21: frontage reduced to a column one element wide'));
  if (sallied) cites.push(dc('winning', 'A:142 names a garrison other than camp followers; marching out of the camp is a library ruling'));
  return E.right({ state: taken.state, events: [{ type: 'moved', elements: [...ids], cost: Math.round(charged * 10) / 10, pips: cost, citations: cites }, ...taken.events] });
}

function commitPreview(state: DbaState, finals: ReadonlyArray<DbxElement>): DbaState {
  const elements = { ...state.elements };
  for (const f of finals) elements[f.id] = f;
  return { ...state, elements };
}


/**
 * Moves one element into contact with an enemy, lined up. Flank and rear contacts start behind the
 * enemy's front line (Saga40); an element overlapping an enemy may always swing onto its flank
 * (A:31). An enemy contacted on a flank or rear and not already fighting to its front turns to
 * face (DBM's rule, M:1651-1662, as a labelled proxy). `world` as for `moveElements`.
 * @rule dba tactical-moves
 * @rule dba move-distances
 */
export function moveIntoContact(state: DbaState, player: string, id: string, targetId: string, edgeName: EdgeName, world?: DbaMoveWorld): Result {
  return memo(state, `c|${player}|${id}|${targetId}|${edgeName}`, () => moveIntoContactInner(worldOf(state, world), player, id, targetId, edgeName));
}

function moveIntoContactInner(w: DbaMoveWorld, player: string, id: string, targetId: string, edgeName: EdgeName): Result {
  const state = w.state;
  const got = moverChecks(state, player, [id]);
  if (E.isLeft(got)) return got;
  const m = got.right[0]!;
  const t = state.elements[targetId];
  if (t === undefined || t.status !== 'active') return E.left(protocol('unknown-element', `There is no enemy element ${targetId} on the table.`));
  if (t.side === player) return E.left(refuse('not-enemy', `${targetId} is a friend.`, 'tactical-moves'));
  const pips = pipCost(state, [m]);
  const used = spend(state, pips);
  if (E.isLeft(used)) return used;
  const all = active(state);
  const overlapping = (edgeName === 'left' || edgeName === 'right') && overlappers(t, all).includes(m.id);
  const inContact = heldByEnemy(m, all);
  // A:31: from an overlap onto the flank it overlaps, the near one, and no other (ruling DBA-R9)
  if (overlapping && edgeName !== nearFlank(t, m)) {
    return E.left(refuse('not-behind-front', `${id} overlaps ${targetId} on its ${nearFlank(t, m)} flank and can swing only onto that one.`, 'tactical-moves', 'A:31'));
  }
  const swing = overlapping;
  if (inContact && !swing) return E.left(refuse('in-contact', `${id} is in contact with an enemy front edge and cannot move.`, 'group-moves', 'A:21'));
  if (!t.camp && edgeName !== 'front' && !swing && toLocal(t, centreOf(m)).ahead > 0) {
    return E.left(refuse('not-behind-front', `${id} must start behind the line of ${targetId}'s front edge to reach its ${edgeName === 'rear' ? 'rear' : 'flank'}.`, 'tactical-moves', 'public 1.x ruling (Saga40)'));
  }
  const final = contactPose(m, t, edgeName, w.scratch);
  const cost = directMoveCost(m, final);
  const most = state.tables.moves[typeOf(m)];
  if (!swing && cost > Math.max(most.good, most.bad, most.road) + 1e-6) {
    return E.left(refuse('too-far', `${id} may move at most ${Math.max(most.good, most.bad, most.road)}p anywhere; contact needs ${Math.round(cost)}p.`, 'move-distances', 'A:31-43'));
  }
  // the swing pivots about the front corner the mover shares with the enemy (ruling DBA-R9)
  const samples = swing ? rigidSamples(m, final) : directSamples(m, final);
  const facts = pathFacts(w, samples);
  if (!swing) {
    const allowed = riverLimit(state, samples, allowance(w, m, facts), facts.road);
    if (cost > allowed + 1e-6) return E.left(refuse('too-far', `${id} may move at most ${allowed}p here; contact needs ${Math.round(cost)}p.`, 'move-distances', 'A:31-43'));
  }
  // A:31 lifts the distance limit only ("otherwise, the maximum distance..."): the swing's path
  // is checked like any move's (ruling DBA-R9)
  const p = swing ? swingProblem(w, m, samples, targetId) : pathProblem(w, m, samples, new Set([id]), targetId);
  if (p !== null) return E.left(refuse('blocked', `${id} cannot make contact: ${p}.`, 'tactical-moves'));
  if (!swing && edgeName === 'front') {
    const x = crossesFront(w, m, samples.slice(0, -1).concat([final]), false);
    if (x !== null && !x.includes(targetId)) return E.left(refuse('crosses-front', `${id} cannot move: ${x}.`, 'front-crossing', 'A:25'));
  }
  const sm = secondMoveProblem(state, m, final, facts, () => edgeName === 'front' || t.camp || endsInCloseCombat(commitPreview(state, [final]), final));
  if (sm !== null) return E.left(refuse('no-second-move', `${id}: ${sm}.`, 'second-moves', 'A:47-55'));
  const contacted = edgeName === 'front' || t.camp ? { contacted: { ...state.record.contacted, [id]: [...(state.record.contacted[id] ?? []), targetId] } } : {};
  let next = commit(state, [final], used.right, contacted);
  const events: DbaEvent[] = [{ type: 'moved', elements: [id], cost: Math.round(cost * 10) / 10, pips, citations: [dc('tactical-moves', swing ? 'A:31: from overlap to flank contact' : 'into contact, lined up')] }];
  if (!t.camp && edgeName !== 'front') {
    const turned = turnToFace(next, targetId, id);
    if (turned !== null) {
      next = turned;
      events.push({ type: 'turned-to-face', element: targetId, toward: id, citations: [{ ruleset: 'dbm', section: 'M:1651-1662', note: 'proxy: DBA 1.1 turning to face is not in the corpus' }] });
    }
  }
  const taken = takeEmptyCamps(next);
  return E.right({ state: taken.state, events: [...events, ...taken.events] });
}

/**
 * The path check of an A:31 swing. "Always" frees it from the distance limit and from the line
 * it swings out of: on its way it may sweep through the elements touching it where it starts
 * (friends beside it, the enemy whose corner it touches on its other side); anything else in the
 * arc, the table edge or impassable ground stops it, and it must end clear of everything
 * (ruling DBA-R9).
 * @rule dba tactical-moves
 * @ruling DBA-R9
 */
function swingProblem(w: DbaMoveWorld, m: DbxElement, samples: ReadonlyArray<Base>, targetId: string): string | null {
  const beside = new Set([m.id, ...touchesOf(m, w.elements).map((t) => t.other.id)]);
  beside.delete(targetId);
  const way = pathProblem(w, m, samples.slice(0, -1), beside, targetId);
  return way ?? pathProblem(w, m, samples.slice(-1), new Set([m.id]), targetId);
}

/** Turns a flank- or rear-contacted element to face its attacker, if it is free and there is room. */
function turnToFace(state: DbaState, id: string, attackerId: string): DbaState | null {
  const t = state.elements[id]!;
  const a = state.elements[attackerId]!;
  const all = active(state);
  if (inFrontCombat(t, all)) return null;
  const snapped = snapToContact(t, a, 'front-to-front', { align: 'centre' });
  if (E.isLeft(snapped)) return null;
  const pose = placedAs(t, snapped.right);
  if (!baseOnTable(pose, state.table.width, state.table.height) || onImpassable(state.terrain, pose)) return null;
  if (all.some((o) => o.id !== id && basesOverlap(pose, o))) return null;
  return { ...state, elements: { ...state.elements, [id]: roundElement(pose) } };
}

/**
 * Keeps camps' occupation in step with where elements stand: an occupier that has left no longer
 * holds the camp.
 * @rule dba winning
 */
export function updateCampOccupation(state: DbaState): DbaState {
  let camps = state.camps;
  for (const [side, c] of Object.entries(state.camps)) {
    if (c.occupiedBy === null) continue;
    const o = state.elements[c.occupiedBy];
    if (o === undefined || o.status !== 'active' || !basesOverlap(o, c)) {
      camps = { ...camps, [side]: { ...c, occupiedBy: null } };
    }
  }
  return camps === state.camps ? state : { ...state, camps };
}
