// Test builders: pairs of bases in exact contact, laid out axis-aligned around a base at the
// origin (exact arithmetic) and then carried to a random place and angle by a float rotation,
// the way any engine would compute them. Independent of the library's own snap code.
import type { Base, CornerName, EdgeName, EdgeRelation } from '../../src/plane/index.js';

export interface Rng {
  next(): number;
}

/** A small deterministic generator (mulberry32) for the 10,000-case loops. */
export function mulberry(seed: number): Rng {
  let a = seed >>> 0;
  return {
    next() {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

const between = (r: Rng, lo: number, hi: number): number => lo + (hi - lo) * r.next();

// Exact unit vectors for headings that are multiples of 90.
const UNIT: Record<number, [number, number]> = { 0: [1, 0], 90: [0, 1], 180: [-1, 0], 270: [0, -1] };
const NORMAL: Record<EdgeName, number> = { front: 0, left: 90, rear: 180, right: 270 };

/** Midpoint of an edge and its clockwise direction, for an axis-aligned base. */
function edgeLine(b: Base, e: EdgeName): { mx: number; my: number; ux: number; uy: number; len: number } {
  const [c, s] = UNIT[((b.heading % 360) + 360) % 360] as [number, number];
  const hw = b.width / 2;
  const d = b.depth;
  switch (e) {
    case 'front':
      return { mx: b.x, my: b.y, ux: s, uy: -c, len: b.width };
    case 'rear':
      return { mx: b.x - c * d, my: b.y - s * d, ux: -s, uy: c, len: b.width };
    case 'left':
      return { mx: b.x - s * hw - (c * d) / 2, my: b.y + c * hw - (s * d) / 2, ux: c, uy: s, len: d };
    default:
      return { mx: b.x + s * hw - (c * d) / 2, my: b.y - c * hw - (s * d) / 2, ux: -c, uy: -s, len: d };
  }
}

export const FLANKS: EdgeName[] = ['left', 'right'];
export const edgesOfWord = (w: string): EdgeName[] => (w === 'flank' ? FLANKS : [w as EdgeName]);

/** An axis-aligned pair in exact edge contact: edge ea of a on edge eb of b, b's edge midpoint `shift` along a's edge. */
export function localEdgePair(a: Base, ea: EdgeName, eb: EdgeName, bw: number, bd: number, shift: number): Base {
  const hb = (((NORMAL[ea] + 180 - NORMAL[eb]) % 360) + 360) % 360;
  const probe: Base = { x: 0, y: 0, heading: hb, width: bw, depth: bd };
  const pe = edgeLine(probe, eb); // offset of b's edge midpoint from b's front midpoint
  const ae = edgeLine(a, ea);
  return { x: ae.mx + ae.ux * shift - pe.mx, y: ae.my + ae.uy * shift - pe.my, heading: hb, width: bw, depth: bd };
}

/** Carries a base through a rotation by `deg` about the origin then a translation, with float cos/sin. */
export function place(b: Base, deg: number, tx: number, ty: number): Base {
  const r = (deg * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  return { x: tx + c * b.x - s * b.y, y: ty + s * b.x + c * b.y, heading: b.heading + deg, width: b.width, depth: b.depth };
}

/** A random edge-contact pair for `relation`, with shared length ≥ minShared. */
export function randomEdgePair(r: Rng, relation: EdgeRelation, minShared = 1): { a: Base; b: Base; ea: EdgeName; eb: EdgeName } {
  const [wa, wb] = relation.split('-to-') as [string, string];
  const ea = edgesOfWord(wa)[Math.floor(r.next() * edgesOfWord(wa).length)] as EdgeName;
  const eb = edgesOfWord(wb)[Math.floor(r.next() * edgesOfWord(wb).length)] as EdgeName;
  const a: Base = { x: 0, y: 0, heading: 0, width: between(r, 40, 200), depth: between(r, 10, 200) };
  const bw = between(r, 40, 200);
  const bd = between(r, 10, 200);
  const la = ea === 'front' || ea === 'rear' ? a.width : a.depth;
  const lb = eb === 'front' || eb === 'rear' ? bw : bd;
  const reach = (la + lb) / 2 - minShared;
  const shift = r.next() < 0.2 ? (r.next() < 0.5 ? 1 : -1) * Math.abs(la - lb) / 2 * (r.next() < 0.5 ? 1 : 0) : between(r, -reach, reach);
  const b = localEdgePair(a, ea, eb, bw, bd, shift);
  const deg = between(r, -720, 720);
  const tx = between(r, -5000, 5000);
  const ty = between(r, -5000, 5000);
  return { a: place(a, deg, tx, ty), b: place(b, deg, tx, ty), ea, eb };
}

/** Outward unit normal of edge e of an axis-aligned base heading h (local frame). */
export function localNormal(h: number, e: EdgeName): [number, number] {
  return UNIT[(((h + NORMAL[e]) % 360) + 360) % 360] as [number, number];
}

/**
 * A random corner-to-corner pair: b's rear-right corner on one of a's corners, b turned at
 * least `m` degrees away from any edge of a so that only the corners touch.
 */
export function randomCornerPair(r: Rng): { a: Base; b: Base; ca: CornerName; cb: CornerName } {
  const a: Base = { x: 0, y: 0, heading: 0, width: between(r, 40, 200), depth: between(r, 10, 200) };
  // [corner, x, y, wedge]: seen from the corner, a's interior fills directions [wedge+180, wedge+270].
  const choices: [CornerName, number, number, number][] = [
    ['front-left', 0, a.width / 2, 0],
    ['front-right', 0, -a.width / 2, 270],
    ['rear-right', -a.depth, -a.width / 2, 180],
    ['rear-left', -a.depth, a.width / 2, 90],
  ];
  const [ca, px, py, wedge] = choices[Math.floor(r.next() * 4)] as [CornerName, number, number, number];
  const bw = between(r, 40, 200);
  const bd = between(r, 10, 200);
  const m = between(r, 5, 40);
  // From its rear-right corner b fills directions [h, h + 90]; keep that clear of a's interior.
  const h = wedge - 90 + m + (180 - 2 * m) * r.next();
  const c = Math.cos((h * Math.PI) / 180);
  const s = Math.sin((h * Math.PI) / 180);
  const b: Base = { x: px + c * bd - s * (bw / 2), y: py + s * bd + c * (bw / 2), heading: h, width: bw, depth: bd };
  const deg = between(r, -720, 720);
  const tx = between(r, -5000, 5000);
  const ty = between(r, -5000, 5000);
  return { a: place(a, deg, tx, ty), b: place(b, deg, tx, ty), ca, cb: 'rear-right' };
}

/** A random corner-to-edge pair: b's rear-right corner inside one of a's edges, b tilted away. */
export function randomCornerEdgePair(r: Rng): { a: Base; b: Base; ea: EdgeName } {
  const a: Base = { x: 0, y: 0, heading: 0, width: between(r, 40, 200), depth: between(r, 10, 200) };
  const ea = (['front', 'right', 'rear', 'left'] as EdgeName[])[Math.floor(r.next() * 4)] as EdgeName;
  const L = edgeLine(a, ea);
  const t = between(r, -0.45, 0.45) * L.len;
  const px = L.mx + L.ux * t;
  const py = L.my + L.uy * t;
  const normal = NORMAL[ea];
  // b must fill a 90° span within the half-plane outside the edge: [normal - 90 + m, normal + 90 - m].
  const m = between(r, 5, 40);
  const h = normal - 90 + m + (90 - 2 * m) * r.next();
  const c = Math.cos((h * Math.PI) / 180);
  const s = Math.sin((h * Math.PI) / 180);
  const bw = between(r, 40, 200);
  const bd = between(r, 10, 200);
  const b: Base = { x: px + c * bd - s * (bw / 2), y: py + s * bd + c * (bw / 2), heading: h, width: bw, depth: bd };
  const deg = between(r, -720, 720);
  const tx = between(r, -5000, 5000);
  const ty = between(r, -5000, 5000);
  return { a: place(a, deg, tx, ty), b: place(b, deg, tx, ty), ea };
}
