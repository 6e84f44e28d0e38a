/**
 * One tactical or march move of a single element or a group (L1255-1320, L1321-1417,
 * L1418-1438, L1493-1517), checked and applied to a DBM state: the movers are the player's, of one
 * command, a group if more than one; none has moved or halted this bound as the rules forbid; the
 * move program (forward, back, sidestep, wheel, turn) runs through the DBx engine; each element's
 * front corners (and a train's rear corners) stay within its allowance for the worst going met;
 * no base ends or passes over another or leaves the table; contact with enemy ends in a permitted
 * position, reachable from where the mover started, and a mover in an enemy's zone moves straight
 * or contacts the enemy the rule names; a march keeps its distance from the enemy; the command
 * pays the PIP cost with every term listed.
 * @module
 */
import { cite, type Citation } from '../../../../core/citation.js';
import type { Base } from '../../../../plane/base.js';
import { baseOnTable, basesOverlap, contactOf, farApart, gapBetween, roundElement } from '../../../dbx/bases.js';
import { placedAs, type DbxElement } from '../../../dbx/elements.js';
import { runProgram, type MoveStep } from '../../../dbx/moves.js';
import { isOneWideColumn } from '../../../dbx/column.js';
import { heldByEnemy } from '../../../dbx/contact.js';
import { DEFAULT_MOVE_MODIFIERS, type MoveModifiers } from '../../data/moves.js';
import { DEFAULT_MARCH_TABLE, type MarchTable } from '../../data/moves-march.js';
import { DEFAULT_PIP_TABLE, type PipTable } from '../../data/pips.js';
import type { BoundMoves, DbmState, DbmTroop } from '../../model/state.js';
import { pipCost, type GeneralPlace, type PipTerm } from '../16-bound/pip-cost.js';
import { checkMarch, marchClearance } from '../18a-march-halts/march.js';
import { mayMove } from '../18a-march-halts/halts.js';
import { mayContactFlank, mayContactRear } from '../18-movement-restrictions/flank-rear.js';
import { permittedPosition, type PermittedPosition } from '../18-movement-restrictions/permitted-contact.js';
import { pivotPose, shiftPose } from '../18-movement-restrictions/conform.js';
import { inZone, shortestContactTarget, straightLine } from '../18-movement-restrictions/zone-of-control.js';
import { moveAllowance } from '../19-move-distances/allowance.js';
import { goingMet } from './going.js';
import { isGroup } from './group.js';
import { isTrain, moveDistance } from './measure.js';

/** A move request: the elements (the first leads a group) and the program. */
export interface MoveRequest {
  readonly kind: 'tactical' | 'march';
  readonly player: string;
  readonly elements: ReadonlyArray<string>;
  readonly steps: ReadonlyArray<MoveStep>;
}

/** Why a move is refused. */
export type MoveRefusalCode = 'unknown-element' | 'not-your-command' | 'wrong-elements' | 'illegal-move' | 'not-enough-pips' | 'off-table';

/** The applied move: the new state and what the event reports. */
export interface MoveDone {
  readonly state: DbmState;
  readonly command: string;
  readonly cost: number;
  readonly terms: ReadonlyArray<PipTerm>;
  readonly distances: Readonly<Record<string, number>>;
  readonly contacts: ReadonlyArray<{ readonly element: string; readonly enemy: string; readonly position: PermittedPosition }>;
  /** Enemy elements that pivoted or shifted to line up with the movers, with how. */
  readonly conformed: ReadonlyArray<{ readonly element: string; readonly how: 'pivot' | 'shift' }>;
  readonly citations: ReadonlyArray<Citation>;
}

/** A refusal or a done move. */
export type MoveOutcome = { readonly ok: false; readonly code: MoveRefusalCode; readonly message: string; readonly citations: ReadonlyArray<Citation> } | ({ readonly ok: true } & MoveDone);

/** The tables a move reads, from the game's config where it has the key. */
export interface MoveTables {
  readonly mods: MoveModifiers;
  readonly pips: PipTable;
  readonly march: MarchTable;
}

