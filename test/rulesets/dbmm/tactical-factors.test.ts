import { describe, expect, it } from 'vitest';
import { TACTICAL_FACTORS } from '../../../src/rulesets/dbmm/data/tactical-factors.js';
import { fightFacts, type DbmmFightFacts, type DbmmFightRole } from '../../../src/rulesets/dbmm/rules/36-combat/facts.js';
import { preGradingTerms } from '../../../src/rulesets/dbmm/rules/36-combat/resolve.js';
import type { DbmmGoing, DbmmTroopKind, DbmmTroopType } from '../../../src/rulesets/dbmm/model/troop.js';

const k = (type: DbmmTroopType, grade: DbmmTroopKind['grade'] = 'O', drill: 'reg' | 'irr' = 'reg'): DbmmTroopKind => ({ type, grade, drill });

interface Case {
  readonly line: number;
  readonly me: DbmmTroopKind;
  readonly role?: DbmmFightRole;
  readonly bound?: 'own' | 'enemy';
  readonly going?: DbmmGoing;
  readonly general?: boolean;
  readonly opp?: DbmmTroopType;
  readonly over?: Partial<DbmmFightFacts>;
  /** How many terms the row gives. */
  readonly times?: number;
  /** The same position with one thing changed: the row no longer applies. */
  readonly not: Partial<DbmmFightFacts> | { readonly me: DbmmTroopKind } | { readonly bound: 'own' | 'enemy' } | { readonly role: DbmmFightRole };
}

/** One case per tactical factor row of p.37 (Q:37-63): where it applies, and a near miss where it does not. */
const CASES: ReadonlyArray<Case> = [
  { line: 37, me: k('Bd'), bound: 'enemy', over: { upslope: true }, not: { bound: 'own' } },
  { line: 38, me: k('Kn'), bound: 'own', over: { upslope: true }, not: { bound: 'enemy' } },
  { line: 39, me: k('Bd'), over: { overlaps: 2 }, times: 2, not: { overlaps: 0 } },
  { line: 40, me: k('Bd'), over: { flankRearEnemies: 1 }, not: { flankRearEnemies: 0 } },
  { line: 41, me: k('Bd'), over: { cannotStartRecoil: true }, not: { role: 'shot-at' } },
  { line: 42, me: k('Ps'), over: { marched: true }, not: { role: 'shooting' } },
  { line: 43, me: k('Sp'), going: 'RGo', not: { me: k('Pk', 'F') } },
  { line: 44, me: k('Cv'), going: 'DGo', not: { me: k('Ax') } },
  { line: 45, me: k('Bd'), going: 'DGo', not: { me: k('Wb', 'F') } },
  { line: 46, me: k('Kn'), over: { overPO: true }, not: { me: k('LH') } },
  { line: 47, me: k('WWg', 'I'), bound: 'own', not: { bound: 'enemy' } },
  { line: 48, me: k('Bd'), over: { brokenOrShaken: true }, not: { role: 'shooting' } },
  { line: 49, me: k('Kn'), general: true, over: { brilliantStroke: true }, not: { brilliantStroke: false } },
  { line: 50, me: k('Cv'), role: 'shot-at', general: true, not: { role: 'shooting' } },
  { line: 51, me: k('Bd'), bound: 'own', over: { generalKillerInContact: true }, not: { bound: 'enemy' } },
  { line: 52, me: k('Bd'), bound: 'own', over: { baggageSInContact: true }, not: { bound: 'enemy' } },
  { line: 53, me: k('Bw'), role: 'shooting', over: { aidedBehind: 1 }, not: { aidedBehind: 0 } },
  { line: 54, me: k('Bw'), role: 'shooting', over: { aidedBehind: 2 }, not: { aidedBehind: 1 } },
  { line: 55, me: k('Bd'), role: 'shot-at', over: { aidingEnemy: 2 }, times: 2, not: { role: 'close-combat' } },
  { line: 56, me: k('Bw'), role: 'shooting', over: { targetInCover: true }, not: { role: 'shot-at' } },
  { line: 57, me: k('Bd'), role: 'shot-at', over: { manning: 'TF' }, not: { manning: 'none' } },
  { line: 58, me: k('Bw'), role: 'shot-at', over: { pfTower: true }, not: { role: 'shooting' } },
  { line: 59, me: k('Bd'), over: { pfWallWalk: true }, not: { role: 'shot-at' } },
  { line: 60, me: k('Bd'), over: { upslopeFortification: true }, not: { role: 'shot-at' } },
  { line: 61, me: k('Bd'), over: { weatherDisadvantaged: true }, not: { weatherDisadvantaged: false } },
  { line: 62, me: k('Wb', 'O', 'irr'), bound: 'enemy', over: { night: true }, not: { me: k('Wb', 'O', 'reg') } },
  { line: 63, me: k('LH'), over: { duskToSunrise: true }, not: { role: 'shot-at' } },
];

function facts(c: Case, change: Case['not'] | null): DbmmFightFacts {
  const f = fightFacts(c.role ?? 'close-combat', { kind: c.me, going: c.going ?? 'GGo', general: c.general ?? false }, { kind: k(c.opp ?? 'Bd'), going: 'GGo', general: false }, c.bound ?? 'own', c.over ?? {});
  if (change === null) return f;
  if ('me' in change && change.me !== undefined && 'type' in change.me) return { ...f, me: { ...f.me, kind: change.me } };
  return { ...f, ...(change as Partial<DbmmFightFacts>) };
}

const at = (line: number) => (f: DbmmFightFacts) => preGradingTerms(f).filter((t) => t.section === `p.37 Q:${line}`);

describe('p.37 tactical factors (Q:37-63) through the combat path', () => {
  it('has one case per row', () => {
    expect(CASES.map((c) => c.line)).toEqual(TACTICAL_FACTORS.rows.map((r) => r.src.lines[0]));
  });

  it.each(CASES)('Q:$line applies with its printed value, and not in the near miss', (c) => {
    const row = TACTICAL_FACTORS.rows.find((r) => r.src.lines[0] === c.line)!;
    const terms = at(c.line)(facts(c, null));
    expect(terms.map((t) => t.value)).toEqual(Array.from({ length: c.times ?? 1 }, () => row.value));
    expect(terms.every((t) => t.source === 'stated')).toBe(true);
    expect(at(c.line)(facts(c, c.not))).toEqual([]);
  });
});
