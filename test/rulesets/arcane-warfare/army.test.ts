import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  arcaneWarfare,
  armyCost,
  exampleScenario,
  GAME_SIZE_TABLE,
  parseUnitType,
  scoutFactor,
  sectorRole,
  starterScenario,
  statsOf,
  type UnitStats,
} from '../../../src/rulesets/arcane-warfare/index.js';

const st = (code: string) => statsOf(code) as UnitStats;

describe('§1.1, Fig. 1: game sizes and sectors (worked example)', () => {
  it('worked example: boards, sector grids and their counts', () => {
    const sizes = { small: [2250, 1500, 6], standard: [3000, 2250, 12], extended: [4500, 2250, 18], maneuver: [4500, 3000, 24] } as const;
    for (const [k, [w, h, n]] of Object.entries(sizes)) {
      const g = GAME_SIZE_TABLE[k as keyof typeof sizes];
      expect([g.width, g.height, g.columns * g.rows]).toEqual([w, h, n]);
      expect(g.width / g.columns).toBe(750);
    }
  });
  it('worked example: setup, flank, central and intermediate sectors', () => {
    expect([sectorRole('standard', 0, 1), sectorRole('standard', 1, 1), sectorRole('standard', 2, 0)]).toEqual(['flank', 'central', 'setup']);
    expect([sectorRole('extended', 1, 1), sectorRole('extended', 2, 1), sectorRole('extended', 5, 1)]).toEqual(['intermediate', 'central', 'flank']);
    expect([sectorRole('maneuver', 0, 2), sectorRole('maneuver', 3, 1), sectorRole('maneuver', 1, 1)]).toEqual(['flank', 'central', 'vanguard']);
  });
});

describe('§2.3, §11: unit statistics from the type code', () => {
  it('§11.2 weights: Light +50 p on open and CF −1, Heavy 100 p over difficult and Armour', () => {
    expect([st('CvL').moveOpen, st('CvL').moveDifficult, st('CvL').vsFoot]).toEqual([300, 150, 1]);
    expect([st('SpL').moveOpen, st('SpL').moveDifficult]).toEqual([200, 150]);
    expect([st('CmH').moveDifficult, st('CmM').moveDifficult, st('WW').moveDifficult, st('KnM').moveDifficult]).toEqual([100, 150, 50, 100]);
    expect(st('SpH').characteristics).toContain('Armour');
    expect(st('CvH').characteristics).not.toContain('Swift');
    expect(st('SpL').characteristics).toEqual(['Swift']);
  });
  it('§11.3, §11.4: secondary types and ratings change characteristics and cost', () => {
    expect([st('BwL').ap, st('CvHA').ap, st('SpMB').ap, st('CvLAe').ap, st('SpMi').ap]).toEqual([1.5, 4.5, 2, 3.5, 2]);
    expect(st('CvMA').characteristics).toEqual(['Swift', 'Fast Shot']);
    expect(st('EdMB').characteristics).toEqual(expect.arrayContaining(['Chase', 'Close-in', 'Flop']));
    expect(st('SpMi').characteristics).toEqual(expect.arrayContaining(['Flop', 'Withdraw']));
  });
  it('§2.1: codes that are not types are refused with the reason', () => {
    for (const bad of ['Sp', 'WWH', 'SpLA', 'SpLB', 'Xy', 'BaggageL']) expect(typeof parseUnitType(bad)).toBe('string');
    expect(parseUnitType('SgL')).toMatchObject({ designation: 'Bw', weight: 'L' });
  });
  it('§2.4: base depths', () => {
    expect([st('SpM').depth, st('CvM').depth, st('At').depth, st('WW').depth, st('Baggage').depth]).toEqual([50, 100, 100, 200, 100]);
  });
});

describe('§2.5 army points and setup', () => {
  it('armyCost adds units and command centres (§2.5.2)', () => {
    expect(armyCost(exampleScenario.armies[0], 'small')).toEqual({ units: 49, commands: 5, defences: 0, total: 54 });
    expect(armyCost(exampleScenario.armies[1], 'small').total).toBe(55);
    expect(armyCost({ units: [], commands: [{ id: 's', kind: 'SCo', regular: true, x: 0, y: 0 }, { id: 'f', kind: 'FCo', regular: false, x: 0, y: 0 }] }, 'extended').commands).toBe(15);
  });
  it('the bundled scenarios set up; the starter needs the preset only for its points', () => {
    expect(E.isRight(arcaneWarfare.setup(exampleScenario, { seed: 's' }))).toBe(true);
    expect(E.isRight(arcaneWarfare.setup(starterScenario, { seed: 's', options: { preset: 'starter' } }))).toBe(true);
  });
  it('§2.5.1, §4.3: refuses missing baggage, deployment beyond 400 p in the small game, and units too near a side edge', () => {
    const copy = () => JSON.parse(JSON.stringify(exampleScenario)) as typeof exampleScenario;
    const noBaggage = copy();
    (noBaggage.armies[0].units as unknown[]).pop();
    const r1 = arcaneWarfare.setup(noBaggage, { seed: 's' });
    expect(E.isLeft(r1) && r1.left.code).toBe('bad-army');
    const deep = copy();
    (deep.armies[0].units[0] as { y: number }).y = 500;
    const r2 = arcaneWarfare.setup(deep, { seed: 's' });
    expect(E.isLeft(r2) && r2.left.message).toMatch(/within 400 p/);
    const side = copy();
    (side.armies[0].units[0] as { x: number }).x = 220;
    const r3 = arcaneWarfare.setup(side, { seed: 's' });
    expect(E.isLeft(r3) && r3.left.message).toMatch(/side edge/);
  });
});

describe('§4.1 scouting', () => {
  it('worked example: 3 CvL, 2 CvLA, 4 SpL and 3 SpM give 7, capped at a third of 12 units: 4', () => {
    expect(scoutFactor([...Array(3).fill('CvL'), ...Array(2).fill('CvLA'), ...Array(4).fill('SpL'), ...Array(3).fill('SpM')])).toBe(4);
    expect(scoutFactor(['CvL', 'SpL', 'SpM', 'SpM', 'SpM', 'SpM', 'Baggage'])).toBe(1.5);
  });
});