/** The move tables of a state: its config's values over the defaults. */
export function moveTablesOf(state: DbmState): MoveTables {
  const c = state.config;
  return {
    mods: { ...DEFAULT_MOVE_MODIFIERS, fast: c.fastBonus, flankContact: c.flankContactBonus, offRoadCap: c.offRoadCap },
    pips: { ...DEFAULT_PIP_TABLE, generalFar: c.pipGeneralFar, generalFarUnseen: c.pipGeneralFarOutOfSight, marchDiscovery: c.marchUnknownEnemyDiscovery },
    march: { ...DEFAULT_MARCH_TABLE, knownEnemy: c.marchKnownEnemyDistance, discovery: c.marchUnknownEnemyDiscovery, reduced: c.marchReducedDistance },
  };
}

/** The state's record of this bound's moves (empty when it is another bound's). */
export function boundMovesOf(state: DbmState): BoundMoves {
  const m = state.boundMoves;
  return m !== null && m.bound === state.bound ? m : { bound: state.bound, tactical: [], marches: {}, bonusUsed: [] };
}

const refuse = (code: MoveRefusalCode, message: string, ...citations: Citation[]): MoveOutcome => ({ ok: false, code, message, citations });
const c = (section: string, note: string) => cite('dbm', section, note);

const SKIRMISH = new Set(['LH', 'Ps']);
const FOOTLIKE = new Set(['Sp', 'Pk', 'Bd', 'Wb', 'Ax', 'Bw', 'Ps', 'Art', 'WWg', 'Hd', 'Bge']);

function generalPlace(state: DbmState, commandId: string, movers: ReadonlyArray<Base>, enemies: ReadonlyArray<DbxElement>): GeneralPlace {
  const cmd = state.commands[commandId];
  if (cmd === undefined) return { kind: 'none' };
  const g = state.elements[cmd.general];
  if (g === undefined || g.status !== 'active') return { kind: 'lost' };
  for (const e of enemies) {
    if (farApart(g, e)) continue;
    const k = contactOf(g, e);
    if (k !== null && 'edgeA' in k && k.edgeA === 'front') return { kind: 'front-contact' };
  }
  let d = Infinity;
  for (const m of movers) d = Math.min(d, gapBetween(m, g));
  // sight is not modelled yet: the two are taken to see each other (ruling DBM-R23)
  return { kind: 'near', distance: d, inSight: true };
}

/**
 * Checks a move and, when legal, applies it.
 * @rule dbm L1255-1320
 * @rule dbm L1321-1417
 * @rule dbm L1418-1438
 * @rule dbm L1493-1517
 * @rule dbm L1214-1242
 * @ruling DBM-R23
 */
