/**
 * Deployment (A:3-5): the dice-off, the 5 and 6 doubled edges, the base-edge die, the camps,
 * and each side's troops within 600p of its base edge; then the high scorer's first bound.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { DbaViolation } from './violations.js';
import { rollD6, type RngState } from '../../random/rng.js';
import { newElement, type DbxCamp, type DbxElement } from '../dbx/elements.js';
import { polygonOf, type Base, type Point } from '../../plane/base.js';
import { basesOverlap, baseOnTable, round3 } from '../dbx/bases.js';
import type { DbaTroopType } from './data/troop-types.js';
import { adjacent, edgeFrame, fromEdge, isEdgeNo, opposite, type EdgeFrame } from './edges.js';
import type { Placement } from './scenario.js';
import type { DbaEvent, DbaState, EdgeNo } from './state.js';
import { distanceFromShore, seaDepthAt } from './sea-edge.js';
import { onImpassable } from './terrain.js';
import { fieldElements, garrisonElement } from './garrison.js';
import { dc, protocol, refuse } from './world.js';
import { startBound } from './sequence.js';

type Result = E.Either<DbaViolation, { state: DbaState; events: DbaEvent[] }>;

/**
 * Both sides dice; ties are thrown again (DBM's rule, the sheet being silent).
 * @rule dba deployment
 */
export function diceOff(rng: RngState, players: readonly [string, string]): { rng: RngState; dice: Record<string, number[]>; high: string; low: string } {
  const dice: Record<string, number[]> = { [players[0]]: [], [players[1]]: [] };
  let r = rng;
  for (let i = 0; i < 100; i++) {
    const a = rollD6(r);
    const b = rollD6(a.rng);
    r = b.rng;
    dice[players[0]]!.push(a.value);
    dice[players[1]]!.push(b.value);
    if (a.value !== b.value) {
      const high = a.value > b.value ? players[0] : players[1];
      return { rng: r, dice, high, low: high === players[0] ? players[1] : players[0] };
    }
  }
  return { rng: r, dice, high: players[0], low: players[1] };
}

/**
 * The edge a base-edge die gives: 1-4 that edge, 5 and 6 the two adjacent edges the high scorer
 * chose, so those two edges come up twice as often.
 * @rule dba deployment
 */
export function edgeForDie(die: number, fiveSix: readonly [EdgeNo, EdgeNo]): EdgeNo {
  if (die === 5) return fiveSix[0];
  if (die === 6) return fiveSix[1];
  return die as EdgeNo;
}

/**
 * The high scorer allocates 5 and 6 to two adjacent edges, then dices for his base edge; the low
 * scorer's is the opposite edge.
 * @rule dba deployment
 */
export function allocateEdges(state: DbaState, player: string, edges: readonly [number, number]): Result {
  if (state.phase.tag !== 'allocate-edges' || state.phase.player !== player) return E.left(protocol('wrong-phase', `It is not ${player}'s turn to allocate edges 5 and 6.`));
  const [a, b] = edges;
  if (!isEdgeNo(a) || !isEdgeNo(b)) return E.left(refuse('bad-edge', `Edges are numbered 1 to 4, got ${a} and ${b}.`, 'deployment', 'A:5'));
  if (!adjacent(a, b)) return E.left(refuse('edges-not-adjacent', `Edges ${a} and ${b} are not adjacent; 5 and 6 go to two adjacent edges.`, 'deployment', 'A:5'));
  const d = rollD6(state.rng);
  const highEdge = edgeForDie(d.value, [a, b]);
  const baseEdge: Record<string, EdgeNo> = { [state.deployment.high]: highEdge, [state.deployment.low]: opposite(highEdge) };
  const next: DbaState = {
    ...state,
    rng: d.rng,
    deployment: { ...state.deployment, fiveSix: [a, b], baseDie: d.value, baseEdge },
    phase: { tag: 'place-camp', player: state.deployment.high },
  };
  return E.right({
    state: next,
    events: [
      { type: 'edges-allocated', player, fiveSix: [a, b], citations: [dc('deployment', 'A:5: the high scorer numbers two adjacent edges 5 and 6')] },
      { type: 'base-edge-diced', die: d.value, baseEdge, citations: [dc('deployment', 'A:5: the high scorer dices for his base edge; the low scorer takes the opposite')] },
    ],
  });
}

function frameOf(state: DbaState, player: string): EdgeFrame {
  const edge = state.deployment.baseEdge?.[player] ?? 1;
  return edgeFrame(edge, state.table.width, state.table.height);
}

/**
 * The base of a camp placed `along` its owner's base edge: its rear on the edge, or on the shore
 * line where the base edge is a sea edge (A:5).
 * @rule dba deployment
 */
