/**
 * The codec of a whole DBA state: a saved game read back from an untrusted file is checked
 * before it is played on. Every object is closed (an unknown key is refused at its path), every
 * field typed, the format version and the tables' identity checked; the failure message names the
 * path of each problem, and decoding never throws.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { stateHash } from '../../../core/hash.js';
import { finiteNumber } from '../../../core/numbers.js';
import { stateVersionCodec } from '../../../core/state-header.js';
import { aleaStateCodec, scriptedStateCodec } from '../../../random/codec.js';
import { DBA_TROOP_TYPES, type DbaTroopType } from '../data/troop-types.js';
import { DEFAULT_DATA_ID, defaultTablesHash, OVERRIDES_DATA_ID } from '../data-identity.js';
import { optionsCodec } from '../options.js';
import { DBA_STATE_VERSION, type DbaState } from '../state.js';
import { TERRAIN_KINDS } from '../terrain.js';
import { closed, onlyKeys, tagged } from './closed.js';

const num = finiteNumber;
const str = t.string;
const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);
const keyOf = <K extends string>(keys: ReadonlyArray<K>, name: string) => t.keyof(Object.fromEntries(keys.map((k) => [k, null])) as Record<K, null>, name);

const troop = keyOf(DBA_TROOP_TYPES, 'troop type');
/** One value per troop type, every type present. */
const perTroop = <C extends t.Mixed>(name: string, c: C) => closed(name, Object.fromEntries(DBA_TROOP_TYPES.map((k) => [k, c])) as Record<DbaTroopType, C>);

const citation = closed('citation', { ruleset: str, section: str }, { note: str });
const rng = tagged('generator state', 'algorithm', {
  alea: onlyKeys(aleaStateCodec, ['algorithm', 'seed', 'c', 's0', 's1', 's2']),
  scripted: onlyKeys(scriptedStateCodec, ['algorithm', 'values', 'next', 'fault']),
});

const outcomeKind = keyOf(['no-effect', 'recoil', 'flee', 'destroyed'] as const, 'outcome kind');
const outcomeRow = closed('outcome row', {
  clauses: t.array(
    closed('outcome clause', {
      vs: t.union([t.literal('any'), t.literal('mounted'), t.array(troop)]),
      going: nullable(keyOf(['good', 'bad'] as const, 'going')),
      when: nullable(keyOf(['contacted-bows-this-bound', 'close-combat'] as const, 'condition')),
      result: outcomeKind,
    }),
  ),
  otherwise: outcomeKind,
});

const tables = closed('DBA tables', {
  baseWidth: num,
  tableSize: num,
  campSize: closed('camp size', { width: num, depth: num }),
  baseDepth: perTroop('base depths', num),
  moves: perTroop('move distances', closed('move distances', { good: num, bad: num, road: num })),
  combatFactors: perTroop('combat factors', closed('combat factors', { vsFoot: num, vsMounted: num, shooting: nullable(num) })),
  tactical: closed('tactical factors', { campDefender: num, general: num, uphill: num, overlap: num, badGoing: num }),
  rearSupport: closed('rear support', { Pk: num, Sp: num, Wb: num }),
  psiloiSupport: num,
  outcomes: closed('outcome rows', { equal: perTroop('outcome rows', outcomeRow), less: perTroop('outcome rows', outcomeRow), half: perTroop('outcome rows', outcomeRow) }),
  fleeDistance: num,
  deployDepth: num,
  ranges: closed('shooting ranges', { Art: num, Bw: num, WWg: num }),
  lhClearance: num,
  groupWheelLimit: num,
  pursuers: t.array(troop),
  riverMove: num,
  pips: closed('PIP factors', { dice: num, perMove: num, elephants: num, outOfRange: num, rangeOpen: num, rangeScreened: num }),
});

const point = closed('point', { x: num, y: num });
const edgeNo = t.union([t.literal(1), t.literal(2), t.literal(3), t.literal(4)], 'edge number (1-4)');
const placement = closed('placement', { along: num, from: num }, { facing: num });

const element = closed('element', {
  id: str,
  side: str,
  type: troop,
  command: str,
  general: t.boolean,
  camp: t.boolean,
  grade: nullable(str),
  irregular: t.boolean,
  status: keyOf(['active', 'destroyed', 'lost'] as const, 'element status'),
  lostHow: nullable(str),
  x: num,
  y: num,
  heading: num,
  width: num,
  depth: num,
});

const camp = closed('camp', { side: str, x: num, y: num, heading: num, width: num, depth: num, garrison: nullable(str), occupiedBy: nullable(str) });

const phase = tagged('phase', 'tag', {
  'allocate-edges': closed('allocate-edges phase', { tag: t.literal('allocate-edges'), player: str }),
  'place-camp': closed('place-camp phase', { tag: t.literal('place-camp'), player: str }),
  deploy: closed('deploy phase', { tag: t.literal('deploy'), player: str }),
  move: closed('move phase', { tag: t.literal('move'), player: str, pips: num, pipsUsed: num }),
  shoot: closed('shoot phase', { tag: t.literal('shoot'), player: str }),
  combat: closed('combat phase', { tag: t.literal('combat'), player: str, pairs: t.array(t.tuple([str, str])) }),
  over: closed('over phase', { tag: t.literal('over') }),
});

