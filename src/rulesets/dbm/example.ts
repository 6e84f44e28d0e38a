/**
 * Example armies and a scenario. The lists are **examples**, not any published army list: built
 * only from what the book's own troop definitions (p.4-9) and cost table (p.11) allow, with
 * aggression factors and climates chosen by us. Terrain positions are ours.
 * @module
 */
import type { Army, ArmyList } from './model/army-list.js';
import type { DbmScenario } from './model/scenario.js';

/** An example list of hoplites with light troops and a few horsemen (spearmen as the book describes them, p.5). */
export const exampleHopliteList: ArmyList = {
  id: 'example-hoplites',
  name: 'Example hoplite army (an example, not a published list)',
  example: true,
  aggression: 1,
  climate: 'warm',
  terrain: { permitted: ['gentle-hill', 'steep-hill', 'wood', 'orchard', 'enclosed-fields', 'rocky', 'road', 'river', 'bua'], compulsory: ['gentle-hill'] },
  troops: [
    { id: 'hoplites', type: 'Sp', grade: 'O', drill: 'reg', min: 16, max: 60 },
    { id: 'horse', type: 'Cv', grade: 'O', drill: 'reg', min: 0, max: 8 },
    { id: 'psiloi', type: 'Ps', grade: 'O', drill: 'irr', min: 0, max: 16 },
  ],
  baggage: { mobile: true, ships: false },
  supports: ['psiloi-behind-foot'],
  fortifications: { campTemporary: false, permanent: false },
  allies: [],
};

/** An example list of horse archers (light horse and cavalry, p.4-5). */
export const exampleHorseArcherList: ArmyList = {
  id: 'example-horse-archers',
  name: 'Example horse-archer army (an example, not a published list)',
  example: true,
  aggression: 3,
  climate: 'dry',
  terrain: { permitted: ['gentle-hill', 'dunes', 'rocky', 'brush', 'road', 'river'], compulsory: [] },
  troops: [
    { id: 'horse-archers', type: 'LH', grade: 'O', drill: 'irr', min: 12, max: 40 },
    { id: 'nobles', type: 'Cv', grade: 'O', drill: 'irr', min: 4, max: 20 },
    { id: 'archers', type: 'Bw', grade: 'O', drill: 'irr', min: 0, max: 12 },
  ],
  baggage: { mobile: true, ships: false },
  supports: [],
  fortifications: { campTemporary: false, permanent: false },
  allies: [],
};

/** 326 AP of hoplites. */
export const exampleHopliteArmy: Army = {
  name: 'Hoplites (example)',
  list: exampleHopliteList,
  points: 400,
  commands: [
    { id: 'centre', role: 'c-in-c', general: 'hoplites', elements: [{ entry: 'hoplites', count: 20 }, { entry: 'psiloi', count: 6 }] },
    { id: 'left', role: 'sub', general: 'hoplites', elements: [{ entry: 'hoplites', count: 16 }, { entry: 'psiloi', count: 6 }] },
    { id: 'horse', role: 'sub', general: 'horse', elements: [{ entry: 'horse', count: 5 }, { entry: 'psiloi', count: 2 }] },
  ],
  baggageGrade: 'I',
  fortifications: [],
};

/** 304 AP of horse archers with an allied contingent. */
export const exampleHorseArcherArmy: Army = {
  name: 'Horse archers (example)',
  list: exampleHorseArcherList,
  points: 400,
  commands: [
    { id: 'centre', role: 'c-in-c', general: 'nobles', elements: [{ entry: 'nobles', count: 10 }, { entry: 'horse-archers', count: 8 }] },
    { id: 'right', role: 'sub', general: 'horse-archers', elements: [{ entry: 'horse-archers', count: 18 }] },
    { id: 'ally', role: 'ally', general: 'nobles', elements: [{ entry: 'nobles', count: 4 }, { entry: 'archers', count: 8 }] },
  ],
  baggageGrade: 'I',
  fortifications: [],
};

/**
 * Hoplites against horse archers on a 15mm table with a wood and a gentle hill (positions ours),
 * 12 bounds.
 */
export const exampleScenario: DbmScenario = {
  name: 'example',
  scale: '15mm',
  sides: [
    { player: 'A', army: exampleHopliteArmy },
    { player: 'B', army: exampleHorseArcherArmy },
  ],
  terrain: [
    { id: 'wood', kind: 'wood', polygon: [{ x: 800, y: 1000 }, { x: 1200, y: 1000 }, { x: 1250, y: 1350 }, { x: 850, y: 1400 }] },
    { id: 'hill', kind: 'gentle-hill', polygon: [{ x: 2300, y: 900 }, { x: 2800, y: 950 }, { x: 2750, y: 1300 }, { x: 2350, y: 1250 }] },
  ],
  maxBounds: 12,
};
