// What a player is offered cannot name what that player may not see (§2.5.1, §4.4): over random
// games with the Code of Honor (§15.12.2, lone leaders fight) and dummy leaders (§15.13), no
// command `legalCommands` or `sampleCommands` gives a player names the id of a leader that
// player's `view` hides. An attack on a hex of lone enemy leaders names the hex (`targetHex`).
import { describe, expect, it } from 'vitest';
import { aleaFromSeed } from '../../../../src/random/index.js';
import { dawnOfBattle, type DobCommand, type DobState } from '../../../../src/dawn-of-battle/index.js';
import { combination, playGame } from '../full-games/games.js';

/** Every string anywhere in `v`. */
function strings(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) for (const w of v) strings(w, out);
  else if (v !== null && typeof v === 'object') for (const w of Object.values(v)) strings(w, out);
  return out;
}

/** The first command offered to a player that names a leader id hidden from that player, or null. */
function leak(s: DobState, seed: string): string | null {
  for (const player of dawnOfBattle.players(s)) {
    const seen = dawnOfBattle.view(s, player).leaders;
    const hidden = new Set(Object.keys(s.leaders).filter((id) => seen[id] === undefined));
    if (hidden.size === 0) continue;
    const offered: DobCommand[] = [
      ...dawnOfBattle.legalCommands(s, player),
      ...dawnOfBattle.sampleCommands!(s, aleaFromSeed(seed), 6, player),
    ];
    for (const c of offered) {
      const named = strings(c).find((x) => hidden.has(x));
      if (named !== undefined) return `${player} is offered ${JSON.stringify(c)}, naming hidden ${named}`;
    }
  }
  return null;
}

// Games whose combination has the Code of Honor on (bit 4), half of them with dummy leaders too.
const GAMES = [16, 48, 17, 49, 18, 50, 19, 51, 20, 52, 21, 53].map((k) => k + 512 * 3);

describe('§2.5.1, §4.4: no offered command names a hidden leader', () => {
  it.each(GAMES)('game %i', (i) => {
    expect(combination(i % 512).codeOfHonor).toBe(true);
    let problem: string | null = null;
    let states = 0;
    const report = playGame(i, 20_000, (s) => {
      states++;
      if (problem === null) problem = leak(s, `leak-${i}-${states}`);
    });
    expect(report.problem).toBeNull();
    expect(problem).toBeNull();
  });
});
