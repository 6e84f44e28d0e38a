/**
 * Design Your Own costs (§17.1, §17.2): the build cost chart, cannon firepower, the leader cost
 * formula and limit, and the build-point budgets of the two dispositions.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cite } from '../../../../core/citation.js';
import { violation, type RuleViolation } from '../../../../core/errors.js';
import { inferred, stated, type Provenance } from '../../../../core/provenance.js';
import type { UnitType } from '../../data/formats.js';

/** A row of the build cost chart. */
export interface BuildCostRow {
  readonly cost: number;
  readonly provenance: Provenance;
}

const chart = (cost: number): BuildCostRow => ({ cost, provenance: stated('dawn-of-battle', '17.2.1') });

/**
 * The Build Cost Chart (§17.2.1), as printed, for every type with a fixed cost. Cannon (AY) cost
 * by firepower ({@link cannonCost}); the Camp or War Wagon every army selects has no printed cost
 * and is free (ruling DOB-R60).
 * @rule dawn-of-battle 17.2.1
 * @ruling DOB-R60
 */
export const BUILD_COSTS: Readonly<Partial<Record<UnitType, BuildCostRow>>> = {
  LI: chart(3),
  MI: chart(5),
  HI: chart(7),
  PX: chart(12),
  PK: chart(4),
  MM: chart(5),
  LA: chart(4),
  HA: chart(5),
  LG: chart(7),
  HG: chart(13),
  LC: chart(4),
  HC: chart(6),
  MA: chart(5),
  CT: chart(8),
  HT: chart(12),
  KT: chart(10),
  CC: chart(8),
  CH: chart(6),
  BC: chart(9),
  EL: chart(15),
  CAMP: { cost: 0, provenance: inferred('§17.2 has each army select a Camp or War Wagon and prints no cost for it (ruling DOB-R60)') },
  WW: { cost: 0, provenance: inferred('§17.2 has each army select a Camp or War Wagon and prints no cost for it (ruling DOB-R60)') },
};

/** Build points per point of cannon firepower (§17.2.1). */
export const CANNON_COST_PER_FIREPOWER = 4;
/** The most firepower a cannon may be bought with (§17.2.1). */
export const MAX_CANNON_FIREPOWER = 5;
/** The most total command value an army's leaders may have (§17.2.3). */
export const LEADER_COMMAND_LIMIT = 4;

/**
 * The cost of a cannon (AY) with firepower X (§17.2.1): 4 BP per point, 1 to 5 points
 * (firepower 3 costs 12). Left outside 1…5.
 * @rule dawn-of-battle 17.2.1
 */
export function cannonCost(firepower: number): E.Either<RuleViolation, number> {
  if (!Number.isInteger(firepower) || firepower < 1 || firepower > MAX_CANNON_FIREPOWER) {
    return E.left(violation('bad-firepower', `A cannon's firepower is a whole number 1..${MAX_CANNON_FIREPOWER}, got ${String(firepower)}.`, cite('dawn-of-battle', '17.2.1')));
  }
  return E.right(CANNON_COST_PER_FIREPOWER * firepower);
}

/** A leader's values, written command-range-combat (e.g. 2-3-2). */
export interface LeaderValues {
  readonly command: number;
  readonly range: number;
  readonly combat: number;
}

/**
 * A leader's cost (§17.2.2): four per command point, two per point of command range, one per
 * point of combat bonus (2-3-2 costs 8 + 6 + 2 = 16). Values are whole numbers of at least 0;
 * anything else counts as 0 here and is refused by {@link designArmy}.
 * @rule dawn-of-battle 17.2.2
 */
export function leaderCost({ command, range, combat }: LeaderValues): number {
  const v = (x: number): number => (Number.isSafeInteger(x) && x > 0 ? x : 0);
  return 4 * v(command) + 2 * v(range) + v(combat);
}

/** The build points of both armies. */
export interface Budgets {
  readonly attacker: number;
  readonly defender: number;
}

function checkPoints(points: number): RuleViolation | null {
  return Number.isSafeInteger(points) && points > 0
    ? null
    : violation('bad-budget', `Build points are a whole number above 0, got ${String(points)}.`, cite('dawn-of-battle', '17.1'));
}

/**
 * A Meeting Engagement (§17.1.1): both armies get the same build points (100 is the suggested
 * start, §17.2). There is no attacker; both fields hold the same value.
 * @rule dawn-of-battle 17.1.1
 */
export function meetingEngagementBudgets(points: number): E.Either<RuleViolation, Budgets> {
  const bad = checkPoints(points);
  return bad === null ? E.right({ attacker: points, defender: points }) : E.left(bad);
}

/**
 * An Assault (§17.1.2): the attacker gets 25% more build points than the defender, fractions
 * rounded up (100 gives 125, 101 gives 127).
 * @rule dawn-of-battle 17.1.2
 */
export function assaultBudgets(defenderPoints: number): E.Either<RuleViolation, Budgets> {
  const bad = checkPoints(defenderPoints);
  // Exact integer arithmetic: ⌈5d/4⌉.
  return bad === null ? E.right({ attacker: Math.ceil((5 * defenderPoints) / 4), defender: defenderPoints }) : E.left(bad);
}
