// Worked examples of melee: base melee strength, size ratio, Clash of
// Shields, exertion, melee strength bonus, chart morale modifier, the
// comprehensive melee, ex Machina, double attack. Pure functions only: the melee phase
// of the reducer is not wired yet, so the cards and morale draws are passed in explicitly.
import { describe, expect, it } from 'vitest';
import { defaultClash } from '../../../../src/rulesets/dawn-of-battle/data/default-tables.js';
import type { ClashFile } from '../../../../src/rulesets/dawn-of-battle/data/formats.js';
import { BUILTIN_EVENTS, meleeEventInputs } from '../../../../src/rulesets/dawn-of-battle/rules/14-events/index.js';
import {
  applyHeldResults,
  baseMeleeStrengths,
  meleeOdds,
  resolveMelee,
  sizeRatioAdjustment,
  type MeleeContext,
} from '../../../../src/rulesets/dawn-of-battle/rules/10-melee/resolve/index.js';
import { card, exMachinaCard, right } from '../../../rulesets/dawn-of-battle/melee/fixtures.js';

const user = { kind: 'user', file: 'fixture' } as const;
const pxmm: ClashFile = { cells: [{ attacker: 'PX', defender: 'MM', value: 2, provenance: user }] };
const noClash: ClashFile = { cells: [] };
const netOf = (ctx: MeleeContext) => right(baseMeleeStrengths(ctx));
const lineValue = (ctx: MeleeContext, step: string) => netOf(ctx).breakdown.filter((l) => l.step === step).map((l) => l.value);

describe('§10.2.3 base melee strength example', () => {
  it('totals 4 against 1 give +3 and −3', () => {
    // Bob attacks; his adjustments total 4, Dave's 1 (any adjustments: here "other" ones).
    const r = netOf({
      attacker: { type: 'MI', strength: 4 },
      defender: { type: 'MI', strength: 4 },
      vector: 'front',
      clash: noClash,
      other: [
        { side: 'attacker', value: 4, label: "Bob's total", section: '10.2.3', source: 'scenario' },
        { side: 'defender', value: 1, label: "Dave's total", section: '10.2.3', source: 'scenario' },
      ],
    });
    expect([r.attacker, r.defender]).toEqual([3, -3]);
  });
});

describe('§10.2.3.1 size ratio example', () => {
  it('6 to 3 is +2; 6 to 4 is +1', () => {
    expect(sizeRatioAdjustment(6, 3)).toBe(2);
    expect(sizeRatioAdjustment(6, 4)).toBe(1);
    const ctx: MeleeContext = { attacker: { type: 'PX', strength: 6 }, defender: { type: 'MM', strength: 3 }, vector: 'front', clash: noClash };
    expect(lineValue(ctx, 'size-ratio')).toEqual([2]);
    expect(lineValue({ ...ctx, defender: { type: 'MI', strength: 4 } }, 'size-ratio')).toEqual([1]);
  });
});

describe('§10.2.3.2 Clash of Shields example', () => {
  it("Dave's phalanx against Bob's mixed missiles reads +2 from the table", () => {
    const ctx: MeleeContext = { attacker: { type: 'PX', strength: 6 }, defender: { type: 'MM', strength: 3 }, vector: 'front', clash: pxmm };
    expect(lineValue(ctx, 'clash-of-shields')).toEqual([2]);
    expect(lineValue({ ...ctx, clash: defaultClash }, 'clash-of-shields')).toEqual([2]);
  });
});

describe('§10.2.3.6 exertion example', () => {
  const ctx: MeleeContext = { attacker: { type: 'PX', strength: 6 }, defender: { type: 'MM', strength: 3 }, vector: 'front', clash: pxmm };
  it('+4 before exertion; Dave plays none, Bob two: +2', () => {
    expect(netOf(ctx).net).toBe(4);
    expect(netOf({ ...ctx, exertion: { attacker: 0, defender: 2 } }).attacker).toBe(2);
  });
  it('variant: Dave one, Bob none: +5', () => {
    expect(netOf({ ...ctx, exertion: { attacker: 1, defender: 0 } }).attacker).toBe(5);
  });
});

describe('§10.2.4 melee strength bonus example', () => {
  it("Bob +2 with his leader's +1 is +3, Ground Down takes it to +2; Dave −2 with Heroics is 0", () => {
    // Bob's phalanx (6) attacks Dave's mixed missiles (3) with no Clash of Shields: base +2 / −2.
    const events = meleeEventInputs([
      { by: 'defender', event: BUILTIN_EVENTS['heroics']! },
      { by: 'defender', event: BUILTIN_EVENTS['groundDown']! },
    ]);
    const r = netOf({ attacker: { type: 'PX', strength: 6, leaderBonuses: [1] }, defender: { type: 'MM', strength: 3 }, vector: 'front', clash: noClash, ...events });
    expect(r.base).toEqual({ attacker: 2, defender: -2 });
    expect([r.attacker, r.defender]).toEqual([2, 0]);
  });
});