export function campBase(state: DbaState, player: string, along: number): Base {
  const f = frameOf(state, player);
  const { width, depth } = state.tables.campSize;
  const p = fromEdge(f, along, seaDepthAt(state.terrain, f, along) + depth);
  return { x: round3(p.x), y: round3(p.y), heading: f.heading, width, depth };
}

/**
 * Places a camp: the high scorer's first, then the low scorer's (A:5). It must stand on the
 * table, on the base edge, clear of impassable ground and the other camp.
 * @rule dba deployment
 */
export function placeCamp(state: DbaState, player: string, along: number): Result {
  if (state.phase.tag !== 'place-camp' || state.phase.player !== player) return E.left(protocol('wrong-phase', `It is not ${player}'s turn to place a camp.`));
  const base = campBase(state, player, along);
  if (!Number.isFinite(along) || !baseOnTable(base, state.table.width, state.table.height)) return E.left(refuse('camp-off-table', `A camp at ${along} along the base edge would not be on the table.`, 'deployment', 'A:5'));
  if (onImpassable(state.terrain, base)) return E.left(refuse('camp-on-impassable', 'A camp cannot stand on impassable ground.', 'deployment', 'A:5'));
  for (const c of Object.values(state.camps)) if (basesOverlap(c, base)) return E.left(refuse('camp-overlap', 'The camps would overlap.', 'deployment', 'A:5'));
  const garrison = garrisonElement(state.plans[player]!, player, base);
  const gid = garrison.id;
  const camp: DbxCamp = { side: player, ...base, garrison: gid, occupiedBy: null };
  const nextPhase = player === state.deployment.high ? { tag: 'place-camp' as const, player: state.deployment.low } : { tag: 'deploy' as const, player: state.deployment.high };
  return E.right({
    state: { ...state, camps: { ...state.camps, [player]: camp }, elements: { ...state.elements, [gid]: garrison }, phase: nextPhase },
    events: [{ type: 'camp-placed', player, camp, citations: [dc('deployment', 'A:5: the high scorer places his camp, then the low scorer')] }],
  });
}

/** Turns a placement into a base on the table. */
export function placementBase(state: DbaState, player: string, type: DbaTroopType, p: Placement): Base {
  const f = frameOf(state, player);
  const pt = fromEdge(f, p.along, p.from);
  return { x: round3(pt.x), y: round3(pt.y), heading: (f.heading + (p.facing ?? 0) + 360) % 360, width: state.tables.baseWidth, depth: state.tables.baseDepth[type] };
}

/** Points per edge where {@link deploymentArea} samples a sea edge's shore line. */
const AREA_SAMPLES = 24;

/**
 * Where `player` may deploy: the band `deployDepth` deep in from its base edge, or from the shore
 * line where that edge is a sea edge (A:5), as a polygon (the shore sampled along the edge).
 * `null` before the dice have chosen the base edges.
 * @rule dba deployment
 */
export function deploymentArea(state: DbaState, player: string): Point[] | null {
  if (state.deployment.baseEdge?.[player] === undefined) return null;
  const f = frameOf(state, player);
  const band = state.tables.deployDepth;
  const near: Point[] = [];
  const far: Point[] = [];
  for (let i = 0; i <= AREA_SAMPLES; i++) {
    const along = (f.length * i) / AREA_SAMPLES;
    const shore = seaDepthAt(state.terrain, f, along);
    near.push(fromEdge(f, along, shore));
    far.push(fromEdge(f, along, shore + band));
  }
  return [...near, ...far.reverse()];
}

/** Why a placement is illegal, or `null`. The band is measured from the shore line of a sea edge (A:5). */
function placementProblem(state: DbaState, player: string, base: Base, placed: ReadonlyArray<Base>): string | null {
  const f = frameOf(state, player);
  if (!baseOnTable(base, state.table.width, state.table.height)) return 'not on the table';
  const band = state.tables.deployDepth;
  for (const c of polygonOf(base)) {
    const d = distanceFromShore(state.terrain, f, c);
    if (d < -0.5 || d > band + 0.5) return `not within ${band}p of the base edge (or its shore line)`;
  }
  if (onImpassable(state.terrain, base)) return 'on impassable ground';
  for (const o of Object.values(state.elements)) if (o.status === 'active' && basesOverlap(o, base)) return `overlapping ${o.id}`;
  for (const o of placed) if (basesOverlap(o, base)) return 'overlapping another element being deployed';
  return null;
}

