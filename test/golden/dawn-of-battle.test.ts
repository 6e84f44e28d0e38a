// Golden games of Dawn of Battle: whole seeded games whose fingerprints (plies, events, a hash of
// every offered list and event, the final state hash) are pinned in dawn-of-battle.json. A change
// that plays any of them differently fails here. When the change is meant (a rule fixed, the
// sampler changed), re-pin and commit the new file with the reason:
//
//   GOLDEN_UPDATE=1 npx vitest run test/golden/dawn-of-battle.test.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GOLDEN_GAMES, playGolden, type Fingerprint } from './dob-games.js';

const FILE = new URL('./dawn-of-battle.json', import.meta.url);
const update = process.env['GOLDEN_UPDATE'] === '1';
const pinned = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, Fingerprint>;
const played: Record<string, Fingerprint> = {};

describe('Dawn of Battle golden games', () => {
  for (const g of GOLDEN_GAMES) {
    it(`${g.name} plays as pinned`, () => {
      const fp = playGolden(g);
      played[g.name] = fp;
      if (update) return;
      expect(pinned[g.name], `no pinned fingerprint for ${g.name}: re-pin with GOLDEN_UPDATE=1`).toBeDefined();
      expect(fp).toEqual(pinned[g.name]);
    });
  }

  it.runIf(update)('writes the new fingerprints (GOLDEN_UPDATE=1)', () => {
    expect(Object.keys(played).length).toBe(GOLDEN_GAMES.length);
    writeFileSync(FILE, `${JSON.stringify(played, null, 2)}\n`);
  });

  it('pins exactly the listed games', () => {
    if (update) return;
    expect(Object.keys(pinned).sort()).toEqual(GOLDEN_GAMES.map((g) => g.name).sort());
  });
});
