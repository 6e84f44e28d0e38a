import { describe, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { RandomBot } from 'boardgame.io/ai';
import { INVALID_MOVE } from 'boardgame.io/core';
import { playerG, toBoardgameGame, type StrategosGameover, type StrategosPlayerG } from '../../src/boardgame-io/index.js';
import { dawnOfBattle, exampleScenario as dobScenario, type DobView } from '../../src/dawn-of-battle/index.js';
import { dba, exampleScenario as dbaScenario } from '../../src/dba/index.js';
import type { AnyRuleset } from '../../src/core/ruleset.js';

const tick = () => new Promise((r) => setTimeout(r, 0));

/**
 * Two boardgame.io clients (seats 0 and 1) on one Local master play a whole game: each active
 * seat's RandomBot picks from its own client's `ai.enumerate` (its view's commands).
 */
async function playWhole(ruleset: AnyRuleset, scenario: unknown, seed: string, maxMoves: number) {
  const game = toBoardgameGame(ruleset, scenario, { seed, samples: 6 });
  const multiplayer = Local();
  const clients = ['0', '1'].map((playerID) => Client({ game, multiplayer, matchID: seed, playerID, numPlayers: 2 }));
  clients.forEach((c) => c.start());
  const bots = ['0', '1'].map((_, i) => new RandomBot({ enumerate: game.ai!.enumerate, seed: `${seed}-${i}` }));
  const views: Array<StrategosPlayerG[]> = [[], []];
  let moves = 0;
  for (; moves < maxMoves; moves++) {
    await tick();
    const st = clients[0]!.getState()!;
    if (st.ctx.gameover !== undefined) break;
    const active = Object.keys(st.ctx.activePlayers ?? {});
    expect(active.length).toBeGreaterThan(0);
    const seat = active[0]!;
    const own = clients[Number(seat)]!.getState()!;
    views[Number(seat)]!.push(playerG(own.G));
    const { action } = await bots[Number(seat)]!.play({ G: own.G, ctx: own.ctx } as never, seat);
    expect(action).toBeDefined();
    clients[Number(seat)]!.moves.play!(...(action!.payload.args as [unknown]));
  }
  await tick();
  const end = clients[1]!.getState()!;
  clients.forEach((c) => c.stop());
  return { gameover: end.ctx.gameover as StrategosGameover | undefined, moves, views, end };
}

describe('strategos/boardgame-io', () => {
  it('plays a whole Dawn of Battle game between two clients, each seeing only its view', async () => {
    const r = await playWhole(dawnOfBattle, dobScenario, 'bgio-dob', 3000);
    expect(r.gameover).toBeDefined();
    expect(r.gameover!.outcome.reason.length).toBeGreaterThan(0);
    // Each client received its own side's view: its own hand, never the other's.
    for (const [seat, side] of [[0, 'A'], [1, 'B']] as const) {
      expect(r.views[seat]!.length).toBeGreaterThan(0);
      for (const v of r.views[seat]!) {
        const view = v.view as DobView;
        expect(view.viewer).toBe(side);
        expect(view.players[side === 'A' ? 'B' : 'A'].hand).toBeNull();
        for (const c of v.commands as Array<{ player: string }>) expect(c.player).toBe(side);
      }
    }
    // No client's G is the full state (the generator never leaves the master).
    expect(JSON.stringify(r.end.G)).not.toContain('"rng"');
  }, 60_000);

  it('plays a whole DBA game between two clients through RandomBot', async () => {
    const r = await playWhole(dba, dbaScenario, 'bgio-dba', 3000);
    expect(r.gameover).toBeDefined();
    expect('winner' in r.gameover! || 'draw' in r.gameover!).toBe(true);
  }, 60_000);

  it('refuses an illegal command with INVALID_MOVE, or records the reason when asked', () => {
    const game = toBoardgameGame(dba, dbaScenario, { seed: 'refuse' });
    const G = game.setup!({} as never);
    const play = (game.moves!.play as { move: (ctx: unknown, c: unknown) => unknown }).move;
    const bad = { type: 'end-moves', player: dba.players(G.state)[0]! };
    const seat = String(dba.players(G.state).indexOf(bad.player));
    const heard: string[] = [];
    const g2 = toBoardgameGame(dba, dbaScenario, { seed: 'refuse', onRefusal: (x) => heard.push(x.violation.message) });
    expect((g2.moves!.play as { move: (ctx: unknown, c: unknown) => unknown }).move({ G, playerID: seat }, bad)).toBe(INVALID_MOVE);
    expect(heard).toEqual([dba.check(G.state, bad as never)!.message]);
    const rec = toBoardgameGame(dba, dbaScenario, { seed: 'refuse', refusals: 'record' });
    const after = (rec.moves!.play as { move: (ctx: unknown, c: unknown) => unknown }).move({ G, playerID: seat }, bad) as typeof G;
    expect(after.state).toBe(G.state);
    expect(after.refusals[seat]!.violation.message).toBe(heard[0]!);
    expect(play({ G, playerID: seat }, { type: 'no-such' })).toBe(INVALID_MOVE);
    // The other seat may not give this player's command.
    expect(play({ G, playerID: seat === '0' ? '1' : '0' }, bad)).toBe(INVALID_MOVE);
  });

  it('refuses a bad scenario when the game is made', () => {
    expect(() => toBoardgameGame(dba, { nonsense: true })).toThrow(/scenario refused/);
  });
});
