/**
 * A small, pure SVG renderer for tables of bases: documentation figures, debugging, and
 * frontends that want a quick picture. Returns a string; no DOM.
 * @module
 */
import { cornersOf, polygonOf, type Base, type Point } from './base.js';
import type { TerrainPolygon } from './terrain.js';
import type { PlaneHighlightKind, PlaneScene } from './scene.js';

/** A base to draw, with optional label and colours. The front edge is drawn heavier. */
export interface SvgBase {
  readonly base: Base;
  readonly label?: string;
  readonly fill?: string;
  readonly stroke?: string;
  /** Drawn dashed and faint: a pose before a move, a ghost. */
  readonly ghost?: boolean;
}

/** A polyline to draw (a path swept, a measurement), optionally ending in an arrowhead. */
export interface SvgPath {
  readonly points: ReadonlyArray<Point>;
  readonly stroke?: string;
  readonly dashed?: boolean;
  readonly arrow?: boolean;
}

/** A labelled dot (a pivot, a contact point). */
export interface SvgMark {
  readonly at: Point;
  readonly label?: string;
  readonly color?: string;
}

/** Everything one figure shows. Table coordinates (y up) are flipped to SVG's y down. */
export interface SvgScene {
  readonly bases: ReadonlyArray<SvgBase>;
  readonly terrain?: ReadonlyArray<TerrainPolygon>;
  readonly paths?: ReadonlyArray<SvgPath>;
  readonly marks?: ReadonlyArray<SvgMark>;
  readonly title?: string;
  /** Pixels per pace; default fits the drawing into 360 px width. */
  readonly scale?: number;
  /** Margin around the drawing, in paces (default 20). */
  readonly margin?: number;
}

const GOING_FILL: Readonly<Record<string, string>> = { good: '#eef5e0', rough: '#e2d6a8', difficult: '#9fbf8f', impassable: '#8a8a8a' };

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const num = (n: number): string => (Math.abs(n) < 1e-9 ? '0' : String(Math.round(n * 100) / 100));

