/**
 * Free-form commands drawn for agents and tests: deployments laid out as rows of elements in
 * the deployment area, each checked as `apply` checks it, so every sample is legal. In the other
 * phases the discrete choices are sampled.
 * @module
 */
import { drawInt, type RngState } from '../../random/rng.js';
import { baseSize } from './data/bases.js';
import { legalDbm, deciders } from './legal.js';
import type { DbmCommandAction, Placement } from './model/commands.js';
import type { DbmState, DbmTroop } from './model/state.js';
import { checkBaggage, checkCommandArea, checkPlacements, commandBox, deploymentBand, facingEnemy, placedElement } from './rules/15-deployment/area.js';
import { baggageOf, deployableCommands } from './rules/15-deployment/deploy.js';
import { sampleMoves } from './rules/17-tactical-moves/sample-moves.js';

/** Rows of `troops` with the front rank's front edge on `frontY`, starting at `x0`, `perRow` abreast. */
function rows(state: DbmState, player: string, troops: ReadonlyArray<DbmTroop>, x0: number, frontY: number, perRow: number): Placement[] {
  const heading = facingEnemy(state, player);
  const back = state.edges[player] === 'south' ? -1 : 1;
  const out: Placement[] = [];
  let y = frontY;
  for (let i = 0; i < troops.length; i += perRow) {
    const row = troops.slice(i, i + perRow);
    let deepest = 0;
    row.forEach((t, j) => {
      const size = baseSize(state.scale, t.type, t.grade, t.flags, t.rear);
      deepest = Math.max(deepest, size.depth);
      out.push({ element: t.id, x: x0 + (j + 0.5) * size.width, y, heading });
    });
    y += back * deepest;
  }
  return out;
}

function frontageOf(state: DbmState): number {
  return baseSize(state.scale, 'Sp', 'O', { chariot: false, mountedInfantry: false, onWagon: false }).width;
}

/** The x ranges along the table that `player`'s deployed commands already hold. */
function heldRanges(state: DbmState, player: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const c of Object.values(state.commands)) {
    if (c.side !== player || !state.deployed.includes(c.id)) continue;
    const bases = c.elements.map((id) => state.elements[id]).filter((e) => e !== undefined);
    if (bases.length === 0) continue;
    const b = commandBox(bases);
    out.push([b.minX, b.maxX]);
  }
  return out;
}

function deploySamples(state: DbmState, player: string, rng: RngState, n: number): DbmCommandAction[] {
  const out: DbmCommandAction[] = [];
  const w = frontageOf(state);
  const band = deploymentBand(state, player);
  const south = state.edges[player] === 'south';
  const lo = state.config.deploymentFromShortEdge;
  const hi = state.table.width - lo;
  let r = rng;
  for (const c of deployableCommands(state, player)) {
    const troops = c.elements.map((id) => state.troops[id]!);
    const held = heldRanges(state, player);
    // Two ranks first, then deeper, then one; each block laid against a table-edge limit or a
    // command already deployed, so the free frontage stays in one piece and every command fits.
    for (const ranks of [2, 3, 4, 1]) {
      if (out.length >= n) break;
      const perRow = Math.ceil(troops.length / ranks);
      const span = perRow * w;
      const starts = [lo, ...held.map(([, b]) => b), ...held.map(([a]) => a - span), hi - span];
      const d = drawInt(r, 0, starts.length - 1);
      r = d.rng;
      // Start from a drawn candidate so samples vary.
      const ordered = [...starts.slice(d.value), ...starts.slice(0, d.value)];
      for (const x0 of ordered) {
        if (x0 < lo || x0 + span > hi) continue;
        const placements = rows(state, player, troops, x0, south ? band.maxY : band.minY, perRow);
        const placed = placements.map((p) => placedElement(state, state.troops[p.element]!, p));
        if (checkPlacements(state, player, placed) !== null || checkCommandArea(state, player, c.id, placed) !== null) continue;
        out.push({ type: 'deploy-command', player, command: c.id, placements });
        if (out.length >= n) break;
      }
      // The shallowest formation that fits is the one sampled: a wide line can crowd out the rest.
      if (out.length > 0) break;
    }
  }
  return out;
}

function baggageSamples(state: DbmState, player: string, rng: RngState, n: number): DbmCommandAction[] {
  const troops = baggageOf(state, player).map((id) => state.troops[id]!);
  const out: DbmCommandAction[] = [];
  const w = frontageOf(state);
  const span = troops.length * w;
  const lo = state.config.deploymentFromShortEdge;
  const hi = state.table.width - lo;
  const south = state.edges[player] === 'south';
  const depth = troops.length === 0 ? 0 : baseSize(state.scale, 'Bge', 'O', { chariot: false, mountedInfantry: false, onWagon: false }).depth;
  const frontY = south ? depth : state.table.depth - depth;
  const starts = [(state.table.width - span) / 2];
  let r = rng;
  for (let k = 0; k < n + 2; k++) {
    const d = drawInt(r, 0, Math.max(0, Math.floor(hi - lo - span)));
    r = d.rng;
    starts.push(lo + d.value);
  }
  for (const x0 of starts) {
    const placements = rows(state, player, troops, x0, frontY, troops.length);
    const placed = placements.map((p) => placedElement(state, state.troops[p.element]!, p));
    if (checkPlacements(state, player, placed) !== null || checkBaggage(state, player, placed) !== null) continue;
    out.push({ type: 'deploy-baggage', player, placements });
    if (out.length >= n) break;
  }
  return out;
}

/**
 * Up to `n` legal commands of the deciding players (or of `player`), drawn with `rng`.
 * @rule dbm p.15
 */
export function sampleDbm(state: DbmState, rng: RngState, n: number, player?: string): ReadonlyArray<DbmCommandAction> {
  const ph = state.phase;
  if (ph.tag === 'deploy-baggage' || ph.tag === 'deploy-command') {
    if (player !== undefined && player !== ph.player) return [];
    return ph.tag === 'deploy-baggage' ? baggageSamples(state, ph.player, rng, n) : deploySamples(state, ph.player, rng, n);
  }
  if (ph.tag === 'bound') {
    // free-form moves of the bound (p.16-20), then ending it
    if ((player !== undefined && player !== ph.player) || n <= 0) return [];
    const moves = sampleMoves(state, rng, n - 1, ph.player).requests.map((m): DbmCommandAction => ({ type: m.kind === 'march' ? 'march-move' : 'tactical-move', player: m.player, elements: [...m.elements], steps: [...m.steps] }));
    return [...moves, { type: 'end-bound', player: ph.player }];
  }
  const legal = legalDbm(state, player);
  if (legal.length <= n) return legal;
  const out: DbmCommandAction[] = [];
  let r = rng;
  for (let i = 0; i < n; i++) {
    const d = drawInt(r, 0, legal.length - 1);
    r = d.rng;
    out.push(legal[d.value]!);
  }
  return deciders(state).length === 0 ? [] : out;
}