/** Generates a legal line deployment: rows across the middle of the band, skipping blocked spots. */
function lineDeployment(state: DbaState, player: string): Record<string, Placement> | null {
  const plan = state.plans[player]!;
  const ids = fieldElements(plan);
  const f = frameOf(state, player);
  const out: Record<string, Placement> = {};
  const placed: Base[] = [];
  const w = state.tables.baseWidth;
  const spots: Array<{ along: number; from: number }> = [];
  const centreAlong = f.length / 2;
  for (const from of [state.tables.deployDepth - 100, state.tables.deployDepth - 300, state.tables.deployDepth - 450]) {
    for (let k = 0; k < 2 * Math.floor(f.length / w); k++) {
      const off = (k % 2 === 0 ? 1 : -1) * Math.ceil(k / 2) * w;
      const along = centreAlong - w / 2 + off + w / 2;
      if (along - w / 2 >= 0 && along + w / 2 <= f.length) spots.push({ along, from: from + seaDepthAt(state.terrain, f, along) });
    }
  }
  let si = 0;
  for (const id of ids) {
    const type = plan.elements[id]!.type;
    let ok = false;
    while (si < spots.length) {
      const s = spots[si++]!;
      const base = placementBase(state, player, type, s);
      if (placementProblem(state, player, base, placed) === null) {
        out[id] = s;
        placed.push(base);
        ok = true;
        break;
      }
    }
    if (!ok) return null;
  }
  return out;
}

/**
 * Deploys all of a side's troops within 600p of its base edge: high scorer first, then the low
 * scorer; then the high scorer takes the first bound (A:5).
 * @rule dba deployment
 */
export function deploy(state: DbaState, player: string, mode: 'scenario' | 'line' | 'custom', custom: Readonly<Record<string, Placement>> | undefined): Result {
  // the automatic modes depend on the state alone: legalCommands tries them and apply then
  // plays one, so each is worked out once per state
  // (keyed only by the deploying player, so a stream of commands naming other players cannot
  // grow the memo: each state holds at most its two automatic answers)
  if (custom !== undefined || mode === 'custom' || state.phase.tag !== 'deploy' || state.phase.player !== player) return deployInner(state, player, mode, custom);
  let m = deployMemo.get(state);
  if (m === undefined) {
    m = new Map();
    deployMemo.set(state, m);
  }
  const key = `${player}|${mode}`;
  let r = m.get(key);
  if (r === undefined) {
    r = deployInner(state, player, mode, undefined);
    m.set(key, r);
  }
  return r;
}

const deployMemo = new WeakMap<DbaState, Map<string, Result>>();

function deployInner(state: DbaState, player: string, mode: 'scenario' | 'line' | 'custom', custom: Readonly<Record<string, Placement>> | undefined): Result {
  if (state.phase.tag !== 'deploy' || state.phase.player !== player) return E.left(protocol('wrong-phase', `It is not ${player}'s turn to deploy.`));
  const plan = state.plans[player]!;
  let placements: Record<string, Placement> | null;
  if (mode === 'scenario') {
    placements = {};
    for (const id of fieldElements(plan)) {
      const spec = plan.elements[id]!;
      if (spec.deploy === null) return E.left(refuse('missing-placement', `Element ${id} has no placement in the scenario; deploy in a line or give placements.`, 'deployment', 'A:5: all troops are deployed'));
      placements[id] = spec.deploy;
    }
  }
  else if (mode === 'line') placements = lineDeployment(state, player);
  else placements = custom === undefined ? null : { ...custom };
  if (placements === null) return E.left(refuse('no-deployment', mode === 'custom' ? 'A custom deployment needs placements.' : 'No legal line deployment was found.', 'deployment', 'A:5'));
  const ids = fieldElements(plan);
  for (const id of Object.keys(placements)) {
    if (!ids.includes(id)) return E.left(protocol('unknown-element', plan.elements[id] !== undefined ? `Element ${id} garrisons the camp and does not deploy.` : `Element ${id} is not in ${player}'s army.`));
  }
  const placed: Base[] = [];
  const elements: Record<string, DbxElement> = {};
  for (const id of ids) {
    const p = placements[id];
    const spec = plan.elements[id]!;
    if (p === undefined) return E.left(refuse('missing-placement', `Element ${id} has no placement.`, 'deployment', 'A:5: all troops are deployed'));
    const type = spec.type;
    const base = placementBase(state, player, type, p);
    const problem = placementProblem(state, player, base, placed);
    if (problem !== null) return E.left(refuse('bad-placement', `Element ${id} would be ${problem}.`, 'deployment', 'A:5: within 600p of the base edge'));
    placed.push(base);
    elements[id] = newElement({ id, side: player, type, command: player, general: spec.general, camp: false, grade: null, irregular: false, status: 'active', lostHow: null, ...base });
  }
  const next: DbaState = { ...state, elements: { ...state.elements, ...elements } };
  const ev: DbaEvent = { type: 'deployed', player, elements: ids, citations: [dc('deployment', 'A:5: all troops within 600p of the base edge')] };
  if (player === state.deployment.high) return E.right({ state: { ...next, phase: { tag: 'deploy', player: state.deployment.low } }, events: [ev] });
  const started = startBound(next, state.deployment.high, 1);
  return E.right({ state: started.state, events: [ev, ...started.events] });
}
