import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { decode } from '../../../src/core/decode.js';
import {
  armyCodec,
  armyCost,
  armyListCodec,
  baggageCount,
  DEFAULT_DBM_CONFIG,
  elementCost,
  elementEquivalents,
  exampleHopliteArmy,
  exampleHorseArcherArmy,
  fortificationCost,
  validateArmy,
  type Army,
} from '../../../src/dbm/index.js';

describe('p.11 element cost', () => {
  it('prices a regular Kn(S) C-in-C at 35, an irregular Cv(O) chariot sub-general at 16, a regular Ax(O) at 3½', () => {
    expect(elementCost({ type: 'Kn', grade: 'S', drill: 'reg', general: 'c-in-c' })).toBe(35);
    expect(elementCost({ type: 'Cv', grade: 'O', drill: 'irr', chariot: true, general: 'sub' })).toBe(16);
    expect(elementCost({ type: 'Ax', grade: 'O', drill: 'reg' })).toBe(3.5);
  });

  it('adds an ally general (+10 / +5) and mounted infantry (+1)', () => {
    expect(elementCost({ type: 'Cv', grade: 'O', drill: 'irr', general: 'ally' })).toBe(12);
    expect(elementCost({ type: 'Bw', grade: 'O', drill: 'reg', mountedInfantry: true })).toBe(6);
  });

  it('prices nothing the table has a dash for (regular warband, irregular artillery)', () => {
    expect(elementCost({ type: 'Wb', grade: 'O', drill: 'reg' })).toBeNull();
    expect(elementCost({ type: 'Art', grade: 'O', drill: 'irr' })).toBeNull();
  });

  it('p.10-11: a list double base takes the rear reduction; cavalry paired with cavalry are Cv(O) in both ranks', () => {
    // Kn(I) irregular 8 with Ps(O) irregular 2 behind, less 1.
    expect(elementCost({ type: 'Kn', grade: 'I', drill: 'irr', rear: { type: 'Ps', grade: 'O', drill: 'irr' } })).toBe(9);
    // Cv(S) regular over Cv(I) regular: both priced Cv(O) 8, rear less 2.
    expect(elementCost({ type: 'Cv', grade: 'S', drill: 'reg', rear: { type: 'Cv', grade: 'I', drill: 'reg' } })).toBe(14);
  });
});

describe('p.11 fortification cost', () => {
  it("the book's example: 4 corner towers, a gate tower, 3 interval towers and 8 wall sections cost 54 AP", () => {
    const pf = { kind: 'permanent' as const, campOrBua: false };
    const cost = fortificationCost([
      { ...pf, count: 4, faces: 2, tower: true, gateway: false },
      { ...pf, count: 1, faces: 1, tower: true, gateway: true },
      { ...pf, count: 3, faces: 1, tower: true, gateway: false },
      { ...pf, count: 8, faces: 1, tower: false, gateway: false },
    ]);
    expect(cost).toBe(54);
  });

  it('temporary fortifications cost 2 a frontage, 1 when defending the camp', () => {
    expect(fortificationCost([{ kind: 'temporary', count: 5, faces: 1, tower: false, gateway: false, campOrBua: false }])).toBe(10);
    expect(fortificationCost([{ kind: 'temporary', count: 5, faces: 1, tower: false, gateway: false, campOrBua: true }])).toBe(5);
  });
});

