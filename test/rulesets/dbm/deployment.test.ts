import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dbm, type DbmCommandAction, type DbmState, type Placement } from '../../../src/dbm/index.js';
import { atDeployment, play, randomGame, setup } from './helpers.js';

/** A row of `ids` abreast, 80p apart, fronts on `y`, facing the enemy. */
function row(s: DbmState, player: string, ids: ReadonlyArray<string>, x0: number, y: number): Placement[] {
  const heading = s.edges[player] === 'south' ? 90 : 270;
  return ids.map((id, i) => ({ element: id, x: x0 + 40 + i * 80, y, heading }));
}

function refusal(s: DbmState, c: DbmCommandAction): string | null {
  const r = dbm.apply(s, c);
  return E.isLeft(r) ? r.left.code : null;
}

const baggage = (s: DbmState, p: string) => Object.keys(s.troops).filter((id) => id.startsWith(`${p}.bge.`));
/** The y of a front edge whose base's rear edge lies on `player`'s own base edge. */
const onEdge = (s: DbmState, p: string, depth: number) => (s.edges[p] === 'south' ? depth : s.table.depth - depth);
/** The front line of `player`'s deployment area. */
const frontLine = (s: DbmState, p: string) => (s.edges[p] === 'south' ? s.table.depth / 2 - s.config.deploymentShortOfCentre : s.table.depth / 2 + s.config.deploymentShortOfCentre);

function afterBaggage(seed = 'dep'): DbmState {
  let s = atDeployment(seed);
  for (const p of [s.setup!.defender, s.setup!.invader]) s = play(s, { type: 'deploy-baggage', player: p, placements: row(s, p, baggage(s, p), 1560, onEdge(s, p, 80)) }).state;
  return s;
}

describe('p.15 deployment: baggage', () => {
  it('the defender places his baggage first, then the invader, every element with its rear edge on the base edge', () => {
    const s = atDeployment('dep');
    const d = s.setup!.defender;
    expect(dbm.pending(s)).toMatchObject([{ player: d, kind: 'deploy-baggage' }]);
    const ok = play(s, { type: 'deploy-baggage', player: d, placements: row(s, d, baggage(s, d), 1560, onEdge(s, d, 80)) });
    expect(ok.state.phase).toEqual({ tag: 'deploy-baggage', player: s.setup!.invader });
  });

  it('refuses baggage off the base edge, in a wood, or only part of it', () => {
    const s = atDeployment('dep');
    const d = s.setup!.defender;
    const ids = baggage(s, d);
    const off = s.edges[d] === 'south' ? 200 : s.table.depth - 200;
    expect(refusal(s, { type: 'deploy-baggage', player: d, placements: row(s, d, ids, 1560, off) })).toBe('baggage-placement');
    expect(refusal(s, { type: 'deploy-baggage', player: d, placements: row(s, d, ids.slice(1), 1560, onEdge(s, d, 80)) })).toBe('wrong-elements');
    const wooded: DbmState = { ...s, terrain: [...s.terrain, { id: 'w2', kind: 'wood', polygon: [{ x: 1500, y: 0 }, { x: 2100, y: 0 }, { x: 2100, y: 2400 }, { x: 1500, y: 2400 }] }] };
    expect(refusal(wooded, { type: 'deploy-baggage', player: d, placements: row(s, d, ids, 1560, onEdge(s, d, 80)) })).toBe('baggage-placement');
  });
});

