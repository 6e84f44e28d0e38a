// §5.4 die-result modification windows before ranged and rally draws (dieModWindows: 'all').
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dawnOfBattle, exampleScenario, stackDeck, type DobState } from '../../../src/dawn-of-battle/index.js';
import { aleaFromSeed, drawInt, type RngState } from '../../../src/random/index.js';
import { at, dieCards, eventsOf, fixtureDeck, refused, run, scenario, start, toAction, u } from './fixtures.js';

function stacked(s: DobState, side: 'A' | 'B', cards: number[]): DobState {
  const r = stackDeck(s, side, cards);
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right;
}

describe('§5.4 die-result modification before ranged draws', () => {
  const game = () => {
    const s = toAction(start(scenario({ A: [u('la', 'LA', at(5, 7))], B: [u('px', 'PX', at(5, 5), 2)], options: { dieModWindows: 'all' } })), {}, 'A');
    return stacked(stacked(s, 'A', dieCards([3, 5])), 'B', dieCards([4]));
  };

  it('the attacker buys +1 on the attack, the defender cedes; the attacker buys −1 on the defense: 6 > 5 disrupts', () => {
    const s = run(game(), { type: 'activate-unit', player: 'A', unit: 'la', action: 'fire' }, { type: 'fire', player: 'A', lead: 'la', supporters: [], target: 'px' }).state;
    expect(s.phase).toMatchObject({ kind: 'dieMod', drawer: 'A', toAct: 'A' });
    const apA = s.players.A.unspent;
    const r = run(
      s,
      { type: 'modify-die', player: 'A', delta: 1 },
      { type: 'decline-die-mod', player: 'B' },
      { type: 'decline-die-mod', player: 'B' },
      { type: 'modify-die', player: 'A', delta: -1 },
      { type: 'decline-die-mod', player: 'B' },
    );
    const b = eventsOf(r.events, 'ranged-attack')[0]!['breakdown'];
    expect(b).toMatchObject({ attack: 6, defense: 5, result: 'disrupted' });
    expect(r.state.players.A.unspent).toBe(apA - 2);
    expect(r.state.phase.kind).toBe('action');
  });

  it('the net modification stays within ±1', () => {
    const s = run(game(), { type: 'activate-unit', player: 'A', unit: 'la', action: 'fire' }, { type: 'fire', player: 'A', lead: 'la', supporters: [], target: 'px' }, { type: 'modify-die', player: 'A', delta: 1 }).state;
    expect(refused(s, { type: 'modify-die', player: 'B', delta: 1 }).code).toBe('modification-limit');
  });
});

describe('§5.4 windows in random play', () => {
  it('whole games with every window open still play through with only legal commands', () => {
    const sc = { ...exampleScenario, options: { dieModWindows: 'all' as const } };
    let windows = 0;
    for (let g = 0; g < 8; g++) {
      const r = dawnOfBattle.setup(sc, { seed: `windows-${g}` });
      if (E.isLeft(r)) throw new Error(r.left.message);
      let s = r.right;
      let rng: RngState = aleaFromSeed(`w-agent-${g}`);
      for (let ply = 0; ply < 4000 && s.phase.kind !== 'over'; ply++) {
        if (s.phase.kind === 'dieMod') windows++;
        const cmds = dawnOfBattle.legalCommands(s);
        const d = drawInt(rng, 0, cmds.length - 1);
        rng = d.rng;
        const step = dawnOfBattle.apply(s, cmds[d.value]!);
        if (E.isLeft(step)) throw new Error(step.left.message);
        s = step.right.state;
      }
      expect(s.phase.kind).toBe('over');
    }
    expect(windows).toBeGreaterThan(0);
  });
});

