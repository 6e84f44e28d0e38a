/**
 * Camp garrisons (A:142): a camp is held by its camp followers "or other garrison". By default
 * the library creates a camp-followers element with the camp; a scenario may instead name one of
 * the army's own elements (`camp.garrison`), which then stands in the camp from the moment the
 * camp is placed instead of deploying with the rest of the army, and no camp followers exist.
 *
 * Either way the garrison is an element marked `camp`: it fights on the camp's base with its own
 * troop type's combat factor and outcome rows, adds the camp defender's factor, has no flanks and
 * is overlapped only by bows (A:95), never moves, is lost if it recoils or flees (A:142), and when
 * destroyed in close combat the winner occupies the camp. Its loss counts as one element lost,
 * and the camp still held by the enemy counts 2 more (A:142), exactly as for camp followers.
 *
 * What the sheet does not say (so the library rules, and docs/dba.md flags): which elements may
 * garrison (any, here), and whether a garrison may leave its camp (it may not, here).
 * @module
 */
import type { DbxElement } from '../dbx/elements.js';
import type { Base } from '../../plane/base.js';
import type { ArmyPlan } from './state.js';

/** The id the library gives a camp-followers garrison. */
export function campFollowersId(player: string): string {
  return `${player}.camp`;
}

/** The element a side names as its camp's garrison, or `null` for camp followers. */
export function namedGarrison(plan: ArmyPlan): string | null {
  return plan.garrison ?? null;
}

/**
 * The garrison element standing on a newly placed camp: the named element of the army, or camp
 * followers created with the camp.
 * @rule dba winning
 * @rule dba deployment
 */
export function garrisonElement(plan: ArmyPlan, player: string, base: Base): DbxElement {
  const named = namedGarrison(plan);
  const spec = named === null ? null : plan.elements[named];
  const common = { side: player, command: player, camp: true, grade: null, irregular: false, status: 'active' as const, lostHow: null, ...base };
  if (named === null || spec === undefined || spec === null) return { id: campFollowersId(player), type: 'CF', general: false, ...common };
  return { id: named, type: spec.type, general: spec.general, ...common };
}

/** The elements of an army that deploy on the table (all but a named garrison). */
export function fieldElements(plan: ArmyPlan): string[] {
  const g = namedGarrison(plan);
  return Object.keys(plan.elements).filter((id) => id !== g);
}
