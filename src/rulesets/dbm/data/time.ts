/**
 * Time passing during the battle (L983): the clock the bound advances.
 * @module
 */
import { text, type Sourced } from './moves-provenance.js';

/** One hour passes each time the defender completes this many bounds. */
export const DBM_DEFENDER_BOUNDS_PER_HOUR: Sourced<number> = { value: 4, provenance: text('Time of day', '983') };
