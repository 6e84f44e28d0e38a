/**
 * The `arcane-warfare` ruleset value (contract 2, `core/ruleset.ts`).
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Ruleset } from '../../core/ruleset.js';
import { arcaneStateCodec } from './codecs/state.js';
import { pendingArcane, legalArcane } from './legal.js';
import { arcaneCommandCodec, type ArcaneCommand } from './model/commands.js';
import type { ArcaneEvent } from './model/events.js';
import { arcaneOptionsCodec, type ArcaneOptions } from './model/options.js';
import { arcaneScenarioCodec, type ArcaneScenario } from './model/scenario.js';
import { ARCANE_STATE_VERSION, type ArcaneState } from './model/state.js';
import type { ArcaneDecisionKind, ArcaneViolation, ArcaneViolationCode } from './model/violations.js';
import { applyArcane } from './reduce.js';
import { setupArcane } from './rules/04-setup/setup.js';
import { sampleArcane } from './sample.js';
import { determinizeArcane, filterArcaneEvents, viewArcane, type ArcaneView } from './view.js';

/** The verdict `apply` would give (the reducer's own checks). */
export function checkArcane(state: ArcaneState, command: ArcaneCommand): ArcaneViolation | null {
  const r = applyArcane(state, command);
  return E.isLeft(r) ? r.left : null;
}

/**
 * Arcane Warfare – Field Battle 3.0: armies, the field, orders, movement, close combat and its
 * outcomes, rally and victory. Shooting is not resolved yet. A game ends when an army breaks
 * (§10.3) or at its turn limit.
 * @rule arcane-warfare 5
 */
export const arcaneWarfare: Ruleset<ArcaneScenario, ArcaneState, ArcaneCommand, ArcaneEvent, ArcaneOptions, ArcaneView, ArcaneViolationCode, ArcaneDecisionKind> = {
  id: 'arcane-warfare',
  edition: 'Arcane Warfare – Field Battle 3.0 (JDT); army, field, orders, movement, close combat, victory (no shooting yet)',
  stateVersion: ARCANE_STATE_VERSION,
  scenarioCodec: arcaneScenarioCodec,
  commandCodec: arcaneCommandCodec,
  stateCodec: arcaneStateCodec,
  optionsCodec: arcaneOptionsCodec,
  setup: setupArcane,
  players: (state) => state.players,
  check: checkArcane,
  apply: applyArcane,
  pending: pendingArcane,
  legalCommands: legalArcane,
  sampleCommands: sampleArcane,
  view: viewArcane,
  determinize: determinizeArcane,
  filterEvents: filterArcaneEvents,
  outcome: (state) => state.result,
};
