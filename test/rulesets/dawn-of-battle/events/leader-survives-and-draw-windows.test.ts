// §14.4 the `leaderSurvives` effect applied: the next leader of the player's army a casualty
// draw would kill survives, and the card is spent.
import { describe, expect, it } from 'vitest';
import { dawnOfBattle, type EventsFile } from '../../../../src/dawn-of-battle/index.js';
import { at, eventsOf, fixtureDeck, nextTurn, run, toAction } from '../fixtures.js';
import { fireFight, stacked, startWith } from '../options/helpers.js';

const user = { kind: 'user', file: 'leader-survives test' } as const;
const CHARMED: EventsFile = { events: [{ card: 67, title: 'Charmed life', timing: 'any', duration: 'turn', effects: [{ kind: 'leaderSurvives' }], provenance: user }] };
const FIRE = [{ type: 'activate-unit', player: 'A', unit: 'a1', action: 'fire' }, { type: 'fire', player: 'A', lead: 'a1', supporters: [], target: 'b1' }] as const;

/** B's leader stands with b1; B acts first. A's shot will disrupt b1 and B's casualty draw is a six, then black. */
function shotAtLeader(playCharm: boolean) {
  let s = toAction(startWith(fireFight(), { A: [68, 69], B: playCharm ? [67, 70] : [70, 71] }, { events: CHARMED }), { LA1: at(2, 10), LB1: at(5, 6) }, 'B');
  if (playCharm) s = run(s, { type: 'play-event', player: 'B', card: '67' }).state;
  s = run(s, { type: 'pass', player: 'B' }).state;
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

describe('§14.2 event windows before a leader casualty draw', () => {
  it('the draw waits for the action to end, then each player may play into a window before it', () => {
    let s = toAction(startWith(fireFight(), { A: [68, 69], B: [67, 70] }, { events: CHARMED }), { LA1: at(2, 10), LB1: at(5, 6) }, 'B');
    s = run(s, { type: 'pass', player: 'B' }).state;
    s = stacked(stacked(s, 'A', [6, 12]), 'B', [1, 6, 18]);
    // B could play the card before the shot too: it passes there.
    let r = run(s, ...FIRE);
    expect(r.state.phase).toMatchObject({ kind: 'eventWindow', before: 'ranged', toAct: 'B' });
    r = run(r.state, { type: 'pass-event', player: 'B' });
    expect(r.state.units['b1']!.status).toBe('disrupted');
    expect(r.state.phase).toMatchObject({ kind: 'eventWindow', before: 'casualty', toAct: 'B' });
    expect(r.state.leaders['LB1']!.where).toBe('map');
    r = run(r.state, { type: 'play-event', player: 'B', card: '67' });
    expect(eventsOf(r.events, 'leader-spared')).toMatchObject([{ leader: 'LB1' }]);
    expect(r.state.leaders['LB1']!.where).toBe('map');
    expect(r.state.phase.kind).toBe('action');
  });
});

describe('§14.2 event windows before a turn-end fatigue draw (§14.5.3)', () => {
  it('a fatigue icon at turn end opens a window when someone holds a card for that draw', () => {
    const events: EventsFile = { events: [{ card: 67, title: 'Second wind', timing: 'any', duration: 'instant', effects: [{ kind: 'dieModifier', draw: 'any', target: 'own', value: 1 }], provenance: user }] };
    let s = toAction(startWith(fireFight(), { A: [67, 68], B: [69, 70] }, { events, deck: fixtureDeck({ 50: { icon: 'fatigue' } }) }), { LA1: at(2, 10), LB1: at(9, 2) }, 'A');
    s = nextTurn(s, { A: [50], B: [51] });
    expect(s.phase).toMatchObject({ kind: 'eventWindow', before: 'randomEvent' });
    expect(dawnOfBattle.legalCommands(s)).toContainEqual({ type: 'play-event', player: 'A', card: '67' });
  });
});
