/**
 * Who decides now (`pending`) and every discrete choice they have (`legalCommands`). Placements
 * on the table are free-form: `sampleCommands` draws them.
 * @module
 */
import type { Decision } from '../../core/ruleset.js';
import { rule } from './data/cite.js';
import type { DbmCommandAction } from './model/commands.js';
import type { DbmState } from './model/state.js';
import { DBM_SEASONS } from './model/troop.js';
import type { DbmDecisionKind } from './model/violations.js';
import { deployableCommands } from './rules/15-deployment/deploy.js';

/**
 * Every decision open now: both players at once while seasons are nominated, otherwise one.
 * @rule dbm p.12
 */
export function pendingDbm(state: DbmState): ReadonlyArray<Decision<DbmDecisionKind>> {
  const p = state.phase;
  switch (p.tag) {
    case 'over':
      return [];
    case 'nominate-season':
      return Object.entries(p.nominated)
        .filter(([, v]) => v === null)
        .map(([player]) => ({ player, kind: 'nominate-season' as const, prompt: 'Nominate the season of the battle (used if you become the invader).', citation: rule('p.12', 'L852-853') }));
    case 'deploy-baggage':
      return [{ player: p.player, kind: 'deploy-baggage', prompt: 'Place all your baggage.', citation: rule('p.15', 'L1116-1124') }];
    case 'deploy-command':
      return [{ player: p.player, kind: 'deploy-command', prompt: `Deploy a command (${deployableCommands(state, p.player).map((c) => c.id).join(' or ')}).`, citation: rule('p.15', 'L1128-1137') }];
    case 'assign-baggage':
      return [{ player: p.player, kind: 'assign-baggage', prompt: 'Assign all your baggage to the C-in-C\'s or a sub-general\'s command.', citation: rule('p.15', 'L1144-1146') }];
    case 'bound':
      return [{ player: p.player, kind: 'bound', prompt: 'Your bound: move with your PIPs, then end it; shooting and close combat follow (p.21-22).', citation: rule('p.16') }];
  }
}

/** The players who may give a command now. */
export function deciders(state: DbmState): string[] {
  return [...new Set(pendingDbm(state).map((d) => d.player))];
}

/** Every discrete choice now, of every deciding player or of `player` only. */
export function legalDbm(state: DbmState, player?: string): ReadonlyArray<DbmCommandAction> {
  const out: DbmCommandAction[] = [];
  for (const p of deciders(state)) {
    if (player !== undefined && p !== player) continue;
    out.push(...legalOf(state, p));
  }
  return out;
}

function legalOf(state: DbmState, player: string): DbmCommandAction[] {
  const ph = state.phase;
  switch (ph.tag) {
    case 'nominate-season':
      return DBM_SEASONS.map((season) => ({ type: 'nominate-season' as const, player, season }));
    case 'assign-baggage':
      return Object.values(state.commands)
        .filter((c) => c.side === player && c.role !== 'ally')
        .map((c) => ({ type: 'assign-baggage' as const, player, command: c.id }));
    case 'bound':
      return [{ type: 'end-bound', player }];
    case 'deploy-baggage':
    case 'deploy-command':
      // Free-form: placements are drawn by sampleCommands.
      return [];
    case 'over':
      return [];
  }
}
