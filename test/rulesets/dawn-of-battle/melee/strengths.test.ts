import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { ClashFile } from '../../../../src/rulesets/dawn-of-battle/data/formats.js';
import { TERRAIN } from '../../../../src/rulesets/dawn-of-battle/data/terrain.js';
import { baseMeleeStrengths, type MeleeContext } from '../../../../src/rulesets/dawn-of-battle/rules/10-melee/resolve/index.js';
import { left, right } from './fixtures.js';

const empty: ClashFile = { cells: [] };
const user = { kind: 'user', file: 'test' } as const;
const [hill, rough, bridge, town] = ['hill', 'rough', 'bridge', 'town'] as const;

function ctx(over: Partial<MeleeContext> = {}): MeleeContext {
  return {
    attacker: { type: 'MI', strength: 4 },
    defender: { type: 'MI', strength: 4 },
    vector: 'front',
    clash: empty,
    ...over,
  };
}
const run = (over: Partial<MeleeContext> = {}) => right(baseMeleeStrengths(ctx(over)));
const line = (r: ReturnType<typeof run>, step: string) => r.breakdown.filter((l) => l.step === step);

describe('§10.2.3 base melee strengths', () => {
  it('gives 0 and 0 for equal units with no adjustments (§10.2.4 note)', () => {
    const r = run();
    expect([r.attacker, r.defender, r.net]).toEqual([0, 0, 0]);
  });

  it('gives the defender the negation of the attacker\'s base (ruling DOB-R35)', () => {
    const r = run({ attacker: { type: 'PX', strength: 6 }, defender: { type: 'MM', strength: 3 } });
    expect(r.base).toEqual({ attacker: 2, defender: -2 });
    expect(r.attacker).toBe(2);
    expect(r.defender).toBe(-2);
  });

  test.prop([fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), fc.constantFrom('front', 'flank', 'rear' as const), fc.nat(3), fc.nat(3)])(
    'net is the sum of the net lines, and the base strengths are ±net',
    (a, d, vector, ea, ed) => {
      const r = run({ attacker: { type: 'HI', strength: a }, defender: { type: 'MI', strength: d }, vector, exertion: { attacker: ea, defender: ed } });
      expect(r.net).toBe(r.breakdown.filter((l) => l.applies === 'net').reduce((s, l) => s + l.value, 0));
      expect(r.base.attacker).toBe(r.net);
      expect(r.base.defender).toBe(0 - r.net);
    },
  );
});

describe('§10.2.3.1 size ratio with charges, barbarians and double attacks', () => {
  it('doubles a charging attacker (§7.11)', () => {
    const r = run({ attacker: { type: 'KT', strength: 5, charging: true }, defender: { type: 'MI', strength: 4 } });
    expect(r.effectiveStrength).toEqual({ attacker: 10, defender: 4 });
    expect(line(r, 'size-ratio')[0]!.value).toBe(2);
  });

  it('cancels the doubling against pikemen (§7.11.2)', () => {
    const r = run({ attacker: { type: 'KT', strength: 5, charging: true }, defender: { type: 'PK', strength: 4 } });
    expect(r.effectiveStrength.attacker).toBe(5);
    expect(line(r, 'size-ratio')[0]!.value).toBe(1);
    expect(line(r, 'size-ratio')[0]!.label).toContain('cancelled by pikemen');
  });

  it('doubles a charging defender only when attacked from its front (§7.11)', () => {
    const front = run({ attacker: { type: 'MI', strength: 4 }, defender: { type: 'HC', strength: 4, charging: true } });
    expect(front.effectiveStrength.defender).toBe(8);
    expect(line(front, 'size-ratio')[0]!.value).toBe(-2);
    const flank = run({ attacker: { type: 'MI', strength: 4 }, defender: { type: 'HC', strength: 4, charging: true }, vector: 'flank' });
    expect(flank.effectiveStrength.defender).toBe(4);
    const byPikes = run({ attacker: { type: 'PK', strength: 4 }, defender: { type: 'HC', strength: 4, charging: true } });
    expect(byPikes.effectiveStrength.defender).toBe(4);
  });

  it('triples barbarian Light Infantry (§15.4) and halves a double attack rounding up (§15.7)', () => {
    expect(run({ attacker: { type: 'LI', strength: 2, barbarianCharge: true } }).effectiveStrength.attacker).toBe(6);
    expect(run({ attacker: { type: 'PX', strength: 7, doubleAttack: true } }).effectiveStrength.attacker).toBe(4);
  });

  it('refuses a charge by a unit that cannot charge and barbarian tripling of other types', () => {
    expect(left(baseMeleeStrengths(ctx({ attacker: { type: 'MI', strength: 4, charging: true } }))).citations[0]!.section).toBe('7.11');
    expect(left(baseMeleeStrengths(ctx({ attacker: { type: 'MI', strength: 4, barbarianCharge: true } }))).citations[0]!.section).toBe('15.4');
  });
});

