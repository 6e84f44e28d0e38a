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
    s = ok(s, { type: 'place-camp', player: rome, along: 1200 }).state;
    // the camp stands on the shore line, not in the sea
    expect(s.camps[rome]!.y).toBeGreaterThanOrEqual(300);
    s = ok(s, { type: 'place-camp', player: succ, along: 1200 }).state;
    const ids = Object.keys(s.plans[rome]!.elements);
    // front edges 850p from the table edge = 550p from the shore: legal only because of the sea
    const placements = Object.fromEntries(ids.map((id, i) => [id, { along: 320 + 160 * i, from: 850 }]));
    expect(E.isRight(dba.apply(s, { type: 'deploy', player: rome, mode: 'custom', placements }))).toBe(true);
    const tooDeep = { ...placements, [ids[0]!]: { along: 320, from: 950 } };
    expect(refused(s, { type: 'deploy', player: rome, mode: 'custom', placements: tooDeep })).toBe('bad-placement');
    // nothing deploys in the sea
    const wet = { ...placements, [ids[0]!]: { along: 320, from: 250 } };
    expect(refused(s, { type: 'deploy', player: rome, mode: 'custom', placements: wet })).toBe('bad-placement');
    // the same placements without a sea are too deep
    let dry = deployState(exampleScenario);
    dry = ok(dry, { type: 'place-camp', player: rome, along: 1200 }).state;
    dry = ok(dry, { type: 'place-camp', player: succ, along: 1200 }).state;
    expect(refused(dry, { type: 'deploy', player: rome, mode: 'custom', placements })).toBe('bad-placement');
  });
  it('an automatic line deployment stands behind the shore line', () => {
    let s = deployState(withSea);
    const [rome, succ] = s.players;
    s = ok(s, { type: 'place-camp', player: rome, along: 1200 }).state;
    s = ok(s, { type: 'place-camp', player: succ, along: 1200 }).state;
    s = ok(s, { type: 'deploy', player: rome, mode: 'line' }).state;
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
    s = ok(s, { type: 'place-camp', player: rome, along: 1200 }).state;
    expect(s.camps[rome]!.garrison).toBe('r-art');
    expect(s.elements['r-art']).toMatchObject({ type: 'Art', camp: true, status: 'active' });
    expect(s.elements[`${rome}.camp`]).toBeUndefined();
    s = ok(s, { type: 'place-camp', player: succ, along: 1200 }).state;
    expect(s.elements[`${succ}.camp`]?.type).toBe('CF');
    expect(refused(s, { type: 'deploy', player: rome, mode: 'custom', placements: { 'r-art': { along: 300, from: 200 } } })).toBe('unknown-element');
    s = ok(s, { type: 'deploy', player: rome, mode: 'scenario' }).state;
    expect(s.elements['r-art']).toMatchObject({ camp: true, x: s.camps[rome]!.x, y: s.camps[rome]!.y });
    s = ok(s, { type: 'deploy', player: rome === s.deployment.high ? succ : rome, mode: 'line' }).state;
    expect(s.phase.tag).toBe('move');
    // the garrison does not move
    // whether it may march out is the library's ruling: see the describe below
  });
  it('setup refuses a garrison that is not an element of the army', () => {
    const r = dba.setup(garrisoned('nobody'), { seed: 'x' });
    expect(E.isLeft(r) && r.left.code).toBe('bad-garrison');
  });
  function campFight(attackerType: 'Bd' | 'Wb', dice: number[]) {
    let s = deployState(garrisoned('r-bd1'));
    const [rome, succ] = s.players;
    s = ok(s, { type: 'place-camp', player: rome, along: 1200 }).state;
    s = ok(s, { type: 'place-camp', player: succ, along: 1200 }).state;
    const camp = s.camps[rome]!;
    const g = s.elements['r-bd1']!;
    // an enemy element with its front edge against the camp's front edge
    const attacker = { ...g, id: 'x', type: attackerType, side: succ, command: succ, camp: false, general: false, heading: 270, x: camp.x, y: camp.y, depth: s.tables.baseDepth[attackerType], width: s.tables.baseWidth };
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
    const combat = step.events.find((e) => e.type === 'combat');
    if (combat?.type !== 'combat') throw new Error('no combat');
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

/** Rome's move phase with a named garrison `r-bd1` in its camp, both generals far away, and `extra` elements. */
function sallyState(extra: Record<string, Partial<DbaState['elements'][string]>> = {}): { s: DbaState; rome: string; succ: string } {
  let s = deployState(garrisoned('r-bd1'));
  const [rome, succ] = s.players;
  s = ok(s, { type: 'place-camp', player: rome, along: 1200 }).state;
  s = ok(s, { type: 'place-camp', player: succ, along: 1200 }).state;
  const g = s.elements['r-bd1']!;
  const elements: Record<string, DbaState['elements'][string]> = {
    'r-bd1': g,
    [`${succ}.camp`]: s.elements[`${succ}.camp`]!,
    'r-gen': { ...g, id: 'r-gen', camp: false, general: true, type: 'Cv', x: 1200, y: 700, width: 160, depth: 120 },
    's-gen': { ...g, id: 's-gen', side: succ, command: succ, camp: false, general: true, type: 'Cv', x: 2200, y: 2000, heading: 270, width: 160, depth: 120 },
  };
  for (const [id, e] of Object.entries(extra)) elements[id] = { ...elements['s-gen']!, id, general: false, ...e } as DbaState['elements'][string];
  return { s: { ...s, elements, bound: 3, phase: { tag: 'move', player: rome, pips: 6, pipsUsed: 0 } }, rome, succ };
}

describe('§winning §tactical-moves a named garrison marching out of its camp (library ruling)', () => {
  it('leaves on its own base from the camp\'s front edge, paying a PIP, and leaves the camp empty', () => {
    const { s, rome } = sallyState();
    const camp = s.camps[rome]!;
    const step = ok(s, { type: 'move', player: rome, element: 'r-bd1', steps: [{ kind: 'forward', distance: 100 }] });
    const out = step.state.elements['r-bd1']!;
    expect(out).toMatchObject({ camp: false, status: 'active', width: s.tables.baseWidth, depth: s.tables.baseDepth.Bd, heading: camp.heading });
    // 100p ahead of the camp's front edge
    expect(Math.hypot(out.x - camp.x, out.y - camp.y)).toBeCloseTo(100, 3);
    expect(step.state.camps[rome]).toMatchObject({ garrison: null, occupiedBy: null });
    expect(step.state.phase.tag === 'move' && step.state.phase.pipsUsed).toBe(1);
    expect(losses(step.state, rome).total).toBe(0);
  });
  it('may not march out while an enemy front edge touches the camp, nor as part of a group; camp followers never leave', () => {
    const probe = sallyState().s;
    const camp = probe.camps[probe.players[0]]!;
    const { s, rome } = sallyState({ x: { type: 'Bd', heading: 270, x: camp.x, y: camp.y, width: 160, depth: 60 } });
    expect(refused(s, { type: 'move', player: rome, element: 'r-bd1', steps: [{ kind: 'forward', distance: 100 }] })).toBe('in-contact');
    const free = sallyState();
    expect(refused(free.s, { type: 'move-group', player: rome, elements: ['r-bd1', 'r-gen'], steps: [{ kind: 'forward', distance: 100 }] })).toBe('camp-cannot-move');
    // camp followers never leave their camp
    const theirs = { ...free.s, phase: { tag: 'move' as const, player: free.succ, pips: 6, pipsUsed: 0 } };
    expect(refused(theirs, { type: 'move', player: free.succ, element: `${free.succ}.camp`, steps: [{ kind: 'forward', distance: 100 }] })).toBe('camp-cannot-move');
  });
  it('an enemy ending a move in the empty camp takes it: 2 more lost while it stays (A:142)', () => {
    const probe = sallyState().s;
    const camp = probe.camps[probe.players[0]]!;
    // an enemy beside the camp, facing it along the base edge
    const side = { type: 'Cv' as const, heading: camp.heading + 90, width: 160, depth: 120 };
    const f = { x: Math.cos(((camp.heading + 90) * Math.PI) / 180), y: Math.sin(((camp.heading + 90) * Math.PI) / 180) };
    const back = { x: -Math.cos((camp.heading * Math.PI) / 180), y: -Math.sin((camp.heading * Math.PI) / 180) };
    // front edge 300p from the camp's centre line, level with the camp's middle
    const at = { x: camp.x - f.x * 300 + back.x * 80, y: camp.y - f.y * 300 + back.y * 80 };
    const { s, rome, succ } = sallyState({ x: { ...side, x: at.x, y: at.y } });
    // with the garrison at home the camp blocks the way
    const blocked = { ...s, phase: { tag: 'move' as const, player: succ, pips: 6, pipsUsed: 0 } };
    expect(refused(blocked, { type: 'move', player: succ, element: 'x', steps: [{ kind: 'forward', distance: 320 }] })).toBe('blocked');
    let t = ok(s, { type: 'move', player: rome, element: 'r-bd1', steps: [{ kind: 'forward', distance: 100 }] }).state;
    t = { ...t, phase: { tag: 'move', player: succ, pips: 6, pipsUsed: 0 } };
    const inside = ok(t, { type: 'move', player: succ, element: 'x', steps: [{ kind: 'forward', distance: 320 }] });
    expect(inside.events.some((e) => e.type === 'camp-occupied' && e.by === 'x')).toBe(true);
    expect(inside.state.camps[rome]!.occupiedBy).toBe('x');
    expect(losses(inside.state, rome)).toMatchObject({ elements: 0, camp: 2 });
  });
});

