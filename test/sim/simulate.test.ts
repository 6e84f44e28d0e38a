import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { aleaFromSeed, nextFloat } from '../../src/random/rng.js';
import {
  agentRng,
  gameSeed,
  mergeShards,
  playGame,
  randomAgent,
  recordsToCsv,
  shardRange,
  simulate,
  summaryText,
  type Agent,
  type SimulateOptions,
  type SimulationDocument,
} from '../../src/sim/index.js';
import { diceRaceFreeFormSim, diceRaceSim, type DiceRaceCommand, type DiceRaceState } from './fixtures/dice-race.js';

const base: SimulateOptions = { ruleset: diceRaceSim, scenario: { target: 30, players: ['red', 'blue'] }, games: 60, seed: 'test', agents: ['greedy', 'random'] };
const run = (o: Partial<SimulateOptions> = {}): SimulationDocument => {
  const r = simulate({ ...base, ...o });
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right;
};
const fail = (o: Partial<SimulateOptions>) => {
  const r = simulate({ ...base, ...o });
  if (E.isRight(r)) throw new Error('expected a failure');
  return r.left;
};

describe('determinism', () => {
  it('gives the same document twice, and the same records whatever the batch size', () => {
    const a = run();
    expect(JSON.stringify(run())).toBe(JSON.stringify(a));
    for (const batchSize of [1, 7, 1000]) expect(run({ batchSize }).recordsHash).toBe(a.recordsHash);
  });
  it('derives each game from the run seed and its index only', () => {
    const whole = run();
    const r17 = playGame(diceRaceSim, {
      index: 17,
      seed: gameSeed('test', 17),
      scenario: base.scenario,
      options: null,
      agents: [diceRaceSim.agents!.greedy as Agent, randomAgent],
      rotate: false,
      maxPlies: 5000,
      keepLog: false,
    }).record;
    expect(r17).toEqual(whole.records[17]);
    expect(run({ seed: 'other' }).recordsHash).not.toBe(whole.recordsHash);
  });
  it('splits into shards that merge into the unsplit document, byte for byte', () => {
    const whole = run({ games: 61 });
    for (const count of [2, 3, 7]) {
      const shards = Array.from({ length: count }, (_, i) => run({ games: 61, shard: { index: i + 1, count } }));
      expect(shards.reduce((n, s) => n + s.records.length, 0)).toBe(61);
      const reversed = shards.map((s) => JSON.parse(JSON.stringify(s)) as unknown).reverse();
      const merged = mergeShards(reversed);
      expect(E.isRight(merged) && JSON.stringify(merged.right)).toBe(JSON.stringify(whole));
    }
    expect(run({ games: 61, shard: { index: 1, count: 1 } })).toEqual(whole);
  });
  it('shards cover every game exactly once', () => {
    for (const [games, count] of [[10, 3], [7, 7], [1000, 6]] as const) {
      const seen: number[] = [];
      for (let i = 1; i <= count; i++) {
        const r = shardRange(games, i, count);
        for (let g = r.from; g < r.to; g++) seen.push(g);
      }
      expect(seen).toEqual(Array.from({ length: games }, (_, g) => g));
    }
  });
});