describe('§10.2.3.2 Clash of Shields adjustment', () => {
  it('adds the cell for the attacker against the defender', () => {
    const clash: ClashFile = { cells: [{ attacker: 'CC', defender: 'HC', value: 2, provenance: user }] };
    const r = run({ attacker: { type: 'CC', strength: 4 }, defender: { type: 'HC', strength: 4 }, clash });
    expect(line(r, 'clash-of-shields')[0]!.value).toBe(2);
    expect(r.attacker).toBe(2);
  });
});

describe('§10.2.3.3 attack vector adjustment', () => {
  it('gives +1 from a flank and +2 from the rear', () => {
    expect(run({ vector: 'flank' }).attacker).toBe(1);
    expect(run({ vector: 'rear' }).attacker).toBe(2);
  });

  it('gives nothing against defending pikemen (§7.11.2), camps and war wagons (§11.1) or a lone leader (§15.12.2)', () => {
    for (const defender of [
      { type: 'PK', strength: 4 },
      { type: 'CAMP', strength: 4 },
      { type: 'WW', strength: 4 },
      { type: 'leader', strength: 4, loneLeader: true },
    ]) {
      const r = run({ defender, vector: 'rear' });
      expect(line(r, 'attack-vector')[0]!.value).toBe(0);
      expect(line(r, 'attack-vector')[0]!.excluded).toBeDefined();
    }
  });

  it('still counts when the attacker is pikemen', () => {
    expect(run({ attacker: { type: 'PK', strength: 4 }, vector: 'flank' }).attacker).toBe(1);
  });
});

describe('§10.2.3.4 terrain adjustment', () => {
  it('applies the defender\'s hex and the attacker\'s hex from the chart', () => {
    expect(run({ defender: { type: 'MI', strength: 4, terrain: hill } }).attacker).toBe(-1);
    expect(run({ defender: { type: 'MI', strength: 4, terrain: town } }).attacker).toBe(-2);
    expect(run({ defender: { type: 'MI', strength: 4, terrain: rough } }).attacker).toBe(1);
    expect(run({ attacker: { type: 'MI', strength: 4, terrain: bridge } }).attacker).toBe(-2);
    expect(run({ attacker: { type: 'MI', strength: 4, terrain: rough }, defender: { type: 'MI', strength: 4, terrain: hill } }).attacker).toBe(-2);
    expect(run({ attacker: { type: 'MI', strength: 4, terrain: 'stream' } }).attacker).toBe(-2);
    expect(run({ defender: { type: 'MI', strength: 4, terrain: 'stream' } }).attacker).toBe(2);
    expect(run({ attacker: { type: 'MI', strength: 4, terrain: 'ford' } }).attacker).toBe(-1);
    expect(run({ defender: { type: 'MI', strength: 4, terrain: 'church' } }).attacker).toBe(-1);
  });

  it('gives −1 for attacking into woods, and for attacking out of them +1 (§2.4.7) or nothing (TEC, ruling DOB-R9)', () => {
    expect(run({ defender: { type: 'MI', strength: 4, terrain: 'wooded' } }).attacker).toBe(-1);
    const out = run({ attacker: { type: 'MI', strength: 4, terrain: 'wooded' } });
    expect(out.attacker).toBe(1);
    expect(line(out, 'terrain')[0]!.citation.section).toBe('2.4.7');
    expect(run({ attacker: { type: 'MI', strength: 4, terrain: 'wooded' }, options: { woodsAttacking: 'tec' } }).attacker).toBe(0);
  });

  it('reads a user-supplied chart and refuses terrain it has no row for', () => {
    const chart = { ...TERRAIN, hill: { attackerIn: 0, defenderIn: -3 } };
    expect(run({ defender: { type: 'MI', strength: 4, terrain: hill }, terrainChart: chart }).attacker).toBe(-3);
    expect(left(baseMeleeStrengths(ctx({ defender: { type: 'MI', strength: 4, terrain: 'swamp' as 'hill' } }))).citations[0]!.section).toBe('10.2.3.4');
  });
});

