// Contact classification: this module vs sat (separating axis, exact) and @flatten-js/core
// (DE-9IM relations with a global tolerance) on the same pairs, in the same run; and validating a
// 10-element group move among 300 bases. Accuracy on exact contacts is printed before the timings.
import Flatten from '@flatten-js/core';
import SAT from 'sat';
import { bench, describe } from 'vitest';
import {
  EDGE_RELATIONS,
  classifyContact,
  classifyUnchecked,
  createIndex,
  moveGroupValidated,
  obstaclesOf,
  polygonOf,
  DEFAULT_TOLERANCE,
  NET_CORNER_POLICY,
  type Base,
  type ContactRelation,
  type MoveProgram,
} from '../src/plane/index.js';
import { mulberry, randomCornerPair, randomEdgePair } from '../test/plane/builders.js';

const r = mulberry(2026);
const pairs: { a: Base; b: Base; relation: ContactRelation }[] = [];
for (let i = 0; i < 10_000; i++) {
  if (i % 10 === 9) {
    const p = randomCornerPair(r);
    pairs.push({ a: p.a, b: p.b, relation: 'corner-to-corner' });
  } else {
    const relation = EDGE_RELATIONS[i % 9] ?? 'front-to-front';
    const p = randomEdgePair(r, relation);
    pairs.push({ a: p.a, b: p.b, relation });
  }
}

const toSat = (b: Base) => new SAT.Polygon(new SAT.Vector(0, 0), [...polygonOf(b)].reverse().map((p) => new SAT.Vector(p.x, p.y)));
const toFlatten = (b: Base) => new Flatten.Polygon([...polygonOf(b)].map((p) => Flatten.point(p.x, p.y)));
const satPairs = pairs.map((p) => [toSat(p.a), toSat(p.b)] as const);
const FLATTEN_N = 300;
const flattenPairs = pairs.slice(0, FLATTEN_N).map((p) => [toFlatten(p.a), toFlatten(p.b)] as const);

// Accuracy on exact contacts: ours names the relation; an exact predicate can at best say
// "touching" (sat: collision with zero overlap; flatten: Relations.touch).
let oursRight = 0;
for (const p of pairs) {
  const c = classifyContact(p.a, p.b);
  if (c._tag === 'Right' && c.right.relation === p.relation) oursRight++;
}
let satTouch = 0;
let satSeparated = 0;
let satOverlap = 0;
const response = new SAT.Response();
for (const [a, b] of satPairs) {
  response.clear();
  if (!SAT.testPolygonPolygon(a, b, response)) satSeparated++;
  else if (response.overlap === 0) satTouch++;
  else satOverlap++;
}
let flattenTouch = 0;
for (const [a, b] of flattenPairs) if (Flatten.Relations.touch(a, b)) flattenTouch++;
const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;
console.log(
  [
    `exact contacts classified right (${pairs.length} pairs, random angles and offsets):`,
    `  strategos/plane   ${pct(oursRight, pairs.length)} (relation named)`,
    `  sat               ${pct(satTouch, pairs.length)} touching, ${pct(satOverlap, pairs.length)} "overlapping", ${pct(satSeparated, pairs.length)} "separated"`,
    `  @flatten-js/core  ${pct(flattenTouch, FLATTEN_N)} touching (first ${FLATTEN_N} pairs)`,
  ].join('\n'),
);

// Each iteration classifies a batch, so the timer's own cost does not swamp a sub-microsecond
// call: classifications per second = hz × batch size (1000; flatten 10).
const BATCH = 1000;
describe(`contact classification (same pairs, ${BATCH} per iteration; flatten 10)`, () => {
  let k = 0;
  bench('strategos/plane classifyContact (validating) ×1000', () => {
    for (let i = 0; i < BATCH; i++) {
      const p = pairs[k++ % pairs.length] as (typeof pairs)[number];
      classifyContact(p.a, p.b);
    }
  });
  bench('strategos/plane classifyUnchecked ×1000', () => {
    for (let i = 0; i < BATCH; i++) {
      const p = pairs[k++ % pairs.length] as (typeof pairs)[number];
      classifyUnchecked(p.a, p.b, DEFAULT_TOLERANCE);
    }
  });
  let s = 0;
  bench('sat testPolygonPolygon (prebuilt polygons, baseline) ×1000', () => {
    for (let i = 0; i < BATCH; i++) {
      const [a, b] = satPairs[s++ % satPairs.length] as (typeof satPairs)[number];
      response.clear();
      SAT.testPolygonPolygon(a, b, response);
    }
  });
  bench('sat testPolygonPolygon (polygons built from the bases each time) ×1000', () => {
    for (let i = 0; i < BATCH; i++) {
      const p = pairs[s++ % pairs.length] as (typeof pairs)[number];
      response.clear();
      SAT.testPolygonPolygon(toSat(p.a), toSat(p.b), response);
    }
  });
  let f = 0;
  bench('@flatten-js/core Relations.touch (prebuilt polygons) ×10', () => {
    for (let i = 0; i < 10; i++) {
      const [a, b] = flattenPairs[f++ % flattenPairs.length] as (typeof flattenPairs)[number];
      Flatten.Relations.touch(a, b);
    }
  });
});

