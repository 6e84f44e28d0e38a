/**
 * After the combats of a bound (p.25a): losses, demoralised commands, a defeated army ending the
 * game. The combat phases call `afterCombat`; the bound calls it again at its end, harmlessly.
 * @module
 */
import { rule } from '../../data/cite.js';
import type { DbmEvent } from '../../model/events.js';
import type { DbmState } from '../../model/state.js';
import { moraleTests } from './demoralisation.js';
import { dbmGameOutcome } from './victory.js';

export { armyBroken, demoralisedByLosses, failsGeneralLossTest, generalLossTests, moraleTests } from './demoralisation.js';
export { ARMY_VP, commandVp, dbmGameOutcome, lossShare, victoryPoints } from './victory.js';

/**
 * The morale tests after combat (L2114-2127); when an army is defeated the game is over, with its
 * outcome. Pushes its events onto `events`; idempotent.
 * @rule dbm p.25a L2114-2139
 */
export function afterCombat(s: DbmState, events: DbmEvent[]): DbmState {
  if (s.phase.tag === 'over') return s;
  const next = moraleTests(s, events);
  if (next.morale.defeated.length === 0) return next;
  const result = dbmGameOutcome(next, false);
  events.push({ type: 'game-ended', reason: result.reason, citations: [rule('p.25a', 'L2124-2127: the game is over when an army is defeated')] });
  return { ...next, phase: { tag: 'over' }, pips: {}, result };
}
