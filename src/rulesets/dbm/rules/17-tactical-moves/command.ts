/**
 * The tactical-move and march-move commands (p.16-20): only in the moving player's bound, then
 * `applyMove` decides; the event reports each element's distance, the PIP cost term by term (its
 * citations), what was touched and who conformed.
 * @module
 */
import { rule } from '../../data/cite.js';
import { done, refused, type Applied } from '../../kernel/result.js';
import type { DbmCommandAction } from '../../model/commands.js';
import type { DbmState } from '../../model/state.js';
import { applyMove } from './apply-move.js';

/**
 * Applies a `tactical-move` or `march-move`.
 * @rule dbm L1255-1320
 * @rule dbm L1418-1438
 */
export function moveCommand(state: DbmState, c: Extract<DbmCommandAction, { type: 'tactical-move' | 'march-move' }>): Applied {
  const ph = state.phase;
  if (ph.tag !== 'bound' || ph.player !== c.player) return refused('wrong-phase', `${c.type} is played in your own bound`, rule('p.16', 'L1185-1201'));
  const kind = c.type === 'march-move' ? 'march' : 'tactical';
  const r = applyMove(state, { kind, player: c.player, elements: c.elements, steps: c.steps });
  if (!r.ok) return refused(r.code, r.message, ...r.citations);
  return done(r.state, [
    {
      type: 'moved',
      player: c.player,
      kind,
      command: r.command,
      elements: [...c.elements],
      distances: r.distances,
      cost: r.cost,
      pipsLeft: r.state.pips[r.command]?.left ?? 0,
      contacts: r.contacts,
      conformed: r.conformed,
      citations: [...r.citations],
    },
  ]);
}
