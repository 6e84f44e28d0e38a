// Issue #28, first finding: with re-dos on (§15.3.2) Dawn of Battle kept the caller's command in
// the state as given. Contract 2 already fixed it (commands are decoded by closed codecs and
// copied); this pins it: an unknown field is refused, and changing a command after `apply`
// changes nothing in the state or events it returned.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../src/index.js';
import { dawnOfBattle, exampleScenario, type DobCommand, type DobState } from '../../src/rulesets/dawn-of-battle/index.js';

/** Writes into every object and array of `v` (what a careless caller does to its command). */
function scribble(v: unknown): void {
  if (Array.isArray(v)) {
    v.push('scribbled');
    return;
  }
  if (typeof v !== 'object' || v === null) return;
  for (const k of Object.keys(v)) {
    const x = (v as Record<string, unknown>)[k];
    if (typeof x === 'object' && x !== null) scribble(x);
    else (v as Record<string, unknown>)[k] = typeof x === 'number' ? x + 1 : 'scribbled';
  }
}

describe('re-dos keep no reference to the command (issue #28)', () => {
  it('plays 150 plies with reDos: each command edited after apply leaves the state and events as they were', () => {
    const st = dawnOfBattle.setup({ ...exampleScenario, options: { reDos: true } }, { seed: 'redo' });
    if (E.isLeft(st)) throw new Error(st.left.message);
    let s: DobState = st.right;
    let checked = 0;
    for (let ply = 0; ply < 150 && dawnOfBattle.outcome(s) === null; ply++) {
      const legal = dawnOfBattle.legalCommands(s);
      if (legal.length === 0) break;
      const command = JSON.parse(JSON.stringify(legal[ply % legal.length])) as DobCommand;
      const deep = JSON.parse(`${'{"x":'.repeat(20_000)}1${'}'.repeat(20_000)}`) as unknown;
      expect(E.isLeft(dawnOfBattle.apply(s, { ...command, junk: deep } as unknown as DobCommand))).toBe(true);
      const r = dawnOfBattle.apply(s, command);
      if (E.isLeft(r)) throw new Error(r.left.message);
      const hash = stateHash(r.right.state);
      const events = JSON.stringify(r.right.events);
      scribble(command);
      expect(stateHash(r.right.state)).toBe(hash);
      expect(JSON.stringify(r.right.events)).toBe(events);
      checked++;
      s = r.right.state;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
