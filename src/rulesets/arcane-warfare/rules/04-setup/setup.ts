/**
 * Setup (§4) from a scenario: the board of the game size, the terrain and both armies as the
 * scenario places them, checked against the deployment limits (§4.3); then the first turn's reset
 * phase; with `options.weather`, the first weather roll (Appendix B). The terrain and scouting
 * rolls run before (`rollTerrain`, `scoutingRoll`): the scenario carries their result.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { decode } from '../../../../core/decode.js';
import { setupError, type SetupError } from '../../../../core/errors.js';
import type { SetupOptions } from '../../../../core/ruleset.js';
import { basesOverlap } from '../../../../plane/contact.js';
import { polygonOf } from '../../../../plane/base.js';
import { aleaFromSeed, type RngState } from '../../../../random/rng.js';
import { GAME_SIZE_TABLE, SIDE_CLEARANCE, STAND_DIAMETER } from '../../data/game-sizes.js';
import { arcaneDataIdentity } from '../../data/identity.js';
import { FRONTAGE, statsOf } from '../../data/units.js';
import { arcaneOptionsCodec, resolveReadings, type ArcaneOptions } from '../../model/options.js';
import { arcaneScenarioCodec, type ArcaneScenario } from '../../model/scenario.js';
import { ARCANE_STATE_VERSION, type ArcaneCommandCentre, type ArcaneState, type ArcaneUnit, type OffBoardGroup } from '../../model/state.js';
import { offBoardProblem } from '../12-off-board/arrivals.js';
import { baseOf, polygonOnFeature, statsOfUnit } from '../../query/geometry.js';
import { armyProblems } from '../02-army/army-cost.js';
import { dismountProblem } from '../06-movement/dismount.js';
import { startTurn } from '../05-sequence/turn.js';
import { initialWeather } from './weather.js';
import { sectorProblem } from './sectors.js';
import { ambushProblem, revealAmbushes } from './ambush.js';

const bad = (code: string, message: string, section: string): SetupError => setupError(code, message, { ruleset: 'arcane-warfare', section });

/**
 * Builds the first state of a game.
 * @rule arcane-warfare 1.1
 * @rule arcane-warfare 4.3
 */
export function setupArcane(scenario: ArcaneScenario, opts: SetupOptions<ArcaneOptions>): E.Either<SetupError, ArcaneState> {
  try {
    return setupInner(scenario, opts);
  } catch (err) {
    return E.left(bad('internal-error', `Internal error while setting up: ${err instanceof Error ? err.message : String(err)}`, 'setup'));
  }
}

