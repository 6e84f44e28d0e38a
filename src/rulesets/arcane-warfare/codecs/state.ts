/**
 * The codec of a whole state: a saved game from an untrusted file is checked before play goes on.
 * Every object is closed (an unknown key is refused at its path), the format version and the data
 * identity are checked, and decoding never throws.
 * @module
 */
import * as t from 'io-ts';
import { finiteNumber } from '../../../core/numbers.js';
import { oneOf } from '../../../core/one-of.js';
import { closed } from '../../../core/closed.js';
import { dataIdentityCodec, stateVersionCodec } from '../../../core/state-header.js';
import { aleaStateCodec, scriptedStateCodec } from '../../../random/codec.js';
import { GAME_SIZES } from '../data/game-sizes.js';
import { arcaneDataIdentity } from '../data/identity.js';
import { readingsCodec } from '../model/options.js';
import { TERRAIN_KINDS } from '../model/scenario.js';
import { TOPOGRAPHIES } from '../data/terrain-tables.js';
import { ARCANE_STATE_VERSION, type ArcaneState } from '../model/state.js';

const num = finiteNumber;
const str = t.string;
const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);
const point = t.type({ x: num, y: num }, 'point');
const citation = t.intersection([t.type({ ruleset: str, section: str }), t.partial({ note: str })], 'citation');

const dataCodec = new t.Type<{ id: string; hash: string }, { id: string; hash: string }, unknown>(
  'the identity of this release\'s tables',
  (u): u is { id: string; hash: string } => dataIdentityCodec.is(u) && u.id === arcaneDataIdentity().id && u.hash === arcaneDataIdentity().hash,
  (u, c) => {
    if (!dataIdentityCodec.is(u)) return t.failure(u, c, 'a data identity { id, hash }');
    const d = arcaneDataIdentity();
    return u.id === d.id && u.hash === d.hash ? t.success(u) : t.failure(u, c, `the tables of this release (${d.id} ${d.hash}); this game was set up with other tables`);
  },
  (a) => a,
);

const unit = t.intersection([t.type({
  id: str,
  side: str,
  type: str,
  x: num,
  y: num,
  heading: num,
  width: num,
  depth: num,
  ally: nullable(str),
  status: oneOf('unit status', ['active', 'shaken', 'destroyed', 'removed'] as const),
  orderedBy: nullable(str),
  impulses: num,
  cumbersomePaid: t.boolean,
}), t.partial({ dismountsAs: str, ambush: str, arrivedOnTurn: num })], 'unit');

const dice = t.type({ message: num, rolledMip: num, mip: num, score: num, mipLeft: num, done: t.boolean }, 'orders dice');
const command = t.type({
  id: str,
  side: str,
  kind: oneOf('command kind', ['SCo', 'FCo', 'ACo'] as const),
  regular: t.boolean,
  x: num,
  y: num,
  diameter: num,
  status: oneOf('command status', ['active', 'removed'] as const),
  dice: nullable(dice),
}, 'command centre');
const pair = t.type({ message: num, mip: num }, 'pair');

const phase = t.union([
  t.type({ tag: t.literal('reset'), player: str }),
  t.type({ tag: t.literal('orders-written'), written: t.record(str, nullable(t.boolean)), pairs: t.record(str, pair) }),
  t.type({ tag: t.literal('orders-assign'), player: str, then: nullable(t.type({ player: str, message: num, mip: num })), held: nullable(t.type({ message: num, mip: num, first: t.boolean })) }),
  t.type({ tag: t.literal('movement'), active: nullable(str) }),
  t.type({ tag: t.literal('rally'), player: str, then: nullable(str), tried: t.array(str), used: t.array(str) }),
  t.type({ tag: t.literal('initiative'), player: str, then: nullable(str) }),
  t.type({ tag: t.literal('over') }),
], 'phase');

const outcome = t.type({
  winner: nullable(str),
  level: str,
  points: t.record(str, num),
  reason: str,
  citations: t.array(citation),
  reconstructed: t.boolean,
  rulings: t.array(str),
}, 'outcome');

const shape = t.intersection([t.type({
  version: stateVersionCodec('arcane-warfare', ARCANE_STATE_VERSION),
  data: dataCodec,
  rng: t.union([aleaStateCodec, scriptedStateCodec]),
  scenario: str,
  size: oneOf('game size', GAME_SIZES),
  readings: readingsCodec,
  preset: nullable(t.literal('starter')),
  players: t.tuple([str, str]),
  attacker: str,
  edges: t.record(str, oneOf('edge', ['south', 'north'] as const)),
  board: t.type({ width: num, height: num }),
  terrain: t.array(t.type({ id: str, kind: oneOf('terrain kind', TERRAIN_KINDS), polygon: t.array(point) })),
  units: t.record(str, unit),
  commands: t.record(str, command),
  turn: num,
  turnLimit: num,
  initiativeUsed: t.array(str),
  phase,
  shaken: t.array(str),
  charged: t.array(str),
  result: nullable(outcome),
}), t.partial({
  topography: oneOf('topography', TOPOGRAPHIES),
  conformed: t.array(str),
  weather: t.type({ score: num, checkNextTurn: t.boolean }, 'weather'),
  slowShotFired: t.record(str, num),
  offBoard: t.record(str, t.type({
    id: str,
    side: str,
    edge: oneOf('off-board edge', ['west', 'east'] as const),
    units: t.array(unit),
    status: oneOf('off-board status', ['waiting', 'coming', 'arrived', 'lost'] as const),
    bonus: num,
  }, 'off-board group')),
})], 'arcane-warfare state');

function consistent(s: t.TypeOf<typeof shape>): string | null {
  for (const [k, u] of Object.entries(s.units)) if (u.id !== k || !s.players.includes(u.side)) return `units.${k}`;
  for (const [k, c] of Object.entries(s.commands)) if (c.id !== k || !s.players.includes(c.side)) return `commands.${k}`;
  if (!s.players.includes(s.attacker)) return 'attacker';
  return null;
}

const closedShape = closed(shape);

/** Codec of a saved state. */
export const arcaneStateCodec = new t.Type<ArcaneState, unknown, unknown>(
  'arcane-warfare state',
  (u): u is ArcaneState => closedShape.is(u) && consistent(u) === null,
  (u, c) => {
    const r = closedShape.validate(u, c);
    if (r._tag === 'Left') return r;
    const bad = consistent(r.right);
    if (bad === null) return t.success(r.right as unknown as ArcaneState);
    const keys = bad.split('.');
    let ctx = c;
    let v: unknown = u;
    for (const k of keys) {
      v = (v as Record<string, unknown>)[k];
      ctx = [...ctx, { key: k, type: t.unknown, actual: v }];
    }
    return t.failure(v, ctx, 'an entry consistent with its key and the players');
  },
  (a) => a,
);
