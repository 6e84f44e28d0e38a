/**
 * The PIP cost of one tactical move, march move or halt (L1214-1242): one PIP, modified by each
 * condition that applies. The caller states the facts of the move (who is in it, how far the
 * general is, whether it deviated); this chapter only adds up, so every term names its line.
 * @module
 */
import { cite, type Citation } from '../../../../core/citation.js';
import { FOOT_TYPES, LIGHT_TROOP_TYPES, SKIRMISHER_TYPES, type PipTable } from '../../data/pips.js';

/** One element taking part in the move or halt, as the cost rule sees it. */
export interface PipMover {
  readonly type: string;
  readonly grade: string | null;
  readonly irregular: boolean;
  /** This element is the commander-in-chief's. */
  readonly cInC: boolean;
  /** This element is a general's (C-in-C, sub-general or ally general). */
  readonly general: boolean;
  /** Troops double based with a general (they share his exemptions). */
  readonly withGeneral: boolean;
  /** Mounted infantry (they count with the mounted in a mixed group). */
  readonly mountedInfantry: boolean;
  /** Psiloi behind cavalry they can support (exempt from the mixed-group +1). */
  readonly psiloiSupportingCavalry: boolean;
  /** The element moved less than its full move (tactical and march moves only). */
  readonly shortOfFullMove: boolean;
}

/** Where the command's general stands, for the +1 of a distant or absent general. */
export type GeneralPlace =
  | { readonly kind: 'near'; readonly distance: number; readonly inSight: boolean }
  | { readonly kind: 'front-contact' }
  | { readonly kind: 'straggling' }
  | { readonly kind: 'lost' }
  | { readonly kind: 'none' };

/** The facts of one move or halt. */
export interface PipCostInput {
  readonly kind: 'tactical' | 'march' | 'halt';
  /** A single element (true) or a group (false). */
  readonly single: boolean;
  readonly land: boolean;
  readonly movers: ReadonlyArray<PipMover>;
  readonly general: GeneralPlace;
  /** The command's general has already had his −1 this bound. */
  readonly generalBonusUsed: boolean;
  /** A halt including a sub-general who has not moved during the game. */
  readonly unmovedSubGeneral: boolean;
  /** An element deviated from straight ahead (the caller applies the column and road exemptions). */
  readonly deviated: boolean;
  /** An element contacted enemy. */
  readonly contactedEnemy: boolean;
  /** The move ended with an element touching enemy, a river or impassable terrain, or a march discovered enemy close by. */
  readonly endedExcused: boolean;
  /** The single-element move mounts or dismounts. */
  readonly mountOrDismount: boolean;
  /** A halt of foot only in rough or difficult going, defending fortifications or a river edge, or uphill of the nearest known enemy. */
  readonly haltedFootExcused: boolean;
  /** Which march of this group this bound it is (1 for the first); ignored unless `kind` is march. */
  readonly marchNumber: number;
  /** The group is a column one element wide. */
  readonly oneWideColumn: boolean;
}

/** One term of the cost, with the line that gives it. */
export interface PipTerm {
  readonly id: 'base' | 'c-in-c' | 'general-far' | 'clumsy-irregulars' | 'mixed-group' | 'artillery' | 'mount' | 'irregular-halt' | 'repeated-march' | 'floor';
  readonly value: number;
  readonly citation: Citation;
}

/** The cost and its breakdown. */
export interface PipCost {
  readonly cost: number;
  readonly terms: ReadonlyArray<PipTerm>;
}

const c = (lines: string, note: string): Citation => cite('dbm', `Player initiative point dicing (L${lines})`, note);

function generalIsFar(g: GeneralPlace, t: PipTable): boolean {
  switch (g.kind) {
    case 'near':
      return g.distance > t.generalFar || (g.distance > t.generalFarUnseen && !g.inSight);
    case 'none':
      return false;
    default:
      return true;
  }
}

