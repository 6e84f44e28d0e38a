// p.23 (L1853-1930): every row of the three outcome tables, read through dbmOutcome on a small
// position: the loser (red) faces north, the winner (blue) faces it front to front.
import { describe, expect, it } from 'vitest';
import { DBM_EQUAL_DEFAULT, DBM_EQUAL_ROWS, DBM_HALF_ROWS, DBM_LESS_ROWS } from '../../../src/rulesets/dbm/data/outcomes.js';
import { DBM_TROOP_TYPES, type DbmGrade, type DbmTroopType } from '../../../src/rulesets/dbm/model/troop.js';
import { dbmOutcome } from '../../../src/rulesets/dbm/rules/23-outcome/index.js';
import type { DbmFeature } from '../../../src/rulesets/dbm/model/terrain.js';
import { fixture, type Piece } from './move-fixture.js';

const X = 1000;
const Y = 1000;
const WOOD: DbmFeature = { id: 'w', kind: 'wood', polygon: [{ x: 800, y: 800 }, { x: 1200, y: 800 }, { x: 1200, y: 1200 }, { x: 800, y: 1200 }] };

interface Fight {
  readonly lt: DbmTroopType;
  readonly wt: DbmTroopType;
  readonly lg?: DbmGrade;
  readonly wg?: DbmGrade;
  readonly band?: 'equal' | 'less' | 'half';
  readonly combat?: 'close' | 'shooting';
  readonly wood?: boolean;
  readonly behind?: ReadonlyArray<{ type: DbmTroopType; grade?: DbmGrade }>;
}

function outcome(f: Fight): string {
  const pieces: Piece[] = [
    { id: 'l', side: 'red', type: f.lt, grade: f.lg ?? 'O', command: 'r1', x: X, y: Y, heading: 90, depth: 30 },
    // a shooter stands 150p off; a close-combat winner touches the loser's front
    { id: 'w', side: 'blue', type: f.wt, grade: f.wg ?? 'O', command: 'b1', x: X, y: f.combat === 'shooting' ? Y + 150 : Y, heading: 270, depth: 30 },
  ];
  (f.behind ?? []).forEach((b, i) => pieces.push({ id: `r${i}`, side: 'red', type: b.type, grade: b.grade ?? 'O', command: 'r1', x: X, y: Y - 30 * (i + 1), heading: 90, depth: 30 }));
  const s = fixture(pieces, { terrain: f.wood ? [WOOD] : [] });
  return dbmOutcome(s, 'l', 'w', f.band ?? 'less', f.combat ?? 'close');
}

describe('p.23 equal totals (L1867-1869)', () => {
  it('expendables are destroyed; every other type fights on', () => {
    expect(outcome({ lt: 'Exp', wt: 'Sp', band: 'equal' })).toBe('destroyed');
    for (const t of DBM_TROOP_TYPES.filter((x) => x !== 'Exp')) expect(outcome({ lt: t, wt: 'Sp', band: 'equal' }), t).toBe('no-effect');
    expect(DBM_EQUAL_DEFAULT.source.kind).toBe('text');
    expect(DBM_EQUAL_ROWS.Exp!.source.lines).toBe('L1868');
  });
});