/** Renders a scene as a standalone SVG document string. */
export function renderSvg(scene: SvgScene): string {
  const margin = scene.margin ?? 20;
  const pts: Point[] = [];
  for (const b of scene.bases) pts.push(...polygonOf(b.base));
  for (const t of scene.terrain ?? []) pts.push(...t.polygon);
  for (const p of scene.paths ?? []) pts.push(...p.points);
  for (const m of scene.marks ?? []) pts.push(m.at);
  if (pts.length === 0) pts.push({ x: 0, y: 0 });
  const minX = Math.min(...pts.map((p) => p.x)) - margin;
  const maxX = Math.max(...pts.map((p) => p.x)) + margin;
  const minY = Math.min(...pts.map((p) => p.y)) - margin;
  const maxY = Math.max(...pts.map((p) => p.y)) + margin;
  const scale = scene.scale ?? 360 / Math.max(1, maxX - minX);
  const titleH = scene.title === undefined ? 0 : 22;
  const W = (maxX - minX) * scale;
  const H = (maxY - minY) * scale + titleH;
  const X = (x: number) => num((x - minX) * scale);
  const Y = (y: number) => num((maxY - y) * scale + titleH);
  const poly = (ps: ReadonlyArray<Point>) => ps.map((p) => `${X(p.x)},${Y(p.y)}`).join(' ');
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${num(W)}" height="${num(H)}" viewBox="0 0 ${num(W)} ${num(H)}" font-family="sans-serif" font-size="11">`);
  out.push('<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#333"/></marker></defs>');
  out.push(`<rect x="0" y="0" width="${num(W)}" height="${num(H)}" fill="#fbfbf8"/>`);
  if (scene.title !== undefined) out.push(`<text x="6" y="15" font-size="13" font-weight="bold">${esc(scene.title)}</text>`);
  for (const t of scene.terrain ?? []) {
    out.push(`<polygon points="${poly(t.polygon)}" fill="${GOING_FILL[t.going] ?? '#ddd'}" stroke="#777" stroke-width="1"/>`);
    const c = t.polygon.reduce((a, p) => ({ x: a.x + p.x / t.polygon.length, y: a.y + p.y / t.polygon.length }), { x: 0, y: 0 });
    out.push(`<text x="${X(c.x)}" y="${Y(c.y)}" text-anchor="middle" fill="#444">${esc(`${t.id} (${t.going})`)}</text>`);
  }
  for (const b of scene.bases) {
    const fill = b.fill ?? '#c8d8f0';
    const stroke = b.stroke ?? '#234';
    const ghost = b.ghost === true;
    const k = cornersOf(b.base);
    out.push(
      `<polygon points="${poly(polygonOf(b.base))}" fill="${ghost ? 'none' : fill}" stroke="${stroke}" stroke-width="1.2"${ghost ? ' stroke-dasharray="4 3" opacity="0.6"' : ''}/>`,
    );
    out.push(`<line x1="${X(k.frontLeft.x)}" y1="${Y(k.frontLeft.y)}" x2="${X(k.frontRight.x)}" y2="${Y(k.frontRight.y)}" stroke="${stroke}" stroke-width="${ghost ? 2 : 3.5}"${ghost ? ' stroke-dasharray="4 3" opacity="0.6"' : ''}/>`);
    if (b.label !== undefined) {
      const cx = (k.frontLeft.x + k.frontRight.x + k.rearLeft.x + k.rearRight.x) / 4;
      const cy = (k.frontLeft.y + k.frontRight.y + k.rearLeft.y + k.rearRight.y) / 4;
      out.push(`<text x="${X(cx)}" y="${Y(cy)}" text-anchor="middle" dominant-baseline="middle"${ghost ? ' opacity="0.6"' : ''}>${esc(b.label)}</text>`);
    }
  }
  for (const p of scene.paths ?? []) {
    out.push(
      `<polyline points="${poly(p.points)}" fill="none" stroke="${p.stroke ?? '#333'}" stroke-width="1.5"${p.dashed === true ? ' stroke-dasharray="5 4"' : ''}${p.arrow === true ? ' marker-end="url(#arrow)"' : ''}/>`,
    );
  }
  for (const m of scene.marks ?? []) {
    out.push(`<circle cx="${X(m.at.x)}" cy="${Y(m.at.y)}" r="3.5" fill="${m.color ?? '#c22'}"/>`);
    if (m.label !== undefined) out.push(`<text x="${num(Number(X(m.at.x)) + 6)}" y="${num(Number(Y(m.at.y)) - 6)}" fill="${m.color ?? '#c22'}">${esc(m.label)}</text>`);
  }
  out.push('</svg>');
  return out.join('\n') + '\n';
}

/** Colours {@link renderPlaneScene} uses; any key may be overridden. */
export interface PlaneScenePalette {
  readonly going: Readonly<Record<string, string>>;
  /** Base fills per side index (seating order). */
  readonly sides: ReadonlyArray<string>;
  readonly zone: string;
  readonly highlight: Readonly<Record<PlaneHighlightKind, string>>;
  readonly ghost: string;
  readonly refused: string;
}

/** The default colours. */
export const DEFAULT_PLANE_PALETTE: PlaneScenePalette = {
  going: { ...GOING_FILL },
  sides: ['#f2c9a0', '#b9d0f0', '#cfe8b8', '#e8c8e8'],
  zone: '#a0a0a0',
  highlight: { selected: '#d62828', target: '#9b2226' },
  ghost: '#2a9d8f',
  refused: '#b00020',
};

/** Options of {@link renderPlaneScene}. */
export interface RenderPlaneSceneOptions {
  readonly palette?: Partial<PlaneScenePalette>;
  /** Pixels per pace (default: the table drawn 720 px wide). */
  readonly scale?: number;
  readonly legend?: boolean;
  readonly header?: boolean;
}

