/**
 * The combat odds calculator: for two elements in a given state, both factor breakdowns and the
 * exact chance (out of 36 die pairs) of every outcome for each side, by enumerating the opposed
 * D6 through the same band and outcome-table code the game uses.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { fightOdds, type FightOdds } from '../dbx/odds.js';
import type { DbxElement } from '../dbx/elements.js';
import type { DbaTroopType } from './data/troop-types.js';
import type { DbaOptions } from './options.js';
import type { DbaScenario } from './scenario.js';
import { setupDba } from './setup.js';
import type { TerrainFeature } from './terrain.js';
import { factorTerms, lookupOutcome, type FightKind } from './combat.js';
import type { OutcomeKind } from './data/outcomes.js';
import type { DbaState } from './state.js';

/** Counts out of 36 of each outcome for one side. */
export type OutcomeCounts = Readonly<Record<OutcomeKind, number>>;

/** The calculator's answer: both breakdowns, each side's outcome counts, and the dice counts from `a`'s side, all out of 36. */
export type CombatOdds = FightOdds<OutcomeKind>;

const KINDS: ReadonlyArray<OutcomeKind> = ['no-effect', 'recoil', 'flee', 'destroyed'];

/**
 * Exact odds of `a` fighting `b` in `state` (close combat, or `b` shot by `a`): the DBx odds
 * calculator on DBA's factor rows and outcome table.
 * @rule dba close-combat
 * @rule dba combat-outcome
 */
export function combatOdds(state: DbaState, aId: string, bId: string, kind: FightKind = 'close-combat'): CombatOdds | null {
  const a = state.elements[aId];
  const b = state.elements[bId];
  if (a === undefined || b === undefined) return null;
  const ta = factorTerms(state, a, b, { kind, aidingAgainst: 0 });
  const tb = factorTerms(state, b, a, { kind, aidingAgainst: 0 });
  return fightOdds(kind, { id: aId, terms: ta }, { id: bId, terms: tb }, (loser, band) => (loser === 'a' ? lookupOutcome(state, a, b, band, kind) : lookupOutcome(state, b, a, band, kind)), KINDS, 'no-effect');
}

/** The situation for {@link matchupOdds}: each side's going and extras, in plain words. */
export interface Matchup {
  readonly a: DbaTroopType;
  readonly b: DbaTroopType;
  /** Side a's element is in bad going. */
  readonly aBadGoing?: boolean;
  /** Side b's element is in bad going. */
  readonly bBadGoing?: boolean;
  /** Side a's element is its general. */
  readonly aGeneral?: boolean;
  /** Side b's element is its general. */
  readonly bGeneral?: boolean;
  /** Options (overrides) the game would use. */
  readonly options?: DbaOptions;
}

/**
 * Exact odds for any pairing of troop types, front to front in the open (or in bad going where
 * asked), without building a game: a two-element table is set up behind the scenes and
 * {@link combatOdds} does the rest.
 * @rule dba close-combat
 * @rule dba combat-outcome
 */
export function matchupOdds(m: Matchup): CombatOdds | null {
  const scenario = {
    armies: [
      { id: 'a', elements: [{ id: 'a', type: m.a, general: true }] },
      { id: 'b', elements: [{ id: 'b', type: m.b, general: true }] },
    ],
  } as DbaScenario;
  const s = setupDba(scenario, { seed: 'odds', options: m.options ?? {} });
  if (E.isLeft(s)) return null;
  const st = s.right;
  const el = (id: 'a' | 'b', type: DbaTroopType, heading: number, general: boolean): DbxElement => ({
    id,
    side: id,
    type,
    command: id,
    general,
    camp: false,
    grade: null,
    irregular: false,
    status: 'active',
    lostHow: null,
    x: 1200,
    y: 1200,
    heading,
    width: st.tables.baseWidth,
    depth: st.tables.baseDepth[type],
  });
  const bad = (id: string, y0: number, y1: number): TerrainFeature => ({ id, kind: 'rough', polygon: [{ x: 1000, y: y0 }, { x: 1400, y: y0 }, { x: 1400, y: y1 }, { x: 1000, y: y1 }] });
  const terrain: TerrainFeature[] = [];
  if (m.aBadGoing === true) terrain.push(bad('a-rough', 1000, 1199));
  if (m.bBadGoing === true) terrain.push(bad('b-rough', 1201, 1400));
  const state: DbaState = {
    ...st,
    terrain,
    elements: { a: el('a', m.a, 90, m.aGeneral === true), b: el('b', m.b, 270, m.bGeneral === true) },
    phase: { tag: 'combat', player: 'a', pairs: [['a', 'b']] },
  };
  return combatOdds(state, 'a', 'b');
}
