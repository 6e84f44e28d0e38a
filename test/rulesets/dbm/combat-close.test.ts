// p.21a close combat and p.22 grading: who fights (lined up only), turning to face, the grading
// and mitigating factors after the dice, the worked close-combat vector, and the phase through
// the public API.
import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dbm } from '../../../src/dbm/index.js';
import { GRADING_ROWS } from '../../../src/rulesets/dbm/data/grading.js';
import type { DbmEventOf } from '../../../src/rulesets/dbm/model/events.js';
import type { DbmState } from '../../../src/rulesets/dbm/model/state.js';
import type { DbmTroopType } from '../../../src/rulesets/dbm/model/troop.js';
import { closeCombatPairs } from '../../../src/rulesets/dbm/rules/21a-close-combat/contacts.js';
import { mustTurnToFace, turnToFace } from '../../../src/rulesets/dbm/rules/21a-close-combat/turn-to-face.js';
import { finalTotals, prepareFight } from '../../../src/rulesets/dbm/rules/22-resolution/resolve.js';
import { dbmFightOdds } from '../../../src/rulesets/dbm/rules/22-resolution/odds.js';
import { gradingTerms } from '../../../src/rulesets/dbm/rules/22a-grading/apply.js';
import { gradeInFight } from '../../../src/rulesets/dbm/rules/22a-grading/grade.js';
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
function inBound(pieces: Piece[]): DbmState {
  const s = fixture(pieces);
  return {
    ...s,
    setup: { invader: 'red', defender: 'blue', season: 'summer', climate: 'warm', deploymentEnds: 8, weatherScore: 0, invaderFaces: 'east', lastDice: { red: 1, blue: 1 }, moonlit: false },
    clock: { hour: 8, defenderBounds: 0, sunrise: 5, sunset: 20 },
  };
}

describe('p.21a who fights', () => {
  it('p.21a front edges lined up fight; a partial contact is no combat until one side conforms', () => {
    const lined = fixture([red('a', 'Bd'), blue('b', 'Bd')]);
    expect(closeCombatPairs(active(lined))).toEqual([['a', 'b']]);
    const partial = fixture([red('a', 'Bd'), blue('b', 'Bd', { x: X + 30 })]);
    expect(closeCombatPairs(active(partial))).toEqual([]);
  });
  it('p.21a an element contacted in flank and not fighting to its front turns to face the attacker', () => {
    // b's front edge (facing west) on a's right flank
    const s = fixture([red('a', 'Bd'), blue('b', 'Bd', { x: X + 40, y: Y - 55, heading: 180 })]);
    expect(mustTurnToFace(s, s.elements['a']!, active(s))).toBe('b');
    const events: never[] = [];
    const t = turnToFace(s, active(s), events as never);
    expect(t.elements['a']).toMatchObject({ heading: 0 });
    expect(closeCombatPairs(active(t))).toEqual([['a', 'b']]);
    // train never turns
    const w = fixture([red('a', 'WWg', { depth: 80 }), blue('b', 'Bd', { x: X + 40, y: Y - 55, heading: 180 })]);
    expect(mustTurnToFace(w, w.elements['a']!, active(w))).toBeNull();
  });
});

describe('p.22 grading factors (ruling DBM-R31)', () => {
  const side = (type: DbmTroopType, grade: 'S' | 'O' | 'I' | 'F', total: number, shooting = false) => ({ type, grade, total, shooting });
  const vals = (ts: ReadonlyArray<{ value: number }>) => ts.map((t) => t.value);
  it('p.22 +1 for scoring at least 2 more than a fast opponent (printed), not for artillery', () => {
    expect(vals(gradingTerms('close-combat', side('Bd', 'O', 7), side('Bd', 'F', 5), false))).toEqual([1]);
    expect(vals(gradingTerms('close-combat', side('Bd', 'O', 6), side('Bd', 'F', 5), false))).toEqual([]);
    expect(vals(gradingTerms('shooting', side('Art', 'O', 9, true), side('Bd', 'F', 5), false))).toEqual([]);
  });
  it('p.22 the reading: -1 for beating a superior opponent, except elephants in close combat', () => {
    expect(vals(gradingTerms('close-combat', side('Bd', 'O', 7), side('Bd', 'S', 5), false))).toEqual([-1]);
    expect(vals(gradingTerms('close-combat', side('El', 'O', 7), side('Bd', 'S', 5), false))).toEqual([]);
  });
  it('p.22 the reading: superior against superior cancels; superior drawing with ordinary gains 1', () => {
    expect(vals(gradingTerms('close-combat', side('Bd', 'S', 7), side('Bd', 'S', 5), false))).toEqual([-1, 1]);
    expect(vals(gradingTerms('close-combat', side('Bd', 'S', 5), side('Bd', 'O', 5), false))).toEqual([1]);
  });
  it('p.22 the reading: +1 for equalling or beating an inferior opponent', () => {
    expect(vals(gradingTerms('close-combat', side('Bd', 'O', 5), side('Bd', 'I', 5), false))).toEqual([1]);
    expect(vals(gradingTerms('close-combat', side('Bd', 'O', 4), side('Bd', 'I', 5), false))).toEqual([]);
  });
  it("p.22 config gradingFactors 'text-only' keeps only the printed row", () => {
    expect(vals(gradingTerms('close-combat', side('Bd', 'O', 5), side('Bd', 'I', 5), true))).toEqual([]);
    expect(vals(gradingTerms('close-combat', side('Bd', 'O', 7), side('Bd', 'F', 5), true))).toEqual([1]);
    expect(GRADING_ROWS.filter((r) => r.source.kind === 'text').map((r) => r.id)).toEqual(['grading-beat-fast']);
  });
  it('p.4-9 the (X) grades count by what they fight', () => {
    expect(gradeInFight('Kn', 'X', { kind: 'close-combat', shotAt: false, oppType: 'Sp', oppGrade: 'O' })).toBe('S');
    expect(gradeInFight('Kn', 'X', { kind: 'close-combat', shotAt: false, oppType: 'Wb', oppGrade: 'O' })).toBe('I');
    expect(gradeInFight('Kn', 'X', { kind: 'close-combat', shotAt: false, oppType: 'Cv', oppGrade: 'O' })).toBe('O');
    expect(gradeInFight('Pk', 'X', { kind: 'close-combat', shotAt: false, oppType: 'Kn', oppGrade: 'O' })).toBe('I');
    expect(gradeInFight('Bd', 'X', { kind: 'close-combat', shotAt: false, oppType: 'Kn', oppGrade: 'O' })).toBe('S');
    expect(gradeInFight('Sp', 'O', { kind: 'close-combat', shotAt: false, oppType: 'Kn', oppGrade: 'X' })).toBe('O');
  });
  it('p.22 mitigating: the winner over cavalry (O) with a 2nd rank of cavalry (O) loses 1', () => {
    const s = fixture([red('a', 'Bd'), blue('b', 'Cv', { depth: 60 }), blue('b2', 'Cv', { y: Y + 60, depth: 60 })]);
    const p = prepareFight(s, s.elements['a']!, s.elements['b']!, 'close-combat', active(s));
    const { ta, tb } = finalTotals(s, p, 6, 1);
    expect(ta.terms.at(-1)).toMatchObject({ value: -1, section: 'p.22 L1844-1845' });
    expect([ta.total, tb.total]).toEqual([3 + 6 - 1, 3 + 1]);
  });
});