describe('§10.2.5 modifier example', () => {
  const ctx = { strengths: { attacker: 3, defender: 0 }, condition: { attacker: 'good', defender: 'good' }, morale: { attacker: { morale: 3 }, defender: { morale: 3 } } } as const;
  const daveCard = card(1, 6, { 3: ['d-D', 1] });
  it.each([
    [2, 'd'],
    [3, 'D'],
    [1, 'd'],
  ] as const)('Bob draws %i: %s', (die, result) => {
    const r = right(resolveMelee(ctx, { attacker: [daveCard], defender: [card(2, 6), card(3, die)] }));
    expect(r.defender.result).toBe(result);
  });
  it('a D on a disrupted unit eliminates it', () => {
    const r = right(resolveMelee({ ...ctx, condition: { attacker: 'good', defender: 'disrupted' } }, { attacker: [daveCard], defender: [card(2, 6), card(3, 3)] }));
    expect(r.defender.after).toBe('eliminated');
  });
});

describe('§10.2 comprehensive melee example', () => {
  // Dave's knights (5) attack the flank of Bob's disrupted schiltron (pikemen, 4). Dave's leader
  // +2, Bob's +1; Dave exerts two chits, Bob none; Bob plays Heroics. Clash of Shields KT→PK −2.
  const ctx: MeleeContext = {
    attacker: { type: 'KT', strength: 5, leaderBonuses: [2] },
    defender: { type: 'PK', strength: 4, leaderBonuses: [1] },
    vector: 'flank',
    clash: defaultClash,
    exertion: { attacker: 2, defender: 0 },
    ...meleeEventInputs([{ by: 'defender', event: BUILTIN_EVENTS['heroics']! }]),
  };

  it('builds the strengths step by step: +1, −2, no vector, +2 exertion; leaders +3 / 0; Heroics +2', () => {
    const r = netOf(ctx);
    const net = r.breakdown.filter((l) => l.applies === 'net');
    expect(net.find((l) => l.step === 'size-ratio')!.value).toBe(1);
    expect(net.find((l) => l.step === 'clash-of-shields')!.value).toBe(-2);
    const vector = net.find((l) => l.step === 'attack-vector')!;
    expect(vector.value).toBe(0);
    expect(vector.excluded).toContain('pikemen');
    expect(net.filter((l) => l.step === 'exertion').map((l) => l.value)).toEqual([2]);
    expect(r.base).toEqual({ attacker: 1, defender: -1 });
    const leader = r.breakdown.filter((l) => l.step === 'leader').map((l) => [l.applies, l.value]);
    expect(leader).toEqual([['attacker', 2], ['defender', 1]]);
    expect([r.attacker, r.defender]).toEqual([3, 2]);
  });

  it('Dave reads d-D(+1) at +3, Bob draws 1: the disrupted pikemen survive; Bob reads n-d(−1) at +2, Dave draws 5: the knights are disrupted', () => {
    const s = netOf(ctx);
    const r = right(
      resolveMelee(
        { strengths: { attacker: s.attacker, defender: s.defender }, condition: { attacker: 'good', defender: 'disrupted' }, morale: { attacker: { morale: 3 }, defender: { morale: 3 } } },
        { attacker: [card(11, 2, { 3: ['d-D', 1] }), card(12, 5)], defender: [card(21, 4, { 2: ['n-d', -1] }), card(22, 1)] },
      ),
    );
    expect(r.defender.chart?.check).toEqual({ die: 1, modifier: 1, morale: 3, passed: true });
    expect(r.defender).toMatchObject({ result: 'd', before: 'disrupted', after: 'disrupted' });
    expect(r.attacker.chart?.check).toEqual({ die: 5, modifier: -1, morale: 3, passed: false });
    expect(r.attacker).toMatchObject({ result: 'd', before: 'good', after: 'disrupted' });
    // The leader-casualty draws (§6.4) for Dave's leader come next from his deck, after card 2:
    // the example leaves them out; the reducer makes them.
    expect(r.used).toEqual({ attacker: 2, defender: 2 });
  });

  it('the wording "does not exceed by two" describes a difference; the rule is a ratio, and both give +1 here', () => {
    expect(sizeRatioAdjustment(5, 4)).toBe(1);
    // Where they part: 7 against 4 exceeds by three but is not double, so the ratio rule gives +1.
    expect(sizeRatioAdjustment(7, 4)).toBe(1);
  });

  it('with only these cards in the piles, the pikemen fall exactly when the order is reversed: odds 1/4', () => {
    // Dave's d-D card comes first half the time; Bob's check die is then his other card: the 1
    // if his melee card was the n-d card, else the 4 (4 + 1 > 3: D, eliminating the pikemen).
    const odds = right(
      meleeOdds(
        { strengths: { attacker: 3, defender: 2 }, condition: { attacker: 'good', defender: 'disrupted' }, morale: { attacker: { morale: 3 }, defender: { morale: 3 } } },
        { attacker: [card(11, 2, { 3: ['d-D', 1] }), card(12, 5)], defender: [card(21, 4, { 2: ['n-d', -1] }), card(22, 1)] },
      ),
    );
    expect(odds.defender.D.exact).toEqual(['1', '4']);
    expect(odds.defender.d.exact).toEqual(['1', '4']);
    expect(odds.defender.n.exact).toEqual(['1', '2']);
    // The knights: Bob's n-d(−1) card half the time, checked with Dave's other card (5 fails, 2 passes).
    expect(odds.attacker.d.exact).toEqual(['1', '4']);
  });
});

