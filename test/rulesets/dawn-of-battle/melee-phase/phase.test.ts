// The melee phase's rules through the public API: the cycle and its alternation (§10.2),
// exhaustion (§10.2.8), the charge obligation (§7.11.4), withdrawal (§10.2.2), pre-melee fire
// (§8.7.2), cannon capture (§8.7.2.5), looting (§11.4), discipline (§15.6), continuance
// (§10.2.7), and refusals with their sections.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dawnOfBattle, geometry, type DobCommand, type DobState, type MeleeResult, type Scenario } from '../../../../src/dawn-of-battle/index.js';
import { other } from '../../../../src/rulesets/dawn-of-battle/model/state.js';
import { at, lines, meleeCard, meleeCounters, passToMelee, play, stack, toActionCycle, toMelee, unit } from '../../../acceptance/dawn-of-battle/melee/phase-fixtures.js';
import { fixtureDeck, refused, run, scenario, toAction } from '../fixtures.js';

const N = (h: { q: number; r: number }, k = 1) => {
  let x = h;
  for (let i = 0; i < k; i++) x = geometry.step(x, 5);
  return x;
};
const S = (h: { q: number; r: number }) => geometry.step(h, 2);
const every = (r: MeleeResult): Record<number, readonly [MeleeResult, number]> => Object.fromEntries(Array.from({ length: 13 }, (_, i) => [i - 6, [r, 0] as const]));
const far = { A: { hex: at(0, 11), combat: 0 }, B: { hex: at(11, 0), combat: 0 } };
const exertNone: DobCommand[] = [{ type: 'exert', player: 'A', chits: 0 }, { type: 'exert', player: 'B', chits: 0 }];
const melee = (s: DobState) => (s.phase.kind === 'melee' ? s.phase.melee : null);