describe('§5.4 windows before leader casualty, fatigue and handicap draws', () => {
  const fireAndCede = (s: DobState): { state: DobState; events: ReturnType<typeof run>['events'] } =>
    run(
      s,
      { type: 'activate-unit', player: 'A', unit: 'la', action: 'fire' },
      { type: 'fire', player: 'A', lead: 'la', supporters: [], target: 'px' },
      { type: 'decline-die-mod', player: 'A' },
      { type: 'decline-die-mod', player: 'B' },
      { type: 'decline-die-mod', player: 'B' },
      { type: 'decline-die-mod', player: 'A' },
    );

  const casualtyGame = () => {
    const s = toAction(
      start(scenario({ A: [u('la', 'LA', at(5, 7))], B: [u('px', 'PX', at(5, 5), 2)], leadersB: [{ id: 'b-gen', command: 0, range: 2, combat: 1 }], options: { dieModWindows: 'all' } })),
      { 'b-gen': at(5, 5) },
      'A',
    );
    // A's attack die 6 beats B's defense die 1; then B's leader draws a six, then a black card.
    return stacked(stacked(s, 'A', dieCards([6])), 'B', [...dieCards([1, 6]), 2]);
  };

  it('§6.4 the casualty check waits for the ranged attack to finish, then opens a window for the leader\'s owner', () => {
    const r = fireAndCede(casualtyGame());
    expect(eventsOf(r.events, 'unit-disrupted')).toHaveLength(1);
    expect(r.state.phase).toMatchObject({ kind: 'dieMod', drawer: 'B', toAct: 'B', resume: { kind: 'casualty', checks: [{ leader: 'b-gen', overrun: false }] } });
    expect(dawnOfBattle.pending(r.state)[0]?.prompt).toContain('leader casualty');
    // Both cede: the six stands, the black second card kills the leader.
    const end = run(r.state, { type: 'decline-die-mod', player: 'B' }, { type: 'decline-die-mod', player: 'A' });
    expect(eventsOf(end.events, 'leader-killed')).toHaveLength(1);
    expect(end.state.phase).toMatchObject({ kind: 'action' });
  });

  it('§6.4 the owner buys −1 on the six: the leader survives and no colour card is drawn', () => {
    const r = fireAndCede(casualtyGame());
    const apB = r.state.players.B.unspent;
    const end = run(r.state, { type: 'modify-die', player: 'B', delta: -1 }, { type: 'decline-die-mod', player: 'A' });
    expect(eventsOf(end.events, 'leader-survived')[0]).toMatchObject({ leader: 'b-gen', die: 6, modification: -1 });
    expect(eventsOf(end.events, 'card-drawn').map((e) => e['purpose'])).toEqual(['leader casualty (b-gen)']);
    expect(end.state.players.B.unspent).toBe(apB - 1);
    expect(end.state.leaders['b-gen']!.where).toBe('map');
  });

  it('§14.5.3 a window opens before the fatigue draw; the opponent\'s −1 turns a miss into fatigue', () => {
    const deck = fixtureDeck({ 10: { icon: 'fatigue' } });
    let s = toAction(start(scenario({ A: [u('la', 'LA', at(5, 7))], B: [u('px', 'PX', at(5, 3), 2)], options: { dieModWindows: 'all' } }), {}, deck), {}, 'A');
    // A's random-event card shows fatigue; its fatigue die is 2 (turn 1: only a 1 fatigues). B's card has no icon.
    s = stacked(stacked(s, 'A', [10, 2]), 'B', [3]);
    for (let guard = 0; guard < 50 && s.phase.kind !== 'dieMod'; guard++) {
      const ph = s.phase;
      if (ph.kind === 'action') s = run(s, { type: 'pass', player: ph.toAct }).state;
      else if (ph.kind === 'melee') s = run(s, { type: 'pass-melee', player: ph.toAct }).state;
      else if (ph.kind === 'turnEnd') s = run(s, { type: 'end-turn-end', player: ph.toAct }).state;
      else throw new Error(`unexpected phase ${ph.kind}`);
    }
    expect(s.phase).toMatchObject({ kind: 'dieMod', drawer: 'A', resume: { kind: 'randomEvent' } });
    const r = run(s, { type: 'decline-die-mod', player: 'A' }, { type: 'modify-die', player: 'B', delta: -1 }, { type: 'decline-die-mod', player: 'A' });
    expect(eventsOf(r.events, 'fatigue')[0]).toMatchObject({ side: 'A', die: 1, fatigued: true, modification: -1 });
    expect(r.state.players.A.fatigue).toBe(1);
    expect(r.state.turn).toBe(2);
  });

  it('§13.5 sudden death: the loser\'s handicap draw gets a window, and the tally waits for it', () => {
    let s = toAction(
      start(scenario({ A: [u('la', 'LA', at(5, 7))], B: [u('px', 'PX', at(5, 5), 2, { status: 'disrupted' })], panicB: 1, options: { dieModWindows: 'all' } })),
      {},
      'B',
    );
    s = run(s, { type: 'bank-chits', player: 'B', count: 1 }).state;
    s = stacked(stacked(s, 'A', dieCards([6])), 'B', dieCards([1]));
    const r = fireAndCede(s);
    expect(eventsOf(r.events, 'unit-eliminated')).toHaveLength(1);
    expect(r.state.phase).toMatchObject({ kind: 'dieMod', drawer: 'B', resume: { kind: 'handicap' } });
    expect(r.state.result).toBeNull();
    expect(dawnOfBattle.outcome(r.state)).toBeNull();
    const end = run(r.state, { type: 'modify-die', player: 'B', delta: -1 }, { type: 'decline-die-mod', player: 'A' });
    const draw = eventsOf(end.events, 'handicap-draw')[0]!;
    const card = eventsOf(end.events, 'card-drawn').find((e) => e['purpose'] === 'handicap')!;
    expect(draw).toMatchObject({ side: 'B', modification: -1, die: (card['die'] as number) - 1 });
    expect(draw['success']).toBe((draw['die'] as number) <= (draw['need'] as number));
    expect(end.state.phase.kind).toBe('over');
    expect(dawnOfBattle.outcome(end.state)).toMatchObject({ winner: 'A', level: draw['success'] ? 'substantial' : 'decisive' });
  });
});