describe('p.23 less than the enemy but more than half (L1870-1915)', () => {
  it('elephants: destroyed by artillery shooting, light troops and (X) camelry; else recoil', () => {
    expect(outcome({ lt: 'El', wt: 'Art', combat: 'shooting' })).toBe('destroyed');
    expect(outcome({ lt: 'El', wt: 'Art' })).toBe('recoil');
    for (const t of ['LH', 'Ps', 'Ax'] as const) expect(outcome({ lt: 'El', wt: t }), t).toBe('destroyed');
    expect(outcome({ lt: 'El', wt: 'Cm', wg: 'X' })).toBe('destroyed');
    expect(outcome({ lt: 'El', wt: 'Cm', wg: 'O' })).toBe('recoil');
    expect(outcome({ lt: 'El', wt: 'Kn' })).toBe('recoil');
  });
  it('knights: destroyed by El, Exp, LH, by (S) bowmen they charged this bound (ruling DBM-R42), or in difficult going in close combat', () => {
    for (const t of ['El', 'Exp', 'LH'] as const) expect(outcome({ lt: 'Kn', wt: t }), t).toBe('destroyed');
    expect(outcome({ lt: 'Kn', wt: 'Sp' })).toBe('recoil');
    expect(outcome({ lt: 'Kn', wt: 'Sp', wood: true })).toBe('destroyed');
    expect(outcome({ lt: 'Kn', wt: 'Bw', combat: 'shooting', wood: true })).toBe('recoil');
    // the knights have not moved this bound: the bowmen do not destroy them
    expect(outcome({ lt: 'Kn', wt: 'Bw', wg: 'S' })).toBe('recoil');
  });
  it('knights that charged (S) bowmen this bound are destroyed; (O) bowmen only repulse them (ruling DBM-R42)', () => {
    const mk = (g: DbmGrade) => {
      const s = fixture([
        { id: 'l', side: 'red', type: 'Kn', command: 'r1', x: X, y: Y, heading: 90 },
        { id: 'w', side: 'blue', type: 'Bw', grade: g, command: 'b1', x: X, y: Y, heading: 270 },
      ]);
      return dbmOutcome({ ...s, boundMoves: { bound: s.bound, tactical: ['l'], marches: {}, bonusUsed: [] } }, 'l', 'w', 'less', 'close');
    };
    expect(mk('S')).toBe('destroyed');
    expect(mk('O')).toBe('recoil');
  });
  it('light horse flee from artillery shooting, expendables, or in difficult going; else recoil', () => {
    expect(outcome({ lt: 'LH', wt: 'Art', combat: 'shooting' })).toBe('flee');
    expect(outcome({ lt: 'LH', wt: 'Exp' })).toBe('flee');
    expect(outcome({ lt: 'LH', wt: 'Sp', wood: true })).toBe('flee');
    expect(outcome({ lt: 'LH', wt: 'Sp' })).toBe('recoil');
  });
  it('expendables are destroyed', () => expect(outcome({ lt: 'Exp', wt: 'Ps' })).toBe('destroyed'));
  it('other mounted flee from expendables or in difficult going; else recoil', () => {
    for (const t of ['Cv', 'Cm'] as const) {
      expect(outcome({ lt: t, wt: 'Exp' })).toBe('flee');
      expect(outcome({ lt: t, wt: 'Bd', wood: true })).toBe('flee');
      expect(outcome({ lt: t, wt: 'Bd' })).toBe('recoil');
    }
  });
  it('spears and pikes: destroyed by El, Kn, Cm(S), Exp in good going, or by warband; recoil against elephants with a 2nd rank of their grade', () => {
    for (const lt of ['Sp', 'Pk'] as const) {
      for (const wt of ['El', 'Kn', 'Exp'] as const) {
        expect(outcome({ lt, wt }), `${lt} v ${wt}`).toBe('destroyed');
        expect(outcome({ lt, wt, wood: true }), `${lt} v ${wt} in a wood`).toBe('recoil');
      }
      expect(outcome({ lt, wt: 'Cm', wg: 'S' })).toBe('destroyed');
      expect(outcome({ lt, wt: 'Cm', wg: 'O' })).toBe('recoil');
      expect(outcome({ lt, wt: 'Wb', wood: true })).toBe('destroyed');
      expect(outcome({ lt, wt: 'El', behind: [{ type: lt }] })).toBe('recoil');
      expect(outcome({ lt, wt: 'El', behind: [{ type: lt, grade: 'I' }] })).toBe('destroyed');
      expect(outcome({ lt, wt: 'Bd' })).toBe('recoil');
    }
    // pikes (X) are supported against elephants by (I) pikes behind
    expect(outcome({ lt: 'Pk', lg: 'X', wt: 'El', behind: [{ type: 'Pk', grade: 'I' }] })).toBe('recoil');
  });
  it('blades: destroyed by Kn, Cm(S), Exp in good going or by warband; (S)/(O) blades with (S)/(O) blades behind recoil from knights', () => {
    expect(outcome({ lt: 'Bd', wt: 'Kn' })).toBe('destroyed');
    expect(outcome({ lt: 'Bd', wt: 'El' })).toBe('recoil');
    expect(outcome({ lt: 'Bd', wt: 'Wb' })).toBe('destroyed');
    expect(outcome({ lt: 'Bd', wt: 'Kn', behind: [{ type: 'Bd', grade: 'S' }] })).toBe('recoil');
    expect(outcome({ lt: 'Bd', lg: 'I', wt: 'Kn', behind: [{ type: 'Bd' }] })).toBe('destroyed');
    expect(outcome({ lt: 'Bd', wt: 'Cm', wg: 'S', behind: [{ type: 'Bd' }] })).toBe('recoil');
  });
  it('warband: destroyed by Kn, Cm(S), Exp in good going or by elephants; three ranks of (S)/(O) warband behind save them from Kn and El', () => {
    expect(outcome({ lt: 'Wb', wt: 'Kn' })).toBe('destroyed');
    expect(outcome({ lt: 'Wb', wt: 'El', wood: true })).toBe('destroyed');
    expect(outcome({ lt: 'Wb', wt: 'Bd' })).toBe('recoil');
    const three = [{ type: 'Wb' as const }, { type: 'Wb' as const }, { type: 'Wb' as const }];
    expect(outcome({ lt: 'Wb', wt: 'El', behind: three })).toBe('recoil');
    expect(outcome({ lt: 'Wb', wt: 'Kn', behind: three })).toBe('recoil');
    expect(outcome({ lt: 'Wb', wt: 'Kn', behind: three.slice(0, 2) })).toBe('destroyed');
  });
  it('auxilia: destroyed by Kn or Cm(S) in good going, and unless (X) by El, Exp or Wb', () => {
    expect(outcome({ lt: 'Ax', wt: 'Kn' })).toBe('destroyed');
    expect(outcome({ lt: 'Ax', wt: 'Kn', wood: true })).toBe('recoil');
    expect(outcome({ lt: 'Ax', wt: 'Wb' })).toBe('destroyed');
    expect(outcome({ lt: 'Ax', lg: 'X', wt: 'Wb' })).toBe('recoil');
    expect(outcome({ lt: 'Ax', wt: 'Bd' })).toBe('recoil');
  });
  it('bowmen: destroyed by mounted troops in contact; else recoil', () => {
    expect(outcome({ lt: 'Bw', wt: 'Cv' })).toBe('destroyed');
    expect(outcome({ lt: 'Bw', wt: 'Bw', combat: 'shooting' })).toBe('recoil');
    expect(outcome({ lt: 'Bw', wt: 'Ax' })).toBe('recoil');
  });
  it('psiloi: destroyed by Kn, Cv, LH, Cm(S) in good going; recoil from El, Exp, shooting, or where neither counts the going good (ruling DBM-R43); else flee', () => {
    for (const t of ['Kn', 'Cv', 'LH'] as const) expect(outcome({ lt: 'Ps', wt: t }), t).toBe('destroyed');
    expect(outcome({ lt: 'Ps', wt: 'El' })).toBe('recoil');
    expect(outcome({ lt: 'Ps', wt: 'Bw', combat: 'shooting' })).toBe('recoil');
    expect(outcome({ lt: 'Ps', wt: 'Art', combat: 'shooting' })).toBe('flee');
    expect(outcome({ lt: 'Ps', wt: 'Ax', wood: true })).toBe('recoil');
    expect(outcome({ lt: 'Ps', wt: 'Ax' })).toBe('flee');
  });
  it('artillery: destroyed by any in contact; else recoil', () => {
    expect(outcome({ lt: 'Art', wt: 'Ps' })).toBe('destroyed');
    expect(outcome({ lt: 'Art', wt: 'Art', combat: 'shooting' })).toBe('recoil');
  });
  it('war wagons: destroyed by artillery except (X) and, unless (X), by elephants; otherwise they stand (ruling DBM-R44)', () => {
    expect(outcome({ lt: 'WWg', wt: 'Art', combat: 'shooting' })).toBe('destroyed');
    expect(outcome({ lt: 'WWg', wt: 'Art', wg: 'X', combat: 'shooting' })).toBe('no-effect');
    expect(outcome({ lt: 'WWg', wt: 'El' })).toBe('destroyed');
    expect(outcome({ lt: 'WWg', lg: 'X', wt: 'El' })).toBe('no-effect');
    expect(outcome({ lt: 'WWg', wt: 'Kn' })).toBe('no-effect');
  });
  it('hordes: destroyed by Kn, Cm(S), Exp in good going, by El or Wb, or as (I) in close combat; (I) otherwise stand', () => {
    expect(outcome({ lt: 'Hd', wt: 'Kn' })).toBe('destroyed');
    expect(outcome({ lt: 'Hd', wt: 'Wb' })).toBe('destroyed');
    expect(outcome({ lt: 'Hd', wt: 'Bd' })).toBe('recoil');
    expect(outcome({ lt: 'Hd', lg: 'I', wt: 'Bd' })).toBe('destroyed');
    expect(outcome({ lt: 'Hd', lg: 'I', wt: 'Bw', combat: 'shooting' })).toBe('no-effect');
  });
  it('naval recoil; baggage is destroyed in contact and flees from shooting', () => {
    for (const t of ['Gal', 'Shp', 'Bts'] as const) expect(outcome({ lt: t, wt: 'Bw' })).toBe('recoil');
    expect(outcome({ lt: 'Bge', wt: 'LH' })).toBe('destroyed');
    expect(outcome({ lt: 'Bge', wt: 'Bw', combat: 'shooting' })).toBe('flee');
  });
});

