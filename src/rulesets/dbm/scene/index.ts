/**
 * What one DBM player sees, as a renderer-neutral {@link PlaneScene}: the table and its terrain
 * with the going moves are charged by, every deployed element's base with its label, the
 * selected element, and the ghost of each proposed command (where its elements would stand, or
 * why the rules refuse it — the ruleset's own answer, so the scene repeats no rule). DBM hides
 * nothing but the dice to come.
 * @module
 */
import type { Going } from '../../../plane/terrain.js';
import type { PlaneScene, PlaneSceneBase, PlaneSceneGhost, PlaneSceneHighlight, PlaneSceneTerrain } from '../../../plane/scene.js';
import { proposalGhosts, refusalText, roundPoint, sceneBase } from '../../../plane/scene-parts.js';
import { renderPlaneScene, type RenderPlaneSceneOptions } from '../../../plane/svg.js';
import type { DbmCommandAction } from '../model/commands.js';
import type { DbmState } from '../model/state.js';
import { featureGoing } from '../rules/17-tactical-moves/going.js';
import { dbm } from '../ruleset.js';

/** Options of {@link sceneOf}. */
export interface DbmSceneOptions {
  /** The viewer. */
  readonly player: string;
  /** An element of the viewer's to mark as selected. */
  readonly selected?: string | null;
  /** Commands to show as ghosts (deployments and moves). */
  readonly proposals?: ReadonlyArray<DbmCommandAction>;
}

/** The going a feature is drawn with: its going for moves; waterways are impassable to land troops, rivers and roads are drawn as good. */
function goingOfFeature(kind: string): Going {
  if (kind === 'waterway') return 'impassable';
  return featureGoing(kind) ?? 'good';
}

/** The scene of `state` for `options.player`. Pure: the state is read, never changed. */
export function sceneOf(state: DbmState, options: DbmSceneOptions): PlaneScene {
  const player = options.player;
  const view = dbm.view(state, player);
  const terrain: PlaneSceneTerrain[] = view.terrain.map((f) => {
    const going = goingOfFeature(f.kind);
    return { id: f.id, kind: f.kind, going, polygon: f.polygon.map(roundPoint), title: `${f.kind} (${going} going)` };
  });
  const bases: PlaneSceneBase[] = [];
  for (const e of Object.values(view.elements)) {
    if (e.status !== 'active') continue;
    const troop = view.troops[e.id];
    // DBM writes a troop as its type and grade, Kn(S), and a double base with its rear's type.
    const type = troop === undefined ? e.type : `${troop.type}(${troop.grade})${troop.rear === null ? '' : `+${troop.rear.type}(${troop.rear.grade})`}`;
    const general = troop?.general ?? null;
    bases.push(sceneBase(e, {
      id: e.id, side: e.side, label: `${type}${general === null ? '' : '★'}`, marks: general === null ? [] : ['general'],
      title: `${e.side === player ? 'Your' : 'Enemy'} ${type} ${e.id}${general === null ? '' : ` (${general})`}${troop?.command == null ? '' : `, command ${troop.command}`} at (${Math.round(e.x)}, ${Math.round(e.y)}) facing ${Math.round(e.heading)}°`,
    }));
  }
  bases.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const selected = options.selected ?? null;
  const highlights: PlaneSceneHighlight[] = selected !== null && view.elements[selected]?.side === player ? [{ element: selected, kind: 'selected', title: 'selected' }] : [];
  const ghosts = (options.proposals ?? []).flatMap((c, i) => ghostsOf(state, c, i));
  const decisions = dbm.pending(state);
  const p = view.phase;
  const pipsLeft = Object.values(view.pips).reduce((n, d) => n + d.left, 0);
  const status = [
    `${view.bound === 0 ? 'Before the battle' : `Bound ${view.bound}`} · ${p.tag}${p.tag === 'bound' ? ` (${pipsLeft} PIPs left)` : ''}`,
    decisions.length === 0 ? (view.result === null ? 'No decision open' : `Game over: ${view.result.reason}`) : `To decide: ${decisions.map((d) => `${d.player} (${d.kind})`).join(', ')}`,
  ];
  const goings = [...new Set(terrain.map((t) => t.going))].sort();
  return {
    kind: 'plane', ruleset: 'dbm', player, sides: [...view.players], title: `DBM — ${player}`, status,
    table: { width: view.table.width, height: view.table.depth }, terrain, zones: [], bases, ghosts, highlights,
    legend: [
      ...goings.map((g) => ({ group: 'terrain' as const, key: g, label: `${g} going` })),
      ...view.players.map((s) => ({ group: 'side' as const, key: s, label: s === player ? `${s} (you)` : s })),
    ],
  };
}

/** The elements a command moves or places. */
function moversOf(c: DbmCommandAction): ReadonlyArray<string> {
  switch (c.type) {
    case 'tactical-move':
    case 'march-move':
      return c.elements;
    case 'deploy-command':
    case 'deploy-baggage':
      return c.placements.map((p) => p.element);
    default:
      return [];
  }
}

/** The ghosts of one proposed command, from the state before and after the ruleset applies it. */
function ghostsOf(state: DbmState, command: DbmCommandAction, proposal: number): PlaneSceneGhost[] {
  const movers = moversOf(command);
  if (movers.length === 0) return [];
  const r = dbm.apply(state, command);
  return proposalGhosts({
    movers, before: state.elements, after: r._tag === 'Right' ? r.right.state.elements : state.elements,
    refused: r._tag === 'Left' ? refusalText(r.left) : null, name: command.type,
  }, proposal);
}

/** The scene of `state` for `options.player`, drawn as an SVG document ({@link renderPlaneScene}). */
export function sceneSvg(state: DbmState, options: DbmSceneOptions & RenderPlaneSceneOptions): string {
  return renderPlaneScene(sceneOf(state, options), options);
}
