// The melee worked examples played through the public API (dawnOfBattle.apply) with stacked
// decks: base melee strength, exertion, melee strength bonus, the comprehensive
// melee, ex Machina and double attack. The pure-function versions are in
// melee-examples.test.ts; these check that the melee phase feeds them the right inputs.
import { describe, expect, it } from 'vitest';
import { geometry } from '../../../../src/dawn-of-battle/index.js';
import { at, clash, eventCard, exMachina, lines, meleeCard, play, stack, toMelee, unit } from './phase-fixtures.js';

/** A flank hex of a unit at `hex` facing `facing`, and the facing that puts the unit in its front. */
function flankOf(hex: { q: number; r: number }, facing: number): { hex: { q: number; r: number }; facing: number } {
  const h = geometry.facingHexes(hex, facing as geometry.Dir).flank[0];
  return { hex: h, facing: geometry.directionTo(h, hex)! };
}

describe('§10.2 comprehensive melee example', () => {
  // Dave (A) attacks the flank of Bob's (B) disrupted pikemen with knights; leaders +2 and +1;
  // Dave exerts 2 chits, Bob none; Bob plays Heroics. Dave's card, row +3: d-D(+1); Bob's, row
  // +2: n-d(−1). Bob's morale draw 1, Dave's 5. The example leaves out the §6.4 leader draws
  // (ruling DOB-R21): both leaders draw a card that is not a 6 and survive.
  const pk = at(5, 5);
  const kt = flankOf(pk, 2);
  const setup = () =>
    toMelee({
      A: [unit('A-KT', 'KT', kt.hex, kt.facing)],
      B: [unit('B-PK', 'PK', pk, 2, { status: 'disrupted' })],
      leaders: { A: { hex: kt.hex, combat: 2 }, B: { hex: pk, combat: 1 } },
      deck: { 10: meleeCard({ 3: ['d-D', 1] }), 20: meleeCard({ 2: ['n-d', -1] }), 30: eventCard('Heroics', 'heroics') },
      clash: clash(['KT', 'PK', -2]),
      hands: { A: [61, 62, 63], B: [30, 64, 65] },
    });

  it('strengths: +1 size, −2 Clash of Shields, no vector against pikemen, +2 exertion; leaders and Heroics give +3 to +2', () => {
    let s = setup();
    const apA = s.players.A.unspent;
    s = stack(s, { A: [10, 5, 2], B: [20, 1, 2] });
    const r = play(
      s,
      { type: 'initiate-melee', player: 'A', unit: 'A-KT', target: 'B-PK' },
      { type: 'exert', player: 'A', chits: 2 },
      { type: 'exert', player: 'B', chits: 0 },
      { type: 'play-melee-event', player: 'B', card: '30' },
    );
    expect(r.melees).toHaveLength(1);
    const m = r.melees[0]!;
    expect(lines(m, 'size-ratio').map((l) => l.value)).toEqual([1]);
    expect(lines(m, 'clash-of-shields').map((l) => l.value)).toEqual([-2]);
    const vector = lines(m, 'attack-vector');
    expect(vector.map((l) => l.value)).toEqual([0]);
    expect(vector[0]!.excluded).toMatch(/pikemen/);
    expect(lines(m, 'exertion').map((l) => l.value)).toEqual([2]);
    const st = m['strengths'] as { net: number; attacker: number; defender: number };
    expect(st.net).toBe(1);
    expect([st.attacker, st.defender]).toEqual([3, 2]);
    expect(m['vector']).toBe('flank');
    expect(m['cards']).toEqual({ attacker: [10, 5], defender: [20, 1] });
    // Results: the pikemen pass their check (1 + 1 ≤ 3): d, already disrupted, they survive;
    // the knights fail theirs (5 − 1 > 3): d, disrupted.
    const res = m['resolution'] as { defender: { result: string; chart: { check: { die: number; passed: boolean } } }; attacker: { result: string; chart: { check: { die: number; passed: boolean } } } };
    expect(res.defender.result).toBe('d');
    expect(res.defender.chart.check).toMatchObject({ die: 1, passed: true });
    expect(res.attacker.result).toBe('d');
    expect(res.attacker.chart.check).toMatchObject({ die: 5, passed: false });
    const after = r.state;
    // (Both were marked Done!, §10.2.8; the cycle then ran to turn end, which clears markers.)
    expect(after.units['B-PK']).toMatchObject({ where: 'map', status: 'disrupted' });
    expect(after.units['A-KT']).toMatchObject({ where: 'map', status: 'disrupted' });
    expect(r.events.find((e) => e.type === 'melee-ended')).toMatchObject({ attacker: 'A-KT', defenders: ['B-PK'] });
    expect(after.units['A-KT']!.hex).toEqual(kt.hex);
    // Dave paid two chits; Heroics went to Bob's discard pile; both leaders drew and survived.
    expect(after.players.A.unspent).toBe(apA - 2);
    expect(after.players.B.hand).not.toContain('30');
    expect(after.players.B.deck.discardPile).toContain('30');
    expect(r.events.filter((e) => e.type === 'leader-survived').map((e) => e['leader']).sort()).toEqual(['A-leader', 'B-leader']);
  });
});

