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
import type { HexHighlightKind, HexScene } from './scene.js';

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

/** Colours {@link renderHexScene} uses; any key may be overridden. */
export interface HexScenePalette {
  /** Fill per terrain key; unknown keys are drawn in `terrainFallback`. */
  readonly terrain: Readonly<Record<string, string>>;
  readonly terrainFallback: string;
  /** Counter fills per side index (seating order). */
  readonly sides: ReadonlyArray<string>;
  readonly highlight: Readonly<Record<HexHighlightKind, string>>;
}

/** The default colours: muted terrain, two clearly different sides. */
export const DEFAULT_HEX_PALETTE: HexScenePalette = {
  terrain: {
    clear: '#f3f1e4', hill: '#d9c38c', river: '#7fb2e0', bridge: '#b59a74', ford: '#a9cde8', rough: '#cdbf9a',
    stream: '#bcd9ef', town: '#c9a7a0', wooded: '#9cc28a', church: '#d8c2d8',
  },
  terrainFallback: '#e6e6e6',
  sides: ['#f2c9a0', '#b9d0f0', '#cfe8b8', '#e8c8e8'],
  highlight: { selected: '#d62828', reach: '#2a9d8f', charge: '#e76f51', target: '#9b2226' },
};

/** Options of {@link renderHexScene}. */
export interface RenderHexSceneOptions {
  readonly palette?: Partial<HexScenePalette>;
  /** Draw the legend under the board (default true). */
  readonly legend?: boolean;
  /** Draw the title and status lines above the board (default true). */
  readonly header?: boolean;
}

/**
 * Draws a {@link HexScene} as an SVG document. Every size is a fraction of the hex size and the
 * document has a `viewBox`, so it stays readable at any display size; each hex, counter and
 * leader carries a `<title>` (a tooltip and a text alternative) and `data-hex` / `data-unit`
 * attributes a frontend can hook clicks on.
 */
