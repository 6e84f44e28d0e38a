// Dawn of Battle from a script: the greedy agent against the random agent on every core
// (`simulateParallel` from strategos/node: the same records as a run in one thread), then the
// greedy agent's choice in the opening position, as a frontend's bot would ask for it.
//
//   npm run build && node examples/sim/threads.mjs [games]
import { kits } from 'strategos/registry';
import { simulateParallel } from 'strategos/node';
import { chooseCommand, summaryText } from 'strategos/sim';
import { dobGreedyAgent } from 'strategos/dawn-of-battle/kit';

const dob = kits['dawn-of-battle'];
const games = Number(process.argv[2] ?? 8);
const result = await simulateParallel({
  ruleset: dob,
  scenario: dob.scenarios.default.scenario,
  scenarioName: 'default (reconstructed)',
  games,
  seed: 'threads-example',
  agents: ['greedy', 'random'],
  rotate: true,
  batchSize: 2,
  workers: 'auto',
});
if (result._tag === 'Left') {
  console.error(result.left.message);
  process.exit(1);
}
process.stdout.write(summaryText(result.right));

// The bot sees only its player's view: the opponent's face-down leaders, hand and the order of
// both decks are re-dealt from its own stream, so it cannot peek.
const start = dob.ruleset.setup(dob.ruleset.scenarioCodec.decode(dob.scenarios.default.scenario).right, { seed: 'opening' });
if (start._tag === 'Left') throw new Error(start.left.message);
const [decision] = dob.ruleset.pending(start.right); // every decision open now; one at the start
const move = chooseCommand(dob, dobGreedyAgent, start.right, { seed: 'opening', ply: 0 });
console.log(`\nOpening decision for ${decision.player} (${decision.kind}): the greedy agent plays ${JSON.stringify(move)}`);
