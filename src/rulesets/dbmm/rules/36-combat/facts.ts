/**
 * The facts of one side of a DBMM fight, as the factor tables (rulebook pp.36-37) ask them. The
 * game (next to come) gathers them from the table; the combat arithmetic reads only these.
 * @module
 */
import type { DbmmGoing, DbmmTroopKind } from '../../model/troop.js';

/** What this side is doing: fighting in close combat, shooting (and perhaps shot back at), or only shot at. */
export type DbmmFightRole = 'close-combat' | 'shooting' | 'shot-at';

/** An element behind this one, as rear support sees it. */
export interface DbmmRearElement {
  readonly kind: DbmmTroopKind;
  /** 2 = directly behind, 3 = behind that, 4 = the fourth rank. */
  readonly rank: 2 | 3 | 4;
  /** Required by the army list to be double-based with the front element. */
  readonly doubleBased: boolean;
  readonly going: DbmmGoing;
  /** Same command, lined up, facing the same way (the table's general conditions). */
  readonly sameCommandLinedUpFacing: boolean;
}

/** One side of a fight. */
export interface DbmmFighter {
  readonly kind: DbmmTroopKind;
  readonly going: DbmmGoing;
  readonly general: boolean;
}

/** The facts of one side (`me`) against `opp`; flags default to "no" in `fightFacts`. */
export interface DbmmFightFacts {
  readonly role: DbmmFightRole;
  readonly me: DbmmFighter;
  readonly opp: DbmmFighter;
  /** Whose bound it is, from `me`'s side. */
  readonly bound: 'own' | 'enemy';
  /** In front-edge contact with `opp` (not a flank or rear contact). */
  readonly frontEdge: boolean;
  /** A shooter shot back at by its target. */
  readonly shotBack: boolean;
  readonly behind: ReadonlyArray<DbmmRearElement>;
  /** The army list permits the supports the sheet marks with `*`, and grades it allows. */
  readonly listPermitsSupport: boolean;
  readonly overlaps: number;
  readonly flankRearEnemies: number;
  readonly cannotStartRecoil: boolean;
  readonly marched: boolean;
  readonly upslope: boolean;
  readonly overPO: boolean;
  readonly brokenOrShaken: boolean;
  readonly brilliantStroke: boolean;
  /** In contact with its own general who destroyed an element earlier this bound. */
  readonly generalKillerInContact: boolean;
  readonly baggageSInContact: boolean;
  /** Aiding shooters contiguous behind: 0, 1 (behind it) or 2 (behind the aider too). */
  readonly aidedBehind: 0 | 1 | 2;
  /** Enemy elements aiding the enemy primary shooter from elsewhere than behind it. */
  readonly aidingEnemy: number;
  readonly targetInCover: boolean;
  readonly manning: 'none' | 'TF' | 'PF';
  readonly pfTower: boolean;
  readonly pfWallWalk: boolean;
  readonly upslopeFortification: boolean;
  /** `opp` stands in a TF or PF `me` assaults. */
  readonly againstFortification: boolean;
  readonly weatherDisadvantaged: boolean;
  readonly night: boolean;
  readonly duskToSunrise: boolean;
  readonly navalTroopsDisembarked: boolean;
}

/** The facts with every flag off and nothing behind, overridden by `over`. */
export function fightFacts(role: DbmmFightRole, me: DbmmFighter, opp: DbmmFighter, bound: 'own' | 'enemy', over: Partial<DbmmFightFacts> = {}): DbmmFightFacts {
  return {
    role,
    me,
    opp,
    bound,
    frontEdge: role === 'close-combat',
    shotBack: false,
    behind: [],
    listPermitsSupport: false,
    overlaps: 0,
    flankRearEnemies: 0,
    cannotStartRecoil: false,
    marched: false,
    upslope: false,
    overPO: false,
    brokenOrShaken: false,
    brilliantStroke: false,
    generalKillerInContact: false,
    baggageSInContact: false,
    aidedBehind: 0,
    aidingEnemy: 0,
    targetInCover: false,
    manning: 'none',
    pfTower: false,
    pfWallWalk: false,
    upslopeFortification: false,
    againstFortification: false,
    weatherDisadvantaged: false,
    night: false,
    duskToSunrise: false,
    navalTroopsDisembarked: false,
    ...over,
  };
}
