import * as E from 'fp-ts/lib/Either.js';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { replay, stateHash } from '../../src/index.js';
import { diceDuel } from '../fixtures/dice-duel.js';

const roll = (player: 'a' | 'b') => ({ type: 'roll', player });

describe('replay', () => {
  it('plays a command log to the same state as applying it by hand', () => {
    const log = [roll('a'), roll('b'), roll('a')];
    const r = replay(diceDuel, { target: 100 }, { seed: 's1' }, log);
    let s = E.getOrElseW(() => { throw new Error('setup'); })(diceDuel.setup({ target: 100 }, { seed: 's1' }));
    for (const c of log) {
      const step = diceDuel.apply(s, c as never);
      if (E.isLeft(step)) throw new Error(step.left.message);
      s = step.right.state;
    }
    expect(E.isRight(r) && stateHash(r.right.state)).toBe(stateHash(s));
    expect(E.isRight(r) && r.right.events).toHaveLength(3);
  });

  it('reports the index and violation of the first refused command, with the state before it', () => {
    const r = replay(diceDuel, { target: 100 }, { seed: 's1' }, [roll('a'), roll('a'), roll('b')]);
    expect(E.isLeft(r)).toBe(true);
    if (E.isRight(r) || r.left.kind !== 'command') return;
    expect(r.left.index).toBe(1);
    expect(r.left.violation.code).toBe('wrong-player');
    expect((r.left.state as { turn: string }).turn).toBe('b');
  });

  it('reports a malformed command with its decode issues', () => {
    const r = replay(diceDuel, { target: 100 }, { seed: 's1' }, [roll('a'), { type: 'roll', player: 'c' }]);
    expect(E.isLeft(r) && r.left.kind === 'command' && r.left.index).toBe(1);
    expect(E.isLeft(r) && r.left.kind === 'command' && r.left.violation.code).toBe('malformed-command');
    expect(E.isLeft(r) && r.left.kind === 'command' && r.left.violation.message).toContain('player: expected');
  });

  test.prop([fc.string(), fc.integer({ min: 0, max: 30 })])('seed + log replays to an identical hash', (seed, n) => {
    const log = Array.from({ length: n }, (_, i) => roll(i % 2 === 0 ? 'a' : 'b'));
    const first = replay(diceDuel, { target: 1000 }, { seed }, log);
    const second = replay(diceDuel, { target: 1000 }, { seed }, JSON.parse(JSON.stringify(log)));
    expect(E.isRight(first) && E.isRight(second)).toBe(true);
    if (E.isRight(first) && E.isRight(second)) expect(stateHash(second.right.state)).toBe(stateHash(first.right.state));
  });
});
