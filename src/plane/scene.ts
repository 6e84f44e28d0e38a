/**
 * A renderer-neutral description of a table of bases as one player sees it: what a table
 * ruleset's `sceneOf` returns and what {@link renderPlaneScene} (or a frontend's own code)
 * draws. Plain JSON in table paces, y up; polygons are precomputed, so a renderer needs no
 * geometry of its own.
 * @module
 */
import type { Point } from './base.js';
import type { Going } from './terrain.js';

/** An element base: its outline, its front edge (drawn heavier), a label and a sentence. */
export interface PlaneSceneBase {
  readonly id: string;
  /** The owning side (a player id). */
  readonly side: string;
  /** Short text on the base (its troop type). */
  readonly label: string;
  /** A full sentence describing the base: a tooltip and the text alternative. */
  readonly title: string;
  /** The four corners: front-left, front-right, rear-right, rear-left. */
  readonly polygon: ReadonlyArray<Point>;
  readonly front: readonly [Point, Point];
  readonly centre: Point;
  /** Marks such as `general`, as plain words. */
  readonly marks: ReadonlyArray<string>;
}

/** A terrain feature: its polygon, the ruleset's kind, and its going on plane's scale. */
export interface PlaneSceneTerrain {
  readonly id: string;
  readonly kind: string;
  readonly going: Going;
  readonly polygon: ReadonlyArray<Point>;
  readonly title: string;
}

/** An area of the table with a meaning: a camp, a deployment area, a command radius. */
export interface PlaneSceneZone {
  readonly id: string;
  readonly kind: string;
  readonly side: string | null;
  readonly polygon: ReadonlyArray<Point>;
  readonly title: string;
}

/**
 * Where a proposed command would put a base (a ghost), the path of its front edge's midpoint,
 * and whether the rules allow it (`refused`: the reason, with the rule).
 */
export interface PlaneSceneGhost {
  /** The index of the proposal in the caller's list. */
  readonly proposal: number;
  readonly element: string;
  readonly polygon: ReadonlyArray<Point>;
  readonly front: readonly [Point, Point];
  readonly path: ReadonlyArray<Point>;
  readonly refused: string | null;
  readonly title: string;
}

/** What a highlighted base means for the selected piece. */
export type PlaneHighlightKind = 'selected' | 'target';

/** A highlighted base. */
export interface PlaneSceneHighlight {
  readonly element: string;
  readonly kind: PlaneHighlightKind;
  readonly title: string;
}

/** Everything a player sees of a table. */
export interface PlaneScene {
  readonly kind: 'plane';
  readonly ruleset: string;
  readonly player: string;
  /** The sides in seating order (renderers colour them by index). */
  readonly sides: ReadonlyArray<string>;
  readonly title: string;
  readonly status: ReadonlyArray<string>;
  /** The table, in paces, from (0, 0). */
  readonly table: { readonly width: number; readonly height: number };
  readonly terrain: ReadonlyArray<PlaneSceneTerrain>;
  readonly zones: ReadonlyArray<PlaneSceneZone>;
  readonly bases: ReadonlyArray<PlaneSceneBase>;
  readonly ghosts: ReadonlyArray<PlaneSceneGhost>;
  readonly highlights: ReadonlyArray<PlaneSceneHighlight>;
  readonly legend: ReadonlyArray<{ readonly group: 'terrain' | 'side' | 'zone' | 'highlight'; readonly key: string; readonly label: string }>;
}
