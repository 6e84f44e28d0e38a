#!/usr/bin/env node
// Generates docs/figures/plane-*.svg from the built library (run `npm run build` first):
// one figure per contact relation, a group wheel, an exact wheel stopped by a post, a recoil with
// push-back, a flee steering round a friend. Every figure's title
// is what classifyContact / the move functions report for the drawn poses, so the pictures can
// not drift from the code.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  classifyContact,
  cornerOf,
  flee,
  moveGroup,
  sweepMove,
  recoil,
  renderSvg,
  snapToContact,
  DBM_GROUP_POLICY,
  ARCANE_WARFARE_POLICY,
} from '../../dist/plane/index.js';

const out = resolve(import.meta.dirname, '../../docs/figures');
mkdirSync(out, { recursive: true });
const write = (name, svg) => {
  writeFileSync(resolve(out, `plane-${name}.svg`), svg);
  console.log(`docs/figures/plane-${name}.svg`);
};
const right = (e) => {
  if (e._tag !== 'Right') throw new Error(JSON.stringify(e.left));
  return e.right;
};

const A_FILL = '#c8d8f0';
const B_FILL = '#f3d0c0';
const target = { x: 0, y: 0, heading: 90, width: 160, depth: 60 }; // b: faces up the page
const el = { x: 0, y: 0, heading: 0, width: 160, depth: 60 };

const describe = (c) => {
  switch (c.relation) {
    case 'separated':
      return `separated, gap ${c.gap.toFixed(1)} p`;
    case 'overlapping':
      return `overlapping, depth ${c.depth.toFixed(1)} p`;
    case 'corner-to-corner':
      return `corner-to-corner (${c.cornerA} / ${c.cornerB})`;
    case 'corner-to-edge':
      return `corner-to-edge (${c.cornerA} on ${c.edgeB})`;
    case 'edge-to-corner':
      return `edge-to-corner (${c.edgeA} / ${c.cornerB})`;
    default:
      return `${c.relation} (${c.edgeA} / ${c.edgeB}, shared ${c.shared.toFixed(0)} p${c.fullA && c.fullB ? ', full' : ''})`;
  }
};

const contactFigure = (name, a, b = target) => {
  const c = right(classifyContact(a, b));
  write(
    `contact-${name}`,
    renderSvg({
      title: describe(c),
      bases: [
        { base: b, label: 'b', fill: B_FILL },
        { base: a, label: 'a', fill: A_FILL },
      ],
    }),
  );
};

const snapped = (relation, options = {}) => right(snapToContact(el, target, relation, options));
contactFigure('front-to-front', snapped('front-to-front', { align: 'centre' }));
contactFigure('front-to-flank', snapped('front-to-flank', { targetEdge: 'left', align: { mover: 'front-left', target: 'front-left' } }));
contactFigure('front-to-rear', snapped('front-to-rear', { align: 'centre' }));
contactFigure('flank-to-front', snapped('flank-to-front', { moverEdge: 'right', align: { mover: 'front-right', target: 'front-right' } }));
contactFigure('flank-to-flank', snapped('flank-to-flank', { moverEdge: 'right', targetEdge: 'left', align: { mover: 'front-right', target: 'front-left' } }));
contactFigure('flank-to-rear', snapped('flank-to-rear', { moverEdge: 'left', align: 'centre' }));
contactFigure('rear-to-front', snapped('rear-to-front', { align: 'centre' }));
contactFigure('rear-to-flank', snapped('rear-to-flank', { targetEdge: 'right', align: 'nearest' }));
contactFigure('rear-to-rear', snapped('rear-to-rear', { align: { mover: 'rear-left', target: 'rear-right' } }));
contactFigure('corner-to-corner', right(snapToContact({ ...el, heading: 270 }, target, 'corner-to-corner', { align: { mover: 'front-left', target: 'front-left' } })));
{
  // A tilted base resting its rear-right corner on b's front edge.
  const h = 60;
  const r = (h * Math.PI) / 180;
  const p = { x: 30, y: 0 };
  const a = { x: p.x + Math.cos(r) * 60 - Math.sin(r) * 80, y: p.y + Math.sin(r) * 60 + Math.cos(r) * 80, heading: h, width: 160, depth: 60 };
  contactFigure('corner-to-edge', a);
}
contactFigure('overlapping', { ...snapped('front-to-front', { align: 'centre' }), y: -25, x: 40 });
contactFigure('separated', { ...snapped('front-to-front', { align: 'centre' }), y: 40, x: 60 });