describe('§10.2.3 base melee strength example', () => {
  it("the attacker's total 4 against the defender's 1 gives +3 and −3", () => {
    // Attacker: size 6 to 2 (+3) and a flank attack (+1) = 4; defender: in woods (+1 for it) = 1.
    const mi = at(5, 5);
    const px = flankOf(mi, 2);
    let s = toMelee({
      A: [unit('A-PX', 'PX', px.hex, px.facing)],
      B: [unit('B-MI', 'MI', mi, 2, { status: 'disrupted' })],
      leaders: { A: { hex: at(0, 0), combat: 0 }, B: { hex: at(11, 11), combat: 0 } },
      deck: {},
    });
    s = { ...s, map: { ...s.map, terrain: { ...s.map.terrain, [`${mi.q},${mi.r}`]: 'wooded' } } };
    const r = play(s, { type: 'initiate-melee', player: 'A', unit: 'A-PX', target: 'B-MI' }, { type: 'exert', player: 'A', chits: 0 }, { type: 'exert', player: 'B', chits: 0 });
    const m = r.melees[0]!;
    expect(lines(m, 'size-ratio')[0]!.value).toBe(3);
    expect(lines(m, 'attack-vector')[0]!.value).toBe(1);
    expect(lines(m, 'terrain').reduce((a, l) => a + l.value, 0)).toBe(-1);
    const st = m['strengths'] as { attacker: number; defender: number };
    expect([st.attacker, st.defender]).toEqual([3, -3]);
  });
});

describe('§10.2.3.6 exertion example', () => {
  // Dave's phalanx (A) carries +4 against Bob's mixed missiles (B): size +2, Clash of Shields +2.
  const mm = at(5, 5);
  const px = at(5, 6); // south of the MM, which faces south: a front attack
  const setup = () =>
    toMelee({
      A: [unit('A-PX', 'PX', px, 5)],
      B: [unit('B-MM', 'MM', mm, 2)],
      leaders: { A: { hex: at(0, 0), combat: 0 }, B: { hex: at(11, 11), combat: 0 } },
      deck: {},
      clash: clash(['PX', 'MM', 2]),
    });

  it('Dave exerts none, Bob discards two chits: +4 becomes +2 and Bob has two fewer', () => {
    const s = setup();
    const apB = s.players.B.unspent;
    const r = play(s, { type: 'initiate-melee', player: 'A', unit: 'A-PX', target: 'B-MM' }, { type: 'exert', player: 'A', chits: 0 }, { type: 'exert', player: 'B', chits: 2 });
    const m = r.melees[0]!;
    const st = m['strengths'] as { net: number; attacker: number; defender: number };
    expect(lines(m, 'exertion').map((l) => l.value)).toEqual([-2]);
    expect(st.net).toBe(2);
    expect(r.state.players.B.unspent).toBe(apB - 2);
  });

  it('variant: Dave discards one and Bob none: +5', () => {
    const r = play(setup(), { type: 'initiate-melee', player: 'A', unit: 'A-PX', target: 'B-MM' }, { type: 'exert', player: 'A', chits: 1 }, { type: 'exert', player: 'B', chits: 0 });
    expect((r.melees[0]!['strengths'] as { net: number }).net).toBe(5);
  });

  it('the attacker bids first; a bid above the chits in hand is refused', () => {
    const s = play(setup(), { type: 'initiate-melee', player: 'A', unit: 'A-PX', target: 'B-MM' }).state;
    expect(s.phase.kind === 'melee' && s.phase.melee?.step).toBe('exertAttacker');
    const r = (() => {
      try {
        play(s, { type: 'exert', player: 'A', chits: s.players.A.unspent + 1 });
        return 'accepted';
      } catch (e) {
        return String(e);
      }
    })();
    expect(r).toMatch(/unspent action chit/);
  });
});

