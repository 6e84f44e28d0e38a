/**
 * The codec of a whole Dawn of Battle state (the contract's `stateCodec`): a saved game read
 * from an untrusted file is decoded, never trusted. Every record is closed (an unknown key is
 * refused, naming it), the format version must be this library's, and the data identity must
 * hold: a state that says it was set up with the shipped defaults is refused when this
 * library's defaults hash differently, and a state with its own data files when they do not
 * match their hash. It checks the shape, not the rules (a decoded state is one `apply` can run
 * on without crashing, not necessarily one a game could reach).
 * @module
 */
import * as t from 'io-ts';
import { stateHash } from '../../core/hash.js';
import { dataIdentityCodec, stateVersionCodec } from '../../core/state-header.js';
import { commandCodec } from './model/commands.js';
import { checked, closed, oneOf } from './data/codec-helpers.js';
import { clashFileCodec, countersFileCodec, deckFileCodec, turnTrackFileCodec } from './data/formats.js';
import { defaultDataIdentity, DEFAULTS_ID } from './data/identity.js';
import { TERRAIN_TYPES } from './data/terrain.js';
import { eventsFileCodec } from './data/deck-events.js';
import { EVENT_DURATIONS, eventEffectCodec } from './data/event-effects.js';
import type { DobState } from './model/state.js';

/** The format version of the states this library writes and reads. */
export const DOB_STATE_VERSION = 1;

type Props = t.Props;
const rec = (props: Props, name?: string): t.Mixed => closed(t.type(props, name));
const recOpt = (props: Props, optional: Props, name?: string): t.Mixed => closed(t.intersection([t.type(props), t.partial(optional)], name));
const nullable = (c: t.Mixed): t.Mixed => t.union([c, t.null]);

const side = oneOf(['A', 'B'] as const, '"A" | "B"');
const int = t.Int;
const num = t.number;
const str = t.string;
const bool = t.boolean;
const hex = rec({ q: int, r: int }, 'hex');
const facing = t.union([t.literal(0), t.literal(1), t.literal(2), t.literal(3), t.literal(4), t.literal(5)], 'direction 0..5');
/**
 * A union tagged by `key`: the member whose tag the value carries decodes it, so a fault is
 * reported once at its path instead of once per member (io-ts's `t.union` tries them all).
 */
function tagged(key: string, members: Readonly<Record<string, t.Mixed>>, name: string): t.Mixed {
  const tags = Object.keys(members);
  const pick = (u: unknown): t.Mixed | undefined => {
    if (u === null || typeof u !== 'object') return undefined;
    const v = (u as Record<string, unknown>)[key];
    return typeof v === 'string' && Object.prototype.hasOwnProperty.call(members, v) ? members[v] : undefined;
  };
  return new t.Type<unknown, unknown, unknown>(
    name,
    (u): u is unknown => pick(u)?.is(u) === true,
    (u, c) => {
      const m = pick(u);
      if (m !== undefined) return m.validate(u, c);
      if (u === null || typeof u !== 'object') return t.failure(u, c, `${name} (an object)`);
      const v = (u as Record<string, unknown>)[key];
      return t.failure(v, [...c, { key, type: t.string, actual: v }], `${name} ${key}: one of ${tags.join(', ')}`);
    },
    t.identity,
  );
}

const bySide = (c: t.Mixed): t.Mixed => rec({ A: c, B: c });
const citation = recOpt({ ruleset: str, section: str }, { note: str }, 'citation');

const rng = tagged('algorithm', {
  alea: rec({ algorithm: t.literal('alea'), seed: str, c: num, s0: num, s1: num, s2: num }),
  scripted: rec({ algorithm: t.literal('scripted'), values: t.array(num), next: int, fault: nullable(str) }),
}, 'generator state');

const deck = rec({ drawPile: t.array(str), discardPile: t.array(str) }, 'deck');

const playerState = rec({
  deck, hand: t.array(str), chitPool: int, unspent: int, banked: t.array(rec({ turn: int, count: int })), panicLevel: num, losses: num,
  fatigue: num, panics: int, killedLeaderPoints: num, campLost: bool, scenarioVp: num, passed: bool, entered: t.array(str),
}, 'player');

const unitState = rec({
  id: str, side, counter: str, where: oneOf(['map', 'reserve', 'eliminated'] as const), hex: nullable(hex), facing,
  status: oneOf(['good', 'disrupted'] as const), marker: oneOf(['none', 'active', 'done'] as const), charge: bool,
  strength: nullable(num), rapidFire: int, reinforcement: nullable(str), continuanceUsed: bool,
}, 'unit');

const leaderState = rec({
  id: str, side, name: str, command: num, range: num, combat: num, where: oneOf(['aside', 'map', 'track', 'killed', 'reserve'] as const),
  hex: nullable(hex), returnTurn: nullable(int), revealed: bool, canForm: bool, moved: int, reinforcement: nullable(str),
}, 'leader');