const MOUNTED_IN_GROUP = new Set(['Kn', 'Cv', 'LH']);

/**
 * The PIP cost of a move or halt, with every term. The −1 for the C-in-C is spent once per bound
 * by each general on his own command (the caller tracks `generalBonusUsed`); the cost never falls
 * below the table's floor (ruling DBM-R20).
 * @rule dbm L1214-1242
 * @ruling DBM-R20
 */
export function pipCost(input: PipCostInput, table: PipTable): PipCost {
  const terms: PipTerm[] = [{ id: 'base', value: table.base, citation: c('1214-1215', 'one PIP per move or halt') }];
  const moving = input.kind !== 'halt';
  const movers = input.movers;
  if (!input.generalBonusUsed && (movers.some((m) => m.cInC) || (input.kind === 'halt' && input.unmovedSubGeneral))) {
    terms.push({ id: 'c-in-c', value: -1, citation: c('1216-1217', 'includes the C-in-C, or halts an unmoved sub-general') });
  }
  if (generalIsFar(input.general, table)) {
    terms.push({ id: 'general-far', value: 1, citation: c('1218-1222', 'general too far, out of sight, in front contact, straggling or lost') });
  }
  if (moving && input.land) {
    const clumsy = movers.some((m) => m.irregular && !LIGHT_TROOP_TYPES.has(m.type) && m.type !== 'Cv');
    const short = movers.some((m) => m.irregular && !LIGHT_TROOP_TYPES.has(m.type) && !m.general && !m.withGeneral && m.shortOfFullMove);
    if (clumsy && (input.deviated || input.contactedEnemy || (short && !input.endedExcused))) {
      terms.push({ id: 'clumsy-irregulars', value: 1, citation: c('1223-1229', 'irregulars deviated, contacted enemy or fell short') });
    }
  }
  if (moving && !input.single) {
    const mounted = movers.some((m) => (m.mountedInfantry || MOUNTED_IN_GROUP.has(m.type)) && !m.general && !m.withGeneral);
    const foot = movers.some((m) => FOOT_TYPES.has(m.type) && !m.mountedInfantry && !m.psiloiSupportingCavalry);
    if (mounted && foot) terms.push({ id: 'mixed-group', value: 1, citation: c('1230-1231', 'group of mounted and foot') });
  }
  if (moving && movers.some((m) => m.type === 'Art' && m.grade !== 'F' && m.grade !== 'X')) {
    terms.push({ id: 'artillery', value: 1, citation: c('1232', 'includes artillery other than (F) or (X)') });
  }
  if (input.single && input.mountOrDismount) terms.push({ id: 'mount', value: 1, citation: c('1233', 'mounting or dismounting') });
  if (input.kind === 'halt' && movers.some((m) => m.irregular) && !input.haltedFootExcused) {
    terms.push({ id: 'irregular-halt', value: 1, citation: c('1234-1236', 'halting irregulars') });
  }
  if (input.kind === 'march') {
    const heavy = movers.some((m) => (((m.type === 'Kn' || m.type === 'WWg' || m.type === 'El') && !m.general && !m.withGeneral) || m.type === 'Hd' || m.type === 'Exp'));
    const looseIrregulars = !input.oneWideColumn && movers.some((m) => m.irregular && !SKIRMISHER_TYPES.has(m.type));
    const limit = heavy || looseIrregulars ? 3 : 4;
    if (input.marchNumber >= limit) terms.push({ id: 'repeated-march', value: 1, citation: c('1237-1242', `march number ${input.marchNumber} of this group this bound`) });
  }
  const sum = terms.reduce((s, x) => s + x.value, 0);
  if (sum < table.floor) {
    terms.push({ id: 'floor', value: table.floor - sum, citation: cite('dbm', 'ruling DBM-R20', 'a move or halt costs at least the floor') });
    return { cost: table.floor, terms };
  }
  return { cost: sum, terms };
}