export function applyMove(state: DbmState, req: MoveRequest, tables: MoveTables = moveTablesOf(state)): MoveOutcome {
  const ids = req.elements;
  if (ids.length === 0 || new Set(ids).size !== ids.length) return refuse('wrong-elements', 'name each moving element once', c('Tactical moves (L1255-1257)', 'a move is by one element or a group'));
  const movers: DbxElement[] = [];
  const troops: DbmTroop[] = [];
  for (const id of ids) {
    const e = state.elements[id];
    const t = state.troops[id];
    if (e === undefined || t === undefined || e.status !== 'active') return refuse('unknown-element', `no element ${id} on the table`);
    if (t.side !== req.player) return refuse('not-your-command', `${id} is not ${req.player}'s`);
    movers.push(e);
    troops.push(t);
  }
  const commandId = troops[0]!.command;
  if (commandId === null || troops.some((t) => t.command !== commandId)) return refuse('wrong-elements', 'a group is of one command', c('Tactical moves (L1255-1257)', 'a temporary group of one command'));
  if (movers.length > 1 && !isGroup(movers)) return refuse('wrong-elements', 'the elements do not form a group: same facing, each in edge and corner contact with another', c('Tactical moves (L1278-1281)', 'what a group is'));
  const log = boundMovesOf(state);
  for (const id of ids) {
    if (!mayMove(req.kind, { halted: false, movedTactically: log.tactical.includes(id), marched: (log.marches[id] ?? 0) > 0 })) {
      return refuse('illegal-move', `${id} has already moved this bound`, c('Tactical moves (L1257)', 'one tactical move per element per bound'), c('March moves (L1437)', 'no tactical move in a bound it marches'));
    }
  }
  const die = state.pips[commandId];
  if (die === undefined) return refuse('not-enough-pips', `command ${commandId} has no PIP die this bound`, c('Player initiative point dicing (L1202-1213)', 'one die per command'));
  const all0 = Object.values(state.elements).filter((e) => e.status === 'active' && e.side !== req.player && movers.some((m) => !farApart(m, e)));
  for (const m of movers) {
    // breaking off from a front contact (L1263-1267) is not played yet: an element held by enemy stays
    if (heldByEnemy(m, all0)) return refuse('illegal-move', `${m.id} is in contact with enemy and cannot make a tactical move`, c('Tactical moves (L1263-1267)', 'only a break-off leaves a front contact'));
  }
  const run = runProgram(movers, req.steps);
  if (run === null) return refuse('illegal-move', 'the move program is not a valid move');
  const finals = run.finals;
  const moving = new Set(ids);
  const allEnemies = Object.values(state.elements).filter((e) => e.status === 'active' && e.side !== req.player);
  // only bases that some pose of the move comes near can be touched, passed or guarded by a zone
  // one base width deep (a cheap cut before the exact geometry)
  const all = Object.values(state.elements).filter((e) => e.status === 'active' && (moving.has(e.id) || run.samples.some((snap) => snap.some((b) => !farApart(b, e, e.width + 1)))));
  const others = all.filter((e) => !moving.has(e.id));
  const enemies = others.filter((e) => e.side !== req.player);
  // the table and the other bases, at every sampled pose
  for (const snap of run.samples) {
    for (let k = 0; k < snap.length; k++) {
      const b = snap[k] as Base;
      if (!baseOnTable(b, state.table.width, state.table.depth)) return refuse('off-table', `${ids[k]} would leave the table`);
      for (const o of others) if (basesOverlap(b, o)) return refuse('illegal-move', `${ids[k]} would pass over or end on ${o.id}`, c('Moving through friendly troops or gaps (L1518-1541)', 'elements do not pass through others except as listed'));
    }
  }
  // the allowance of each element for the worst going it meets
  const distances: Record<string, number> = {};
  let contactedEnemy = false;
  let shortOfFull = false;
  for (let k = 0; k < movers.length; k++) {
    const t = troops[k]!;
    const poses = run.samples.map((s) => s[k] as Base);
    const met = goingMet(poses, state.terrain);
    if (met.waterway && !['Gal', 'Shp', 'Bts'].includes(t.type)) return refuse('illegal-move', `${ids[k]} cannot enter a waterway`, c('Crossing water obstacles (L1559)', 'waterways are unfordable'));
    const flank = run.samples.length > 0 && enemies.some((e) => permittedPosition(finals[k] as Base, e) === 'flank');
    const a = moveAllowance(
      {
        mover: { type: t.type, grade: t.grade },
        rear: t.rear ? { type: t.rear.type, grade: t.rear.grade } : null,
        going: met.going,
        march: req.kind === 'march',
        mountedInfantry: t.flags.mountedInfantry ? 'horses' : null,
        flankContact: flank,
        wadingRiver: met.river,
        blind: false,
      },
      tables.mods,
    );
    const d = moveDistance(movers[k]!, finals[k] as Base, isTrain(t.type, t.grade));
    distances[ids[k]!] = Math.round(d * 1000) / 1000;
    if (a.distance === null) return refuse('illegal-move', `${ids[k]} cannot move in ${met.going} going`, ...a.terms.map((x) => x.citation));
    if (d > a.distance + 1e-6) return refuse('illegal-move', `${ids[k]} would move ${d.toFixed(1)}p, more than its ${a.distance}p`, ...a.terms.map((x) => x.citation));
    if (d < a.distance - 0.5) shortOfFull = true;
  }
  // an enemy touched by a larger group that moved straight ahead lines up with it (L1355-1375)
  const straightGroup = movers.length > 1 && req.steps.every((s) => s.kind === 'forward' && s.distance > 0);
  const conformed = straightGroup ? conformEnemies(finals, enemies, all, moving) : new Map<string, DbxElement>();
  const enemiesNow = enemies.map((e) => conformed.get(e.id) ?? e);
  // contacts with enemy: a permitted position, reachable from the start
  const contacts: Array<{ element: string; enemy: string; position: PermittedPosition }> = [];
  let anyTouch = false;
  for (let k = 0; k < finals.length; k++) {
    for (const e of enemiesNow) {
      const touch = contactOf(finals[k] as Base, e);
      if (touch === null) continue;
      anyTouch = true;
      const pos = permittedPosition(finals[k] as Base, e);
      if (pos === null) continue;
      const was = state.elements[e.id] as DbxElement;
      if (pos === 'flank' && !mayContactFlank(movers[k]!, was)) return refuse('illegal-move', `${ids[k]} starts behind ${e.id}'s rear and cannot take its flank`, c('Movement restrictions (L1400-1401)', 'flank contact limit'));
      if (pos === 'rear' && !mayContactRear(movers[k]!, was)) return refuse('illegal-move', `${ids[k]} cannot reach ${e.id}'s rear from where it started`, c('Movement restrictions (L1402-1405)', 'rear contact limit'));
      contacts.push({ element: ids[k]!, enemy: e.id, position: pos });
    }
  }
  if (anyTouch && contacts.length === 0) return refuse('illegal-move', 'a move into contact must end with an element in a permitted position', c('Movement restrictions (L1377-1397)', 'permitted contacts'));
  contactedEnemy = contacts.length > 0;
  if (req.kind === 'march' && contactedEnemy) return refuse('illegal-move', 'a march cannot contact enemy', c('March moves (L1421)', 'a march keeps its distance from known enemy'));
  // crossing the front: a mover in an enemy's zone moves straight, or contacts the enemy the rule names
  for (let k = 0; k < movers.length; k++) {
    const start = movers[k]!;
    const zoned = enemies.filter((e) => run.samples.some((s) => inZone(s[k] as Base, e)));
    if (zoned.length === 0) continue;
    const line = straightLine(start, finals[k] as Base);
    if (line === 'forward') continue;
    if (line === 'back' && contacts.every((x) => x.element !== ids[k])) continue;
    const target = shortestContactTarget(start, zoned);
    const mine = contacts.filter((x) => x.element === ids[k]);
    const frontElsewhere = mine.some((x) => x.enemy !== target?.id && x.position === 'front');
    if (target !== null && !frontElsewhere && mine.some((x) => x.enemy === target.id && (x.position === 'front' || x.position === 'overlap'))) continue;
    if (target !== null && movers.length > 1 && contacts.some((x) => x.enemy === target.id)) continue;
    return refuse('illegal-move', `${ids[k]} would cross the front of ${zoned[0]!.id} within a base width`, c('Movement restrictions (L1321-1339)', 'crossing the front'));
  }
  if (req.kind === 'march') {
    const near = (b: Base) => allEnemies.reduce((m, e) => Math.min(m, gapBetween(b, e)), Infinity);
    const startNearest = Math.min(...movers.map(near));
    let closest = startNearest;
    for (const s of run.samples) for (const b of s) closest = Math.min(closest, near(b));
    const clear = marchClearance({ footOnly: troops.every((t) => FOOTLIKE.has(t.type) || t.general !== null), enemySkirmishersOrLone: false, enemyCount: 0, frontRank: 0 }, tables.march);
    const straight = movers.every((m, k) => straightLine(m, finals[k] as Base) === 'forward');
    const why = checkMarch({ movedTactically: ids.some((id) => log.tactical.includes(id)), startNearest, closestOnPath: closest, straightAhead: straight }, clear);
    if (why !== null) return refuse('illegal-move', `march refused: ${why}`, c('March moves (L1421-1438)', 'march moves'));
  }
  // the PIP cost
  const bonusUsed = log.bonusUsed.includes(commandId);
  const deviated = req.steps.some((s) => s.kind !== 'forward' || s.distance < 0);
  const marchNumber = req.kind === 'march' ? Math.max(...ids.map((id) => log.marches[id] ?? 0)) + 1 : 1;
  const cost = pipCost(
    {
      kind: req.kind,
      single: movers.length === 1,
      land: true,
      movers: troops.map((t) => ({
        type: t.type,
        grade: t.grade,
        irregular: t.drill === 'irr',
        cInC: t.general === 'c-in-c',
        general: t.general !== null,
        withGeneral: false,
        mountedInfantry: t.flags.mountedInfantry,
        psiloiSupportingCavalry: false,
        shortOfFullMove: shortOfFull,
      })),
      general: generalPlace(state, commandId, movers, allEnemies),
      generalBonusUsed: bonusUsed,
      unmovedSubGeneral: false,
      deviated,
      contactedEnemy,
      endedExcused: contactedEnemy,
      mountOrDismount: false,
      haltedFootExcused: false,
      marchNumber,
      oneWideColumn: movers.length > 1 && isOneWideColumn(movers),
    },
    tables.pips,
  );
  if (cost.cost > die.left) return refuse('not-enough-pips', `the move costs ${cost.cost} PIPs, command ${commandId} has ${die.left} left`, ...cost.terms.map((x) => x.citation));
  const elements: Record<string, DbxElement> = { ...state.elements };
  for (let k = 0; k < movers.length; k++) elements[ids[k]!] = roundElement(placedAs(movers[k]!, finals[k] as Base));
  for (const [id, e] of conformed) elements[id] = roundElement(e);
  const usedBonus = cost.terms.some((x) => x.id === 'c-in-c');
  const marches: Record<string, number> = { ...log.marches };
  if (req.kind === 'march') for (const id of ids) marches[id] = (marches[id] ?? 0) + 1;
  const boundMoves: BoundMoves = {
    bound: state.bound,
    tactical: req.kind === 'tactical' ? [...log.tactical, ...ids] : log.tactical,
    marches,
    bonusUsed: usedBonus ? [...log.bonusUsed, commandId] : log.bonusUsed,
  };
  const next: DbmState = { ...state, elements, pips: { ...state.pips, [commandId]: { ...die, left: die.left - cost.cost } }, boundMoves };
  return {
    ok: true,
    state: next,
    command: commandId,
    cost: cost.cost,
    terms: cost.terms,
    distances,
    contacts,
    conformed: [...conformed.keys()].map((id) => ({ element: id, how: conformed.get(id)!.heading === state.elements[id]!.heading ? ('shift' as const) : ('pivot' as const) })),
    citations: [c(req.kind === 'march' ? 'March moves (L1418-1438)' : 'Tactical moves (L1255-1320)', `${ids.length === 1 ? 'single element' : 'group'} move`), ...cost.terms.map((x) => x.citation)],
  };
}

