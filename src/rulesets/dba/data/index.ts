/**
 * The DBA 1.2 data set: every table with its provenance, merged with a user's override table
 * into the plain numbers the reducer reads from the state.
 * @module
 */
import type { Provenance } from '../../../core/provenance.js';
import { BASE_DEPTH, BASE_WIDTH, CAMP_SIZE, TABLE_SIZE } from './bases.js';
import { COMBAT_FACTORS, type CombatFactor } from './combat-factors.js';
import { COMMAND_RANGE, PIP_DICE, PIP_ELEPHANTS, PIP_OUT_OF_RANGE, PIP_PER_MOVE, PIPS_LAPSE } from './command.js';
import {
  DEPLOY_DEPTH,
  GOING_TEST,
  GROUP_WHEEL_LIMIT,
  LH_SECOND_MOVE_CLEARANCE,
  PURSUERS,
  PURSUIT_DISTANCE,
  RANGE_MEASURE,
  REROLL_TIES,
  SHOOTING_CORRIDOR,
  SHOOTING_RANGE,
} from './distances.js';
import { PSILOI_SUPPORT, REAR_SUPPORT, TACTICAL_FACTORS } from './factors.js';
import { MOVE_DISTANCES, type MoveClass } from './move-distances.js';
import { EQUAL_DEFAULT, EQUAL_ROWS, FLEE_DISTANCE, HALF_DEFAULT, HALF_ROWS, HALF_RULE, LESS_ROWS, SHOOTER_UNHARMED, type OutcomeRow } from './outcomes.js';
import type { Row } from './provenance.js';
import { RIVER_GOING, RIVER_MOVE } from './river.js';
import { DBA_TROOP_TYPES, type DbaTroopType } from './troop-types.js';

export * from './provenance.js';
export * from './troop-types.js';
export type { CombatFactor } from './combat-factors.js';
export type { MoveClass } from './move-distances.js';
export type { OutcomeRow, OutcomeClause, OutcomeKind, OutcomeBand, OutcomeCondition } from './outcomes.js';

/** The user's override table: any value here replaces the library's, with `user` provenance. */
export interface DbaOverrides {
  /** Names the file or book the values come from (shown in provenance). */
  readonly source?: string;
  readonly combatFactors?: Partial<Record<DbaTroopType, Partial<CombatFactor>>>;
  readonly moveDistances?: Partial<Record<DbaTroopType, Partial<MoveClass>>>;
  readonly baseDepths?: Partial<Record<DbaTroopType, number>>;
  readonly tacticalFactors?: Partial<Record<'campDefender' | 'general' | 'uphill', number>>;
  readonly outcomes?: Partial<Record<'equal' | 'less' | 'half', Partial<Record<DbaTroopType, OutcomeRow>>>>;
  /** The most a front corner may move in a move that enters a river (river-crossing). */
  readonly riverMove?: number;
  /** The camp's size (paces). */
  readonly campSize?: { readonly width: number; readonly depth: number };
  /**
   * Keys (as `dataProvenance` names them) whose library value the user's source confirms: they
   * keep their value and take `user` provenance. For the readings that are not numbers (how going
   * is tested, whether PIPs lapse, rivers as bad going, ...), confirming is the only way to
   * satisfy `strict`; a source that says otherwise means the library cannot play it yet.
   */
  readonly confirm?: ReadonlyArray<string>;
}

/** The plain numbers the reducer reads (kept in the state so a game never depends on module state). */
export interface DbaData {
  readonly baseWidth: number;
  readonly tableSize: number;
  readonly campSize: { readonly width: number; readonly depth: number };
  readonly baseDepth: Readonly<Record<DbaTroopType, number>>;
  readonly moves: Readonly<Record<DbaTroopType, MoveClass>>;
  readonly combatFactors: Readonly<Record<DbaTroopType, CombatFactor>>;
  readonly tactical: { readonly campDefender: number; readonly general: number; readonly uphill: number; readonly overlap: number; readonly badGoing: number };
  readonly rearSupport: { readonly Pk: number; readonly Sp: number; readonly Wb: number };
  readonly psiloiSupport: number;
  readonly outcomes: { readonly equal: Readonly<Record<DbaTroopType, OutcomeRow>>; readonly less: Readonly<Record<DbaTroopType, OutcomeRow>>; readonly half: Readonly<Record<DbaTroopType, OutcomeRow>> };
  readonly fleeDistance: number;
  readonly deployDepth: number;
  readonly ranges: { readonly Art: number; readonly Bw: number; readonly WWg: number };
  readonly lhClearance: number;
  readonly groupWheelLimit: number;
  readonly pursuers: ReadonlyArray<DbaTroopType>;
  /** The most a front corner may move in a move that enters a river. */
  readonly riverMove: number;
  readonly pips: { readonly dice: number; readonly perMove: number; readonly elephants: number; readonly outOfRange: number; readonly rangeOpen: number; readonly rangeScreened: number };
}

/** One value's key (e.g. `combatFactors.Kn`) and its provenance after overrides. */
export interface DataRowInfo {
  readonly key: string;
  readonly provenance: Provenance;
}

function rec<T>(f: (t: DbaTroopType) => T): Record<DbaTroopType, T> {
  const out = {} as Record<DbaTroopType, T>;
  for (const t of DBA_TROOP_TYPES) out[t] = f(t);
  return out;
}

/**
 * Merges the library's tables with a user's overrides. Returns the plain data and the
 * provenance of every value (overridden values carry `user` provenance naming `source`).
 */