describe('p.11 army size and baggage', () => {
  it('6 baggage elements at 400 AP or less, otherwise 8', () => {
    expect(baggageCount(300, DEFAULT_DBM_CONFIG)).toBe(6);
    expect(baggageCount(400, DEFAULT_DBM_CONFIG)).toBe(6);
    expect(baggageCount(401, DEFAULT_DBM_CONFIG)).toBe(8);
  });

  it('the example armies cost what their lines add up to, and are valid', () => {
    expect(armyCost(exampleHopliteArmy).total).toBe(326);
    expect(armyCost(exampleHorseArcherArmy).total).toBe(304);
    expect(armyCost(exampleHorseArcherArmy).byCommand).toEqual({ centre: 127, right: 105, ally: 72 });
    expect(validateArmy(exampleHopliteArmy, DEFAULT_DBM_CONFIG)).toEqual([]);
    expect(validateArmy(exampleHorseArcherArmy, DEFAULT_DBM_CONFIG)).toEqual([]);
  });

  it('2 to 4 generals, exactly one C-in-C', () => {
    const one: Army = { ...exampleHopliteArmy, commands: exampleHopliteArmy.commands.slice(0, 1) };
    expect(validateArmy(one, DEFAULT_DBM_CONFIG).some((p) => p.startsWith('army.commands: 2 to 4 generals'))).toBe(true);
    const two: Army = { ...exampleHopliteArmy, commands: exampleHopliteArmy.commands.map((c) => ({ ...c, role: 'c-in-c' as const })) };
    expect(validateArmy(two, DEFAULT_DBM_CONFIG).some((p) => p.includes('exactly one C-in-C'))).toBe(true);
  });

  it('numbers outside the list, drills the book fixes and unpriced troops are refused with their paths', () => {
    const list = { ...exampleHopliteArmy.list, troops: [...exampleHopliteArmy.list.troops, { id: 'wb', type: 'Wb' as const, grade: 'O' as const, drill: 'reg' as const, min: 0, max: 2 }] };
    const bad: Army = { ...exampleHopliteArmy, list, commands: [{ ...exampleHopliteArmy.commands[0]!, elements: [{ entry: 'hoplites', count: 70 }] }, ...exampleHopliteArmy.commands.slice(1)] };
    const problems = validateArmy(bad, DEFAULT_DBM_CONFIG);
    expect(problems).toContain('army.list.troops[3]: the cost table (p.11) prices no regular Wb(O)');
    expect(problems).toContain('army.list.troops[3].drill: Wb are always irregular (L440-441)');
    expect(problems.some((p) => p.startsWith('army.list.troops[0]: the army fields 88 "hoplites", the list allows 16 to 60'))).toBe(true);
    expect(problems.some((p) => p.startsWith('army.points: the army costs'))).toBe(true);
  });

  it('the army-list codec names the path of a bad field and refuses unknown keys', () => {
    const r = decode(armyListCodec, { ...exampleHopliteArmy.list, troops: [{ ...exampleHopliteArmy.list.troops[0], grade: 'Q' }] });
    expect(E.isLeft(r) && r.left.message).toContain('troops[0].grade');
    const u = decode(armyListCodec, { ...exampleHopliteArmy.list, troops: [{ ...exampleHopliteArmy.list.troops[0], chariots: true }] });
    expect(E.isLeft(u) && u.left.message).toContain('troops[0].chariots');
    expect(E.isRight(decode(armyCodec, exampleHorseArcherArmy))).toBe(true);
  });
});

describe('p.25 element equivalents', () => {
  it('WWg(I) 3; psiloi, hordes (S), boats (F), irregular Ax(I) ½; expendables and Hd(I) 0; baggage 0', () => {
    expect(elementEquivalents('WWg', 'I', 'reg')).toBe(3);
    expect(elementEquivalents('Ps', 'S', 'irr')).toBe(0.5);
    expect(elementEquivalents('Hd', 'S', 'irr')).toBe(0.5);
    expect(elementEquivalents('Bts', 'F', 'reg')).toBe(0.5);
    expect(elementEquivalents('Ax', 'I', 'irr')).toBe(0.5);
    expect(elementEquivalents('Ax', 'I', 'reg')).toBe(1);
    expect(elementEquivalents('Exp', 'O', 'irr')).toBe(0);
    expect(elementEquivalents('Hd', 'I', 'irr')).toBe(0);
    expect(elementEquivalents('Bge', 'I', 'irr')).toBe(0);
    expect(elementEquivalents('Kn', 'S', 'reg')).toBe(1);
  });
});