// 300 bases: a 20 × 15 grid of 160 × 60 elements with 40-pace gaps; a 10-element line in the
// middle row advances 30 paces into the gap ahead of it. On the full grid the line touches its
// neighbours flank to flank, so a wheel is stopped at once by the neighbour its rear corner
// swings into; a second table leaves the rest of the middle row empty, so a 1° wheel is free and
// a 5° wheel is stopped part-way by the row ahead (its far end swings 140 paces into a 40 gap).
const bases: Record<string, Base> = {};
for (let i = 0; i < 20; i++) for (let j = 0; j < 15; j++) bases[`b${i}-${j}`] = { x: 80 + i * 160, y: 60 + j * 100, heading: 90, width: 160, depth: 60 };
const group = Array.from({ length: 10 }, (_, i) => `b${i + 5}-7`);
const table = { bases, index: createIndex(bases) };
const openBases = Object.fromEntries(Object.entries(bases).filter(([id]) => !id.endsWith('-7') || group.includes(id)));
const openTable = { bases: openBases, index: createIndex(openBases) };
const advance: MoveProgram = [{ step: 'forward', distance: 30 }];
const wheel: MoveProgram = [{ step: 'wheel', pivot: 'left', angle: 5 }];
const smallWheel: MoveProgram = [{ step: 'wheel', pivot: 'left', angle: 1 }];

// Baseline in the same run: the naive check of the same advance, sat-testing the 10 end poses
// against every one of the 300 bases (no sweep, no index).
const others = Object.entries(bases).filter(([id]) => !group.includes(id)).map(([, b]) => toSat(b));
let naiveClear = true;
function naiveAdvance(): void {
  let clear = true;
  for (const id of group) {
    const b = bases[id] as Base;
    const end = toSat({ ...b, y: b.y + 30 });
    for (const o of others) {
      response.clear();
      if (SAT.testPolygonPolygon(end, o, response) && response.overlap > 1e-6) clear = false;
    }
  }
  naiveClear = clear;
}

// vitest's table has no median: measure p50 directly, after a warm-up, in the same run. The
// warm-up is by time (half a second, like vitest's own warmupTime), not by a count of calls: 500
// calls (about 10 ms) left the optimising compiler part-way through and doubled the p50.
function p50(label: string, f: () => void): number {
  const w0 = performance.now();
  while (performance.now() - w0 < 500) f();
  const ts: number[] = [];
  for (let k = 0; k < 3000; k++) {
    const t0 = performance.now();
    f();
    ts.push(performance.now() - t0);
  }
  ts.sort((x, y) => x - y);
  const us = (ts[1500] as number) * 1000;
  console.log(`${label}: p50 ${us.toFixed(1)} µs, min ${((ts[0] as number) * 1000).toFixed(1)} µs`);
  return us;
}
const move = (t: typeof table, program: MoveProgram) => (): void => {
  moveGroupValidated(obstaclesOf(t, group, DEFAULT_TOLERANCE), group, program, NET_CORNER_POLICY);
};
const base = p50('baseline: naive sat check of the 10 end poses against all 300 bases', naiveAdvance);
for (const [label, f] of [
  ['10-element group advance among 300 bases (exact sweep)', move(table, advance)],
  ['10-element group 5° wheel, stopped at once by a touching neighbour', move(table, wheel)],
  ['10-element group 1° wheel, free (exact sweep)', move(openTable, smallWheel)],
  ['10-element group 5° wheel, stopped part-way by the row ahead', move(openTable, wheel)],
] as const) {
  const us = p50(label, f);
  console.log(`  = ${(us / base).toFixed(2)} × the naive baseline`);
}
if (!naiveClear) throw new Error('the naive baseline found an overlap the advance does not make');
p50('createIndex of the 300 bases (the JSON index and its packed form)', () => {
  createIndex(bases);
});

describe('validating a 10-element group move among 300 bases', () => {
  bench('baseline: naive sat end-pose check (no sweep, no index)', naiveAdvance);
  bench('moveGroup: straight advance (prepared table)', move(table, advance));
  bench('moveGroup: 5° wheel, stopped at once (exact sweep)', move(table, wheel));
  bench('moveGroup: 1° wheel, free (exact sweep)', move(openTable, smallWheel));
  bench('moveGroup: 5° wheel, stopped part-way (exact sweep)', move(openTable, wheel));
});