function setupInner(input: ArcaneScenario, opts: SetupOptions<ArcaneOptions>): E.Either<SetupError, ArcaneState> {
  const sc = decode(arcaneScenarioCodec, input);
  if (E.isLeft(sc)) return E.left({ ...bad('bad-scenario', sc.left.message, 'setup'), issues: sc.left.issues });
  const op = decode(arcaneOptionsCodec, opts.options ?? {});
  if (E.isLeft(op)) return E.left({ ...bad('bad-options', op.left.message, 'setup'), issues: op.left.issues });
  const scenario = sc.right;
  const options = op.right;
  const g = GAME_SIZE_TABLE[scenario.size];
  const [a, b] = scenario.armies;
  if (a.player === b.player) return E.left(bad('bad-scenario', 'The two armies need different players.', '4.3'));
  if (a.edge === b.edge) return E.left(bad('bad-scenario', 'The two armies set up on opposite long edges (§4.3).', '4.3'));
  if (scenario.attacker !== a.player && scenario.attacker !== b.player) return E.left(bad('bad-scenario', `The attacker ${scenario.attacker} is not one of the armies.`, '4.1'));
  const starter = options.preset === 'starter';
  for (const army of scenario.armies) {
    const problems = armyProblems({ ...army, units: [...army.units, ...(army.offBoard ?? []).flatMap((g) => g.units)] }, scenario.size, starter);
    if (problems.length > 0) return E.left(bad('bad-army', problems.join('; '), '2.5'));
  }
  const seen = new Set<string>();
  for (const f of scenario.terrain) {
    if (seen.has(f.id)) return E.left(bad('bad-scenario', `The id ${f.id} is used twice.`, '3.1'));
    seen.add(f.id);
    if (f.polygon.length < 3) return E.left(bad('bad-scenario', `Terrain ${f.id} needs at least three points.`, '3.1'));
  }
  const units: Record<string, ArcaneUnit> = {};
  const commands: Record<string, ArcaneCommandCentre> = {};
  for (const army of scenario.armies) {
    for (const u of army.units) {
      if (seen.has(u.id)) return E.left(bad('bad-scenario', `The id ${u.id} is used twice.`, '2.5'));
      seen.add(u.id);
      const s = statsOf(u.type);
      if (typeof s === 'string') return E.left(bad('bad-unit-type', `Unit ${u.id}: ${s}.`, '2.1'));
      units[u.id] = {
        id: u.id,
        side: army.player,
        type: u.type,
        x: u.x,
        y: u.y,
        heading: ((u.heading % 360) + 360) % 360,
        width: FRONTAGE,
        depth: s.depth,
        ally: u.ally ?? null,
        status: 'active',
        orderedBy: null,
        impulses: 0,
        cumbersomePaid: false,
      };
      if (u.ambush !== undefined) {
        const foe = scenario.armies.find((x) => x.player !== army.player)!;
        const problem = ambushProblem(scenario.size, s, baseOf(units[u.id]!), scenario.terrain.find((f) => f.id === u.ambush), foe.edge);
        if (problem !== null) return E.left(bad('bad-deployment', `Unit ${u.id}: ${problem}.`, '4.4'));
        units[u.id] = { ...units[u.id]!, ambush: u.ambush };
      }
      if (u.dismountsAs !== undefined) {
        const problem = dismountProblem(s, u.dismountsAs);
        if (problem !== null) return E.left(bad('bad-unit-type', `Unit ${u.id}: ${problem}.`, '6.16'));
        units[u.id] = { ...units[u.id]!, dismountsAs: u.dismountsAs };
      }
    }
    for (const c of army.commands) {
      if (seen.has(c.id)) return E.left(bad('bad-scenario', `The id ${c.id} is used twice.`, '2.5'));
      seen.add(c.id);
      commands[c.id] = { id: c.id, side: army.player, kind: c.kind, regular: c.regular, x: c.x, y: c.y, diameter: STAND_DIAMETER[c.kind], status: 'active', dice: null };
    }
  }
  const offBoard: Record<string, OffBoardGroup> = {};
  for (const army of scenario.armies) {
    const groups: OffBoardGroup[] = [];
    for (const grp of army.offBoard ?? []) {
      if (seen.has(grp.id)) return E.left(bad('bad-scenario', `The id ${grp.id} is used twice.`, '12'));
      seen.add(grp.id);
      const members: ArcaneUnit[] = [];
      for (const u of grp.units) {
        if (seen.has(u.id)) return E.left(bad('bad-scenario', `The id ${u.id} is used twice.`, '12'));
        seen.add(u.id);
        const s = statsOf(u.type);
        if (typeof s === 'string') return E.left(bad('bad-unit-type', `Unit ${u.id}: ${s}.`, '2.1'));
        members.push({ id: u.id, side: army.player, type: u.type, x: u.x, y: u.y, heading: ((u.heading % 360) + 360) % 360, width: FRONTAGE, depth: s.depth, ally: u.ally ?? null, status: 'active', orderedBy: null, impulses: 0, cumbersomePaid: false });
      }
      groups.push({ id: grp.id, side: army.player, edge: grp.edge, units: members, status: 'waiting', bonus: 0 });
    }
    const problem = offBoardProblem(scenario.size, { width: g.width, height: g.height }, groups);
    if (problem !== null) return E.left(bad('bad-scenario', `${army.player}: ${problem}.`, '12'));
    for (const grp of groups) offBoard[grp.id] = grp;
  }
  const edges = { [a.player]: a.edge, [b.player]: b.edge };
  const list = Object.values(units);
  for (let i = 0; i < list.length; i++) {
    const u = list[i]!;
    const poly = polygonOf(baseOf(u));
    for (const p of poly) {
      if (p.x < -1e-6 || p.x > g.width + 1e-6 || p.y < -1e-6 || p.y > g.height + 1e-6) return E.left(bad('bad-deployment', `Unit ${u.id} is not on the ${g.width}×${g.height} p table.`, '4.3'));
      if (p.x <= SIDE_CLEARANCE || p.x >= g.width - SIDE_CLEARANCE) return E.left(bad('bad-deployment', `Unit ${u.id} must be farther than ${SIDE_CLEARANCE} p from a side edge (§4.3).`, '4.3'));
      if (g.deployDepth !== null) {
        const fromEdge = edges[u.side] === 'south' ? p.y : g.height - p.y;
        if (fromEdge > g.deployDepth + 1e-6) return E.left(bad('bad-deployment', `Unit ${u.id} must deploy within ${g.deployDepth} p of its own edge in the small game (§4.3).`, '4.3'));
      }
    }
    for (const f of scenario.terrain) if (f.kind === 'impassable' && polygonOnFeature(poly, f)) return E.left(bad('bad-deployment', `Unit ${u.id} stands on impassable ground.`, '3.1'));
    if (u.ambush === undefined) {
      const where = sectorProblem(scenario.size, edges[u.side]!, statsOfUnit(u), baseOf(u), scenario.terrain);
      if (where !== null) return E.left(bad('bad-deployment', `Unit ${u.id}: ${where}.`, '4.3'));
    }
    for (const f of scenario.terrain) if (f.kind === 'unknown' && polygonOnFeature(poly, f)) return E.left(bad('bad-deployment', `Unit ${u.id} may not deploy on an unknown feature (§4.3).`, '4.3'));
    for (let j = i + 1; j < list.length; j++) if (basesOverlap(baseOf(u), baseOf(list[j]!))) return E.left(bad('bad-deployment', `Units ${u.id} and ${list[j]!.id} overlap.`, '6.1'));
  }
  for (const c of Object.values(commands)) {
    const r = c.diameter / 2;
    if (c.x - r <= SIDE_CLEARANCE || c.x + r >= g.width - SIDE_CLEARANCE || c.y - r < 0 || c.y + r > g.height) {
      return E.left(bad('bad-deployment', `Command ${c.id} must stand on the table, farther than ${SIDE_CLEARANCE} p from a side edge (§4.3).`, '4.3'));
    }
    if (g.deployDepth !== null) {
      const fromEdge = edges[c.side] === 'south' ? c.y + r : g.height - (c.y - r);
      if (fromEdge > g.deployDepth + 1e-6) return E.left(bad('bad-deployment', `Command ${c.id} must deploy within ${g.deployDepth} p of its own edge in the small game (§4.3).`, '4.3'));
    }
  }
  const turnLimit = options.turnLimit ?? scenario.turnLimit;
  let rng: RngState = aleaFromSeed(opts.seed);
  let weather: ArcaneState['weather'];
  if (options.weather === true) {
    const w = initialWeather(rng, scenario.topography ?? null);
    rng = w.rng;
    weather = { score: w.score, checkNextTurn: false };
  }
  const state0: ArcaneState = {
    version: ARCANE_STATE_VERSION,
    data: arcaneDataIdentity(),
    rng,
    scenario: scenario.name,
    size: scenario.size,
    readings: resolveReadings(options),
    preset: starter ? 'starter' : null,
    players: [a.player, b.player],
    attacker: scenario.attacker,
    edges,
    board: { width: g.width, height: g.height },
    terrain: scenario.terrain.map((f) => ({ id: f.id, kind: f.kind, polygon: f.polygon.map((p) => ({ x: p.x, y: p.y })) })),
    units,
    commands,
    turn: 0,
    turnLimit,
    initiativeUsed: [],
    shaken: [],
    charged: [],
    phase: { tag: 'reset', player: scenario.attacker },
    result: null,
  };
  const state: ArcaneState = {
    ...state0,
    ...(scenario.topography === undefined ? {} : { topography: scenario.topography }),
    ...(weather === undefined ? {} : { weather }),
    ...(Object.keys(offBoard).length === 0 ? {} : { offBoard }),
  };
  return E.right(startTurn(revealAmbushes(state, []), []).state);
}
