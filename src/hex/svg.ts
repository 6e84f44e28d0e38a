/**
 * A small, pure SVG renderer for hex pictures: documentation figures, debugging, simple
 * frontends. It takes a plain description of what to draw and returns the SVG text; it never
 * touches the DOM or the file system.
 * @module
 */
import type { Hex } from './coords.js';
import type { Facing } from './facing.js';
import { hexCorner, hexCorners, hexToPixel, round, type Layout, type Point } from './layout.js';
import { hexsideVertices, vertexHexes, type Hexside, type Vertex } from './sides.js';

/** A hex to draw: outline, fill and an optional label at its centre. */
export interface SvgHex {
  readonly hex: Hex;
  readonly fill?: string;
  readonly stroke?: string;
  readonly label?: string;
  /** Smaller text under the label. */
  readonly sublabel?: string;
}

/** A counter in a hex, drawn as a square with a wedge pointing at the vertex it faces. */
export interface SvgUnit {
  readonly hex: Hex;
  readonly facing: Facing;
  readonly label?: string;
  readonly fill?: string;
}

/** A polyline through hex centres, optionally shifted sideways (to show nudged lines apart). */
export interface SvgPath {
  readonly hexes: ReadonlyArray<Hex>;
  readonly stroke: string;
  readonly width?: number;
  readonly dash?: string;
  /** Sideways shift in pixels, positive to the left of the direction of travel. */
  readonly offset?: number;
  /** Draw an arrow head at the end. */
  readonly arrow?: boolean;
}

/** A straight segment between two hex centres (e.g. the exact line of sight). */
export interface SvgSegment {
  readonly from: Hex;
  readonly to: Hex;
  readonly stroke: string;
  readonly width?: number;
  readonly dash?: string;
  /** Sideways shift in pixels, positive to the left of the direction of travel. */
  readonly offset?: number;
}

/** A hexside to emphasise (a river, the side a line runs along). */
export interface SvgSide {
  readonly side: Hexside;
  readonly stroke: string;
  readonly width?: number;
}

/** A vertex marker. */
export interface SvgVertex {
  readonly vertex: Vertex;
  readonly fill: string;
  readonly radius?: number;
}

/** Free text at a pixel position. */
export interface SvgText {
  readonly at: Point;
  readonly text: string;
  readonly size?: number;
  readonly anchor?: 'start' | 'middle' | 'end';
}

