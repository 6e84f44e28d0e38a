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
 * garrison (any, here), and whether a garrison may leave its camp. The library rules that a named
 * garrison (not camp followers, who are not fighting troops) may march out by an ordinary
 * tactical move of its own, paying PIPs as any element, unless an enemy front edge touches the
 * camp: it starts from its own base standing inside the camp with its front edge on the camp's
 * front edge, and once out it is an ordinary element. The camp then stands empty and is taken by
 * the first enemy element that ends a move standing in it (its centre inside the camp), which
 * counts 2 elements lost to its owner while it stays there (A:142). Leaving by a move is not the
 * recoil or flight from a camp that A:142 counts as lost.
 * @module
 */
import { newElement, type DbxCamp, type DbxElement } from '../dbx/elements.js';
import { centreOf, polygonOf, type Base } from '../../plane/base.js';
import { pointInPolygon } from '../../plane/polygon.js';
import type { DbaTroopType } from './data/troop-types.js';
import type { ArmyPlan, DbaEvent, DbaState } from './state.js';
import { dc } from './world.js';

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
  if (named === null || spec === undefined || spec === null) return newElement({ id: campFollowersId(player), type: 'CF', general: false, ...common });
  return newElement({ id: named, type: spec.type, general: spec.general, ...common });
}

/** The elements of an army that deploy on the table (all but a named garrison). */
export function fieldElements(plan: ArmyPlan): string[] {
  const g = namedGarrison(plan);
  return Object.keys(plan.elements).filter((id) => id !== g);
}

/**
 * The element a named garrison becomes when it marches out: its own base, standing inside the
 * camp with its front edge on the camp's front edge, no longer marked `camp`. `null` for camp
 * followers, who do not leave.
 * @rule dba winning
 * @rule dba tactical-moves
 */
export function sallyElement(state: DbaState, garrison: DbxElement): DbxElement | null {
  if (!garrison.camp || garrison.type === 'CF') return null;
  return newElement({ ...garrison, camp: false, width: state.tables.baseWidth, depth: state.tables.baseDepth[garrison.type as DbaTroopType] });
}

/**
 * After a garrison has marched out: its camp stands empty.
 * @rule dba winning
 */
export function leaveCamp(state: DbaState, garrisonId: string): DbaState {
  for (const [side, c] of Object.entries(state.camps)) {
    if (c.garrison === garrisonId) return { ...state, camps: { ...state.camps, [side]: { ...c, garrison: null } } };
  }
  return state;
}

/**
 * An empty camp (its garrison gone out, not destroyed) is taken by the first enemy element, in id
 * order, that stands with its centre inside it (the library's ruling, see the module comment).
 * @rule dba winning
 */
export function takeEmptyCamps(state: DbaState): { state: DbaState; events: DbaEvent[] } {
  let camps: Readonly<Record<string, DbxCamp>> = state.camps;
  const events: DbaEvent[] = [];
  for (const [side, c] of Object.entries(state.camps)) {
    if (c.garrison !== null || c.occupiedBy !== null) continue;
    const poly = polygonOf(c);
    const taker = Object.keys(state.elements)
      .sort()
      .map((id) => state.elements[id]!)
      .find((e) => e.status === 'active' && e.side !== side && pointInPolygon(centreOf(e), poly));
    if (taker === undefined) continue;
    camps = { ...camps, [side]: { ...c, occupiedBy: taker.id } };
    events.push({ type: 'camp-occupied', camp: side, by: taker.id, citations: [dc('winning', 'A:142: a camp occupied by enemy counts 2 more lost (an empty camp taken: library ruling)')] });
  }
  return camps === state.camps ? { state, events } : { state: { ...state, camps }, events };
}