describe('§10.2 the melee cycle', () => {
  it('the initiative player initiates first, the other answers, passing twice ends the cycle; both fighters are marked Done!', () => {
    const a1 = at(3, 6);
    const a2 = at(8, 6);
    let s = toActionCycle({
      A: [unit('A-1', 'MI', a1, 5), unit('A-2', 'MI', a2, 5)],
      B: [unit('B-1', 'MI', N(a1), 2), unit('B-2', 'MI', N(a2), 2)],
      leaders: far,
      deck: {},
    });
    s = run(s, { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' }).state;
    expect(s.phase.kind).toBe('melee');
    const first = s.phase.kind === 'melee' ? s.phase.toAct : 'A';
    expect(first).toBe(s.initiative.holder);
    const mine = first === 'A' ? ['A-1', 'B-1'] : ['B-1', 'A-1'];
    s = run(s, { type: 'initiate-melee', player: first, unit: mine[0]!, target: mine[1]! }, { type: 'exert', player: first, chits: 0 }, { type: 'exert', player: other(first), chits: 0 }).state;
    // Exhaustion: both marked Done!; the other player initiates next.
    expect(s.units['A-1']!.marker).toBe('done');
    expect(s.units['B-1']!.marker).toBe('done');
    expect(s.phase.kind === 'melee' && s.phase.toAct).toBe(other(first));
    // A Done! unit initiates no more (§10.0).
    expect(refused(s, { type: 'initiate-melee', player: other(first), unit: mine[1]!, target: mine[0]! }).citations[0]!.section).toBe('10.0');
    s = run(s, { type: 'pass-melee', player: other(first) }).state;
    // The player who passed initiates no more; the other goes on until it passes too.
    expect(s.phase.kind === 'melee' && s.phase.toAct).toBe(first);
    s = run(s, { type: 'pass-melee', player: first }).state;
    expect(s.phase.kind).toBe('turnEnd');
  });

  it('refuses melee commands out of turn, out of step and against units out of reach', () => {
    const a = at(5, 6);
    const s = toMelee({ A: [unit('A-MI', 'MI', a, 5), unit('A-CAMP', 'CAMP', at(5, 9), 5)], B: [unit('B-MI', 'MI', N(a), 2), unit('B-far', 'MI', at(1, 1), 2)], leaders: far, deck: {} });
    expect(refused(s, { type: 'initiate-melee', player: 'B', unit: 'B-MI', target: 'A-MI' }).code).toBe('wrong-player');
    expect(refused(s, { type: 'initiate-melee', player: 'A', unit: 'A-MI', target: 'B-far' }).citations[0]!.section).toBe('10.2.1');
    expect(refused(s, { type: 'initiate-melee', player: 'A', unit: 'nobody', target: 'B-MI' }).code).toBe('unknown-unit');
    expect(refused(s, { type: 'exert', player: 'A', chits: 1 }).code).toBe('wrong-step');
    const open = run(s, { type: 'initiate-melee', player: 'A', unit: 'A-MI', target: 'B-MI' }).state;
    expect(refused(open, { type: 'pass-melee', player: 'A' }).code).toBe('melee-open');
    expect(refused(open, { type: 'exert', player: 'B', chits: 0 }).code).toBe('wrong-player');
  });

  describe('§11.3 the melee cycle', () => {
    it('§11.3 a Camp never initiates melee', () => {
      const c = at(5, 6);
      const s = toMelee({ A: [unit('A-CAMP', 'CAMP', c, 5), unit('A-MI', 'MI', at(8, 6), 5)], B: [unit('B-MI', 'MI', N(c), 5), unit('B-2', 'MI', N(at(8, 6)), 2)], leaders: far, deck: {} });
      expect(refused(s, { type: 'initiate-melee', player: 'A', unit: 'A-CAMP', target: 'B-MI' }).citations[0]!.section).toBe('11.3');
      expect(dawnOfBattle.legalCommands(s).some((c) => c.type === 'initiate-melee' && c.unit === 'A-CAMP')).toBe(false);
    });
  });
});

describe('§7.11.4 a charging unit must attack', () => {
  it('after a charge the player may not pass the melee cycle until the charger has attacked', () => {
    const start = at(5, 9);
    const enemy = N(start, 4);
    let s = toActionCycle({ A: [unit('A-KT', 'KT', start, 5)], B: [unit('B-MI', 'MI', enemy, 5)], leaders: far, deck: {} });
    const path = [0, 1, 2].map(() => ({ type: 'enter' as const, dir: 5 as const, freeTurn: false }));
    s = run(s, { type: 'activate-unit', player: 'A', unit: 'A-KT', action: 'move' }, { type: 'move', player: 'A', unit: 'A-KT', path, charge: true }).state;
    expect(s.units['A-KT']!.charge).toBe(true);
    s = passToMelee(s);
    expect(refused(s, { type: 'pass-melee', player: 'A' }).citations[0]!.section).toBe('7.11.4');
    expect(dawnOfBattle.legalCommands(s).map((c) => c.type)).not.toContain('pass-melee');
    const r = play(s, { type: 'initiate-melee', player: 'A', unit: 'A-KT', target: 'B-MI' }, ...exertNone);
    // The charge doubles the knights against a unit in their front hexes: 10 against 4, +2.
    expect((r.melees[0]!['strengths'] as { effectiveStrength: { attacker: number } }).effectiveStrength.attacker).toBe(10);
  });

  describe('§10.2.7 a charging unit must attack', () => {
    it('§10.2.7 continuance: after eliminating its target and advancing, the charger attacks again once', () => {
      const start = at(5, 10);
      const first = N(start, 4);
      const second = N(first);
      let s = toActionCycle({
        A: [unit('A-KT', 'KT', start, 5)], B: [unit('B-1', 'MI', first, 5), unit('B-2', 'MI', second, 5)], leaders: far,
        deck: { 10: meleeCard(every('E')) },
      });
      const path = [0, 1, 2].map(() => ({ type: 'enter' as const, dir: 5 as const, freeTurn: false }));
      s = run(s, { type: 'activate-unit', player: 'A', unit: 'A-KT', action: 'move' }, { type: 'move', player: 'A', unit: 'A-KT', path, charge: true }).state;
      s = stack(passToMelee(s), { A: [10, 11] });
      let r = play(s, { type: 'initiate-melee', player: 'A', unit: 'A-KT', target: 'B-1' }, ...exertNone);
      expect(r.state.units['B-1']!.where).toBe('eliminated');
      expect(r.state.units['A-KT']!.hex).toEqual(first);
      expect(melee(r.state)?.step).toBe('continue');
      expect(dawnOfBattle.legalCommands(r.state)).toContainEqual({ type: 'continue-charge', player: 'A', target: 'B-2' });
      r = play(r.state, { type: 'continue-charge', player: 'A', target: 'B-2' }, ...exertNone);
      expect(r.melees[0]!['continuance']).toBe(true);
      expect(r.state.units['A-KT']!.continuanceUsed).toBe(true);
    });
  });
});

describe('§10.2.2 withdrawal before combat', () => {
  it('light cavalry withdraws from slower infantry: disrupted, as far as it can get, Done!; the attacker advances', () => {
    const a = at(5, 7);
    const lc = N(a);
    const s = toMelee({ A: [unit('A-MI', 'MI', a, 5)], B: [unit('B-LC', 'LC', lc, 2)], leaders: far, deck: {} });
    let t = run(s, { type: 'initiate-melee', player: 'A', unit: 'A-MI', target: 'B-LC' }).state;
    expect(melee(t)?.step).toBe('withdraw');
    const options = dawnOfBattle.legalCommands(t).filter((c) => c.type === 'withdraw' && c.withdraw);
    expect(options.length).toBeGreaterThan(0);
    const r = play(t, options[0]!);
    t = r.state;
    const u = t.units['B-LC']!;
    expect(u.status).toBe('disrupted');
    // Half its disrupted movement of 5, rounded up: 3 points, one to turn about and two hexes
    // away, the farthest it can get (every option offered is that far).
    expect(geometry.distance(u.hex!, a)).toBe(3);
    for (const o of options) if (o.type === 'withdraw' && o.to !== undefined) expect(geometry.distance(o.to, a)).toBe(3);
    expect(r.events.find((e) => e.type === 'melee-ended')).toMatchObject({ defenders: ['B-LC'] });
    expect(r.events.some((e) => e.type === 'withdrawal')).toBe(true);
    expect(r.melees).toHaveLength(0);
    expect(t.units['A-MI']!.hex).toEqual(lc);
  });

  it('a unit that stands fights', () => {
    const a = at(5, 7);
    const s = toMelee({ A: [unit('A-MI', 'MI', a, 5)], B: [unit('B-LC', 'LC', N(a), 2)], leaders: far, deck: {} });
    const r = play(s, { type: 'initiate-melee', player: 'A', unit: 'A-MI', target: 'B-LC' }, { type: 'withdraw', player: 'B', withdraw: false }, ...exertNone);
    expect(r.melees).toHaveLength(1);
  });
});

describe('§8.7.2 pre-melee gunpowder fire', () => {
  it('attacking light gunners fire at range 0 before the melee; a hit disrupts the defender first', () => {
    const a = at(5, 7);
    let s = toMelee({ A: [unit('A-LG', 'LG', a, 5)], B: [unit('B-MI', 'MI', N(a), 2)], leaders: far, deck: {} });
    // Three draws (strength 3 at range 0), all sixes; the defence draws a 1.
    s = stack(s, { A: [6, 12, 18], B: [1] });
    const r = play(s, { type: 'initiate-melee', player: 'A', unit: 'A-LG', target: 'B-MI' }, ...exertNone);
    expect(r.events.find((e) => e.type === 'pre-melee-fire')).toMatchObject({ shots: [{ firer: 'A-LG', target: 'B-MI', draws: 3 }] });
    expect(r.melees).toHaveLength(1);
    expect((r.melees[0]!['resolution'] as { defender: { before: string } }).defender.before).toBe('disrupted');
  });
});

describe('§8.7.2.5 cannon in melee', () => {
  it('a lone cannon attacked with one action point paid is captured, limbered, and its old owner counts the loss', () => {
    const a = at(5, 7);
    let s = toMelee({ A: [unit('A-MI', 'MI', a, 5)], B: [unit('B-AY', 'AY', N(a), 2, { strength: 2 })], leaders: far, deck: {} });
    // The cannon fires first (two draws, 1 and 1) and misses against the defence draw 6.
    s = stack(s, { A: [6], B: [1, 7] });
    const ap = s.players.A.unspent;
    const r = play(s, { type: 'initiate-melee', player: 'A', unit: 'A-MI', target: 'B-AY', capture: true });
    expect(r.state.players.A.unspent).toBe(ap - 1);
    expect(r.state.units['B-AY']).toMatchObject({ side: 'A', status: 'disrupted', hex: N(a) });
    expect(r.state.units['A-MI']!.hex).toEqual(a);
    expect(r.state.players.B.losses).toBe(2);
  });

  it('without paying, the cannon is destroyed and the attacker advances', () => {
    const a = at(5, 7);
    let s = toMelee({ A: [unit('A-MI', 'MI', a, 5)], B: [unit('B-AY', 'AY', N(a), 2, { strength: 2 })], leaders: far, deck: {} });
    s = stack(s, { A: [6], B: [1, 7] });
    const r = play(s, { type: 'initiate-melee', player: 'A', unit: 'A-MI', target: 'B-AY' });
    expect(r.state.units['B-AY']!.where).toBe('eliminated');
    expect(r.state.units['A-MI']!.hex).toEqual(N(a));
  });
});

describe('§11.4 looting', () => {
  it('the unit that destroys a Camp is removed without counting as a loss; its leader goes ahead on the Turn track', () => {
    const a = at(5, 7);
    let s = toMelee({
      A: [unit('A-MI', 'MI', a, 5)], B: [unit('B-CAMP', 'CAMP', N(a), 2)],
      leaders: { A: { hex: a, combat: 0 }, B: { hex: at(11, 0), combat: 0 } }, deck: { 10: meleeCard(every('E')) },
    });
    // Card 10 eliminates the Camp; the leader's morale check draws card 1 (passes): two turns.
    s = stack(s, { A: [10, 1] });
    const r = play(s, { type: 'initiate-melee', player: 'A', unit: 'A-MI', target: 'B-CAMP' }, ...exertNone);
    expect(r.state.units['B-CAMP']!.where).toBe('eliminated');
    expect(r.state.players.B.campLost).toBe(true);
    expect(r.state.units['A-MI']!.where).toBe('eliminated');
    expect(r.state.players.A.losses).toBe(0);
    expect(r.state.leaders['A-leader']).toMatchObject({ where: 'track', returnTurn: s.turn + 2 });
  });
});

describe('§15.6 discipline', () => {
  it('a disciplined unit may decline to advance', () => {
    const a = at(5, 7);
    let s = toMelee({ A: [unit('A-MI', 'MI', a, 5)], B: [unit('B-MI', 'MI', N(a), 2)], leaders: far, deck: { 10: meleeCard(every('E')) }, options: { melee: { disciplined: ['A-MI'] } } });
    s = stack(s, { A: [10] });
    const t = run(s, { type: 'initiate-melee', player: 'A', unit: 'A-MI', target: 'B-MI' }, ...exertNone).state;
    expect(melee(t)?.step).toBe('advance');
    const r = play(t, { type: 'advance', player: 'A', advance: false });
    expect(r.state.units['A-MI']!.hex).toEqual(a);
    const moved = play(t, { type: 'advance', player: 'A', advance: true });
    expect(moved.state.units['A-MI']!.hex).toEqual(N(a));
  });
});

describe('melee commands decode from untrusted JSON', () => {
  it('malformed melee commands are refused with the path', () => {
    const s = toMelee({ A: [unit('A-MI', 'MI', at(5, 7), 5)], B: [unit('B-MI', 'MI', N(at(5, 7)), 2)], leaders: far, deck: {} });
    const r = dawnOfBattle.apply(s, { type: 'exert', player: 'A', chits: -1 } as unknown as DobCommand);
    expect(E.isLeft(r)).toBe(true);
    expect(S(N(at(5, 7)))).toEqual(at(5, 7));
  });
});

describe('§7.8 the off-map attack on a blocked entry hex', () => {
  const entry = at(11, 5);
  const setupOffMap = (deck: Record<number, ReturnType<typeof meleeCard>>) => {
    const base = scenario({
      A: [unit('A-MI', 'MI', at(2, 10), 5)],
      B: [unit('B-MI', 'MI', entry, 2), unit('B-2', 'MI', N(at(2, 10)), 2)],
      leadersA: [{ id: 'A-leader', command: 3, range: 3, combat: 0 }, { id: 'A-reserve', command: 0, range: 2, combat: 1 }],
      leadersB: [{ id: 'B-leader', command: 3, range: 3, combat: 0 }],
    });
    const sc: Scenario = {
      ...base,
      sides: {
        ...base.sides,
        A: { ...base.sides.A, reinforcements: [{ id: 'column', turn: 1, entryHexes: [entry], units: [{ id: 'A-R1', counter: 'MI' }, { id: 'A-R2', counter: 'MI' }], leaders: ['A-reserve'] }] },
      },
    };
    const r = dawnOfBattle.setup(sc, { seed: 'off-map', options: { data: { counters: meleeCounters, deck: fixtureDeck(deck) }, stack: { A: [61, 62, 63], B: [64, 65, 66] } } });
    if (E.isLeft(r)) throw new Error(r.left.message);
    return passToMelee(toAction(r.right, { 'A-leader': at(0, 11), 'B-leader': at(0, 0) }, 'A'));
  };

  it('a reinforcing unit attacks the blocker from off the map, with its group leader, in clear terrain; it stays off the map', () => {
    let s = setupOffMap({ 10: meleeCard(every('E')) });
    expect(dawnOfBattle.legalCommands(s)).toContainEqual({ type: 'initiate-melee', player: 'A', unit: 'A-R1', target: 'B-MI' });
    s = stack(s, { A: [10] });
    const r = play(s, { type: 'initiate-melee', player: 'A', unit: 'A-R1', target: 'B-MI' }, ...exertNone);
    const m = r.melees[0]!;
    expect(lines(m, 'leader').map((l) => [l.applies, l.value])).toEqual([['attacker', 1]]);
    expect(r.state.units['B-MI']!.where).toBe('eliminated');
    expect(r.state.units['A-R1']).toMatchObject({ where: 'reserve', hex: null });
  });

  it('only one attack per entry hex and turn, and never against the reserve', () => {
    let s = setupOffMap({});
    s = run(s, { type: 'initiate-melee', player: 'A', unit: 'A-R1', target: 'B-MI' }, ...exertNone).state;
    // B (unless it passed already) answers by passing; A, with A-MI still able to attack, acts again.
    if (s.phase.kind === 'melee' && s.phase.toAct === 'B') s = run(s, { type: 'pass-melee', player: 'B' }).state;
    expect(s.phase.kind === 'melee' && s.phase.toAct).toBe('A');
    expect(refused(s, { type: 'initiate-melee', player: 'A', unit: 'A-R2', target: 'B-MI' }).citations[0]!.section).toBe('7.8');
    expect(dawnOfBattle.legalCommands(s).some((c) => c.type === 'initiate-melee' && c.unit === 'A-R2')).toBe(false);
  });
});
