/**
 * The example scenario: two 12-element armies (a Marian Roman-style and a Successor-style list)
 * on the 2400p table, with a wood, a gentle hill, a marsh and a road in the middle ground.
 * @module
 */
import type { DbaScenario } from './scenario.js';

const line = (types: ReadonlyArray<[string, string, boolean?]>) =>
  types.map(([id, type, general], i) => ({
    id,
    type: type as DbaScenario['armies'][0]['elements'][0]['type'],
    ...(general === true ? { general: true } : {}),
    deploy: { along: 320 + 160 * i, from: 420 },
  }));

/** Two 12-element armies on a small table with a little terrain. */
export const exampleScenario: DbaScenario = {
  name: 'Example: Romans against Successors',
  table: { width: 2400, height: 2400 },
  terrain: [
    { id: 'wood', kind: 'wood', polygon: [{ x: 650, y: 1250 }, { x: 950, y: 1250 }, { x: 950, y: 1550 }, { x: 650, y: 1550 }] },
    { id: 'hill', kind: 'gentle-hill', polygon: [{ x: 1400, y: 800 }, { x: 1750, y: 800 }, { x: 1750, y: 1100 }, { x: 1400, y: 1100 }] },
    { id: 'marsh', kind: 'marsh', polygon: [{ x: 1450, y: 1500 }, { x: 1700, y: 1500 }, { x: 1700, y: 1700 }, { x: 1450, y: 1700 }] },
    { id: 'road', kind: 'road', polygon: [{ x: 1160, y: 0 }, { x: 1240, y: 0 }, { x: 1240, y: 2400 }, { x: 1160, y: 2400 }] },
  ],
  armies: [
    {
      id: 'rome',
      name: 'Marian Romans',
      camp: { along: 1200 },
      elements: line([
        ['r-lh', 'LH'],
        ['r-cv2', 'Cv'],
        ['r-ax1', 'Ax'],
        ['r-bd1', 'Bd'],
        ['r-bd2', 'Bd'],
        ['r-gen', 'Cv', true],
        ['r-bd3', 'Bd'],
        ['r-bd4', 'Bd'],
        ['r-art', 'Art'],
        ['r-bw', 'Bw'],
        ['r-ax2', 'Ax'],
        ['r-ps', 'Ps'],
      ]),
    },
    {
      id: 'successors',
      name: 'Successors',
      camp: { along: 1200 },
      elements: line([
        ['s-lh', 'LH'],
        ['s-sch', 'SCh'],
        ['s-el', 'El'],
        ['s-pk1', 'Pk'],
        ['s-pk2', 'Pk'],
        ['s-gen', 'Kn', true],
        ['s-pk3', 'Pk'],
        ['s-wb1', 'Wb'],
        ['s-wb2', 'Wb'],
        ['s-ax', 'Ax'],
        ['s-bw', 'Bw'],
        ['s-ps', 'Ps'],
      ]),
    },
  ],
};
