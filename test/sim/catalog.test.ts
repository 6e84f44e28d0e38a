/**
 * Every ruleset the command knows, through the generic simulator: its catalog entry is
 * consistent, its default scenario sets up, and its agents never submit an illegal command.
 * Rulesets join this suite by being added to src/registry/index.ts; nothing here names one.
 */
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/cli/catalog.js';
import { agentNames, simulate } from '../../src/sim/index.js';

/**
 * Games per ruleset in `npm test` (10). The 1,000-game soak is `SIM_GAMES=1000 npx vitest run
 * test/sim/catalog.test.ts` (or `strategos simulate --games 1000 --workers auto`, which checks the
 * same statuses): free-form rulesets play about one game a second, too slow for every CI run.
 */
const GAMES = Number(process.env['SIM_GAMES'] ?? 10);

describe('the command catalog', () => {
  it('lists each ruleset under its own id, with a default scenario that decodes and sets up', () => {
    for (const [id, sim] of Object.entries(catalog)) {
      expect(sim.ruleset.id).toBe(id);
      const name = sim.defaultScenario ?? Object.keys(sim.scenarios ?? {})[0];
      expect(name, `${id} needs a bundled scenario`).toBeDefined();
      const r = simulate({ ruleset: sim, scenario: sim.scenarios![name!]!.scenario, games: 1, seed: 'catalog', agents: ['random'] });
      expect(E.isRight(r) ? 'ok' : r.left.message).toBe('ok');
    }
  });
});

for (const [id, sim] of Object.entries(catalog)) {
  describe(`${id} through the simulator`, () => {
    const name = sim.defaultScenario ?? Object.keys(sim.scenarios ?? {})[0]!;
    const scenario = sim.scenarios![name]!.scenario;
    // Each of the ruleset's own agents against random (random alone when it has none), the games
    // shared out so a ruleset with several agents costs no more than one with one.
    const own = agentNames(sim).filter((a) => a !== 'random');
    for (const agent of own.length > 0 ? own : ['random']) {
      const games = Math.max(2, Math.round(GAMES / Math.max(1, own.length)));
      it(`${agent} and random never submit an illegal command in ${games} games`, () => {
        const r = simulate({ ruleset: sim, scenario, games, seed: `illegal-${id}-${agent}`, agents: [agent, 'random'], rotate: true });
        if (E.isLeft(r)) throw new Error(r.left.message);
        const bad = r.right.records.filter((g) => g.status === 'illegal-command' || g.status === 'no-move' || g.status === 'stalled');
        expect(bad.map((g) => `${g.index}: ${g.reason}`)).toEqual([]);
      });
    }
  });
}
