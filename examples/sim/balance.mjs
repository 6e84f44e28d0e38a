// The simulation API from a script: is the high-roll game balanced between the side that rolls
// first and the other? Runs 20,000 games in this thread and prints the summary.
//
//   npm run build && node examples/sim/balance.mjs
import { simulate, summaryText } from 'strategos/sim';
import highRoll from './high-roll.mjs';

const result = simulate({ ruleset: highRoll, scenario: { rounds: 3 }, scenarioName: 'three rounds', games: 20_000, seed: 'balance', agents: ['random'] });
if (result._tag === 'Left') {
  console.error(result.left.message);
  process.exit(1);
}
process.stdout.write(summaryText(result.right));
const [a, b] = result.right.summary.sides;
const overlap = a.winRate.low <= b.winRate.high && b.winRate.low <= a.winRate.high;
console.log(overlap ? 'No clear first-player advantage: the 95% intervals overlap.' : 'One side wins clearly more often.');
