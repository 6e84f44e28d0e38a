import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { DbxElement } from '../../../src/rulesets/dbx/elements.js';
import { screenCandidates, separatedFrom } from '../../../src/rulesets/dbx/front-screen.js';
import type { Base } from '../../../src/plane/base.js';

const el = (id: string, x: number, y: number, heading: number): DbxElement =>
  ({ id, side: id.startsWith('e') ? 'b' : 'a', type: 'Bd', x, y, heading, width: 160, depth: 60, status: 'active', command: 'c', general: false, camp: false }) as unknown as DbxElement;

const pose = fc.record({ x: fc.integer({ min: 0, max: 2400 }), y: fc.integer({ min: 0, max: 2400 }), heading: fc.constantFrom(0, 90, 180, 270, 30, 135) });

describe('§front-crossing (A:25): the screening elements found once per enemy', () => {
  test.prop([pose, fc.array(pose, { minLength: 1, maxLength: 6 }), fc.array(pose, { minLength: 0, maxLength: 12 })], { numRuns: 300 })(
    'separatedFrom gives the same answer at every pose whether it looks at every element or only at the candidates',
    (enemyAt, poses, othersAt) => {
      const enemy = el('e0', enemyAt.x, enemyAt.y, enemyAt.heading);
      const others = [enemy, el('m', 1200, 1200, 90), ...othersAt.map((p, i) => el(`o${i}`, p.x, p.y, p.heading))];
      const at: Base[] = poses.map((p) => ({ ...p, width: 160, depth: 60 }));
      const cands = screenCandidates(enemy, at, 'm', others);
      for (const a of at) expect(separatedFrom(enemy, a, 'm', cands)).toBe(separatedFrom(enemy, a, 'm', others));
      // never the mover or the enemy itself
      expect(cands.some((c) => c.id === 'm' || c.id === 'e0')).toBe(false);
    },
  );
  it('an element lying across the sight line is a candidate and screens', () => {
    // the enemy faces +y; the mover stands 500p ahead of it; a friend lies across the line 300p ahead
    const enemy = el('e0', 1200, 400, 90);
    const mover: Base = { x: 1200, y: 900, heading: 270, width: 160, depth: 60 };
    const screen = el('o0', 1200, 700, 90);
    const cands = screenCandidates(enemy, [mover], 'm', [enemy, screen]);
    expect(cands.map((c) => c.id)).toEqual(['o0']);
    expect(separatedFrom(enemy, mover, 'm', cands)).toBe(true);
  });
});
