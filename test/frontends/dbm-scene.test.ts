import { describe, expect, it } from 'vitest';
import { polygonOf } from '../../src/plane/base.js';
import { dbm, dbmKit, sceneOf, sceneSvg, type DbmCommandAction, type DbmScenario, type DbmState } from '../../src/dbm/index.js';
import { aleaFromSeed } from '../../src/random/rng.js';

/** The kit's default battle, played by the first listed (else sampled) command until the first bound. */
function inFirstBound(): DbmState {
  const r = dbm.setup(dbmKit.scenarios![dbmKit.defaultScenario!]!.scenario as DbmScenario, { seed: 'scene' });
  if (r._tag === 'Left') throw new Error(r.left.message);
  let s = r.right;
  for (let i = 0; i < 40 && s.phase.tag !== 'bound'; i++) {
    const player = dbm.pending(s)[0]!.player;
    const c = dbm.legalCommands(s, player)[0] ?? dbm.sampleCommands!(s, aleaFromSeed(`scene/${i}`), 8, player)[0]!;
    const next = dbm.apply(s, c);
    if (next._tag === 'Left') throw new Error(next.left.message);
    s = next.right.state;
  }
  return s;
}

describe('DBM sceneOf', () => {
  const s = inFirstBound();
  const mover = s.phase.tag === 'bound' ? s.phase.player : s.players[0];

  it('draws every deployed element as its base, labelled type(grade), and the terrain with its going', () => {
    expect(s.phase.tag).toBe('bound');
    const scene = sceneOf(s, { player: mover });
    const active = Object.values(s.elements).filter((e) => e.status === 'active');
    expect(scene.bases.map((b) => b.id)).toEqual(active.map((e) => e.id).sort());
    for (const b of scene.bases) {
      const e = s.elements[b.id]!;
      const t = s.troops[b.id]!;
      expect(b.polygon).toEqual(polygonOf(e).map((p) => ({ x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 })));
      expect(b.label.startsWith(`${t.type}(${t.grade})`)).toBe(true);
      expect(b.marks.includes('general')).toBe(t.general !== null);
    }
    expect(scene.terrain.map((t) => t.id)).toEqual(s.terrain.map((f) => f.id));
    expect(scene.table).toEqual({ width: s.table.width, height: s.table.depth });
    expect(scene.status[0]).toMatch(/^Bound 1 · bound \(\d+ PIPs left\)$/);
  });

  it('shows a proposed move where the ruleset puts it, and a refused one where it stands, with the reason', () => {
    const moves = dbm.sampleCommands!(s, aleaFromSeed('scene/moves'), 30, mover).filter((c) => c.type === 'tactical-move');
    const ok = moves.find((c): c is Extract<DbmCommandAction, { type: 'tactical-move' }> => c.type === 'tactical-move' && dbm.apply(s, c)._tag === 'Right')!;
    expect(ok).toBeDefined();
    const far: DbmCommandAction = { type: 'tactical-move', player: mover, elements: [ok.elements[0]!], steps: [{ kind: 'forward', distance: 5000 }] };
    const scene = sceneOf(s, { player: mover, proposals: [ok, far] });
    const after = (dbm.apply(s, ok) as { right: { state: DbmState } }).right.state;
    const first = scene.ghosts.filter((g) => g.proposal === 0);
    expect(first.map((g) => g.element)).toEqual(ok.elements);
    for (const g of first) {
      expect(g.refused).toBeNull();
      expect(g.polygon).toEqual(polygonOf(after.elements[g.element]!).map((p) => ({ x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 })));
      expect(g.path).toHaveLength(2);
    }
    const refused = scene.ghosts.find((g) => g.proposal === 1)!;
    const why = dbm.apply(s, far);
    expect(why._tag).toBe('Left');
    expect(refused.refused).toContain((why as { left: { message: string } }).left.message);
    expect(refused.polygon).toEqual(scene.bases.find((b) => b.id === refused.element)!.polygon);
    const svg = sceneSvg(s, { player: mover, proposals: [ok] });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('data-ghost="0"');
  });

  it('reads the state and never changes it', () => {
    const before = JSON.stringify(s);
    sceneOf(s, { player: mover, selected: Object.keys(s.elements)[0]!, proposals: dbm.sampleCommands!(s, aleaFromSeed('x'), 5, mover) });
    expect(JSON.stringify(s)).toBe(before);
  });
});
