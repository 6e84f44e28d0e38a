/**
 * The `type` of every DBA event, as a list a frontend or a test can walk; the compiler checks it
 * names exactly the members of {@link DbaEvent}.
 * @module
 */
import type { DbaEvent } from './state.js';

/** The type of a DBA event. */
export type DbaEventType = DbaEvent['type'];

/** Every DBA event type, in the order a game meets them. */
export const DBA_EVENT_TYPES = [
  'dice-off',
  'edges-allocated',
  'base-edge-diced',
  'camp-placed',
  'deployed',
  'bound-started',
  'phase',
  'moved',
  'turned-to-face',
  'combat',
  'recoiled',
  'pushed-back',
  'fled',
  'destroyed',
  'lost',
  'pursued',
  'camp-occupied',
  'game-over',
] as const satisfies ReadonlyArray<DbaEventType>;

// A member of the union missing from the list makes `Missing` non-never and this line an error.
type Missing = Exclude<DbaEventType, (typeof DBA_EVENT_TYPES)[number]>;
const listsEveryEvent: [Missing] extends [never] ? true : Missing = true;
void listsEveryEvent;
