import { reconstructed } from '../../../core/provenance.js';
import type { CounterDef, CounterSide, CountersFile, Size, UnitType } from './formats.js';

type Row = [
  type: UnitType, name: string, category: CounterDef['category'], size: Size,
  strength: [number, number], movement: [number, number], moveAndFire: [boolean, boolean],
  missileDefense: [number, number], missileAttack: number | null, missileRange: number | null,
  flags: { gunpowder?: true; charge?: true; rule?: CounterDef['strengthRule']; backSize?: Size },
  stated: string,
];

// A placeholder table (ruling DOB-R1). Values the book states are named in the
// last column; everything else is a placeholder chosen from the unit descriptions and costs.
const ROWS: ReadonlyArray<Row> = [
  ['LI', 'Light Infantry', 'infantry', 'L', [2, 1], [3, 4], [false, false], [0, -1], null, null, {}, 'movement >= 3 implied by movement example C (§7)'],
  ['MI', 'Medium Infantry', 'infantry', 'M', [4, 2], [2, 3], [false, false], [0, -1], null, null, {}, 'strength 4 stated in the §10.2.3.1 example'],
  ['HI', 'Heavy Infantry', 'infantry', 'H', [5, 3], [2, 3], [false, false], [1, 0], null, null, {}, 'movement 2 / 3 implied by movement examples A and B (§7)'],
  ['PX', 'Phalanx', 'infantry', 'H', [6, 3], [2, 2], [false, false], [2, 0], null, null, {}, 'strength 6 stated in §10.2.3.1; missile defense +2 stated in the §8.5 example'],
  ['PK', 'Pikemen', 'infantry', 'M', [5, 4], [2, 3], [false, false], [1, 0], null, null, {}, 'disrupted strength 4 from the §10.2 comprehensive example'],
  ['MM', 'Mixed Missiles', 'infantry', 'L', [3, 2], [3, 3], [false, false], [0, -1], 1, 2, {}, 'strength 3 stated in the §10.2.3.1 example'],
  ['LA', 'Light Archers', 'infantry', 'L', [1, 1], [3, 3], [false, false], [-1, -1], 2, 3, {}, 'missile attack 2 stated in the §8.5 and §8.6 examples'],
  ['HA', 'Heavy Archers', 'infantry', 'M', [3, 2], [2, 2], [false, false], [0, -1], 2, 3, {}, 'none'],
  ['LG', 'Light Gunners', 'infantry', 'L', [3, 2], [3, 3], [false, false], [0, -1], null, null, { gunpowder: true }, 'strength 3 stated in the §8.7.1 example'],
  ['HG', 'Heavy Gunners', 'infantry', 'H', [5, 3], [2, 2], [false, false], [1, 0], null, null, { gunpowder: true }, 'none'],
  ['LC', 'Light Cavalry', 'cavalry', 'L', [2, 1], [5, 5], [false, false], [0, 0], null, null, {}, 'none'],
  ['HC', 'Heavy Cavalry', 'cavalry', 'M', [4, 2], [4, 4], [false, false], [0, -1], null, null, { charge: true }, 'charge ability stated in §7.11'],
  ['MA', 'Mounted Archers', 'cavalry', 'L', [2, 1], [5, 5], [true, false], [0, 0], 1, 2, {}, 'move-and-fire stated in §7.10'],
  ['CT', 'Cataphract Cavalry', 'cavalry', 'H', [5, 3], [3, 3], [false, false], [1, 0], 1, 1, { charge: true }, 'charge ability stated in §7.11; movement >= 3 implied by movement example D'],
  ['HT', 'Heavy Cataphract', 'cavalry', 'H', [6, 4], [3, 3], [false, false], [2, 1], 1, 1, { charge: true }, 'charge ability stated in §7.11'],
  ['KT', 'Knights', 'cavalry', 'H', [5, 3], [4, 4], [false, false], [1, 0], null, null, { charge: true }, 'strength 5 stated in the §10.2 comprehensive example; charge stated in §7.11'],
  ['CC', 'Camelry', 'cavalry', 'M', [4, 2], [4, 4], [false, false], [0, -1], null, null, {}, 'none'],
  ['CH', 'Chariots', 'cavalry', 'M', [3, 2], [4, 4], [true, false], [0, -1], 1, 2, {}, 'move-and-fire stated in §7.10'],
  ['BC', 'Battle Chariots', 'cavalry', 'H', [5, 2], [4, 4], [true, false], [0, -1], 1, 2, {}, 'move-and-fire stated on the Action Point Uses aid'],
  ['EL', 'Elephants', 'special', 'H', [0, 0], [3, 3], [false, false], [1, 0], null, null, { rule: 'opponent' }, 'strength "?" stated in §15.8.1'],
  ['CAMP', 'Camp', 'special', 'H', [4, 2], [0, 0], [false, false], [0, 0], 1, 2, {}, 'immobile (§3.3.2)'],
  ['WW', 'War Wagons', 'special', 'H', [4, 2], [1, 1], [false, false], [0, 0], 1, 2, {}, 'mobile camp (§3.3.3)'],
  ['AY', 'Cannon', 'special', 'L', [0, 0], [0, 2], [false, false], [0, 0], null, null, { gunpowder: true, rule: 'scenario' }, 'strength "X" set by the scenario (§3.3.4); back side is limbered (§8.7.2.7)'],
];

function side(r: Row, i: 0 | 1): CounterSide {
  return {
    strength: r[4][i],
    size: r[3],
    movement: r[5][i],
    moveAndFire: r[6][i],
    missileDefense: r[7][i],
    missileAttack: r[8],
    missileRange: r[9],
  };
}

/**
 * The shipped counter values. NOT the publisher's: the counter sheet is not in the seed, so every
 * record is `reconstructed`; the reason names the few values the text does state.
 * @rule dawn-of-battle 2.6
 */
export const defaultCounters: CountersFile = {
  counters: Object.fromEntries(
    ROWS.map((r): [string, CounterDef] => [
      r[0],
      {
        type: r[0],
        name: r[1],
        category: r[2],
        gunpowder: r[10].gunpowder === true,
        canCharge: r[10].charge === true,
        strengthRule: r[10].rule ?? 'printed',
        front: side(r, 0),
        back: side(r, 1),
        provenance: reconstructed(`placeholder counter (digest §4 M-1); from the text: ${r[11]}`),
      },
    ]),
  ),
};
