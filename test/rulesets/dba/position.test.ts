import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { decode } from '../../../src/core/decode.js';
import { dba, dbaScenarioCodec, type DbaScenario, type DbaState } from '../../../src/rulesets/dba/index.js';

// A mid-game position written as data: two lines facing each other, bound 3, a's move.
const position = (extra: Partial<DbaScenario> = {}): unknown => ({
  armies: [
    {
      id: 'a',
      elements: [
        { id: 'a-gen', type: 'Kn', general: true, at: { x: 1000, y: 1000, heading: 90 } },
        { id: 'a-bw', type: 'Bw', at: { x: 1200, y: 1000, heading: 90 } },
      ],
    },
    {
      id: 'b',
      elements: [
        { id: 'b-gen', type: 'Cv', general: true, at: { x: 600, y: 1400, heading: 270 } },
        { id: 'b-sp', type: 'Sp', at: { x: 1200, y: 1150, heading: 270 } },
      ],
    },
  ],
  position: { bound: 3, player: 'a', phase: 'move', pips: 4 },
  ...extra,
});

function setup(u: unknown): E.Either<{ readonly message: string }, DbaState> {
  const d = decode(dbaScenarioCodec, u);
  if (E.isLeft(d)) return d;
  return dba.setup(d.right, { seed: 'pos', options: {} });
}

describe('position format (a scenario with elements placed, the bound and the step)', () => {
  it('decodes and sets up: elements on the table, the bound, the step and the PIPs as given', () => {
    const r = setup(position());
    expect(E.isRight(r)).toBe(true);
    if (E.isLeft(r)) return;
    const s = r.right;
    expect(s.bound).toBe(3);
    expect(s.phase).toEqual({ tag: 'move', player: 'a', pips: 4, pipsUsed: 0 });
    expect(s.elements['a-bw']).toMatchObject({ side: 'a', type: 'Bw', x: 1200, y: 1000, heading: 90, width: s.tables.baseWidth, status: 'active' });
    expect(s.elements['b-gen']).toMatchObject({ general: true, x: 600, y: 1400, heading: 270 });
    // bound 3 is the high scorer's, so the mover is the high scorer
    expect(s.deployment.high).toBe('a');
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(E.isRight(decode(dba.stateCodec, s))).toBe(true);
  });

  it('refuses a bad position naming the path: an unknown key, a missing pose, an overlap, a step with PIPs', () => {
    const bad = (u: unknown) => {
      const r = setup(u);
      return E.isLeft(r) ? r.left.message : 'accepted';
    };
    const p = position() as { armies: Array<{ elements: Array<Record<string, unknown>> }> };
    const typo = structuredClone(p);
    typo.armies[0]!.elements[1]!['at'] = { x: 1200, y: 1000, hdg: 90 };
    expect(bad(typo)).toContain('armies[0].elements[1].at.hdg: expected no such field');
    const missing = structuredClone(p);
    delete missing.armies[1]!.elements[1]!['at'];
    expect(bad(missing)).toContain('armies[1].elements[1].at: missing');
    const overlap = structuredClone(p);
    overlap.armies[1]!.elements[1]!['at'] = { x: 1210, y: 980, heading: 270 };
    expect(bad(overlap)).toMatch(/armies\[1\]\.elements\[1\]\.at: overlaps armies\[0\]\.elements\[1\]\.at/);
    expect(bad(position({ position: { bound: 3, player: 'a', phase: 'shoot', pips: 2 } }))).toContain('position.pips');
    expect(bad(position({ position: { bound: 3, player: 'c', phase: 'move' } }))).toContain('position.player');
    expect(bad(position({ position: { bound: 3, player: 'a', phase: 'combat' } }))).toContain('position.phase: no elements are in front-edge contact');
    const offTable = structuredClone(p);
    offTable.armies[0]!.elements[1]!['at'] = { x: 10, y: 1000, heading: 90 };
    expect(bad(offTable)).toContain('armies[0].elements[1].at: a-bw is not wholly on the');
  });

  it('refuses a pose in a scenario that is not a position', () => {
    const r = setup({ ...(position() as object), position: undefined });
    expect(E.isLeft(r) && r.left.message).toContain('armies[0].elements[0].at: an element stands at a pose only in a position');
  });

  it('plays on from a position: the bows shoot, and a close combat started in the combat step fights', () => {
    const shoot = setup(position({ position: { bound: 3, player: 'a', phase: 'shoot' } }));
    if (E.isLeft(shoot)) throw new Error(shoot.left.message);
    const shot = dba.apply(shoot.right, { type: 'shoot', player: 'a', shooter: 'a-bw', target: 'b-sp', aiding: [] });
    expect(E.isRight(shot) && shot.right.events.some((e) => e.type === 'combat')).toBe(true);

    const fight = position({ position: { bound: 4, player: 'b', phase: 'combat' } }) as { armies: Array<{ elements: Array<Record<string, unknown>> }> };
    fight.armies[1]!.elements[1]!['at'] = { x: 1200, y: 1000, heading: 270 };
    const s = setup(fight);
    if (E.isLeft(s)) throw new Error(s.left.message);
    expect(s.right.phase).toMatchObject({ tag: 'combat', player: 'b', pairs: [['a-bw', 'b-sp']] });
    const r = dba.apply(s.right, { type: 'resolve-combat', player: 'b', a: 'a-bw', b: 'b-sp' });
    expect(E.isRight(r)).toBe(true);
    if (E.isLeft(r)) return;
    expect(r.right.events[0]?.type).toBe('combat');
    // the only fight fought: the bound ends and a's bound 5 begins with its PIP die
    expect(r.right.state.phase).toMatchObject({ tag: 'move', player: 'a' });
    expect(r.right.state.bound).toBe(5);
  });
});
