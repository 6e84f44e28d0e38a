/**
 * Close combat and its arithmetic (A:77-130): combat factors by opponent class, rear and psiloi
 * support, tactical factors, the opposed die, the outcome band and the outcome table, then the
 * outcome moves. Every total carries its factor breakdown with citations.
 * @module
 */
import type { Citation } from '../../core/citation.js';
import { resolveCloseCombatWith, type CloseCombatRules } from '../dbx/close-combat.js';
import { contiguousBehind, frontContactsOn, heldByEnemy, overlappers } from '../dbx/contact.js';
import type { FactorTerm } from '../dbx/dice.js';
import { evaluateFactors, lazy, type FighterFacts, type FightFacts, type FightKind } from '../dbx/factors.js';
import { readOutcomeRow } from '../dbx/outcome-table.js';
import { DBA_PROFILE } from './data/profile.js';
import { elementAt, newElement, type DbxElement } from '../dbx/elements.js';
import { centreOf, facingOf, polygonOf } from '../../plane/base.js';
import { pointInPolygon } from '../../plane/polygon.js';
import { basesOverlap, roundElement } from '../dbx/bases.js';
import { flee, pursue, recoil } from '../dbx/outcome-moves.js';
import { DBM_SWEEP_RULE, sweptAway, type SweepRule } from '../dbx/sweep-away.js';
import type { OutcomeBand, OutcomeCondition, OutcomeKind, OutcomeRow } from './data/outcomes.js';
import { dbaMounted, isDbaTroopType, type DbaTroopType } from './data/troop-types.js';
import type { DbaEvent, DbaState } from './state.js';
import { defendsRiverBank } from './river.js';
import { hillAt, inBadGoing } from './terrain.js';
import { active, dc, outcomeWorld, typeOf } from './world.js';

/** Close combat or distant shooting. */
export type { FightKind } from '../dbx/factors.js';

/** Extra facts about a fight that factors depend on. */
export interface FightContext {
  readonly kind: FightKind;
  /** Number of 2nd/3rd elements aiding the shooter against this element. */
  readonly aidingAgainst: number;
}

/** True when `e` stands in a camp: a garrison, or an enemy occupying it. */
export function inCamp(state: DbaState, e: DbxElement): boolean {
  if (e.camp) return true;
  for (const side in state.camps) {
    const c = state.camps[side]!;
    if (c.occupiedBy === e.id && pointInPolygon(centreOf(e), polygonOf(c))) return true;
  }
  return false;
}

function fighter(state: DbaState, e: DbxElement): FighterFacts<DbaTroopType> {
  const type = typeOf(e);
  return {
    id: e.id,
    type,
    mounted: dbaMounted(type) && !e.camp,
    camp: e.camp,
    general: e.general,
    inBadGoing: !e.camp && inBadGoing(state.terrain, e),
    inCamp: inCamp(state, e),
  };
}

const NONE: ReadonlyArray<DbaTroopType> = [];

function shotTypes(shot: ReadonlyArray<string> | undefined): ReadonlyArray<DbaTroopType> {
  return shot === undefined || shot.length === 0 ? NONE : shot.filter(isDbaTroopType);
}

function contactedTypes(state: DbaState, ids: ReadonlyArray<string> | undefined): ReadonlyArray<DbaTroopType> {
  if (ids === undefined || ids.length === 0) return NONE;
  const out: DbaTroopType[] = [];
  for (const id of ids) {
    const x = state.elements[id];
    if (x !== undefined) out.push(typeOf(x));
  }
  return out;
}

/**
 * The facts of `me` fighting `opp` that DBA's factor rows read (data/combat-rows.ts); the
 * geometric ones are gathered only when a row asks.
 * @rule dba close-combat
 */
