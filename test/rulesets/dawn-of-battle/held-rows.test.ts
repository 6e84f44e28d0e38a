// A move list reads its search's rows from the search's reused arrays until a later search
// overwrites them (reach-rows.ts): then it searches again, or, after `keep()`, reads its own
// copy. Either way every end and path must be what the list gave while its rows were fresh.
import { describe, expect, it } from 'vitest';
import type { DobState, UnitState } from '../../../src/dawn-of-battle/index.js';
import { legalChargeEnds, legalMoveEnds, moveEnv, type ReachList } from '../../../src/rulesets/dawn-of-battle/rules/07-movement/movement.js';
import { playExampleRandomly } from './fixtures.js';

/** Every end and path of a list, as plain data. */
function contents(list: ReachList): unknown[] {
  return Array.from({ length: list.length }, (_, i) => ({ end: list.end(i), path: list.path(i) }));
}

/** States of the example scenario's games with two or more units of the side to act on the map. */
function states(seed: string, wanted: number): Array<{ s: DobState; mine: UnitState[] }> {
  const out: Array<{ s: DobState; mine: UnitState[] }> = [];
  playExampleRandomly(seed, `${seed}-agent`, 3000, (s, _cmds, ply) => {
    if (out.length >= wanted) return true;
    if (s.phase.kind !== 'action' || ply % 3 !== 0) return;
    const side = s.phase.toAct;
    const mine = Object.values(s.units).filter((x) => x.side === side && x.where === 'map');
    if (mine.length >= 2) out.push({ s, mine });
  });
  return out;
}

describe('move lists outlive the search arrays they read', () => {
  it('after other searches, a list (kept or not) gives the ends and paths it gave fresh', () => {
    let compared = 0;
    for (const { s, mine } of states('held-rows', 25)) {
      const env = moveEnv(s, mine[0]!.side);
      const fresh = mine.map((u) => contents(legalMoveEnds(s, u, env)));
      // Each list is read only after every other unit's search (and a charge search) has run.
      const lists = mine.map((u) => legalMoveEnds(s, u, env));
      const kept = mine.map((u) => {
        const l = legalMoveEnds(s, u, env);
        l.keep();
        return l;
      });
      for (const u of mine) legalChargeEnds(s, u, env);
      for (let i = 0; i < mine.length; i++) {
        expect(contents(lists[i]!)).toEqual(fresh[i]);
        expect(contents(kept[i]!)).toEqual(fresh[i]);
        compared += fresh[i]!.length;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });
});
