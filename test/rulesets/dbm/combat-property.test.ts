// Property tests of the combat phases on random small positions: ending a bound never throws and
// never changes its input; every shot and fight reports totals that are its die plus its terms,
// with the loser the lower total; each fight throws exactly two dice.
import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dbm } from '../../../src/dbm/index.js';
import type { DbmEvent } from '../../../src/rulesets/dbm/model/events.js';
import type { DbmState } from '../../../src/rulesets/dbm/model/state.js';
import type { DbmTroopType } from '../../../src/rulesets/dbm/model/troop.js';
import { fixture, type Piece } from './move-fixture.js';

const TYPES: DbmTroopType[] = ['Sp', 'Pk', 'Bd', 'Wb', 'Ax', 'Bw', 'Ps', 'Kn', 'Cv', 'LH', 'El', 'Art', 'WWg', 'Hd', 'Exp', 'Cm'];
const GRADES = ['S', 'O', 'I', 'F', 'X'] as const;

function inBound(pieces: Piece[], player: 'red' | 'blue'): DbmState {
  const s = fixture(pieces, { player });
  return {
    ...s,
    setup: { invader: 'red', defender: 'blue', season: 'summer', climate: 'warm', deploymentEnds: 8, weatherScore: 0, invaderFaces: 'east', lastDice: { red: 1, blue: 1 }, moonlit: false },
    clock: { hour: 8, defenderBounds: 0, sunrise: 5, sunset: 20 },
  };
}

// pieces on a grid of lanes 80p wide, each red facing north or blue facing south, at a few depths,
// so that lined-up fights, partial contacts, ranks, overlaps and shots all arise
const piece = fc.record({
  lane: fc.integer({ min: 0, max: 4 }),
  shift: fc.constantFrom(0, 0, 0, 20),
  row: fc.integer({ min: 0, max: 3 }),
  red: fc.boolean(),
  type: fc.constantFrom(...TYPES),
  grade: fc.constantFrom(...GRADES),
});

describe('p.21-22 combat phases: properties', () => {
  it('property: no throw, input untouched, totals are die plus terms, the loser is the lower total', () => {
    const seen = { shot: 0, fought: 0 };
    fc.assert(
      fc.property(fc.array(piece, { minLength: 2, maxLength: 8 }), fc.boolean(), fc.constantFrom(0, 0, 120), (ps, redBound, gap) => {
        const used = new Set<string>();
        const pieces: Piece[] = [];
        ps.forEach((p, i) => {
          const key = `${p.red}/${p.lane}/${p.row}`;
          if (used.has(key)) return;
          used.add(key);
          const x = 1500 + p.lane * 80 + p.shift;
          // reds stand south of 1000 facing north, blues north of it (and `gap` beyond) facing south;
          // rows step a base depth, so a row stands in contact behind the one before
          const y = p.red ? 1000 - p.row * 30 : 1000 + gap + p.row * 30;
          pieces.push({ id: `e${i}`, side: p.red ? 'red' : 'blue', type: p.type, grade: p.grade, command: p.red ? 'r1' : 'b1', x, y, heading: p.red ? 90 : 270, depth: 30 });
        });
        const s = inBound(pieces, redBound ? 'red' : 'blue');
        const before = JSON.stringify(s);
        const r = dbm.apply(s, { type: 'end-bound', player: redBound ? 'red' : 'blue' });
        expect(JSON.stringify(s)).toBe(before);
        if (E.isLeft(r)) throw new Error(r.left.message);
        for (const e of r.right.events as DbmEvent[]) {
          if (e.type !== 'shot' && e.type !== 'fought') continue;
          seen[e.type]++;
          const { a, b, loser } = e.report;
          for (const t of [a, b]) {
            expect(t.die).toBeGreaterThanOrEqual(1);
            expect(t.die).toBeLessThanOrEqual(6);
            expect(t.total).toBe(t.die + t.terms.reduce((n, x) => n + x.value, 0));
            for (const x of t.terms) expect(x.section).toMatch(/^p\.2\d/);
          }
          expect(loser).toBe(a.total === b.total ? null : a.total < b.total ? a.element : b.element);
        }
      }),
      { numRuns: 40, seed: 2122 },
    );
    // the positions do give both kinds of fight
    expect(seen.shot).toBeGreaterThan(0);
    expect(seen.fought).toBeGreaterThan(0);
  });
});
