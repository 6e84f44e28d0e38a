/**
 * A small, pure SVG renderer for tables of bases: documentation figures, debugging, and
 * frontends that want a quick picture. Returns a string; no DOM.
 * @module
 */
import { cornersOf, polygonOf, type Base, type Point } from './base.js';
import type { TerrainPolygon } from './terrain.js';

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