describe('§10.2.4 melee strength bonus example', () => {
  it("Bob's +2 with his leader's +1 and Dave's Heroics and Ground Down end +2 to 0", () => {
    // Bob (A) attacks: phalanx 6 against mixed missiles 3 with no Clash of Shields cell: +2 / −2.
    const mm = at(5, 5);
    const px = at(5, 6);
    const s = toMelee({
      A: [unit('A-PX', 'PX', px, 5)],
      B: [unit('B-MM', 'MM', mm, 2)],
      leaders: { A: { hex: px, combat: 1 }, B: { hex: at(11, 11), combat: 0 } },
      deck: { 30: eventCard('Heroics', 'heroics'), 31: eventCard('Ground Down', 'groundDown') },
      hands: { A: [61, 62, 63], B: [30, 31, 64] },
    });
    const r = play(
      s,
      { type: 'initiate-melee', player: 'A', unit: 'A-PX', target: 'B-MM' },
      { type: 'exert', player: 'A', chits: 0 },
      { type: 'exert', player: 'B', chits: 0 },
      { type: 'play-melee-event', player: 'B', card: '30' },
      { type: 'play-melee-event', player: 'B', card: '31' },
    );
    const m = r.melees[0]!;
    const st = m['strengths'] as { base: { attacker: number; defender: number }; attacker: number; defender: number };
    expect(st.base).toEqual({ attacker: 2, defender: -2 });
    expect(lines(m, 'leader').map((l) => [l.applies, l.value])).toEqual([['attacker', 1]]);
    expect(lines(m, 'event').map((l) => [l.applies, l.value]).sort()).toEqual([['attacker', -1], ['defender', 2]]);
    expect([st.attacker, st.defender]).toEqual([2, 0]);
  });
});

describe('§14.6 ex Machina example', () => {
  // Dave (A) at +3 against Bob (B) at −1: a phalanx (6) against disrupted medium infantry (2) is
  // +3 / −3, and Bob's leader adds 2. Bob draws card 71, ex Machina, whose chart gives +1 at +3
  // and 0 at −1; Dave's normal card is discarded unused.
  const mi = at(5, 5);
  const px = at(5, 6);
  const setup = () =>
    toMelee({
      A: [unit('A-PX', 'PX', px, 5)],
      B: [unit('B-MI', 'MI', mi, 2, { status: 'disrupted' })],
      leaders: { A: { hex: at(0, 0), combat: 0 }, B: { hex: mi, combat: 2 } },
      deck: { 71: exMachina({ 3: 1, [-1]: 0 }) },
    });
  const fight = [
    { type: 'initiate-melee', player: 'A', unit: 'A-PX', target: 'B-MI' },
    { type: 'exert', player: 'A', chits: 0 },
    { type: 'exert', player: 'B', chits: 0 },
  ] as const;

  it('Dave 4 + 1 = 5 against Bob 2 + 0 = 2: Dave takes d, Bob D (eliminated, already disrupted)', () => {
    // Bob's leader, left alone when the phalanx advances, is overrun: card 3 (not a 6), wounded.
    const s = stack(setup(), { A: [10, 4], B: [71, 2, 3] });
    const r = play(s, ...fight);
    const m = r.melees[0]!;
    expect((m['strengths'] as { attacker: number; defender: number }).attacker).toBe(3);
    expect((m['strengths'] as { attacker: number; defender: number }).defender).toBe(-1);
    const res = m.resolution;
    expect(res.mode).toBe('exMachina');
    expect(res.discarded).toBe('attacker');
    expect(res.exMachina!.rounds[0]!.total).toEqual({ attacker: 5, defender: 2 });
    expect([res.attacker.result, res.defender.result]).toEqual(['d', 'D']);
    expect(r.state.units['B-MI']!.where).toBe('eliminated');
    expect(r.state.units['A-PX']).toMatchObject({ status: 'disrupted', hex: mi });
    expect(r.state.leaders['B-leader']!.where).toBe('track');
  });

  it('variant: Dave 2 + 1 = 3 against Bob 6: Bob takes d, Dave D', () => {
    // Bob's disrupted unit takes a d: its leader still draws (ruling DOB-R21), card 3, and survives.
    const s = stack(setup(), { A: [10, 2], B: [71, 6, 3] });
    const r = play(s, ...fight);
    const res = r.melees[0]!['resolution'] as { exMachina: { winner: string }; attacker: { result: string }; defender: { result: string } };
    expect(res.exMachina.winner).toBe('defender');
    expect([res.attacker.result, res.defender.result]).toEqual(['D', 'd']);
    expect(r.state.units['A-PX']!.status).toBe('disrupted');
    expect(r.state.units['B-MI']).toMatchObject({ where: 'map', status: 'disrupted' });
  });
});

