// The reducer never keeps a reference to the caller's command (the project's reducer standard):
// `apply` decodes a command with a guard that hands back the caller's own object, so every nested
// part it stores (a hex, a path, a list of units or supporters, a re-do window's command) must be
// a copy. Over states from random games with every option, a command is applied, then every
// nested part of the caller's object is changed: the state and events returned must not change.
import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../src/core/canonical-json.js';
import { stateHash } from '../../../src/core/hash.js';
import { dawnOfBattle, defaultDeck, exampleScenario, type DobCommand, type DobState, type Scenario, type ScenarioOptions } from '../../../src/dawn-of-battle/index.js';
import { aleaFromSeed, drawInt, type RngState } from '../../../src/random/index.js';
import { playGame, TEST_EVENTS } from './full-games/games.js';

/** Changes every array and object inside `v` (not `v` itself): numbers shift, strings change, arrays grow. */
function vandalize(v: unknown): void {
  if (v === null || typeof v !== 'object') return;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      if (x !== null && typeof x === 'object') {
        vandalize(x);
        scribble(x as Record<string, unknown>);
      } else v[i] = typeof x === 'number' ? x + 101 : typeof x === 'string' ? `${x}-changed` : x;
    }
    v.push('junk');
    return;
  }
  for (const k of Object.keys(v)) {
    const x = (v as Record<string, unknown>)[k];
    if (x !== null && typeof x === 'object') {
      vandalize(x);
      if (!Array.isArray(x)) scribble(x as Record<string, unknown>);
    }
  }
}

/** Changes the own fields of an object. */
function scribble(o: Record<string, unknown>): void {
  for (const k of Object.keys(o)) {
    const x = o[k];
    if (typeof x === 'number') o[k] = x + 101;
    else if (typeof x === 'string') o[k] = `${x}-changed`;
    else if (typeof x === 'boolean') o[k] = !x;
  }
}

/** Commands with a nested part, and the states they were listed in, from game `i`. */
function samples(i: number, every: number): Array<{ s: DobState; c: DobCommand }> {
  const out: Array<{ s: DobState; c: DobCommand }> = [];
  const n = new Map<string, number>();
  playGame(i, 3000, (s, legal) => {
    for (const c of legal) {
      if (!Object.values(c).some((x) => x !== null && typeof x === 'object')) continue;
      // The first few of each type, then one in `every`: rare commands are all tried.
      const k = n.get(c.type) ?? 0;
      n.set(c.type, k + 1);
      if (k < 4 || k % every === 0) out.push({ s, c });
    }
  });
  return out;
}

// The example scenario brings reinforcements (§7.8) and a cannon (§8.7.2); with the supplementary
// rules and the events file on, its games also reach re-do windows and events naming units.
const ON = {
  quickerPlay: true, noDraws: true, physicalDice: true, reDos: true, barbarian: ['A', 'B'], takingHeads: true, codeOfHonor: true,
  dummyLeaders: true, dieModWindows: 'all', panicFire: true,
} as ScenarioOptions;
const example: Scenario = { ...exampleScenario, options: { ...exampleScenario.options, ...ON } };

/** Like {@link samples}, from a game of the example scenario with the options on (seed `i`). */
function exampleSamples(i: number, every: number): Array<{ s: DobState; c: DobCommand }> {
  const setup = dawnOfBattle.setup(example, { seed: `copies-${i}`, options: { data: { deck: defaultDeck, events: TEST_EVENTS } } });
  if (E.isLeft(setup)) throw new Error(setup.left.message);
  let s = setup.right;
  let rng: RngState = aleaFromSeed(`copies-agent-${i}`);
  const out: Array<{ s: DobState; c: DobCommand }> = [];
  const n = new Map<string, number>();
  for (let ply = 0; ply < 3000 && s.phase.kind !== 'over'; ply++) {
    const legal = dawnOfBattle.legalCommands(s);
    for (const c of legal) {
      if (!Object.values(c).some((x) => x !== null && typeof x === 'object')) continue;
      const k = n.get(c.type) ?? 0;
      n.set(c.type, k + 1);
      if (k < 4 || k % every === 0) out.push({ s, c });
    }
    const d = drawInt(rng, 0, legal.length - 1);
    rng = d.rng;
    const r = dawnOfBattle.apply(s, legal[d.value]!);
    if (E.isLeft(r)) throw new Error(r.left.message);
    s = r.right.state;
  }
  return out;
}

describe('apply keeps no reference to the caller\'s command', () => {
  it('changing the command after apply changes neither the state nor the events (random games, every option)', () => {
    let checked = 0;
    const kinds = new Set<string>();
    const broken = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 511 }), (i) => {
        for (const { s, c } of [...samples(i, 40), ...exampleSamples(i, 40)]) {
          const mine = JSON.parse(JSON.stringify(c)) as DobCommand;
          const r = dawnOfBattle.apply(s, mine);
          if (E.isLeft(r)) continue;
          const hash = stateHash(r.right.state);
          const events = canonicalJson(r.right.events);
          vandalize(mine);
          if (stateHash(r.right.state) !== hash) broken.add(`${c.type}: state`);
          const after = canonicalJson(r.right.events);
          if (after !== events) broken.add(`${c.type}: ${(JSON.parse(after) as Array<{ type: string }>).filter((e, k) => canonicalJson(e) !== canonicalJson((JSON.parse(events) as unknown[])[k])).map((e) => e.type).join(', ')}`);
          kinds.add(c.type);
          checked++;
        }
      }),
      { seed: 20261128, numRuns: 4 },
    );
    expect([...broken].sort()).toEqual([]);
    expect(checked).toBeGreaterThan(50);
    for (const t of ['move', 'fire', 'place-leader', 'activate-formation', 'enter-map', 'activate-cannon', 'deploy-unit', 'withdraw']) expect(kinds, t).toContain(t);
  });
});
