/**
 * DBA's `mover` agent: a random player that moves.
 * @module
 */
import type { Agent } from '../../../core/kit.js';
import { drawInt } from '../../../random/rng.js';
import type { DbaCommand } from '../commands.js';
import type { DbaState } from '../state.js';

/**
 * Plays like the library's own random agents: in the move phase it takes one proposal from
 * `sampleCommands` (charge, advance, wheel, line up, group advance, retire) until its PIPs run
 * out or, now and then, stops early; elsewhere it picks a legal command at random.
 * @rule dba sequence-of-play
 */
export const moverAgent: Agent<DbaState, DbaCommand> = {
  name: 'mover',
  choose(ctx) {
    const s = ctx.state;
    if (s.phase.tag === 'move') {
      const stop = drawInt(ctx.rng, 0, 19);
      if (stop.value > 0 && s.phase.pips > s.phase.pipsUsed) {
        const sampled = ctx.sample(1, stop.rng);
        if (sampled.length > 0) return sampled[0]!;
      }
      return { type: 'end-moves', player: s.phase.player };
    }
    const legal = ctx.legal();
    if (legal.length === 0) return null;
    return legal[drawInt(ctx.rng, 0, legal.length - 1).value]!;
  },
};