describe('p.22 exact odds', () => {
  it('p.22 equal blades: 15 wins, 6 ties, 15 losses of 36; doubling needs 5+ against 1', () => {
    const s = fixture([red('a', 'Bd'), blue('b', 'Bd')]);
    const o = dbmFightOdds(s, prepareFight(s, s.elements['a']!, s.elements['b']!, 'close-combat', active(s)));
    expect(o).toEqual({ aWins: 15, aDoubles: 0, equal: 6, bWins: 15, bDoubles: 0, outOf: 36 });
  });
  it('p.22 grading moves the odds: ordinary blades against inferior ones win every tie', () => {
    const s = fixture([red('a', 'Bd'), blue('b', 'Bd', { grade: 'I' })]);
    const o = dbmFightOdds(s, prepareFight(s, s.elements['a']!, s.elements['b']!, 'close-combat', active(s)));
    expect(o.equal).toBe(0);
    expect(o.aWins + o.bWins).toBe(36);
    expect(o.aWins).toBeGreaterThan(15 + 5);
  });
});

describe('p.22 the worked close-combat vector', () => {
  // Reads warband +3 against foot (the value strings placed by the order of the labels) and
  // spears +1 for a 2nd rank of the same grade in good going; no grading factor between (O)s.
  it('irregular warband (O) against regular spears (O) with a 2nd rank, dice 6 and 2: 9 against 7, the spears lose, not by half', () => {
    const s = fixture([red('wb', 'Wb', { irr: true }), blue('sp', 'Sp'), blue('sp2', 'Sp', { y: Y + 30 })]);
    const p = prepareFight(s, s.elements['wb']!, s.elements['sp']!, 'close-combat', active(s));
    const { ta, tb } = finalTotals(s, p, 6, 2);
    expect([ta.total, tb.total]).toEqual([9, 7]);
    expect(2 * tb.total <= ta.total).toBe(false);
  });
});

describe('p.16 the close-combat phase through apply', () => {
  it('ending the bound fights every lined-up pair once, the phasing side throwing first', () => {
    const s = inBound([red('a', 'Bd'), blue('b', 'Bd'), red('c', 'Sp', { x: X + 400 }), blue('d', 'Ax', { x: X + 400, depth: 40 })]);
    const r = dbm.apply(s, { type: 'end-bound', player: 'red' });
    if (E.isLeft(r)) throw new Error(r.left.message);
    const fights = r.right.events.filter((e): e is DbmEventOf<'fought'> => e.type === 'fought');
    expect(fights.map((f) => [f.report.a.element, f.report.b.element])).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    for (const f of fights) {
      const { a, b } = f.report;
      expect(a.total).toBe(a.die + a.terms.reduce((n, t) => n + t.value, 0));
      expect(f.report.loser === null ? a.total === b.total : f.report.loser === (a.total < b.total ? a.element : b.element)).toBe(true);
    }
  });
  it('property: totals are symmetric — swapping the two sides swaps the final totals', () => {
    const types: DbmTroopType[] = ['Sp', 'Pk', 'Bd', 'Wb', 'Ax', 'Bw', 'Ps', 'Kn', 'Cv', 'LH', 'El', 'Cm', 'Hd'];
    const grades = ['S', 'O', 'I', 'F'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...types), fc.constantFrom(...types), fc.constantFrom(...grades), fc.constantFrom(...grades), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), (ta, tb, ga, gb, da, db) => {
        const s = fixture([red('a', ta, { grade: ga, depth: 40 }), blue('b', tb, { grade: gb, depth: 40 })]);
        const all = active(s);
        const ab = finalTotals(s, prepareFight(s, s.elements['a']!, s.elements['b']!, 'close-combat', all), da, db);
        const ba = finalTotals(s, prepareFight(s, s.elements['b']!, s.elements['a']!, 'close-combat', all), db, da);
        expect([ab.ta.total, ab.tb.total]).toEqual([ba.tb.total, ba.ta.total]);
      }),
      { numRuns: 60, seed: 22 },
    );
  });
});
