import * as E from 'fp-ts/lib/Either.js';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { basesOverlap } from '../../../src/plane/contact.js';
import { replay } from '../../../src/core/replay.js';
import { stateHash } from '../../../src/core/hash.js';
import { aleaFromSeed, drawInt, fork, type RngState } from '../../../src/random/rng.js';
import { arcaneKit, arcaneWarfare, exampleScenario, type ArcaneCommand, type ArcaneEvent, type ArcaneState } from '../../../src/rulesets/arcane-warfare/index.js';
import { narrateArcaneEvent } from '../../../src/rulesets/arcane-warfare/kit/narrator.js';

/**
 * A game of sampled commands (moves first), every state kept. Three options a ply keep it short:
 * the sampler validates each option by applying it, which is most of the time spent.
 */
function randomGame(seed: string, turns: number): { states: ArcaneState[]; commands: ArcaneCommand[]; events: ArcaneEvent[] } {
  const s0 = arcaneWarfare.setup(exampleScenario, { seed, options: { turnLimit: turns } });
  if (E.isLeft(s0)) throw new Error(s0.left.message);
  let state = s0.right;
  let rng: RngState = aleaFromSeed(`agent:${seed}`);
  const states = [state];
  const commands: ArcaneCommand[] = [];
  const events: ArcaneEvent[] = [];
  for (let ply = 0; ply < 400 && arcaneWarfare.outcome(state) === null; ply++) {
    const options = arcaneWarfare.sampleCommands!(state, fork(rng, `s${ply}`), 3);
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

/**
 * The invariants of one state. Overlaps are checked for the units that changed since `prev`
 * (unchanged units keep their object, and a pair of unchanged units was checked before): the same
 * check as all pairs, at a fraction of the cost.
 */
function invariants(state: ArcaneState, prev: ArcaneState | null, ids: ReadonlyArray<string>): void {
  const units = Object.values(state.units).filter((u) => u.status === 'active');
  expect(Object.keys(state.units).sort()).toEqual(ids);
  const moved = units.filter((u) => prev === null || prev.units[u.id] !== u);
  for (const a of moved) for (const b of units) if (a.id !== b.id) expect(basesOverlap(a, b), `${a.id} overlaps ${b.id}`).toBe(false);
  for (const c of Object.values(state.commands)) if (c.dice !== null) expect(c.dice.mipLeft).toBeGreaterThanOrEqual(0);
}

describe('random games of sampled moves', () => {
  test.prop([fc.string({ minLength: 1, maxLength: 6 })], { numRuns: 2, seed: 2323 })('never throw, never overlap, never overspend MIP, lose no unit, stay JSON, replay', (seed) => {
    const g = randomGame(`rg-${seed}`, 2);
    const ids = Object.keys(g.states[0]!.units).sort();
    g.states.forEach((s, i) => invariants(s, i === 0 ? null : g.states[i - 1]!, ids));
    // Plain JSON: states share their unchanged parts, so the last state and every tenth cover every kind of value.
    for (let i = 0; i < g.states.length; i += 10) expect(JSON.parse(JSON.stringify(g.states[i]))).toEqual(g.states[i]);
    expect(g.events.some((e) => e.type === 'unit-moved' || e.type === 'formation-moved')).toBe(true);
    const final = g.states[g.states.length - 1]!;
    expect(JSON.parse(JSON.stringify(final))).toEqual(final);
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
    for (const t of ['turn-began', 'orders-rolled', 'orders-delivered', 'command-activated', 'unit-moved', 'activation-ended', 'turn-ended', 'game-ended']) expect(seen.has(t)).toBe(true);
    expect(arcaneKit.ruleset).toBe(arcaneWarfare);
  });
});
