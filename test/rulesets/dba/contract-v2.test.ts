import * as E from 'fp-ts/lib/Either.js';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { blindState } from '../../../src/core/blind.js';
import { decode } from '../../../src/core/decode.js';
import { createGame, loadGame } from '../../../src/core/game.js';
import { stateHash } from '../../../src/core/hash.js';
import { aleaFromSeed } from '../../../src/random/rng.js';
import {
  DBA_DECISION_KINDS,
  DBA_EVENT_TYPES,
  DBA_STATE_VERSION,
  DBA_VIOLATION_CODES,
  dba,
  defaultTablesHash,
  exampleScenario,
  losses,
  type DbaCommand,
  type DbaState,
} from '../../../src/rulesets/dba/index.js';
import { randomGame } from './agent.js';

/** The states of a few short random games, every fifth, with the commands played from each. */
function gameStates(seeds: ReadonlyArray<string>, every = 5): Array<{ state: DbaState; next: DbaCommand | undefined }> {
  const out: Array<{ state: DbaState; next: DbaCommand | undefined }> = [];
  for (const seed of seeds) {
    const g = randomGame(seed, { keepStates: true, options: { maxBounds: 8 } });
    g.states.forEach((state, i) => {
      if (i % every === 0 || i === g.states.length - 1) out.push({ state, next: g.commands[i] });
    });
  }
  return out;
}

const STATES = gameStates(['c2-a', 'c2-b', 'c2-c']);
const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** `decode`'s path for a list of keys: `a.b[3].c`. */
function pathOf(keys: ReadonlyArray<string | number>): string {
  let p = '';
  for (const k of keys) p += typeof k === 'number' || /^\d+$/.test(k) ? `[${k}]` : p === '' ? k : `.${k}`;
  return p;
}

/** Every leaf (primitive or null) of a JSON value, with its path. */
function leaves(v: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(v)) return v.length === 0 ? [] : v.flatMap((x, i) => leaves(x, [...at, i]));
  if (typeof v === 'object' && v !== null) return Object.entries(v).flatMap(([k, x]) => leaves(x, [...at, k]));
  return [at];
}

/** Every object (not array) in a JSON value, with its path. */
function objects(v: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(v)) return v.flatMap((x, i) => objects(x, [...at, i]));
  if (typeof v === 'object' && v !== null) return [at, ...Object.entries(v).flatMap(([k, x]) => objects(x, [...at, k]))];
  return [];
}

function setAt(root: unknown, path: ReadonlyArray<string | number>, f: (parent: Record<string | number, unknown>, key: string | number) => void): void {
  let o = root as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
  f(o, path[path.length - 1]!);
}

/** A value of a type the leaf's place never takes: a string for a number or a boolean, a number for a string, an array for null. */
function wrongType(v: unknown): unknown {
  if (v === null) return [];
  if (typeof v === 'string') return 12345;
  return 'corrupt';
}

function refusedAt(value: unknown, path: string): string {
  const r = decode(dba.stateCodec, value);
  if (E.isRight(r)) throw new Error(`a corrupted state was accepted (${path})`);
  const hit = r.left.issues.find((i) => i.path === path);
  if (hit === undefined) throw new Error(`no issue at ${path}: ${r.left.message}`);
  return `${hit.path}: expected ${hit.expected}, got ${hit.got}`;
}

