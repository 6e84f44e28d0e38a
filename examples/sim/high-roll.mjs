// A plug-in ruleset in plain JavaScript, for `strategos --ruleset-module`: two players each roll
// a die per round for three rounds; the higher total wins. It shows the least a ruleset needs to
// be simulated (a Ruleset plus `players`), and two optional hooks (stats and a bundled scenario).
//
//   npm run build
//   node dist/cli.js simulate --ruleset-module examples/sim/high-roll.mjs --games 10000 --workers auto
//   node dist/cli.js simulate --ruleset-module examples/sim/high-roll.mjs --log game.json --quiet
//   node dist/cli.js replay game.json --ruleset-module examples/sim/high-roll.mjs
import * as t from 'io-ts';
import * as E from 'fp-ts/lib/Either.js';
import { aleaFromSeed, rollD6 } from 'strategos/random';

const other = (side) => (side === 'a' ? 'b' : 'a');

const ruleset = {
  id: 'high-roll',
  edition: 'example',
  scenarioCodec: t.type({ rounds: t.number }),
  commandCodec: t.type({ type: t.literal('roll'), player: t.string }),
  setup: (scenario, opts) => E.right({ rng: aleaFromSeed(opts.seed), round: 1, rounds: scenario.rounds, score: { a: 0, b: 0 }, turn: 'a' }),
  apply(state, command) {
    if (state.round > state.rounds) return E.left({ kind: 'rule-violation', code: 'game-over', message: 'The game is over.', citations: [] });
    if (command.player !== state.turn) {
      return E.left({ kind: 'rule-violation', code: 'wrong-player', message: `It is ${state.turn}'s roll.`, citations: [] });
    }
    const die = rollD6(state.rng);
    const score = { ...state.score, [command.player]: state.score[command.player] + die.value };
    const round = state.turn === 'b' ? state.round + 1 : state.round;
    return E.right({ state: { ...state, rng: die.rng, score, round, turn: other(state.turn) }, events: [{ type: 'rolled', player: command.player, value: die.value }] });
  },
  pending: (state) => (state.round > state.rounds ? null : { player: state.turn, kind: 'roll', prompt: 'Roll the die.' }),
  legalCommands: (state) => (state.round > state.rounds ? [] : [{ type: 'roll', player: state.turn }]),
  outcome(state) {
    if (state.round <= state.rounds) return null;
    const { a, b } = state.score;
    return { winner: a === b ? null : a > b ? 'a' : 'b', level: a === b ? 'draw' : 'win', points: state.score, reason: 'the higher total', citations: [], reconstructedData: false };
  },
};

export default {
  ruleset,
  players: () => ['a', 'b'],
  stats: { turn: (state) => Math.min(state.round, state.rounds) },
  scenarios: { 'three-rounds': { description: 'three rounds of one die each', scenario: { rounds: 3 }, reconstructed: false } },
};
