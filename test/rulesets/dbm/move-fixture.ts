// A hand-built DBM state in the bound's move step, for the movement chapters' tests.
import { aleaFromSeed } from '../../../src/random/rng.js';
import { newElement, type DbxElement } from '../../../src/rulesets/dbx/elements.js';
import { DEFAULT_DBM_CONFIG, DEFAULT_DBM_CONFIG_SOURCES } from '../../../src/rulesets/dbm/data/config.js';
import { dbmDataIdentity } from '../../../src/rulesets/dbm/data/identity.js';
import { DBM_STATE_VERSION, type DbmCommand, type DbmState, type DbmTroop } from '../../../src/rulesets/dbm/model/state.js';
import type { DbmFeature } from '../../../src/rulesets/dbm/model/terrain.js';
import { NO_FLAGS, type DbmGrade, type DbmTroopType } from '../../../src/rulesets/dbm/model/troop.js';

export interface Piece {
  readonly id: string;
  readonly side: 'red' | 'blue';
  readonly type: DbmTroopType;
  readonly grade?: DbmGrade;
  readonly irr?: boolean;
  readonly command: string;
  readonly general?: 'c-in-c' | 'sub' | null;
  readonly x: number;
  readonly y: number;
  readonly heading: number;
  readonly width?: number;
  readonly depth?: number;
}

const DEPTH: Partial<Record<DbmTroopType, number>> = { Sp: 30, Pk: 30, Bd: 30, Bw: 30, Ax: 40, Ps: 40, Wb: 30, Cv: 60, LH: 60, Kn: 60, El: 80, WWg: 80, Art: 80, Bge: 80 };

export function fixture(pieces: ReadonlyArray<Piece>, o: { pips?: Record<string, number>; terrain?: DbmFeature[]; player?: 'red' | 'blue' } = {}): DbmState {
  const troops: Record<string, DbmTroop> = {};
  const elements: Record<string, DbxElement> = {};
  const commands: Record<string, DbmCommand> = {};
  for (const p of pieces) {
    troops[p.id] = { id: p.id, side: p.side, command: p.command, type: p.type, grade: p.grade ?? 'O', drill: p.irr ? 'irr' : 'reg', flags: NO_FLAGS, rear: null, general: p.general ?? null, entry: 'test', cost: 2, ele: 1 };
    elements[p.id] = newElement({ id: p.id, side: p.side, type: p.type, command: p.command, general: !!p.general, camp: false, grade: p.grade ?? 'O', irregular: !!p.irr, status: 'active', lostHow: null, x: p.x, y: p.y, heading: p.heading, width: p.width ?? 80, depth: p.depth ?? DEPTH[p.type] ?? 30 });
  }
  for (const p of pieces) {
    if (commands[p.command] !== undefined) continue;
    const g = pieces.find((q) => q.command === p.command && q.general) ?? p;
    commands[p.command] = { id: p.command, side: p.side, role: g.general ?? 'sub', general: g.id, elements: pieces.filter((q) => q.command === p.command).map((q) => q.id), originalEle: 1 };
  }
  const player = o.player ?? 'red';
  const pips: Record<string, { score: number; left: number }> = {};
  for (const [k, v] of Object.entries(o.pips ?? {})) pips[k] = { score: v, left: v };
  return {
    version: DBM_STATE_VERSION,
    data: dbmDataIdentity(),
    rng: aleaFromSeed('fixture'),
    scenario: 'fixture',
    config: DEFAULT_DBM_CONFIG,
    configSources: DEFAULT_DBM_CONFIG_SOURCES,
    strict: false,
    players: ['red', 'blue'],
    scale: '15mm',
    table: { width: 3600, depth: 2400 },
    edges: { red: 'south', blue: 'north' },
    armies: {},
    troops,
    elements,
    commands,
    terrain: o.terrain ?? [],
    setupRounds: [],
    setup: null,
    weather: null,
    clock: null,
    deployed: [],
    bound: 1,
    boundLimit: 40,
    pips,
    boundMoves: null,
    phase: { tag: 'bound', player, step: 'move' },
    morale: { demoralised: [], generalLost: {}, defeated: [] },
    result: null,
  };
}