/**
 * Draws a {@link PlaneScene} as an SVG document. Text sizes follow the table (a fixed fraction
 * of its width) under a `viewBox`, so the drawing reads the same at any display size; each base,
 * ghost and terrain feature carries a `<title>` and `data-*` attributes for a frontend's clicks.
 */
export function renderPlaneScene(scene: PlaneScene, options: RenderPlaneSceneOptions = {}): string {
  const pal: PlaneScenePalette = { ...DEFAULT_PLANE_PALETTE, ...options.palette };
  const { width: TW, height: TH } = scene.table;
  const scale = options.scale ?? 720 / Math.max(1, TW);
  const em = TW * scale * 0.018;
  const header = options.header !== false;
  const headH = header ? em * (2 + scene.status.length * 1.3) : 0;
  const legend = options.legend !== false ? scene.legend : [];
  const cols = 4;
  const legendH = legend.length === 0 ? 0 : (Math.ceil(legend.length / cols) + 0.6) * em * 1.5;
  const W = TW * scale;
  const H = TH * scale + headH + legendH;
  const X = (x: number) => num(x * scale);
  const Y = (y: number) => num((TH - y) * scale + headH);
  const poly = (ps: ReadonlyArray<Point>) => ps.map((p) => `${X(p.x)},${Y(p.y)}`).join(' ');
  const mid = (ps: ReadonlyArray<Point>) => ps.reduce((a, p) => ({ x: a.x + p.x / ps.length, y: a.y + p.y / ps.length }), { x: 0, y: 0 });
  const sideFill = (side: string | null) => pal.sides[side === null ? -1 : scene.sides.indexOf(side)] ?? '#ddd';
  const hl = new Map(scene.highlights.map((h) => [h.element, h]));
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${num(W)}" height="${num(H)}" viewBox="0 0 ${num(W)} ${num(H)}" font-family="sans-serif" role="img" aria-label="${esc(scene.title)}">`);
  out.push(`<title>${esc(scene.title)}</title>`);
  out.push('<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#333"/></marker></defs>');
  out.push(`<rect x="0" y="0" width="${num(W)}" height="${num(H)}" fill="#fbfbf8"/>`);
  if (header) {
    out.push(`<text x="${num(em * 0.5)}" y="${num(em * 1.3)}" font-size="${num(em * 1.1)}" font-weight="bold" fill="#222">${esc(scene.title)}</text>`);
    scene.status.forEach((s, i) => out.push(`<text x="${num(em * 0.5)}" y="${num(em * (2.6 + i * 1.3))}" font-size="${num(em * 0.9)}" fill="#333">${esc(s)}</text>`));
  }
  out.push(`<rect x="0" y="${num(headH)}" width="${num(W)}" height="${num(TH * scale)}" fill="${pal.going.good ?? '#eef5e0'}" stroke="#555" stroke-width="${num(em * 0.1)}"/>`);
  for (const t of scene.terrain) {
    const c = mid(t.polygon);
    out.push(`<g data-terrain="${esc(t.id)}"><title>${esc(t.title)}</title><polygon points="${poly(t.polygon)}" fill="${pal.going[t.going] ?? '#ddd'}" stroke="#777" stroke-width="${num(em * 0.08)}"/><text x="${X(c.x)}" y="${Y(c.y)}" font-size="${num(em * 0.8)}" text-anchor="middle" fill="#444" pointer-events="none">${esc(t.kind)}</text></g>`);
  }
  for (const z of scene.zones) {
    const c = mid(z.polygon);
    out.push(`<g data-zone="${esc(z.id)}"><title>${esc(z.title)}</title><polygon points="${poly(z.polygon)}" fill="${sideFill(z.side)}" fill-opacity="0.35" stroke="${pal.zone}" stroke-width="${num(em * 0.1)}" stroke-dasharray="${num(em * 0.4)} ${num(em * 0.25)}"/><text x="${X(c.x)}" y="${Y(c.y)}" font-size="${num(em * 0.75)}" text-anchor="middle" dominant-baseline="middle" fill="#333" pointer-events="none">${esc(z.kind)}</text></g>`);
  }
  for (const b of scene.bases) {
    const h = hl.get(b.id);
    const stroke = h === undefined ? '#223' : pal.highlight[h.kind];
    out.push(`<g data-unit="${esc(b.id)}" data-side="${esc(b.side)}"${h === undefined ? '' : ` data-highlight="${h.kind}"`} role="img" aria-label="${esc(b.title)}"><title>${esc(h === undefined ? b.title : `${b.title} (${h.title})`)}</title>`);
    out.push(`<polygon points="${poly(b.polygon)}" fill="${sideFill(b.side)}" stroke="${stroke}" stroke-width="${num(em * (h === undefined ? 0.1 : 0.3))}"/>`);
    out.push(`<line x1="${X(b.front[0].x)}" y1="${Y(b.front[0].y)}" x2="${X(b.front[1].x)}" y2="${Y(b.front[1].y)}" stroke="${stroke}" stroke-width="${num(em * 0.35)}"/>`);
    out.push(`<text x="${X(b.centre.x)}" y="${Y(b.centre.y)}" font-size="${num(em * 0.8)}" font-weight="${b.marks.includes('general') ? 'bold' : 'normal'}" text-anchor="middle" dominant-baseline="middle" fill="#111" pointer-events="none">${esc(b.label)}</text></g>`);
  }
  for (const g of scene.ghosts) {
    const colour = g.refused === null ? pal.ghost : pal.refused;
    out.push(`<g data-ghost="${g.proposal}" data-element="${esc(g.element)}"${g.refused === null ? '' : ' data-refused="true"'}><title>${esc(g.title)}</title>`);
    if (g.path.length > 1) out.push(`<polyline points="${poly(g.path)}" fill="none" stroke="${colour}" stroke-width="${num(em * 0.12)}" stroke-dasharray="${num(em * 0.3)} ${num(em * 0.2)}" marker-end="url(#arrow)"/>`);
    out.push(`<polygon points="${poly(g.polygon)}" fill="${colour}" fill-opacity="0.15" stroke="${colour}" stroke-width="${num(em * 0.12)}" stroke-dasharray="${num(em * 0.3)} ${num(em * 0.2)}"/>`);
    out.push(`<line x1="${X(g.front[0].x)}" y1="${Y(g.front[0].y)}" x2="${X(g.front[1].x)}" y2="${Y(g.front[1].y)}" stroke="${colour}" stroke-width="${num(em * 0.25)}"/></g>`);
  }
  if (legend.length > 0) {
    const top = headH + TH * scale + em * 1.5;
    out.push('<g class="legend">');
    legend.forEach((e, i) => {
      const x = em * 0.5 + (i % cols) * (W / cols);
      const y = top + Math.floor(i / cols) * em * 1.5;
      const fill = e.group === 'terrain' ? (pal.going[e.key] ?? '#ddd') : e.group === 'side' ? sideFill(e.key) : e.group === 'highlight' ? (pal.highlight[e.key as PlaneHighlightKind] ?? pal.ghost) : pal.zone;
      out.push(`<rect x="${num(x)}" y="${num(y - em * 0.8)}" width="${num(em)}" height="${num(em)}" fill="${fill}" stroke="#444" stroke-width="${num(em * 0.05)}"/><text x="${num(x + em * 1.4)}" y="${num(y)}" font-size="${num(em * 0.85)}" fill="#222">${esc(e.label)}</text>`);
    });
    out.push('</g>');
  }
  out.push('</svg>');
  return out.join('\n') + '\n';
}
