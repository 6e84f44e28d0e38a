import { describe, expect, it } from 'vitest';
import { baseSize, DBM_PROFILE, DEFAULT_DBM_CONFIG, dismountsAs, mountedPerFootElement, NO_FLAGS, passesThrough, SPECIAL_CASES } from '../../../src/dbm/index.js';

describe('p.10 base sizes in paces', () => {
  it('15mm: 80p wide; spears 30p, blades (F) 40p, cavalry 60p, elephants and chariots 80p, war wagons 160p deep', () => {
    expect(baseSize('15mm', 'Sp', 'O', NO_FLAGS)).toEqual({ width: 80, depth: 30 });
    expect(baseSize('15mm', 'Bd', 'F', NO_FLAGS).depth).toBe(40);
    expect(baseSize('15mm', 'Bd', 'O', NO_FLAGS).depth).toBe(30);
    expect(baseSize('15mm', 'Cv', 'O', NO_FLAGS).depth).toBe(60);
    expect(baseSize('15mm', 'Kn', 'O', { ...NO_FLAGS, chariot: true }).depth).toBe(80);
    expect(baseSize('15mm', 'El', 'O', NO_FLAGS).depth).toBe(80);
    expect(baseSize('15mm', 'Art', 'X', NO_FLAGS).depth).toBe(40);
    expect(baseSize('15mm', 'WWg', 'O', NO_FLAGS).depth).toBe(160);
  });
  it('25mm: 75p wide (60 mm at 50p to 40 mm); a double base is as deep as both its elements (ruling DBM-R4)', () => {
    expect(baseSize('25mm', 'Cv', 'O', NO_FLAGS)).toEqual({ width: 75, depth: 50 });
    expect(baseSize('15mm', 'Sp', 'O', NO_FLAGS, { type: 'Ps', grade: 'O' })).toEqual({ width: 80, depth: 70 });
  });
});

describe('p.20 moving through friends (the DBx profile)', () => {
  it('mounted pass psiloi, psiloi pass land troops, bowmen and blades pass each other, infantry pass train, all land troops pass hordes', () => {
    expect(passesThrough('Cv', 'Ps')).toBe(true);
    expect(passesThrough('Ps', 'Sp')).toBe(true);
    expect(passesThrough('Bw', 'Bd') && passesThrough('Bd', 'Bw')).toBe(true);
    expect(passesThrough('Sp', 'WWg')).toBe(true);
    expect(passesThrough('Kn', 'Hd')).toBe(true);
    expect(passesThrough('Bts', 'Gal') && passesThrough('Shp', 'Bts')).toBe(true);
    expect(passesThrough('Kn', 'Sp')).toBe(false);
    expect(passesThrough('Sp', 'Bw')).toBe(false);
    expect(passesThrough('Cv', 'WWg')).toBe(false);
  });
  it('p.21 ranges: artillery 500p, bowmen, war wagons and naval 200p, others none; p.24 push-back spares elephants, war wagons, baggage', () => {
    expect(DBM_PROFILE.range('Art', DEFAULT_DBM_CONFIG)).toBe(500);
    expect(DBM_PROFILE.range('Bw', DEFAULT_DBM_CONFIG)).toBe(200);
    expect(DBM_PROFILE.range('Sp', DEFAULT_DBM_CONFIG)).toBeNull();
    expect(DBM_PROFILE.canBePushedBack('Sp', false)).toBe(true);
    expect(DBM_PROFILE.canBePushedBack('El', false) || DBM_PROFILE.canBePushedBack('WWg', false) || DBM_PROFILE.canBePushedBack('Bge', false)).toBe(false);
  });
});

describe('p.9 exchanging mounted and foot', () => {
  it('knights with bows as Bw(O), Kn(X) with bows Bw(S), other knights Bd(S), Kn(X) Sp(S); regular cavalry as Ax(S) or Ax(I); light horse Ax(I)', () => {
    expect(dismountsAs('Kn', 'O', 'reg', 'bow')?.troop).toEqual({ type: 'Bw', grade: 'O' });
    expect(dismountsAs('Kn', 'X', 'reg', 'bow')?.troop).toEqual({ type: 'Bw', grade: 'S' });
    expect(dismountsAs('Kn', 'S', 'irr', 'other')?.troop).toEqual({ type: 'Bd', grade: 'S' });
    expect(dismountsAs('Kn', 'X', 'reg', 'other')?.source.kind).toBe('reconstructed-medium');
    expect(dismountsAs('Cv', 'O', 'reg', 'other')?.troop).toEqual({ type: 'Ax', grade: 'S' });
    expect(dismountsAs('Cv', 'I', 'reg', 'other')?.troop).toEqual({ type: 'Ax', grade: 'I' });
    expect(dismountsAs('Cv', 'O', 'irr', 'other')).toBeNull();
    expect(dismountsAs('Cv', 'O', 'irr', 'handgun')?.troop).toEqual({ type: 'Art', grade: 'X' });
    expect(dismountsAs('LH', 'O', 'irr', 'other')?.troop).toEqual({ type: 'Ax', grade: 'I' });
    expect([mountedPerFootElement('Kn', true), mountedPerFootElement('Cv', false), mountedPerFootElement('LH', false)]).toEqual([3, 1, 2]);
  });
  it('every (X) special case carries its source', () => {
    expect(SPECIAL_CASES.every((c) => c.source.lines.startsWith('L'))).toBe(true);
  });
});
