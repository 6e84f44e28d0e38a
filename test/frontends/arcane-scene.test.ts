import { describe, expect, it } from 'vitest';
import { arcaneKit, arcaneWarfare, sceneOf, type ArcaneCommand, type ArcaneScenario, type ArcaneState, type ScenarioUnit } from '../../src/arcane-warfare/index.js';
import { aleaFromSeed } from '../../src/random/rng.js';

function setup(sc: ArcaneScenario): ArcaneState {
  const r = arcaneWarfare.setup(sc, { seed: 'scene' });
  if (r._tag === 'Left') throw new Error(r.left.message);
  return r.right;
}

/** Plays the first listed command until `done` (or 60 plies). */
function playUntil(state: ArcaneState, done: (s: ArcaneState) => boolean): ArcaneState {
  let s = state;
  for (let i = 0; i < 60 && !done(s); i++) {
    const d = arcaneWarfare.pending(s)[0];
    if (d === undefined) break;
    const r = arcaneWarfare.apply(s, arcaneWarfare.legalCommands(s, d.player)[0]!);
    if (r._tag === 'Left') throw new Error(r.left.message);
    s = r.right.state;
  }
  return s;
}

// Two standard armies (as in the §4.4 ambush tests): the north hides two SpL in a wood.
const row = (prefix: string, type: string, n: number, x0: number, y: number, heading: number, extra: Partial<ScenarioUnit> = {}): ScenarioUnit[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, type, x: x0 + 100 * i, y, heading, ...extra }));
const wood = { id: 'wood', kind: 'wood' as const, polygon: [{ x: 1300, y: 900 }, { x: 1700, y: 900 }, { x: 1700, y: 1300 }, { x: 1300, y: 1300 }] };
const ambush: ArcaneScenario = {
  name: 'scene ambush', size: 'standard', turnLimit: 2, attacker: 'south', terrain: [wood],
  armies: [
    { player: 'south', edge: 'south', commands: [{ id: 's-sco', kind: 'SCo', regular: true, x: 1500, y: 100 }],
      units: [...row('s-a', 'SpM', 38, 550, 400, 90).map((u, i) => ({ ...u, x: 550 + 100 * (i % 19), y: i < 19 ? 400 : 330 })), ...row('s-bag', 'Baggage', 2, 1000, 200, 90)] },
    { player: 'north', edge: 'north', commands: [{ id: 'n-sco', kind: 'SCo', regular: true, x: 1500, y: 2150 }],
      units: [...row('n-a', 'SpM', 38, 550, 1850, 270).map((u, i) => ({ ...u, x: 550 + 100 * (i % 19), y: i < 19 ? 1850 : 1920 })), ...row('n-amb', 'SpL', 2, 1450, 1000, 270, { ambush: 'wood' }), ...row('n-bag', 'Baggage', 2, 1000, 2050, 270)] },
  ],
};

describe('Arcane Warfare sceneOf', () => {
  it('draws each unit on the table, the command-centre stands, and the wood as difficult ground (§3.2)', () => {
    const s = setup(arcaneKit.scenarios![arcaneKit.defaultScenario!]!.scenario as ArcaneScenario);
    const scene = sceneOf(s, { player: s.players[0] });
    expect(scene.bases.map((b) => b.id)).toEqual(Object.values(s.units).filter((u) => u.status === 'active').map((u) => u.id).sort());
    expect(scene.zones.map((z) => z.id)).toEqual(Object.values(s.commands).map((c) => `centre-${c.id}`));
    const difficult = ['gully', 'hill-rough', 'marsh', 'river', 'rough', 'wood'];
    const expected = (kind: string) => (difficult.includes(kind) ? 'difficult' : kind === 'dunes' ? 'rough' : kind === 'impassable' ? 'impassable' : 'good');
    expect(scene.terrain.length).toBeGreaterThan(0);
    for (const t of scene.terrain) expect(t.going).toBe(expected(t.kind));
    expect(scene.table).toEqual(s.board);
  });

  it('§4.4 leaves a hidden unit out of the other player\'s scene; its owner sees it', () => {
    const s = setup(ambush);
    expect(sceneOf(s, { player: 'south' }).bases.some((b) => b.id.startsWith('n-amb'))).toBe(false);
    expect(sceneOf(s, { player: 'north' }).bases.filter((b) => b.id.startsWith('n-amb'))).toHaveLength(2);
  });

  it('§4.4 ghosts come from the mover\'s knowledge: refused exactly where the determinized state refuses, never naming a hidden unit', () => {
    const s = playUntil(setup(ambush), (x) => x.phase.tag === 'movement' && arcaneWarfare.pending(x)[0]?.player === 'south');
    const moves = arcaneWarfare.sampleCommands!(s, aleaFromSeed('ghost'), 16, 'south').filter((c): c is Extract<ArcaneCommand, { type: 'move' }> => c.type === 'move');
    expect(moves.length).toBeGreaterThan(0);
    const known = arcaneWarfare.determinize(s, 'south', aleaFromSeed('scene/south'));
    const scene = sceneOf(s, { player: 'south', proposals: moves });
    for (const [i, c] of moves.entries()) {
      const r = arcaneWarfare.apply(known, c);
      const g = scene.ghosts.find((x) => x.proposal === i)!;
      expect(g.refused === null).toBe(r._tag === 'Right');
    }
    expect(JSON.stringify(scene)).not.toContain('n-amb');
  });
});
