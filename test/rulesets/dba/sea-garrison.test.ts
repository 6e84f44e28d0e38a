import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/random/rng.js';
import { dba, exampleScenario, losses, type DbaScenario, type DbaState } from '../../../src/rulesets/dba/index.js';
import { edgeFrame } from '../../../src/rulesets/dba/edges.js';
import { distanceFromShore, isSeaEdge, seaDepthAt } from '../../../src/rulesets/dba/sea-edge.js';
import { ok, rect, refused, toCombat } from './fixtures.js';

/** The example scenario with the given terrain and camp settings, set up with `a` (rome) high on edge 1. */
function deployState(scenario: DbaScenario): DbaState {
  const s = dba.setup(scenario, { seed: 'sea' });
  if (E.isLeft(s)) throw new Error(s.left.message);
  const [p, q] = s.right.players;
  return {
    ...s.right,
    deployment: { ...s.right.deployment, high: p, low: q, fiveSix: [1, 2], baseDie: 1, baseEdge: { [p]: 1, [q]: 3 } },
    phase: { tag: 'place-camp', player: p },
  };
}

// a sea 300p deep along the whole south edge (edge 1), the Romans' base edge here
const sea = rect('sea', 'sea', -10, -10, 2410, 300);
const withSea: DbaScenario = { ...exampleScenario, terrain: [...(exampleScenario.terrain ?? []), { ...sea, polygon: [...sea.polygon] }] };

describe('§deployment (A:5): a sea edge deploys from its shore line', () => {
  it('the shore line is where the sea ends, measured straight in from the edge; land edges measure from the table edge', () => {
    const f1 = edgeFrame(1, 2400, 2400);
    const f3 = edgeFrame(3, 2400, 2400);
    expect(seaDepthAt([sea], f1, 1200)).toBeCloseTo(300, 3);
    expect(isSeaEdge([sea], f1)).toBe(true);
    expect(isSeaEdge([sea], f3)).toBe(false);
    expect(distanceFromShore([sea], f1, { x: 500, y: 900 })).toBeCloseTo(600, 3);
    expect(distanceFromShore([sea], f3, { x: 500, y: 1800 })).toBeCloseTo(600, 3);
    // a sea covering only part of the edge: the land stretch measures from the table edge
    const bay = rect('bay', 'sea', 0, -10, 600, 400);
    expect(seaDepthAt([bay], f1, 300)).toBeCloseTo(400, 3);
    expect(seaDepthAt([bay], f1, 1200)).toBe(0);
  });
  it('troops may deploy up to 600p from the shore line, not only 600p from the table edge', () => {
    let s = deployState(withSea);
    const [rome, succ] = s.players;
    s = ok(s, { tag: 'place-camp', player: rome, along: 1200 }).state;
    // the camp stands on the shore line, not in the sea
    expect(s.camps[rome]!.y).toBeGreaterThanOrEqual(300);
    s = ok(s, { tag: 'place-camp', player: succ, along: 1200 }).state;
    const ids = Object.keys(s.plans[rome]!.elements);
    // front edges 850p from the table edge = 550p from the shore: legal only because of the sea
    const placements = Object.fromEntries(ids.map((id, i) => [id, { along: 320 + 160 * i, from: 850 }]));
    expect(E.isRight(dba.apply(s, { tag: 'deploy', player: rome, mode: 'custom', placements }))).toBe(true);
    const tooDeep = { ...placements, [ids[0]!]: { along: 320, from: 950 } };
    expect(refused(s, { tag: 'deploy', player: rome, mode: 'custom', placements: tooDeep })).toBe('bad-placement');
    // nothing deploys in the sea
    const wet = { ...placements, [ids[0]!]: { along: 320, from: 250 } };
    expect(refused(s, { tag: 'deploy', player: rome, mode: 'custom', placements: wet })).toBe('bad-placement');
    // the same placements without a sea are too deep
    let dry = deployState(exampleScenario);
    dry = ok(dry, { tag: 'place-camp', player: rome, along: 1200 }).state;
    dry = ok(dry, { tag: 'place-camp', player: succ, along: 1200 }).state;
    expect(refused(dry, { tag: 'deploy', player: rome, mode: 'custom', placements })).toBe('bad-placement');
  });
  it('an automatic line deployment stands behind the shore line', () => {
    let s = deployState(withSea);
    const [rome, succ] = s.players;
    s = ok(s, { tag: 'place-camp', player: rome, along: 1200 }).state;
    s = ok(s, { tag: 'place-camp', player: succ, along: 1200 }).state;
    s = ok(s, { tag: 'deploy', player: rome, mode: 'line' }).state;
    const mine = Object.values(s.elements).filter((e) => e.side === rome && !e.camp);
    expect(mine).toHaveLength(12);
    for (const e of mine) expect(e.y - e.depth).toBeGreaterThanOrEqual(300 - 0.5);
  });
});