describe('agents', () => {
  it('never submit an illegal command in 1,000 games (random and greedy, both sides)', () => {
    const doc = run({ games: 1000, agents: ['random', 'greedy'], rotate: true });
    expect(doc.summary.unfinished).toEqual({});
    expect(doc.summary.finished).toBe(1000);
    const free = simulate({ ...base, ruleset: diceRaceFreeFormSim, games: 300, agents: ['random'] });
    expect(E.isRight(free) && free.right.summary.finished).toBe(300);
  });
  it('greedy beats random clearly', () => {
    const doc = run({ games: 400, rotate: true });
    const greedy = doc.summary.agents.find((a) => a.agent === 'greedy')!;
    expect(greedy.winRate.low).toBeGreaterThan(0.6);
  });
  it('draw from their own stream, not the game generator', () => {
    const seed = gameSeed('test', 3);
    const game = nextFloat(aleaFromSeed(seed)).value;
    const a = nextFloat(agentRng(seed, 'red', 0)).value;
    expect(a).not.toBe(game);
    expect(nextFloat(agentRng(seed, 'red', 1)).value).not.toBe(a);
    expect(nextFloat(agentRng(seed, 'blue', 0)).value).not.toBe(a);
  });
  it("get, at each ply, the game seed's fork for their side and that ply", () => {
    const seen: Array<{ player: string; ply: number; rng: unknown }> = [];
    const recorder: Agent<DiceRaceState, DiceRaceCommand> = {
      name: 'recorder',
      choose(ctx) {
        seen.push({ player: ctx.player, ply: seen.length, rng: ctx.rng });
        return ctx.state.turnTotal > 0 ? { type: 'hold', player: ctx.player } : { type: 'roll', player: ctx.player };
      },
    };
    const seed = gameSeed('test', 5);
    playGame(diceRaceSim, { index: 5, seed, scenario: base.scenario, options: null, agents: [recorder as Agent], rotate: false, maxPlies: 30, keepLog: false });
    expect(new Set(seen.map((s) => s.player)).size).toBe(2);
    for (const s of seen) expect(s.rng).toEqual(agentRng(seed, s.player, s.ply));
  });
  it('an agent that reads its stream differently does not change the dice', () => {
    // Same choices, different consumption of the agent stream: identical game.
    const rollOnce = (burn: number): Agent<DiceRaceState, DiceRaceCommand> => ({
      name: 'hold-after-one',
      choose(ctx) {
        let r = ctx.rng;
        for (let i = 0; i < burn; i++) r = nextFloat(r).rng;
        const p = ctx.player;
        return ctx.state.turnTotal > 0 ? { type: 'hold', player: p } : { type: 'roll', player: p };
      },
    });
    const play = (burn: number) =>
      playGame(diceRaceSim, { index: 0, seed: 's', scenario: base.scenario, options: null, agents: [rollOnce(burn) as Agent], rotate: false, maxPlies: 5000, keepLog: false }).record;
    expect(play(0)).toEqual(play(5));
  });
});

describe('unfinished games are records, not exceptions', () => {
  it('stops endless games at the ply limit', () => {
    const doc = run({ scenario: { target: 1_000_000, players: ['red', 'blue'] }, games: 5, maxPlies: 40 });
    expect(doc.summary.unfinished).toEqual({ 'ply-limit': 5 });
    expect(doc.records.every((r) => r.plies === 40 && r.winner === null && r.level === null)).toBe(true);
    expect(doc.records[0]!.losses).not.toBeNull();
  });
  it('records a refused command with its rule', () => {
    const cheat: Agent = { name: 'cheat', choose: () => ({ type: 'hold', player: 'red' }) };
    const sim = { ...diceRaceSim, agents: { cheat } } as typeof diceRaceSim;
    const doc = simulate({ ...base, ruleset: sim, agents: ['cheat'], games: 3 });
    expect(E.isRight(doc)).toBe(true);
    if (E.isRight(doc)) {
      expect(doc.right.summary.unfinished).toEqual({ 'illegal-command': 3 });
      expect(doc.right.records[0]!.reason).toMatch(/nothing-to-bank.*dice-race 2\.2/);
    }
  });
  it('records an agent with nothing to play', () => {
    const idle: Agent = { name: 'idle', choose: () => null };
    const doc = simulate({ ...base, ruleset: { ...diceRaceSim, agents: { idle } }, agents: ['idle'], games: 2 });
    expect(E.isRight(doc) && doc.right.summary.unfinished).toEqual({ 'no-move': 2 });
    // An agent that returns undefined (breaking its contract) is recorded the same way, not fed to apply.
    const broken: Agent = { name: 'broken', choose: () => undefined as unknown as null };
    const bad = simulate({ ...base, ruleset: { ...diceRaceSim, agents: { broken } }, agents: ['broken'], games: 2 });
    expect(E.isRight(bad) && bad.right.summary.unfinished).toEqual({ 'no-move': 2 });
  });
});

