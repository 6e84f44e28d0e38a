// The event union (issue #19): DOB_EVENT_TYPES names every event type once, in kebab-case; the
// events random games produce are all of a listed type, with citations, plain JSON; `emit` keeps
// its run-time behaviour (the caller's literal completed in place, `type` and `citations` last)
// and refuses, at compile time, a payload that does not match its type.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { DOB_EVENT_TYPES, dawnOfBattle, exampleScenario, type DobEvent, type DobEventOf, type DobState } from '../../../src/dawn-of-battle/index.js';
import { randomScenario } from '../../../src/dawn-of-battle/design/index.js';
import { begin, citing, emit, record } from '../../../src/rulesets/dawn-of-battle/kernel/context.js';
import { aleaFromSeed, drawInt, type RngState } from '../../../src/random/index.js';

const setup = dawnOfBattle.setup(exampleScenario, { seed: 'events-union' });
if (E.isLeft(setup)) throw new Error(setup.left.message);
const state: DobState = setup.right;

describe('DOB_EVENT_TYPES', () => {
  it('lists each type once, in kebab-case', () => {
    expect(new Set(DOB_EVENT_TYPES).size).toBe(DOB_EVENT_TYPES.length);
    expect(DOB_EVENT_TYPES.length).toBe(105);
    for (const t of DOB_EVENT_TYPES) expect(t, t).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('random games emit only listed types, each with citations and as plain JSON', () => {
    const listed = new Set<string>(DOB_EVENT_TYPES);
    const seen = new Set<string>();
    const games: Array<[typeof exampleScenario, string]> = [[exampleScenario, 'union-example']];
    for (let g = 0; g < 2; g++) {
      const sc = randomScenario(`union-random-${g}`, { budget: 150 });
      if (E.isLeft(sc)) throw new Error(sc.left.message);
      games.push([{ ...sc.right.scenario, options: { ...sc.right.scenario.options, codeOfHonor: true, dummyLeaders: true, physicalDice: g === 0, reDos: g === 1 } }, `union-random-${g}`]);
    }
    for (const [sc, seed] of games) {
      const r = dawnOfBattle.setup(sc, { seed });
      if (E.isLeft(r)) throw new Error(r.left.message);
      let s = r.right;
      let rng: RngState = aleaFromSeed(`${seed}-agent`);
      for (let ply = 0; s.phase.kind !== 'over' && ply < 800; ply++) {
        const cmds = dawnOfBattle.legalCommands(s);
        const d = drawInt(rng, 0, cmds.length - 1);
        rng = d.rng;
        const step = dawnOfBattle.apply(s, cmds[d.value]!);
        if (E.isLeft(step)) throw new Error(step.left.message);
        for (const e of step.right.events) {
          expect(listed.has(e.type), e.type).toBe(true);
          expect(e.citations.length, e.type).toBeGreaterThan(0);
          seen.add(e.type);
        }
        expect(JSON.parse(JSON.stringify(step.right.events))).toEqual(step.right.events);
        s = step.right.state;
      }
    }
    // The games are long enough to meet a good share of the union.
    expect(seen.size).toBeGreaterThan(40);
  }, 60_000);
});

describe('emit and record', () => {
  it('emit completes the caller\'s literal in place, type and citations last (no copy)', () => {
    const ctx = begin(state);
    const fields = { turn: 3 };
    emit(ctx, 'turn-started', ['4.0'], fields);
    const e = ctx.events[0]!;
    expect(e).toBe(fields);
    expect(Object.keys(e)).toEqual(['turn', 'type', 'citations']);
    expect(e.citations).toEqual([{ ruleset: 'dawn-of-battle', section: '4.0' }]);
    // The citation list is shared between events citing the same sections.
    emit(ctx, 'turn-end', ['4.0'], { turn: 3 });
    expect(ctx.events[1]!.citations).toBe(e.citations);
  });

  it('record pushes the event itself; a narrowed event has its typed payload', () => {
    const ctx = begin(state);
    const event: DobEvent = { side: 'A', type: 'first-actor', citations: citing('4.5') };
    record(ctx, event);
    expect(ctx.events[0]).toBe(event);
    const e = ctx.events[0]!;
    if (e.type !== 'first-actor') throw new Error('narrowing');
    const side: DobEventOf<'first-actor'>['side'] = e.side;
    expect(side).toBe('A');
  });

  it('a payload that does not match its type does not compile', () => {
    const ctx = begin(state);
    // @ts-expect-error: `turn` is a number
    emit(ctx, 'turn-started', ['4.0'], { turn: 'three' });
    // @ts-expect-error: `unit-moved` needs its hexes and facing
    emit(ctx, 'unit-moved', ['7.0'], { unit: 'A-MI2' });
    // @ts-expect-error: no such event type
    emit(ctx, 'turnStarted', ['4.0'], { turn: 3 });
    // @ts-expect-error: an unknown field on a recorded event
    record(ctx, { side: 'A', colour: 'red', type: 'first-actor', citations: citing('4.5') });
    expect(ctx.events).toHaveLength(4);
  });
});