export function fightFacts(state: DbaState, me: DbxElement, opp: DbxElement, ctx: FightContext): FightFacts<DbaTroopType> {
  const all = active(state);
  const hill = hillAt(state.terrain, centreOf(me));
  const upslope = hill !== null && hillAt(state.terrain, centreOf(opp)) !== hill;
  return {
    kind: ctx.kind,
    me: fighter(state, me),
    opp: fighter(state, opp),
    behind: lazy(() => contiguousBehind(me, all).map((b) => ({ id: b.id, type: typeOf(b), inBadGoing: inBadGoing(state.terrain, b) }))),
    overlappedBy: lazy(() => overlappers(me, all).map((id) => ({ id, type: typeOf(state.elements[id]!) }))),
    flankContacts: lazy(() =>
      frontContactsOn(me, all)
        .filter((c) => c.edge !== 'front' && c.attacker !== opp.id)
        .map((c) => ({ id: c.attacker, edge: c.edge === 'rear' ? ('rear' as const) : ('flank' as const) })),
    ),
    aidingAgainst: ctx.aidingAgainst,
    shotAtBy: shotTypes(state.record.shotAt[me.id]),
    contactedThisBound: contactedTypes(state, state.record.contacted[me.id]),
    upslope,
    riverBank: ctx.kind === 'close-combat' && !upslope && defendsRiverBank(state, me, opp),
  };
}

/**
 * The factor terms (everything but the die) of `me` fighting `opp`: DBA's factor rows read by
 * the DBx factor engine, each term citing its row's section and its value's provenance.
 * @rule dba close-combat
 * @rule dba support-factors
 * @rule dba tactical-factors
 */
export function factorTerms(state: DbaState, me: DbxElement, opp: DbxElement, ctx: FightContext): FactorTerm[] {
  return evaluateFactors(DBA_PROFILE.factorRows, fightFacts(state, me, opp, ctx), state.tables, (key) => state.sources[key] ?? 'stated');
}

/**
 * Finds the outcome for a beaten element: the row for its type and band, first matching clause
 * (the DBx outcome-table engine).
 * @rule dba combat-outcome
 */
export function lookupOutcome(state: DbaState, loser: DbxElement, winner: DbxElement, band: OutcomeBand, kind: FightKind): OutcomeKind {
  const row: OutcomeRow = state.tables.outcomes[band][typeOf(loser)];
  const wt = typeOf(winner);
  return readOutcomeRow(row, {
    winner: wt,
    winnerMounted: dbaMounted(wt),
    going: !loser.camp && inBadGoing(state.terrain, loser) ? 'bad' : 'good',
    holds: (c: OutcomeCondition) =>
      c === 'close-combat' ? kind === 'close-combat' : wt === 'Bw' && (state.record.contacted[loser.id] ?? []).includes(winner.id),
  });
}

const OUTCOME_CITE: Citation = dc('combat-outcome');

/**
 * Applies an outcome to a beaten element: destroyed, recoil (its base depth), or flee (600p).
 * An element recoiling or fleeing from a camp is lost (A:142). A destroyed camp garrison gives the
 * camp to the winner, who moves in.
 * @rule dba recoil
 * @rule dba combat-outcome
 * @rule dba winning
 * @rule dba clarification-2
 */
