// Reducer invariants over random legal command sequences (§7.9 stacking, card conservation,
// losses never decrease), plus the shared ruleset laws: no throw, no mutation, JSON round trip
// continues identically, replay reproduces the state hash.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dawnOfBattle, exampleScenario, type DobState } from '../../../src/dawn-of-battle/index.js';
import { aleaFromSeed, drawInt, type RngState } from '../../../src/random/index.js';
import { checkContractLaws } from '../../support/ruleset-laws.js';

/** §7.9 / §8.7.2.6: at most one combat unit per hex, except a cannon with a light unit or another cannon. */
export function checkStacking(s: DobState): void {
  const byHex = new Map<string, string[]>();
  for (const u of Object.values(s.units)) {
    if (u.where !== 'map' || u.hex === null) continue;
    const k = `${u.hex.q},${u.hex.r}`;
    byHex.set(k, [...(byHex.get(k) ?? []), u.counter]);
  }
  for (const [k, list] of byHex) {
    if (list.length === 1) continue;
    expect(list.length, `hex ${k}: ${list.join(', ')}`).toBe(2);
    expect(list.some((c) => c === 'AY'), `hex ${k}: ${list.join(', ')}`).toBe(true);
  }
}

/** §2.7: each player's 72 cards are all somewhere: draw pile, discard pile or hand, once each. */
export function checkCards(s: DobState): void {
  for (const side of ['A', 'B'] as const) {
    const p = s.players[side];
    const all = [...p.deck.drawPile, ...p.deck.discardPile, ...p.hand];
    expect(all.length).toBe(72);
    expect(new Set(all).size).toBe(72);
  }
}

function invariant(next: unknown, prev: unknown): void {
  const s = next as DobState;
  const p = prev as DobState;
  checkStacking(s);
  checkCards(s);
  for (const side of ['A', 'B'] as const) {
    expect(s.players[side].losses).toBeGreaterThanOrEqual(p.players[side].losses);
    expect(s.players[side].killedLeaderPoints).toBeGreaterThanOrEqual(p.players[side].killedLeaderPoints);
    expect(s.players[side].unspent).toBeGreaterThanOrEqual(0);
  }
}

describe('the second contract\'s laws on the example scenario', () => {
  it('check, pending, per-player lists, the state codec, determinize and filtered events obey the laws', () => {
    const played = checkContractLaws(dawnOfBattle, exampleScenario, {
      games: 2,
      maxPlies: 400,
      every: 7,
      seedPrefix: 'dob-contract',
      invariant,
      garbage: [null, { type: 'pass', player: 'C' }, { type: 'pass', player: 'A', extra: 1 }, { type: 'pass', side: 'A' }],
    });
    expect(played).toHaveLength(2);
  });
});

describe('invariants over hundreds of random games', () => {
  // 150 games in three batches of 50, so each test stays well inside the timeout on a loaded machine.
  it.each([0, 50, 100])('apply never refuses a listed command; stacking, cards and losses hold; every game ends (50 games from game %i)', (first) => {
    const setupR = dawnOfBattle.setup(exampleScenario, { seed: 'many' });
    if (E.isLeft(setupR)) throw new Error(setupR.left.message);
    let finished = 0;
    const games = 50;
    for (let g = first; g < first + games; g++) {
      const r = dawnOfBattle.setup(exampleScenario, { seed: `many-${g}` });
      if (E.isLeft(r)) throw new Error(r.left.message);
      let s = r.right;
      let rng: RngState = aleaFromSeed(`agent-${g}`);
      for (let ply = 0; ply < 2000 && s.phase.kind !== 'over'; ply++) {
        const cmds = dawnOfBattle.legalCommands(s);
        expect(cmds.length).toBeGreaterThan(0);
        const d = drawInt(rng, 0, cmds.length - 1);
        rng = d.rng;
        const step = dawnOfBattle.apply(s, cmds[d.value]!);
        if (E.isLeft(step)) throw new Error(`game ${g} ply ${ply}: ${JSON.stringify(cmds[d.value])} refused: ${step.left.message}`);
        invariant(step.right.state, s);
        s = step.right.state;
      }
      if (s.phase.kind === 'over') {
        finished++;
        expect(dawnOfBattle.outcome(s)).not.toBeNull();
        expect(dawnOfBattle.outcome(s)!.reconstructed).toBe(true);
      }
    }
    expect(finished).toBe(games);
  });
});
