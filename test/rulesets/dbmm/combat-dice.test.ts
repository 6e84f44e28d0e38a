import { describe, expect, it } from 'vitest';
import { COMBAT_DICE, COMBAT_DICE_MISPRINT } from '../../../src/rulesets/dbmm/data/combat-dice.js';
import { fightFacts, type DbmmFightFacts, type DbmmRearElement } from '../../../src/rulesets/dbmm/rules/36-combat/facts.js';
import { dbmmCombatCounts, gradingTerms, preGradingTerms, resolveDbmmCombat } from '../../../src/rulesets/dbmm/rules/36-combat/resolve.js';
import type { DbmmTroopKind, DbmmTroopType } from '../../../src/rulesets/dbmm/model/troop.js';

const O = (type: DbmmTroopType): DbmmTroopKind => ({ type, grade: 'O', drill: 'reg' });
const el = (type: DbmmTroopType, general = false) => ({ kind: O(type), going: 'GGo' as const, general });
const behind = (type: DbmmTroopType, rank: 2 | 3 | 4 = 2): DbmmRearElement => ({ kind: O(type), rank, doubleBased: false, going: 'GGo', sameCommandLinedUpFacing: true });
const sum = (f: DbmmFightFacts) => preGradingTerms(f).reduce((s, t) => s + t.value, 0);

/**
 * Foot (O) positions, all against foot in close combat in their own bound, whose adjusted
 * values (combat factor + rear support + tactical factors, read through the sheet's tables) are
 * 0 to 10. Ordinary grade earns no close-combat grading factor, which is why the sheet's table
 * (which leaves grading out) applies to them.
 */
function position(v: number, opp: DbmmTroopType, bound: 'own' | 'enemy'): DbmmFightFacts {
  const cc = (type: DbmmTroopType, over: Partial<DbmmFightFacts>, general = false) => fightFacts('close-combat', el(type, general), el(opp), bound, over);
  switch (v) {
    case 0:
      return cc('Ps', { overlaps: 2 }); // +2 -1 -1
    case 1:
      return cc('Ps', { overlaps: 1 }); // +2 -1
    case 2:
      return cc('Ps', {}); // +2
    case 3:
      return cc('Ax', {}); // +3
    case 4:
      return cc('Bd', {}); // +4
    case 5:
      return cc('Bd', {}, true); // +4 general +1
    case 6:
      return cc('Bd', { manning: 'TF', overlaps: 1 }); // +4 +3 -1
    case 7:
      return cc('Bd', { manning: 'TF' }); // +4 +3
    case 8:
      return cc('Bd', { manning: 'TF' }, true); // +4 +3 +1
    case 9:
      return cc('Bd', { manning: 'TF', upslopeFortification: true }, true); // +4 +3 +1 +1
    default:
      return cc('Bd', { manning: 'TF', upslopeFortification: true, pfWallWalk: true }, true); // +4 +3 +1 +1 +1
  }
}

describe('combat dice probabilities (QRS Q:1094-1251) through the DBMM combat path', () => {
  it('the positions have the adjusted values 0-10 on both sides', () => {
    for (let v = 0; v <= 10; v++) {
      expect(sum(position(v, 'Bd', 'own'))).toBe(v);
      expect(sum(position(v, 'Bd', 'enemy'))).toBe(v);
    }
  });

  it('every printed cell is within one point of the path\'s odds, except the misprint own 7 vs 3 "doubled" (printed 3, exact 0)', () => {
    const misses: string[] = [];
    for (const row of COMBAT_DICE.rows) {
      const c = dbmmCombatCounts(position(row.own, 'Bd', 'own'), position(row.vs, 'Bd', 'enemy'));
      const cells = [
        ['lower', row.lower, c.lower],
        ['doubled', row.doubled, c.doubled],
        ['same', row.same, c.same],
        ['higher', row.higher, c.higher],
        ['doubling', row.doubling, c.doubling],
      ] as const;
      for (const [name, printed, n] of cells) {
        const exact = (100 * n) / 36;
        if (Math.abs(printed - exact) >= 1) misses.push(`${row.own} vs ${row.vs} ${name}: printed ${printed}, path ${exact.toFixed(2)}`);
      }
    }
    expect(misses).toEqual([`${COMBAT_DICE_MISPRINT.own} vs ${COMBAT_DICE_MISPRINT.vs} ${COMBAT_DICE_MISPRINT.column}: printed ${COMBAT_DICE_MISPRINT.printed}, path 0.00`]);
    expect(COMBAT_DICE.rows).toHaveLength(121);
  });

  it('the worked example (Q:1241-1251): double-overlapped Bd (O) 2 against rear-supported Pk (O) 4 gives 72 (25) 11 17 (0)', () => {
    // Rear support by a second rank of pikes counts in both bounds (Q:81).
    const bd = fightFacts('close-combat', el('Bd'), el('Pk'), 'enemy', { overlaps: 2 });
    const pk = fightFacts('close-combat', el('Pk'), el('Bd'), 'own', { behind: [behind('Pk')] });
    expect(sum(bd)).toBe(2);
    expect(sum(pk)).toBe(4);
    const c = dbmmCombatCounts(bd, pk);
    expect([c.lower, c.doubled, c.same, c.higher, c.doubling].map((n) => Math.round((100 * n) / 36))).toEqual([72, 25, 11, 17, 0]);
  });
});

