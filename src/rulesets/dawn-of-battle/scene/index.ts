/**
 * What one Dawn of Battle player sees, as a renderer-neutral {@link HexScene}: the map with its
 * terrain, the counters with facing, strength and markers, the leaders (an opponent's face-down
 * leader as a hidden counter, §2.5.1, §4.4), and for a selected unit the hexes it may reach
 * with their cost and the enemies it may fire at. Built on the ruleset's `view`, so nothing the
 * player may not see gets into the scene. Imports only the ruleset's public entry.
 * @module
 */
import { hexCorner, hexCorners, hexToPixel, layout as hexLayout, type Facing, type Layout, type Point } from '../../../hex/index.js';
import type { SceneHex as Hex, HexScene, HexSceneCell, HexSceneHighlight, HexSceneLeader, HexSceneUnit, SceneLegendEntry } from '../../../hex/scene.js';
import { renderHexScene, type RenderHexSceneOptions } from '../../../hex/svg.js';
import { movementRange } from '../calculators.js';
import { dawnOfBattle, geometry, TERRAIN_TYPES, viewFor, type DobCommand, type DobState, type Side } from '../index.js';

/** Options of {@link sceneOf}. */
export interface DobSceneOptions {
  /** The viewer: only what this side may see is described. */
  readonly player: Side;
  /** A unit whose reachable hexes and targets are highlighted (the viewer's own units only). */
  readonly selected?: string | null;
  /** Hex size in pixels, centre to corner (default 32). */
  readonly hexSize?: number;
}

const round = (v: number): number => Math.round(v * 100) / 100;
const rp = (p: Point): Point => ({ x: round(p.x), y: round(p.y) });
const key = (h: Hex): string => `${h.q},${h.r}`;

/** The printed hex number (column and row, two digits each), as the map shows it. */
function hexName(h: Hex): string {
  const o = geometry.axialToOffset(h);
  return `${String(o.col).padStart(2, '0')}${String(o.row).padStart(2, '0')}`;
}

/**
 * The scene of `state` for `options.player`. Pure: the same state and options give the same
 * scene; the state is read, never changed.
 */
