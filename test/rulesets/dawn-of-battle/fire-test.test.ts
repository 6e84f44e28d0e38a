// §8 ranged fire: `fireTest` (one firer's checks made once, for scanning many targets) must
// answer as `canFireAt` does for every firer and target, on states of whole random games of the
// example scenario and of a 20-units-a-side battle (missile, gunpowder and cannon firers, Camps).
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { type DobState } from '../../../src/dawn-of-battle/index.js';
import { randomScenario } from '../../../src/dawn-of-battle/design/index.js';
import { occupancy } from '../../../src/rulesets/dawn-of-battle/query/derived.js';
import { canFireAt, fireTest } from '../../../src/rulesets/dawn-of-battle/rules/08-ranged/ranged.js';
import { playExampleRandomly, playRandomly } from './fixtures.js';

function sampled(play: (visit: (s: DobState, cmds: unknown, ply: number) => boolean | void) => void): DobState[] {
  const out: DobState[] = [];
  play((s, _c, ply) => {
    if (ply % 5 === 0) out.push(s);
  });
  return out;
}

describe('§8 fireTest', () => {
  it('answers as canFireAt for every pair of units', () => {
    const battle = randomScenario('fire-test-battle', { budget: 200 });
    if (E.isLeft(battle)) throw new Error(battle.left.message);
    const states = [
      ...sampled((v) => playExampleRandomly('fire-test', 'fire-test-agent', 3000, v)),
      ...sampled((v) => playRandomly(battle.right.scenario, 'fire-test-b', 'fire-test-b-agent', 600, v)),
    ];
    let yes = 0;
    let pairs = 0;
    for (const s of states) {
      const occ = occupancy(s);
      const units = Object.values(s.units);
      for (const f of units) {
        const can = fireTest(s, f, occ);
        for (const t of units) {
          const want = canFireAt(s, f, t, occ);
          expect(can(t), `${f.id} at ${t.id}`).toBe(want);
          if (want) yes++;
          pairs++;
        }
      }
    }
    expect(pairs).toBeGreaterThan(10_000);
    expect(yes).toBeGreaterThan(50);
  });
});
