/**
 * The `dbm` ruleset value (contract 2, `core/ruleset.ts`).
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Ruleset } from '../../core/ruleset.js';
import { dbmStateCodec } from './codecs/state.js';
import { legalDbm, pendingDbm } from './legal.js';
import { dbmCommandCodec, type DbmCommandAction } from './model/commands.js';
import type { DbmEvent } from './model/events.js';
import { dbmOptionsCodec, type DbmOptions } from './model/options.js';
import { dbmScenarioCodec, type DbmScenario } from './model/scenario.js';
import { DBM_STATE_VERSION, type DbmState } from './model/state.js';
import type { DbmDecisionKind, DbmViolation, DbmViolationCode } from './model/violations.js';
import { applyDbm } from './reduce.js';
import { setupDbm } from './rules/12-setup/setup.js';
import { sampleDbm } from './sample.js';
import { determinizeDbm, filterDbmEvents, viewDbm, type DbmView } from './view.js';

/** The verdict `apply` would give (the reducer's own checks). */
export function checkDbm(state: DbmState, command: DbmCommandAction): DbmViolation | null {
  const r = applyDbm(state, command);
  return E.isLeft(r) ? r.left : null;
}

/**
 * DBM 3.x: armies, set-up dicing, time and weather, deployment, bounds of PIP dice and moves,
 * distant shooting and close combat with their outcomes, demoralisation and victory (what is not
 * played yet is listed in docs/dbm.md).
 * @rule dbm p.16
 */
export const dbm: Ruleset<DbmScenario, DbmState, DbmCommandAction, DbmEvent, DbmOptions, DbmView, DbmViolationCode, DbmDecisionKind> = {
  id: 'dbm',
  edition: 'De Bellis Multitudinis 3.x: armies, pre-battle, deployment, bounds, moves, combat, outcomes and victory',
  stateVersion: DBM_STATE_VERSION,
  scenarioCodec: dbmScenarioCodec,
  commandCodec: dbmCommandCodec,
  stateCodec: dbmStateCodec,
  optionsCodec: dbmOptionsCodec,
  setup: setupDbm,
  players: (state) => state.players,
  check: checkDbm,
  apply: applyDbm,
  pending: pendingDbm,
  legalCommands: legalDbm,
  sampleCommands: sampleDbm,
  view: viewDbm,
  determinize: determinizeDbm,
  filterEvents: filterDbmEvents,
  outcome: (state) => state.result,
};