export function applyOutcome(state: DbaState, loserId: string, winnerId: string | null, outcome: OutcomeKind, kind: FightKind): { state: DbaState; events: DbaEvent[]; moved: boolean } {
  const loser = state.elements[loserId]!;
  if (outcome === 'no-effect') return { state, events: [], moved: false };
  if (outcome === 'destroyed') {
    let next: DbaState = { ...state, elements: { ...state.elements, [loserId]: newElement({ ...loser, status: 'destroyed', lostHow: kind === 'shooting' ? 'destroyed by shooting' : 'destroyed in close combat' }) } };
    const events: DbaEvent[] = [{ type: 'destroyed', element: loserId, reason: `beaten by ${winnerId ?? 'the enemy'}`, citations: [OUTCOME_CITE] }];
    if (kind === 'close-combat') {
      const sw = sweepBehind(next, loser);
      next = sw.state;
      events.push(...sw.events);
    }
    if (loser.camp && winnerId !== null && kind === 'close-combat') {
      const occ = occupyCamp(next, loser.side, winnerId);
      next = occ.state;
      events.push(...occ.events);
    }
    return { state: next, events, moved: true };
  }
  if (inCamp(state, loser)) {
    return {
      state: { ...state, elements: { ...state.elements, [loserId]: newElement({ ...loser, status: 'lost', lostHow: `${outcome === 'flee' ? 'fled' : 'recoiled'} from a camp` }) } },
      events: [{ type: 'lost', element: loserId, reason: `${outcome === 'flee' ? 'fled' : 'recoiled'} from a camp`, citations: [dc('winning', 'A:142: recoil or flee from a camp counts as lost')] }],
      moved: true,
    };
  }
  const world = outcomeWorld(state);
  const all = active(state);
  const res = outcome === 'recoil' ? recoil(world, all, loser, loser.depth) : flee(world, all, loser, state.tables.fleeDistance);
  const events: DbaEvent[] = [];
  const elements = { ...state.elements, ...res.updates };
  for (const p of res.pushed) events.push({ type: 'pushed-back', element: p.id, distance: p.distance, citations: [dc('recoil', 'A:132: pushes back friends facing the same way')] });
  const end = res.end;
  if (end.kind === 'destroyed') {
    elements[loserId] = newElement({ ...loser, status: 'destroyed', lostHow: end.reason });
    events.push({ type: 'destroyed', element: loserId, reason: end.reason, citations: [dc('recoil', 'A:132')] });
  } else if (end.kind === 'lost') {
    elements[loserId] = newElement({ ...(res.updates[loserId] ?? loser), status: 'lost', lostHow: end.reason });
    events.push({ type: 'lost', element: loserId, reason: end.reason, citations: [dc('winning', 'A:142: across a board edge counts as lost')] });
  } else if (outcome === 'recoil') {
    events.push({ type: 'recoiled', element: loserId, distance: end.distance, stoppedBy: end.kind === 'stopped' ? end.by : null, citations: end.kind === 'stopped' ? [dc('recoil'), dc('clarification-2')] : [dc('recoil')] });
  } else {
    events.push({ type: 'fled', element: loserId, distance: end.distance, citations: [dc('combat-outcome', '600p'), { ruleset: 'dbm', section: 'M:1999-2000', note: 'proxy: flee procedure' }] });
  }
  for (const [id, e] of Object.entries(res.updates)) if (e.status === 'lost' && id !== loserId) events.push({ type: 'lost', element: id, reason: e.lostHow ?? 'pushed off the table', citations: [dc('winning')] });
  if (end.kind === 'destroyed' && kind === 'close-combat') {
    const sw = sweepBehind({ ...state, elements }, loser);
    return { state: sw.state, events: [...events, ...sw.events], moved: true };
  }
  return { state: { ...state, elements }, events, moved: true };
}

/**
 * The sweep-away hook for DBA: off, since neither the sheet nor a public 1.x source has the
 * rule; the `sweepAway` option plays DBM's (M:1931-1952) as a labelled proxy.
 * @rule dba combat-outcome
 */
export function dbaSweepRule(state: DbaState): SweepRule | null {
  return state.options.sweepAway === true ? DBM_SWEEP_RULE : null;
}

/** Destroys the friends swept away behind `destroyedAt` (its pose before any outcome move). */
function sweepBehind(state: DbaState, destroyedAt: DbxElement): { state: DbaState; events: DbaEvent[] } {
  const ids = sweptAway(destroyedAt, active(state), dbaSweepRule(state));
  if (ids.length === 0) return { state, events: [] };
  const elements = { ...state.elements };
  const events: DbaEvent[] = [];
  for (const id of ids) {
    elements[id] = newElement({ ...elements[id]!, status: 'destroyed', lostHow: `swept away behind ${destroyedAt.id}` });
    events.push({ type: 'destroyed', element: id, reason: `swept away behind ${destroyedAt.id}`, citations: [dc('combat-outcome', 'not in DBA 1.x: option sweepAway'), { ruleset: 'dbm', section: 'M:1931-1952', note: 'proxy: sweep-away' }] });
  }
  return { state: { ...state, elements }, events };
}