describe('p.37 grading factors after the first comparison (Q:100-121)', () => {
  it('Foot (S) scoring more in its own bound against foot gets +2 (Q:105), and the band follows the final totals', () => {
    const s = fightFacts('close-combat', { kind: { type: 'Bd', grade: 'S', drill: 'reg' }, going: 'GGo', general: false }, el('Bd'), 'own');
    const o = fightFacts('close-combat', el('Bd'), { kind: { type: 'Bd', grade: 'S', drill: 'reg' }, going: 'GGo', general: false }, 'enemy');
    const r = resolveDbmmCombat(s, o, [4, 3]);
    expect(r.a.terms.map((t) => [t.section, t.value])).toEqual([
      ['p.36 Q:16', 4],
      ['p.37 Q:105', 2],
    ]);
    expect(r.a.total).toBe(10);
    expect(r.b.total).toBe(7);
    expect(r.band).toBe('more');
  });

  it('(I) in close combat scoring less loses 1 more (Q:116), which can turn "less" into "doubled"', () => {
    const i = fightFacts('close-combat', { kind: { type: 'Ax', grade: 'I', drill: 'irr' }, going: 'GGo', general: false }, el('Bd'), 'enemy');
    expect(gradingTerms(i, 4, 7).map((t) => t.section)).toEqual(['p.37 Q:116']);
    expect(gradingTerms(i, 7, 7)).toEqual([]);
    const r = resolveDbmmCombat(i, fightFacts('close-combat', el('Bd'), i.me, 'own'), [1, 1]);
    // 1 + 3 = 4 against 1 + 4 = 5: less; grading -1 makes 3 against 5: still less, not half.
    expect([r.a.total, r.b.total, r.band]).toEqual([3, 5, 'less']);
  });

  it('"Mounted not same" (Q:108): Kn (S) beating Kn earns no +2, beating Cv does', () => {
    const kn = (opp: DbmmTroopType) => fightFacts('close-combat', { kind: { type: 'Kn', grade: 'S', drill: 'irr' }, going: 'GGo', general: false }, el(opp), 'own');
    expect(gradingTerms(kn('Kn'), 9, 5)).toEqual([]);
    expect(gradingTerms(kn('Cv'), 9, 5).map((t) => t.value)).toEqual([2]);
  });
});

describe('p.36 combat factors by state and rear support (Q:1-31, Q:65-98)', () => {
  it('Bw shooting and not shot back at +3 against others, shot at or in close combat +2 (Q:21-22)', () => {
    const shooting = fightFacts('shooting', el('Bw'), el('Bd'), 'own');
    expect(preGradingTerms(shooting).map((t) => [t.section, t.value])).toEqual([['p.36 Q:21', 3]]);
    expect(preGradingTerms({ ...shooting, shotBack: true }).map((t) => [t.section, t.value])).toEqual([['p.36 Q:22', 2]]);
  });

  it('Pk (O) four deep in good going against foot in its own bound: +3, +1, +1, +2 (Q:14, Q:81-83)', () => {
    const pk = fightFacts('close-combat', el('Pk'), el('Bd'), 'own', { behind: [behind('Pk', 2), behind('Pk', 3), behind('Pk', 4)] });
    expect(preGradingTerms(pk).map((t) => [t.section, t.value])).toEqual([
      ['p.36 Q:14', 3],
      ['p.36 Q:81', 1],
      ['p.36 Q:82', 1],
      ['p.36 Q:83', 2],
    ]);
    // A front element that marched into combat gets no rear support (header, Q:72), and -1 (Q:42).
    expect(sum({ ...pk, marched: true })).toBe(2);
  });

  it('Sp rear support: own bound against foot other than Wb or Ps (Q:84), enemy bound against listed types only (Q:85)', () => {
    const sp = (opp: DbmmTroopType, bound: 'own' | 'enemy') => sum(fightFacts('close-combat', el('Sp'), el(opp), bound, { behind: [behind('Sp')] }));
    expect(sp('Bd', 'own')).toBe(5);
    expect(sp('Wb', 'own')).toBe(4);
    expect(sp('Bd', 'enemy')).toBe(5);
    expect(sp('Ax', 'enemy')).toBe(4);
  });
});