export function sceneOf(state: DobState, options: DobSceneOptions): HexScene {
  const player = options.player;
  const view = viewFor(state, player);
  const size = options.hexSize ?? 32;
  const l: Layout = hexLayout('flat', size, { x: 0, y: 0 });
  const cells: HexSceneCell[] = [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const terrainSeen = new Set<string>();
  for (let col = 0; col < view.map.width; col++) {
    for (let row = 0; row < view.map.height; row++) {
      const hex = geometry.offsetToAxial(col, row);
      const corners = hexCorners(l, hex).map(rp);
      for (const c of corners) {
        minX = Math.min(minX, c.x);
        minY = Math.min(minY, c.y);
        maxX = Math.max(maxX, c.x);
        maxY = Math.max(maxY, c.y);
      }
      const terrain = view.map.terrain[geometry.hexKey(hex)] ?? 'clear';
      terrainSeen.add(terrain);
      cells.push({ hex, col, row, terrain, center: rp(hexToPixel(l, hex)), corners });
    }
  }
  const units: HexSceneUnit[] = [];
  for (const u of Object.values(view.units)) {
    if (u.where !== 'map' || u.hex === null) continue;
    const markers: string[] = [];
    if (u.status === 'disrupted') markers.push('disrupted');
    if (u.marker !== 'none') markers.push(u.marker);
    if (u.charge) markers.push('charge');
    const title = `${u.side === player ? 'Your' : 'Enemy'} ${u.counter} ${u.id} in hex ${hexName(u.hex)}, facing ${u.facing}${u.strength === null ? '' : `, strength ${u.strength}`}${markers.length === 0 ? '' : `, ${markers.join(', ')}`}`;
    units.push({
      id: u.id, side: u.side, hex: u.hex, facing: u.facing as Facing, center: rp(hexToPixel(l, u.hex)), facingPoint: rp(hexCorner(l, u.hex, u.facing as Facing)),
      label: u.counter, strength: u.strength, markers, title,
    });
  }
  units.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const leaders: HexSceneLeader[] = [];
  for (const ld of Object.values(view.leaders)) {
    if (ld.where !== 'map' || ld.hex === null) continue;
    leaders.push({ id: ld.id, side: ld.side, name: ld.name, hidden: false, hex: ld.hex, center: rp(hexToPixel(l, ld.hex)), title: `${ld.side === player ? 'Your' : 'Enemy'} leader ${ld.name} in hex ${hexName(ld.hex)} (command ${ld.command}, range ${ld.range}, combat ${ld.combat})` });
  }
  for (const hex of view.hiddenLeaders) {
    leaders.push({ id: null, side: null, name: null, hidden: true, hex, center: rp(hexToPixel(l, hex)), title: `A face-down enemy leader in hex ${hexName(hex)}` });
  }
  const highlights = highlightsFor(state, player, options.selected ?? null, l);
  const decisions = dawnOfBattle.pending(state);
  const status = [
    `Turn ${view.turn} of ${state.lastTurn} · phase ${view.phase.kind}`,
    decisions.length === 0 ? (view.result === null ? 'No decision open' : `Game over: ${view.result.reason}`) : `To decide: ${decisions.map((d) => `${d.player} (${d.kind})`).join(', ')}`,
  ];
  const legend: SceneLegendEntry[] = [
    ...TERRAIN_TYPES.filter((t) => terrainSeen.has(t)).map((t) => ({ group: 'terrain' as const, key: t, label: t })),
    ...(['A', 'B'] as const).map((s) => ({ group: 'side' as const, key: s, label: s === player ? `side ${s} (you)` : `side ${s}` })),
    ...(highlights.length === 0 ? [] : [
      { group: 'highlight' as const, key: 'reach', label: 'reachable (MP)' },
      { group: 'highlight' as const, key: 'target', label: 'legal target' },
    ]),
  ];
  return {
    kind: 'hex', ruleset: 'dawn-of-battle', player, sides: ['A', 'B'], title: `${state.scenario.title} — side ${player}`, status,
    layout: l, bounds: [round(minX), round(minY), round(maxX), round(maxY)], cells, units, leaders, highlights, legend,
  };
}

/**
 * The highlights for a selected unit of the viewer's: its hex, every hex its movement may end
 * in with the movement points spent (§7; charges apart), and the enemies a legal `fire`
 * command of its names as target (§8). Nothing for an enemy or an unknown unit.
 */
function highlightsFor(state: DobState, player: Side, selected: string | null, l: Layout): HexSceneHighlight[] {
  if (selected === null) return [];
  const u = state.units[selected];
  if (u === undefined || u.side !== player || u.where !== 'map' || u.hex === null) return [];
  const out: HexSceneHighlight[] = [{ hex: u.hex, kind: 'selected', center: rp(hexToPixel(l, u.hex)), title: `${u.id} selected` }];
  const best = new Map<string, { hex: Hex; cost: number; charge: boolean }>();
  const range = movementRange(state, selected);
  if (range._tag === 'Right') {
    for (const r of range.right) {
      if (r.exits) continue;
      const k = key(r.to);
      const had = best.get(k);
      if (had === undefined || r.spent < had.cost) best.set(k, { hex: r.to, cost: r.spent, charge: r.charge });
    }
  }
  best.delete(key(u.hex));
  for (const b of best.values()) {
    out.push({ hex: b.hex, kind: b.charge ? 'charge' : 'reach', cost: b.cost, center: rp(hexToPixel(l, b.hex)), title: `${b.charge ? 'charge' : 'move'} to hex ${hexName(b.hex)} for ${b.cost} MP` });
  }
  const targets = new Set<string>();
  for (const c of dawnOfBattle.legalCommands(state, player) as ReadonlyArray<DobCommand>) {
    if (c.type === 'fire' && c.lead === selected) targets.add(c.target);
  }
  for (const t of [...targets].sort()) {
    const e = state.units[t];
    if (e === undefined || e.hex === null) continue;
    out.push({ hex: e.hex, kind: 'target', center: rp(hexToPixel(l, e.hex)), title: `fire at ${t} in hex ${hexName(e.hex)}` });
  }
  return out;
}

/** The scene of `state` for `options.player`, drawn as an SVG document ({@link renderHexScene}). */
export function sceneSvg(state: DobState, options: DobSceneOptions & RenderHexSceneOptions): string {
  return renderHexScene(sceneOf(state, options), options);
}
