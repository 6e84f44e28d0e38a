// §14.4 the `leaderSurvives` effect applied: the next leader of the player's army a casualty
// draw would kill survives, and the card is spent.
import { describe, expect, it } from 'vitest';
import type { EventsFile } from '../../../../src/dawn-of-battle/index.js';
import { at, eventsOf, run, toAction } from '../fixtures.js';
import { fireFight, stacked, startWith } from '../options/helpers.js';

const user = { kind: 'user', file: 'leader-survives test' } as const;
const CHARMED: EventsFile = { events: [{ card: 67, title: 'Charmed life', timing: 'any', duration: 'turn', effects: [{ kind: 'leaderSurvives' }], provenance: user }] };
const FIRE = [{ type: 'activateUnit', side: 'A', unit: 'a1', action: 'fire' }, { type: 'fire', side: 'A', lead: 'a1', supporters: [], target: 'b1' }] as const;

/** B's leader stands with b1; B acts first. A's shot will disrupt b1 and B's casualty draw is a six, then black. */
function shotAtLeader(playCharm: boolean) {
  let s = toAction(startWith(fireFight(), { A: [68, 69], B: playCharm ? [67, 70] : [70, 71] }, { events: CHARMED }), { LA1: at(2, 10), LB1: at(5, 6) }, 'B');
  if (playCharm) s = run(s, { type: 'playEvent', side: 'B', card: '67' }).state;
  s = run(s, { type: 'pass', side: 'B' }).state;
  // A draws 6 and 6; B's defense 1; B's casualty draw: die 6, then card 12 (black).
  s = stacked(stacked(s, 'A', [6, 12]), 'B', [1, 6, 18]);
  return run(s, ...FIRE);
}

describe('§14.4 leaderSurvives', () => {
  it('without the card the six-then-black draw kills the leader', () => {
    const r = shotAtLeader(false);
    expect(r.state.units['b1']!.status).toBe('disrupted');
    expect(r.state.leaders['LB1']!.where).toBe('killed');
  });

  it('with it played this turn the leader survives and the card is spent', () => {
    const r = shotAtLeader(true);
    expect(eventsOf(r.events, 'leader-spared')).toMatchObject([{ leader: 'LB1', card: '67' }]);
    expect(r.state.leaders['LB1']!.where).toBe('map');
    expect(r.state.ext.effects.some((e) => e.effect.kind === 'leaderSurvives')).toBe(false);
  });
});
