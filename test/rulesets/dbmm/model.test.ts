import { describe, expect, it } from 'vitest';
import { elementEquivalents } from '../../../src/rulesets/dbm/data/ele.js';
import { isImpetuous } from '../../../src/rulesets/dbm/rules/19-spontaneous-advance/impetuous.js';
import { DBM_TROOP_TYPES } from '../../../src/rulesets/dbm/model/troop.js';
import { DBM_IMPETUOUS, DBM_LOST_ME } from '../../../src/rulesets/dbmm/data/user/dbm-proxies.js';
import { matches, parseToken } from '../../../src/rulesets/dbmm/model/selector.js';
import { DBMM_FOOT, DBMM_GRADES, DBMM_MOUNTED, DBMM_NAVAL, DBMM_TROOP_TYPES, isTrain, type DbmmGrade, type DbmmTroopKind } from '../../../src/rulesets/dbmm/model/troop.js';

const k = (type: DbmmTroopKind['type'], grade: DbmmGrade = 'O', drill: 'reg' | 'irr' = 'reg'): DbmmTroopKind => ({ type, grade, drill });

describe('DBMM troop types (QRS Q:7-31)', () => {
  it('are DBM\'s types plus Shot, split into mounted, foot and naval', () => {
    expect(DBMM_TROOP_TYPES.filter((t) => !(DBM_TROOP_TYPES as ReadonlyArray<string>).includes(t))).toEqual(['Sh']);
    expect(DBMM_FOOT.has('Sh')).toBe(true);
    expect(DBMM_MOUNTED.size + DBMM_FOOT.size + DBMM_NAVAL.size).toBe(DBMM_TROOP_TYPES.length);
    expect(isTrain(k('Art', 'X'))).toBe(false);
    expect(isTrain(k('Art', 'S'))).toBe(true);
  });
});

describe('troop selectors', () => {
  it('parse the sheet\'s forms and refuse others', () => {
    expect(parseToken('Irr Kn(S/O/F)')).toEqual({ exclude: false, drill: 'irr', name: 'Kn', grades: ['S', 'O', 'F'] });
    expect(parseToken('!Kn (X)')).toEqual({ exclude: true, drill: null, name: 'Kn', grades: ['X'] });
    expect(parseToken('Knights')).toBeNull();
    expect(parseToken('Kn(Q)')).toBeNull();
    expect(parseToken('irr Kn')).toBeNull();
  });

  it('match by type, family, drill and grade; exclusions win', () => {
    expect(matches(['Mounted', '!Kn(X)'], k('Kn', 'S'))).toBe(true);
    expect(matches(['Mounted', '!Kn(X)'], k('Kn', 'X'))).toBe(false);
    expect(matches(['Reg Sp(I)'], k('Sp', 'I', 'irr'))).toBe(false);
    expect(matches(['Reg Sp(I)'], k('Sp', 'I', 'reg'))).toBe(true);
    expect(matches(['Train'], k('Art', 'X'))).toBe(false);
    expect(matches(['!Ps'], k('Bd'))).toBe(true);
    expect(matches(['!Ps'], k('Ps'))).toBe(false);
  });
});

describe('the DBM proxies restate DBM 3.x\'s own data', () => {
  it('impetuous by type (DBM L1451-1455): the same troops as the DBM ruleset\'s isImpetuous', () => {
    const shared = DBMM_TROOP_TYPES.filter((t) => (DBM_TROOP_TYPES as ReadonlyArray<string>).includes(t));
    for (const type of shared) {
      for (const grade of DBMM_GRADES) {
        for (const drill of ['reg', 'irr'] as const) {
          const dbm = isImpetuous({ type, grade, irregular: drill === 'irr' });
          expect([type, grade, drill, DBM_IMPETUOUS.some((s) => matches(s, { type, grade, drill }))]).toEqual([type, grade, drill, dbm]);
        }
      }
    }
  });

  it('the lost morale equivalents (DBM p.25): the DBM ruleset\'s element equivalents', () => {
    expect(DBM_LOST_ME['Kn']).toBe(elementEquivalents('Kn', 'O', 'irr'));
    expect(DBM_LOST_ME['El(S/O)']).toBe(elementEquivalents('El', 'S', 'reg'));
    expect(DBM_LOST_ME['Hd(I)']).toBe(elementEquivalents('Hd', 'I', 'irr'));
  });
});
