// Prepared scenarios (`prepareScenario`) are a shortcut of setup: decoded, checked and placed
// once. Setup must answer a prepared scenario exactly as it answers the raw one: the same state
// (byte for byte, key order included), or the same refusal, on every game of it.
import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dawnOfBattle, defaultDeck, exampleScenario, prepareScenario, type Scenario, type ScenarioOptions } from '../../../src/dawn-of-battle/index.js';
import { randomScenario } from '../../../src/dawn-of-battle/design/index.js';
import { aleaFromSeed, drawInt, type RngState } from '../../../src/random/index.js';
import { playRandomly } from './fixtures.js';

const designed = (seed: string, budget: number): Scenario => {
  const r = randomScenario(seed, { budget });
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right.scenario;
};

/** Scenario options that change what setup builds or checks. */
const OPTION_SETS: ReadonlyArray<ScenarioOptions> = [
  {},
  { freeDeployment: true },
  { tournamentBalancing: true },
  { dummyLeaders: true, quickerPlay: true, panicFire: true, barbarian: ['A'] },
  { codeOfHonor: true, physicalDice: true, dieModWindows: 'all' } as ScenarioOptions,
];

/** Ways to break a scenario, so refusals are compared too (`null`: left valid). */
type Breakage = null | 'duplicate-id' | 'unknown-counter' | 'off-map' | 'too-many-turns' | 'bad-impetuous' | 'bad-dismount' | 'not-a-scenario';
const BREAKAGES: ReadonlyArray<Breakage> = [null, null, null, 'duplicate-id', 'unknown-counter', 'off-map', 'too-many-turns', 'bad-impetuous', 'bad-dismount', 'not-a-scenario'];

function variant(base: Scenario, options: ScenarioOptions, breakage: Breakage): unknown {
  const sc: Scenario = { ...base, options: { ...base.options, ...options } };
  const a = sc.sides.A;
  const u0 = a.units[0]!;
  switch (breakage) {
    case null: return sc;
    case 'duplicate-id': return { ...sc, sides: { ...sc.sides, A: { ...a, units: [...a.units, { ...u0 }] } } };
    case 'unknown-counter': return { ...sc, sides: { ...sc.sides, A: { ...a, units: [{ ...u0, counter: 'NOPE' }, ...a.units.slice(1)] } } };
    case 'off-map': return { ...sc, sides: { ...sc.sides, A: { ...a, units: [{ ...u0, hex: { q: 90, r: 90 } }, ...a.units.slice(1)] } } };
    case 'too-many-turns': return { ...sc, turns: 99 };
    case 'bad-impetuous': return { ...sc, options: { ...sc.options, impetuous: ['nobody'] } };
    case 'bad-dismount': return { ...sc, options: { ...sc.options, dismount: { A: [{ unit: u0.id }, { unit: u0.id }] } } };
    case 'not-a-scenario': return { ...sc, map: { width: 'wide' } };
  }
}

/** The setup answer as exact JSON (key order included). */
const answer = (sc: unknown, seed: string, withData: boolean): string =>
  JSON.stringify(dawnOfBattle.setup(sc as Scenario, withData ? { seed, options: { data: { deck: defaultDeck } } } : { seed }));

