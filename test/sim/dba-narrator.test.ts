import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { battleText, playGame, replayLog, resolveAgents, type AnyRulesetKit } from '../../src/sim/index.js';
import { exampleScenario } from '../../src/rulesets/dba/index.js';
import { dbaKit, describeSteps } from '../../src/dba/kit/index.js';

const sim = dbaKit as AnyRulesetKit;

describe('DBA game logs narrated (§deployment, §tactical-moves, §close-combat)', () => {
  it('tells every command of a game as a sentence with its section, not as JSON', () => {
    const agents = resolveAgents(sim, ['greedy', 'random']);
    if (E.isLeft(agents)) throw new Error(agents.left.message);
    const played = playGame(sim, { index: 0, seed: 'narrated', scenario: exampleScenario, options: { maxBounds: 6 }, agents: agents.right, rotate: false, maxPlies: 400, keepLog: true });
    const rep = replayLog(sim, played.log);
    if (E.isLeft(rep)) throw new Error(rep.left.message);
    const text = battleText(rep.right.plies, 'dba');
    expect(text).not.toMatch(/\{"tag"/);
    expect(text).toMatch(/^ {3}1\. \w+ gives the numbers 5 and 6 to table edges \d and \d \(§deployment\)/);
    expect(text).toMatch(/deploys its army (by the scenario's placements|in one line|by its own placements) \(§deployment\)/);
    expect(text).toMatch(/moves [\w-]+ \([a-z ]+(, general)?\): (forward|back|sidestep|wheel|turn)[^\n]*\(§tactical-moves, §move-distances\)|moves a group of \d+/);
    expect(text).toMatch(/ends its moves \(§sequence-of-play\)/);
  });

  it('writes move programs in words', () => {
    expect(describeSteps([{ kind: 'forward', distance: 200 }, { kind: 'wheel', angle: -30 }, { kind: 'column' }])).toBe('forward 200p, wheel -30°, into column');
    expect(describeSteps([{ kind: 'forward', distance: -40 }, { kind: 'sidestep', distance: -20.4 }])).toBe('back 40p, sidestep right 20p');
    expect(describeSteps([])).toBe('no steps');
  });
});
