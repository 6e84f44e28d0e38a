/**
 * A renderer-neutral description of a hex board as one player sees it: what a ruleset's
 * `sceneOf` returns and what {@link renderHexScene} (or a frontend's own canvas, WebGL or DOM
 * code) draws. Plain JSON: pixel geometry is precomputed, so a renderer needs no hex maths.
 * @module
 */
import type { Facing } from './facing.js';
import type { Layout, Point } from './layout.js';

/** Axial coordinates as plain numbers (a scene is JSON, not branded hexes). */
export interface SceneHex {
  readonly q: number;
  readonly r: number;
}

/** One hex of the board: its terrain key, its printed (offset) coordinates and its pixels. */
export interface HexSceneCell {
  readonly hex: SceneHex;
  /** The map's printed column and row. */
  readonly col: number;
  readonly row: number;
  /** The ruleset's terrain key (`clear`, `wooded`, ...). */
  readonly terrain: string;
  readonly center: Point;
  /** The six corners, corner `k` at index `k`. */
  readonly corners: ReadonlyArray<Point>;
}

/** A counter on the board. */
export interface HexSceneUnit {
  readonly id: string;
  /** The owning side (a player id). */
  readonly side: string;
  readonly hex: SceneHex;
  readonly facing: Facing;
  readonly center: Point;
  /** The vertex the counter faces, in pixels (where a renderer draws its pointer). */
  readonly facingPoint: Point;
  /** Short text on the counter (its type). */
  readonly label: string;
  /** Strength points, when the ruleset tracks them. */
  readonly strength: number | null;
  /** Markers on the counter (`disrupted`, `charge`, ...), as plain words. */
  readonly markers: ReadonlyArray<string>;
  /** A full sentence describing the counter: a tooltip and the text alternative. */
  readonly title: string;
}

/** A leader counter; `hidden` ones show where they stand, not who they are. */
export interface HexSceneLeader {
  /** The leader's id, `null` when hidden from the viewer. */
  readonly id: string | null;
  readonly side: string | null;
  readonly name: string | null;
  readonly hidden: boolean;
  readonly hex: SceneHex;
  readonly center: Point;
  readonly title: string;
}

/** What a highlighted hex means for the selected piece. */
export type HexHighlightKind = 'selected' | 'reach' | 'charge' | 'target';

/** A highlighted hex: reachable (with its cost), a charge, a legal target, the selection. */
export interface HexSceneHighlight {
  readonly hex: SceneHex;
  readonly kind: HexHighlightKind;
  /** Movement points spent to get there (reach and charge). */
  readonly cost?: number;
  readonly center: Point;
  readonly title: string;
}

/** One line of a legend: a style key (terrain, side, highlight) and its words. */
export interface SceneLegendEntry {
  readonly group: 'terrain' | 'side' | 'highlight' | 'counter' | 'zone';
  readonly key: string;
  readonly label: string;
}

/** Everything a player sees of a hex board. */
export interface HexScene {
  readonly kind: 'hex';
  readonly ruleset: string;
  /** The viewer. */
  readonly player: string;
  /** The sides in seating order (renderers colour them by index). */
  readonly sides: ReadonlyArray<string>;
  readonly title: string;
  /** Status lines (turn, phase, who decides). */
  readonly status: ReadonlyArray<string>;
  readonly layout: Layout;
  /** The pixel box of the board: `[minX, minY, maxX, maxY]`. */
  readonly bounds: readonly [number, number, number, number];
  readonly cells: ReadonlyArray<HexSceneCell>;
  readonly units: ReadonlyArray<HexSceneUnit>;
  readonly leaders: ReadonlyArray<HexSceneLeader>;
  readonly highlights: ReadonlyArray<HexSceneHighlight>;
  readonly legend: ReadonlyArray<SceneLegendEntry>;
}
