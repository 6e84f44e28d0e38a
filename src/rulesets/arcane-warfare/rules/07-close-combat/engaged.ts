/**
 * Who may not take move orders because of combat: shaken units (§9.3, §9.4) and units in close
 * combat, except a unit disengaging straight back from frontal combat (§7.5).
 * @module
 */
import { rule } from '../../data/cite.js';
import { refuse } from '../../kernel/result.js';
import type { ArcaneCommand } from '../../model/commands.js';
import type { ArcaneState } from '../../model/state.js';
import type { ArcaneViolation } from '../../model/violations.js';
import { baseDistance, baseOf, statsOfUnit } from '../../query/geometry.js';
import { combatOf, combatsOf, frontAgainst, onTable, type Combat } from './contacts.js';

/**
 * The units a move command would move, or null for other commands.
 */
function movers(c: ArcaneCommand): ReadonlyArray<string> | null {
  switch (c.type) {
    case 'move':
    case 'charge':
      return [c.unit];
    case 'move-formation':
    case 'initiative-move':
      return c.units;
    default:
      return null;
  }
}

/**
 * Refuses moving a shaken unit (it only flees, §9.4) or a unit in close combat (§7.1), except a
 * disengagement (§7.5): a single, not Cumbersome unit in frontal combat with no other edge
 * touched by an enemy front edge, moving straight back at least 100 p.
 * @rule arcane-warfare 7.5
 * @rule arcane-warfare 9.4
 */
export function engagementCheck(state: ArcaneState, c: ArcaneCommand): ArcaneViolation | null {
  const ids = movers(c);
  if (ids === null) return null;
  let combats: ReadonlyArray<Combat> | null = null;
  for (const id of ids) {
    if (state.shaken.includes(id)) return refuse('shaken', `${id} is shaken: it takes no orders and flees in the spontaneous movement phase.`, rule('9.4'));
    const me = state.units[id];
    // Only a unit touching an enemy can be in close combat; the full search is costly.
    if (me === undefined || !onTable(state).some((e) => e.side !== me.side && baseDistance(baseOf(e), baseOf(me)) <= 0.05)) continue;
    combats ??= combatsOf(state);
    const cc = combatOf(combats, id);
    if (cc === null) continue;
    const u = state.units[id]!;
    const disengage =
      c.type === 'move' &&
      cc.kind === 'frontal' &&
      !statsOfUnit(u).cumbersome &&
      c.steps.length === 1 &&
      c.steps[0]!.step === 'back' &&
      c.steps[0]!.distance >= 100 &&
      onTable(state).filter((e) => e.side !== u.side && frontAgainst(e, u) !== null).length <= 1;
    if (!disengage) return refuse('engaged', `${id} is in close combat: it may only disengage, straight back at least 100 p from a frontal combat (§7.5).`, rule('7.5'));
  }
  return null;
}
