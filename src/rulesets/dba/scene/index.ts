/**
 * What one DBA player sees, as a renderer-neutral {@link PlaneScene}: the table, its terrain
 * with its going, the camps, every element's base with its label, and, for a selected element,
 * the enemies it may contact or shoot and the ghost base of each proposed command (where the
 * element would end and the path of its front edge, or the reason the rules refuse it). Built
 * on the ruleset's `view`; DBA hides nothing but the dice to come. Imports only the ruleset's
 * public entry.
 * @module
 */
import { centreOf, polygonOf } from '../../../plane/base.js';
import type { PlaneScene, PlaneSceneBase, PlaneSceneGhost, PlaneSceneHighlight, PlaneSceneTerrain, PlaneSceneZone } from '../../../plane/scene.js';
import { circleOutline, proposalGhosts, refusalText, roundPoint as rp, sceneBase } from '../../../plane/scene-parts.js';
import { renderPlaneScene, type RenderPlaneSceneOptions } from '../../../plane/svg.js';
import { dba, deploymentArea, goingOf, TROOP_NAMES, type DbaCommand, type DbaState, type DbaTroopType } from '../index.js';

/** Options of {@link sceneOf}. */
export interface DbaSceneOptions {
  /** The viewer. */
  readonly player: string;
  /** An element whose legal targets are highlighted. */
  readonly selected?: string | null;
  /**
   * Commands to show as ghosts (moves, contacts): where each moved element would stand, or
   * why the rules refuse the command.
   */
  readonly proposals?: ReadonlyArray<DbaCommand>;
}

const troopName = (type: string): string => (TROOP_NAMES as Readonly<Record<string, string>>)[type as DbaTroopType] ?? type;

/** The scene of `state` for `options.player`. Pure: the state is read, never changed. */
export function sceneOf(state: DbaState, options: DbaSceneOptions): PlaneScene {
  const player = options.player;
  const view = dba.view(state, player);
  const terrain: PlaneSceneTerrain[] = view.terrain.map((t) => {
    const going = goingOf(t.kind);
    return { id: t.id, kind: t.kind, going, polygon: t.polygon.map(rp), title: `${t.kind} (${going} going)` };
  });
  const zones: PlaneSceneZone[] = [
    ...Object.entries(view.camps).map(([side, c]) => ({
      id: `camp-${side}`, kind: 'camp', side, polygon: polygonOf(c).map(rp),
      title: `${side === player ? 'Your' : 'Enemy'} camp${c.occupiedBy === null ? '' : `, taken by ${c.occupiedBy}`}`,
    })),
    ...deploymentZones(state, player),
    ...commandZones(state, player),
  ];
  const bases: PlaneSceneBase[] = [];
  for (const e of Object.values(view.elements)) {
    if (e.status !== 'active') continue;
    const marks = e.general ? ['general'] : [];
    bases.push(sceneBase(e, {
      id: e.id, side: e.side, label: `${e.type}${e.general ? '★' : ''}`, marks,
      title: `${e.side === player ? 'Your' : 'Enemy'} ${troopName(e.type)} ${e.id}${e.general ? ' (general)' : ''} at (${Math.round(e.x)}, ${Math.round(e.y)}) facing ${Math.round(e.heading)}°`,
    }));
  }
  bases.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const highlights = highlightsFor(state, player, options.selected ?? null);
  const ghosts = (options.proposals ?? []).flatMap((c, i) => ghostsOf(state, c, i));
  const decisions = dba.pending(state);
  const p = view.phase;
  const status = [
    `Bound ${view.bound} · ${p.tag}${p.tag === 'move' ? ` (PIPs ${p.pips - p.pipsUsed} of ${p.pips} left)` : ''}`,
    decisions.length === 0 ? (view.result === null ? 'No decision open' : `Game over: ${view.result.reason}`) : `To decide: ${decisions.map((d) => `${d.player} (${d.kind})`).join(', ')}`,
  ];
  const goings = [...new Set(terrain.map((t) => t.going))].sort();
  return {
    kind: 'plane', ruleset: 'dba', player, sides: [...view.players], title: `DBA — ${player}`, status,
    table: { width: view.table.width, height: view.table.height }, terrain, zones, bases, ghosts, highlights,
    legend: [
      ...goings.map((g) => ({ group: 'terrain' as const, key: g, label: `${g} going` })),
      ...view.players.map((s) => ({ group: 'side' as const, key: s, label: s === player ? `${s} (you)` : s })),
      ...[...new Set(zones.map((z) => z.kind))].map((k) => ({ group: 'zone' as const, key: k, label: ZONE_LABELS[k] ?? k })),
      ...(highlights.length === 0 ? [] : [{ group: 'highlight' as const, key: 'target', label: 'legal target' }]),
    ],
  };
}