function garrisoned(garrison: string): DbaScenario {
  const [a, b] = exampleScenario.armies;
  return { ...exampleScenario, armies: [{ ...a, camp: { along: 1200, garrison } }, b] };
}

describe('§winning (A:142): a camp garrison other than camp followers', () => {
  it('a named element garrisons the camp instead of camp followers and does not deploy', () => {
    let s = deployState(garrisoned('r-art'));
    const [rome, succ] = s.players;
    s = ok(s, { tag: 'place-camp', player: rome, along: 1200 }).state;
    expect(s.camps[rome]!.garrison).toBe('r-art');
    expect(s.elements['r-art']).toMatchObject({ type: 'Art', camp: true, status: 'active' });
    expect(s.elements[`${rome}.camp`]).toBeUndefined();
    s = ok(s, { tag: 'place-camp', player: succ, along: 1200 }).state;
    expect(s.elements[`${succ}.camp`]?.type).toBe('CF');
    expect(refused(s, { tag: 'deploy', player: rome, mode: 'custom', placements: { 'r-art': { along: 300, from: 200 } } })).toBe('unknown-element');
    s = ok(s, { tag: 'deploy', player: rome, mode: 'scenario' }).state;
    expect(s.elements['r-art']).toMatchObject({ camp: true, x: s.camps[rome]!.x, y: s.camps[rome]!.y });
    s = ok(s, { tag: 'deploy', player: rome === s.deployment.high ? succ : rome, mode: 'line' }).state;
    expect(s.phase.tag).toBe('move');
    // the garrison does not move
    const move = dba.apply(s, { tag: 'move', player: rome, element: 'r-art', program: [{ kind: 'forward', distance: 50 }] } as never);
    expect(E.isLeft(move)).toBe(true);
  });
  it('setup refuses a garrison that is not an element of the army', () => {
    const r = dba.setup(garrisoned('nobody'), { seed: 'x' });
    expect(E.isLeft(r) && r.left.code).toBe('bad-garrison');
  });
  function campFight(attackerType: 'Bd' | 'Wb', dice: number[]) {
    let s = deployState(garrisoned('r-bd1'));
    const [rome, succ] = s.players;
    s = ok(s, { tag: 'place-camp', player: rome, along: 1200 }).state;
    s = ok(s, { tag: 'place-camp', player: succ, along: 1200 }).state;
    const camp = s.camps[rome]!;
    const g = s.elements['r-bd1']!;
    // an enemy element with its front edge against the camp's front edge
    const attacker = { ...g, id: 'x', type: attackerType, side: succ, command: succ, camp: false, general: false, heading: 270, x: camp.x, y: camp.y, depth: s.data.baseDepth[attackerType], width: s.data.baseWidth };
    s = {
      ...s,
      elements: { 'r-bd1': g, 'x': attacker, 'r-gen': { ...g, id: 'r-gen', camp: false, general: true, type: 'Cv', x: 2000, y: 400 }, 's-gen': { ...attacker, id: 's-gen', general: true, type: 'Cv', x: 2000, y: 2000 } },
      bound: 3,
      phase: { tag: 'move', player: succ, pips: 1, pipsUsed: 0 },
      rng: scriptedRng(dice),
    };
    s = toCombat(s);
    expect(s.phase.tag === 'combat' && s.phase.pairs.length).toBe(1);
    const step = ok(s, dba.legalCommands(s)[0]);
    const combat = step.events.find((e) => e.tag === 'combat');
    if (combat?.tag !== 'combat') throw new Error('no combat');
    const mine = combat.report.a.element === 'r-bd1' ? combat.report.a : combat.report.b;
    return { rome, next: step.state, mine };
  }
  it('the garrison fights with its own factor plus the camp defence, and is lost if it recoils (A:142)', () => {
    const { rome, next, mine } = campFight('Bd', [1, 6]);
    expect(mine.terms.map((t) => [t.name, t.value])).toEqual([
      ['blades vs foot', 5],
      ['defending a camp', 2],
    ]);
    expect(next.elements['r-bd1']).toMatchObject({ status: 'lost', lostHow: 'recoiled from a camp' });
    expect(losses(next, rome)).toMatchObject({ elements: 1, camp: 0 });
  });
  it('destroyed, the garrison gives up the camp: its loss and 2 more count (A:142)', () => {
    // warband beat blades: blades destroyed (public 1.x quick kill)
    const { rome, next } = campFight('Wb', [1, 6]);
    expect(next.elements['r-bd1']!.status).toBe('destroyed');
    expect(next.camps[rome]!.occupiedBy).toBe('x');
    expect(losses(next, rome)).toMatchObject({ elements: 1, camp: 2, total: 3 });
  });
});
