/**
 * A position: a DBA scenario whose elements already stand on the table, with the bound and the
 * step of the bound to start in, so a mid-game situation (a puzzle, a test, a worked example, a
 * game carried over from the table) is written as data and decoded like any scenario. Each
 * element gives `at` (the midpoint of its front edge in paces, and its heading in degrees
 * counter-clockwise from +x); base sizes come from the game's tables; camps, where an army gives
 * one, stand on its base edge as in deployment.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { setupError, type SetupError } from '../../core/errors.js';
import { baseOnTable, basesOverlap } from '../dbx/bases.js';
import { frontPairs } from '../dbx/contact.js';
import { newElement, type DbxCamp, type DbxElement } from '../dbx/elements.js';
import type { DbaPosition } from './position-codec.js';
import { campBase } from './deployment.js';
import { garrisonElement } from './garrison.js';
import type { DbaScenario } from './scenario.js';
import { startBound } from './sequence.js';
import type { DbaState, EdgeNo } from './state.js';
import { onImpassable } from './terrain.js';
import { active, enemyOf } from './world.js';

const scenarioError = (code: string, message: string): SetupError => setupError(code, message, { ruleset: 'strategos', section: 'scenario' });

/**
 * The state of a position: `base` is the freshly set-up game (tables, options, plans), placed as
 * the scenario says. Refusals name the path of the value at fault.
 * @rule dba sequence-of-play
 */
export function setupPosition(base: DbaState, scenario: DbaScenario, position: DbaPosition): E.Either<SetupError, DbaState> {
  const [p0, p1] = base.players;
  if (position.player !== p0 && position.player !== p1) return E.left(scenarioError('bad-position', `position.player: ${JSON.stringify(position.player)} is not an army of the scenario (${p0}, ${p1}).`));
  if (!(Number.isInteger(position.bound) && position.bound >= 1 && position.bound <= 10000)) return E.left(scenarioError('bad-position', 'position.bound: expected a whole number from 1.'));
  if (position.pips !== undefined && position.phase !== 'move') return E.left(scenarioError('bad-position', 'position.pips: PIPs belong to the move step only.'));
  if (position.pips !== undefined && !(Number.isInteger(position.pips) && position.pips >= 0 && position.pips <= 100)) return E.left(scenarioError('bad-position', 'position.pips: expected a whole number of PIPs from 0.'));
  for (const k of Object.keys(position.baseEdges ?? {})) if (k !== p0 && k !== p1) return E.left(scenarioError('bad-position', `position.baseEdges.${k}: not an army of the scenario.`));
  const baseEdge: Record<string, EdgeNo> = { [p0]: position.baseEdges?.[p0] ?? 1, [p1]: position.baseEdges?.[p1] ?? 3 };
  if (baseEdge[p0] === baseEdge[p1]) return E.left(scenarioError('bad-position', 'position.baseEdges: the armies need different base edges.'));
  // bound 1 is the high scorer's: the mover of an odd bound is the high scorer
  const high = position.bound % 2 === 1 ? position.player : enemyOf(base, position.player);
  let state: DbaState = { ...base, deployment: { ...base.deployment, high, low: enemyOf(base, high), baseEdge }, bound: position.bound };
  const elements: Record<string, DbxElement> = {};
  const camps: Record<string, DbxCamp> = {};
  const placed: Array<{ path: string; e: DbxElement | DbxCamp }> = [];
  for (const [ai, army] of scenario.armies.entries()) {
    const plan = base.plans[army.id]!;
    if (army.camp !== undefined) {
      const b = campBase(state, army.id, army.camp.along);
      if (!baseOnTable(b, base.table.width, base.table.height)) return E.left(scenarioError('bad-position', `armies[${ai}].camp.along: the camp would not be on the table.`));
      const g = garrisonElement(plan, army.id, b);
      elements[g.id] = g;
      const camp: DbxCamp = { side: army.id, ...b, garrison: g.id, occupiedBy: null };
      camps[army.id] = camp;
      placed.push({ path: `armies[${ai}].camp`, e: camp });
    }
    for (const [ei, el] of army.elements.entries()) {
      const path = `armies[${ai}].elements[${ei}]`;
      if (el.id === army.camp?.garrison) {
        if (el.at !== undefined) return E.left(scenarioError('bad-position', `${path}.at: ${el.id} garrisons the camp and stands in it.`));
        continue;
      }
      if (el.at === undefined) return E.left(scenarioError('bad-position', `${path}.at: missing (every element of a position stands on the table).`));
      if (el.deploy !== undefined) return E.left(scenarioError('bad-position', `${path}.deploy: a position places elements with at, not deploy.`));
      const { x, y, heading } = el.at;
      if (![x, y, heading].every(Number.isFinite)) return E.left(scenarioError('bad-position', `${path}.at: numbers must be finite.`));
      const e = newElement({
        id: el.id,
        side: army.id,
        type: el.type,
        command: army.id,
        general: el.general === true,
        camp: false,
        grade: null,
        irregular: false,
        status: 'active',
        lostHow: null,
        x,
        y,
        heading: ((heading % 360) + 360) % 360,
        width: base.tables.baseWidth,
        depth: base.tables.baseDepth[el.type],
      });
      if (!baseOnTable(e, base.table.width, base.table.height)) return E.left(scenarioError('bad-position', `${path}.at: ${el.id} is not wholly on the ${base.table.width}x${base.table.height}p table.`));
      if (onImpassable(base.terrain, e)) return E.left(scenarioError('bad-position', `${path}.at: ${el.id} stands on impassable ground.`));
      elements[el.id] = e;
      placed.push({ path: `${path}.at`, e });
    }
  }
  for (let i = 0; i < placed.length; i++) {
    for (let j = 0; j < i; j++) {
      const a = placed[i]!;
      const b = placed[j]!;
      if (basesOverlap(a.e, b.e)) return E.left(scenarioError('bad-position', `${a.path}: overlaps ${b.path}.`));
    }
  }
  state = { ...state, elements, camps };
  if (position.phase === 'move') {
    const s = startBound(state, position.player, position.bound).state;
    if (position.pips === undefined || s.phase.tag !== 'move') return E.right(s);
    return E.right({ ...s, phase: { ...s.phase, pips: position.pips } });
  }
  state = { ...state, record: { moves: {}, shot: [], shotAt: {}, contacted: {}, fought: [] } };
  if (position.phase === 'shoot') return E.right({ ...state, phase: { tag: 'shoot', player: position.player } });
  const pairs = frontPairs(active(state));
  if (pairs.length === 0) return E.left(scenarioError('bad-position', 'position.phase: no elements are in front-edge contact, so there is no close combat to start in.'));
  return E.right({ ...state, phase: { tag: 'combat', player: position.player, pairs } });
}