const activation = rec({
  kind: oneOf(['formation', 'unit', 'reinforcement'] as const), group: nullable(str), entries: t.record(str, int), leader: nullable(str),
  action: oneOf(['move', 'fire', 'moveAndFire', 'fireAndMove'] as const), remaining: t.array(str),
  current: nullable(rec({ unit: str, stage: oneOf(['move', 'fire'] as const), plan: t.array(int) })),
}, 'activation');

const fireCommand = recOpt({ type: t.literal('fire'), player: side, lead: str, supporters: t.array(str), target: str }, { plan: t.array(int) });
const dieResumes = {
  fire: rec({ kind: t.literal('fire'), command: fireCommand, attackMod: nullable(num) }),
  rally: rec({ kind: t.literal('rally'), side, units: t.array(str), formation: bool, bought: bool }),
  casualty: rec({ kind: t.literal('casualty'), checks: t.array(rec({ leader: str, overrun: bool })) }),
  randomEvent: rec({ kind: t.literal('randomEvent'), cards: rec({ A: str, B: str }), next: int, extraTurn: int }),
  handicap: rec({ kind: t.literal('handicap'), how: closed(t.partial({ suddenDeathWinner: side, reason: str })), draws: closed(t.partial({ A: bool, B: bool })) }),
};
const dieResume = tagged('kind', dieResumes, 'die resume');

const meleeStep = oneOf(['withdraw', 'fire', 'panicFire', 'pressAttack', 'exertAttacker', 'exertDefender', 'events', 'advance', 'continue'] as const, 'melee step');
const role = oneOf(['attacker', 'defender'] as const);
const meleeInProgress = recOpt({
  attacker: str, side, defender: str, queue: t.array(str), double: bool, continuance: bool, step: meleeStep, capture: bool,
  exertion: rec({ attacker: int, defender: int }), played: t.array(rec({ by: role, card: str })), eventTurn: role, eventPasses: int,
  held: t.array(oneOf(['n', 'd', 'D', 'E'] as const)), vacated: t.array(hex), leaderCheck: nullable(hex), defenders: t.array(str), offMap: nullable(hex),
}, { loneLeader: t.literal(true) }, 'melee in progress');

const dieDrawn = rec({ side, purpose: str, card: str, die: num }, 'die drawn');
const windowBefore = oneOf(['ranged', 'rally', 'melee', 'casualty', 'randomEvent', 'initiative', 'redo'] as const);
const windowResume = tagged('kind', {
  ...dieResumes,
  initiative: rec({ kind: t.literal('initiative'), drawer: side, results: rec({ A: nullable(int), B: nullable(int) }), ties: int }),
  melee: rec({ kind: t.literal('melee'), data: t.UnknownRecord }),
  redo: rec({ kind: t.literal('redo') }),
}, 'window resume');

/** The codec of a phase; `returnTo` and the re-do window's `base` make it recursive. */
const phase: t.Mixed = t.recursion('phase', () =>
  tagged('kind', {
    initiative: rec({ kind: t.literal('initiative'), drawer: side, toAct: side, mod: int, declines: int, spent: int, results: rec({ A: nullable(int), B: nullable(int) }), ties: int }),
    initiativeBid: rec({ kind: t.literal('initiativeBid'), leader: side, toAct: side }),
    dieMod: rec({ kind: t.literal('dieMod'), drawer: side, toAct: side, mod: int, declines: int, spent: int, resume: dieResume, returnTo: phase }),
    placeLeaders: rec({ kind: t.literal('placeLeaders'), toAct: side }),
    panicBid: rec({ kind: t.literal('panicBid'), toAct: side, high: nullable(rec({ seat: side, points: int })), chooser: nullable(side) }),
    deploy: rec({ kind: t.literal('deploy'), step: oneOf(['campB', 'unitsB', 'campA', 'adjustCampA', 'unitsA'] as const), toAct: side, campFrom: nullable(hex) }),
    action: rec({ kind: t.literal('action'), toAct: side, chooseFirst: bool, activation: nullable(activation) }),
    melee: recOpt(
      { kind: t.literal('melee'), toAct: side, passed: t.array(side), melee: nullable(meleeInProgress), offMapAttacks: t.array(str) },
      { impetuous: t.array(str), returnTo: phase },
    ),
    turnEnd: rec({ kind: t.literal('turnEnd'), toAct: side, done: t.array(side) }),
    eventWindow: recOpt(
      { kind: t.literal('eventWindow'), before: windowBefore, toAct: side, passes: int, resume: windowResume, returnTo: phase },
      { redo: rec({ base: stateShape, command: commandCodec, plan: t.array(int), draws: t.array(dieDrawn) }) },
    ),
    impetuous: recOpt(
      { kind: t.literal('impetuous'), step: oneOf(['restraint', 'move'] as const), toAct: side, checking: t.array(side), bids: rec({ A: nullable(int), B: nullable(int) }), lost: t.array(side), movers: t.array(str), engaged: t.array(str) },
      { fired: t.array(str), firing: str },
    ),
    over: rec({ kind: t.literal('over') }),
  }, 'phase'),
);

