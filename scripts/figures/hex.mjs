#!/usr/bin/env node
// Writes the hex guide's figures (docs/figures/hex-*.svg) with the library's own pure SVG
// renderer. Run after `npm run build`: node scripts/figures/hex.mjs
import { writeFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  arcOfFire, COMPASS, crossedHexes, facingHexes, hex, hexCorner, hexKey, hexToPixel, layout, lineOfSight, movementRange,
  neighbors, range, reachable, rectangleBoard, renderSvg, vertex, fromOffset, pathTo,
} from '../../dist/hex/index.js';

const out = resolve(import.meta.dirname, '../../docs/figures');
mkdirSync(out, { recursive: true });
const write = (name, svg) => {
  writeFileSync(resolve(out, name), svg);
  console.log(`wrote docs/figures/${name}`);
};
const key = (h) => hexKey(h);
const O = hex(0, 0);

// 1. Directions and vertices, one picture per orientation.
for (const orientation of ['pointy', 'flat']) {
  const l = layout(orientation, 46);
  const ns = neighbors(O);
  const hexes = [
    { hex: O, fill: '#f4f4f4', label: '0,0', sublabel: 'q,r' },
    ...ns.map((h, d) => ({ hex: h, fill: '#eef4fb', label: `d${d} ${COMPASS[orientation][d]}`, sublabel: `${h.q},${h.r}` })),
  ];
  const texts = [0, 1, 2, 3, 4, 5].map((f) => {
    const c = hexCorner(l, O, f);
    const p = hexToPixel(l, O);
    return { at: { x: p.x + (c.x - p.x) * 0.72, y: p.y + (c.y - p.y) * 0.72 + 4 }, text: `v${f}`, size: 11, anchor: 'middle' };
  });
  write(
    `hex-directions-${orientation}.svg`,
    renderSvg({
      layout: l,
      title: `Directions d0..d5 and vertices (facings) v0..v5, ${orientation}-top`,
      hexes,
      vertices: [0, 1, 2, 3, 4, 5].map((f) => ({ vertex: vertex(O, f), fill: '#c0392b', radius: 3 })),
      texts,
    }),
  );
}

// 2. Facing: front / flank / rear and the arc of fire to range 4 (flat-top, facing vertex 0).
{
  const l = layout('flat', 34);
  const f = 0;
  const fh = facingHexes(O, f);
  const arc = new Set(arcOfFire(O, f, 4).map(key));
  const role = new Map();
  fh.front.forEach((h, i) => role.set(key(h), [`front ${i === 0 ? 'L' : 'R'}`, '#f5b7b1']));
  fh.flank.forEach((h, i) => role.set(key(h), [`flank ${i === 0 ? 'L' : 'R'}`, '#fad7a0']));
  fh.rear.forEach((h, i) => role.set(key(h), [`rear ${i === 0 ? 'L' : 'R'}`, '#d6eaf8']));
  const hexes = range(O, 4).map((h) => {
    const r = role.get(key(h));
    if (r !== undefined) return { hex: h, fill: r[1], label: r[0] };
    if (arc.has(key(h))) return { hex: h, fill: '#fdedec', label: 'arc' };
    return { hex: h, fill: '#fbfbfb' };
  });
  write(
    'hex-facing.svg',
    renderSvg({
      layout: l,
      title: 'A unit facing vertex 0: two front, two flank, two rear hexes, and the arc of fire to range 4',
      hexes,
      units: [{ hex: O, facing: f, label: 'f=0' }],
      vertices: [{ vertex: vertex(O, f), fill: '#c0392b', radius: 4 }],
    }),
  );
}