function occupyCamp(state: DbaState, side: string, winnerId: string): { state: DbaState; events: DbaEvent[] } {
  const camp = state.camps[side];
  const w = state.elements[winnerId];
  if (camp === undefined || w === undefined || w.status !== 'active') return { state, events: [] };
  const c = centreOf(camp);
  const f = facingOf(w.heading);
  const moved = roundElement(elementAt(w, c.x + (f.x * w.depth) / 2, c.y + (f.y * w.depth) / 2, w.heading));
  const others = active(state).filter((o) => o.id !== winnerId);
  const clash = others.some((o) => Math.abs(o.x - moved.x) < 400 && Math.abs(o.y - moved.y) < 400 && basesOverlap(o, moved));
  const placed = clash ? w : moved;
  return {
    state: { ...state, elements: { ...state.elements, [winnerId]: placed }, camps: { ...state.camps, [side]: { ...camp, garrison: null, occupiedBy: winnerId } } },
    events: [{ type: 'camp-occupied', camp: side, by: winnerId, citations: [dc('winning', 'A:142: a camp occupied by enemy counts 2 more lost')] }],
  };
}


/**
 * DBA on the DBx close-combat driver: its factor rows and outcome table, its outcome moves (with
 * camps), friends of the loser on the winner's flank or rear recoiling too (DBM M:1862-1863,
 * proxy), and its pursuers.
 * @rule dba close-combat
 * @rule dba combat-outcome
 */
const DBA_CLOSE_COMBAT: CloseCombatRules<DbaState, DbaEvent, OutcomeKind> = {
  elements: (s) => s.elements,
  active: (s) => active(s),
  rng: (s) => s.rng,
  fought: (s, rng, a, b) => ({ ...s, rng, record: { ...s.record, fought: [...s.record.fought, a, b] } }),
  terms: (s, me, opp) => factorTerms(s, me, opp, CLOSE),
  outcome: (s, loser, winner, band) => lookupOutcome(s, loser, winner, band, 'close-combat'),
  reported: (report) => ({ type: 'combat', report, citations: [dc('close-combat'), dc('tactical-factors'), dc('combat-outcome')] }),
  apply: (s, loser, winner, o) => applyOutcome(s, loser, winner, o, 'close-combat'),
  flankersTake: 'recoil',
  pursue: (s, winner) => pursuit(s, winner),
};

const CLOSE: FightContext = { kind: 'close-combat', aidingAgainst: 0 };

/**
 * Resolves the close combat between two elements in front-edge contact: totals with breakdowns,
 * the band, the outcome for the lower total (both, on an equal score, per the equal row), the
 * outcome moves, flank attackers recoiling with their beaten friend (DBM proxy), and pursuit.
 * @rule dba close-combat
 * @rule dba combat-outcome
 */
export function resolveCloseCombat(state: DbaState, aId: string, bId: string): { state: DbaState; events: DbaEvent[] } {
  return resolveCloseCombatWith(DBA_CLOSE_COMBAT, state, aId, bId);
}

/**
 * Knights, scythed chariots and warband follow up a beaten enemy (public 1.x: Saga40, OL-Kn),
 * the lesser of their base depth or width (DBM M:2037), unless held by an enemy on a flank or rear,
 * standing in a camp, or the move would leave the table.
 */
function pursuit(state: DbaState, winnerId: string): { state: DbaState; events: DbaEvent[] } {
  const w = state.elements[winnerId];
  if (w === undefined || w.status !== 'active' || w.camp) return { state, events: [] };
  if (!state.tables.pursuers.includes(typeOf(w))) return { state, events: [] };
  const all = active(state);
  if (inCamp(state, w)) return { state, events: [] };
  if (heldByEnemy(w, all)) return { state, events: [] };
  const moved = pursue(outcomeWorld(state), all, w, Math.min(w.depth, w.width));
  if (moved === null) return { state, events: [] };
  return {
    state: { ...state, elements: { ...state.elements, [winnerId]: moved } },
    events: [{ type: 'pursued', element: winnerId, citations: [dc('recoil', 'NO CHANGE paragraphs: pursuit from public 1.x sources (Saga40, OL-Kn)')] }],
  };
}
