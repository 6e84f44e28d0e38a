// A frontend's game loop without a frontend: the game store (`createGame`) keeps the state and
// the history, tells its subscribers about every change, takes a move back, saves the game as
// a log and restores it exactly (`loadGame`).
//
//   npm run build && node examples/game-store.mjs
import { createGame, loadGame, stateHash } from 'strategos';
import { rulesets } from 'strategos/registry';
import { exampleScenario } from 'strategos/dawn-of-battle';

const dob = rulesets['dawn-of-battle'];
const created = createGame(dob, exampleScenario, { seed: 'store-example' });
if (created._tag === 'Left') throw new Error(created.left.message);
const game = created.right;

let told = 0;
const unsubscribe = game.subscribe(() => told++);

// Play the first legal command of whoever must decide, forty times.
for (let i = 0; i < 40 && game.outcome() === null; i++) {
  const [decision] = game.pending();
  const [command] = game.legalCommands(decision.player);
  const verdict = game.dispatch(command);
  if (verdict._tag === 'Left') throw new Error(verdict.left.message);
}
const refused = game.dispatch({ type: 'no-such-command', player: 'A' });
console.log(`refused: ${refused._tag === 'Left' ? refused.left.code : 'accepted?!'}`);

game.undo();
game.redo();
unsubscribe();
console.log(`${game.plies} commands played, ${told} changes told, ${game.events().length} events`);

const saved = JSON.parse(JSON.stringify(game.save()));
const restored = loadGame(dob, saved);
if (restored._tag === 'Left') throw new Error(JSON.stringify(restored.left));
console.log(`restored the same state: ${stateHash(restored.right.state) === stateHash(game.state)}`);
if (stateHash(restored.right.state) !== stateHash(game.state)) process.exit(1);
