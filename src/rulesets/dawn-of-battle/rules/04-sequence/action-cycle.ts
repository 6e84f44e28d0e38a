/**
 * The start of the action cycle (§4.5), on its own: the sequence of play reaches it after leader
 * placement, and the impetuousness phase (§15.5) after its melee, so both import it from here.
 * @module
 */
import { citing, record, type Ctx } from '../../kernel/context.js';

// Citation lists of the events recorded here (one shared frozen list each, see `record`).
const CITE_4_5 = citing('4.5');

/** The action cycle begins (§4.5): the initiative player says who acts first. */
export function beginActionCycle(ctx: Ctx): void {
  const holder = ctx.s.initiative.holder!;
  ctx.s.phase = { kind: 'action', toAct: holder, chooseFirst: true, activation: null };
  record(ctx, { initiative: holder, type: 'action-cycle', citations: CITE_4_5 });
}
