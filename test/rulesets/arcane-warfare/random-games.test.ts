import * as E from 'fp-ts/lib/Either.js';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { basesOverlap } from '../../../src/plane/contact.js';
import { replay } from '../../../src/core/replay.js';
import { stateHash } from '../../../src/core/hash.js';
import { aleaFromSeed, drawInt, fork, type RngState } from '../../../src/random/rng.js';
import { arcaneKit, arcaneWarfare, exampleScenario, type ArcaneCommand, type ArcaneEvent, type ArcaneState } from '../../../src/rulesets/arcane-warfare/index.js';
import { narrateArcaneEvent } from '../../../src/rulesets/arcane-warfare/kit/narrator.js';

/** A game of sampled commands (moves first), every state kept. */
function randomGame(seed: string, turns: number): { states: ArcaneState[]; commands: ArcaneCommand[]; events: ArcaneEvent[] } {
  const s0 = arcaneWarfare.setup(exampleScenario, { seed, options: { turnLimit: turns } });
  if (E.isLeft(s0)) throw new Error(s0.left.message);
  let state = s0.right;
  let rng: RngState = aleaFromSeed(`agent:${seed}`);
  const states = [state];
  const commands: ArcaneCommand[] = [];
  const events: ArcaneEvent[] = [];
  for (let ply = 0; ply < 400 && arcaneWarfare.outcome(state) === null; ply++) {
    const options = arcaneWarfare.sampleCommands!(state, fork(rng, `s${ply}`), 5);
    expect(options.length).toBeGreaterThan(0);
    const d = drawInt(fork(rng, `p${ply}`), 0, options.length - 1);
    rng = fork(rng, `n${ply}`);
    const c = options[d.value]!;
    const r = arcaneWarfare.apply(state, c);
    if (E.isLeft(r)) throw new Error(`a sampled command was refused: ${r.left.message}`);
    commands.push(c);
    events.push(...r.right.events);
    state = r.right.state;
    states.push(state);
  }
  return { states, commands, events };
}

function invariants(state: ArcaneState, ids: ReadonlyArray<string>): void {
  const units = Object.values(state.units).filter((u) => u.status === 'active');
  expect(Object.keys(state.units).sort()).toEqual(ids);
  for (let i = 0; i < units.length; i++) for (let j = i + 1; j < units.length; j++) expect(basesOverlap(units[i]!, units[j]!), `${units[i]!.id} overlaps ${units[j]!.id}`).toBe(false);
  for (const c of Object.values(state.commands)) if (c.dice !== null) expect(c.dice.mipLeft).toBeGreaterThanOrEqual(0);
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
}

describe('random games of sampled moves', () => {
  test.prop([fc.string({ minLength: 1, maxLength: 6 })], { numRuns: 3, seed: 2323 })('never throw, never overlap, never overspend MIP, lose no unit, stay JSON, replay', (seed) => {
    const g = randomGame(`rg-${seed}`, 2);
    const ids = Object.keys(g.states[0]!.units).sort();
    for (const s of g.states) invariants(s, ids);
    expect(g.events.some((e) => e.type === 'unit-moved' || e.type === 'formation-moved')).toBe(true);
    const final = g.states[g.states.length - 1]!;
    expect(['turn-limit', 'victory', 'draw']).toContain(arcaneWarfare.outcome(final)?.level);
    const again = replay(arcaneWarfare, exampleScenario, { seed: `rg-${seed}`, options: { turnLimit: 2 } }, g.commands);
    expect(E.isRight(again) && stateHash(again.right.state)).toBe(stateHash(final));
  });

  it('at the turn limit with no army broken the outcome has no winner, and lists the non-default readings', () => {
    const s = arcaneWarfare.setup(exampleScenario, { seed: 'x', options: { turnLimit: 1, readings: { gullyOrders: 'per-edge', shootingArea: 'both-sides-25' } } });
    if (E.isLeft(s)) throw new Error(s.left.message);
    let state = s.right;
    for (let i = 0; i < 50 && arcaneWarfare.outcome(state) === null; i++) {
      const r = arcaneWarfare.apply(state, arcaneWarfare.legalCommands(state)[0]!);
      if (E.isLeft(r)) throw new Error(r.left.message);
      state = r.right.state;
    }
    const o = arcaneWarfare.outcome(state)!;
    expect(o.winner).toBeNull();
    expect(o.level).toBe('turn-limit');
    expect(o.reason).toMatch(/turn limit \(1\) is reached and neither army has broken/);
    expect(o.rulings).toEqual(['AW-R1', 'AW-R10']);
    expect(arcaneWarfare.pending(state)).toEqual([]);
  });
});

describe('the narrator', () => {
  it('has a sentence for every event type met in random games, and the kit is registered', () => {
    const g = randomGame('narrate', 2);
    const seen = new Set<string>();
    for (const e of g.events) {
      seen.add(e.type);
      expect(narrateArcaneEvent(e, { state: g.states[g.states.length - 1]! }).text.length).toBeGreaterThan(10);
    }
    for (const t of ['turn-began', 'orders-rolled', 'orders-delivered', 'command-activated', 'unit-moved', 'activation-ended', 'phase-not-resolved', 'turn-ended', 'game-ended']) expect(seen.has(t)).toBe(true);
    expect(arcaneKit.ruleset).toBe(arcaneWarfare);
  });
});