describe('§10.2.3.5 melee (Done!) adjustment', () => {
  it('gives the attacker +1 when the defender has Done!', () => {
    const r = run({ defender: { type: 'MI', strength: 4, done: true } });
    expect(r.attacker).toBe(1);
    expect(line(r, 'defender-done')[0]!.citation.section).toBe('10.2.3.5');
  });
});

describe('§10.2.3.6 exertion adjustment', () => {
  it('adds +1 per attacker chit and −1 per defender chit, and the defender may push past zero', () => {
    expect(run({ exertion: { attacker: 2, defender: 0 } }).attacker).toBe(2);
    expect(run({ exertion: { attacker: 1, defender: 3 } }).attacker).toBe(-2);
    expect(run({ exertion: { attacker: 0, defender: 1 } }).defender).toBe(1);
  });

  it('refuses negative or fractional chit counts', () => {
    expect(left(baseMeleeStrengths(ctx({ exertion: { attacker: -1, defender: 0 } }))).message).toContain('exertion.attacker');
    expect(left(baseMeleeStrengths(ctx({ exertion: { attacker: 0, defender: 0.5 } }))).message).toContain('exertion.defender');
  });
});

describe('§10.2.3.7 other adjustments', () => {
  it('applies impetuous −1 to the impetuous unit (§15.5.1.2) and other adjustments from each side\'s view', () => {
    expect(run({ attacker: { type: 'MI', strength: 4, impetuous: true } }).attacker).toBe(-1);
    expect(run({ defender: { type: 'MI', strength: 4, impetuous: true } }).attacker).toBe(1);
    const r = run({ other: [{ side: 'defender', value: 2, label: 'scenario rule', section: '16.5', source: 'scenario' }] });
    expect(r.attacker).toBe(-2);
    expect(r.defender).toBe(2);
  });
});

