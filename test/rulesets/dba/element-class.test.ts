// Every element of every state of random games is built by the one element literal (dbx
// elements.ts): its keys come in the interface's order and no others (a spread or a literal of
// another order would show here; the plane's geometry stays fast only with few hidden classes).
import { describe, expect, test } from 'vitest';
import { ELEMENT_KEYS } from '../dbx/element-keys.js';
import { randomGame } from './agent.js';

describe('elements in random games', () => {
  test.each(['k0', 'k1', 'k2', 'k3'])('every element of every state has the one key order (seed %s)', (seed) => {
    const g = randomGame(seed, { keepStates: true, options: { maxBounds: 12 } });
    let seen = 0;
    for (const s of g.states) {
      for (const e of Object.values(s.elements)) {
        expect(Object.keys(e)).toEqual(ELEMENT_KEYS);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
