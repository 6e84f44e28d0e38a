// p.22 combat factors, rear support and tactical factors: each row of the tables on a small
// position, through the resolution chapter (the terms a fight's breakdown lists).
import { describe, expect, it } from 'vitest';
import { COMBAT_FACTORS } from '../../../src/rulesets/dbm/data/combat-factors.js';
import { REAR_SUPPORT_ROWS, supportGradeAllowed } from '../../../src/rulesets/dbm/data/rear-support.js';
import { TACTICAL_FACTOR_ROWS } from '../../../src/rulesets/dbm/data/tactical-factors.js';
import type { DbmState } from '../../../src/rulesets/dbm/model/state.js';
import { prepareFight } from '../../../src/rulesets/dbm/rules/22-resolution/resolve.js';
import type { DbmTroopType } from '../../../src/rulesets/dbm/model/troop.js';
import { fixture, type Piece } from './move-fixture.js';

const X = 1800;
const Y = 1000;
const red = (id: string, type: DbmTroopType, o: Partial<Piece> = {}): Piece => ({ id, side: 'red', type, command: 'r1', x: X, y: Y, heading: 90, ...o });
const blue = (id: string, type: DbmTroopType, o: Partial<Piece> = {}): Piece => ({ id, side: 'blue', type, command: 'b1', x: X, y: Y, heading: 270, ...o });

