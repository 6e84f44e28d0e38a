/**
 * DBMM's combat, rear support and tactical factors (rulebook pp.36-37) as rows of the DBx factor
 * engine (`dbx/factors.ts`): one engine row per table row, so each term of a breakdown cites the
 * sheet line its value comes from and carries that row's provenance (`stated` for a legible row,
 * `inferred` for a reading).
 * @module
 */
import type { FactorRow } from '../../../dbx/factors.js';
import { COMBAT_FACTORS, type CombatFactorRow } from '../../data/combat-factors.js';
import { REAR_SUPPORT, REAR_SUPPORT_CONDITIONS, type RearSupportRow } from '../../data/rear-support.js';
import { cite, provenanceOf, type QrsSource } from '../../data/source.js';
import { TACTICAL_FACTORS, type TacticalFactorRow } from '../../data/tactical-factors.js';
import { matches } from '../../model/selector.js';
import { DBMM_FOOT, DBMM_MOUNTED, DBMM_NAVAL, type DbmmGrade } from '../../model/troop.js';
import type { DbmmFightFacts, DbmmRearElement } from './facts.js';

/** The tables the combat arithmetic reads (the sheet's, unless a test or a user substitutes). */
export interface DbmmFactorTables {
  readonly combat: typeof COMBAT_FACTORS;
  readonly rear: typeof REAR_SUPPORT;
  readonly tactical: typeof TACTICAL_FACTORS;
}

/** The sheet's tables. */
export const SHEET_FACTOR_TABLES: DbmmFactorTables = { combat: COMBAT_FACTORS, rear: REAR_SUPPORT, tactical: TACTICAL_FACTORS };

type Row = FactorRow<DbmmFightFacts, DbmmFactorTables>;

const kindOf = (s: QrsSource) => () => provenanceOf(s).kind;

/** Which state row of a type applies to this side. */
function stateApplies(r: CombatFactorRow, f: DbmmFightFacts): boolean {
  switch (r.state) {
    case 'any':
      return true;
    case 'close-combat':
      return f.role !== 'shot-at';
    case 'shot-at':
      return f.role === 'shot-at';
    case 'shooting-not-shot-at':
      return f.role === 'shooting' && !f.shotBack;
    case 'shot-at-or-close-combat':
      return !(f.role === 'shooting' && !f.shotBack);
    case 'shooting':
      return f.role === 'shooting';
    case 'not-shooting':
      return f.role !== 'shooting';
    case 'troops-disembarked':
      return f.navalTroopsDisembarked;
  }
}

/**
 * The combat factor (p.36): the type's row for its state, against mounted or others. A naval
 * element whose troops have disembarked fights with that row instead of its type's.
 * @rule dbmm p.36 Q:1-31
 */
export function combatFactorRows(tables: DbmmFactorTables): Row[] {
  return tables.combat.rows.map((r) => ({
    id: `combat-factor:${r.type}:${r.state}`,
    section: cite(r.src),
    provenance: kindOf(r.src),
    when: (f) => {
      const naval = DBMM_NAVAL.has(f.me.kind.type);
      if (r.type === 'Naval') return naval && f.navalTroopsDisembarked ? 'combat factor (naval, troops disembarked)' : null;
      if (r.type !== f.me.kind.type || (naval && f.navalTroopsDisembarked) || !stateApplies(r, f)) return null;
      return `combat factor (${r.type} against ${DBMM_MOUNTED.has(f.opp.kind.type) ? 'mounted' : 'others'})`;
    },
    value: (f) => (DBMM_MOUNTED.has(f.opp.kind.type) ? r.vsMounted : r.vsOthers),
  }));
}

const GRADE_RANK: Partial<Record<DbmmGrade, number>> = { S: 3, O: 2, I: 1 };

function gradeOk(r: RearSupportRow, f: DbmmFightFacts, e: DbmmRearElement, second: DbmmRearElement | undefined): boolean {
  switch (r.grade) {
    case 'any':
      return true;
    case 'same-or-higher': {
      if (e.kind.grade === f.me.kind.grade) return true;
      const a = GRADE_RANK[e.kind.grade];
      const b = GRADE_RANK[f.me.kind.grade];
      return a !== undefined && b !== undefined && a > b;
    }
    case 'same-as-2nd-rank':
      return second !== undefined && e.kind.grade === second.kind.grade;
    case 'same-or-list':
      return e.kind.grade === f.me.kind.grade || f.listPermitsSupport;
  }
}

/** The rear element a row asks for, or `null`. Ranks in front of it must be there too. */
function supporter(r: RearSupportRow, f: DbmmFightFacts): DbmmRearElement | null {
  const at = (rank: number) => f.behind.find((e) => e.rank === rank && e.sameCommandLinedUpFacing && e.going !== 'DGo');
  for (let k = 2; k < r.rank; k++) if (at(k) === undefined) return null;
  const e = at(r.rank);
  if (e === undefined) return null;
  if ((r.doubleBased && !e.doubleBased) || !matches(r.rear, e.kind)) return null;
  return gradeOk(r, f, e, at(2)) ? e : null;
}

function alsoOk(r: RearSupportRow, f: DbmmFightFacts): boolean {
  switch (r.also) {
    case null:
      return true;
    case 'second-rank-same-type':
      return f.behind.some((e) => e.rank === 2 && e.kind.type === f.me.kind.type);
    case 'all-ranks-good-going':
      return f.me.going === 'GGo' && f.behind.filter((e) => e.rank <= r.rank).every((e) => e.going === 'GGo');
    case 'against-fortification':
      return f.againstFortification;
  }
}