const outcome = closed('outcome', {
  winner: nullable(str),
  level: str,
  points: t.record(str, num),
  reason: str,
  citations: t.array(citation),
  reconstructed: t.boolean,
  rulings: t.array(str),
});

const shape = closed('DBA state', {
  version: stateVersionCodec('dba', DBA_STATE_VERSION),
  data: closed('data identity', { id: str, hash: str }),
  ruleset: t.literal('dba'),
  edition: t.literal('1.2'),
  rng,
  options: optionsCodec,
  tables,
  sources: t.record(str, str),
  reconstructed: t.boolean,
  table: closed('table', { width: num, height: num }),
  terrain: t.array(closed('terrain feature', { id: str, kind: keyOf(TERRAIN_KINDS, 'terrain kind'), polygon: t.array(point) })),
  players: t.tuple([str, str]),
  deployment: closed('deployment record', {
    dice: t.record(str, t.array(num)),
    high: str,
    low: str,
    fiveSix: nullable(t.tuple([edgeNo, edgeNo])),
    baseDie: nullable(num),
    baseEdge: nullable(t.record(str, edgeNo)),
  }),
  plans: t.record(
    str,
    closed('army plan', { camp: num, elements: t.record(str, closed('planned element', { type: troop, general: t.boolean, deploy: nullable(placement) })) }, { garrison: str }),
  ),
  elements: t.record(str, element),
  camps: t.record(str, camp),
  bound: num,
  phase,
  record: closed('bound record', {
    moves: t.record(str, num),
    shot: t.array(str),
    shotAt: t.record(str, t.array(str)),
    contacted: t.record(str, t.array(str)),
    fought: t.array(str),
  }),
  result: nullable(outcome),
});

/** A failure at `path` below the state (e.g. `['data', 'hash']`). */
function failAt(u: unknown, c: t.Context, path: ReadonlyArray<string>, value: unknown, message: string): t.Validation<never> {
  let ctx = c;
  for (const k of path) ctx = t.appendContext(ctx, k, t.unknown, value);
  return t.failure(value, ctx, message);
}

/**
 * What the shape alone cannot say: the tables are the ones the header names, the players are the
 * armies of the game, and each element and camp is filed under its own id and side.
 */
function consistency(s: DbaState, u: unknown, c: t.Context): t.Validation<DbaState> {
  const hash = stateHash(s.tables);
  if (hash !== s.data.hash) {
    return failAt(u, c, ['data', 'hash'], s.data.hash, `the hash of this state's tables (${hash}): the tables were changed after the game was set up`);
  }
  if (s.data.id !== DEFAULT_DATA_ID) {
    const named = s.options.overrides === undefined ? null : (s.options.overrides.source ?? OVERRIDES_DATA_ID);
    if (named !== s.data.id) {
      return failAt(u, c, ['data', 'id'], s.data.id, named === null ? `"${DEFAULT_DATA_ID}" (the game has no override table)` : `the name of the game's override table, ${JSON.stringify(named)}`);
    }
  } else {
    if (s.options.overrides !== undefined) return failAt(u, c, ['data', 'id'], s.data.id, 'the name of the override table (a game with overrides does not use the default tables)');
    const current = defaultTablesHash();
    if (hash !== current) {
      return failAt(
        u,
        c,
        ['data', 'hash'],
        s.data.hash,
        `the hash of this release's default DBA tables (${current}): the game was set up with another release's defaults; load it with that release, or set it up again`,
      );
    }
  }
  const [p, q] = s.players;
  if (p === q) return failAt(u, c, ['players'], s.players, 'two different players');
  if ('player' in s.phase && s.phase.player !== p && s.phase.player !== q) return failAt(u, c, ['phase', 'player'], s.phase.player, `one of the players ${JSON.stringify(p)}, ${JSON.stringify(q)}`);
  for (const [id, e] of Object.entries(s.elements)) {
    if (e.id !== id) return failAt(u, c, ['elements', id, 'id'], e.id, `the element's key ${JSON.stringify(id)}`);
    if (e.side !== p && e.side !== q) return failAt(u, c, ['elements', id, 'side'], e.side, `one of the players ${JSON.stringify(p)}, ${JSON.stringify(q)}`);
  }
  for (const [side, k] of Object.entries(s.camps)) {
    if (k.side !== side) return failAt(u, c, ['camps', side, 'side'], k.side, `the camp's key ${JSON.stringify(side)}`);
  }
  return t.success(s);
}

/**
 * Codec of a DBA state: the JSON of a saved game in, a state `apply` can continue from out
 * (the same object, checked). Refuses a state of another format version, one whose tables do not
 * match its `data` identity (or, for `'defaults'`, this release's defaults), and any missing,
 * mistyped or unknown field, each at its path.
 */
export const dbaStateCodec: t.Type<DbaState, unknown, unknown> = new t.Type<DbaState, unknown, unknown>(
  'DBA state',
  (u): u is DbaState => shape.is(u) && E.isRight(consistency(u as unknown as DbaState, u, [])),
  (u, c) => {
    const r = shape.validate(u, c);
    if (E.isLeft(r)) return r;
    return consistency(r.right as unknown as DbaState, u, c);
  },
  (s) => s,
);