describe('p.15 deployment: commands', () => {
  it('alternately, the defender first, each side its largest command first', () => {
    const s = afterBaggage();
    const d = s.setup!.defender;
    expect(dbm.pending(s)).toMatchObject([{ player: d, kind: 'deploy-command' }]);
    const smallest = Object.values(s.commands)
      .filter((c) => c.side === d)
      .sort((a, b) => a.elements.length - b.elements.length)[0]!;
    expect(refusal(s, { type: 'deploy-command', player: d, command: smallest.id, placements: row(s, d, smallest.elements, 400, frontLine(s, d)) })).toBe('out-of-order');
  });

  it('refuses troops beyond the deployment line, near a short edge, overlapping, or a rectangle overlapping another command', () => {
    const s = afterBaggage();
    const d = s.setup!.defender;
    const big = Object.values(s.commands)
      .filter((c) => c.side === d)
      .sort((a, b) => b.elements.length - a.elements.length)[0]!;
    const ids = big.elements;
    const y = frontLine(s, d);
    const forward = s.edges[d] === 'south' ? y + 10 : y - 10;
    expect(refusal(s, { type: 'deploy-command', player: d, command: big.id, placements: row(s, d, ids, 400, forward) })).toBe('outside-deployment-area');
    expect(refusal(s, { type: 'deploy-command', player: d, command: big.id, placements: row(s, d, ids, 250, y) })).toBe('outside-deployment-area');
    const overlapping = row(s, d, ids, 400, y).map((p, i) => (i === 1 ? { ...p, x: p.x - 40 } : p));
    expect(refusal(s, { type: 'deploy-command', player: d, command: big.id, placements: overlapping })).toBe('bases-overlap');
    // Two ranks: the first half in front, the rest behind.
    const half = Math.ceil(ids.length / 2);
    const back = s.edges[d] === 'south' ? -60 : 60;
    const placements = [...row(s, d, ids.slice(0, half), 400, y), ...row(s, d, ids.slice(half), 400, y + back)];
    const s2 = play(s, { type: 'deploy-command', player: d, command: big.id, placements }).state;
    expect(s2.deployed).toEqual([big.id]);
    // The invader deploys, then the defender's next command may touch but not overlap the first's rectangle.
    const inv = s.setup!.invader;
    const s3 = randomGame('dep-next', s2, 1).states.at(-1)!;
    expect(s3.deployed.length).toBe(2);
    expect(s3.phase).toEqual({ tag: 'deploy-command', player: d });
    const next = Object.values(s3.commands).find((c) => c.side === d && !s3.deployed.includes(c.id))!;
    const right = 400 + half * 80;
    expect(refusal(s3, { type: 'deploy-command', player: d, command: next.id, placements: row(s3, d, next.elements.slice(0, 1), right - 80, y + back * 3).concat(row(s3, d, next.elements.slice(1), right, y)) })).toBe('command-area');
    const h2 = Math.ceil(next.elements.length / 2);
    const touching = [...row(s3, d, next.elements.slice(0, h2), right, y), ...row(s3, d, next.elements.slice(h2), right, y + back)];
    expect(refusal(s3, { type: 'deploy-command', player: d, command: next.id, placements: touching })).toBeNull();
    expect(inv).not.toBe(d);
  });

  it("a user's deployment line (config) moves the limit", () => {
    const s = setup('cfg', { config: { deploymentShortOfCentre: 300 } });
    expect(s.config.deploymentShortOfCentre).toBe(300);
    const g = randomGame('cfg', s, 12);
    const last = g.states.at(-1)!;
    const fronts = Object.values(last.elements).filter((e) => e.type !== 'Bge' && last.edges[e.side] === 'south').map((e) => e.y);
    expect(Math.max(...fronts)).toBe(900);
  });

  it('baggage goes to the C-in-C or a sub-general, not an ally, and the battle begins with the invader', () => {
    let s = randomGame('assign', setup('assign'), 11).states.at(-1)!;
    while (s.phase.tag === 'deploy-command') s = randomGame('assign2', s, 1).states.at(-1)!;
    expect(s.phase.tag).toBe('assign-baggage');
    const p = (s.phase as { player: string }).player;
    const ally = Object.values(s.commands).find((c) => c.side === p && c.role === 'ally');
    if (ally !== undefined) expect(refusal(s, { type: 'assign-baggage', player: p, command: ally.id })).toBe('not-your-command');
    const cinc = Object.values(s.commands).find((c) => c.side === p && c.role === 'c-in-c')!;
    const r = play(s, { type: 'assign-baggage', player: p, command: cinc.id });
    expect(r.state.commands[cinc.id]!.elements.filter((id) => id.includes('.bge.')).length).toBe(6);
  });

  it('random deployments always find room for every command', () => {
    for (const seed of ['r1', 'r2', 'r3', 'r4', 'r5', 'r6']) {
      const g = randomGame(seed, setup(seed, { maxBounds: 1 }));
      expect(dbm.outcome(g.states.at(-1)!)).not.toBeNull();
      expect(Object.keys(g.states.at(-1)!.elements).length).toBe(Object.keys(g.states.at(-1)!.troops).length);
    }
  });
});
