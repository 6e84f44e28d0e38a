// Plays one game of Dawn of Battle between two random agents and prints what happened.
// Run after `npm run build`:  node examples/dawn-of-battle/random-game.mjs [seed] [scenario.json]
import { readFileSync } from 'node:fs';
import { dawnOfBattle, exampleScenario, viewFor } from 'strategos/dawn-of-battle';
import { aleaFromSeed, drawInt } from 'strategos/random';

const seed = process.argv[2] ?? 'example';
const scenario = process.argv[3] ? JSON.parse(readFileSync(process.argv[3], 'utf8')) : exampleScenario;

const setup = dawnOfBattle.setup(scenario, { seed });
if (setup._tag === 'Left') {
  console.error(setup.left.message);
  process.exit(1);
}
let state = setup.right;
let agent = aleaFromSeed(`agent:${seed}`);
let plies = 0;
const counts = {};
while (dawnOfBattle.outcome(state) === null) {
  const options = dawnOfBattle.legalCommands(state);
  const pick = drawInt(agent, 0, options.length - 1);
  agent = pick.rng;
  const step = dawnOfBattle.apply(state, options[pick.value]);
  if (step._tag === 'Left') throw new Error(step.left.message);
  for (const e of step.right.events) counts[e.type] = (counts[e.type] ?? 0) + 1;
  state = step.right.state;
  plies++;
}
console.log(`${plies} commands, ${state.turn} turns`);
console.log('events:', counts);
console.log('outcome:', dawnOfBattle.outcome(state));
console.log("A's view of B's hand:", viewFor(state, 'A').players.B.hand, `(${viewFor(state, 'A').players.B.handSize} cards)`);
