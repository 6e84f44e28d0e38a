// `rallyMode` (rally.ts) asks whether a single unit stands in an enemy zone of control (§9.2)
// with a scan of the enemy units next to it instead of building the enemy's whole zone map: on
// the states of random games it must answer as the map does, for a unit put in each hex next to
// each unit on the map (front hexes are in a zone, most others are not).
import { describe, expect, it } from 'vitest';
import { zocMap } from '../../../src/rulesets/dawn-of-battle/query/derived.js';
import { hexKey, neighbors } from '../../../src/rulesets/dawn-of-battle/model/geometry.js';
import { rallyMode } from '../../../src/rulesets/dawn-of-battle/rules/09-rally/rally.js';
import { other } from '../../../src/rulesets/dawn-of-battle/model/state.js';
import { everyTenthBattleState } from './fixtures.js';

describe('rallyMode: a single unit in an enemy zone of control', () => {
  it('answers as the enemy zone map does, next to every unit on the map of random games', () => {
    let inZone = 0;
    let outside = 0;
    everyTenthBattleState('rally-zone', (s) => {
      const zones = { A: zocMap(s, 'A'), B: zocMap(s, 'B') };
      for (const e of Object.values(s.units)) {
        if (e.where !== 'map' || e.hex === null) continue;
        for (const h of neighbors(e.hex)) {
          const probe = { ...e, side: other(e.side), hex: h };
          const expected = zones[e.side].has(hexKey(h));
          expect(rallyMode(s, probe, false, false).auto).toBe(!expected);
          if (expected) inZone++;
          else outside++;
        }
      }
    });
    // Both answers occur, so the comparison means something.
    expect(inZone).toBeGreaterThan(100);
    expect(outside).toBeGreaterThan(100);
  }, 120_000);
});
