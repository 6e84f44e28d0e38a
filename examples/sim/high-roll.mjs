// A plug-in ruleset in plain JavaScript, for `strategos --ruleset-module`: two players each roll
// a die per round for three rounds; the higher total wins. It shows the whole contract a ruleset
// implements (docs/contract.md) in a few lines, and two optional hooks of its kit (stats and a
// bundled scenario).
//
//   npm run build
//   node dist/cli.js simulate --ruleset-module examples/sim/high-roll.mjs --games 10000 --workers auto
//   node dist/cli.js simulate --ruleset-module examples/sim/high-roll.mjs --log game.json --quiet
//   node dist/cli.js replay game.json --ruleset-module examples/sim/high-roll.mjs
import * as t from 'io-ts';
import * as E from 'fp-ts/lib/Either.js';
import { blindState, closed } from 'strategos';
import { aleaFromSeed, rollD6, rngStateCodec } from 'strategos/random';

const other = (side) => (side === 'a' ? 'b' : 'a');

const side = t.keyof({ a: null, b: null });
const stateCodec = closed(
  t.type({ version: t.literal(1), rng: rngStateCodec, round: t.number, rounds: t.number, score: t.type({ a: t.number, b: t.number }), turn: side }),
);

const ruleset = {
  id: 'high-roll',
  edition: 'example',
  stateVersion: 1,
  scenarioCodec: closed(t.type({ rounds: t.number })),
  commandCodec: closed(t.type({ type: t.literal('roll'), player: t.string })),
  optionsCodec: t.unknown,
  stateCodec,
  setup: (scenario, opts) => E.right({ version: 1, rng: aleaFromSeed(opts.seed), round: 1, rounds: scenario.rounds, score: { a: 0, b: 0 }, turn: 'a' }),
  players: () => ['a', 'b'],
  check(state, command) {
    const r = this.apply(state, command);
    return r._tag === 'Left' ? r.left : null;
  },
  apply(state, command) {
    if (state.round > state.rounds) return E.left({ kind: 'rule-violation', code: 'game-over', message: 'The game is over.', citations: [] });
    if (command.player !== state.turn) {
      return E.left({ kind: 'rule-violation', code: 'wrong-player', message: `It is ${state.turn}'s roll.`, citations: [] });
    }
    const die = rollD6(state.rng);
    const score = { ...state.score, [command.player]: state.score[command.player] + die.value };
    const round = state.turn === 'b' ? state.round + 1 : state.round;
    return E.right({ state: { ...state, rng: die.rng, score, round, turn: other(state.turn) }, events: [{ type: 'rolled', player: command.player, value: die.value, citations: [] }] });
  },
  pending: (state) => (state.round > state.rounds ? [] : [{ player: state.turn, kind: 'roll', prompt: 'Roll the die.' }]),
  legalCommands: (state, player) => (state.round > state.rounds || (player !== undefined && player !== state.turn) ? [] : [{ type: 'roll', player: state.turn }]),
  // Nothing is hidden but the future rolls: the view leaves out the generator.
  view: ({ rng: _future, ...seen }) => seen,
  determinize: (state, _player, rng) => blindState(state, rng),
  filterEvents: (events) => events,
  outcome(state) {
    if (state.round <= state.rounds) return null;
    const { a, b } = state.score;
    return { winner: a === b ? null : a > b ? 'a' : 'b', level: a === b ? 'draw' : 'win', points: state.score, reason: 'the higher total', citations: [], reconstructed: false, rulings: [] };
  },
};

export default {
  ruleset,
  stats: { turn: (state) => Math.min(state.round, state.rounds) },
  scenarios: { 'three-rounds': { description: 'three rounds of one die each', scenario: { rounds: 3 }, reconstructed: false } },
};
