/**
 * A small complete scenario on the shipped (reconstructed) data: two armies of seven units and
 * two leaders on a 10 × 9 map with a hill, woods, a town and a stream, and a Red column of two
 * units and a leader arriving from turn 3 on the east edge (§7.8). For the docs, the tests
 * and first experiments; it is not one of the book's battles.
 * @module
 */
import { offsetToAxial } from '../../model/geometry.js';
import type { Scenario, ScenarioUnit } from '../../model/scenario.js';

function unit(id: string, counter: string, col: number, row: number, facing: number): ScenarioUnit {
  return { id, counter, hex: offsetToAxial(col, row), facing };
}

function key(col: number, row: number): string {
  const h = offsetToAxial(col, row);
  return `${h.q},${h.r}`;
}

/** The example scenario ("Skirmish at the Ford"). */
export const exampleScenario: Scenario = {
  id: 'example-skirmish',
  title: 'Skirmish at the Ford (example, not a historical scenario)',
  turns: 8,
  map: {
    width: 10,
    height: 9,
    terrain: {
      [key(1, 4)]: 'hill',
      [key(2, 4)]: 'hill',
      [key(7, 3)]: 'wooded',
      [key(8, 3)]: 'wooded',
      [key(5, 4)]: 'stream',
      [key(4, 4)]: 'stream',
      [key(6, 4)]: 'ford',
      [key(0, 8)]: 'town',
    },
  },
  sides: {
    A: {
      name: 'Red',
      panicLevel: 12,
      units: [
        unit('A-LI', 'LI', 2, 7, 5),
        unit('A-MI', 'MI', 3, 7, 5),
        unit('A-HI', 'HI', 4, 7, 5),
        unit('A-LA', 'LA', 5, 6, 5),
        unit('A-HC', 'HC', 6, 7, 5),
        unit('A-KT', 'KT', 7, 7, 5),
        unit('A-CAMP', 'CAMP', 4, 8, 5),
      ],
      leaders: [
        { id: 'A-general', name: 'Red general', command: 2, range: 3, combat: 1 },
        { id: 'A-captain', name: 'Red captain', command: 1, range: 2, combat: 1 },
        { id: 'A-marshal', name: 'Red marshal', command: 0, range: 2, combat: 1 },
      ],
      reinforcements: [
        {
          id: 'A-column',
          turn: 3,
          entryHexes: [offsetToAxial(9, 7), offsetToAxial(9, 8)],
          units: [{ id: 'A-LC2', counter: 'LC' }, { id: 'A-MI2', counter: 'MI' }],
          leaders: ['A-marshal'],
        },
      ],
    },
    B: {
      name: 'Blue',
      panicLevel: 12,
      units: [
        unit('B-MI', 'MI', 2, 1, 2),
        unit('B-PX', 'PX', 3, 1, 2),
        unit('B-MM', 'MM', 4, 2, 2),
        unit('B-LA', 'LA', 5, 2, 2),
        unit('B-LC', 'LC', 6, 1, 2),
        unit('B-CT', 'CT', 7, 1, 2),
        { ...unit('B-AY', 'AY', 1, 1, 2), strength: 2 },
        unit('B-CAMP', 'CAMP', 5, 0, 2),
      ],
      leaders: [
        { id: 'B-general', name: 'Blue general', command: 2, range: 3, combat: 2 },
        { id: 'B-captain', name: 'Blue captain', command: 1, range: 2, combat: 1 },
      ],
    },
  },
};
