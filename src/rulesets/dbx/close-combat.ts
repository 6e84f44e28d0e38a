/**
 * The DBx close-combat driver: one pair in front-edge contact fights (both dice, both factor
 * breakdowns, the band, the outcome table), the outcomes are applied, friends of the beaten
 * element on the winner's flank or rear recoil with it where the ruleset has that rule, and the
 * winner may pursue. A ruleset supplies its factor terms, its outcome table and how an outcome
 * is applied to its state (camps, its own events); the order of events and of dice is the
 * family's, here.
 * @module
 */
import type { RngState } from '../../random/rng.js';
import { frontContactsOn } from './contact.js';
import type { CombatTotal, FactorTerm } from './dice.js';
import type { DbxElement } from './elements.js';
import { judgeCloseCombat, rollFight, type FightReport } from './fight.js';
import type { OutcomeBand } from './outcome-table.js';

/** A state plus the events that got it there. */
export interface Stepped<S, E> {
  readonly state: S;
  readonly events: E[];
}

/** What the driver needs from a ruleset, over its state `S`, events `E` and outcome kinds `K`. */
export interface CloseCombatRules<S, E, K extends string> {
  /** Every element of the state, by id. */
  readonly elements: (s: S) => Readonly<Record<string, DbxElement>>;
  /** The active elements (one array per position). */
  readonly active: (s: S) => ReadonlyArray<DbxElement>;
  /** The state's generator, which the fight's dice advance. */
  readonly rng: (s: S) => RngState;
  /** `s` with the generator advanced to `rng` and `a` and `b` recorded as having fought this bound. */
  readonly fought: (s: S, rng: RngState, a: string, b: string) => S;
  /** `me`'s factor terms against `opp` (everything but the die). */
  readonly terms: (s: S, me: DbxElement, opp: DbxElement) => FactorTerm[];
  /**
   * Adjusts both totals once the dice are thrown, before the fight is judged (DBM's grading and
   * mitigating factors, which compare the totals); absent, the totals stand as thrown.
   */
  readonly afterDice?: (s: S, a: DbxElement, b: DbxElement, ta: CombatTotal, tb: CombatTotal) => { readonly ta: CombatTotal; readonly tb: CombatTotal };
  /** The outcome for `loser` beaten by `winner` by `band`. */
  readonly outcome: (s: S, loser: DbxElement, winner: DbxElement, band: OutcomeBand) => K;
  /** The event announcing the fight. */
  readonly reported: (report: FightReport<K>) => E;
  /** Applies an outcome to an element (`moved` when it changed anything). */
  readonly apply: (s: S, loser: string, winner: string, outcome: K) => Stepped<S, E> & { readonly moved: boolean };
  /** The outcome a beaten element's friends on the winner's flank or rear take with it, or `null` when the ruleset has no such rule. */
  readonly flankersTake: K | null;
  /** The winner's follow-up after beating its enemy (nothing when it does not pursue). */
  readonly pursue: (s: S, winner: string) => Stepped<S, E>;
}

/** The enemies other than `exclude` with their front edge on `target`'s flank or rear. */
export function flankAttackersOf(all: ReadonlyArray<DbxElement>, target: DbxElement | undefined, exclude: string): string[] {
  if (target === undefined) return [];
  return frontContactsOn(target, all)
    .filter((c) => c.edge !== 'front' && c.attacker !== exclude)
    .map((c) => c.attacker);
}

/**
 * Resolves the close combat between `aId` and `bId` (in front-edge contact): the report event,
 * then each outcome with its moves; for the loser, its friends on the winner's flank or rear and
 * the winner's pursuit.
 * @rule dba close-combat
 * @rule dba combat-outcome
 */
export function resolveCloseCombatWith<S, E, K extends string>(rules: CloseCombatRules<S, E, K>, state: S, aId: string, bId: string): Stepped<S, E> {
  const els = rules.elements(state);
  const a = els[aId]!;
  const b = els[bId]!;
  const rolled = rollFight(rules.rng(state), aId, rules.terms(state, a, b), bId, rules.terms(state, b, a));
  const totals = rules.afterDice === undefined ? rolled : rules.afterDice(state, a, b, rolled.ta, rolled.tb);
  let next = rules.fought(state, rolled.rng, aId, bId);
  const report = judgeCloseCombat(totals.ta, totals.tb, (loser, band) => (loser === 'a' ? rules.outcome(next, a, b, band) : rules.outcome(next, b, a, band)));
  const events: E[] = [rules.reported(report)];
  for (const [id, o] of Object.entries(report.outcomes) as Array<[string, K]>) {
    const winner = id === aId ? bId : aId;
    const flankers = rules.flankersTake === null ? [] : flankAttackersOf(rules.active(next), rules.elements(next)[winner], id);
    const r = rules.apply(next, id, winner, o);
    next = r.state;
    events.push(...r.events);
    if (r.moved && report.loser === id) {
      for (const f of flankers) {
        const fe = rules.elements(next)[f];
        if (fe === undefined || fe.status !== 'active') continue;
        const rr = rules.apply(next, f, winner, rules.flankersTake!);
        next = rr.state;
        events.push(...rr.events);
      }
      const p = rules.pursue(next, winner);
      next = p.state;
      events.push(...p.events);
    }
  }
  return { state: next, events };
}