function active(s: DbmState) {
  return Object.values(s.elements)
    .filter((e) => e.status === 'active')
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** The terms of `a` (and `b`) fighting in close combat in the position. */
function close(pieces: Piece[], a = 'a', b = 'b', o: Parameters<typeof fixture>[1] = {}) {
  const s = fixture(pieces, o);
  return prepareFight(s, s.elements[a]!, s.elements[b]!, 'close-combat', active(s));
}
const sum = (ts: ReadonlyArray<{ value: number }>) => ts.reduce((n, t) => n + t.value, 0);
const ids = (ts: ReadonlyArray<{ section: string; name: string }>) => ts.map((t) => t.name);

describe('p.22 combat factors', () => {
  // own type, opponent type (mounted Cv, naval Gal, foot Ax), expected factor v mounted / naval / foot
  const table: Array<[DbmTroopType, number, number, number]> = [
    ['El', 5, 3, 4],
    ['Sp', 4, 4, 4],
    ['Exp', 4, 4, 4],
    ['Art', 4, 4, 4],
    ['Kn', 4, 4, 3],
    ['WWg', 4, 4, 3],
    ['Pk', 4, 4, 3],
    ['Bw', 4, 3, 2],
    ['Cm', 4, 3, 2],
    ['Bd', 3, 4, 5],
    ['Cv', 3, 3, 3],
    ['Gal', 3, 3, 3],
    ['Shp', 3, 3, 3],
    ['Wb', 2, 3, 3],
    ['Ax', 2, 3, 3],
    ['LH', 2, 2, 2],
    ['Ps', 2, 2, 2],
    ['Hd', 2, 2, 2],
    ['Bts', 2, 2, 2],
    ['Bge', 1, 1, 1],
  ];
  for (const [type, m, n, f] of table) {
    it(`p.22 ${type}: +${m} v mounted, +${n} v naval, +${f} v foot`, () => {
      const cf = (opp: DbmTroopType) => close([red('a', type), blue('b', opp)]).a.terms[0]!.value;
      expect([cf('Cv'), cf('Gal'), cf('Ax')]).toEqual([m, n, f]);
    });
  }
  it('p.22 every troop type has exactly one row, labelled publisher or reconstructed', () => {
    const types = COMBAT_FACTORS.flatMap((r) => r.types);
    expect(new Set(types).size).toBe(types.length);
    expect(types.length).toBe(20);
    const printed = COMBAT_FACTORS.filter((r) => r.source.kind === 'text').flatMap((r) => r.types);
    expect(printed).toEqual(['Sp', 'Exp', 'Art', 'Cv', 'Gal', 'Shp', 'LH', 'Ps', 'Hd', 'Bts', 'Bge']);
  });
  it('p.22 shooting special cases: knights v bowmen shooting +4, blades v shooting +4, bowmen duel +3', () => {
    const s = fixture([red('a', 'Bw', { y: Y - 150 }), blue('kn', 'Kn', { x: X - 200 }), blue('bd', 'Bd'), blue('bw', 'Bw', { x: X + 200 })]);
    const all = active(s);
    const shoot = (t: string) => prepareFight(s, s.elements['a']!, s.elements[t]!, 'shooting', all);
    expect(shoot('kn').b.terms[0]).toMatchObject({ value: 4, name: 'Kn v bowmen shooting' });
    expect(shoot('bd').b.terms[0]).toMatchObject({ value: 4, name: 'Bd v shooting' });
    expect(shoot('bw').a.terms[0]!.value).toBe(3);
    expect(shoot('bw').b.terms[0]!.value).toBe(3);
    expect(shoot('bd').a.terms[0]!.value).toBe(2);
  });
  it('p.7 psiloi (X) use the artillery factor in close combat except against auxilia or psiloi', () => {
    expect(close([red('a', 'Ps', { grade: 'X' }), blue('b', 'Bd')]).a.terms[0]!.value).toBe(4);
    expect(close([red('a', 'Ps', { grade: 'X' }), blue('b', 'Ax')]).a.terms[0]!.value).toBe(2);
  });
  it('p.22 terms cite the page and lines, and name their source', () => {
    const t = close([red('a', 'Wb'), blue('b', 'Sp')]).a.terms[0]!;
    expect(t.section).toBe('p.22 L1721, L1734');
    expect(t.source).toBe('reconstructed');
    expect(close([red('a', 'Sp'), blue('b', 'Sp')]).a.terms[0]!.source).toBe('stated');
  });
});

describe('p.22 rear support', () => {
  const behind = (id: string, type: DbmTroopType, ranks: number, o: Partial<Piece> = {}) => red(id, type, { y: Y - 30 * ranks, ...o });
  it('p.22 rear support: spears +1 for a 2nd rank of the same grade in good going', () => {
    const p = close([red('a', 'Sp'), behind('a2', 'Sp', 1), blue('b', 'Bd')]);
    expect(sum(p.a.terms)).toBe(5);
    expect(p.a.terms[1]).toMatchObject({ value: 1, section: 'p.22 L1763-1765', source: 'stated' });
  });
  it('p.22 rear support: none against elephants, none in difficult going, none from another command', () => {
    expect(close([red('a', 'Sp'), behind('a2', 'Sp', 1), blue('b', 'El', { depth: 80 })]).a.terms).toHaveLength(1);
    const wood = { id: 'w', kind: 'wood' as const, polygon: [{ x: X - 100, y: Y - 100 }, { x: X + 100, y: Y - 100 }, { x: X + 100, y: Y - 20 }, { x: X - 100, y: Y - 20 }] };
    // the wood reaches the front rank too: no support, and spears in difficult going lose 2
    expect(close([red('a', 'Sp'), behind('a2', 'Sp', 1), blue('b', 'Bd')], 'a', 'b', { terrain: [wood] }).a.terms.map((t) => t.value)).toEqual([4, -2]);
    expect(close([red('a', 'Sp'), behind('a2', 'Sp', 1, { command: 'r2' }), blue('b', 'Bd')]).a.terms).toHaveLength(1);
  });
  it('p.22 rear support: pikes +1 for each of a 2nd and 3rd rank, and the enemy foot -1 for a 4th', () => {
    const p = close([red('a', 'Pk'), behind('a2', 'Pk', 1), behind('a3', 'Pk', 2), behind('a4', 'Pk', 3), blue('b', 'Bd')]);
    expect(sum(p.a.terms)).toBe(3 + 2);
    expect(p.b.terms.map((t) => t.value)).toEqual([5, -1]);
  });
  it('p.22 rear support: warband +1, auxilia +1 against close fighting foot only', () => {
    expect(sum(close([red('a', 'Wb'), behind('a2', 'Wb', 1), blue('b', 'Cv', { depth: 60 })]).a.terms)).toBe(3);
    expect(sum(close([red('a', 'Ax', { depth: 40 }), red('a2', 'Ax', { y: Y - 40, depth: 40 }), blue('b', 'Sp')]).a.terms)).toBe(4);
    expect(sum(close([red('a', 'Ax', { depth: 40 }), red('a2', 'Ax', { y: Y - 40, depth: 40 }), blue('b', 'Cv', { depth: 60 })]).a.terms)).toBe(2);
  });
  it('p.22 rear support: the grade rule — same grade, or another where the list allows, never Sp(O) behind Sp(S)', () => {
    expect(supportGradeAllowed('Pk', 'O', 'I', true)).toBe(true);
    expect(supportGradeAllowed('Pk', 'O', 'I', false)).toBe(false);
    expect(supportGradeAllowed('Sp', 'S', 'O', true)).toBe(false);
    expect(supportGradeAllowed('Sp', 'S', 'S', false)).toBe(true);
    // on the table the army lists' permissions are not read: Sp(O) behind Sp(S) adds nothing
    expect(close([red('a', 'Sp', { grade: 'S' }), behind('a2', 'Sp', 1), blue('b', 'Bd')]).a.terms).toHaveLength(1);
  });
  it('p.22 rear support: none when a rank touches the front of enemy expendables', () => {
    expect(close([red('a', 'Sp'), behind('a2', 'Sp', 1), blue('b', 'Exp', { depth: 60 })]).a.terms).toHaveLength(1);
  });
  it('p.22 every rear-support row is labelled', () => {
    for (const r of REAR_SUPPORT_ROWS) expect(['publisher', 'reconstructed']).toContain(r.label);
    expect(REAR_SUPPORT_ROWS.filter((r) => r.label === 'publisher').map((r) => r.id)).toEqual(['rear-spears', 'rear-pikes', 'rear-psiloi']);
  });
});

describe('p.22 tactical factors', () => {
  it("p.22 the general's element +1 in close combat", () => {
    expect(sum(close([red('a', 'Cv', { general: 'c-in-c', depth: 60 }), blue('b', 'Cv', { depth: 60 })]).a.terms)).toBe(4);
  });
  it('p.22 -2 for an element of a demoralised command other than its general', () => {
    const s = fixture([red('a', 'Bd'), red('g', 'Bd', { x: X - 400, general: 'c-in-c' }), blue('b', 'Bd')]);
    const d = { ...s, morale: { ...s.morale, demoralised: ['r1'] } };
    expect(prepareFight(d, d.elements['a']!, d.elements['b']!, 'close-combat', active(d)).a.terms.map((t) => t.value)).toEqual([5, -2]);
    expect(prepareFight(s, s.elements['a']!, s.elements['b']!, 'close-combat', active(s)).a.terms.map((t) => t.value)).toEqual([5]);
  });
  it('p.22 -1 for each flank overlapped, once per flank', () => {
    // b fights a; c and d stand beside b, front corners on a's front corners: each overlaps a flank
    const p = close([red('a', 'Bd'), blue('b', 'Bd'), blue('c', 'Bd', { x: X - 80 }), blue('d', 'Bd', { x: X + 80 })]);
    expect(p.a.terms.map((t) => t.value)).toEqual([5, -1, -1]);
    expect(p.b.terms.map((t) => t.value)).toEqual([5]);
  });
  it('p.21a elephants do not overlap for friendly mounted troops, nothing overlaps for expendables', () => {
    expect(close([red('a', 'Kn', { depth: 60 }), blue('b', 'Cv', { depth: 60 }), blue('c', 'El', { x: X - 80, depth: 80 })]).a.terms).toHaveLength(1);
    expect(close([red('a', 'Bd'), blue('b', 'Exp', { depth: 60 }), blue('c', 'Bd', { x: X - 80 })]).a.terms).toHaveLength(1);
  });
  it('p.22 -1 for an enemy on the rear, besides an overlap', () => {
    const p = close([red('a', 'Bd'), blue('b', 'Bd'), blue('c', 'Bd', { x: X - 80 }), blue('r', 'Bd', { y: Y - 30, heading: 90 })]);
    expect(p.a.terms.map((t) => t.value)).toEqual([5, -1, -1]);
  });
  it('p.22 -2 for spears in rough going, -2 for mounted in rough going', () => {
    const rough = { id: 'r', kind: 'brush' as const, polygon: [{ x: X - 300, y: Y - 300 }, { x: X + 300, y: Y - 300 }, { x: X + 300, y: Y + 300 }, { x: X - 300, y: Y + 300 }] };
    expect(close([red('a', 'Sp'), blue('b', 'Bd')], 'a', 'b', { terrain: [rough] }).a.terms.map((t) => t.value)).toEqual([4, -2]);
    expect(close([red('a', 'Cv', { depth: 60 }), blue('b', 'Bd')], 'a', 'b', { terrain: [rough] }).a.terms.map((t) => t.value)).toEqual([3, -2]);
  });
  it('p.22 +1 upslope (the centre on a hill the opponent is not on), and config upslope off', () => {
    const hill = { id: 'h', kind: 'gentle-hill' as const, polygon: [{ x: X - 200, y: Y - 200 }, { x: X + 200, y: Y - 200 }, { x: X + 200, y: Y + 5 }, { x: X - 200, y: Y + 5 }] };
    expect(close([red('a', 'Bd'), blue('b', 'Bd')], 'a', 'b', { terrain: [hill] }).a.terms.map((t) => t.value)).toEqual([5, 1]);
    expect(close([red('a', 'Bd'), blue('b', 'Bd')], 'a', 'b', { terrain: [hill] }).b.terms.map((t) => t.value)).toEqual([5]);
    const off = fixture([red('a', 'Bd'), blue('b', 'Bd')], { terrain: [hill] });
    const s = { ...off, config: { ...off.config, upslope: 'off' } };
    expect(prepareFight(s, s.elements['a']!, s.elements['b']!, 'close-combat', active(s)).a.terms.map((t) => t.value)).toEqual([5]);
  });
  it('p.12 gully slopes: the element outside the gully is upslope of one in it', () => {
    const gully = { id: 'g', kind: 'gully' as const, polygon: [{ x: X - 200, y: Y + 1 }, { x: X + 200, y: Y + 1 }, { x: X + 200, y: Y + 200 }, { x: X - 200, y: Y + 200 }] };
    const p = close([red('a', 'Bd'), blue('b', 'Bd')], 'a', 'b', { terrain: [gully] });
    expect(p.a.terms.map((t) => t.value)).toEqual([5, 1]);
  });
  it('p.22 every tactical-factor row cites p.22', () => {
    for (const r of TACTICAL_FACTOR_ROWS) expect(r.section.startsWith('p.22 L')).toBe(true);
    expect(ids([])).toEqual([]);
  });
});
