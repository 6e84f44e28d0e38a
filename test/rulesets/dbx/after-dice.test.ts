// The close-combat driver's afterDice hook: a toy ruleset whose "steady" element adds 2 after the
// dice when it would otherwise lose by one, proving the hook sees both thrown totals and that
// the fight is judged on what it returns (and on the thrown totals without it).
import { describe, expect, it } from 'vitest';
import { newElement, resolveCloseCombatWith, type CloseCombatRules, type CombatTotal, type DbxElement } from '../../../src/rulesets/dbx/index.js';
import { scriptedRng, type RngState } from '../../../src/random/rng.js';

interface S {
  readonly elements: Readonly<Record<string, DbxElement>>;
  readonly rng: RngState;
}
const el = (id: string, side: string, y: number, heading: number): DbxElement =>
  newElement({ id, side, type: 'Toy', command: side, general: false, camp: false, grade: id === 'steady' ? 'steady' : null, irregular: false, status: 'active', lostHow: null, x: 500, y, heading, width: 80, depth: 30 });

const base: CloseCombatRules<S, string, 'hold' | 'back'> = {
  elements: (s) => s.elements,
  active: (s) => Object.values(s.elements),
  rng: (s) => s.rng,
  fought: (s, rng) => ({ ...s, rng }),
  terms: () => [{ name: 'base', value: 3, section: 'T1', source: 'stated' }],
  outcome: () => 'back',
  reported: (r) => `${r.a.element} ${r.a.total} v ${r.b.element} ${r.b.total}, loser ${r.loser ?? 'none'}`,
  apply: (s) => ({ state: s, events: [], moved: false }),
  flankersTake: null,
  pursue: (s) => ({ state: s, events: [] }),
};

const steadyAfterDice = (_s: S, a: DbxElement, b: DbxElement, ta: CombatTotal, tb: CombatTotal) => {
  const lift = (me: DbxElement, t: CombatTotal, o: CombatTotal) => (me.grade === 'steady' && t.total === o.total - 1 ? { ...t, terms: [...t.terms, { name: 'steady', value: 2, section: 'T2', source: 'stated' }], total: t.total + 2 } : t);
  return { ta: lift(a, ta, tb), tb: lift(b, tb, ta) };
};

describe('dbx close-combat driver: the afterDice hook', () => {
  const s: S = { elements: { steady: el('steady', 'red', 500, 90), foe: el('foe', 'blue', 500, 270) }, rng: scriptedRng([3, 4]) };
  it('judges on the thrown totals without the hook', () => {
    expect(resolveCloseCombatWith(base, s, 'steady', 'foe').events[0]).toBe('steady 6 v foe 7, loser steady');
  });
  it('judges on the totals the hook returns', () => {
    expect(resolveCloseCombatWith({ ...base, afterDice: steadyAfterDice }, s, 'steady', 'foe').events[0]).toBe('steady 8 v foe 7, loser foe');
  });
});