export function renderHexScene(scene: HexScene, options: RenderHexSceneOptions = {}): string {
  const pal: HexScenePalette = { ...DEFAULT_HEX_PALETTE, ...options.palette };
  const l = scene.layout;
  const size = Math.min(l.size.x, l.size.y);
  const [bx0, by0, bx1, by1] = scene.bounds;
  const pad = size * 0.4;
  const header = options.header !== false;
  const lineH = size * 0.5;
  const headH = header ? lineH * (1.4 + scene.status.length) : 0;
  const legend = options.legend !== false ? scene.legend : [];
  const cols = Math.max(1, Math.floor((bx1 - bx0) / (size * 3.2)));
  const legendH = legend.length === 0 ? 0 : Math.ceil(legend.length / cols) * lineH * 1.3 + lineH * 0.5;
  const x0 = bx0 - pad;
  const y0 = by0 - pad - headH;
  const w = bx1 - bx0 + 2 * pad;
  const h = by1 - by0 + 2 * pad + headH + legendH;
  const sideIndex = (side: string | null): number => (side === null ? -1 : scene.sides.indexOf(side));
  const sideFill = (side: string | null): string => pal.sides[sideIndex(side)] ?? '#dddddd';
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(x0)} ${n(y0)} ${n(w)} ${n(h)}" width="${n(w)}" height="${n(h)}" font-family="sans-serif" role="img" aria-label="${esc(scene.title)}">`);
  out.push(`<title>${esc(scene.title)}</title>`);
  out.push(`<rect x="${n(x0)}" y="${n(y0)}" width="${n(w)}" height="${n(h)}" fill="#fbfbf8"/>`);
  if (header) {
    out.push(`<text x="${n(bx0)}" y="${n(by0 - pad - headH + lineH)}" font-size="${n(lineH * 0.9)}" font-weight="bold" fill="#222">${esc(scene.title)}</text>`);
    scene.status.forEach((s, i) => out.push(`<text x="${n(bx0)}" y="${n(by0 - pad - headH + lineH * (2.1 + i))}" font-size="${n(lineH * 0.75)}" fill="#333">${esc(s)}</text>`));
  }
  out.push('<g class="cells">');
  for (const c of scene.cells) {
    const fill = pal.terrain[c.terrain] ?? pal.terrainFallback;
    out.push(`<polygon data-hex="${c.hex.q},${c.hex.r}" points="${c.corners.map(pt).join(' ')}" fill="${esc(fill)}" stroke="#8a8a7a" stroke-width="${n(size * 0.03)}"><title>${esc(`hex ${pad2(c.col)}${pad2(c.row)}: ${c.terrain}`)}</title></polygon>`);
    if (c.terrain !== 'clear') out.push(`<text x="${n(c.center.x)}" y="${n(c.center.y + size * 0.72)}" font-size="${n(size * 0.2)}" text-anchor="middle" fill="#555" pointer-events="none">${esc(c.terrain)}</text>`);
  }
  out.push('</g><g class="highlights">');
  for (const hl of scene.highlights) {
    const colour = pal.highlight[hl.kind];
    const corners = hexCorners(l, hl.hex).map(pt).join(' ');
    out.push(`<polygon data-hex="${hl.hex.q},${hl.hex.r}" data-highlight="${hl.kind}" points="${corners}" fill="${colour}" fill-opacity="${hl.kind === 'selected' ? 0.15 : 0.28}" stroke="${colour}" stroke-width="${n(size * 0.08)}"><title>${esc(hl.title)}</title></polygon>`);
    if (hl.cost !== undefined) out.push(`<text x="${n(hl.center.x)}" y="${n(hl.center.y - size * 0.55)}" font-size="${n(size * 0.26)}" text-anchor="middle" font-weight="bold" fill="${colour}" pointer-events="none">${hl.cost}</text>`);
  }
  out.push('</g><g class="units">');
  for (const u of scene.units) {
    const s = size * 0.9;
    const deg = (Math.atan2(u.facingPoint.y - u.center.y, u.facingPoint.x - u.center.x) * 180) / Math.PI + 90;
    const disrupted = u.markers.includes('disrupted');
    out.push(`<g data-unit="${esc(u.id)}" data-side="${esc(u.side)}" role="img" aria-label="${esc(u.title)}"><title>${esc(u.title)}</title>`);
    out.push(`<g transform="translate(${n(u.center.x)},${n(u.center.y)}) rotate(${n(deg)})"><rect x="${n(-s / 2)}" y="${n(-s / 2)}" width="${n(s)}" height="${n(s)}" rx="${n(s * 0.1)}" fill="${esc(sideFill(u.side))}" stroke="#222" stroke-width="${n(size * 0.04)}"${disrupted ? ` stroke-dasharray="${n(size * 0.12)} ${n(size * 0.06)}"` : ''}/><path d="M${n(-s * 0.3)},${n(-s / 2)} L0,${n(-s * 0.78)} L${n(s * 0.3)},${n(-s / 2)} z" fill="#222"/></g>`);
    out.push(`<text x="${n(u.center.x)}" y="${n(u.center.y + size * 0.08)}" font-size="${n(size * 0.3)}" font-weight="bold" text-anchor="middle" fill="#111" pointer-events="none">${esc(u.label)}</text>`);
    const sub = [u.strength === null ? '' : String(u.strength), ...u.markers.map((m) => m.slice(0, 3))].filter((x) => x !== '').join(' ');
    if (sub !== '') out.push(`<text x="${n(u.center.x)}" y="${n(u.center.y + size * 0.36)}" font-size="${n(size * 0.2)}" text-anchor="middle" fill="#333" pointer-events="none">${esc(sub)}</text>`);
    out.push('</g>');
  }
  out.push('</g><g class="leaders">');
  for (const ld of scene.leaders) {
    const c = { x: ld.center.x + size * 0.42, y: ld.center.y - size * 0.42 };
    out.push(`<g data-leader="${esc(ld.id ?? '')}" role="img" aria-label="${esc(ld.title)}"><title>${esc(ld.title)}</title><circle cx="${n(c.x)}" cy="${n(c.y)}" r="${n(size * 0.22)}" fill="${ld.hidden ? '#666' : esc(sideFill(ld.side))}" stroke="#222" stroke-width="${n(size * 0.03)}"/><text x="${n(c.x)}" y="${n(c.y + size * 0.08)}" font-size="${n(size * 0.22)}" text-anchor="middle" fill="${ld.hidden ? '#fff' : '#111'}" pointer-events="none">${ld.hidden ? '?' : esc((ld.name ?? '?').slice(0, 2))}</text></g>`);
  }
  out.push('</g>');
  if (legend.length > 0) {
    const top = by1 + pad + lineH * 0.6;
    out.push('<g class="legend">');
    legend.forEach((e, i) => {
      const x = bx0 + (i % cols) * size * 3.2;
      const y = top + Math.floor(i / cols) * lineH * 1.3;
      const fill = e.group === 'terrain' ? (pal.terrain[e.key] ?? pal.terrainFallback) : e.group === 'side' ? sideFill(e.key) : e.group === 'highlight' ? (pal.highlight[e.key as HexHighlightKind] ?? '#999') : '#fff';
      out.push(`<rect x="${n(x)}" y="${n(y - lineH * 0.7)}" width="${n(lineH * 0.8)}" height="${n(lineH * 0.8)}" fill="${esc(fill)}" stroke="#444" stroke-width="${n(size * 0.02)}"/><text x="${n(x + lineH)}" y="${n(y)}" font-size="${n(lineH * 0.7)}" fill="#222">${esc(e.label)}</text>`);
    });
    out.push('</g>');
  }
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}

const pad2 = (v: number): string => String(v).padStart(2, '0');