// 3. Line of sight along hexsides: both nudged walks, the sides, a blocker on one side only.
const losFigure = (name, blockers, title) => {
  const l = layout('flat', 34);
  const a = hex(0, 0);
  const b = hex(4, -2); // a vertex direction: the line runs along two hexsides
  const walk = crossedHexes(a, b);
  const woods = new Set(blockers.map(key));
  const los = lineOfSight(a, b, (h) => (woods.has(key(h)) ? 'woods' : null));
  const left = new Set(walk.hexes.map(key));
  const right = new Set(walk.alternate.map(key));
  const area = range(hex(2, -1), 3);
  const hexes = area.map((h) => {
    const k = key(h);
    const isWood = woods.has(k);
    const fill = isWood ? '#7dcea0' : left.has(k) && right.has(k) ? '#f2f3f4' : left.has(k) ? '#d6eaf8' : right.has(k) ? '#fdebd0' : '#fbfbfb';
    return { hex: h, fill, label: isWood ? 'woods' : k === key(a) ? 'firer' : k === key(b) ? 'target' : undefined, sublabel: k };
  });
  const p = hexToPixel(l, hex(2, -1));
  const bottom = Math.max(...area.map((h) => hexToPixel(l, h).y)) + 34 + 22;
  write(
    name,
    renderSvg({
      layout: l,
      title,
      hexes: hexes.map((h) => (h.label === undefined ? { hex: h.hex, fill: h.fill, sublabel: h.sublabel, label: '' } : h)),
      sides: walk.sides.map((s) => ({ side: s, stroke: '#c0392b', width: 4 })),
      segments: [{ from: a, to: b, stroke: '#333', width: 1.5, dash: '5 4' }],
      paths: [
        { hexes: walk.hexes, stroke: '#2e86c1', width: 3, offset: 7, arrow: true },
        { hexes: walk.alternate, stroke: '#e67e22', width: 3, offset: -7, arrow: true },
      ],
      texts: [
        { at: { x: p.x, y: bottom }, text: `left walk (blue): ${los.paths[0].clear ? 'clear' : 'blocked'}; right walk (orange): ${los.paths[1].clear ? 'clear' : 'blocked'}`, size: 13, anchor: 'middle' },
        { at: { x: p.x, y: bottom + 18 }, text: `line of sight: ${los.clear ? 'CLEAR' : 'BLOCKED'} (red: the hexsides it runs along)`, size: 13, anchor: 'middle' },
      ],
    }),
  );
};
losFigure('hex-los-clear.svg', [hex(1, -1)], 'Line of sight along hexsides: woods on one side only, so the line shifts away and stays clear (§8.4.3)');
losFigure('hex-los-blocked.svg', [hex(1, -1), hex(3, -1)], 'Line of sight along hexsides: blocked on the left at one side and on the right at the other, so every shift is blocked');

// 4. Movement: a 6-MP unit on a corner of the Dawn of Battle board with rough terrain and a river.
{
  const terrain = (col, row) => (col === 5 && row !== 2 ? 'river' : (col + row) % 4 === 0 ? 'rough' : 'clear');
  const board = rectangleBoard({ columns: 9, rows: 7, offset: 'odd-q', data: (_h, col, row) => terrain(col, row) });
  if (board._tag !== 'Right') throw new Error('board');
  const b = board.right;
  const cost = { clear: 1, rough: 2, river: null };
  const policy = { enterCost: (to) => cost[b.hexes[key(to)]] };
  const start = { hex: fromOffset({ col: 1, row: 3 }, 'odd-q'), facing: 0 };
  const r = movementRange(b, start, 6, policy);
  if (r._tag !== 'Right') throw new Error('range');
  const best = new Map();
  for (const n of reachable(r.right)) if (!best.has(key(n.hex))) best.set(key(n.hex), n);
  const far = reachable(r.right).filter((n) => key(n.hex) === key(fromOffset({ col: 7, row: 2 }, 'odd-q')))[0];
  const l = layout('flat', 30);
  const hexes = Object.keys(b.hexes).map((k) => {
    const [q, rr] = k.split(',').map(Number);
    const h = hex(q, rr);
    const t = b.hexes[k];
    const n = best.get(k);
    const fill = t === 'river' ? '#85c1e9' : t === 'rough' ? '#e5d3b3' : '#fbfbfb';
    return { hex: h, fill, label: n === undefined ? '' : String(n.cost), sublabel: t === 'clear' ? '' : t };
  });
  const path = far === undefined ? [] : [start.hex, ...pathTo(r.right, far.index).filter((s) => s.kind === 'enter').map((s) => s.hex)];
  write(
    'hex-movement.svg',
    renderSvg({
      layout: l,
      title: 'Cheapest cost to each hex for a 6-MP unit (front hexes only, 1 MP per rotation, rough 2, river impassable)',
      hexes,
      paths: path.length > 1 ? [{ hexes: path, stroke: '#8e44ad', width: 3, arrow: true }] : [],
      units: [{ hex: start.hex, facing: start.facing }],
    }),
  );
}