export function resolveData(overrides: DbaOverrides = {}): { readonly data: DbaData; readonly rows: ReadonlyArray<DataRowInfo> } {
  const rows: DataRowInfo[] = [];
  const user: Provenance = { kind: 'user', file: overrides.source ?? 'override table' };
  const confirmed: Provenance = { kind: 'user', file: `${overrides.source ?? 'override table'} (confirms the library's value)` };
  const confirm = new Set(overrides.confirm ?? []);
  const take = <T>(key: string, r: Row<T>, over: T | undefined): T => {
    rows.push({ key, provenance: over !== undefined ? user : confirm.has(key) ? confirmed : r.provenance });
    return over === undefined ? r.value : over;
  };
  const merge = <T extends object>(key: string, r: Row<T>, over: Partial<T> | undefined): T => {
    const has = over !== undefined && Object.keys(over).length > 0;
    rows.push({ key, provenance: has ? user : confirm.has(key) ? confirmed : r.provenance });
    return has ? { ...r.value, ...over } : r.value;
  };
  const baseWidth = take('baseWidth', BASE_WIDTH, undefined);
  const tableSize = take('tableSize', TABLE_SIZE, undefined);
  const campSize = merge('campSize', CAMP_SIZE, overrides.campSize);
  const baseDepth = rec((t) => take(`baseDepths.${t}`, BASE_DEPTH[t], overrides.baseDepths?.[t]));
  const moves = rec((t) => merge(`moveDistances.${t}`, MOVE_DISTANCES[t], overrides.moveDistances?.[t]));
  const combatFactors = rec((t) => merge(`combatFactors.${t}`, COMBAT_FACTORS[t], overrides.combatFactors?.[t]));
  const tt = overrides.tacticalFactors ?? {};
  const tactical = {
    campDefender: take('tacticalFactors.campDefender', TACTICAL_FACTORS.campDefender, tt.campDefender),
    general: take('tacticalFactors.general', TACTICAL_FACTORS.general, tt.general),
    uphill: take('tacticalFactors.uphill', TACTICAL_FACTORS.uphill, tt.uphill),
    overlap: take('tacticalFactors.overlap', TACTICAL_FACTORS.overlap, undefined),
    badGoing: take('tacticalFactors.badGoing', TACTICAL_FACTORS.badGoing, undefined),
  };
  const rearSupport = {
    Pk: take('rearSupport.Pk', REAR_SUPPORT.Pk, undefined),
    Sp: take('rearSupport.Sp', REAR_SUPPORT.Sp, undefined),
    Wb: take('rearSupport.Wb', REAR_SUPPORT.Wb, undefined),
  };
  const psiloiSupport = take('psiloiSupport', PSILOI_SUPPORT, undefined);
  const oo = overrides.outcomes ?? {};
  const outcomes = {
    equal: rec((t) => take(`outcomes.equal.${t}`, EQUAL_ROWS[t] ?? EQUAL_DEFAULT, oo.equal?.[t])),
    less: rec((t) => take(`outcomes.less.${t}`, LESS_ROWS[t], oo.less?.[t])),
    half: rec((t) => take(`outcomes.half.${t}`, HALF_ROWS[t] ?? HALF_DEFAULT, oo.half?.[t])),
  };
  take('outcomes.halfRule', HALF_RULE, undefined);
  take('outcomes.shooterUnharmed', SHOOTER_UNHARMED, undefined);
  const fleeDistance = take('fleeDistance', FLEE_DISTANCE, undefined);
  const deployDepth = take('deployDepth', DEPLOY_DEPTH, undefined);
  const ranges = { Art: take('ranges.Art', SHOOTING_RANGE.Art, undefined), Bw: take('ranges.Bw', SHOOTING_RANGE.Bw, undefined), WWg: take('ranges.WWg', SHOOTING_RANGE.WWg, undefined) };
  take('shooting.rangeMeasure', RANGE_MEASURE, undefined);
  take('shooting.corridor', SHOOTING_CORRIDOR, undefined);
  take('going.test', GOING_TEST, undefined);
  take('deployment.rerollTies', REROLL_TIES, undefined);
  const lhClearance = take('lhSecondMoveClearance', LH_SECOND_MOVE_CLEARANCE, undefined);
  const groupWheelLimit = take('groupWheelLimit', GROUP_WHEEL_LIMIT, undefined);
  const pursuers = take('pursuers', PURSUERS, undefined);
  take('pursuitDistance', PURSUIT_DISTANCE, undefined);
  take('river.going', RIVER_GOING, undefined);
  const riverMove = take('river.move', RIVER_MOVE, overrides.riverMove);
  const range = take('commandRange', COMMAND_RANGE, undefined);
  take('pipsLapse', PIPS_LAPSE, undefined);
  const pips = {
    dice: take('pips.dice', PIP_DICE, undefined),
    perMove: take('pips.perMove', PIP_PER_MOVE, undefined),
    elephants: take('pips.elephants', PIP_ELEPHANTS, undefined),
    outOfRange: take('pips.outOfRange', PIP_OUT_OF_RANGE, undefined),
    rangeOpen: range.open,
    rangeScreened: range.screened,
  };
  return {
    data: { baseWidth, tableSize, campSize, baseDepth, moves, combatFactors, tactical, rearSupport, psiloiSupport, outcomes, fleeDistance, deployDepth, ranges, lhClearance, groupWheelLimit, pursuers: [...pursuers], riverMove, pips },
    rows,
  };
}

/** The provenance of every value of the default data set (no overrides). */
export function dataProvenance(overrides: DbaOverrides = {}): ReadonlyArray<DataRowInfo> {
  return resolveData(overrides).rows;
}
