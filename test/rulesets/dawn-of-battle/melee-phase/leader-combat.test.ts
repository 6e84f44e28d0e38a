// §15.12.2 leaders fighting alone and the continuance against a lone leader (ruling DOB-R41), through
// `apply`.
import { describe, expect, it } from 'vitest';
import { dawnOfBattle, geometry, type DobCommand, type DobState, type MeleeResult } from '../../../../src/dawn-of-battle/index.js';
import { at, lines, meleeCard, passToMelee, play, stack, toActionCycle, toMelee, unit } from '../../../acceptance/dawn-of-battle/melee/phase-fixtures.js';
import { eventsOf, refused, run } from '../fixtures.js';

const N = (h: { q: number; r: number }, k = 1) => {
  let x = h;
  for (let i = 0; i < k; i++) x = geometry.step(x, 5);
  return x;
};
const every = (r: MeleeResult): Record<number, readonly [MeleeResult, number]> => Object.fromEntries(Array.from({ length: 13 }, (_, i) => [i - 6, [r, 0] as const]));
const exertNone: DobCommand[] = [{ type: 'exert', player: 'A', chits: 0 }, { type: 'exert', player: 'B', chits: 0 }];
const HONOR = { codeOfHonor: true };
/** The attack on the lone leader in front of `facingLeader`'s infantry: the hex is named, not the leader (ruling DOB-R62). */
const ATTACK_LEADER: DobCommand = { type: 'initiate-melee', player: 'A', unit: 'A-MI', targetHex: N(at(5, 6)) };

/** A's Medium Infantry facing north with B's leader (combat 2) alone in the hex in front of it. */
function facingLeader(options: Record<string, unknown>, deck: Parameters<typeof toMelee>[0]['deck'] = {}, other: ReturnType<typeof unit> = unit('B-far', 'MI', at(1, 1), 2)): DobState {
  const a = at(5, 6);
  return toMelee({ A: [unit('A-MI', 'MI', a, 5)], B: [other], leaders: { A: { hex: at(0, 11), combat: 0 }, B: { hex: N(a), combat: 2 } }, deck, options });
}