const dismount = t.array(recOpt({ unit: str }, { as: oneOf(['HA', 'MI'] as const) }));
const supplementary = recOpt({
  physicalDice: bool, reDos: bool, barbarian: t.array(side), impetuous: t.array(str), dismount: rec({ A: dismount, B: dismount }),
  takingHeads: bool, codeOfHonor: bool, dummyLeaders: bool,
}, { panicFire: t.literal(true) }, 'supplementary rules');

const options = rec({
  quickerPlay: bool, noDraws: bool, suddenDeathInclusive: bool, panicMayExitMap: bool,
  dieModWindows: oneOf(['initiative', 'all', 'none'] as const), supplementary, events: nullable(eventsFileCodec),
  freeDeployment: bool, tournamentBalancing: bool,
  melee: rec({
    disciplined: t.array(str), doubleAttack: bool, doubleAttackMinStrength: int, exMachinaTie: oneOf(['bothD', 'redraw'] as const), casualtyOnEveryResult: bool,
  }),
}, 'options');

const ext = recOpt({
  effects: t.array(rec({ by: side, card: str, title: str, effect: eventEffectCodec, duration: oneOf(EVENT_DURATIONS), turn: int, usedAt: nullable(int) })),
  elephantChecks: int, heads: rec({ A: num, B: num }), barbarianTurn: rec({ A: nullable(int), B: nullable(int) }), honorFrom: t.record(str, hex),
}, {
  // `redo` (the re-do bookkeeping) exists only inside `apply`: a saved state never has it.
  elephantQueue: t.array(str), restraintLost: rec({ A: nullable(int), B: nullable(int) }), leaderFought: t.record(str, int),
}, 'events and options state');

const result = rec({
  winner: nullable(side), level: oneOf(['draw', 'marginal', 'substantial', 'decisive'] as const), points: rec({ A: num, B: num }), reason: str,
  items: t.array(rec({ side, points: num, section: str, reason: str })), citations: t.array(citation),
}, 'game result');

const dataFiles = rec({ counters: countersFileCodec, deck: deckFileCodec, clash: clashFileCodec, turnTrack: turnTrackFileCodec }, 'data files');

/** The state's shape, without the data identity check (a re-do window's `base` is one too). */
function stateProps(): Props {
  return {
    ruleset: t.literal('dawn-of-battle'),
    version: stateVersionCodec('dawn-of-battle', DOB_STATE_VERSION),
    scenario: rec({ id: str, title: str }),
    data: dataIdentityCodec,
    dataFiles: nullable(dataFiles),
    map: rec({ width: int, height: int, terrain: t.record(str, oneOf(TERRAIN_TYPES)) }),
    options,
    reconstructed: bool,
    rng,
    turn: int,
    lastTurn: int,
    initiative: rec({ holder: nullable(side), box: int }),
    phase,
    players: bySide(playerState),
    units: t.record(str, unitState),
    leaders: t.record(str, leaderState),
    groups: t.record(str, rec({ side, turn: int, entryHexes: t.array(hex), leaders: t.array(str) })),
    result: nullable(result),
    ext,
    ply: int,
  };
}

// Recursive (a re-do window's `base` is a state), so `phase` above may refer to it: io-ts builds
// a recursive codec on first use.
const stateShape: t.Mixed = t.recursion('Dawn of Battle state', () => rec(stateProps(), 'Dawn of Battle state'));

/**
 * Where a decoded state's data identity fails, or `null`: `'defaults'` must carry this
 * library's defaults hash (and no data files), any other id data files of that hash.
 */
function identityProblem(s: DobState): { path: string[]; expected: string; got: unknown } | null {
  if (s.data.id === DEFAULTS_ID) {
    const ours = defaultDataIdentity().hash;
    if (s.data.hash !== ours) {
      return {
        path: ['data', 'hash'],
        expected: `the hash of this library's default data, ${ours} (the state was set up with default data of hash ${s.data.hash}, which this version of strategos does not ship)`,
        got: s.data.hash,
      };
    }
    if (s.dataFiles !== null) return { path: ['dataFiles'], expected: 'null (the state says it uses the shipped defaults)', got: s.dataFiles };
    return null;
  }
  if (s.dataFiles === null) return { path: ['dataFiles'], expected: `the data files of "${s.data.id}" (only the shipped defaults may be left out)`, got: null };
  const h = stateHash(s.dataFiles);
  if (h !== s.data.hash) return { path: ['data', 'hash'], expected: `the hash of the state's data files, ${h}`, got: s.data.hash };
  return null;
}

/**
 * Codec of a whole Dawn of Battle state: untrusted JSON in, a state `apply` can continue from
 * out, or every problem with its path (`decode` in core/decode.ts renders them).
 */
export const stateCodec: t.Type<DobState, DobState, unknown> = checked(stateShape as unknown as t.Type<DobState, DobState, unknown>, (s) => {
  // A re-do window's base state was set up with the same data: checking the top level is enough.
  const p = identityProblem(s);
  return p === null ? null : p;
});