const ZONE_LABELS: Readonly<Record<string, string>> = { camp: 'camp', deployment: 'deployment area', command: 'command range' };

/** While armies deploy, each side's deployment area (A:5), so a player sees where a base may go. */
function deploymentZones(state: DbaState, player: string): PlaneSceneZone[] {
  const tag = state.phase.tag;
  if (tag !== 'place-camp' && tag !== 'deploy') return [];
  return state.players.flatMap((side) => {
    const area = deploymentArea(state, side);
    if (area === null) return [];
    return [{ id: `deployment-${side}`, kind: 'deployment', side, polygon: area.map(rp), title: `${side === player ? 'Your' : 'Enemy'} deployment area: ${state.tables.deployDepth}p from the base edge or its shore` }];
  });
}

/**
 * In the viewer's move phase, the range around its general within which a move costs no extra
 * PIP (1200p, or 600p where a wood or hill screens the general: the drawn circle is the open
 * range, the title says the rest).
 */
function commandZones(state: DbaState, player: string): PlaneSceneZone[] {
  if (state.phase.tag !== 'move' || state.phase.player !== player) return [];
  const general = Object.values(state.elements).find((e) => e.side === player && e.general && e.status === 'active');
  if (general === undefined) return [];
  const r = state.tables.pips.rangeOpen;
  const polygon = circleOutline(centreOf(general), r);
  return [{ id: `command-${player}`, kind: 'command', side: player, polygon, title: `Command range of ${general.id}: ${r}p (${state.tables.pips.rangeScreened}p where a wood or hill screens the general); a move beyond it costs ${state.tables.pips.outOfRange} more PIP` }];
}

/** The selected element of the viewer's, and the enemies a legal contact or shot of its names. */
function highlightsFor(state: DbaState, player: string, selected: string | null): PlaneSceneHighlight[] {
  if (selected === null) return [];
  const e = state.elements[selected];
  if (e === undefined || e.side !== player || e.status !== 'active') return [];
  const out: PlaneSceneHighlight[] = [{ element: selected, kind: 'selected', title: 'selected' }];
  const seen = new Set<string>();
  for (const c of dba.legalCommands(state, player)) {
    const target = c.type === 'contact' && c.element === selected ? c.target : c.type === 'shoot' && c.shooter === selected ? c.target : c.type === 'resolve-combat' && (c.a === selected || c.b === selected) ? (c.a === selected ? c.b : c.a) : null;
    if (target === null || seen.has(target)) continue;
    seen.add(target);
    out.push({ element: target, kind: 'target', title: `${c.type} ${target}` });
  }
  return out;
}

/**
 * The ghosts of one proposed command: each element it moves, where it would stand after it,
 * and the straight path of its front edge's midpoint; a refused command shows its element
 * where it stands, with the reason.
 */
function ghostsOf(state: DbaState, command: DbaCommand, proposal: number): PlaneSceneGhost[] {
  const movers = command.type === 'move' || command.type === 'contact' ? [command.element] : command.type === 'move-group' ? command.elements : [];
  if (movers.length === 0) return [];
  const r = dba.apply(state, command);
  return proposalGhosts({
    movers, before: state.elements, after: r._tag === 'Right' ? r.right.state.elements : state.elements,
    refused: r._tag === 'Left' ? refusalText(r.left) : null, name: command.type,
  }, proposal);
}

/** The scene of `state` for `options.player`, drawn as an SVG document ({@link renderPlaneScene}). */
export function sceneSvg(state: DbaState, options: DbaSceneOptions & RenderPlaneSceneOptions): string {
  return renderPlaneScene(sceneOf(state, options), options);
}