/** True for skirmisher types (light horse and psiloi, L192). */
export function isSkirmisher(type: string): boolean {
  return SKIRMISH.has(type);
}

/**
 * The enemy elements that line up with a group that moved straight ahead into them: each single
 * element (not in group contact with a friend) touched by a mover's front edge or front corner,
 * not in contact with other enemy before, pivots to face the mover touching it most, or only
 * shifts when side by side with a friend that is not a skirmisher, if its new place is clear.
 * The remaining exceptions of L1360-1368 (defending, recoil room) are not checked yet.
 * @rule dbm L1355-1375
 */
function conformEnemies(finals: ReadonlyArray<Base>, enemies: ReadonlyArray<DbxElement>, all: ReadonlyArray<DbxElement>, moving: ReadonlySet<string>): Map<string, DbxElement> {
  const out = new Map<string, DbxElement>();
  const wanted: Array<{ e: DbxElement; pose: Base }> = [];
  for (const e of enemies) {
    let best: Base | null = null;
    let bd = Infinity;
    for (const f of finals) {
      const k = contactOf(f, e);
      if (k === null) continue;
      const front = ('edgeA' in k && k.edgeA === 'front') || (k.relation === 'corner-to-edge' && k.cornerA.startsWith('front')) || (k.relation === 'corner-to-corner' && k.cornerA.startsWith('front'));
      if (!front || permittedPosition(f, e) === 'front') continue;
      const d = Math.hypot(f.x - e.x, f.y - e.y);
      if (d < bd) {
        bd = d;
        best = f;
      }
    }
    if (best === null) continue;
    const friends = all.filter((o) => o.side === e.side && o.id !== e.id);
    if (!isSkirmisher(e.type) && friends.some((o) => isGroup([e, o]))) continue;
    const foes = all.filter((o) => o.side !== e.side && !moving.has(o.id));
    if (foes.some((o) => contactOf(e, o) !== null)) continue;
    if (e.type === 'Bge' || e.type === 'WWg' || e.type === 'Bts') continue;
    const beside = friends.some((o) => !isSkirmisher(o.type) && contactOf(e, o)?.relation === 'flank-to-flank');
    wanted.push({ e, pose: beside ? shiftPose(e, best) : pivotPose(e, best) });
  }
  // the phasing player orders the pivots (L1371): any order in which each new place is clear
  // of everyone where they then stand is taken, so passes repeat until none more can move
  let progress = true;
  while (progress) {
    progress = false;
    for (const w of wanted) {
      if (out.has(w.e.id)) continue;
      const clear = all.every((o) => o.id === w.e.id || moving.has(o.id) || !basesOverlap(w.pose, out.get(o.id) ?? o)) && finals.every((f) => !basesOverlap(w.pose, f));
      if (clear) {
        out.set(w.e.id, placedAs(w.e, w.pose));
        progress = true;
      }
    }
  }
  return out;
}