describe('contract 2: the state codec (saved games)', () => {
  it('accepts every state of random games, and their JSON copies', () => {
    for (const { state } of STATES) {
      expect(E.isRight(dba.stateCodec.decode(state))).toBe(true);
      expect(E.isRight(dba.stateCodec.decode(copy(state)))).toBe(true);
      expect(dba.stateCodec.is(state)).toBe(true);
    }
  });

  it('carries the format version and the identity of its tables (defaults, or the override table by name)', () => {
    const s = dba.setup(exampleScenario, { seed: 'hdr' });
    if (E.isLeft(s)) throw new Error(s.left.message);
    expect(s.right.version).toBe(DBA_STATE_VERSION);
    expect(s.right.data).toEqual({ id: 'defaults', hash: defaultTablesHash() });
    expect(s.right.data.hash).toBe(stateHash(s.right.tables));
    const o = dba.setup(exampleScenario, { seed: 'hdr', options: { overrides: { source: 'my book', baseDepths: { Bd: 150 } } } });
    if (E.isLeft(o)) throw new Error(o.left.message);
    expect(o.right.data.id).toBe('my book');
    expect(o.right.data.hash).toBe(stateHash(o.right.tables));
    expect(o.right.data.hash).not.toBe(defaultTablesHash());
    expect(E.isRight(dba.stateCodec.decode(o.right))).toBe(true);
  });

  test.prop([fc.nat(), fc.nat()], { numRuns: 150, seed: 1923 })('refuses a leaf of the wrong type, at its path, without throwing', (i, j) => {
    const { state } = STATES[i % STATES.length]!;
    const all = leaves(state);
    const path = all[j % all.length]!;
    const bad = copy(state);
    setAt(bad, path, (o, k) => (o[k] = wrongType(o[k])));
    refusedAt(bad, pathOf(path));
  });

  test.prop([fc.nat(), fc.nat()], { numRuns: 150, seed: 1924 })('refuses an unknown key in any object, at its path', (i, j) => {
    const { state } = STATES[i % STATES.length]!;
    const all = objects(state);
    const path = all[j % all.length]!;
    const bad = copy(state);
    let target: Record<string, unknown> = bad as unknown as Record<string, unknown>;
    for (const k of path) target = target[k] as Record<string, unknown>;
    target['zz-unknown'] = {};
    refusedAt(bad, pathOf([...path, 'zz-unknown']));
  });

  it('refuses every removed top-level field, and removed nested ones, at their paths', () => {
    const { state } = STATES[STATES.length - 1]!;
    for (const k of Object.keys(state)) {
      const bad = copy(state) as unknown as Record<string, unknown>;
      delete bad[k];
      refusedAt(bad, k);
    }
    const id = Object.keys(state.elements)[0]!;
    for (const path of [['elements', id, 'x'], ['tables', 'pips', 'dice'], ['deployment', 'high'], ['record', 'fought'], ['data', 'hash'], ['rng', 's0']]) {
      const bad = copy(state);
      setAt(bad, path, (o, k) => delete o[k]);
      refusedAt(bad, pathOf(path));
    }
  });

  it('refuses a state of another format version, naming both versions', () => {
    const { state } = STATES[0]!;
    expect(refusedAt({ ...copy(state), version: 2 }, 'version')).toMatch(/format 1 .*saved in format 2/);
    expect(refusedAt({ ...copy(state), version: '1' }, 'version')).toMatch(/format version/);
  });

  it('refuses tables that do not match the data identity, and defaults of another release', () => {
    const { state } = STATES[0]!;
    const edited = copy(state);
    const tables = { ...edited.tables, fleeDistance: edited.tables.fleeDistance + 1 };
    expect(refusedAt({ ...edited, tables }, 'data.hash')).toMatch(/tables were changed/);
    expect(refusedAt({ ...edited, tables, data: { id: 'defaults', hash: stateHash(tables) } }, 'data.hash')).toMatch(/another release's defaults/);
    expect(E.isRight(dba.stateCodec.decode({ ...edited, tables, data: { id: 'old book', hash: stateHash(tables) } }))).toBe(false);
    expect(E.isRight(dba.stateCodec.decode({ ...edited, tables, data: { id: 'old book', hash: stateHash(tables) }, options: { ...edited.options, overrides: { source: 'old book' } } }))).toBe(true);
  });

  it('refuses inconsistent ids and players, and garbage, without throwing', () => {
    const { state } = STATES[STATES.length - 1]!;
    const [id, e] = Object.entries(state.elements)[0]!;
    refusedAt({ ...copy(state), elements: { ...state.elements, [id]: { ...e, id: 'someone-else' } } }, `elements.${id}.id`);
    refusedAt({ ...copy(state), elements: { ...state.elements, [id]: { ...e, side: 'nobody' } } }, `elements.${id}.side`);
    for (const g of [null, 42, 'state', [], {}, { version: 1 }]) expect(E.isLeft(dba.stateCodec.decode(g))).toBe(true);
  });
});

describe('contract 2: commands, options and scenarios are exact', () => {
  it('refuses an unknown key in a command, at its path, and the old tag field', () => {
    const r = dba.apply(STATES[0]!.state, { type: 'end-moves', player: 'rome', extra: 1 } as unknown as DbaCommand);
    expect(E.isLeft(r) && r.left.code).toBe('malformed-command');
    expect(E.isLeft(r) && r.left.issues?.map((i) => i.path)).toEqual(['extra']);
    const steps = decode(dba.commandCodec, { type: 'move', player: 'rome', element: 'x', steps: [{ kind: 'forward', distance: 100, speed: 2 }] });
    expect(E.isLeft(steps) && steps.left.issues.map((i) => i.path)).toEqual(['steps[0].speed']);
    expect(E.isLeft(decode(dba.commandCodec, { tag: 'end-moves', player: 'rome' }))).toBe(true);
  });

  it('refuses unknown options and override keys', () => {
    expect(E.isLeft(decode(dba.optionsCodec, { maxBound: 3 }))).toBe(true);
    const o = decode(dba.optionsCodec, { overrides: { combatFactors: { Kn: { vsFoot: 3, vsFot: 4 } } } });
    expect(E.isLeft(o) && o.left.issues.map((i) => i.path)).toEqual(['overrides.combatFactors.Kn.vsFot']);
    const s = dba.setup(exampleScenario, { seed: 'x', options: { sweepaway: true } as never });
    expect(E.isLeft(s) && s.left.code).toBe('bad-options');
  });

  it('refuses an unknown key in a scenario, at its path', () => {
    const bad = copy(exampleScenario) as unknown as { armies: Array<{ elements: Array<Record<string, unknown>> }> };
    bad.armies[1]!.elements[2]!['generl'] = true;
    const r = decode(dba.scenarioCodec, bad);
    expect(E.isLeft(r) && r.left.issues.map((i) => i.path)).toEqual(['armies[1].elements[2].generl']);
  });
});

describe('contract 2: check, pending, legal and sampled commands per player', () => {
  test.prop([fc.nat()], { numRuns: 60, seed: 1925 })('check gives apply\'s verdict on legal, illegal and malformed commands', (i) => {
    const { state, next } = STATES[i % STATES.length]!;
    const other = STATES[(i * 7 + 3) % STATES.length]!.next;
    const candidates: unknown[] = [...dba.legalCommands(state).slice(0, 6), next, other, { type: 'end-moves', player: 'nobody' }, { type: 'shoot' }, null];
    for (const c of candidates) {
      if (c === undefined) continue;
      const a = dba.apply(state, c as DbaCommand);
      expect(dba.check(state, c as DbaCommand)).toEqual(E.isLeft(a) ? a.left : null);
    }
  });

  it('pending is one decision of a known kind, or none once the game is over; legal and sampled commands belong to it', () => {
    for (const { state } of STATES) {
      const p = dba.pending(state);
      if (state.phase.tag === 'over') {
        expect(p).toEqual([]);
        continue;
      }
      expect(p).toHaveLength(1);
      const d = p[0]!;
      expect(DBA_DECISION_KINDS).toContain(d.kind);
      const [a, b] = dba.players(state);
      const other = d.player === a ? b : a;
      expect(dba.legalCommands(state, d.player)).toEqual(dba.legalCommands(state));
      expect(dba.legalCommands(state, other)).toEqual([]);
      expect(dba.sampleCommands!(state, aleaFromSeed('s'), 3, other)).toEqual([]);
      expect(dba.sampleCommands!(state, aleaFromSeed('s'), 3, d.player)).toEqual(dba.sampleCommands!(state, aleaFromSeed('s'), 3));
      for (const c of dba.legalCommands(state)) expect(c.player).toBe(d.player);
    }
  });

  it('every refusal met carries a listed code', () => {
    for (const { state, next } of STATES.slice(0, 12)) {
      for (const c of [next, { type: 'end-shooting', player: state.players[0] }, { type: 'resolve-combat', player: state.players[1], a: 'x', b: 'y' }]) {
        const r = c === undefined ? null : dba.check(state, c as DbaCommand);
        if (r !== null) expect(DBA_VIOLATION_CODES).toContain(r.code);
      }
    }
  });
});

describe('contract 2: view, determinize, filterEvents, outcome', () => {
  it('view is the state without its generator (the dice to come), and nothing else hidden', () => {
    for (const { state } of STATES.slice(0, 10)) {
      const v = dba.view(state, state.players[1]);
      expect('rng' in v).toBe(false);
      expect({ ...v, rng: state.rng }).toEqual(state);
    }
  });

  it('determinize re-deals the generator only, as blindState does, and cannot tell two generators apart', () => {
    const rng = aleaFromSeed('agent-view');
    for (const { state } of STATES.slice(0, 10)) {
      const d = dba.determinize(state, state.players[0], rng);
      expect(stateHash(d)).toBe(stateHash(blindState(state, rng)));
      expect(d.rng).not.toEqual(state.rng);
      const other = { ...state, rng: aleaFromSeed('another future') };
      expect(stateHash(dba.determinize(other, state.players[0], rng))).toBe(stateHash(d));
    }
  });

  it('filterEvents tells every player everything (nothing is hidden in DBA)', () => {
    const g = randomGame('c2-events', { options: { maxBounds: 4 } });
    expect(dba.filterEvents(g.events, g.final.players[0])).toEqual(g.events);
    expect(dba.filterEvents(g.events, g.final.players[1])).toEqual(g.events);
  });

  it('every event of random games is of a listed type and cites its rules', () => {
    const seen = new Set<string>();
    for (const seed of ['c2-e1', 'c2-e2', 'c2-e3']) {
      for (const e of randomGame(seed, { options: { maxBounds: 30 } }).events) {
        seen.add(e.type);
        expect(DBA_EVENT_TYPES).toContain(e.type);
        expect(Array.isArray(e.citations)).toBe(true);
      }
    }
    expect(new Set(DBA_EVENT_TYPES).size).toBe(DBA_EVENT_TYPES.length);
    expect(seen.has('combat')).toBe(true);
  });

  it('§winning A:142: the outcome scores each side the enemy losses it inflicted, so the winner has more', () => {
    let decided = 0;
    for (const seed of ['fp1', 'fp2', 'fp10', 'fp13']) {
      const g = randomGame(seed, { options: { maxBounds: 40 } });
      const o = dba.outcome(g.final);
      if (o === null) continue;
      const [p, q] = g.final.players;
      expect(o.points).toEqual({ [p]: losses(g.final, q).total, [q]: losses(g.final, p).total });
      expect(o.rulings).toEqual([]);
      expect(o.reconstructed).toBe(g.final.reconstructed);
      if (o.winner !== null) {
        decided++;
        const loser = o.winner === p ? q : p;
        expect(o.points[o.winner]!).toBeGreaterThan(o.points[loser]!);
      }
    }
    expect(decided).toBeGreaterThan(0);
  });

  it('the outcome lists the readings (options) played with where they differ from the default', () => {
    const g = randomGame('fp1', { options: { maxBounds: 6, sweepAway: true, roadForWwgArt: false } });
    expect(dba.outcome(g.final)?.rulings).toEqual(['roadForWwgArt', 'sweepAway']);
    const d = randomGame('fp1', { options: { maxBounds: 6, roadForWwgArt: true } });
    expect(dba.outcome(d.final)?.rulings).toEqual([]);
  });
});

describe('contract 2: DBA in the game store', () => {
  it('plays, refuses, undoes, saves and loads a DBA game to the same state', () => {
    const created = createGame(dba, exampleScenario, { seed: 'store', options: { maxBounds: 5 } });
    if (E.isLeft(created)) throw new Error(created.left.message);
    const game = created.right;
    for (let i = 0; i < 30 && game.outcome() === null; i++) {
      const c = game.legalCommands()[0]!;
      expect(E.isRight(game.dispatch(JSON.parse(JSON.stringify(c))))).toBe(true);
    }
    const before = stateHash(game.state);
    expect(E.isLeft(game.dispatch({ type: 'end-moves', player: 'nobody' }))).toBe(true);
    expect(stateHash(game.state)).toBe(before);
    expect('rng' in game.viewFor(game.state.players[0])).toBe(false);
    const loaded = loadGame(dba, JSON.parse(JSON.stringify(game.save())));
    expect(E.isRight(loaded) && stateHash(loaded.right.state)).toBe(before);
    expect(game.undo()).toBe(true);
    expect(stateHash(game.state)).not.toBe(before);
  });
});
