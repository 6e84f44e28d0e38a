// The odds calculator of the kit (`strategos odds --ruleset arcane-warfare ...`): exact counts out of 36.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { arcaneKit } from '../../../src/rulesets/arcane-warfare/index.js';
import { arcaneMatchupOdds, type ArcaneMatchup } from '../../../src/rulesets/arcane-warfare/kit/odds.js';

const base: ArcaneMatchup = { a: 'SpM', b: 'SpM', aPlus: 0, bPlus: 0, shoot: false, back: false, protect: false };
function counts(m: Partial<ArcaneMatchup>): { win: number; draw: number; lose: number; factors: readonly [number, number] } {
  const o = arcaneMatchupOdds({ ...base, ...m });
  if (E.isLeft(o)) throw new Error(o.left);
  let win = 0;
  let draw = 0;
  let lose = 0;
  for (const [d, n] of o.right.byDifference) if (d > 0) win += n; else if (d === 0) draw += n; else lose += n;
  return { win, draw, lose, factors: o.right.factors };
}

describe('Arcane Warfare odds', () => {
  it('§7.3: SpM against SpM is even, 15 wins, 6 draws, 15 losses', () => {
    expect(counts({})).toMatchObject({ win: 15, draw: 6, lose: 15, factors: [2, 2] });
  });
  it('§7.3: KnM (3 against foot) against SpM (2 against mounted): 21 wins, 5 draws, 10 losses', () => {
    expect(counts({ a: 'KnM' })).toMatchObject({ win: 21, draw: 5, lose: 10, factors: [3, 2] });
  });
  it('§11.1 Armour: SpM against SpH: a winning SpM takes 1 off, so wins by 1 become draws', () => {
    const o = counts({ b: 'SpH' });
    expect(o.win).toBe(10);
    expect(o.draw).toBe(11);
  });
  it('§8.4 (Fig. 35): BwM shooting at a protected SpM that cannot shoot back: 1 against 2; protection turns wins by 1 into draws', () => {
    const plain = counts({ a: 'BwM', shoot: true });
    const prot = counts({ a: 'BwM', shoot: true, protect: true });
    expect(plain.factors).toEqual([1, 2]);
    // Wins by 1 need the shooter's die 2 above the target's: 4 throws of 36.
    expect(plain.win).toBe(10);
    expect(prot.win).toBe(plain.win - 4);
    expect(prot.draw).toBe(plain.draw + 4);
  });
  it('§8.4, §11.1: CbM shooting at SpH gets +1 against close order and ignores Armour', () => {
    expect(counts({ a: 'CbM', b: 'SpH', shoot: true })).toMatchObject({ factors: [2, 2], win: 15, draw: 6 });
  });
  it('the kit answers `odds` and refuses what it cannot compute', () => {
    const r = arcaneKit.odds!.compute(['KnM', 'SpM', 'a+1']);
    expect(E.isRight(r) && r.right.rows.reduce((s, x) => s + x.probability, 0)).toBeCloseTo(1, 9);
    expect(E.isRight(r) && r.right.title).toBe('KnM (4) against SpM (2)');
    expect(E.isLeft(arcaneKit.odds!.compute(['SpM', 'KnM', 'shoot']))).toBe(true);
    expect(E.isLeft(arcaneKit.odds!.compute(['SpM']))).toBe(true);
    expect(E.isLeft(arcaneKit.odds!.compute(['XxM', 'SpM']))).toBe(true);
  });
});
