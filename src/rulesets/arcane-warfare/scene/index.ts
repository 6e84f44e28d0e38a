/**
 * What one Arcane Warfare player sees, as a renderer-neutral {@link PlaneScene}: the field and
 * its terrain (difficult ground as §3.2 names it), the units the player may see (an enemy hidden
 * in ambush is absent, as the ruleset's `view` leaves it out), the command-centre stands, the
 * selected unit and the enemies a legal charge of its names, and the ghost of each proposed
 * command (where its units would stand, or why the rules refuse it — the ruleset's own answer).
 * @module
 */
import type { Going } from '../../../plane/terrain.js';
import type { PlaneScene, PlaneSceneBase, PlaneSceneGhost, PlaneSceneHighlight, PlaneSceneTerrain, PlaneSceneZone } from '../../../plane/scene.js';
import { circleOutline, proposalGhosts, refusalText, roundPoint, sceneBase } from '../../../plane/scene-parts.js';
import { aleaFromSeed } from '../../../random/rng.js';
import { renderPlaneScene, type RenderPlaneSceneOptions } from '../../../plane/svg.js';
import type { ArcaneCommand } from '../model/commands.js';
import type { TerrainKind } from '../model/scenario.js';
import type { ArcaneState } from '../model/state.js';
import { isDifficult } from '../query/geometry.js';
import { arcaneWarfare } from '../ruleset.js';

/** Options of {@link sceneOf}. */
export interface ArcaneSceneOptions {
  /** The viewer. */
  readonly player: string;
  /** A unit of the viewer's whose legal charge targets are highlighted. */
  readonly selected?: string | null;
  /** Commands to show as ghosts (moves, redresses, initiative moves). */
  readonly proposals?: ReadonlyArray<ArcaneCommand>;
}

/** The going a feature is drawn with: impassable ground, difficult ground for an ordinary unit (§3.2), else good; an unknown feature is drawn as good until revealed. */
function goingOfFeature(kind: TerrainKind): Going {
  if (kind === 'impassable') return 'impassable';
  return isDifficult(kind, null) && kind !== 'dunes' ? 'difficult' : kind === 'dunes' ? 'rough' : 'good';
}

/** The scene of `state` for `options.player`. Pure: the state is read, never changed. */
export function sceneOf(state: ArcaneState, options: ArcaneSceneOptions): PlaneScene {
  const player = options.player;
  const view = arcaneWarfare.view(state, player);
  const terrain: PlaneSceneTerrain[] = view.terrain.map((f) => {
    const going = goingOfFeature(f.kind);
    return { id: f.id, kind: f.kind, going, polygon: f.polygon.map(roundPoint), title: `${f.kind} (${going} going)` };
  });
  const shaken = new Set(view.shaken);
  const bases: PlaneSceneBase[] = [];
  for (const u of Object.values(view.units)) {
    if (u.status !== 'active') continue;
    const marks = shaken.has(u.id) ? ['shaken'] : [];
    bases.push(sceneBase(u, {
      id: u.id, side: u.side, label: u.type, marks,
      title: `${u.side === player ? 'Your' : 'Enemy'} ${u.type} ${u.id}${shaken.has(u.id) ? ' (shaken)' : ''} at (${Math.round(u.x)}, ${Math.round(u.y)}) facing ${Math.round(u.heading)}°`,
    }));
  }
  bases.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const zones: PlaneSceneZone[] = Object.values(view.commands)
    .filter((c) => c.status === 'active')
    .map((c) => ({
      id: `centre-${c.id}`, kind: 'command', side: c.side, polygon: circleOutline({ x: c.x, y: c.y }, c.diameter / 2, 16),
      title: `${c.side === player ? 'Your' : 'Enemy'} ${c.kind} command centre ${c.id}${c.regular ? '' : ' (irregular)'}`,
    }));
  const highlights = highlightsFor(state, player, options.selected ?? null);
  const ghosts = (options.proposals ?? []).flatMap((c, i) => ghostsOf(state, player, c, i));
  const decisions = arcaneWarfare.pending(state);
  const status = [
    `Turn ${view.turn} of ${view.turnLimit} · ${view.phase.tag}`,
    decisions.length === 0 ? (view.result === null ? 'No decision open' : `Game over: ${view.result.reason}`) : `To decide: ${decisions.map((d) => `${d.player} (${d.kind})`).join(', ')}`,
  ];
  const goings = [...new Set(terrain.map((t) => t.going))].sort();
  return {
    kind: 'plane', ruleset: 'arcane-warfare', player, sides: [...view.players], title: `Arcane Warfare — ${player}`, status,
    table: { width: view.board.width, height: view.board.height }, terrain, zones, bases, ghosts, highlights,
    legend: [
      ...goings.map((g) => ({ group: 'terrain' as const, key: g, label: `${g} going` })),
      ...view.players.map((s) => ({ group: 'side' as const, key: s, label: s === player ? `${s} (you)` : s })),
      ...(zones.length === 0 ? [] : [{ group: 'zone' as const, key: 'command', label: 'command centre' }]),
      ...(highlights.length > 1 ? [{ group: 'highlight' as const, key: 'target', label: 'legal target' }] : []),
    ],
  };
}

/** The selected unit of the viewer's, and the enemies a legal charge of its names. */
function highlightsFor(state: ArcaneState, player: string, selected: string | null): PlaneSceneHighlight[] {
  if (selected === null) return [];
  const u = state.units[selected];
  if (u === undefined || u.side !== player || u.status !== 'active') return [];
  const out: PlaneSceneHighlight[] = [{ element: selected, kind: 'selected', title: 'selected' }];
  const seen = new Set<string>();
  for (const c of arcaneWarfare.legalCommands(state, player)) {
    if (c.type !== 'charge' || c.unit !== selected || seen.has(c.target)) continue;
    seen.add(c.target);
    out.push({ element: c.target, kind: 'target', title: `charge ${c.target}` });
  }
  return out;
}

/** The units a command moves. */
function moversOf(c: ArcaneCommand): ReadonlyArray<string> {
  switch (c.type) {
    case 'move':
    case 'dismount':
      return [c.unit];
    case 'move-formation':
    case 'redress':
    case 'initiative-move':
      return c.units;
    default:
      return [];
  }
}

/**
 * The ghosts of one proposed command, from the state before and after the ruleset applies it —
 * applied to the player's own knowledge (`determinize` with a fixed seed), so a ghost never
 * shows a hidden unit's presence or the dice to come. Charges are not previewed: their end is
 * the combat's.
 */
function ghostsOf(state: ArcaneState, player: string, command: ArcaneCommand, proposal: number): PlaneSceneGhost[] {
  const movers = moversOf(command);
  if (movers.length === 0) return [];
  const known = arcaneWarfare.determinize(state, player, aleaFromSeed(`scene/${player}`));
  const r = arcaneWarfare.apply(known, command);
  return proposalGhosts({
    movers, before: known.units, after: r._tag === 'Right' ? r.right.state.units : known.units,
    refused: r._tag === 'Left' ? refusalText(r.left) : null, name: command.type,
  }, proposal);
}

/** The scene of `state` for `options.player`, drawn as an SVG document ({@link renderPlaneScene}). */
export function sceneSvg(state: ArcaneState, options: ArcaneSceneOptions & RenderPlaneSceneOptions): string {
  return renderPlaneScene(sceneOf(state, options), options);
}
