/**
 * A DBM element's factor terms in one fight (p.22, L1702-1827): its combat factor, then its rear
 * support, then its tactical factors, each term citing its page and lines and the source of its
 * value. Grading and mitigating factors come after the dice (rules/22a-grading).
 * @module
 */
import type { FactorTerm } from '../../../dbx/dice.js';
import { evaluateFactors } from '../../../dbx/factors.js';
import { termSource } from '../../data/factor-row.js';
import { REAR_SUPPORT_ROWS } from '../../data/rear-support.js';
import { TACTICAL_FACTOR_ROWS } from '../../data/tactical-factors.js';
import type { DbmFightFacts } from '../../model/fight.js';
import { combatFactorTerm } from './combat-factor.js';

/**
 * Every term of `me`'s total before grading (the die excepted).
 * @rule dbm p.22 L1702-1827
 */
export function dbmFactorTerms(f: DbmFightFacts): FactorTerm[] {
  return [combatFactorTerm(f), ...evaluateFactors(REAR_SUPPORT_ROWS, f, null, termSource), ...evaluateFactors(TACTICAL_FACTOR_ROWS, f, null, termSource)];
}