describe('p.23 half or less of the enemy (L1916-1930)', () => {
  it('cavalry flee from Sp, Pk or Ax(X) in good going, from close combat with artillery but (F) or (X) (ruling DBM-R45), from naval; else destroyed', () => {
    expect(outcome({ lt: 'Cv', wt: 'Sp', band: 'half' })).toBe('flee');
    expect(outcome({ lt: 'Cv', wt: 'Pk', band: 'half', wood: true })).toBe('destroyed');
    expect(outcome({ lt: 'Cv', wt: 'Ax', wg: 'X', band: 'half' })).toBe('flee');
    expect(outcome({ lt: 'Cv', wt: 'Ax', band: 'half' })).toBe('destroyed');
    expect(outcome({ lt: 'Cv', wt: 'Art', band: 'half' })).toBe('flee');
    expect(outcome({ lt: 'Cv', wt: 'Art', wg: 'F', band: 'half' })).toBe('destroyed');
    expect(outcome({ lt: 'Cv', wt: 'Gal', band: 'half' })).toBe('flee');
    expect(outcome({ lt: 'Cv', wt: 'Kn', band: 'half' })).toBe('destroyed');
  });
  it('light horse: destroyed in close combat by mounted, Bw, Ps, WWg(O) or in difficult going; else flee', () => {
    for (const t of ['Kn', 'Bw', 'Ps'] as const) expect(outcome({ lt: 'LH', wt: t, band: 'half' }), t).toBe('destroyed');
    expect(outcome({ lt: 'LH', wt: 'WWg', band: 'half' })).toBe('destroyed');
    expect(outcome({ lt: 'LH', wt: 'WWg', wg: 'S', band: 'half' })).toBe('flee');
    expect(outcome({ lt: 'LH', wt: 'Bw', band: 'half', combat: 'shooting' })).toBe('flee');
    expect(outcome({ lt: 'LH', wt: 'Sp', band: 'half', wood: true })).toBe('destroyed');
    expect(outcome({ lt: 'LH', wt: 'Sp', band: 'half' })).toBe('flee');
  });
  it('psiloi: destroyed by mounted in good going, by Bw or Ax, or if (X); psiloi only rout them (ruling DBM-R45)', () => {
    expect(outcome({ lt: 'Ps', wt: 'Cv', band: 'half' })).toBe('destroyed');
    expect(outcome({ lt: 'Ps', wt: 'Cv', band: 'half', wood: true })).toBe('flee');
    expect(outcome({ lt: 'Ps', wt: 'Bw', band: 'half', combat: 'shooting' })).toBe('destroyed');
    expect(outcome({ lt: 'Ps', wt: 'Ps', band: 'half' })).toBe('flee');
    expect(outcome({ lt: 'Ps', lg: 'X', wt: 'Ps', band: 'half' })).toBe('destroyed');
  });
  it('other land troops flee from close combat with artillery but (F) or (X), or from naval; else destroyed', () => {
    for (const t of ['El', 'Kn', 'Cm', 'Exp', 'Sp', 'Pk', 'Bd', 'Wb', 'Ax', 'Bw', 'Art', 'WWg', 'Hd', 'Bge'] as const) {
      expect(outcome({ lt: t, wt: 'Bd', band: 'half' }), t).toBe('destroyed');
      if (t !== 'Exp') expect(outcome({ lt: t, wt: 'Bts', band: 'half' }), t).toBe('flee');
    }
    expect(outcome({ lt: 'Sp', wt: 'Art', band: 'half' })).toBe('flee');
    expect(outcome({ lt: 'Sp', wt: 'Art', band: 'half', combat: 'shooting' })).toBe('destroyed');
  });
  it('naval: destroyed by Art(S) or anything in contact but expendables; flee from other shooting', () => {
    expect(outcome({ lt: 'Gal', wt: 'Art', wg: 'S', band: 'half', combat: 'shooting' })).toBe('destroyed');
    expect(outcome({ lt: 'Gal', wt: 'Bw', band: 'half', combat: 'shooting' })).toBe('flee');
    expect(outcome({ lt: 'Shp', wt: 'Bd', band: 'half' })).toBe('destroyed');
    expect(outcome({ lt: 'Bts', wt: 'Exp', band: 'half' })).toBe('flee');
  });
});

describe('p.23 provenance', () => {
  it('every row of both tables names its lines and its source kind', () => {
    for (const t of DBM_TROOP_TYPES) {
      for (const r of [DBM_LESS_ROWS[t], DBM_HALF_ROWS[t]]) {
        expect(r.source.lines, t).toMatch(/^L\d{4}/);
        expect(['text', 'reconstructed-high', 'reconstructed-medium', 'reconstructed-low']).toContain(r.source.kind);
        if (r.source.kind !== 'text') expect(r.source.note, t).toBeTruthy();
      }
    }
  });
});
