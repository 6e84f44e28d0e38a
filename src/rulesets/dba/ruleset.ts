/**
 * The `dba` ruleset value (contract 2, `core/ruleset.ts`), in its own file so the kit can import
 * it without a cycle through the package entry.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import type { Ruleset } from '../../core/ruleset.js';
import { fork, type RngState } from '../../random/rng.js';
import { dbaStateCodec } from './codecs/state.js';
import { unedited } from './edited.js';
import { dbaCommandCodec, type DbaCommand } from './commands.js';
import { legalDba, pendingDba, type DbaDecisionKind } from './decisions.js';
import { optionsCodec, type DbaOptions } from './options.js';
import { applyDba } from './reduce.js';
import { sampleDba } from './sample.js';
import { dbaScenarioCodec, type DbaScenario } from './scenario.js';
import { setupDba } from './setup.js';
import { DBA_STATE_VERSION, type DbaEvent, type DbaState } from './state.js';
import type { DbaViolation, DbaViolationCode } from './violations.js';

/**
 * What a player may see of a DBA game: everything but the generator, whose state would tell the
 * dice to come. DBA has no other hidden information: both armies, the camps and every die thrown
 * so far are on the table.
 */
export type DbaView = Omit<DbaState, 'rng'>;

/**
 * The state without its generator.
 * @rule dba sequence-of-play
 */
export function viewDba(state: DbaState, _player: string): DbaView {
  const { rng: _rng, ...seen } = state;
  return seen;
}

/**
 * The state with the dice to come re-dealt: the generator replaced by one forked from `rng`, the
 * same fork `blindState` (core/blind.ts) takes for the one generator of a state, so an
 * agent plans on the dice it would have planned on before contract 2. Nothing else is hidden in
 * DBA, so nothing else changes, and the rest of the state is shared, not copied.
 */
export function determinizeDba(state: DbaState, _player: string, rng: RngState): DbaState {
  return { ...state, rng: fork(rng, 'blind/0') };
}

/** The verdict `apply` would give: DBA's checks are the reducer's own, so this runs it. */
export function checkDba(state: DbaState, command: DbaCommand): DbaViolation | null {
  const r = applyDba(unedited(state), command);
  return E.isLeft(r) ? r.left : null;
}

/**
 * The DBA 1.2 ruleset.
 * @rule dba sequence-of-play
 */
export const dba: Ruleset<DbaScenario, DbaState, DbaCommand, DbaEvent, DbaOptions, DbaView, DbaViolationCode, DbaDecisionKind> = {
  id: 'dba',
  edition: '1.2 (July 1999 amendment sheet over DBA 1.1)',
  stateVersion: DBA_STATE_VERSION,
  scenarioCodec: dbaScenarioCodec,
  commandCodec: dbaCommandCodec,
  stateCodec: dbaStateCodec,
  optionsCodec: optionsCodec as unknown as t.Type<DbaOptions, unknown, unknown>,
  setup: setupDba,
  players: (state) => state.players,
  check: checkDba,
  // a state edited in place is answered as its deep copy would be (edited.ts)
  apply: (state, command) => applyDba(unedited(state), command),
  pending: pendingDba,
  legalCommands: (state, player) => legalDba(unedited(state), player),
  sampleCommands: (state, rng, n, player) => sampleDba(unedited(state), rng, n, player),
  view: viewDba,
  determinize: determinizeDba,
  /** Every event is public in DBA (the dice thrown are on the table): all of them, unchanged. */
  filterEvents: (events) => events,
  outcome: (state) => state.result,
};
