/**
 * The shooting and close-combat phases of a bound (p.16, L1185-1201; p.21-22): every shooting
 * combat of the phase is planned on the position at its start and resolved in turn (one that can
 * no longer happen, because an outcome moved its elements, is dropped); then every pair of enemies
 * in close combat fights, on the DBx close-combat driver with DBM's factor terms, its grading and
 * mitigating factors after the dice, and the outcome chapters' outcomes and pursuit. Where the
 * book lets the phasing player choose the order, the library resolves the phasing player's shots
 * first and each list by id (ruling DBM-R30).
 * @module
 */
import { rollD6 } from '../../../../random/rng.js';
import { resolveCloseCombatWith, type CloseCombatRules } from '../../../dbx/close-combat.js';
import type { DbxElement } from '../../../dbx/elements.js';
import { judgeCloseCombat, type FightReport } from '../../../dbx/fight.js';
import type { OutcomeBand } from '../../../dbx/outcome-table.js';
import { rule } from '../../data/cite.js';
import type { DbmEvent } from '../../model/events.js';
import type { DbmState } from '../../model/state.js';
import { dbmShotProblem, planShots, rearRankBowman } from '../21-shooting/targets.js';
import { closeCombatPairs, linedUpFront } from '../21a-close-combat/contacts.js';
import { turnToFace } from '../21a-close-combat/turn-to-face.js';
import { finalTotals, prepareFight, regrade } from '../22-resolution/resolve.js';
import { DBM_OUTCOMES, type CombatOutcomes } from './outcome-port.js';

/** The active elements of a state, in id order, computed once per state. */
function activeList(): (s: DbmState) => ReadonlyArray<DbxElement> {
  const memo = new WeakMap<object, ReadonlyArray<DbxElement>>();
  return (s) => {
    let l = memo.get(s.elements);
    if (l === undefined) {
      l = Object.values(s.elements)
        .filter((e) => e.status === 'active')
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      memo.set(s.elements, l);
    }
    return l;
  };
}

const SHOT_CITES = [rule('p.21', 'L1596-1644: distant shooting'), rule('p.22', 'L1702-1850: resolving the shot')];
const FIGHT_CITES = [rule('p.21a', 'L1647-1701: close combat'), rule('p.22', 'L1702-1850: resolving the combat')];

/**
 * The shooting phase: every planned shot, resolved in turn.
 * @rule dbm p.21 L1596-1644
 * @rule dbm p.22 L1702-1850
 * @ruling DBM-R30
 */
export function shootingPhase(state: DbmState, phasing: string, events: DbmEvent[], port: CombatOutcomes = DBM_OUTCOMES): DbmState {
  const active = activeList();
  let s = state;
  for (const p of planShots(s, active(s), phasing)) {
    const all = active(s);
    const sh = s.elements[p.shooter];
    const tg = s.elements[p.target];
    if (sh === undefined || tg === undefined || sh.status !== 'active' || tg.status !== 'active') continue;
    if (dbmShotProblem(s, all, sh, tg, phasing) !== null) continue;
    const rear = rearRankBowman(s, all, sh);
    const stillAids = (id: string, shooter: DbxElement, target: DbxElement) => {
      const e = s.elements[id];
      return e !== undefined && e.status === 'active' && (id === rear || dbmShotProblem(s, all, e, target, phasing) === null) && e.id !== shooter.id;
    };
    const aiding = p.aiding.filter((id) => stillAids(id, sh, tg));
    const duel = p.duel && dbmShotProblem(s, all, tg, sh, phasing) === null;
    const aidingBack = duel ? p.aidingBack.filter((id) => stillAids(id, tg, sh)) : [];
    const prep = prepareFight(s, sh, tg, 'shooting', all, { duel, aidingA: aiding.length, aidingB: aidingBack.length });
    const da = rollD6(s.rng);
    const db = rollD6(da.rng);
    const { ta, tb } = finalTotals(s, prep, da.value, db.value);
    s = { ...s, rng: db.rng };
    const before = s;
    const judged = judgeCloseCombat(ta, tb, (loser, band: OutcomeBand) => (loser === 'a' ? port.outcome(before, sh.id, tg.id, band, 'shooting') : port.outcome(before, tg.id, sh.id, band, 'shooting')));
    // a shooter not shot back at disregards an unfavourable outcome (p.23, L1855-1866)
    const outcomes: Record<string, string> = {};
    for (const [id, o] of Object.entries(judged.outcomes)) if (duel || id === tg.id) outcomes[id] = o;
    const report: FightReport<string> = { ...judged, kind: 'shooting', outcomes };
    events.push({ type: 'shot', shooter: sh.id, target: tg.id, aiding, duel, aidingBack, report, citations: SHOT_CITES });
    for (const [id, o] of Object.entries(outcomes)) {
      const r = port.apply(s, id, id === sh.id ? tg.id : sh.id, o);
      s = r.state;
      events.push(...r.events);
    }
  }
  return s;
}

/**
 * DBM on the DBx close-combat driver.
 * @rule dbm p.21a L1647-1701
 * @rule dbm p.22 L1702-1850
 */
function dbmCloseCombatRules(port: CombatOutcomes, active: (s: DbmState) => ReadonlyArray<DbxElement>): CloseCombatRules<DbmState, DbmEvent, string> {
  return {
    elements: (s) => s.elements,
    active,
    rng: (s) => s.rng,
    fought: (s, rng) => ({ ...s, rng }),
    terms: (s, me, opp) => prepareFight(s, me, opp, 'close-combat', active(s)).a.terms,
    afterDice: (s, a, b, ta, tb) => regrade(s, prepareFight(s, a, b, 'close-combat', active(s)), ta, tb),
    outcome: (s, loser, winner, band) => port.outcome(s, loser.id, winner.id, band, 'close'),
    reported: (report) => ({ type: 'fought', report, citations: FIGHT_CITES }),
    apply: (s, loser, winner, o) => port.apply(s, loser, winner, o),
    flankersTake: port.flankersTake,
    pursue: (s, winner) => port.pursue(s, winner),
  };
}

/**
 * The close-combat phase: elements contacted on a flank or rear turn to face, then each pair in
 * close combat fights, the phasing player's element throwing first, pairs in id order.
 * @rule dbm p.21a L1647-1662
 * @ruling DBM-R30
 */
export function closeCombatPhase(state: DbmState, phasing: string, events: DbmEvent[], port: CombatOutcomes = DBM_OUTCOMES): DbmState {
  const active = activeList();
  let s = turnToFace(state, active(state), events);
  const rules = dbmCloseCombatRules(port, active);
  for (const [x, y] of closeCombatPairs(active(s))) {
    const all = active(s);
    const ex = s.elements[x];
    const ey = s.elements[y];
    if (ex === undefined || ey === undefined || ex.status !== 'active' || ey.status !== 'active' || !linedUpFront(ex, ey, all)) continue;
    const [a, b] = ex.side === phasing ? [x, y] : [y, x];
    const r = resolveCloseCombatWith(rules, s, a, b);
    s = r.state;
    events.push(...r.events);
  }
  return s;
}

/**
 * Both combat phases of `phasing`'s bound, then what the outcome chapters do after combat
 * (losses, demoralisation, the end of the game when an army breaks).
 * @rule dbm p.16 L1185-1201
 */
export function combatPhases(state: DbmState, phasing: string, events: DbmEvent[], port: CombatOutcomes = DBM_OUTCOMES): DbmState {
  const from = events.length;
  let s = shootingPhase(state, phasing, events, port);
  s = closeCombatPhase(s, phasing, events, port);
  return port.after(s, events.slice(from));
}