/**
 * Rear support (p.36): each row whose front, rear rank, enemy and bound match, under the
 * table's general conditions (same command, lined up, facing the same way, not in difficult
 * going, the front element did not march into combat).
 * @rule dbmm p.36 Q:65-98
 * @ruling DBMM-R3
 */
export function rearSupportRows(tables: DbmmFactorTables): Row[] {
  return tables.rear.rows.map((r) => ({
    id: `rear-support:${r.src.lines[0]}`,
    section: cite(r.src),
    provenance: kindOf(r.src),
    when: (f) => {
      if (f.role !== 'close-combat' && f.role !== 'shot-at') return null;
      if (REAR_SUPPORT_CONDITIONS.frontNotMarchedIntoCombat && f.marched) return null;
      if (r.bound !== 'both' && r.bound !== f.bound) return null;
      if (r.listOnly && !f.listPermitsSupport) return null;
      if (!matches(r.front, f.me.kind) || !matches(r.enemy, f.opp.kind) || !alsoOk(r, f)) return null;
      const e = supporter(r, f);
      return e === null ? null : `rear support (${e.kind.type} rank ${e.rank})`;
    },
    value: () => r.value,
  }));
}

const close = (f: DbmmFightFacts) => f.role === 'close-combat';
const closeOrShotAt = (f: DbmmFightFacts) => f.role === 'close-combat' || f.role === 'shot-at';

/** How many times each tactical row applies to these facts (0 = not). */
const TACTICAL_CONDITIONS: Readonly<Record<string, (f: DbmmFightFacts) => number | boolean>> = {
  'upslope-foot': (f) => close(f) && f.upslope && f.bound === 'enemy',
  'upslope-mounted': (f) => close(f) && f.upslope && f.frontEdge && f.me.going === 'GGo' && f.bound === 'own',
  overlapped: (f) => (close(f) ? f.overlaps : 0),
  'enemy-on-flank-or-rear': (f) => f.flankRearEnemies,
  'cannot-start-recoil': (f) => close(f) && f.cannotStartRecoil,
  marched: (f) => closeOrShotAt(f) && f.marched,
  'rough-going': (f) => close(f) && f.me.going === 'RGo',
  'difficult-going': (f) => close(f) && f.me.going === 'DGo',
  'difficult-going-foot': (f) => close(f) && f.me.going === 'DGo' && (DBMM_FOOT.has(f.opp.kind.type) || (DBMM_MOUNTED.has(f.opp.kind.type) && f.opp.going === 'GGo')),
  'over-po': (f) => f.frontEdge && f.overPO,
  'war-wagons-own-bound': (f) => close(f) && f.bound === 'own',
  'broken-or-shaken': (f) => closeOrShotAt(f) && f.brokenOrShaken,
  'brilliant-stroke': (f) => close(f) && f.me.general && f.brilliantStroke,
  general: (f) => closeOrShotAt(f) && f.me.general,
  'general-in-contact': (f) => close(f) && f.bound === 'own' && f.generalKillerInContact,
  'baggage-in-contact': (f) => close(f) && f.bound === 'own' && f.baggageSInContact,
  'aided-behind': (f) => f.role === 'shooting' && f.aidedBehind >= 1,
  'aided-behind-aider': (f) => f.role === 'shooting' && f.aidedBehind >= 2,
  'aiding-enemy-shooter': (f) => (f.role !== 'close-combat' ? f.aidingEnemy : 0),
  'shooting-into-cover': (f) => f.role === 'shooting' && f.targetInCover,
  'manning-fortification': (f) => f.manning !== 'none' && (f.role === 'shot-at' || (close(f) && f.frontEdge)),
  'pf-tower': (f) => closeOrShotAt(f) && f.pfTower,
  'pf-wall-walk': (f) => close(f) && f.pfWallWalk,
  'upslope-fortification': (f) => close(f) && f.upslopeFortification,
  weather: (f) => f.weatherDisadvantaged,
  'irregular-night': (f) => f.bound === 'enemy' && f.night,
  'mounted-dark': (f) => close(f) && f.duskToSunrise,
};

/** The tactical row ids the arithmetic reads a condition for (every row of the sheet's table). */
export const TACTICAL_CONDITION_IDS: ReadonlyArray<string> = Object.keys(TACTICAL_CONDITIONS);

function tacticalRow(r: TacticalFactorRow & { readonly src: QrsSource }): Row {
  const cond = TACTICAL_CONDITIONS[r.id];
  return {
    id: `tactical:${r.id}`,
    section: cite(r.src),
    provenance: kindOf(r.src),
    when: (f) => {
      if (cond === undefined || !matches(r.who, f.me.kind)) return null;
      const n = cond(f);
      const times = typeof n === 'number' ? n : n ? 1 : 0;
      return times === 0 ? null : Array.from({ length: times }, () => r.when);
    },
    value: () => r.value,
  };
}

/**
 * Tactical factors (p.37): each row's condition read from the facts, once per occurrence where
 * the row counts (overlaps, enemies on flank or rear, aiding shooters).
 * @rule dbmm p.37 Q:33-63
 */
export function tacticalRows(tables: DbmmFactorTables): Row[] {
  return tables.tactical.rows.map(tacticalRow);
}

/** Every pre-grading row in breakdown order: combat factor, rear support, tactical. */
export function preGradingRows(tables: DbmmFactorTables = SHEET_FACTOR_TABLES): Row[] {
  return [...combatFactorRows(tables), ...rearSupportRows(tables), ...tacticalRows(tables)];
}
