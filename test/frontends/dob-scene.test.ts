import { describe, expect, it } from 'vitest';
import { dawnOfBattle, exampleScenario, sceneOf, sceneSvg, viewFor, type DobState } from '../../src/dawn-of-battle/index.js';
import { movementRange } from '../../src/dawn-of-battle/calculators/index.js';

function start(seed = 'scene'): DobState {
  const s = dawnOfBattle.setup(exampleScenario, { seed });
  if (s._tag === 'Left') throw new Error(s.left.message);
  return s.right;
}

/** Plays the first legal command until `done` holds (or 400 plies). */
function playUntil(state: DobState, done: (s: DobState) => boolean): DobState {
  let s = state;
  for (let i = 0; i < 400 && !done(s); i++) {
    const [c] = dawnOfBattle.legalCommands(s);
    if (c === undefined) break;
    const r = dawnOfBattle.apply(s, c);
    if (r._tag === 'Left') throw new Error(r.left.message);
    s = r.right.state;
  }
  return s;
}

const hiddenLeaderOnMap = (s: DobState) => Object.values(s.leaders).some((l) => l.side === 'B' && l.where === 'map' && !l.revealed);

describe('Dawn of Battle sceneOf', () => {
  it('describes every hex of the map with its terrain and the pixels of its corners', () => {
    const s = start();
    const scene = sceneOf(s, { player: 'A' });
    expect(scene.cells).toHaveLength(s.map.width * s.map.height);
    for (const c of scene.cells) expect(c.corners).toHaveLength(6);
    const terrainCells = scene.cells.filter((c) => c.terrain !== 'clear').length;
    expect(terrainCells).toBe(Object.keys(s.map.terrain).length);
    const [x0, y0, x1, y1] = scene.bounds;
    for (const c of scene.cells) for (const p of c.corners) expect(p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1).toBe(true);
  });

  it('shows every unit on the map with facing, strength and markers, and is plain JSON', () => {
    const s = playUntil(start(), (st) => st.turn >= 1 && Object.values(st.units).some((u) => u.status === 'disrupted'));
    const scene = sceneOf(s, { player: 'B' });
    const onMap = Object.values(s.units).filter((u) => u.where === 'map');
    expect(scene.units.map((u) => u.id).sort()).toEqual(onMap.map((u) => u.id).sort());
    for (const u of scene.units) {
      const real = s.units[u.id]!;
      expect(u.facing).toBe(real.facing);
      expect(u.markers.includes('disrupted')).toBe(real.status === 'disrupted');
      expect(u.title).toContain(u.id);
    }
    expect(JSON.parse(JSON.stringify(scene))).toEqual(scene);
  });

  it('keeps a face-down enemy leader hidden: its hex shows, its identity does not (2.5.1, 4.4)', () => {
    const s = playUntil(start(), hiddenLeaderOnMap);
    expect(hiddenLeaderOnMap(s)).toBe(true);
    const sceneA = sceneOf(s, { player: 'A' });
    const hidden = sceneA.leaders.filter((l) => l.hidden);
    expect(hidden.length).toBe(viewFor(s, 'A').hiddenLeaders.length);
    expect(hidden.length).toBeGreaterThan(0);
    const text = JSON.stringify(sceneA);
    for (const l of Object.values(s.leaders)) if (l.side === 'B' && !l.revealed) expect(text).not.toContain(l.name);
    // The owner sees its own leaders by name.
    const sceneB = sceneOf(s, { player: 'B' });
    expect(sceneB.leaders.filter((l) => l.side === 'B' && !l.hidden).length).toBeGreaterThan(0);
  });

  it('highlights the hexes a selected unit may reach, each with its cheapest cost (7)', () => {
    const s = playUntil(start(), (st) => st.phase.kind === 'action');
    const mine = Object.values(s.units).find((u) => u.side === 'A' && u.where === 'map')!;
    const scene = sceneOf(s, { player: 'A', selected: mine.id });
    const reach = scene.highlights.filter((h) => h.kind === 'reach' || h.kind === 'charge');
    const range = movementRange(s, mine.id);
    if (range._tag === 'Left') throw new Error(range.left.message);
    const ends = range.right.filter((r) => !r.exits && !(r.to.q === mine.hex!.q && r.to.r === mine.hex!.r));
    expect(reach.length).toBe(new Set(ends.map((r) => `${r.to.q},${r.to.r}`)).size);
    expect(reach.length).toBeGreaterThan(0);
    for (const h of reach) {
      const min = Math.min(...ends.filter((r) => r.to.q === h.hex.q && r.to.r === h.hex.r).map((r) => r.spent));
      expect(h.cost).toBe(min);
    }
    expect(scene.highlights.filter((h) => h.kind === 'selected')).toHaveLength(1);
    // An enemy unit selected shows nothing: its options are not the viewer's to see.
    const enemy = Object.values(s.units).find((u) => u.side === 'B' && u.where === 'map')!;
    expect(sceneOf(s, { player: 'A', selected: enemy.id }).highlights).toEqual([]);
  });

  it('draws an SVG whose text scales with the hex size, with titles and a legend', () => {
    const s = start();
    const small = sceneSvg(s, { player: 'A', hexSize: 12 });
    const large = sceneSvg(s, { player: 'A', hexSize: 48 });
    const fontSizes = (svg: string) => [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
    const a = fontSizes(small);
    const b = fontSizes(large);
    expect(a.length).toBe(b.length);
    a.forEach((v, i) => expect(b[i]! / v).toBeCloseTo(4, 0));
    expect(small).toContain('viewBox=');
    expect(small).toContain('class="legend"');
    for (const u of Object.values(s.units).filter((u) => u.where === 'map')) expect(small).toContain(`data-unit="${u.id}"`);
  });
});
