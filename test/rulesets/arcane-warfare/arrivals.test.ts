import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { AnyRuleset } from '../../../src/core/ruleset.js';
import { fork, scriptedRng } from '../../../src/random/rng.js';
import { arcaneWarfare, type ArcaneEvent, type ArcaneScenario, type ArcaneState, type OffBoardGroup, type ScenarioUnit } from '../../../src/rulesets/arcane-warfare/index.js';
import { offBoardStep } from '../../../src/rulesets/arcane-warfare/rules/12-off-board/arrivals.js';
import { checkContractLaws } from '../../support/ruleset-laws.js';

function row(prefix: string, type: string, n: number, y: number, heading: number): ScenarioUnit[] {
  return Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, type, x: 550 + 100 * (i % 19), y: y + (i < 19 ? 0 : heading === 90 ? -70 : 70), heading }));
}
// A standard game; the south keeps two SpM back for an attack from the west edge (rear edges on x = 0).
const flank = { id: 'flank', edge: 'west' as const, units: [{ id: 's-f1', type: 'SpM', x: 50, y: 1000, heading: 0 }, { id: 's-f2', type: 'SpM', x: 50, y: 1100, heading: 0 }] };
const scenario: ArcaneScenario = {
  name: 'off-board test',
  size: 'standard',
  turnLimit: 3,
  attacker: 'south',
  terrain: [],
  armies: [
    { player: 'south', edge: 'south', commands: [{ id: 's-sco', kind: 'SCo', regular: true, x: 1500, y: 100 }], units: [...row('s-a', 'SpM', 38, 400, 90), { id: 's-bag1', type: 'Baggage', x: 1000, y: 200, heading: 90 }, { id: 's-bag2', type: 'Baggage', x: 1100, y: 200, heading: 90 }], offBoard: [flank] },
    { player: 'north', edge: 'north', commands: [{ id: 'n-sco', kind: 'SCo', regular: true, x: 1500, y: 2150 }], units: [...row('n-a', 'SpM', 38, 1850, 270), { id: 'n-bag1', type: 'Baggage', x: 1000, y: 2050, heading: 270 }, { id: 'n-bag2', type: 'Baggage', x: 1100, y: 2050, heading: 270 }] },
  ],
};
const s0 = (() => {
  const s = arcaneWarfare.setup(scenario, { seed: 'ob' });
  if (E.isLeft(s)) throw new Error(s.left.message);
  return s.right;
})();
const group = (s: ArcaneState, id = 'flank'): OffBoardGroup => s.offBoard![id]!;
const step = (s: ArcaneState, dice: number[]) => {
  const events: ArcaneEvent[] = [];
  const next = offBoardStep({ ...s, rng: scriptedRng(dice) }, events);
  return { state: next, events };
};

describe('§12 off-board attacks: set-up', () => {
  it('keeps the group off the table, counts its points, and refuses groups in the small game or not on their edge', () => {
    expect(s0.units['s-f1']).toBeUndefined();
    expect(group(s0)).toMatchObject({ side: 'south', edge: 'west', status: 'waiting', bonus: 0 });
    expect(arcaneWarfare.stateCodec.is(JSON.parse(JSON.stringify(s0)))).toBe(true);
    const bad = { ...scenario, armies: [{ ...scenario.armies[0], offBoard: [{ ...flank, units: [{ ...flank.units[0]!, x: 80 }] }] }, scenario.armies[1]] } as ArcaneScenario;
    expect(E.isLeft(arcaneWarfare.setup(bad, { seed: 'ob' }))).toBe(true);
    const two = { ...scenario, armies: [{ ...scenario.armies[0], offBoard: [flank, { ...flank, id: 'flank2', units: [{ ...flank.units[0]!, id: 's-f3', y: 1300 }] }] }, scenario.armies[1]] } as ArcaneScenario;
    expect(E.isLeft(arcaneWarfare.setup(two, { seed: 'ob' }))).toBe(true);
  });

  it('the other side sees neither the group nor its edge until it is announced', () => {
    expect(arcaneWarfare.view(s0, 'north').offBoard).toEqual({});
    expect(arcaneWarfare.view(s0, 'south').offBoard?.['flank']?.edge).toBe('west');
    const d = arcaneWarfare.determinize(s0, 'north', fork(scriptedRng([0]), 'd'));
    expect(arcaneWarfare.view(d, 'north')).toEqual(arcaneWarfare.view(s0, 'north'));
  });
});

