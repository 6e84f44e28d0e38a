// Dawn of Battle under the second contract (src/core/ruleset.ts, issue #19): commands in
// kebab-case with `player`, closed codecs, `check` giving apply's verdict, `pending` as a list,
// commands listed per player, the state codec (every reachable state in, corrupted ones refused
// with their path, never a throw), the format version and the data identity.
import { rulingsInForce } from '../../../src/rulesets/dawn-of-battle/rulings-in-force.js';
import { fc, test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { decode } from '../../../src/core/decode.js';
import { stateHash } from '../../../src/core/hash.js';
import { aleaFromSeed } from '../../../src/random/index.js';
import {
  commandCodec, dawnOfBattle, defaultDataIdentity, defaultDeck, exampleScenario, optionsCodec, stateCodec, type DobCommand, type DobState,
} from '../../../src/dawn-of-battle/index.js';
import { playGame } from './full-games/games.js';

// Games of full-games/games.ts chosen to reach every optional phase: i mod 512 sets the
// dimensions (bit 1 re-dos, bit 6 elephants, bit 7 an events file with its own deck, bit 8 §5.4
// windows 'all'); odd games have impetuous units; i mod 5 = 1 free deployment, = 2 tournament
// balancing; i mod 7 = 1 double attacks.
const GAMES = [2, 11, 383, 446, 454, 510, 511, 766];

interface Visited {
  readonly s: DobState;
  readonly legal: ReadonlyArray<DobCommand>;
}

// Played once, shared by the tests below (each game's every state and its legal commands).
const visited: Visited[] = [];
function states(): ReadonlyArray<Visited> {
  if (visited.length > 0) return visited;
  for (const i of GAMES) {
    const r = playGame(i, 3_000, (s, legal) => visited.push({ s, legal }));
    if (r.problem !== null) throw new Error(`game ${i}: ${r.problem}`);
  }
  return visited;
}

const verdict = (s: DobState, c: DobCommand) => {
  const r = dawnOfBattle.apply(s, c);
  return E.isLeft(r) ? r.left : null;
};

/** A few commands of the list: the first, the last and some between (the lists can be long). */
function some<T>(list: ReadonlyArray<T>, k: number): T[] {
  if (list.length <= k) return [...list];
  const out: T[] = [];
  for (let j = 0; j < k; j++) out.push(list[Math.floor((j * (list.length - 1)) / (k - 1))]!);
  return out;
}

describe('commands', () => {
  it('are kebab-case with the acting side in `player`', () => {
    const kinds = new Set<string>();
    for (const { legal } of states()) for (const c of legal) kinds.add(c.type);
    expect(kinds.size).toBeGreaterThan(25);
    for (const k of kinds) expect(k).toMatch(/^[a-z]+(-[a-z]+)*$/);
    for (const { legal } of states().slice(0, 50)) for (const c of legal) expect(Object.keys(c)).toContain('player');
  });

  it('the codec refuses an unknown key, naming it, and the old `side` field', () => {
    const ok = { type: 'pass', player: 'A' };
    expect(E.isRight(decode(commandCodec, ok))).toBe(true);
    const extra = decode(commandCodec, { ...ok, note: 'hi' });
    expect(E.isLeft(extra) && extra.left.message).toContain('note');
    expect(E.isLeft(decode(commandCodec, { type: 'pass', side: 'A' }))).toBe(true);
    expect(E.isLeft(decode(commandCodec, { type: 'passMelee', player: 'A' }))).toBe(true);
    // Nested records are closed too: a move step with a stray field.
    const step = decode(commandCodec, { type: 'move', player: 'A', unit: 'x', path: [{ type: 'rotate', facing: 1, speed: 2 }] });
    expect(E.isLeft(step)).toBe(true);
  });

  it('apply refuses a command with an unknown key as malformed, state untouched', () => {
    const { s, legal } = states()[0]!;
    const c = { ...legal[0]!, extra: true } as unknown as DobCommand;
    const r = dawnOfBattle.apply(s, c);
    expect(E.isLeft(r) && r.left.code).toBe('malformed-command');
  });

  it('the options codec is closed', () => {
    expect(E.isRight(decode(optionsCodec, { data: { deck: defaultDeck }, stack: { A: [1, 2] } }))).toBe(true);
    const bad = decode(optionsCodec, { data: { decks: defaultDeck } });
    expect(E.isLeft(bad) && bad.left.message).toContain('data.decks');
  });
});

describe('check gives exactly the verdict of apply', () => {
  it('on legal commands and on illegal ones (wrong player, wrong phase, junk) of random games', () => {
    let compared = 0;
    for (const { s, legal } of states()) {
      if (legal.length === 0) continue;
      const cmds: DobCommand[] = some(legal, 4);
      const first = legal[0]!;
      const other = first.player === 'A' ? 'B' : 'A';
      cmds.push({ ...first, player: other } as DobCommand);
      cmds.push({ type: 'pass-melee', player: first.player }, { type: 'end-turn-end', player: first.player }, { type: 'bank-chits', player: first.player, count: 14 });
      cmds.push({ type: 'fire', player: first.player, lead: 'nobody', supporters: [], target: 'nobody' });
      for (const c of cmds) {
        expect(dawnOfBattle.check(s, c)).toEqual(verdict(s, c));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('every listed command is accepted by check', () => {
    for (const { s, legal } of states().filter((_, k) => k % 5 === 0)) for (const c of legal) expect(dawnOfBattle.check(s, c)).toBeNull();
  });
});

describe('pending, players and listing by player', () => {
  it('pending is one decision of the player to act while the game goes on, none once it is over', () => {
    let over = 0;
    for (const { s } of states()) {
      const p = dawnOfBattle.pending(s);
      if (s.phase.kind === 'over') {
        if (dawnOfBattle.outcome(s) !== null) over++;
        expect(p).toEqual([]);
      } else {
        expect(p).toHaveLength(1);
        expect(p[0]!.player).toBe(s.phase.toAct);
        expect(p[0]!.kind).toMatch(/^[a-z]+(-[a-z]+)*$/);
      }
    }
    expect(over).toBe(GAMES.length);
    expect(dawnOfBattle.players(states()[0]!.s)).toEqual(['A', 'B']);
  });

  it('legalCommands and sampleCommands for the player to act are the full lists; for the other, none', () => {
    for (const { s, legal } of states().filter((_, k) => k % 3 === 0)) {
      if (s.phase.kind === 'over') continue;
      const toAct = s.phase.toAct;
      const idle = toAct === 'A' ? 'B' : 'A';
      expect(dawnOfBattle.legalCommands(s, toAct)).toEqual(legal);
      expect(dawnOfBattle.legalCommands(s, idle)).toEqual([]);
      expect(dawnOfBattle.sampleCommands!(s, aleaFromSeed('x'), 3, toAct)).toEqual(dawnOfBattle.sampleCommands!(s, aleaFromSeed('x'), 3));
      expect(dawnOfBattle.sampleCommands!(s, aleaFromSeed('x'), 3, idle)).toEqual([]);
    }
  });

  it('outcome: victory points of §13, reconstructed data, the non-default rulings of its options', () => {
    const ends = states().filter(({ s }) => dawnOfBattle.outcome(s) !== null);
    for (const { s } of ends) {
      const o = dawnOfBattle.outcome(s)!;
      expect(o.points).toEqual(s.result!.points);
      expect(o.reconstructed).toBe(true);
      expect(o.rulings).toEqual(rulingsInForce(s.options));
    }
  });
});

describe('the state codec', () => {
  it('accepts every reachable state, unchanged (every optional phase among them)', () => {
    const kinds = new Set<string>();
    for (const { s } of states()) {
      const r = decode(stateCodec, JSON.parse(JSON.stringify(s)));
      if (E.isLeft(r)) throw new Error(`phase ${s.phase.kind}, ply ${s.ply}: ${r.left.message}`);
      expect(r.right).toEqual(JSON.parse(JSON.stringify(s)));
      kinds.add(s.phase.kind === 'eventWindow' ? `eventWindow/${s.phase.before}` : s.phase.kind);
    }
    for (const k of ['panicBid', 'deploy', 'impetuous', 'melee', 'dieMod', 'eventWindow/redo', 'turnEnd', 'over']) expect(kinds).toContain(k);
    expect(states().some(({ s }) => s.dataFiles !== null && s.data.id === 'custom')).toBe(true);
  });

  const base = () => JSON.parse(JSON.stringify(states()[Math.floor(states().length / 2)]!.s)) as Record<string, any>;
  const problem = (u: unknown): string => {
    const r = decode(stateCodec, u);
    return E.isLeft(r) ? r.left.message : '';
  };

  it('refuses a missing field, naming its path', () => {
    const s = base();
    delete s['turn'];
    expect(problem(s)).toMatch(/^turn: /m);
    const t = base();
    const id = Object.keys(t['units'])[0]!;
    delete t['units'][id].facing;
    expect(problem(t)).toContain(`units.${id}.facing`);
  });

  it('refuses a wrong type, naming its path', () => {
    const s = base();
    s['players'].B.hand = 'none';
    expect(problem(s)).toContain('players.B.hand');
    const t = base();
    t['phase'] = { ...t['phase'], kind: 'lunch' };
    expect(problem(t)).toContain('phase.kind');
  });

  it('refuses an unknown key, naming it', () => {
    const s = base();
    s['players'].A.gold = 3;
    expect(problem(s)).toContain('players.A.gold');
    const t = base();
    t['cheat'] = true;
    expect(problem(t)).toContain('cheat');
  });

  it('refuses another format version, naming both', () => {
    const s = base();
    s['version'] = 2;
    const m = problem(s);
    expect(m).toContain('version');
    expect(m).toContain('format 2');
    expect(m).toContain('format 1');
  });

  it('refuses a state that says "defaults" with another hash, naming both hashes', () => {
    const s = base();
    s['data'] = { id: 'defaults', hash: '0123456789abcdef' };
    s['dataFiles'] = null;
    const m = problem(s);
    expect(m).toContain('data.hash');
    expect(m).toContain('0123456789abcdef');
    expect(m).toContain(defaultDataIdentity().hash);
  });

  it('refuses data files that do not match their hash', () => {
    const custom = states().find(({ s }) => s.dataFiles !== null)!.s;
    const s = JSON.parse(JSON.stringify(custom)) as Record<string, any>;
    expect(problem(s)).toBe('');
    s['dataFiles'].deck.cards[0].color = s['dataFiles'].deck.cards[0].color === 'red' ? 'black' : 'red';
    expect(problem(s)).toContain('data.hash');
  });

  it('a state set up on the defaults carries their identity and no data files', () => {
    const r = dawnOfBattle.setup(exampleScenario, { seed: 'id' });
    expect(E.isRight(r) && r.right.data).toEqual(defaultDataIdentity());
    expect(E.isRight(r) && r.right.dataFiles).toBeNull();
    expect(defaultDataIdentity().id).toBe('defaults');
  });

  it('a state set up on data files carries their name (`options.data.id`, default "custom") and hash', () => {
    const named = dawnOfBattle.setup(exampleScenario, { seed: 'id', options: { data: { id: 'my deck', deck: defaultDeck } } });
    if (E.isLeft(named)) throw new Error(named.left.message);
    expect(named.right.data).toEqual({ id: 'my deck', hash: stateHash(named.right.dataFiles) });
    expect(E.isRight(decode(stateCodec, JSON.parse(JSON.stringify(named.right))))).toBe(true);
    const unnamed = dawnOfBattle.setup(exampleScenario, { seed: 'id', options: { data: { deck: defaultDeck } } });
    expect(E.isRight(unnamed) && unnamed.right.data.id).toBe('custom');
    // "defaults" names only the shipped data, and a name alone names no data.
    const posing = dawnOfBattle.setup(exampleScenario, { seed: 'id', options: { data: { id: 'defaults', deck: defaultDeck } } });
    expect(E.isLeft(posing) && posing.left.code).toBe('bad-data');
    const empty = dawnOfBattle.setup(exampleScenario, { seed: 'id', options: { data: { id: 'mine' } } });
    expect(E.isLeft(empty) && empty.left.code).toBe('bad-data');
  });

  // Random corruption: replace or delete a field anywhere in the state; the codec answers and never throws.
  const paths = (v: unknown, at: string[] = [], out: string[][] = []): string[][] => {
    if (v !== null && typeof v === 'object' && at.length < 6) {
      for (const k of Object.keys(v)) {
        out.push([...at, k]);
        paths((v as Record<string, unknown>)[k], [...at, k], out);
      }
    }
    return out;
  };
  test.prop([fc.nat(), fc.oneof(fc.constant(undefined), fc.anything())], { numRuns: 300, seed: 20261128 })(
    'never throws on a corrupted state',
    (pick, value) => {
      const s = base();
      const all = paths(s);
      const path = all[pick % all.length]!;
      let o: Record<string, unknown> = s;
      for (const k of path.slice(0, -1)) o = o[k] as Record<string, unknown>;
      const last = path[path.length - 1]!;
      if (value === undefined) delete o[last];
      else o[last] = value;
      expect(() => decode(stateCodec, s)).not.toThrow();
    },
  );
});