describe('§10.2.4 leader and event bonuses and the ±6 limit', () => {
  it('adds the stacked leader\'s combat bonus to its own unit only (§10.2.4.1)', () => {
    const r = run({ attacker: { type: 'MI', strength: 4, leaderBonuses: [2] } });
    expect([r.attacker, r.defender]).toEqual([2, 0]);
  });

  it('sums several leaders by default or takes the best one (ruling DOB-R38)', () => {
    const two = { type: 'MI', strength: 4, leaderBonuses: [1, 2] } as const;
    expect(run({ attacker: two }).attacker).toBe(3);
    expect(run({ attacker: two, options: { leaderBonus: 'best' } }).attacker).toBe(2);
  });

  it('adds event bonuses and penalties after the base (§10.2.4.2)', () => {
    const r = run({ eventBonuses: [{ target: 'defender', value: 2, label: 'Heroics' }, { target: 'attacker', value: -1, label: 'Ground Down' }] });
    expect([r.attacker, r.defender]).toEqual([-1, 2]);
  });

  it('holds each final strength within −6…+6, after the bonuses (ruling DOB-R37)', () => {
    const r = run({ attacker: { type: 'KT', strength: 5, charging: true, leaderBonuses: [2] }, defender: { type: 'LI', strength: 1, done: true }, vector: 'rear', exertion: { attacker: 3, defender: 0 } });
    expect(r.net).toBeGreaterThan(6);
    expect(r.attacker).toBe(6);
    expect(r.defender).toBe(-6);
    expect(line(r, 'clamp')).toHaveLength(2);
    // A base of +8 brought back by a −3 penalty lands inside the limit unless the base is clamped too.
    const over = { attacker: { type: 'HI', strength: 9 }, defender: { type: 'LI', strength: 1 }, eventBonuses: [{ target: 'attacker' as const, value: -3, label: 'penalty' }] };
    expect(run(over).attacker).toBe(6);
    expect(run({ ...over, options: { clampBaseToo: true } }).attacker).toBe(3);
  });
});

describe('§15.8.1 elephant melee', () => {
  it('gives the elephant its opponent\'s strength, so the size ratio is even', () => {
    const r = run({ attacker: { type: 'EL', strength: 'opponent' }, defender: { type: 'KT', strength: 5, charging: true } });
    expect(r.effectiveStrength).toEqual({ attacker: 10, defender: 10 });
    expect(line(r, 'size-ratio')[0]!.value).toBe(0);
    expect(r.elephantMelee).toBe(true);
  });

  it('keeps only Clash of Shields, vector, the elephant\'s leaders and events', () => {
    const clash: ClashFile = { cells: [{ attacker: 'EL', defender: 'HI', value: 1, provenance: user }] };
    const r = run({
      attacker: { type: 'EL', strength: 'opponent', leaderBonuses: [1], terrain: rough },
      defender: { type: 'HI', strength: 5, done: true, leaderBonuses: [2], terrain: hill },
      vector: 'flank',
      clash,
      exertion: { attacker: 2, defender: 1 },
      other: [
        { side: 'attacker', value: 1, label: 'scenario', section: '16.5', source: 'scenario' },
        { side: 'attacker', value: 1, label: 'an event', section: '14.2', source: 'event' },
      ],
      eventBonuses: [{ target: 'defender', value: 1, label: 'Heroics' }],
    });
    // CoS +1, flank +1, event +1 → net 3; elephant's leader +1 → 4; defender −3 + event 1 = −2, its leader ignored.
    expect(r.net).toBe(3);
    expect([r.attacker, r.defender]).toEqual([4, -2]);
    expect(r.breakdown.filter((l) => l.excluded !== undefined).map((l) => l.step).sort()).toEqual(
      ['defender-done', 'exertion', 'exertion', 'leader', 'other', 'size-ratio', 'terrain', 'terrain'].sort(),
    );
  });
});

describe('breakdown', () => {
  it('cites a section on every line and survives a JSON round trip', () => {
    const r = run({ attacker: { type: 'KT', strength: 5, charging: true, leaderBonuses: [1] }, vector: 'flank', defender: { type: 'MI', strength: 4, done: true } });
    for (const l of r.breakdown) expect(l.citation.section).toMatch(/^\d/);
    expect(JSON.parse(JSON.stringify(r))).toEqual(r);
  });

  it('refuses bad strengths with a citation and leaves the input untouched', () => {
    const input = ctx({ attacker: { type: 'MI', strength: -1 } });
    const copy = JSON.parse(JSON.stringify(input));
    const v = left(baseMeleeStrengths(input));
    expect(v.code).toBe('bad-melee-input');
    expect(v.message).toContain('attacker.strength');
    expect(input).toEqual(copy);
    expect(left(baseMeleeStrengths(ctx({ defender: { type: 'MI', strength: 'opponent' } }))).citations[0]!.section).toBe('15.8.1');
  });
});
