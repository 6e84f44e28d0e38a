/**
 * The action-cycle side of supplementary rules whose effect is melee arithmetic: the Barbarian
 * Charge declared in play (§15.4) and the impetuous units (§15.5). The melee procedure asks these
 * predicates; the reducer keeps the declarations. (Discipline, §15.6, and double attack, §15.7,
 * are melee options of their own, `options.melee`.)
 * @module
 */
import { emit, refuse, type Ctx } from '../../kernel/context.js';
import { counterOf } from '../../query/derived.js';
import type { DobState, Side, UnitState } from '../../model/state.js';
import { hasImpetuousUnits } from './impetuous-status.js';

/**
 * True when `side` may declare its barbarian charge now (§15.4): the scenario calls it
 * barbarian, it has not used the charge, it has no impetuous units (with §15.5 the charge is
 * forced on the first turn restraint is lost, ruling DOB-R50), and it is its decision in the action cycle.
 * @rule dawn-of-battle 15.4
 * @ruling DOB-R50
 */
export function mayDeclareBarbarianCharge(s: DobState, side: Side): boolean {
  const ph = s.phase;
  return s.options.supplementary.barbarian.includes(side) && s.ext.barbarianTurn[side] === null && !hasImpetuousUnits(s, side) && ph.kind === 'action' && ph.toAct === side && !ph.chooseFirst;
}

/**
 * `barbarian-charge` (§15.4): the barbarian player picks this game turn for the charge; all its
 * Light Infantry triple their combat strength until the turn ends. Declaring costs no action
 * point and does not end the player's turn to act (ruling DOB-R50: declared any time in a turn).
 * @rule dawn-of-battle 15.4
 * @ruling DOB-R50
 */
export function barbarianCharge(ctx: Ctx, side: Side): void {
  const s = ctx.s;
  if (!s.options.supplementary.barbarian.includes(side)) refuse('not-barbarian', `The scenario does not call ${side} barbarian.`, '15.4');
  if (s.ext.barbarianTurn[side] !== null) refuse('charge-used', `${side} used its barbarian charge on turn ${s.ext.barbarianTurn[side]}.`, '15.4');
  if (hasImpetuousUnits(s, side)) refuse('charge-forced', `${side} has impetuous units: its barbarian charge comes on the first turn it loses restraint (ruling DOB-R50).`, '15.4');
  if (!mayDeclareBarbarianCharge(s, side)) refuse('not-your-decision', 'The barbarian charge is declared in the action cycle, on your turn to act.', '15.4');
  s.ext.barbarianTurn[side] = s.turn;
  emit(ctx, 'barbarian-charge', ['15.4'], { side, turn: s.turn });
}

/**
 * The multiple a unit's combat strength takes from the barbarian charge (§15.4): ×3 for the Light
 * Infantry of a barbarian side in its charge turn, else ×1.
 * @rule dawn-of-battle 15.4
 */
export function barbarianMultiplier(s: DobState, u: UnitState): number {
  return s.ext.barbarianTurn[u.side] === s.turn && counterOf(s, u).type === 'LI' ? 3 : 1;
}

/**
 * True for a unit the scenario names impetuous (§15.5).
 * @rule dawn-of-battle 15.5
 */
export function isImpetuous(s: DobState, u: UnitState): boolean {
  return s.options.supplementary.impetuous.includes(u.id);
}