describe('records and summary', () => {
  it('carry winner, level, points, turns, losses and reconstructed data', () => {
    const doc = run({ scenario: { target: 30, players: ['red', 'blue'], reconstructed: true }, games: 20 });
    for (const r of doc.records) {
      expect(r.status).toBe('finished');
      expect(['red', 'blue']).toContain(r.winner);
      expect(['decisive', 'marginal']).toContain(r.level);
      expect(r.points[r.winner!]).toBeGreaterThanOrEqual(30);
      expect(r.turns).toBeGreaterThanOrEqual(1);
      expect(Object.keys(r.losses!)).toEqual(['red', 'blue']);
      expect(r.reconstructed).toBe(true);
    }
    const s = doc.summary;
    expect(s.sides.map((x) => x.player)).toEqual(['red', 'blue']);
    expect(s.sides[0]!.wins + s.sides[1]!.wins + s.draws.count).toBe(20);
    expect(s.length.unit).toBe('turns');
    expect(s.length.histogram.reduce((n, b) => n + b.count, 0)).toBe(20);
    expect(s.reconstructedGames).toBe(20);
    expect(summaryText(doc)).toMatch(/greedy vs random[\s\S]*95% interval[\s\S]*reconstructed/);
  });
  it('counts draws at a turn limit', () => {
    const doc = run({ scenario: { target: 1000, players: ['red', 'blue'], maxTurns: 1 }, games: 200, agents: ['random'] });
    expect(doc.summary.draws.count).toBeGreaterThan(0);
    expect(doc.summary.levels['draw']).toBe(doc.summary.draws.count);
  });
  it('writes CSV with one row per game and a column per side', () => {
    const doc = run({ games: 3 });
    const lines = recordsToCsv(doc.records).trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('index,seed,status,winner,level,plies,turns,reconstructed,finalHash,agent:red,points:red,losses:red,agent:blue,points:blue,losses:blue,reason');
    expect(lines[1]!.startsWith('0,test/game/0,finished,')).toBe(true);
  });
});

describe('bad input gets a clear error', () => {
  it.each([
    [{ games: 0 }, 'bad-games'],
    [{ games: 1.5 }, 'bad-games'],
    [{ seed: '' }, 'bad-seed'],
    [{ agents: ['nobody'] }, 'unknown-agent'],
    [{ agents: ['random', 'random', 'random'] }, 'agent-count'],
    [{ shard: { index: 3, count: 2 } }, 'bad-shard'],
    [{ shard: { index: 1, count: 100 } }, 'bad-shard'],
    [{ maxPlies: 0 }, 'bad-max-plies'],
    [{ scenario: { target: 30, players: ['red'] } }, 'setup-refused'],
  ] as const)('%j → %s', (o, code) => {
    expect(fail(o as Partial<SimulateOptions>).code).toBe(code);
  });
  it('lists every failing scenario path', () => {
    const e = fail({ scenario: { target: -1, players: [3], bustFace: 9 } });
    expect(e.code).toBe('bad-scenario');
    expect(e.message).toContain('target: expected a whole number >= 1, got -1');
    expect(e.message).toContain('players[0]: expected string, got 3');
    expect(e.message).toContain('bustFace: expected a die face 1..6, got 9');
  });
});

describe('merge', () => {
  const shards = [1, 2, 3].map((index) => JSON.parse(JSON.stringify(run({ games: 30, shard: { index, count: 3 } }))) as SimulationDocument);
  const code = (docs: unknown[]) => {
    const r = mergeShards(docs, docs.map((_, i) => `s${i}.json`));
    return E.isLeft(r) ? r.left : null;
  };
  it('refuses a missing shard, a repeated shard, another run and garbage', () => {
    expect(code([shards[0], shards[2]])?.code).toBe('missing-games');
    expect(code([shards[0], shards[1], shards[1], shards[2]])?.code).toBe('duplicate-game');
    expect(code([shards[0], shards[1], run({ games: 30, seed: 'x', shard: { index: 3, count: 3 } })])?.code).toBe('shard-mismatch');
    const bad = code([shards[0], { format: 'nope' }]);
    expect(bad?.code).toBe('bad-shard-file');
    expect(bad?.message).toMatch(/s1\.json[\s\S]*format: expected "strategos-simulation\/1", got "nope"/);
    expect(code([])?.code).toBe('no-shards');
  });
});
