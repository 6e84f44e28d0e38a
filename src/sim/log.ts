import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { canonicalJson } from '../core/canonical-json.js';
import { decode } from '../core/decode.js';
import type { RuleViolation } from '../core/errors.js';
import { stateHash } from '../core/hash.js';
import { commandDecodeViolation } from '../core/replay.js';
import type { Outcome, PlayerId } from '../core/ruleset.js';
import { simError, type SimError } from './errors.js';
import { narrateCommand, narrateEvent } from './narrate.js';
import type { AnyRulesetKit, GameLog, Narration } from './types.js';

/** io-ts codec of a {@link GameLog} read from a file. */
export const gameLogCodec = t.type({
  format: t.literal('strategos-log/1'),
  ruleset: t.string,
  edition: t.string,
  scenario: t.unknown,
  options: t.unknown,
  seed: t.string,
  agents: t.record(t.string, t.string),
  entries: t.array(t.type({ ply: t.number, player: t.string, command: t.unknown, events: t.array(t.unknown) })),
  status: t.string,
  outcome: t.unknown,
  finalHash: t.string,
});

/** One replayed command, narrated: the command's sentence and one per event. */
export interface NarratedPly {
  readonly ply: number;
  readonly player: PlayerId;
  readonly command: Narration;
  readonly events: ReadonlyArray<Narration>;
}

/** A command of the log that did not decode or was refused. */
export interface IllegalCommand {
  /** Position in the log (0-based). */
  readonly index: number;
  readonly player: PlayerId;
  readonly command: unknown;
  readonly violation: RuleViolation;
}

/** What replaying a log found. */
export interface ReplayReport {
  readonly plies: ReadonlyArray<NarratedPly>;
  /** The first command refused, or `null` when every command applied. */
  readonly illegal: IllegalCommand | null;
  /** The first entry whose replayed events differ from the logged ones, or `null`. */
  readonly divergedAt: number | null;
  readonly outcome: Outcome | null;
  readonly finalHash: string;
  /** True when the whole log applied and the final state hash matches the log's. */
  readonly matches: boolean;
}

/**
 * Replays a game log (untrusted JSON) with its ruleset: applies each command in order,
 * narrates it, and stops at the first command that fails to decode or is refused. Checks the
 * replayed events and final state hash against the log, so a log from another version or an
 * edited log is caught.
 */
export function replayLog(sim: AnyRulesetKit, input: unknown): E.Either<SimError, ReplayReport> {
  const decoded = decode(gameLogCodec, input);
  if (E.isLeft(decoded)) return E.left(simError('bad-log', `not a strategos game log:\n${decoded.left.message}`));
  const log = decoded.right;
  const rs = sim.ruleset;
  if (log.ruleset !== rs.id) return E.left(simError('wrong-ruleset', `the log is a ${log.ruleset} game, not ${rs.id}.`));
  const scenario = decode(rs.scenarioCodec, log.scenario);
  if (E.isLeft(scenario)) return E.left(simError('bad-scenario', `the log's scenario does not decode:\n${scenario.left.message}`));
  const opts = log.options === null || log.options === undefined ? { seed: log.seed } : { seed: log.seed, options: log.options };
  const initial = rs.setup(scenario.right, opts);
  if (E.isLeft(initial)) return E.left(simError('setup-refused', `the log's scenario cannot be set up: ${initial.left.message}`));
  let state: unknown = initial.right;
  const plies: NarratedPly[] = [];
  let illegal: IllegalCommand | null = null;
  let divergedAt: number | null = null;
  for (let index = 0; index < log.entries.length; index++) {
    const entry = log.entries[index]!;
    const cmd = decode(rs.commandCodec, entry.command);
    if (E.isLeft(cmd)) {
      illegal = { index, player: entry.player, command: entry.command, violation: commandDecodeViolation(cmd.left) };
      break;
    }
    const step = rs.apply(state, cmd.right);
    if (E.isLeft(step)) {
      illegal = { index, player: entry.player, command: entry.command, violation: step.left };
      break;
    }
    const command = narrateCommand(sim, cmd.right, state, entry.player);
    state = step.right.state;
    const after = state;
    plies.push({ ply: entry.ply, player: entry.player, command, events: step.right.events.map((ev: unknown) => narrateEvent(sim, ev, after)) });
    if (divergedAt === null && canonicalJson(step.right.events) !== canonicalJson(entry.events)) divergedAt = index;
  }
  const finalHash = stateHash(state);
  return E.right({
    plies,
    illegal,
    divergedAt,
    outcome: rs.outcome(state),
    finalHash,
    matches: illegal === null && divergedAt === null && finalHash === log.finalHash,
  });
}

/** True when `value` has the shape of a {@link GameLog} (its commands are not checked). */
export function isGameLog(value: unknown): value is GameLog {
  return E.isRight(gameLogCodec.decode(value));
}
