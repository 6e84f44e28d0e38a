import { describe, expect, it } from 'vitest';
import { dba, deploymentArea, exampleScenario, goingOf, sceneOf, sceneSvg, type DbaCommand, type DbaState } from '../../src/dba/index.js';
import { centreOf, polygonOf } from '../../src/plane/base.js';
import { aleaFromSeed } from '../../src/random/rng.js';

function start(seed = 'scene'): DbaState {
  const s = dba.setup(exampleScenario, { seed });
  if (s._tag === 'Left') throw new Error(s.left.message);
  return s.right;
}

/** Plays the first legal command until the phase is `tag` (or 200 plies). */
function playUntil(state: DbaState, done: (s: DbaState) => boolean): DbaState {
  let s = state;
  for (let i = 0; i < 200 && !done(s); i++) {
    const [c] = dba.legalCommands(s);
    if (c === undefined) break;
    const r = dba.apply(s, c);
    if (r._tag === 'Left') throw new Error(r.left.message);
    s = r.right.state;
  }
  return s;
}

const inMove = (s: DbaState) => s.phase.tag === 'move';

describe('DBA sceneOf', () => {
  it('describes the terrain with its going and every active element as a four-cornered base', () => {
    const s = playUntil(start(), inMove);
    expect(s.phase.tag).toBe('move');
    const scene = sceneOf(s, { player: s.players[0] });
    expect(scene.terrain.map((t) => t.id)).toEqual(s.terrain.map((t) => t.id));
    for (const t of scene.terrain) expect(t.going).toBe(goingOf(s.terrain.find((f) => f.id === t.id)!.kind));
    const active = Object.values(s.elements).filter((e) => e.status === 'active');
    expect(scene.bases.map((b) => b.id).sort()).toEqual(active.map((e) => e.id).sort());
    for (const b of scene.bases) {
      expect(b.polygon).toHaveLength(4);
      const e = s.elements[b.id]!;
      // The front edge's midpoint is the element's (x, y).
      expect((b.front[0].x + b.front[1].x) / 2).toBeCloseTo(e.x, 1);
      expect((b.front[0].y + b.front[1].y) / 2).toBeCloseTo(e.y, 1);
    }
    expect(scene.zones.filter((z) => z.kind === 'camp')).toHaveLength(Object.keys(s.camps).length);
    expect(JSON.parse(JSON.stringify(scene))).toEqual(scene);
  });

  it('shows each side\'s deployment area while armies deploy, and every deployed base lies in its own (A:5)', () => {
    const deploying = playUntil(start(), (x) => x.phase.tag === 'deploy');
    expect(deploying.phase.tag).toBe('deploy');
    const scene = sceneOf(deploying, { player: deploying.players[0] });
    const areas = scene.zones.filter((z) => z.kind === 'deployment');
    expect(areas.map((z) => z.side).sort()).toEqual([...deploying.players].sort());
    expect(scene.legend.some((l) => l.group === 'zone' && l.key === 'deployment')).toBe(true);
    const s = playUntil(deploying, inMove);
    expect(sceneOf(s, { player: s.players[0] }).zones.some((z) => z.kind === 'deployment')).toBe(false);
    for (const side of s.players) {
      const area = deploymentArea(s, side)!;
      const xs = area.map((p) => p.x);
      const ys = area.map((p) => p.y);
      for (const e of Object.values(s.elements).filter((x) => x.side === side && !x.id.endsWith('.camp'))) {
        for (const c of polygonOf(e)) {
          expect(c.x).toBeGreaterThanOrEqual(Math.min(...xs) - 0.5);
          expect(c.x).toBeLessThanOrEqual(Math.max(...xs) + 0.5);
          expect(c.y).toBeGreaterThanOrEqual(Math.min(...ys) - 0.5);
          expect(c.y).toBeLessThanOrEqual(Math.max(...ys) + 0.5);
        }
      }
    }
  });

  it('draws the command range around the mover\'s general in its move phase only', () => {
    const s = playUntil(start(), inMove);
    const mover = (s.phase as { player: string }).player;
    const other = s.players.find((p) => p !== mover)!;
    const zone = sceneOf(s, { player: mover }).zones.find((z) => z.kind === 'command')!;
    const general = Object.values(s.elements).find((e) => e.side === mover && e.general)!;
    const c = centreOf(general);
    for (const p of zone.polygon) expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeCloseTo(s.tables.pips.rangeOpen, 0);
    expect(zone.title).toMatch(/1200p \(600p where a wood or hill screens the general\)/);
    expect(sceneOf(s, { player: other }).zones.some((z) => z.kind === 'command')).toBe(false);
  });

  it('shows the ghost base of a proposed move where the move would put it, and refuses an illegal one with its reason', () => {
    const s = playUntil(start(), inMove);
    const player = (s.phase as { player: string }).player;
    const mover = Object.values(s.elements).find((e) => e.side === player && e.status === 'active')!;
    const sampled = dba.sampleCommands!(s, aleaFromSeed('ghosts'), 40, player).find((c) => c.type === 'move') as Extract<DbaCommand, { type: 'move' }> | undefined;
    expect(sampled).toBeDefined();
    const tooFar: DbaCommand = { type: 'move', player, element: mover.id, steps: [{ kind: 'forward', distance: 5000 }] };
    const scene = sceneOf(s, { player, proposals: [sampled!, tooFar] });
    const ok = scene.ghosts.find((g) => g.proposal === 0)!;
    const bad = scene.ghosts.find((g) => g.proposal === 1)!;
    const after = dba.apply(s, sampled!);
    if (after._tag === 'Left') throw new Error(after.left.message);
    const moved = after.right.state.elements[sampled!.element]!;
    expect(ok.refused).toBeNull();
    expect((ok.front[0].x + ok.front[1].x) / 2).toBeCloseTo(moved.x, 1);
    expect(ok.path).toHaveLength(2);
    expect(bad.refused).toContain(dba.check(s, tooFar)!.message);
    expect(bad.polygon).toEqual(sceneOf(s, { player }).bases.find((b) => b.id === mover.id)!.polygon);
  });

  it('leaves the state it describes untouched', () => {
    const s = playUntil(start(), inMove);
    const before = JSON.stringify(s);
    const player = (s.phase as { player: string }).player;
    sceneOf(s, { player, proposals: dba.sampleCommands!(s, aleaFromSeed('x'), 5, player) });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('highlights the enemies a selected element may contact', () => {
    let s = playUntil(start(), inMove);
    // Play on until some element of the moving side has a legal contact.
    for (let i = 0; i < 200 && !dba.legalCommands(s).some((c) => c.type === 'contact'); i++) {
      const cmds = dba.legalCommands(s);
      const samples = dba.sampleCommands!(s, aleaFromSeed(`p${i}`), 4);
      const c = samples.find((x) => x.type === 'move') ?? cmds[0]!;
      const r = dba.apply(s, c);
      if (r._tag === 'Right') s = r.right.state;
    }
    const contact = dba.legalCommands(s).find((c) => c.type === 'contact') as Extract<DbaCommand, { type: 'contact' }> | undefined;
    expect(contact).toBeDefined();
    const scene = sceneOf(s, { player: contact!.player, selected: contact!.element });
    expect(scene.highlights.some((h) => h.kind === 'target' && h.element === contact!.target)).toBe(true);
    expect(scene.highlights.filter((h) => h.kind === 'selected').map((h) => h.element)).toEqual([contact!.element]);
  });

  it('draws an SVG with a title per base, ghosts and a legend', () => {
    const s = playUntil(start(), inMove);
    const svg = sceneSvg(s, { player: s.players[0] });
    for (const e of Object.values(s.elements).filter((x) => x.status === 'active')) expect(svg).toContain(`data-unit="${e.id}"`);
    expect(svg).toContain('class="legend"');
    const small = sceneSvg(s, { player: s.players[0], scale: 0.1 });
    const big = sceneSvg(s, { player: s.players[0], scale: 0.4 });
    const sizes = (x: string) => [...x.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
    sizes(big).forEach((v, i) => expect(v / sizes(small)[i]!).toBeCloseTo(4, 0));
  });
});
