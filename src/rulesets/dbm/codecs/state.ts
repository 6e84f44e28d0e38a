/**
 * The codec of a whole state: a saved game from an untrusted file is checked before play goes
 * on. Every object is closed (an unknown key is refused at its path), the format version and the
 * data identity are checked, and decoding never throws.
 * @module
 */
import * as t from 'io-ts';
import { closed } from '../../../core/closed.js';
import { dataIdentityCodec, stateVersionCodec } from '../../../core/state-header.js';
import { aleaStateCodec, scriptedStateCodec } from '../../../random/codec.js';
import { DBM_CONFIG, DBM_CONFIG_KEYS } from '../data/config.js';
import { DBM_SOURCE_KINDS } from '../data/sources.js';
import { dbmDataIdentity } from '../data/identity.js';
import { finite as num, oneOf } from '../model/codec-helpers.js';
import { DBM_STATE_VERSION, type DbmState } from '../model/state.js';
import { TERRAIN_KINDS } from '../model/terrain.js';
import { DBM_CLIMATES, DBM_DRILLS, DBM_GRADES, DBM_SCALES, DBM_SEASONS, DBM_TROOP_TYPES } from '../model/troop.js';

const str = t.string;
const nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);
const point = t.type({ x: num, y: num }, 'point');
const citation = t.intersection([t.type({ ruleset: str, section: str }), t.partial({ note: str })], 'citation');
const type = oneOf('troop type', DBM_TROOP_TYPES);
const grade = oneOf('grade', DBM_GRADES);
const drill = oneOf('drill', DBM_DRILLS);
const season = oneOf('season', DBM_SEASONS);
const climate = oneOf('climate', DBM_CLIMATES);
const compass = oneOf('compass point', ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const);
const risk = oneOf('weather risk', ['rain', 'snow', 'dust-storm'] as const);
const role = oneOf('general role', ['c-in-c', 'sub', 'ally'] as const);

const dataCodec = new t.Type<{ id: string; hash: string }, { id: string; hash: string }, unknown>(
  "the identity of this release's tables",
  (u): u is { id: string; hash: string } => dataIdentityCodec.is(u) && u.id === dbmDataIdentity().id && u.hash === dbmDataIdentity().hash,
  (u, c) => {
    if (!dataIdentityCodec.is(u)) return t.failure(u, c, 'a data identity { id, hash }');
    const d = dbmDataIdentity();
    return u.id === d.id && u.hash === d.hash ? t.success(u) : t.failure(u, c, `the tables of this release (${d.id} ${d.hash}); this game was set up with other tables`);
  },
  (a) => a,
);

const configCodec = t.type(
  Object.fromEntries(
    DBM_CONFIG_KEYS.map((k) => {
      const e = DBM_CONFIG[k] as { choices?: ReadonlyArray<string>; value: unknown };
      return [k, e.choices !== undefined ? oneOf(k, e.choices) : nullable(num)];
    }),
  ) as Record<string, t.Mixed>,
  'config',
);
const sourcesCodec = t.type(Object.fromEntries(DBM_CONFIG_KEYS.map((k) => [k, oneOf('source kind', DBM_SOURCE_KINDS)])) as Record<string, t.Mixed>, 'config sources');

const element = t.type(
  {
    id: str,
    side: str,
    type: str,
    command: str,
    general: t.boolean,
    camp: t.boolean,
    grade: nullable(str),
    irregular: t.boolean,
    status: oneOf('element status', ['active', 'destroyed', 'lost'] as const),
    lostHow: nullable(str),
    x: num,
    y: num,
    heading: num,
    width: num,
    depth: num,
  },
  'element',
);

const troop = t.type(
  {
    id: str,
    side: str,
    command: nullable(str),
    type,
    grade,
    drill,
    flags: t.type({ chariot: t.boolean, mountedInfantry: t.boolean, onWagon: t.boolean }),
    rear: nullable(t.type({ type, grade, drill })),
    general: nullable(role),
    entry: str,
    cost: num,
    ele: num,
  },
  'troop',
);

const command = t.type({ id: str, side: str, role, general: str, elements: t.array(str), originalEle: num }, 'command');

const army = t.type({ name: str, list: str, example: t.boolean, aggression: num, climate, points: num, cost: num }, 'army');

