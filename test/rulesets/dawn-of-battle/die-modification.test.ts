// §5.4 die-result modification windows before ranged and rally draws (dieModWindows: 'all').
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dawnOfBattle, exampleScenario, stackDeck, type DobState } from '../../../src/dawn-of-battle/index.js';
import { aleaFromSeed, drawInt, type RngState } from '../../../src/random/index.js';
import { at, dieCards, eventsOf, refused, run, scenario, start, toAction, u } from './fixtures.js';

function stacked(s: DobState, side: 'A' | 'B', cards: number[]): DobState {
  const r = stackDeck(s, side, cards);
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right;
}

describe('§5.4 die-result modification before ranged draws', () => {
  const game = () => {
    const s = toAction(start(scenario({ A: [u('la', 'LA', at(5, 7))], B: [u('px', 'PX', at(5, 5), 2)], options: { dieModWindows: 'all' } })), {}, 'A');
    return stacked(stacked(s, 'A', dieCards([3, 5])), 'B', dieCards([4]));
  };

  it('the attacker buys +1 on the attack, the defender cedes; the attacker buys −1 on the defense: 6 > 5 disrupts', () => {
    const s = run(game(), { type: 'activateUnit', side: 'A', unit: 'la', action: 'fire' }, { type: 'fire', side: 'A', lead: 'la', supporters: [], target: 'px' }).state;
    expect(s.phase).toMatchObject({ kind: 'dieMod', drawer: 'A', toAct: 'A' });
    const apA = s.players.A.unspent;
    const r = run(
      s,
      { type: 'modifyDie', side: 'A', delta: 1 },
      { type: 'declineDieMod', side: 'B' },
      { type: 'declineDieMod', side: 'B' },
      { type: 'modifyDie', side: 'A', delta: -1 },
      { type: 'declineDieMod', side: 'B' },
    );
    const b = eventsOf(r.events, 'ranged-attack')[0]!['breakdown'] as Record<string, unknown>;
    expect(b).toMatchObject({ attack: 6, defense: 5, result: 'disrupted' });
    expect(r.state.players.A.unspent).toBe(apA - 2);
    expect(r.state.phase.kind).toBe('action');
  });

  it('the net modification stays within ±1', () => {
    const s = run(game(), { type: 'activateUnit', side: 'A', unit: 'la', action: 'fire' }, { type: 'fire', side: 'A', lead: 'la', supporters: [], target: 'px' }, { type: 'modifyDie', side: 'A', delta: 1 }).state;
    expect(refused(s, { type: 'modifyDie', side: 'B', delta: 1 }).code).toBe('modification-limit');
  });
});

describe('§5.4 windows in random play', () => {
  it('whole games with every window open still play through with only legal commands', () => {
    const sc = { ...exampleScenario, options: { dieModWindows: 'all' as const } };
    let windows = 0;
    for (let g = 0; g < 8; g++) {
      const r = dawnOfBattle.setup(sc, { seed: `windows-${g}` });
      if (E.isLeft(r)) throw new Error(r.left.message);
      let s = r.right;
      let rng: RngState = aleaFromSeed(`w-agent-${g}`);
      for (let ply = 0; ply < 4000 && s.phase.kind !== 'over'; ply++) {
        if (s.phase.kind === 'dieMod') windows++;
        const cmds = dawnOfBattle.legalCommands(s);
        const d = drawInt(rng, 0, cmds.length - 1);
        rng = d.rng;
        const step = dawnOfBattle.apply(s, cmds[d.value]!);
        if (E.isLeft(step)) throw new Error(step.left.message);
        s = step.right.state;
      }
      expect(s.phase.kind).toBe('over');
    }
    expect(windows).toBeGreaterThan(0);
  });
});
