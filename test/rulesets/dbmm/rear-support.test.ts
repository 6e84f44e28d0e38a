import { describe, expect, it } from 'vitest';
import { REAR_SUPPORT } from '../../../src/rulesets/dbmm/data/rear-support.js';
import { fightFacts, type DbmmFightFacts, type DbmmRearElement } from '../../../src/rulesets/dbmm/rules/36-combat/facts.js';
import { preGradingTerms } from '../../../src/rulesets/dbmm/rules/36-combat/resolve.js';
import type { DbmmTroopKind, DbmmTroopType } from '../../../src/rulesets/dbmm/model/troop.js';

type G = DbmmTroopKind['grade'];
const k = (type: DbmmTroopType, grade: G = 'O', drill: 'reg' | 'irr' = 'reg'): DbmmTroopKind => ({ type, grade, drill });
const r = (kind: DbmmTroopKind, rank: 2 | 3 | 4 = 2, over: Partial<DbmmRearElement> = {}): DbmmRearElement => ({ kind, rank, doubleBased: false, going: 'GGo', sameCommandLinedUpFacing: true, ...over });

interface Case {
  readonly line: number;
  readonly me: DbmmTroopKind;
  readonly opp: DbmmTroopType;
  readonly bound: 'own' | 'enemy';
  readonly behind: ReadonlyArray<DbmmRearElement>;
  readonly over?: Partial<DbmmFightFacts>;
  /** A near miss: the same position with this changed, where the row does not apply. */
  readonly not: Partial<DbmmFightFacts>;
}

const CASES: ReadonlyArray<Case> = [
  { line: 76, me: k('Kn'), opp: 'Bd', bound: 'own', behind: [r(k('Ps'), 2, { doubleBased: true })], not: { bound: 'enemy' } },
  { line: 77, me: k('Cv'), opp: 'Cv', bound: 'enemy', behind: [r(k('Ps', 'S'))], over: { listPermitsSupport: true }, not: { listPermitsSupport: false } },
  { line: 78, me: k('LH', 'F'), opp: 'Bd', bound: 'own', behind: [r(k('LH', 'F'))], not: { opp: { kind: k('Bw'), going: 'GGo', general: false } } },
  { line: 79, me: k('Sp'), opp: 'Cv', bound: 'enemy', behind: [r(k('Ps', 'S'))], over: { listPermitsSupport: true }, not: { opp: { kind: k('Kn', 'X'), going: 'GGo', general: false } } },
  { line: 80, me: k('Bd'), opp: 'Wb', bound: 'enemy', behind: [r(k('Bd')), r(k('Ps'), 3)], over: { listPermitsSupport: true }, not: { behind: [r(k('Sp')), r(k('Ps'), 3)] } },
  { line: 81, me: k('Pk', 'I'), opp: 'Kn', bound: 'enemy', behind: [r(k('Pk', 'O'))], not: { behind: [r(k('Pk', 'I'))], me: { kind: k('Pk', 'O'), going: 'GGo', general: false } } },
  { line: 82, me: k('Pk'), opp: 'Bd', bound: 'own', behind: [r(k('Pk')), r(k('Pk'), 3)], not: { opp: { kind: k('Ps'), going: 'GGo', general: false } } },
  { line: 83, me: k('Pk'), opp: 'Bd', bound: 'own', behind: [r(k('Pk')), r(k('Pk'), 3), r(k('Pk'), 4)], not: { behind: [r(k('Pk')), r(k('Pk'), 3), r(k('Pk'), 4, { going: 'RGo' })] } },
  { line: 84, me: k('Sp', 'I', 'reg'), opp: 'Bd', bound: 'own', behind: [r(k('Sp', 'I'))], not: { me: { kind: k('Sp', 'I', 'irr'), going: 'GGo', general: false } } },
  { line: 85, me: k('Sp'), opp: 'Kn', bound: 'enemy', behind: [r(k('Sp'))], not: { behind: [r(k('Sp', 'S'))] } },
  { line: 86, me: k('Bd'), opp: 'El', bound: 'enemy', behind: [r(k('Sp'))], not: { bound: 'own' } },
  { line: 87, me: k('Bd', 'S'), opp: 'Ax', bound: 'enemy', behind: [r(k('Bw', 'O'))], over: { listPermitsSupport: true }, not: { listPermitsSupport: false } },
  { line: 88, me: k('Ax', 'S'), opp: 'Kn', bound: 'enemy', behind: [r(k('Ax', 'S'))], not: { me: { kind: k('Ax', 'S', 'irr'), going: 'GGo', general: false } } },
  { line: 89, me: k('Ps'), opp: 'LH', bound: 'enemy', behind: [r(k('Ps'))], not: { behind: [r(k('Ps', 'S'))] } },
  { line: 90, me: k('Wb'), opp: 'Bd', bound: 'own', behind: [r(k('Wb'))], not: { marched: true } },
  { line: 91, me: k('Wb'), opp: 'Kn', bound: 'enemy', behind: [r(k('Wb'))], not: { behind: [r(k('Wb'), 2, { sameCommandLinedUpFacing: false })] } },
  { line: 92, me: k('Ax'), opp: 'Bd', bound: 'own', behind: [r(k('Ax'))], over: { againstFortification: true }, not: { againstFortification: false } },
  { line: 93, me: k('Bw'), opp: 'Kn', bound: 'enemy', behind: [r(k('Bw', 'I'))], not: { behind: [r(k('Bw'), 2, { going: 'DGo' })] } },
  { line: 94, me: k('Bw', 'X'), opp: 'Kn', bound: 'enemy', behind: [r(k('Bw'), 2, { doubleBased: true })], not: { behind: [r(k('Bw'))] } },
  { line: 95, me: k('Bw', 'S'), opp: 'Bd', bound: 'enemy', behind: [r(k('Bd', 'S'))], over: { listPermitsSupport: true }, not: { opp: { kind: k('Cv'), going: 'GGo', general: false } } },
  { line: 96, me: k('Sh'), opp: 'Kn', bound: 'enemy', behind: [r(k('Sh'))], not: { role: 'shooting' } },
];

const facts = (c: Case, change: Partial<DbmmFightFacts> = {}): DbmmFightFacts => ({
  ...fightFacts('close-combat', { kind: c.me, going: 'GGo', general: false }, { kind: k(c.opp), going: 'GGo', general: false }, c.bound, { behind: c.behind, ...c.over }),
  ...change,
});
const at = (line: number) => (f: DbmmFightFacts) => preGradingTerms(f).filter((t) => t.section === `p.36 Q:${line}`);

describe('p.36 rear support (Q:76-96) through the combat path', () => {
  it('has one case per row', () => {
    expect(CASES.map((c) => c.line)).toEqual(REAR_SUPPORT.rows.map((x) => x.src.lines[0]));
  });

  it.each(CASES)('Q:$line applies with its printed value, and not in the near miss', (c) => {
    const row = REAR_SUPPORT.rows.find((x) => x.src.lines[0] === c.line)!;
    expect(at(c.line)(facts(c)).map((t) => t.value)).toEqual([row.value]);
    expect(at(c.line)(facts(c, c.not))).toEqual([]);
  });
});
