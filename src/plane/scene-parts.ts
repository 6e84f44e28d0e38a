/**
 * Parts every table ruleset's scene is made of: a base as the scene draws it, the ghosts of a
 * proposed command (read from the state before and after the ruleset applies it, so a scene
 * never repeats a rule), and a circle as a zone outline. Coordinates are rounded to 0.01 pace so
 * scenes are small and stable to compare.
 * @module
 */
import { centreOf, cornersOf, polygonOf, type Base, type Point } from './base.js';
import type { PlaneSceneBase, PlaneSceneGhost } from './scene.js';

const r2 = (v: number): number => Math.round(v * 100) / 100;

/** `p` rounded to 0.01 pace. */
export function roundPoint(p: Point): Point {
  return { x: r2(p.x), y: r2(p.y) };
}

/** The front edge of `b`, left corner first. */
export function frontEdgeOf(b: Base): readonly [Point, Point] {
  const k = cornersOf(b);
  return [roundPoint(k.frontLeft), roundPoint(k.frontRight)];
}

function frontMidpoint(b: Base): Point {
  const k = cornersOf(b);
  return roundPoint({ x: (k.frontLeft.x + k.frontRight.x) / 2, y: (k.frontLeft.y + k.frontRight.y) / 2 });
}

/** What a scene says about one base besides its geometry. */
export interface SceneBaseLabel {
  readonly id: string;
  readonly side: string;
  readonly label: string;
  readonly title: string;
  readonly marks: ReadonlyArray<string>;
}

/** The scene's form of a base: its outline, front edge and centre, with its label. */
export function sceneBase(b: Base, label: SceneBaseLabel): PlaneSceneBase {
  return { ...label, polygon: polygonOf(b).map(roundPoint), front: frontEdgeOf(b), centre: roundPoint(centreOf(b)) };
}

/** A proposed command as a ruleset answered it: the bases before and after, or the refusal. */
export interface AppliedProposal {
  /** The pieces the command names as moving or being placed. */
  readonly movers: ReadonlyArray<string>;
  readonly before: Readonly<Record<string, Base>>;
  /** The bases once the command is applied (the same as `before` when it is refused). */
  readonly after: Readonly<Record<string, Base>>;
  /** Why the ruleset refuses the command, with its citations, or `null`. */
  readonly refused: string | null;
  /** The command's name, for titles. */
  readonly name: string;
}

/**
 * The ghosts of one proposal: each mover where it would stand, with the straight path of its
 * front edge's midpoint (none for a piece being placed); a refused command shows its movers
 * where they stand, with the reason.
 */
export function proposalGhosts(p: AppliedProposal, proposal: number): PlaneSceneGhost[] {
  const out: PlaneSceneGhost[] = [];
  for (const id of p.movers) {
    const before = p.before[id];
    const now = p.after[id] ?? before;
    if (now === undefined) continue;
    out.push({
      proposal, element: id, polygon: polygonOf(now).map(roundPoint), front: frontEdgeOf(now),
      path: before === undefined ? [] : [frontMidpoint(before), frontMidpoint(now)],
      refused: p.refused,
      title: p.refused === null ? `${p.name} ${id} to (${Math.round(now.x)}, ${Math.round(now.y)}) facing ${Math.round(now.heading)}°` : `${p.name} ${id} refused: ${p.refused}`,
    });
  }
  return out;
}

/** A refusal's message with its citations, as a ghost's title shows it. */
export function refusalText(left: { readonly message: string; readonly citations: ReadonlyArray<{ readonly ruleset: string; readonly section: string }> }): string {
  return `${left.message}${left.citations.length === 0 ? '' : ` (${left.citations.map((c) => `${c.ruleset} ${c.section}`).join(', ')})`}`;
}

/** A circle of radius `r` around `c` as a polygon of `sides` corners. */
export function circleOutline(c: Point, r: number, sides = 48): Point[] {
  return Array.from({ length: sides }, (_, i) => roundPoint({ x: c.x + r * Math.cos((2 * Math.PI * i) / sides), y: c.y + r * Math.sin((2 * Math.PI * i) / sides) }));
}
