// §4.6 / §10.2: random agents play whole games through the melee cycle. Every listed command is
// accepted, stacking and card conservation hold, losses never fall, every game ends, and melee
// really happens: the test counts melees and their branches (withdrawal, pre-melee fire, exertion,
// advance, looting, capture, continuance, double attack).
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dawnOfBattle, exampleScenario, geometry, type DobEvent, type DobState, type Scenario, type ScenarioUnit } from '../../../../src/dawn-of-battle/index.js';
import { aleaFromSeed, drawInt, type RngState } from '../../../../src/random/index.js';
import { checkContractLaws } from '../../../support/ruleset-laws.js';

const unit = (id: string, counter: string, col: number, row: number, facing: number, extra: Partial<ScenarioUnit> = {}): ScenarioUnit => ({
  id, counter, hex: geometry.offsetToAxial(col, row), facing, ...extra,
});

/** Two lines in contact from the first turn, with every kind of unit the melee rules treat specially. */
export const brawl: Scenario = {
  id: 'brawl',
  title: 'Brawl (test scenario: two lines in contact)',
  turns: 6,
  map: { width: 10, height: 8, terrain: {} },
  sides: {
    A: {
      name: 'A',
      panicLevel: 30,
      units: [
        unit('A-PX', 'PX', 1, 4, 5), unit('A-KT', 'KT', 2, 4, 5), unit('A-LG', 'LG', 3, 4, 5), unit('A-HC', 'HC', 4, 4, 5),
        unit('A-LI', 'LI', 5, 4, 5), unit('A-MI', 'MI', 6, 4, 5), unit('A-LC', 'LC', 7, 4, 5), unit('A-CT', 'CT', 8, 4, 5),
        unit('A-AY', 'AY', 3, 5, 5, { strength: 3 }), unit('A-LA', 'LA', 3, 5, 5), unit('A-CAMP', 'CAMP', 5, 6, 5),
      ],
      leaders: [
        { id: 'A-1', command: 2, range: 3, combat: 1 },
        { id: 'A-2', command: 1, range: 2, combat: 2 },
      ],
    },
    B: {
      name: 'B',
      panicLevel: 30,
      units: [
        unit('B-PK', 'PK', 1, 3, 2), unit('B-MM', 'MM', 2, 3, 2), unit('B-HG', 'HG', 3, 3, 2), unit('B-LI', 'LI', 4, 3, 2),
        unit('B-CT', 'CT', 5, 3, 2), unit('B-LC', 'LC', 6, 3, 2), unit('B-WW', 'WW', 7, 3, 2), unit('B-HI', 'HI', 8, 3, 2),
        unit('B-AY', 'AY', 6, 2, 2, { strength: 2 }), unit('B-LG', 'LG', 6, 2, 2), unit('B-CAMP', 'CAMP', 4, 1, 2),
      ],
      leaders: [
        { id: 'B-1', command: 2, range: 3, combat: 2 },
        { id: 'B-2', command: 1, range: 2, combat: 1 },
      ],
    },
  },
  options: { melee: { disciplined: ['A-PX', 'B-HI'], doubleAttack: true }, barbarian: ['A'] },
};

function checkBoard(s: DobState): void {
  const byHex = new Map<string, string[]>();
  for (const u of Object.values(s.units)) {
    if (u.where !== 'map' || u.hex === null) continue;
    const k = `${u.hex.q},${u.hex.r}`;
    byHex.set(k, [...(byHex.get(k) ?? []), u.counter]);
  }
  for (const [k, list] of byHex) if (list.length > 1) expect(list.length === 2 && list.includes('AY'), `hex ${k}: ${list.join(', ')}`).toBe(true);
  for (const side of ['A', 'B'] as const) {
    const p = s.players[side];
    const all = [...p.deck.drawPile, ...p.deck.discardPile, ...p.hand];
    expect(new Set(all).size).toBe(72);
    expect(all.length).toBe(72);
  }
}

function play(sc: Scenario, games: number, tag: string): Record<string, number> {
  const counts: Record<string, number> = {};
  let finished = 0;
  for (let g = 0; g < games; g++) {
    const r = dawnOfBattle.setup(sc, { seed: `${tag}-${g}` });
    if (E.isLeft(r)) throw new Error(r.left.message);
    let s: DobState = r.right;
    let rng: RngState = aleaFromSeed(`${tag}-agent-${g}`);
    for (let ply = 0; ply < 4000 && s.phase.kind !== 'over'; ply++) {
      const cmds = dawnOfBattle.legalCommands(s);
      expect(cmds.length).toBeGreaterThan(0);
      const d = drawInt(rng, 0, cmds.length - 1);
      rng = d.rng;
      const c = cmds[d.value]!;
      const step = dawnOfBattle.apply(s, c);
      if (E.isLeft(step)) throw new Error(`game ${g} ply ${ply}: ${JSON.stringify(c)} refused: ${step.left.message}`);
      checkBoard(step.right.state);
      for (const side of ['A', 'B'] as const) expect(step.right.state.players[side].losses).toBeGreaterThanOrEqual(s.players[side].losses);
      counts[`command:${c.type}`] = (counts[`command:${c.type}`] ?? 0) + 1;
      for (const e of step.right.events as DobEvent[]) counts[e.type] = (counts[e.type] ?? 0) + 1;
      s = step.right.state;
    }
    if (s.phase.kind === 'over') finished++;
  }
  expect(finished).toBe(games);
  return counts;
}

describe('§10.2 melee in random games', () => {
  it('random agents fight melees on the example scenario, and every game ends', () => {
    const counts = play(exampleScenario, 8, 'melee-example');
    expect(counts['melee'] ?? 0).toBeGreaterThan(0);
  });

  it('on two lines in contact every melee branch happens', () => {
    const counts = play(brawl, 30, 'melee-brawl');
    for (const kind of ['melee', 'melee-initiated', 'melee-ended', 'exertion', 'withdrawal', 'pre-melee-fire', 'advanced', 'command:initiate-melee', 'command:exert']) {
      expect(counts[kind] ?? 0, kind).toBeGreaterThan(0);
    }
    expect(counts['melee']!).toBeGreaterThan(100);
    console.log(JSON.stringify(counts));
  });

  it('the ruleset laws hold with melee: no throw, no mutation, JSON round trip, replay', () => {
    const played = checkContractLaws(dawnOfBattle, brawl, {
      games: 3,
      every: 5,
      maxPlies: 600,
      seedPrefix: 'dob-melee-laws',
      garbage: [{ type: 'initiate-melee', player: 'A', unit: 'A-PX' }, { type: 'exert', player: 'B', chits: -1 }, { type: 'withdraw', player: 'B', withdraw: 'yes' }],
    });
    expect(played.length).toBe(3);
  });
});
