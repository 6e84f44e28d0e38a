/**
 * Who decides now (`pending`) and every discrete choice they have (`legalCommands`). Moves on the
 * table are free-form: `sampleCommands` draws them.
 * @module
 */
import type { Decision } from '../../core/ruleset.js';
import { rule } from './data/cite.js';
import type { ArcaneCommand } from './model/commands.js';
import type { ArcaneState } from './model/state.js';
import type { ArcaneDecisionKind } from './model/violations.js';
import { activationCandidates } from './rules/05-sequence/activation.js';
import { scoOf, withoutDice } from './rules/05-sequence/orders.js';
import { NOT_RESOLVED } from './rules/05-sequence/turn.js';
import { conformOptions } from './rules/06-movement/conform.js';
import { whyNotDismount } from './rules/06-movement/dismount.js';
import { rallyOptions } from './rules/10-command-victory/rally.js';

/**
 * Every decision open now. Several at once when both players decide their orders dice together
 * (§5.2.2.1). Close combat and its outcomes are resolved by the dice alone; shooting is not
 * resolved yet.
 * @rule arcane-warfare 5
 */
export function pendingArcane(state: ArcaneState): ReadonlyArray<Decision<ArcaneDecisionKind>> {
  const p = state.phase;
  switch (p.tag) {
    case 'over':
      return [];
    case 'reset':
      return [{ player: p.player, kind: 'reset', prompt: 'Redress ranks, conform units into frontal close combat, or end the reset phase.', citation: rule('5.1') }];
    case 'orders-written':
      return Object.entries(p.written)
        .filter(([, w]) => w === null)
        .map(([player]) => ({ player, kind: 'write-orders' as const, prompt: 'Keep or swap your SCo\'s orders dice (both players decide at once).', citation: rule('5.2.2.1') }));
    case 'orders-assign':
      return [{ player: p.player, kind: 'give-orders', prompt: 'Give orders dice to your command centres.', citation: rule('5.2.2.2') }];
    case 'movement': {
      if (p.active !== null) {
        const co = state.commands[p.active]!;
        return [{ player: co.side, kind: 'issue-orders', prompt: `Issue move orders with ${co.id} (${co.dice!.mipLeft} MIP left), hold back, or end its activation.`, citation: rule('5.3') }];
      }
      const c = activationCandidates(state);
      if (c.length === 0) return [];
      return [{ player: c[0]!.side, kind: 'activate', prompt: `Activate ${c.map((x) => x.id).join(' or ')}.`, citation: rule('5.3') }];
    }
    case 'initiative':
      return [{ player: p.player, kind: 'initiative-move', prompt: 'Move one unit or formation without orders straight forward, or pass.', citation: rule('5.5') }];
    case 'rally':
      return [{ player: p.player, kind: 'rally', prompt: 'Try to rally shaken units within your command centres\' radius, or end rallying.', citation: rule('10.2') }];
  }
}

/** The players who may give a command now. */
export function deciders(state: ArcaneState): string[] {
  return [...new Set(pendingArcane(state).map((d) => d.player))];
}

/** Every discrete choice now, of every deciding player or of `player` only. */
export function legalArcane(state: ArcaneState, player?: string): ReadonlyArray<ArcaneCommand> {
  const out: ArcaneCommand[] = [];
  for (const p of deciders(state)) {
    if (player !== undefined && p !== player) continue;
    out.push(...legalOf(state, p));
  }
  return out;
}

function legalOf(state: ArcaneState, player: string): ArcaneCommand[] {
  const ph = state.phase;
  switch (ph.tag) {
    case 'reset':
      return [...conformOptions(state, player).map((unit): ArcaneCommand => ({ type: 'conform', player, unit })), { type: 'end-reset', player }];
    case 'orders-written':
      return [
        { type: 'write-orders', player, swap: false },
        { type: 'write-orders', player, swap: true },
      ];
    case 'orders-assign': {
      const sco = scoOf(state, player);
      const waiting = withoutDice(state, player);
      const out: ArcaneCommand[] = [];
      if (ph.held !== null) {
        for (const c of waiting) {
          if (!ph.held.first && !c.regular) continue;
          out.push({ type: 'give-orders', player, co: c.id, swap: false });
          if (c.id === sco.id && sco.regular) out.push({ type: 'give-orders', player, co: c.id, swap: true });
        }
        return out;
      }
      for (const c of waiting) {
        out.push({ type: 'give-orders', player, co: c.id, swap: false });
        if (c.id === sco.id && sco.regular) out.push({ type: 'give-orders', player, co: c.id, swap: true });
      }
      if (sco.regular && waiting.some((c) => c.regular)) out.push({ type: 'throw-orders', player });
      return out;
    }
    case 'movement': {
      const cos = ph.active !== null ? [state.commands[ph.active]!] : activationCandidates(state);
      const out: ArcaneCommand[] = [];
      for (const co of cos) {
        if (co.side !== player) continue;
        out.push({ type: 'end-activation', player, co: co.id, to: null });
        if (co.dice!.mipLeft >= (co.regular ? 1 : 2)) out.push({ type: 'hold-back', player, co: co.id });
      }
      for (const u of Object.values(state.units)) {
        if (u.dismountsAs === undefined || whyNotDismount(state, player, u.id) !== null) continue;
        out.push({ type: 'dismount', player, unit: u.id, edge: 'front' }, { type: 'dismount', player, unit: u.id, edge: 'rear' });
      }
      return out;
    }
    case 'initiative':
      return [{ type: 'pass-initiative', player }];
    case 'rally':
      return [...rallyOptions(state, player).map((o) => ({ type: 'rally' as const, player, co: o.co, unit: o.unit })), { type: 'end-rally', player }];
    case 'over':
      return [];
  }
}
