// Units, leaders, players and the map are written with their keys in sorted order, by setup and
// by the reducer's copies alike: the final state hash's canonical JSON then takes them as they
// are (no sorted copy of each), and every unit keeps one object layout (two cost every rule that
// reads units). The order is not part of the state's meaning: the canonical JSON sorts anyway.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { exampleScenario, prepareScenario, type DobState, type Scenario, type ScenarioOptions } from '../../../src/dawn-of-battle/index.js';
import { playRandomly } from './fixtures.js';

const sorted = (o: object): boolean => Object.keys(o).every((k, i, ks) => i === 0 || ks[i - 1]! < k);

/** The records of `s` whose keys are not in sorted order, by path. */
function unsortedParts(s: DobState): string[] {
  const out: string[] = [];
  for (const [id, u] of Object.entries(s.units)) if (!sorted(u)) out.push(`units.${id}`);
  for (const [id, l] of Object.entries(s.leaders)) if (!sorted(l)) out.push(`leaders.${id}`);
  for (const side of ['A', 'B'] as const) if (!sorted(s.players[side])) out.push(`players.${side}`);
  if (!sorted(s.map)) out.push('map');
  return out;
}

const OPTIONS: ReadonlyArray<ScenarioOptions> = [{}, { dummyLeaders: true, freeDeployment: true }, { dummyLeaders: true, tournamentBalancing: true, quickerPlay: true }];

describe('state records are written in sorted key order', () => {
  for (const [i, options] of OPTIONS.entries()) {
    for (const prepared of [false, true]) {
      it(`through a game (options ${JSON.stringify(options)}, ${prepared ? 'prepared' : 'raw'} scenario)`, () => {
        const raw: Scenario = { ...exampleScenario, options: { ...exampleScenario.options, ...options } };
        const p = prepareScenario(raw);
        if (E.isLeft(p)) throw new Error(p.left.message);
        const sc = prepared ? p.right : raw;
        const layouts = new Set<string>();
        let states = 0;
        playRandomly(sc, `order-${i}`, `order-agent-${i}`, 400, (s) => {
          states++;
          expect(unsortedParts(s)).toEqual([]);
          for (const u of Object.values(s.units)) layouts.add(Object.keys(u).join());
        });
        expect(states).toBeGreaterThan(50);
        expect([...layouts]).toHaveLength(1);
      });
    }
  }
});
