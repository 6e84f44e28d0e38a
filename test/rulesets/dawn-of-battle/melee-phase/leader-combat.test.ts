// §15.12.2 leaders fighting alone and the continuance against a lone leader (digest A-49), through
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
const exertNone: DobCommand[] = [{ type: 'exert', side: 'A', chits: 0 }, { type: 'exert', side: 'B', chits: 0 }];
const HONOR = { codeOfHonor: true };

/** A's Medium Infantry facing north with B's leader (combat 2) alone in the hex in front of it. */
function facingLeader(options: Record<string, unknown>, deck: Parameters<typeof toMelee>[0]['deck'] = {}, other: ReturnType<typeof unit> = unit('B-far', 'MI', at(1, 1), 2)): DobState {
  const a = at(5, 6);
  return toMelee({ A: [unit('A-MI', 'MI', a, 5)], B: [other], leaders: { A: { hex: at(0, 11), combat: 0 }, B: { hex: N(a), combat: 2 } }, deck, options });
}

describe('§15.12.2 leaders fighting alone', () => {
  it('a unit attacks a lone enemy leader in its front hexes; the leader fights at its combat bonus, every hex its front', () => {
    const s = facingLeader(HONOR);
    expect(dawnOfBattle.legalCommands(s)).toContainEqual({ type: 'initiateMelee', side: 'A', unit: 'A-MI', target: 'B-leader' });
    const r = play(s, { type: 'initiateMelee', side: 'A', unit: 'A-MI', target: 'B-leader' });
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
    const r = play(s, { type: 'initiateMelee', side: 'A', unit: 'A-MI', target: 'B-leader' });
    expect(r.state.leaders['B-leader']!.where).toBe('killed');
    expect(eventsOf(r.events, 'leader-killed')).toHaveLength(1);
    expect(r.state.units['A-MI']!.hex).toEqual(N(at(5, 6)));
  });

  it('an n-d result, whatever its modifier, counts as n for a leader', () => {
    let s = facingLeader(HONOR, { 10: meleeCard(Object.fromEntries(Array.from({ length: 13 }, (_, i) => [i - 6, ['n-d', 3] as const]))) });
    s = stack(s, { A: [10] });
    const r = play(s, { type: 'initiateMelee', side: 'A', unit: 'A-MI', target: 'B-leader' });
    expect(r.state.leaders['B-leader']!.where).toBe('map');
  });

  it('a lone leader attacks an enemy unit in any adjacent hex, once a turn', () => {
    const a = at(5, 6);
    let s = toActionCycle({ A: [unit('A-MI', 'MI', a, 5)], B: [unit('B-far', 'MI', at(1, 1), 2)], leaders: { A: { hex: at(0, 11), combat: 0 }, B: { hex: N(a), combat: 2 } }, deck: {}, options: HONOR });
    s = run(s, { type: 'pass', side: 'A' }, { type: 'pass', side: 'B' }).state;
    // Whoever is first, A passes; B's lone leader attacks the infantry in the next hex.
    if (s.phase.kind === 'melee' && s.phase.toAct === 'A') s = run(s, { type: 'passMelee', side: 'A' }).state;
    const cmd: DobCommand = { type: 'initiateMelee', side: 'B', unit: 'B-leader', target: 'A-MI' };
    expect(dawnOfBattle.legalCommands(s)).toContainEqual(cmd);
    const r = play(s, cmd);
    expect(r.melees[0]).toMatchObject({ attacker: 'B-leader', defender: 'A-MI', side: 'B' });
    expect(r.state.ext.leaderFought?.['B-leader']).toBe(r.state.turn);
  });

  it('without the Code of Honor leaders do not fight: the command is refused', () => {
    const s = facingLeader({}, {}, unit('B-MI', 'MI', geometry.step(at(5, 6), 0), 3));
    expect(s.phase.kind).toBe('melee');
    expect(dawnOfBattle.legalCommands(s).some((c) => c.type === 'initiateMelee' && c.target === 'B-leader')).toBe(false);
    expect(refused(s, { type: 'initiateMelee', side: 'A', unit: 'A-MI', target: 'B-leader' }).citations[0]!.section).toBe('15.12.2');
  });

  it('a leader with a friendly unit in its hex is not alone and cannot be attacked as one', () => {
    const a = at(5, 6);
    const s = toMelee({ A: [unit('A-MI', 'MI', a, 5)], B: [unit('B-MI', 'MI', N(a), 2)], leaders: { A: { hex: at(0, 11), combat: 0 }, B: { hex: N(a), combat: 2 } }, deck: {}, options: HONOR });
    expect(refused(s, { type: 'initiateMelee', side: 'A', unit: 'A-MI', target: 'B-leader' }).code).toBe('no-leader-melee');
  });
});

describe('§10.2.7 continuance against a lone leader (digest A-49)', () => {
  function charged(options: Record<string, unknown>): DobState {
    const start = at(5, 10);
    const first = N(start, 4);
    let s = toActionCycle({
      A: [unit('A-KT', 'KT', start, 5)], B: [unit('B-1', 'MI', first, 5)],
      leaders: { A: { hex: at(0, 11), combat: 0 }, B: { hex: N(first), combat: 1 } },
      deck: { 10: meleeCard(every('E')) }, options,
    });
    const path = [0, 1, 2].map(() => ({ type: 'enter' as const, dir: 5 as const, freeTurn: false }));
    s = run(s, { type: 'activateUnit', side: 'A', unit: 'A-KT', action: 'move' }, { type: 'move', side: 'A', unit: 'A-KT', path, charge: true }).state;
    s = stack(passToMelee(s), { A: [10, 11] });
    return play(s, { type: 'initiateMelee', side: 'A', unit: 'A-KT', target: 'B-1' }, ...exertNone).state;
  }

  it('without the Code of Honor the charger enters the leader’s hex and the leader takes the overrun check', () => {
    const s = charged({});
    expect(s.phase.kind === 'melee' && s.phase.melee?.step).toBe('continue');
    const cmd: DobCommand = { type: 'continueCharge', side: 'A', target: 'B-leader' };
    expect(dawnOfBattle.legalCommands(s)).toContainEqual(cmd);
    const r = play(s, cmd);
    expect(r.melees).toHaveLength(0);
    expect(r.state.units['A-KT']!.hex).toEqual(N(N(at(5, 10), 4)));
    expect(r.events.some((e) => e.type === 'leader-wounded' || e.type === 'leader-killed')).toBe(true);
    expect(r.state.units['A-KT']!.continuanceUsed).toBe(true);
  });

  it('with it the continuance is a real melee against the leader', () => {
    const r = play(charged(HONOR), { type: 'continueCharge', side: 'A', target: 'B-leader' });
    expect(r.melees[0]).toMatchObject({ attacker: 'A-KT', defender: 'B-leader', continuance: true, loneLeader: true });
  });
});
