import { describe, expect, it } from 'vitest';
import { dbmKit } from '../../../src/dbm/index.js';
import type { DbmState } from '../../../src/rulesets/dbm/model/state.js';
import { dbmFightOdds } from '../../../src/rulesets/dbm/rules/22-resolution/odds.js';
import { finalTotals, prepareFight } from '../../../src/rulesets/dbm/rules/22-resolution/resolve.js';
import { fixture, type Piece } from './move-fixture.js';

const X = 1800;
const Y = 1000;
const red = (id: string, type: Piece['type'], o: Partial<Piece> = {}): Piece => ({ id, side: 'red', type, command: 'r1', x: X, y: Y, heading: 90, ...o });
const blue = (id: string, type: Piece['type'], o: Partial<Piece> = {}): Piece => ({ id, side: 'blue', type, command: 'b1', x: X, y: Y, heading: 270, ...o });
const odds = dbmKit.odds!;
const active = (s: DbmState) => Object.values(s.elements).filter((e) => e.status === 'active');

describe('p.22 the odds of a fight where the elements stand (strategos odds --ruleset dbm --scenario)', () => {
  const s = fixture([red('a', 'Bd'), blue('b', 'Wb')]);

  it('counts the 36 die pairs through the game\'s own totals, and lists each term with its page and source', () => {
    const r = odds.inState!(s, ['a', 'b']);
    if (r._tag === 'Left') throw new Error(r.left);
    const report = r.right;
    // Counted independently from the same totals the game throws.
    const fight = prepareFight(s, s.elements['a']!, s.elements['b']!, 'close-combat', active(s));
    let higher = 0;
    let equal = 0;
    for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) {
      const { ta, tb } = finalTotals(s, fight, x, y);
      if (ta.total > tb.total) higher++;
      if (ta.total === tb.total) equal++;
    }
    expect(report.rows[0]!.exact).toBe(`${higher}/36`);
    expect(report.rows[2]!.exact).toBe(`${equal}/36`);
    expect(report.rows[0]!.probability + report.rows[2]!.probability + report.rows[3]!.probability).toBeCloseTo(1, 12);
    expect(report.rows.map((x) => x.exact)).toEqual(Object.values(dbmFightOdds(s, fight)).slice(0, 5).map((n) => `${n}/36`));
    expect(report.title).toBe('a (Bd(O)) against b (Wb(O))');
    expect(report.notes ?? []).toContain('a: Bd v foot +5 (p.22 L1717, L1742) [reconstructed]');
  });

  it('refuses with the reason: a short description, an unknown element, two of one side', () => {
    expect(odds.compute(['Bd', 'Wb'])._tag).toBe('Left');
    expect(odds.inState!(s, ['a', 'zz'])).toEqual({ _tag: 'Left', left: 'There is no element "zz" on the table; elements on the table: a, b.' });
    const same = fixture([red('a', 'Bd'), red('c', 'Bd', { x: X + 80 })]);
    expect(odds.inState!(same, ['a', 'c'])).toEqual({ _tag: 'Left', left: 'a and c are on the same side.' });
    expect(odds.inState!(s, ['a'])._tag).toBe('Left');
  });
});
