// `unitsIn` (hex-units.ts) answers the rule code that asks about one hex by a scan of the units
// instead of indexing the whole map: on the states of random games (units off the map, and
// stacks made from them) it must give exactly `occupancy`'s entry, same units in the same order.
import { describe, expect, it } from 'vitest';
import { occupancy } from '../../../src/rulesets/dawn-of-battle/query/derived.js';
import { hexKey, neighbors } from '../../../src/rulesets/dawn-of-battle/model/geometry.js';
import { unitsIn } from '../../../src/rulesets/dawn-of-battle/query/hex-units.js';
import { everyTenthBattleState } from './fixtures.js';

describe('unitsIn', () => {
  it('lists what occupancy lists for a hex, in its order, on and next to every unit of random games', () => {
    let stacked = 0;
    let empty = 0;
    everyTenthBattleState('hex-units', (s) => {
      // The state as played, and one with three units stacked in a hex (random games rarely
      // stack, and a stack is where the order matters): units ids[1] and ids[5] joined ids[0].
      const ids = Object.keys(s.units).filter((id) => s.units[id]!.where === 'map');
      const at = s.units[ids[0]!]!.hex;
      const moved = { ...s.units };
      for (const id of [ids[1]!, ids[5]!]) moved[id] = { ...moved[id]!, hex: at };
      for (const st of [s, { ...s, units: moved }]) {
        const occ = occupancy(st);
        for (const u of Object.values(st.units)) {
          if (u.hex === null) continue;
          for (const h of [u.hex, ...neighbors(u.hex)]) {
            const want = occ.get(hexKey(h)) ?? [];
            expect(unitsIn(st, h).map((x) => x.id)).toEqual(want.map((x) => x.id));
            if (want.length > 1) stacked++;
            if (want.length === 0) empty++;
          }
        }
      }
    });
    // Stacks (where the order matters) and empty hexes both occur.
    expect(stacked).toBeGreaterThan(10);
    expect(empty).toBeGreaterThan(100);
  }, 120_000);
});
