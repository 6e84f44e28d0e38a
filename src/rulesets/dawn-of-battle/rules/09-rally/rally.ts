/**
 * Rally (§9): single-unit and formation rally, automatic rallies, modifiers, and the panic icon
 * drawn on a rally check (§9.5).
 * @module
 */
import { headsForRally } from '../15-optional/taking-heads.js';
import { drawCard } from '../02-components/cards.js';
import { citing, type Ctx, record, unitForWrite } from '../../kernel/context.js';
import { effectiveMorale, moraleCheckPasses } from '../../query/derived.js';
import type { Side, UnitState } from '../../model/state.js';
import { drawWindowsDue, openDrawWindows } from '../14-events/event-window.js';
import { canRally, rallyMode } from './rally-mode.js';
export { canRally, adjacencyModifier, rallyMode, type RallyMode } from './rally-mode.js';

// Citation lists of the events recorded here (one shared frozen list each, see `record`).
const CITE_9_1__9_4 = citing('9.1', '9.4');
const CITE_9_2__9_3 = citing('9.2', '9.3');
const CITE_9_5 = citing('9.5');

/**
 * Rallies `units` in order (§9.0): success flips the unit to good order with Active!; failure
 * leaves it unmarked to try again later. A panic icon on a rally draw while losses are at or
 * above the panic level panics the army after that check, and the rest lose their chance (§9.5).
 * Returns `true` when it stopped at a die-modification window (§5.4) and will carry on later.
 * @rule dawn-of-battle 9.0
 * @rule dawn-of-battle 9.1
 * @rule dawn-of-battle 9.5
 */
export function rallyUnits(ctx: Ctx, side: Side, units: ReadonlyArray<UnitState>, formation: boolean, bought: boolean, firstMod: number | null = null): boolean {
  const s = ctx.s;
  for (let i = 0; i < units.length; i++) {
    // The unit as it is now (the list may hold units read before this command changed them).
    const u = s.units[units[i]!.id]!;
    if (!canRally(s, u)) continue;
    const mode = rallyMode(s, u, formation, bought);
    const dieMod = i === 0 && firstMod !== null ? firstMod : 0;
    if (!mode.auto && !(i === 0 && firstMod !== null) && drawWindowsDue(ctx, 'rally')) {
      // §5.4: a window before this unit's draw; the rest follow when it closes.
      openDrawWindows(ctx, side, { kind: 'rally', side, units: units.slice(i).map((x) => x.id), formation, bought });
      return true;
    }
    let ok: boolean;
    let panicIcon = false;
    if (mode.auto) {
      ok = true;
      record(ctx, { unit: u.id, automatic: true, why: mode.why, success: true, type: 'rally', citations: CITE_9_2__9_3 });
    } else {
      const card = drawCard(ctx, side, `rally ${u.id}`);
      const m = effectiveMorale(s, side);
      ok = moraleCheckPasses(card.die, mode.modifiers + dieMod, m);
      panicIcon = card.icon === 'panic';
      record(ctx, { unit: u.id, automatic: false, die: card.die, modifiers: mode.modifiers, morale: m, success: ok, type: 'rally', citations: CITE_9_1__9_4 });
    }
    if (ok) {
      const w = unitForWrite(ctx, u.id)!;
      w.status = 'good';
      w.marker = 'active';
      headsForRally(ctx, w);
    }
    if (panicIcon && s.players[side].losses >= s.players[side].panicLevel) {
      record(ctx, { side, type: 'panic-icon', citations: CITE_9_5 });
      if (!ctx.panics.includes(side)) ctx.panics.push(side);
      return false;
    }
  }
  return false;
}