const weather = t.type(
  {
    score: num,
    wind: oneOf('wind', ['none', 'light', 'strong'] as const),
    windFrom: nullable(compass),
    fog: t.boolean,
    mist: t.boolean,
    overcast: t.boolean,
    risk: nullable(risk),
    shipwreckRisk: t.boolean,
    riversFlooded: t.boolean,
    riversAndMarshesFrozen: t.boolean,
    waterwaysFrozen: t.boolean,
    mud: t.boolean,
    dazzleRisk: t.boolean,
    thirst: t.boolean,
    falling: nullable(risk),
    windNow: nullable(compass),
  },
  'weather',
);

const setup = t.type(
  {
    invader: str,
    defender: str,
    season,
    climate,
    deploymentEnds: num,
    weatherScore: num,
    invaderFaces: oneOf('facing', ['west', 'east'] as const),
    lastDice: t.record(str, num),
    moonlit: t.boolean,
  },
  'setup',
);

const phase = t.union(
  [
    t.type({ tag: t.literal('nominate-season'), nominated: t.record(str, nullable(season)) }),
    t.type({ tag: t.literal('deploy-baggage'), player: str }),
    t.type({ tag: t.literal('deploy-command'), player: str }),
    t.type({ tag: t.literal('assign-baggage'), player: str }),
    t.type({ tag: t.literal('bound'), player: str, step: t.literal('move') }),
    t.type({ tag: t.literal('over') }),
  ],
  'phase',
);

const outcome = t.type(
  { winner: nullable(str), level: str, points: t.record(str, num), reason: str, citations: t.array(citation), reconstructed: t.boolean, rulings: t.array(str) },
  'outcome',
);

const shape = t.type(
  {
    version: stateVersionCodec('dbm', DBM_STATE_VERSION),
    data: dataCodec,
    rng: t.union([aleaStateCodec, scriptedStateCodec]),
    scenario: str,
    config: configCodec,
    configSources: sourcesCodec,
    strict: t.boolean,
    players: t.tuple([str, str]),
    scale: oneOf('figure scale', DBM_SCALES),
    table: t.type({ width: num, depth: num }),
    edges: t.record(str, oneOf('edge', ['south', 'north'] as const)),
    armies: t.record(str, army),
    troops: t.record(str, troop),
    elements: t.record(str, element),
    commands: t.record(str, command),
    terrain: t.array(t.type({ id: str, kind: oneOf('terrain kind', TERRAIN_KINDS), polygon: t.array(point) })),
    setupRounds: t.array(t.type({ raw: t.record(str, num), adjusted: t.record(str, num) })),
    setup: nullable(setup),
    weather: nullable(weather),
    clock: nullable(t.type({ hour: num, defenderBounds: num, sunrise: num, sunset: num })),
    deployed: t.array(str),
    bound: num,
    boundLimit: num,
    pips: t.record(str, t.type({ score: num, left: num })),
    boundMoves: nullable(t.type({ bound: num, tactical: t.array(str), marches: t.record(str, num), bonusUsed: t.array(str) })),
    phase,
    morale: t.type({ demoralised: t.array(str), generalLost: t.record(str, oneOf('general-lost test', ['pending', 'tested'] as const)), defeated: t.array(str) }),
    result: nullable(outcome),
  },
  'dbm state',
);

function consistent(s: t.TypeOf<typeof shape>): string[] | null {
  const players = s.players as string[];
  for (const [k, e] of Object.entries(s.elements)) if (e.id !== k || !players.includes(e.side) || s.troops[k] === undefined) return ['elements', k];
  for (const [k, e] of Object.entries(s.troops)) if (e.id !== k || !players.includes(e.side)) return ['troops', k];
  for (const [k, c] of Object.entries(s.commands)) if (c.id !== k || !players.includes(c.side) || s.troops[c.general] === undefined) return ['commands', k];
  for (const p of Object.keys(s.armies)) if (!players.includes(p)) return ['armies', p];
  return null;
}

const closedShape = closed(shape);

/** Codec of a saved state. */
export const dbmStateCodec = new t.Type<DbmState, unknown, unknown>(
  'dbm state',
  (u): u is DbmState => closedShape.is(u) && consistent(u) === null,
  (u, c) => {
    const r = closedShape.validate(u, c);
    if (r._tag === 'Left') return r;
    const bad = consistent(r.right);
    if (bad === null) return t.success(r.right as unknown as DbmState);
    const keys = bad;
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
