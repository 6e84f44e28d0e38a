/**
 * Element equivalents (p.25, L2089-2111): what an element counts for demoralisation, defeat and
 * tie breaks.
 * @module
 */
import type { DbmDrill, DbmGrade, DbmTroopType } from '../model/troop.js';
import { DBM_NAVAL } from './troops.js';

/**
 * The element equivalents of one element: 1, except war wagons (I) 3; psiloi, hordes other than
 * (I), boats (F) and irregular auxilia (I) ½; expendables and hordes (I) 0; vessels 0 (their
 * landing troops count their own); baggage 0 (it does not count towards a command's original
 * strength; its losses count only for the army's defeat).
 * @rule dbm p.25
 */
export function elementEquivalents(type: DbmTroopType, grade: DbmGrade, drill: DbmDrill): number {
  if (type === 'Bge') return 0;
  if (type === 'WWg' && grade === 'I') return 3;
  if (type === 'Exp' || (type === 'Hd' && grade === 'I')) return 0;
  if (type === 'Ps' || type === 'Hd' || (type === 'Bts' && grade === 'F') || (type === 'Ax' && grade === 'I' && drill === 'irr')) return 0.5;
  if (DBM_NAVAL.has(type)) return 0;
  return 1;
}