describe('§14.6 ex Machina example', () => {
  const em71 = exMachinaCard(71, 3, { 3: 1, [-1]: 0 });
  const ctx = { strengths: { attacker: 3, defender: -1 }, condition: { attacker: 'good', defender: 'good' }, morale: { attacker: { morale: 3 }, defender: { morale: 3 } } } as const;

  it("Bob draws #71, Dave's card is discarded; Dave 4 + 1 = 5 against Bob 2: Dave takes d, Bob D", () => {
    const r = right(resolveMelee(ctx, { attacker: [card(1, 6, { 3: ['E', 0] }), card(2, 4)], defender: [em71, card(3, 2)] }));
    expect(r.discarded).toBe('attacker');
    expect(r.exMachina?.modifier).toEqual({ attacker: 1, defender: 0 });
    expect(r.exMachina?.rounds[0]!.total).toEqual({ attacker: 5, defender: 2 });
    expect([r.attacker.result, r.defender.result]).toEqual(['d', 'D']);
    // "If Bob's unit was already disrupted, it would be eliminated."
    const disrupted = right(resolveMelee({ ...ctx, condition: { attacker: 'good', defender: 'disrupted' } }, { attacker: [card(1, 6), card(2, 4)], defender: [em71, card(3, 2)] }));
    expect(disrupted.defender.after).toBe('eliminated');
  });

  it('variant: Dave 2 + 1 = 3 against Bob 6: Bob takes d, Dave D', () => {
    const r = right(resolveMelee(ctx, { attacker: [card(1, 6), card(2, 2)], defender: [em71, card(3, 6)] }));
    expect([r.attacker.result, r.defender.result]).toEqual(['D', 'd']);
  });

  it('the example says "greater than twice"; the rule says "at least double": 4 against 2 is D by the rule', () => {
    const r = right(resolveMelee(ctx, { attacker: [card(1, 6), card(2, 3)], defender: [em71, card(3, 2)] }));
    expect(r.exMachina?.rounds[0]!.total).toEqual({ attacker: 4, defender: 2 });
    expect(r.defender.result).toBe('D');
  });
});

describe('§15.7 double attack example', () => {
  const attack = (leaderBonuses: number[]): MeleeContext => ({
    attacker: { type: 'PX', strength: 6, doubleAttack: true, leaderBonuses },
    defender: { type: 'MM', strength: 3 },
    vector: 'front',
    clash: pxmm,
  });

  it('by the rule each half-strength attack is +2 (+3 with the leader), not the example\'s +3 (+4)', () => {
    // Disagreement: the example says two +3 attacks. By §15.7 the phalanx attacks with ⌈6/2⌉ = 3
    // against 3, size ratio 0 (§10.2.4 note), plus Clash of Shields +2 = +2; with the leader +3.
    // The rule is followed here, not the example's arithmetic.
    expect(netOf(attack([])).effectiveStrength.attacker).toBe(3);
    expect(netOf(attack([])).attacker).toBe(2);
    expect(netOf(attack([1])).attacker).toBe(3);
  });

  it('the leader bonus counts in both attacks, other modifiers only in their own', () => {
    const second = netOf({ ...attack([1]), vector: 'flank' });
    expect(second.attacker).toBe(4);
    expect(netOf(attack([1])).attacker).toBe(3);
  });

  it('results are held: a d from the first attack does not change the second, and d then D eliminates the phalanx', () => {
    const ctx = { strengths: { attacker: 2, defender: -2 }, condition: { attacker: 'good', defender: 'good' }, morale: { attacker: { morale: 3 }, defender: { morale: 3 } } } as const;
    const first = right(resolveMelee(ctx, { attacker: [card(1, 1)], defender: [card(2, 1, { [-2]: ['d', 0] })] }));
    // The second attack is resolved against the phalanx still in good order.
    const second = right(resolveMelee(ctx, { attacker: [card(3, 1)], defender: [card(4, 1, { [-2]: ['D', 0] })] }));
    expect([first.attacker.result, second.attacker.result]).toEqual(['d', 'D']);
    expect(second.attacker.before).toBe('good');
    expect(applyHeldResults([first.attacker.result, second.attacker.result], 'good')).toBe('eliminated');
  });
});