describe('§15.12.2 leaders fighting alone', () => {
  it('a unit attacks a lone enemy leader in its front hexes; the leader fights at its combat bonus, every hex its front', () => {
    const s = facingLeader(HONOR);
    expect(dawnOfBattle.legalCommands(s)).toContainEqual(ATTACK_LEADER);
    const r = play(s, ATTACK_LEADER, ...exertNone);
    const m = r.melees[0]!;
    expect(m).toMatchObject({ attacker: 'A-MI', defender: 'B-leader', loneLeader: true });
    // Strength 4 against 2 (§10.2.3.1); the vector is front whatever the side (§15.12.2).
    expect((m['strengths'] as { effectiveStrength: { attacker: number; defender: number } }).effectiveStrength).toEqual({ attacker: 4, defender: 2 });
    expect(lines(m, 'attack-vector')[0]!.value).toBe(0);
    // The fixture deck's cards all read n: the leader holds, and has fought for this turn.
    expect(eventsOf(r.events, 'leader-held')).toHaveLength(1);
    expect(eventsOf(r.events, 'melee-ended')[0]).toMatchObject({ attacker: 'A-MI', defenders: ['B-leader'] });
    expect(r.state.ext.leaderFought?.['B-leader']).toBe(r.state.turn);
  });

  it('any result but n (or n-d) kills the leader, and the unit advances into its hex', () => {
    let s = facingLeader(HONOR, { 10: meleeCard(every('d')) });
    s = stack(s, { A: [10] });
    const r = play(s, ATTACK_LEADER, ...exertNone);
    expect(r.state.leaders['B-leader']!.where).toBe('killed');
    expect(eventsOf(r.events, 'leader-killed')).toHaveLength(1);
    expect(r.state.units['A-MI']!.hex).toEqual(N(at(5, 6)));
  });

  it('an n-d result, whatever its modifier, counts as n for a leader', () => {
    let s = facingLeader(HONOR, { 10: meleeCard(Object.fromEntries(Array.from({ length: 13 }, (_, i) => [i - 6, ['n-d', 3] as const]))) });
    s = stack(s, { A: [10] });
    const r = play(s, ATTACK_LEADER, ...exertNone);
    expect(r.state.leaders['B-leader']!.where).toBe('map');
  });

  it('a lone leader attacks an enemy unit in any adjacent hex, once a turn', () => {
    const a = at(5, 6);
    let s = toActionCycle({ A: [unit('A-MI', 'MI', a, 5)], B: [unit('B-far', 'MI', at(1, 1), 2)], leaders: { A: { hex: at(0, 11), combat: 0 }, B: { hex: N(a), combat: 2 } }, deck: {}, options: HONOR });
    s = run(s, { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' }).state;
    // Whoever is first, A passes; B's lone leader attacks the infantry in the next hex.
    if (s.phase.kind === 'melee' && s.phase.toAct === 'A') s = run(s, { type: 'pass-melee', player: 'A' }).state;
    const cmd: DobCommand = { type: 'initiate-melee', player: 'B', unit: 'B-leader', target: 'A-MI' };
    expect(dawnOfBattle.legalCommands(s)).toContainEqual(cmd);
    const r = play(s, cmd, { type: 'exert', player: 'B', chits: 0 }, { type: 'exert', player: 'A', chits: 0 });
    expect(r.melees[0]).toMatchObject({ attacker: 'B-leader', defender: 'A-MI', side: 'B' });
    expect(r.state.ext.leaderFought?.['B-leader']).toBe(r.state.turn);
  });

  it('a leader melee has the exertion step (attacker, then defender) and the chits count (§10.2.3.6)', () => {
    const s = facingLeader(HONOR);
    let r = play(s, ATTACK_LEADER);
    expect(r.state.phase.kind === 'melee' && r.state.phase.melee).toMatchObject({ step: 'exertAttacker', loneLeader: true });
    expect(dawnOfBattle.pending(r.state)[0]).toMatchObject({ player: 'A' });
    expect(dawnOfBattle.legalCommands(r.state)).toContainEqual({ type: 'exert', player: 'A', chits: 1 });
    const before = r.state.players.A.unspent;
    r = play(r.state, { type: 'exert', player: 'A', chits: 1 }, { type: 'exert', player: 'B', chits: 0 });
    const m = r.melees[0]!;
    expect(m['exertion']).toEqual({ attacker: 1, defender: 0 });
    expect(lines(m, 'exertion')[0]!.value).toBe(1);
    expect(r.state.players.A.unspent).toBe(before - 1);
    // Strength 4 against 2 is +2 on the size ratio (2 to 1); the chit makes it +3.
    expect(lines(m, 'size-ratio')[0]!.value).toBe(2);
    expect((m['strengths'] as { base: { attacker: number } }).base.attacker).toBe(3);
  });

  it('a leader that fights is turned face up (revealed)', () => {
    const s = facingLeader(HONOR);
    expect(s.leaders['B-leader']!.revealed).toBe(false);
    const r = play(s, ATTACK_LEADER);
    expect(r.state.leaders['B-leader']!.revealed).toBe(true);
    expect(eventsOf(r.events, 'leader-revealed')).toMatchObject([{ leader: 'B-leader' }]);
  });

  it('a leader melee has the melee events step: a melee event from the hand counts (§10.2.4.2)', () => {
    const a = at(5, 6);
    const events = { events: [{ card: 64, title: 'Rally to the standard', timing: 'melee' as const, duration: 'melee' as const, effects: [{ kind: 'meleeStrength' as const, target: 'own' as const, value: 2 }], provenance: { kind: 'user' as const, file: 'leader melee test' } }] };
    const s = toMelee({ A: [unit('A-MI', 'MI', a, 5)], B: [unit('B-far', 'MI', at(1, 1), 2)], leaders: { A: { hex: at(0, 11), combat: 0 }, B: { hex: N(a), combat: 2 } }, deck: {}, options: HONOR, events });
    let r = play(s, ATTACK_LEADER, ...exertNone);
    expect(r.state.phase.kind === 'melee' && r.state.phase.melee?.step).toBe('events');
    expect(dawnOfBattle.legalCommands(r.state)).toContainEqual({ type: 'play-melee-event', player: 'B', card: '64' });
    r = play(r.state, { type: 'play-melee-event', player: 'B', card: '64' });
    const m = r.melees[0]!;
    expect(m['events']).toMatchObject([{ by: 'defender', card: '64' }]);
    expect(lines(m, 'event').some((l) => l.value === 2 && l.applies === 'defender')).toBe(true);
  });

  it('ruling: a lone leader does not block enemy movement or count for stacking; a unit entering its hex overruns it (§6.4)', () => {
    // §15.12.2 makes a lone leader a combat unit for melee only; the book never lets it stop a
    // move (ruling DOB-R20 does not let it).
    const a = at(5, 6);
    const s = toActionCycle({ A: [unit('A-MI', 'MI', a, 5)], B: [unit('B-far', 'MI', at(1, 1), 2)], leaders: { A: { hex: at(0, 11), combat: 0 }, B: { hex: N(a), combat: 2 } }, deck: {}, options: HONOR });
    const first = s.phase.kind === 'action' ? s.phase.toAct : 'A';
    const st = first === 'B' ? run(s, { type: 'pass', player: 'B' }).state : s;
    const r = run(st, { type: 'activate-unit', player: 'A', unit: 'A-MI', action: 'move' }, { type: 'move', player: 'A', unit: 'A-MI', path: [{ type: 'enter', dir: 5, freeTurn: false }] });
    expect(r.state.units['A-MI']!.hex).toEqual(N(a));
    expect(eventsOf(r.events, 'card-drawn').some((e) => String(e['purpose']).startsWith('overrun leader ('))).toBe(true);
  });

  it('without the Code of Honor leaders do not fight: the command is refused', () => {
    const s = facingLeader({}, {}, unit('B-MI', 'MI', geometry.step(at(5, 6), 0), 3));
    expect(s.phase.kind).toBe('melee');
    expect(dawnOfBattle.legalCommands(s).some((c) => c.type === 'initiate-melee' && 'targetHex' in c)).toBe(false);
    expect(refused(s, ATTACK_LEADER).citations[0]!.section).toBe('15.12.2');
  });

  it('a leader with a friendly unit in its hex is not alone and cannot be attacked as one', () => {
    const a = at(5, 6);
    const s = toMelee({ A: [unit('A-MI', 'MI', a, 5)], B: [unit('B-MI', 'MI', N(a), 2)], leaders: { A: { hex: at(0, 11), combat: 0 }, B: { hex: N(a), combat: 2 } }, deck: {}, options: HONOR });
    expect(refused(s, ATTACK_LEADER).code).toBe('no-leader-melee');
  });

  it('ruling DOB-R62: a unit names the lone leaders\' hex, never a leader, which may be face down (§4.4)', () => {
    const s = facingLeader(HONOR);
    const offered = dawnOfBattle.legalCommands(s, 'A').filter((c) => c.type === 'initiate-melee');
    expect(offered).toContainEqual(ATTACK_LEADER);
    expect(JSON.stringify(offered)).not.toContain('B-leader');
    const r = refused(s, { type: 'initiate-melee', player: 'A', unit: 'A-MI', target: 'B-leader' });
    expect(r.code).toBe('name-the-hex');
    expect(r.citations[0]!.section).toBe('15.12.2');
    // A hex with no lone enemy leader is no target.
    expect(refused(s, { type: 'initiate-melee', player: 'A', unit: 'A-MI', targetHex: N(at(5, 6), 2) }).code).toBe('no-leader-melee');
  });

  it('ruling DOB-R62: of several lone leaders in the hex, the first by id fights', () => {
    const a = at(5, 6);
    let s = toMelee({ A: [unit('A-MI', 'MI', a, 5)], B: [unit('B-far', 'MI', at(1, 1), 2)], leaders: { A: { hex: at(0, 11), combat: 0 }, B: { hex: N(a), combat: 2 } }, deck: {}, options: HONOR });
    // A second B leader joins the first in its hex (a copy under another id, sorting after it).
    s = { ...s, leaders: { ...s.leaders, 'B-leader-z': { ...s.leaders['B-leader']!, id: 'B-leader-z' } } };
    const offered = dawnOfBattle.legalCommands(s, 'A').filter((c) => c.type === 'initiate-melee' && 'targetHex' in c);
    expect(offered).toEqual([ATTACK_LEADER]);
    const r = play(s, ATTACK_LEADER, ...exertNone);
    expect(r.melees[0]).toMatchObject({ attacker: 'A-MI', defender: 'B-leader' });
    expect(r.state.leaders['B-leader-z']!.revealed).toBe(false);
  });
});

describe('§10.2.7 continuance against a lone leader (ruling DOB-R41)', () => {
  function charged(options: Record<string, unknown>): DobState {
    const start = at(5, 10);
    const first = N(start, 4);
    let s = toActionCycle({
      A: [unit('A-KT', 'KT', start, 5)], B: [unit('B-1', 'MI', first, 5)],
      leaders: { A: { hex: at(0, 11), combat: 0 }, B: { hex: N(first), combat: 1 } },
      deck: { 10: meleeCard(every('E')) }, options,
    });
    const path = [0, 1, 2].map(() => ({ type: 'enter' as const, dir: 5 as const, freeTurn: false }));
    s = run(s, { type: 'activate-unit', player: 'A', unit: 'A-KT', action: 'move' }, { type: 'move', player: 'A', unit: 'A-KT', path, charge: true }).state;
    s = stack(passToMelee(s), { A: [10, 11] });
    return play(s, { type: 'initiate-melee', player: 'A', unit: 'A-KT', target: 'B-1' }, ...exertNone).state;
  }

  it('without the Code of Honor the charger enters the leader’s hex and the leader takes the overrun check', () => {
    const s = charged({});
    expect(s.phase.kind === 'melee' && s.phase.melee?.step).toBe('continue');
    const cmd: DobCommand = { type: 'continue-charge', player: 'A', targetHex: N(N(at(5, 10), 4), 1) };
    expect(dawnOfBattle.legalCommands(s)).toContainEqual(cmd);
    const r = play(s, cmd);
    expect(r.melees).toHaveLength(0);
    expect(r.state.units['A-KT']!.hex).toEqual(N(N(at(5, 10), 4)));
    expect(r.events.some((e) => e.type === 'leader-wounded' || e.type === 'leader-killed')).toBe(true);
    expect(r.state.units['A-KT']!.continuanceUsed).toBe(true);
  });

  it('ruling DOB-R62: the continuance names the leader\'s hex; naming the leader is refused', () => {
    const s = charged({});
    expect(JSON.stringify(dawnOfBattle.legalCommands(s, 'A'))).not.toContain('B-leader');
    expect(refused(s, { type: 'continue-charge', player: 'A', target: 'B-leader' }).code).toBe('name-the-hex');
  });

  it('with it the continuance is a real melee against the leader, with exertion and events first', () => {
    const cont = play(charged(HONOR), { type: 'continue-charge', player: 'A', targetHex: N(N(at(5, 10), 4), 1) });
    // Not fought yet: the melee waits for the attacker's exertion (§10.2.3.6), the leader is face up.
    expect(cont.melees).toHaveLength(0);
    expect(cont.state.phase.kind === 'melee' && cont.state.phase.melee).toMatchObject({ defender: 'B-leader', step: 'exertAttacker', continuance: true });
    expect(cont.state.leaders['B-leader']!.revealed).toBe(true);
    expect(dawnOfBattle.legalCommands(cont.state)).toContainEqual({ type: 'exert', player: 'A', chits: 1 });
    const r = play(cont.state, { type: 'exert', player: 'A', chits: 1 }, { type: 'exert', player: 'B', chits: 0 });
    expect(r.melees[0]).toMatchObject({ attacker: 'A-KT', defender: 'B-leader', continuance: true, loneLeader: true, exertion: { attacker: 1, defender: 0 } });
    // Exhaustion covers the first defender too (§10.2.8); the leader has fought this turn.
    expect(eventsOf(r.events, 'melee-ended')[0]).toMatchObject({ attacker: 'A-KT', defenders: ['B-1', 'B-leader'] });
    expect(r.state.leaders['B-leader']!.where === 'killed' || r.state.ext.leaderFought?.['B-leader'] === r.state.turn).toBe(true);
  });
});
