// The README's first example, kept runnable: play a whole Dawn of Battle game by always taking
// the first legal command, then print the outcome. In this repository, run after `npm run build`.
import { dawnOfBattle, exampleScenario } from 'strategos/dawn-of-battle';

const setup = dawnOfBattle.setup(exampleScenario, { seed: 'first-game' });
if (setup._tag === 'Left') throw new Error(setup.left.message);
let state = setup.right;
while (dawnOfBattle.outcome(state) === null) {
  const [command] = dawnOfBattle.legalCommands(state); // a frontend asks the player instead
  const step = dawnOfBattle.apply(state, command);
  if (step._tag === 'Left') throw new Error(step.left.message); // reason + rule citations
  state = step.right.state;
}
console.log(dawnOfBattle.outcome(state));
