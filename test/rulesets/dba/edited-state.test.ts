import { describe, expect, it } from 'vitest';
import { stateHash } from '../../../src/core/hash.js';
import { aleaFromSeed } from '../../../src/random/rng.js';
import { dba, type DbaState } from '../../../src/rulesets/dba/index.js';
import { battle } from './fixtures.js';
import { randomGame } from './agent.js';

// Issue #28, for DBA: answers are remembered by object identity, so a state edited in place must
// be answered as its deep copy would be.

const copy = (s: DbaState): DbaState => JSON.parse(JSON.stringify(s)) as DbaState;
const endMoves = { type: 'end-moves', player: 'a' } as const;

function phaseAfterEndMoves(s: DbaState): string {
  const r = dba.apply(s, endMoves);
  if (r._tag === 'Left') throw new Error(r.left.message);
  return r.right.state.phase.tag;
}

describe('a state edited in place is answered as its deep copy', () => {
  it('apply(end-moves) opens the shooting phase once an edit brings a target into range', () => {
    const s = battle([
      { id: 'bw', side: 'a', type: 'Bw', x: 1000, y: 1000, heading: 90 },
      { id: 'e', side: 'b', type: 'Bd', x: 1000, y: 1500, heading: 270 },
    ]);
    expect(phaseAfterEndMoves(s)).not.toBe('shoot');
    // the caller moves the target within 200p, in place
    (s.elements['e'] as { y: number }).y = 1150;
    expect(phaseAfterEndMoves(copy(s))).toBe('shoot');
    expect(phaseAfterEndMoves(s)).toBe('shoot');
  });
  it('sampleCommands, legalCommands and apply agree with the deep copy after an element is moved in place', () => {
    const g = randomGame('edited-1', { keepStates: true, maxCommands: 60 });
    const moving = g.states.filter((s) => s.phase.tag === 'move' && s.phase.pips > s.phase.pipsUsed && Object.keys(s.elements).length > 4).slice(0, 3);
    expect(moving.length).toBeGreaterThan(0);
    let changed = 0;
    for (const original of moving) {
      const s = copy(original);
      const rng = aleaFromSeed('samples');
      const player = s.phase.tag === 'move' ? s.phase.player : 'a';
      const before = dba.sampleCommands!(s, rng, 6);
      dba.legalCommands(s);
      dba.apply(s, { type: 'end-moves', player } as never);
      // move every element of the moving side 120p sideways, and take one off the table, in place
      const mine = Object.values(s.elements).filter((e) => e.side === player && e.status === 'active' && !e.camp);
      for (const e of mine) (e as { x: number }).x += 120;
      (mine[0] as { status: string }).status = 'destroyed';
      const c = copy(s);
      const after = dba.sampleCommands!(s, rng, 6);
      expect(after).toEqual(dba.sampleCommands!(c, rng, 6));
      expect(dba.legalCommands(s)).toEqual(dba.legalCommands(c));
      for (const cmd of [...after.slice(0, 2), { type: 'end-moves', player }]) {
        const a = dba.apply(s, cmd as never);
        const b = dba.apply(c, cmd as never);
        expect(a._tag).toBe(b._tag);
        if (a._tag === 'Right' && b._tag === 'Right') expect(stateHash(a.right.state)).toBe(stateHash(b.right.state));
      }
      if (JSON.stringify(after) !== JSON.stringify(before)) changed++;
    }
    // the edit matters: the answers on the edited state differ from those before it
    expect(changed).toBeGreaterThan(0);
  });
});
