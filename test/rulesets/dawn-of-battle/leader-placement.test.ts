// §4.4 leader placement: the lazy list of placement hexes (leader-placement.ts) must be exactly
// the map's hexes that the placeLeader command's own check accepts, in map order, for either
// side, on states from whole games (so with units and leaders on the map and off it).
import { describe, expect, it } from 'vitest';
import type { DobState } from '../../../src/dawn-of-battle/index.js';
import { mapHexes } from '../../../src/rulesets/dawn-of-battle/query/derived.js';
import { leaderPlacementHexes, leaderPlacements } from '../../../src/rulesets/dawn-of-battle/rules/04-sequence/leader-placement.js';
import { canPlaceLeaderAt } from '../../../src/rulesets/dawn-of-battle/rules/04-sequence/sequence.js';
import { playExampleRandomly } from './fixtures.js';

describe('§4.4 leader placement hexes', () => {
  it('are the hexes canPlaceLeaderAt accepts, in map order, by position and as an array', () => {
    const states: DobState[] = [];
    playExampleRandomly('leader-placement', 'leader-placement-agent', 4000, (s, _cmds, ply) => {
      if (ply % 3 === 0) states.push(s);
    });
    let blockedSeen = 0;
    for (const s of states) {
      for (const side of ['A', 'B'] as const) {
        const all = mapHexes(s);
        const want = all.filter((h) => canPlaceLeaderAt({ s }, side, h));
        const list = leaderPlacements(s, side);
        expect(Array.from({ length: list.length }, (_, i) => list.at(i))).toEqual(want);
        expect(leaderPlacementHexes(s, side)).toEqual(want);
        blockedSeen += all.length - want.length;
      }
    }
    expect(states.length).toBeGreaterThan(40);
    expect(blockedSeen).toBeGreaterThan(100);
  });
});
