import * as E from 'fp-ts/lib/Either.js';
import { bench, describe } from 'vitest';
import { stateHash } from '../src/core/hash.js';
import { aleaFromSeed } from '../src/random/rng.js';
import { dba, exampleScenario, type DbaState } from '../src/rulesets/dba/index.js';
import { randomGame } from '../test/rulesets/dba/agent.js';
import { battle, type Spec } from '../test/rulesets/dba/fixtures.js';

// 24 elements: two lines of 12 in front-edge contact, with the combat phase open
const types: Spec['type'][] = ['Bd', 'Sp', 'Pk', 'Ax', 'Bw', 'Wb', 'Cv', 'Kn', 'LH', 'Ps', 'Bd', 'Sp'];
const specs: Spec[] = [];
types.forEach((t, i) => {
  specs.push({ id: `a${i}`, side: 'a', type: t, x: 240 + 160 * i, y: 1200, heading: 90 });
  specs.push({ id: `b${i}`, side: 'b', type: types[11 - i]!, x: 240 + 160 * i, y: 1200, heading: 270 });
});
const lines = battle(specs);
const opened = dba.apply(lines, { tag: 'end-moves', player: 'a' });
if (E.isLeft(opened)) throw new Error(opened.left.message);
const combat: DbaState = opened.right.state.phase.tag === 'shoot' ? (dba.apply(opened.right.state, { tag: 'end-shooting', player: 'a' }) as E.Right<{ state: DbaState }>).right.state : opened.right.state;
const pair = combat.phase.tag === 'combat' ? combat.phase.pairs[0]! : (['a0', 'b0'] as const);

describe('dba close combat on a 24-element table', () => {
  bench('baseline: state hash of the same table', () => {
    stateHash(combat);
  });
  bench('resolve one close combat with its outcome moves', () => {
    const r = dba.apply(combat, { tag: 'resolve-combat', player: 'a', a: pair[0], b: pair[1] });
    if (E.isLeft(r)) throw new Error(r.left.message);
  });
  bench('legalCommands in the combat phase', () => {
    dba.legalCommands(combat);
  });
});

// move-phase states from the middle of a random game, for the proposal and validation costs
const midGame = randomGame('bench-mid', { keepStates: true, options: { maxBounds: 80 } }).states.filter((s) => s.phase.tag === 'move' && s.bound > 4).slice(0, 50);
// The 50 states and their seeds repeat every 50 calls, so per-state memos are warm after the
// first round: the proposal row measures proposing on a state already seen, not on a new one.
// Each bench keeps its own counter, so every run measures the same states, seeds and games
// whatever the iteration counts of the benches before it (time-based, they vary run to run).
let hashed = 0;
let proposed = 0;

describe('dba move proposals on mid-game states (50 states, one per call)', () => {
  bench('baseline: state hash of the state', () => {
    stateHash(midGame[hashed++ % midGame.length]!);
  });
  bench('sampleCommands(1): propose one legal move (validations included)', () => {
    const i = proposed++ % midGame.length;
    dba.sampleCommands!(midGame[i]!, aleaFromSeed(`bench-${i}`), 1);
  });
});

let setups = 0;
let games = 0;
describe('dba full random games (example scenario, two random agents)', () => {
  bench('baseline: setup and deployment only', () => {
    randomGame(`bench-setup-${setups++ % 100}`, { maxCommands: 5 });
  });
  bench(
    'one complete game (to a result or 80 bounds): the same 10 seeds every run',
    () => {
      randomGame(`bench-${games++ % 10}`, { options: { maxBounds: 80 } });
    },
    { iterations: 10, time: 0 },
  );
});
