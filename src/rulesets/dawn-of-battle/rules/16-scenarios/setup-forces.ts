/**
 * The forces a scenario puts on the table (§16.1–16.2, §7.8): the map's terrain, the units on
 * the map and in reserve, the leaders and the reinforcement groups, each checked against the
 * data files. A pure function of the scenario and the data, so a prepared scenario (see
 * `prepared-scenario.ts`) computes it once for all its games.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cite } from '../../../../core/citation.js';
import type { SetupError } from '../../../../core/errors.js';
import { setupError } from '../../../../core/errors.js';
import type { DataSet } from '../../data/formats.js';
import { TERRAIN, type TERRAIN_TYPES } from '../../data/terrain.js';
import { axialToOffset, hexKey, parseHexKey, type Dir } from '../../model/geometry.js';
import type { Scenario } from '../../model/scenario.js';
import type { LeaderState, ReinforcementGroup, UnitState } from '../../model/state.js';
import { applyDismounting, checkImpetuousUnits, dummyLeaders } from '../15-optional/setup-options.js';
import type { Supplementary } from '../../model/supplementary.js';

/** A setup refusal citing `section` of the rules. */
export function fail(code: string, message: string, section: string): E.Either<SetupError, never> {
  return E.left(setupError(code, message, cite('dawn-of-battle', section)));
}

/** What {@link placeForces} returns: the scenario after dismounting (§15.10) and its pieces. */
export interface Forces {
  readonly sc: Scenario;
  readonly lastTurn: number;
  readonly terrain: Record<string, (typeof TERRAIN_TYPES)[number]>;
  readonly units: Record<string, UnitState>;
  readonly leaders: Record<string, LeaderState>;
  readonly groups: Record<string, ReinforcementGroup>;
}

/**
 * Checks the scenario against the data and builds its pieces: dismounting (§15.10), the turn
 * count (§4.0), terrain (§16.1), units, stacking and leaders (§16.2, §7.9, §3.3.4, §2.4.3),
 * reinforcement groups (§7.8), dummy leaders and impetuous units (supplementary rules).
 * @rule dawn-of-battle 16.1
 * @rule dawn-of-battle 16.2
 * @rule dawn-of-battle 7.8
 * @rule dawn-of-battle 7.9
 */