/** Everything {@link renderSvg} draws, back to front in this order. */
export interface SvgScene {
  readonly layout: Layout;
  readonly hexes: ReadonlyArray<SvgHex>;
  readonly sides?: ReadonlyArray<SvgSide>;
  readonly segments?: ReadonlyArray<SvgSegment>;
  readonly paths?: ReadonlyArray<SvgPath>;
  readonly vertices?: ReadonlyArray<SvgVertex>;
  readonly units?: ReadonlyArray<SvgUnit>;
  readonly texts?: ReadonlyArray<SvgText>;
  /** Accessible title. */
  readonly title?: string;
  /** Margin around the drawing, pixels. Default 10. */
  readonly margin?: number;
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n = (v: number): string => String(round(v, 2));
const pt = (p: Point): string => `${n(p.x)},${n(p.y)}`;

/** Shifts a polyline sideways by `d` pixels (left of travel for d > 0), segment by segment. */
function shifted(points: ReadonlyArray<Point>, d: number): Point[] {
  if (d === 0 || points.length < 2) return [...points];
  const first = points[0] as Point;
  const last = points[points.length - 1] as Point;
  // A single overall normal keeps a straight line straight (what a nudged sight line is).
  const dx = last.x - first.x;
  const dy = last.y - first.y;
  const len = Math.hypot(dx, dy) || 1;
  const nx = (dy / len) * d;
  const ny = (-dx / len) * d;
  return points.map((p) => ({ x: p.x + nx, y: p.y + ny }));
}

/** Renders a scene to an SVG document (a string). Pure and deterministic. */
export function renderSvg(scene: SvgScene): string {
  const l = scene.layout;
  const margin = scene.margin ?? 10;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const h of scene.hexes) {
    for (const c of hexCorners(l, h.hex)) {
      minX = Math.min(minX, c.x);
      minY = Math.min(minY, c.y);
      maxX = Math.max(maxX, c.x);
      maxY = Math.max(maxY, c.y);
    }
  }
  for (const t of scene.texts ?? []) {
    // Estimated text extent (no font metrics in a pure function): 0.6 em per character.
    const width = t.text.length * (t.size ?? 12) * 0.6;
    const left = t.anchor === 'middle' ? t.at.x - width / 2 : t.anchor === 'end' ? t.at.x - width : t.at.x;
    minX = Math.min(minX, left);
    minY = Math.min(minY, t.at.y - (t.size ?? 12));
    maxX = Math.max(maxX, left + width);
    maxY = Math.max(maxY, t.at.y + (t.size ?? 12) * 0.3);
  }
  if (!Number.isFinite(minX)) {
    minX = 0;
    minY = 0;
    maxX = 0;
    maxY = 0;
  }
  const x0 = minX - margin;
  const y0 = minY - margin;
  const w = maxX - minX + 2 * margin;
  const hgt = maxY - minY + 2 * margin;
  const size = Math.min(l.size.x, l.size.y);
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(x0)} ${n(y0)} ${n(w)} ${n(hgt)}" width="${n(w)}" height="${n(hgt)}" font-family="sans-serif">`);
  if (scene.title !== undefined) out.push(`<title>${esc(scene.title)}</title>`);
  out.push('<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="context-stroke"/></marker></defs>');
  for (const h of scene.hexes) {
    const pts = hexCorners(l, h.hex).map(pt).join(' ');
    out.push(`<polygon points="${pts}" fill="${esc(h.fill ?? 'none')}" stroke="${esc(h.stroke ?? '#999')}" stroke-width="1"/>`);
  }
  for (const h of scene.hexes) {
    const c = hexToPixel(l, h.hex);
    if (h.label !== undefined) {
      const dy = h.sublabel === undefined ? size * 0.12 : -size * 0.05;
      out.push(`<text x="${n(c.x)}" y="${n(c.y + dy)}" font-size="${n(size * 0.32)}" text-anchor="middle" fill="#222">${esc(h.label)}</text>`);
    }
    if (h.sublabel !== undefined) {
      out.push(`<text x="${n(c.x)}" y="${n(c.y + size * 0.38)}" font-size="${n(size * 0.24)}" text-anchor="middle" fill="#555">${esc(h.sublabel)}</text>`);
    }
  }
  for (const s of scene.sides ?? []) {
    const [a, b] = hexsideVertices(s.side).map((v) => vertexPoint(l, v));
    out.push(`<line x1="${n(a!.x)}" y1="${n(a!.y)}" x2="${n(b!.x)}" y2="${n(b!.y)}" stroke="${esc(s.stroke)}" stroke-width="${n(s.width ?? 4)}" stroke-linecap="round"/>`);
  }
  for (const s of scene.segments ?? []) {
    const [a, b] = shifted([hexToPixel(l, s.from), hexToPixel(l, s.to)], s.offset ?? 0);
    out.push(`<line x1="${n(a!.x)}" y1="${n(a!.y)}" x2="${n(b!.x)}" y2="${n(b!.y)}" stroke="${esc(s.stroke)}" stroke-width="${n(s.width ?? 2)}"${s.dash === undefined ? '' : ` stroke-dasharray="${esc(s.dash)}"`}/>`);
  }
  for (const p of scene.paths ?? []) {
    const pts = shifted(p.hexes.map((h) => hexToPixel(l, h)), p.offset ?? 0).map(pt).join(' ');
    out.push(
      `<polyline points="${pts}" fill="none" stroke="${esc(p.stroke)}" stroke-width="${n(p.width ?? 3)}" stroke-linejoin="round" stroke-linecap="round"${p.dash === undefined ? '' : ` stroke-dasharray="${esc(p.dash)}"`}${p.arrow === true ? ' marker-end="url(#arrow)"' : ''}/>`,
    );
  }
  for (const v of scene.vertices ?? []) {
    const c = vertexPoint(l, v.vertex);
    out.push(`<circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(v.radius ?? size * 0.1)}" fill="${esc(v.fill)}"/>`);
  }
  for (const u of scene.units ?? []) {
    const c = hexToPixel(l, u.hex);
    const tip = hexCorner(l, u.hex, u.facing);
    const ang = Math.atan2(tip.y - c.y, tip.x - c.x);
    const deg = (ang * 180) / Math.PI + 90; // the counter's "top edge" points at the vertex
    const s = size * 0.5;
    out.push(`<g transform="translate(${n(c.x)},${n(c.y)}) rotate(${n(deg)})">`);
    out.push(`<rect x="${n(-s / 2)}" y="${n(-s / 2)}" width="${n(s)}" height="${n(s)}" rx="${n(s * 0.1)}" fill="${esc(u.fill ?? '#e8d8a8')}" stroke="#333"/>`);
    out.push(`<path d="M${n(-s / 2)},${n(-s / 2)} L0,${n(-s * 0.95)} L${n(s / 2)},${n(-s / 2)} z" fill="#333"/>`);
    out.push('</g>');
    if (u.label !== undefined) out.push(`<text x="${n(c.x)}" y="${n(c.y + size * 0.09)}" font-size="${n(size * 0.22)}" text-anchor="middle" fill="#000">${esc(u.label)}</text>`);
  }
  for (const t of scene.texts ?? []) {
    out.push(`<text x="${n(t.at.x)}" y="${n(t.at.y)}" font-size="${n(t.size ?? 12)}" text-anchor="${t.anchor ?? 'start'}" fill="#222">${esc(t.text)}</text>`);
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

/** The pixel of a vertex (the corner its three hexes share). */
export function vertexPoint(l: Layout, v: Vertex): Point {
  const [h] = vertexHexes(v);
  return hexCorner(l, h, v.v as Facing);
}