// A wheel: a group of three wheels 45° forward about its left front corner.
{
  const bases = {
    a: { x: -160, y: 0, heading: 90, width: 160, depth: 60 },
    b: { x: 0, y: 0, heading: 90, width: 160, depth: 60 },
    c: { x: 160, y: 0, heading: 90, width: 160, depth: 60 },
  };
  const program = [{ step: 'wheel', pivot: 'left', angle: 45 }];
  const dbm = right(moveGroup({ bases }, ['a', 'b', 'c'], program, { policy: DBM_GROUP_POLICY }));
  const aw = right(moveGroup({ bases }, ['a', 'b', 'c'], program, { policy: ARCANE_WARFARE_POLICY }));
  const pivot = cornerOf(bases.a, 'front-left');
  const outer = cornerOf(bases.c, 'front-right');
  const arc = [];
  for (let k = 0; k <= 24; k++) {
    const t = ((45 * k) / 24) * (Math.PI / 180);
    const dx = outer.x - pivot.x;
    const dy = outer.y - pivot.y;
    arc.push({ x: pivot.x + Math.cos(t) * dx - Math.sin(t) * dy, y: pivot.y + Math.sin(t) * dx + Math.cos(t) * dy });
  }
  write(
    'wheel',
    renderSvg({
      title: `wheel 45° about the left front corner: chord ${dbm.cost.toFixed(1)} p (DBM), arc ${aw.cost.toFixed(1)} p (AW)`,
      bases: [
        ...Object.entries(bases).map(([id, b]) => ({ base: b, label: id, ghost: true })),
        ...Object.entries(dbm.end).map(([id, b]) => ({ base: b, label: id, fill: A_FILL })),
      ],
      paths: [
        { points: arc, dashed: true, arrow: true },
        { points: [outer, arc[arc.length - 1]], stroke: '#c22' },
      ],
      marks: [{ at: pivot, label: 'pivot' }],
    }),
  );
}

// A recoil: the loser goes back its depth and pushes the friend behind it.
{
  const bases = {
    enemy: { x: 0, y: 60, heading: 270, width: 160, depth: 60 },
    loser: { x: 0, y: 60, heading: 90, width: 160, depth: 60 },
    friend: { x: 0, y: -30, heading: 90, width: 160, depth: 60 },
  };
  const r = right(recoil({ bases }, 'loser', { pushable: ['friend'] }));
  write(
    'recoil',
    renderSvg({
      title: `recoil ${r.travelled.toFixed(0)} p, friend pushed ${(bases.friend.y - r.pushed.friend.y).toFixed(0)} p`,
      bases: [
        { base: bases.enemy, label: 'enemy', fill: B_FILL },
        { base: bases.loser, label: 'loser (before)', ghost: true },
        { base: bases.friend, label: 'friend (before)', ghost: true },
        { base: r.end, label: 'loser', fill: A_FILL },
        { base: r.pushed.friend, label: 'friend', fill: '#d8ecd0' },
      ],
      paths: [{ points: [{ x: 110, y: 60 }, { x: 110, y: 0 }], arrow: true }],
    }),
  );
}

// An exact wheel: the right front corner grazes a post 0.5 paces square just inside its arc.
{
  const m = { x: 0, y: 0, heading: 90, width: 160, depth: 60 };
  const a = (40 * Math.PI) / 180;
  const post = { x: -80 + 159.9 * Math.cos(a), y: 159.9 * Math.sin(a) + 2, heading: 90, width: 4, depth: 4 };
  const s = right(sweepMove({ bases: { m, post } }, 'm', [{ step: 'wheel', pivot: 'left', angle: 90 }]));
  const pivot = cornerOf(m, 'front-left');
  const arc = [];
  for (let k = 0; k <= 36; k++) {
    const t = ((90 * k) / 36) * (Math.PI / 180);
    arc.push({ x: pivot.x + Math.cos(t) * 160, y: pivot.y + Math.sin(t) * 160 });
  }
  const c = s.collision;
  write(
    'wheel-stop',
    renderSvg({
      title: `wheel 90° stopped after ${c.angle.toFixed(2)}° by ${c.blocker.id} (${c.blocker.contact.relation})`,
      bases: [
        { base: m, label: 'start', ghost: true },
        { base: s.end, label: 'stop', fill: A_FILL },
        { base: post, label: 'post', fill: B_FILL },
      ],
      paths: [{ points: arc, dashed: true, arrow: true }],
      marks: [{ at: pivot, label: 'pivot' }],
    }),
  );
}

// A flee: recoil, turn about, and steer round a friend standing in the way.
{
  const bases = {
    enemy: { x: 0, y: 1000, heading: 270, width: 160, depth: 60 },
    loser: { x: 0, y: 1000, heading: 90, width: 160, depth: 60 },
    friend: { x: 120, y: 700, heading: 90, width: 160, depth: 60 },
  };
  const r = right(flee({ bases }, 'loser', { distance: 400, recoilFirst: 60, steer: { maxAngle: 90, lookAhead: 200 } }));
  write(
    'flee',
    renderSvg({
      title: `flee: recoil 60 p, turn about, swerve ${r.turns.slice(1).map((t) => t.toFixed(1)).join(', ')}°, ran ${r.travelled.toFixed(0)} p`,
      bases: [
        { base: bases.enemy, label: 'enemy', fill: B_FILL },
        { base: bases.loser, label: 'loser (before)', ghost: true },
        { base: bases.friend, label: 'friend', fill: '#d8ecd0' },
        { base: r.end, label: 'loser', fill: A_FILL },
      ],
    }),
  );
}
