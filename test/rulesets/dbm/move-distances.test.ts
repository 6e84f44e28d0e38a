import { describe, expect, it } from 'vitest';
import { DBM_MOVE_MODIFIERS, DEFAULT_MOVE_MODIFIERS, moveRowKey } from '../../../src/rulesets/dbm/data/moves.js';
import { moveAllowance, type AllowanceInput } from '../../../src/rulesets/dbm/rules/19-move-distances/allowance.js';

const a = (type: string, grade: string | null, going: AllowanceInput['going'], o: Partial<AllowanceInput> = {}) =>
  moveAllowance({ mover: { type, grade }, going, march: false, flankContact: false, wadingRiver: false, blind: false, ...o }, DEFAULT_MOVE_MODIFIERS).distance;

describe('Tactical and march move distances (L1493-1517)', () => {
  it('the table by type and going (L1499-1507)', () => {
    expect(['road', 'good', 'rough', 'difficult'].map((g) => a('LH', 'O', g as AllowanceInput['going']))).toEqual([250, 250, 200, 100]);
    expect(['road', 'good', 'rough', 'difficult'].map((g) => a('Kn', 'O', g as AllowanceInput['going']))).toEqual([200, 150, 150, 100]);
    expect(['road', 'good', 'rough', 'difficult'].map((g) => a('Ps', 'O', g as AllowanceInput['going']))).toEqual([200, 150, 150, 150]);
    expect(['road', 'good', 'rough', 'difficult'].map((g) => a('Sp', 'O', g as AllowanceInput['going']))).toEqual([200, 100, 100, 100]);
    expect(['road', 'good', 'rough', 'difficult'].map((g) => a('WWg', 'O', g as AllowanceInput['going']))).toEqual([150, 100, 50, 50]);
    expect(['road', 'good', 'rough', 'difficult'].map((g) => a('Art', 'S', g as AllowanceInput['going']))).toEqual([100, 50, 50, null]);
    expect(['road', 'good', 'difficult'].map((g) => a('Gal', 'O', g as AllowanceInput['going']))).toEqual([null, 200, 100]);
    expect(['good', 'difficult'].map((g) => a('Shp', 'X', g as AllowanceInput['going']))).toEqual([100, 50]);
  });
  it('camelry (X) move as baggage (L346-348)', () => {
    expect(moveRowKey('Cm', 'X')).toBe('train');
    expect(a('Cm', 'X', 'good')).toBe(100);
    expect(a('Cm', 'O', 'good')).toBe(200);
  });
  it('(F) adds 50p: mounted only in good going, other foot in any going (L1509-1510)', () => {
    expect(a('Bd', 'F', 'good')).toBe(150);
    expect(a('Bd', 'F', 'difficult')).toBe(150);
    expect(a('Kn', 'F', 'good')).toBe(200);
    expect(a('Kn', 'F', 'rough')).toBe(150);
  });
  it('+50p to move into the flank of an enemy already in corner or side contact (L1511-1513)', () => {
    expect(a('Sp', 'O', 'good', { flankContact: true })).toBe(150);
  });
  it('off-road moves are capped while wading a river that is not paltry or when visibility is 100p; road moves are not (L1514-1517)', () => {
    expect(a('LH', 'O', 'good', { wadingRiver: true })).toBe(100);
    expect(a('LH', 'O', 'good', { blind: true })).toBe(100);
    expect(a('LH', 'O', 'road', { blind: true })).toBe(250);
    expect(a('WWg', 'O', 'rough', { blind: true })).toBe(50);
  });
  it('a double element moves at its slower type (L751); mounted infantry march as cavalry or camelry (L671-673)', () => {
    expect(a('Kn', 'O', 'good', { rear: { type: 'Bw', grade: 'O' } })).toBe(100);
    expect(a('Sp', 'O', 'good', { march: true, mountedInfantry: 'horses' })).toBe(200);
    expect(a('Sp', 'O', 'good', { march: false, mountedInfantry: 'horses' })).toBe(100);
  });
  it('the damaged cap is labelled a reading, the legible bonuses as printed', () => {
    expect(DBM_MOVE_MODIFIERS.offRoadCap.provenance.kind).toBe('inferred');
    expect(DBM_MOVE_MODIFIERS.fast.provenance.kind).toBe('stated');
  });
});

import { goingMet } from '../../../src/rulesets/dbm/rules/17-tactical-moves/going.js';

describe('The going a move meets (L1493-1498, ruling DBM-R23)', () => {
  const square = (x0: number, y0: number, s: number) => [{ x: x0, y: y0 }, { x: x0 + s, y: y0 }, { x: x0 + s, y: y0 + s }, { x: x0, y: y0 + s }];
  const at = (x: number, y: number) => ({ x, y, heading: 90, width: 80, depth: 30 });
  const terrain = [
    { kind: 'brush', polygon: square(0, 200, 100) },
    { kind: 'wood', polygon: square(300, 200, 100) },
    { kind: 'river', polygon: square(600, 0, 50) },
    { kind: 'gentle-hill', polygon: square(0, 0, 1000) },
  ];
  it('the worst going any pose stands in', () => {
    expect(goingMet([at(50, 100)], terrain)).toEqual({ going: 'good', river: false, waterway: false });
    expect(goingMet([at(50, 100), at(50, 250)], terrain).going).toBe('rough');
    expect(goingMet([at(50, 250), at(350, 250)], terrain).going).toBe('difficult');
    expect(goingMet([at(350, 250), at(50, 250)], terrain).going).toBe('difficult');
    expect(goingMet([at(620, 30)], terrain).river).toBe(true);
  });
});
