/**
 * Scouting (§4.1): an army's scout factor. The scouting roll itself, terrain generation and the
 * rest of §4 come later; a scenario gives their result.
 * @module
 */
import { statsOf, type UnitStats } from '../../data/units.js';

/**
 * An army's scout factor (§4.1): one for each Light mounted unit and a half for each Light foot
 * unit, at most a third of the army's units, not rounded (ruling AW-R18: baggage is not counted).
 * @rule arcane-warfare 4.1
 * @ruling AW-R18
 */
export function scoutFactor(types: ReadonlyArray<string>): number {
  const stats = types.map(statsOf).filter((s): s is UnitStats => typeof s !== 'string' && s.type.designation !== 'Baggage');
  let f = 0;
  for (const s of stats) if (s.light) f += s.mounted ? 1 : 0.5;
  return Math.min(f, stats.length / 3);
}