describe('§12 the arrival die (worked examples)', () => {
  it('with a regular SCo a 1 is re-rolled once: 1 then 6 comes on next turn, the edge announced', () => {
    const { state, events } = step(s0, [1, 6]);
    expect(group(state).status).toBe('coming');
    expect(events).toMatchObject([{ type: 'arrival-rolled', dice: [1, 6], result: 'coming', edge: 'west' }]);
    expect(arcaneWarfare.view(state, 'north').offBoard?.['flank']).toMatchObject({ edge: 'west', units: [] });
    expect(arcaneWarfare.filterEvents(events, 'north')).toHaveLength(1);
  });

  it('1 then 1 again is lost (no second re-roll); 2-5 waits; the other side is not told', () => {
    const lost = step(s0, [1, 1]);
    expect(group(lost.state).status).toBe('lost');
    expect(arcaneWarfare.filterEvents(lost.events, 'north')).toEqual([]);
    expect(group(step(s0, [4]).state).status).toBe('waiting');
  });

  it('an irregular SCo does not re-roll', () => {
    const irregular = { ...s0, commands: { ...s0.commands, 's-sco': { ...s0.commands['s-sco']!, regular: false } } };
    expect(step(irregular, [1, 6]).state.offBoard!['flank']!.status).toBe('lost');
  });

  it('both sides coming on the same edge cancel each other, and later dice get +1 (§12.2)', () => {
    const theirs: OffBoardGroup = { id: 'raid', side: 'north', edge: 'west', units: [], status: 'waiting', bonus: 0 };
    const both = { ...s0, offBoard: { ...s0.offBoard!, raid: theirs } };
    const { state, events } = step(both, [6, 6]);
    expect([group(state).status, group(state).bonus, group(state, 'raid').status]).toEqual(['waiting', 1, 'waiting']);
    expect(events.map((e) => (e as { result: string }).result)).toEqual(['cancelled', 'cancelled']);
    expect(group(step(state, [5, 2]).state).status).toBe('coming');
  });
});

describe('§12 coming on, §12.1 the enemy runs', () => {
  it('the group appears at its poses the turn after its 6; enemy closer than 400 p to the edge turn to face it and move back a full move (ruling AW-R48)', () => {
    const near = { ...s0.units['n-a1']!, x: 350, y: 1500, heading: 270 };
    const far = { ...s0.units['n-a2']!, x: 600, y: 1500, heading: 270 };
    const coming = { ...s0, units: { ...s0.units, 'n-a1': near, 'n-a2': far }, offBoard: { flank: { ...group(s0), status: 'coming' as const } } };
    const { state, events } = step(coming, []);
    expect(state.units['s-f1']).toMatchObject({ x: 50, y: 1000, status: 'active' });
    const arrived = events.find((e) => e.type === 'group-arrived') as Extract<ArcaneEvent, { type: 'group-arrived' }>;
    expect(arrived.units).toEqual(['s-f1', 's-f2']);
    // n-a1 spans x 300..400: within 400 p. It faces west (heading 180) and backs 150 p east.
    const ran = state.units['n-a1']!;
    expect(ran.heading).toBe(180);
    expect(Math.min(ran.x, ran.x + ran.depth)).toBeGreaterThan(400);
    expect(state.units['n-a2']!.heading).toBe(270);
  });

  it('a unit that cannot come on (its place taken) is destroyed', () => {
    const blocker = { ...s0.units['n-a1']!, x: 50, y: 1020, heading: 0 };
    const coming = { ...s0, units: { ...s0.units, 'n-a1': blocker }, offBoard: { flank: { ...group(s0), status: 'coming' as const } } };
    const { state, events } = step(coming, []);
    expect(state.units['s-f1']!.status).toBe('destroyed');
    expect((events.find((e) => e.type === 'group-arrived') as unknown as { destroyed: string[] }).destroyed).toContain('s-f1');
  });

  it('arriving units count as within the command radius that turn, and obey only the closest command centre (§12)', () => {
    const arrived = step({ ...s0, offBoard: { flank: { ...group(s0), status: 'coming' as const } } }, []).state;
    let s: ArcaneState = { ...arrived, rng: scriptedRng([6, 6, 2, 3, 1, 1, 1, 1]) };
    for (let i = 0; i < 8 && s.phase.tag !== 'movement'; i++) {
      const p = arcaneWarfare.pending(s)[0]!.player;
      const c = arcaneWarfare.legalCommands(s, p).find((x) => x.type === 'end-reset' || (x.type === 'give-orders' && !x.swap));
      const r = arcaneWarfare.apply(s, c!);
      if (E.isLeft(r)) throw new Error(r.left.message);
      s = r.right.state;
    }
    const move = { type: 'move' as const, player: 'south', co: 's-sco', unit: 's-f1', steps: [{ step: 'forward' as const, distance: 50 }] };
    const r = arcaneWarfare.apply(s, move);
    expect(E.isRight(r) && (r.right.events.find((e) => e.type === 'unit-moved') as { mip: number }).mip).toBe(1);
    const { arrivedOnTurn: _t, ...plain } = s.units['s-f1']!;
    const later = arcaneWarfare.apply({ ...s, units: { ...s.units, 's-f1': plain } }, move);
    expect(E.isRight(later) && (later.right.events.find((e) => e.type === 'unit-moved') as { mip: number }).mip).toBeGreaterThan(1);
    const fco = { ...s.commands['s-sco']!, id: 's-fco', kind: 'FCo' as const, x: 300, y: 1000, dice: null };
    const closer = arcaneWarfare.apply({ ...s, commands: { ...s.commands, 's-fco': fco } }, move);
    expect(E.isLeft(closer) && closer.left.code).toBe('not-closest-co');
  });

  it('the laws hold with an off-board group (its die and edge never told early)', () => {
    checkContractLaws(arcaneWarfare as AnyRuleset, scenario, { games: 1, maxPlies: 60, seedPrefix: 'aw-offboard', every: 3 });
  });
});
