/**
 * Bundled scenarios: a small game between two made-up armies (positions and terrain ours, not
 * the book's), and the front matter's beginner set-up.
 * @module
 */
import type { ArcaneScenario, ScenarioUnit } from './model/scenario.js';

function row(prefix: string, type: string, xs: ReadonlyArray<number>, y: number, heading: number): ScenarioUnit[] {
  return xs.map((x, i) => ({ id: `${prefix}${i + 1}`, type, x, y, heading }));
}

/**
 * A small game (§1.1: 90×60 cm, 50–75 AP): hoplites and their allies (south, defending, 54 AP,
 * regular SCo) against a Persian host (north, attacking, 55 AP, irregular SCo), a wood and a
 * rough hill between them.
 */
export const exampleScenario: ArcaneScenario = {
  name: 'Hoplites against the Great King (small game)',
  size: 'small',
  turnLimit: 4,
  attacker: 'persians',
  terrain: [
    { id: 'wood', kind: 'wood', polygon: [{ x: 300, y: 600 }, { x: 600, y: 600 }, { x: 600, y: 850 }, { x: 300, y: 850 }] },
    { id: 'hill', kind: 'hill-rough', polygon: [{ x: 1650, y: 650 }, { x: 1950, y: 650 }, { x: 1950, y: 850 }, { x: 1650, y: 850 }] },
  ],
  armies: [
    {
      player: 'greeks',
      edge: 'south',
      commands: [{ id: 'g-sco', kind: 'SCo', regular: true, x: 1300, y: 150 }],
      units: [
        ...row('g-sph', 'SpH', [775, 875, 975, 1075, 1175, 1275, 1375, 1475], 300, 90),
        ...row('g-spm', 'SpM', [575, 675, 1575, 1675], 300, 90),
        ...row('g-spl', 'SpL', [475, 1775], 300, 90),
        ...row('g-cvm', 'CvM', [300, 1950], 200, 90),
        ...row('g-bwm', 'BwM', [925, 1025], 240, 90),
        ...row('g-bag', 'Baggage', [1000, 1200], 100, 90),
      ],
    },
    {
      player: 'persians',
      edge: 'north',
      commands: [{ id: 'p-sco', kind: 'SCo', regular: false, x: 1000, y: 1440 }],
      units: [
        ...row('p-cvla', 'CvLA', [350, 450, 1850, 1950], 1200, 270),
        ...row('p-spl', 'SpL', [550, 650], 1200, 270),
        ...row('p-bwm', 'BwM', [750, 850, 950, 1050, 1150, 1250], 1200, 270),
        ...row('p-spm', 'SpM', [1350, 1450, 1550, 1650], 1200, 270),
        ...row('p-cvm', 'CvM', [900, 1100], 1320, 270),
        ...row('p-cvh', 'CvH', [1400, 1500], 1320, 270),
        ...row('p-bag', 'Baggage', [600, 1700], 1400, 270),
      ],
    },
  ],
};

/**
 * The front matter's way to start: a 90×60 cm table with two or three pieces of terrain away
 * from the middle, two armies of roughly 50 AP set up within 400 p of their long edges. Play it
 * with the option `preset: 'starter'` (optional rules off; no shaken units, rally or spontaneous
 * movement; units failing a morale test destroyed).
 */
export const starterScenario: ArcaneScenario = {
  name: 'Starting with Arcane Warfare (beginner set-up)',
  size: 'small',
  turnLimit: 8,
  attacker: 'red',
  terrain: [
    { id: 'wood', kind: 'wood', polygon: [{ x: 250, y: 550 }, { x: 550, y: 550 }, { x: 550, y: 800 }, { x: 250, y: 800 }] },
    { id: 'rough', kind: 'rough', polygon: [{ x: 1700, y: 700 }, { x: 2000, y: 700 }, { x: 2000, y: 950 }, { x: 1700, y: 950 }] },
  ],
  armies: [
    {
      player: 'blue',
      edge: 'south',
      commands: [{ id: 'b-sco', kind: 'SCo', regular: true, x: 1125, y: 120 }],
      units: [
        ...row('b-spm', 'SpM', [675, 775, 875, 975, 1075, 1175, 1275, 1375, 1475], 300, 90),
        ...row('b-bwm', 'BwM', [975, 1075, 1175], 250, 90),
        ...row('b-cvm', 'CvM', [475, 1675], 300, 90),
        ...row('b-cvl', 'CvL', [375, 1775], 300, 90),
        ...row('b-spl', 'SpL', [575, 1575], 300, 90),
        ...row('b-bag', 'Baggage', [875, 1375], 100, 90),
      ],
    },
    {
      player: 'red',
      edge: 'north',
      commands: [{ id: 'r-sco', kind: 'SCo', regular: true, x: 1125, y: 1380 }],
      units: [
        ...row('r-edm', 'EdM', [675, 775, 875, 975, 1075, 1175, 1275, 1375, 1475], 1200, 270),
        ...row('r-bwm', 'BwM', [1075, 1175], 1250, 270),
        ...row('r-cvm', 'CvM', [475, 1675], 1200, 270),
        ...row('r-cvl', 'CvL', [375, 1775], 1200, 270),
        ...row('r-spl', 'SpL', [575, 1575], 1200, 270),
        ...row('r-bag', 'Baggage', [875, 1375], 1400, 270),
      ],
    },
  ],
};