describe('§15.7 double attack example', () => {
  // A phalanx (6) attacks two mixed missiles (3), one in each front hex; Clash of Shields +2.
  // The rule gives ⌈6/2⌉ = 3 against 3, size 0, +2 with the Clash: +2 each (+3 with a leader of
  // combat 1). The example prints +3 (+4): it disagrees with its own rule; we follow
  // the rule. The held results: a d from the first attack and a D from the second eliminate it.
  const px = at(5, 6);
  const mm1 = geometry.step(px, 5);
  const mm2 = geometry.step(px, 0);
  const setup = (combat: number) =>
    toMelee({
      A: [unit('A-PX', 'PX', px, 5)],
      B: [unit('B-MM1', 'MM', mm1, 2), unit('B-MM2', 'MM', mm2, 2)],
      leaders: { A: { hex: combat > 0 ? px : at(0, 0), combat }, B: { hex: at(11, 11), combat: 0 } },
      deck: { 20: meleeCard({ [-2]: ['d', 0] }), 21: meleeCard({ [-2]: ['D', 0] }) },
      clash: clash(['PX', 'MM', 2]),
      options: { melee: { doubleAttack: true } },
    });
  const double = [
    { type: 'initiate-melee', player: 'A', unit: 'A-PX', target: 'B-MM1', second: 'B-MM2' },
    { type: 'exert', player: 'A', chits: 0 },
    { type: 'exert', player: 'B', chits: 0 },
    { type: 'exert', player: 'A', chits: 0 },
    { type: 'exert', player: 'B', chits: 0 },
  ] as const;

  it('two +2 attacks (the rule; the example says +3); the held d and D eliminate the phalanx', () => {
    const s = stack(setup(0), { A: [40, 41], B: [20, 21] });
    const r = play(s, ...double);
    expect(r.melees).toHaveLength(2);
    for (const m of r.melees) {
      expect((m['strengths'] as { attacker: number }).attacker).toBe(2);
      expect((m['strengths'] as { effectiveStrength: { attacker: number } }).effectiveStrength.attacker).toBe(3);
    }
    // The first d is held: the second attack still sees a good-order phalanx.
    expect((r.melees[1]!['resolution'] as { attacker: { before: string } }).attacker.before).toBe('good');
    const held = r.events.find((e) => e.type === 'held-results')!;
    expect(held['results']).toEqual(['d', 'D']);
    expect(r.state.units['A-PX']!.where).toBe('eliminated');
  });

  it('with a leader of combat 1 stacked: two +3 attacks (the example says +4)', () => {
    // The leader adds to the phalanx only: the defenders stay at −2 and the same held d and D
    // eliminate it; its leader then draws for a casualty (§6.4): card 44, die 2, survives.
    const s = stack(setup(1), { A: [40, 41, 44], B: [20, 21] });
    const r = play(s, ...double);
    expect(r.melees.map((m) => (m['strengths'] as { attacker: number }).attacker)).toEqual([3, 3]);
    expect(r.melees.map((m) => (m['strengths'] as { defender: number }).defender)).toEqual([-2, -2]);
    expect(r.state.units['A-PX']!.where).toBe('eliminated');
    expect(r.events.find((e) => e.type === 'leader-survived')).toMatchObject({ leader: 'A-leader' });
  });
});
