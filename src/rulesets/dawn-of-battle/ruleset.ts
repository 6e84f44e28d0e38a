/**
 * The Dawn of Battle ruleset object: the contract (src/core/ruleset.ts) assembled from the
 * reducer, the legal-command lists, the views and the codecs.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Outcome, PlayerId, Ruleset, SetupOptions } from '../../core/ruleset.js';
import { cite } from '../../core/citation.js';
import { decode } from '../../core/decode.js';
import { setupError, type SetupError } from '../../core/errors.js';
import type { RuleViolation } from '../../core/errors.js';
import type { RngState } from '../../random/rng.js';
import { commandCodec, type DobCommand } from './model/commands.js';
import type { DobEvent } from './kernel/context.js';
import { filterEvents } from './filter-events.js';
import { legalCommands } from './legal.js';
import { optionsCodec } from './options-codec.js';
import { pending, type DobDecisionKind } from './pending.js';
import { apply } from './reduce.js';
import { rulingsInForce } from './rulings-in-force.js';
import { sampleCommands } from './sample.js';
import { scenarioCodec, type Scenario } from './model/scenario.js';
import { setup, type DobSetupOptions } from './setup.js';
import { DOB_STATE_VERSION, stateCodec } from './state-codec.js';
import { SIDES, type DobState, type Side } from './model/state.js';
import type { DobViolationCode } from './model/violation-codes.js';
import { viewFor, type DobView } from './view.js';
import { determinizedState } from './view-state.js';

/**
 * The result once the game is over. Under re-dos (§15.3.2) the command that ends the game may be
 * re-done: its result is declared in `state.result` but stands only when the re-do window over it
 * has closed, so until then there is no outcome. `points` are the victory points of §13 (higher
 * is better; a sudden-death win scores none).
 */
export function outcome(s: DobState): Outcome<Side> | null {
  const r = s.result;
  if (r === null || s.phase.kind !== 'over') return null;
  return { winner: r.winner, level: r.level, points: r.points, reason: r.reason, citations: r.citations, reconstructed: s.reconstructed, rulings: rulingsInForce(s.options) };
}

/** The verdict `apply` would give. */
function check(state: DobState, command: DobCommand): RuleViolation<DobViolationCode> | null {
  const r = apply(state, command);
  return E.isLeft(r) ? (r.left as RuleViolation<DobViolationCode>) : null;
}

/**
 * `setup`, with the options checked by their codec first: a caller that skipped `createGame`
 * (which decodes them) gets malformed options refused, as DBA refuses them, not ignored.
 */
function checkedSetup(scenario: Scenario, opts: SetupOptions<DobSetupOptions>): E.Either<SetupError, DobState> {
  if (opts.options !== undefined) {
    const o = decode(optionsCodec, opts.options);
    if (E.isLeft(o)) return E.left({ ...setupError('bad-options', `The options are not well formed:\n${o.left.message}`, cite('strategos', 'options')), issues: o.left.issues });
  }
  return setup(scenario, opts);
}

/** Only `player`'s commands (the list itself when every command is theirs, as it always is today: one player decides at a time). */
function ofPlayer(list: ReadonlyArray<DobCommand>, player: PlayerId | undefined): ReadonlyArray<DobCommand> {
  if (player === undefined) return list;
  for (const c of list) if (c.player !== player) return list.filter((x) => x.player === player);
  return list;
}

/** True when `player` is not the one to decide now: nothing of theirs to list. */
function notDeciding(s: DobState, player: PlayerId | undefined): boolean {
  if (player === undefined) return false;
  const ph = s.phase;
  return ph.kind === 'over' || ph.toAct !== player;
}

/**
 * The Dawn of Battle ruleset. `setup` takes a {@link Scenario} and, in `options.data`, any data
 * files to use instead of the shipped reconstructed defaults.
 */
export const dawnOfBattle: Ruleset<Scenario, DobState, DobCommand, DobEvent, DobSetupOptions, DobView, DobViolationCode, DobDecisionKind> = {
  id: 'dawn-of-battle',
  edition: "designer's edition, Aug 1 2023",
  stateVersion: DOB_STATE_VERSION,
  scenarioCodec,
  commandCodec,
  stateCodec,
  optionsCodec,
  setup: checkedSetup,
  players: () => SIDES,
  check,
  apply: apply as Ruleset<Scenario, DobState, DobCommand, DobEvent, DobSetupOptions, DobView, DobViolationCode, DobDecisionKind>['apply'],
  pending,
  legalCommands: (s: DobState, player?: PlayerId) => (notDeciding(s, player) ? [] : ofPlayer(legalCommands(s), player)),
  sampleCommands: (s: DobState, rng: RngState, n: number, player?: PlayerId) => (notDeciding(s, player) ? [] : ofPlayer(sampleCommands(s, rng, n), player)),
  view: (s, player) => viewFor(s, player as Side),
  determinize: (s, player, rng) => determinizedState(s, player as Side, rng),
  filterEvents,
  outcome,
};
