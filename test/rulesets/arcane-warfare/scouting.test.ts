import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/random/rng.js';
import { scoutFactor, scoutingRoll } from '../../../src/rulesets/arcane-warfare/index.js';

const army12 = [...Array(3).fill('CvL'), ...Array(2).fill('CvLA'), ...Array(4).fill('SpL'), ...Array(3).fill('SpM')] as string[];

describe('§4.1 scouting', () => {
  it('the scout factor counts Light mounted 1 and Light foot a half, capped at a third of the units (12 units: 7 capped at 4)', () => {
    expect(scoutFactor(army12)).toBe(4);
    expect(scoutFactor(['CvL', 'SpL', 'SpM', 'SpM', 'SpM', 'SpM'])).toBe(1.5);
  });

  it('each side throws 2D6 and adds its factor; the high scorer chooses who attacks', () => {
    const r = scoutingRoll([{ player: 'a', types: army12 }, { player: 'b', types: ['SpM', 'SpM', 'SpM'] }], scriptedRng([3, 4, 6, 5]));
    expect(r.scores.map((s) => [s.dice, s.factor, s.score])).toEqual([[[3, 4], 4, 11], [[6, 5], 0, 11]].map(([d, f, s]) => [d, f, s]));
    // 11 against 11: a tie, drawn at random from the generator's next value.
    expect(r.tie).toBe(true);
    const drawn = scoutingRoll([{ player: 'a', types: army12 }, { player: 'b', types: ['SpM'] }], scriptedRng([3, 4, 6, 5, 1]));
    expect(drawn.winner).toBe('b');
    const plain = scoutingRoll([{ player: 'a', types: army12 }, { player: 'b', types: ['SpM'] }], scriptedRng([3, 4, 2, 2]));
    expect([plain.tie, plain.winner, plain.scores[0].score, plain.scores[1].score]).toEqual([false, 'a', 11, 4]);
  });
});
