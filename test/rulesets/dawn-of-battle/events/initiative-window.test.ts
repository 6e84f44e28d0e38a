// §14.2 (with §4.3 and §5.4): an event window before each initiative draw, then the §5.4
// die-modification window, then the draw.
import { describe, expect, it } from 'vitest';
import { dawnOfBattle, type EventsFile } from '../../../../src/dawn-of-battle/index.js';
import { eventsOf, run } from '../fixtures.js';
import { fireFight, startWith } from '../options/helpers.js';

const user = { kind: 'user', file: 'initiative window test' } as const;
const events: EventsFile = {
  events: [
    { card: 67, title: 'Early start', timing: 'before-draw', duration: 'instant', effects: [{ kind: 'dieModifier', draw: 'initiative', target: 'own', value: 2 }], provenance: user },
    { card: 69, title: 'Charmed life', timing: 'any', duration: 'turn', effects: [{ kind: 'leaderSurvives' }], provenance: user },
  ],
};

describe('§14.2 event windows before the initiative draws', () => {
  it('a card that modifies the initiative die opens a window, the holder (side A on turn 1) first; the play changes the draw', () => {
    const s = startWith(fireFight(), { A: [67, 68], B: [69, 70] }, { events });
    expect(s.phase).toMatchObject({ kind: 'eventWindow', before: 'initiative', toAct: 'A' });
    expect(dawnOfBattle.pending(s)[0]).toMatchObject({ player: 'A', kind: 'event-window' });
    expect(dawnOfBattle.legalCommands(s)).toContainEqual({ type: 'play-event', player: 'A', card: '67' });
    const r = run(s, { type: 'play-event', player: 'A', card: '67' });
    expect(r.state.players.A.hand).not.toContain('67');
    // B then A have nothing more acting on the draw and pass by themselves; the window closes,
    // the §5.4 window follows when someone has an action point, then A draws with the +2.
    expect(eventsOf(r.events, 'event-window-closed')).toMatchObject([{ before: 'initiative' }]);
    let drawn = r;
    for (let guard = 0; guard < 4 && drawn.state.phase.kind === 'initiative'; guard++) drawn = run(drawn.state, { type: 'decline-die-mod', player: drawn.state.phase.toAct });
    const all = [...r.events, ...(drawn === r ? [] : drawn.events)];
    const card = eventsOf(all, 'card-drawn').find((e) => e['purpose'] === 'initiative' && e['side'] === 'A')!;
    const mod = eventsOf(all, 'event-die-modifier');
    expect(mod).toMatchObject([{ side: 'A', purpose: 'initiative', modifier: 2 }]);
    const draw = eventsOf(all, 'initiative-draw').find((e) => e['side'] === 'A')!;
    expect(draw['die']).toBe((card['die'] as number) + 2);
  });

  it('no window opens when nobody holds a card acting on the initiative draw (behaviour of other games unchanged)', () => {
    const s = startWith(fireFight(), { A: [68, 70], B: [69, 71] }, { events });
    expect(s.phase.kind).not.toBe('eventWindow');
  });

  it('a play out of turn in the window is refused with §14.2', () => {
    const s = startWith(fireFight(), { A: [67, 68], B: [69, 70] }, { events });
    const r = dawnOfBattle.apply(s, { type: 'pass-event', player: 'B' });
    expect(r._tag).toBe('Left');
    if (r._tag === 'Left') expect(r.left.citations[0]?.section).toBe('14.2');
  });
});