describe('prepareScenario', () => {
  const bases = [exampleScenario, designed('prep-a', 200), designed('prep-b', 120), designed('prep-c', 80)];

  it('setup answers a prepared scenario exactly as the raw one, on every game of it (states and refusals)', () => {
    let refused = 0;
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...bases.keys()),
        fc.constantFrom(...OPTION_SETS.keys()),
        fc.constantFrom(...BREAKAGES),
        fc.boolean(),
        fc.array(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 3 }),
        (b, o, breakage, withData, seeds) => {
          const raw = variant(bases[b]!, OPTION_SETS[o]!, breakage);
          const p = prepareScenario(raw);
          if (E.isLeft(p)) {
            // Only a scenario setup cannot decode fails here, with setup's own refusal.
            const direct = dawnOfBattle.setup(raw as Scenario, { seed: 's' });
            expect(E.isLeft(direct) && direct.left.code).toBe('bad-scenario');
            expect(p.left).toEqual((direct as E.Left<unknown>).left);
            refused++;
            return;
          }
          // Each seed twice: the second setup of a prepared scenario uses what the first remembered.
          for (const seed of [...seeds, ...seeds]) {
            const want = answer(raw, seed, withData);
            expect(answer(p.right, seed, withData)).toBe(want);
            if (want.includes('"_tag":"Left"')) refused++;
            else accepted++;
          }
        },
      ),
      { seed: 20261127, numRuns: 120 },
    );
    expect(refused).toBeGreaterThan(10);
    expect(accepted).toBeGreaterThan(10);
  });

  it('a whole game from a prepared scenario replays the raw game state for state', () => {
    const raw = designed('prep-game', 200);
    const p = prepareScenario(raw);
    if (E.isLeft(p)) throw new Error(p.left.message);
    for (const seed of ['g1', 'g2']) {
      const a = dawnOfBattle.setup(raw, { seed });
      const b = dawnOfBattle.setup(p.right, { seed });
      if (E.isLeft(a) || E.isLeft(b)) throw new Error('setup refused');
      let s = a.right;
      let t = b.right;
      let rng: RngState = aleaFromSeed(`${seed}-agent`);
      for (let ply = 0; ply < 400 && s.phase.kind !== 'over'; ply++) {
        const cmds = dawnOfBattle.sampleCommands!(s, rng, 1);
        const d = drawInt(rng, 0, cmds.length - 1);
        rng = d.rng;
        const x = dawnOfBattle.apply(s, cmds[d.value]!);
        const y = dawnOfBattle.apply(t, cmds[d.value]!);
        expect(JSON.stringify(y)).toBe(JSON.stringify(x));
        if (E.isLeft(x) || E.isLeft(y)) break;
        s = x.right.state;
        t = y.right.state;
      }
    }
  });

  it('its games share its units, leaders and options, and playing one game changes none of them', () => {
    const p = prepareScenario(designed('prep-share', 200));
    if (E.isLeft(p)) throw new Error(p.left.message);
    const a = dawnOfBattle.setup(p.right, { seed: 's1' });
    const b = dawnOfBattle.setup(p.right, { seed: 's2' });
    if (E.isLeft(a) || E.isLeft(b)) throw new Error('setup refused');
    const id = Object.keys(b.right.units)[0]!;
    expect(a.right.units[id]).toBe(b.right.units[id]);
    expect(a.right.options).toBe(b.right.options);
    const before = JSON.stringify([b.right.units, b.right.leaders, b.right.options, b.right.groups]);
    // A whole game from the same prepared scenario (its own setup shares the same objects).
    let plies = 0;
    playRandomly(p.right, 's1', 'share', 600, () => {
      plies++;
    });
    expect(plies).toBeGreaterThan(50);
    expect(JSON.stringify([b.right.units, b.right.leaders, b.right.options, b.right.groups])).toBe(before);
    expect(answer(p.right, 's2', false)).toBe(JSON.stringify(b));
  });

  it('freezes its own copy: the caller keeps a changeable scenario, and changing it changes nothing prepared', () => {
    const raw = JSON.parse(JSON.stringify(exampleScenario)) as { sides: { A: { units: Array<{ counter: string }> } } };
    const p = prepareScenario(raw);
    if (E.isLeft(p)) throw new Error(p.left.message);
    expect(Object.isFrozen(p.right)).toBe(true);
    expect(Object.isFrozen(p.right.sides.A.units[0]!.hex)).toBe(true);
    expect(Object.isFrozen(raw)).toBe(false);
    const before = answer(p.right, 'x', false);
    raw.sides.A.units[0]!.counter = 'NOPE';
    expect(answer(p.right, 'x', false)).toBe(before);
    expect(answer(raw, 'x', false)).not.toBe(before);
  });

  it('a prepared scenario prepares to itself; an equal scenario not made by it is decoded as usual', () => {
    const p = prepareScenario(exampleScenario);
    if (E.isLeft(p)) throw new Error(p.left.message);
    expect(prepareScenario(p.right)).toEqual(E.right(p.right));
    expect(E.isRight(p) && p.right).not.toBe(exampleScenario);
    // A frozen look-alike is not trusted: its broken copy is refused as the raw one is.
    const fake = Object.freeze({ ...JSON.parse(JSON.stringify(exampleScenario)), map: { width: -1 } }) as unknown as Scenario;
    expect(E.isLeft(dawnOfBattle.setup(fake, { seed: 'f' }))).toBe(true);
  });

  it('refuses a valid scenario that is not plain JSON rather than throwing', () => {
    // The top level is closed (an unknown key is a bad scenario): the BigInt rides in a unit.
    const [first, ...rest] = exampleScenario.sides.A.units;
    const big = { ...exampleScenario, sides: { ...exampleScenario.sides, A: { ...exampleScenario.sides.A, units: [{ ...first!, big: 1n }, ...rest] } } };
    const stray = prepareScenario({ ...exampleScenario, big: 1 });
    expect(E.isLeft(stray) && stray.left.code).toBe('bad-scenario');
    const p = prepareScenario(big);
    expect(E.isLeft(p) && p.left.code).toBe('not-json');
    // A cycle is refused by decode's nesting limit (core/limits.ts), before it is written as JSON.
    const cyclic: Record<string, unknown> = { ...exampleScenario };
    cyclic['self'] = cyclic;
    const c = prepareScenario(cyclic);
    expect(E.isLeft(c) && c.left.code).toBe('bad-scenario');
  });
});