export function placeForces(scenario: Scenario, supplementary: Supplementary, data: DataSet): E.Either<SetupError, Forces> {
  const dismounted = applyDismounting(scenario, supplementary, data.counters);
  if (E.isLeft(dismounted)) return dismounted;
  const sc = dismounted.right;
  const lastTurn = sc.turns ?? data.turnTrack.boxes.length;
  if (lastTurn > data.turnTrack.boxes.length) return fail('bad-turns', `The scenario asks for ${lastTurn} turns; the turn track has ${data.turnTrack.boxes.length} boxes.`, '4.0');
  const terrain: Record<string, (typeof TERRAIN_TYPES)[number]> = {};
  for (const [k, t] of Object.entries(sc.map.terrain ?? {})) {
    const h = parseHexKey(k);
    if (h === null) return fail('bad-hex', `map.terrain.${k}: expected a hex key "q,r"`, '16.1');
    const o = axialToOffset(h);
    if (o.col < 0 || o.col >= sc.map.width || o.row < 0 || o.row >= sc.map.height) return fail('off-map', `map.terrain.${k}: the hex is off the ${sc.map.width}×${sc.map.height} map`, '16.1');
    if (t !== 'clear') terrain[hexKey(h)] = t;
  }
  const onMap = (h: { q: number; r: number }): boolean => {
    const o = axialToOffset(h);
    return o.col >= 0 && o.col < sc.map.width && o.row >= 0 && o.row < sc.map.height;
  };
  const ids = new Set<string>();
  const units: Record<string, UnitState> = {};
  const leaders: Record<string, LeaderState> = {};
  const occupied = new Map<string, string[]>();
  const groups: Record<string, ReinforcementGroup> = {};
  for (const side of ['A', 'B'] as const) {
    const sd = sc.sides[side];
    for (let i = 0; i < sd.units.length; i++) {
      const u = sd.units[i]!;
      const path = `sides.${side}.units[${i}]`;
      if (ids.has(u.id)) return fail('duplicate-id', `${path}.id: "${u.id}" is used twice`, '16.2');
      ids.add(u.id);
      const c = data.counters.counters[u.counter];
      if (c === undefined) return fail('unknown-counter', `${path}.counter: no counter "${u.counter}" in the counters file`, '16.2');
      if (c.strengthRule === 'scenario' && u.strength === undefined) return fail('missing-strength', `${path}.strength: ${u.counter} needs its strength X from the scenario`, '3.3.4');
      if (!onMap(u.hex)) return fail('off-map', `${path}.hex: ${hexKey(u.hex)} is off the map`, '16.2');
      if (TERRAIN[terrain[hexKey(u.hex)] ?? 'clear'].cost === null) return fail('impassable', `${path}.hex: a unit cannot stand in a river hex`, '2.4.3');
      const list = occupied.get(hexKey(u.hex)) ?? [];
      list.push(u.counter);
      occupied.set(hexKey(u.hex), list);
      const cannons = list.filter((x) => data.counters.counters[x]?.type === 'AY').length;
      const stackOk = list.length === 1 || (list.length === 2 && cannons >= 1 && list.every((x) => data.counters.counters[x]?.type === 'AY' || data.counters.counters[x]?.front.size === 'L'));
      if (!stackOk) return fail('stacking', `${path}.hex: ${hexKey(u.hex)} already holds a combat unit`, '7.9');
      units[u.id] = {
        id: u.id, side, counter: u.counter, where: 'map', hex: { q: u.hex.q, r: u.hex.r }, facing: u.facing as Dir,
        status: u.status ?? 'good', marker: 'none', charge: false, strength: u.strength ?? null, rapidFire: u.rapidFire ?? 0,
        reinforcement: null, continuanceUsed: false,
      };
    }
    const reinforcingLeaders = new Map<string, string>();
    for (const [gi, g] of (sd.reinforcements ?? []).entries()) {
      if (ids.has(g.id) || groups[g.id] !== undefined) return fail('duplicate-id', `sides.${side}.reinforcements[${gi}].id: "${g.id}" is used twice`, '7.8');
      groups[g.id] = { side, turn: g.turn, entryHexes: g.entryHexes.map((h) => ({ q: h.q, r: h.r })), leaders: [...g.leaders] };
      for (const [j, h] of g.entryHexes.entries()) if (!onMap(h)) return fail('off-map', `sides.${side}.reinforcements[${gi}].entryHexes[${j}]: off the map`, '7.8');
      for (const [j, u] of g.units.entries()) {
        const path = `sides.${side}.reinforcements[${gi}].units[${j}]`;
        if (ids.has(u.id)) return fail('duplicate-id', `${path}.id: "${u.id}" is used twice`, '16.2');
        ids.add(u.id);
        const c = data.counters.counters[u.counter];
        if (c === undefined) return fail('unknown-counter', `${path}.counter: no counter "${u.counter}"`, '16.2');
        if (c.strengthRule === 'scenario' && u.strength === undefined) return fail('missing-strength', `${path}.strength: ${u.counter} needs its strength X`, '3.3.4');
        units[u.id] = {
          id: u.id, side, counter: u.counter, where: 'reserve', hex: null, facing: 0, status: 'good', marker: 'none', charge: false,
          strength: u.strength ?? null, rapidFire: 0, reinforcement: g.id, continuanceUsed: false,
        };
      }
      for (const l of g.leaders) reinforcingLeaders.set(l, g.id);
    }
    for (let i = 0; i < sd.leaders.length; i++) {
      const l = sd.leaders[i]!;
      if (ids.has(l.id)) return fail('duplicate-id', `sides.${side}.leaders[${i}].id: "${l.id}" is used twice`, '16.2');
      ids.add(l.id);
      const g = reinforcingLeaders.get(l.id) ?? null;
      leaders[l.id] = {
        id: l.id, side, name: l.name ?? l.id, command: l.command, range: l.range, combat: l.combat,
        where: g === null ? 'aside' : 'reserve', hex: null, returnTurn: null, revealed: false, canForm: true, moved: 0, reinforcement: g,
      };
    }
    for (const l of reinforcingLeaders.keys()) {
      if (leaders[l] === undefined || leaders[l].side !== side) return fail('unknown-leader', `sides.${side}.reinforcements: leader "${l}" is not one of ${side}'s leaders`, '7.8');
    }
  }
  const dummies = dummyLeaders(supplementary, leaders);
  if (E.isLeft(dummies)) return dummies;
  Object.assign(leaders, dummies.right);
  const impetuous = checkImpetuousUnits(supplementary, units);
  if (E.isLeft(impetuous)) return impetuous;
  return E.right({ sc, lastTurn, terrain, units, leaders, groups });
}
