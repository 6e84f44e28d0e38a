// §15.1 free deployment and §15.2 tournament balancing: setup phases with their own commands.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dawnOfBattle, geometry, type DobCommand, type DobState } from '../../../src/dawn-of-battle/index.js';
import { at, counters, eventsOf, fixtureDeck, refused, run, scenario, start, u } from './fixtures.js';

const sc = (options: Record<string, unknown> = {}) =>
  scenario({
    A: [u('a-camp', 'CAMP', at(1, 1)), u('a-mi', 'MI', at(2, 2)), u('a-hc', 'HC', at(3, 2))],
    B: [u('b-camp', 'CAMP', at(9, 9)), u('b-mi', 'MI', at(8, 8)), u('b-li', 'LI', at(7, 8))],
    leadersA: [{ id: 'a-gen', command: 1, range: 2, combat: 1 }],
    leadersB: [{ id: 'b-gen', command: 1, range: 2, combat: 1 }],
    options: { freeDeployment: true, ...options },
  });

const dist = geometry.distance;

describe('§15.1 free deployment', () => {
  it('§15.1 sets the scenario positions aside and opens with side B placing its Camp', () => {
    const s = start(sc());
    expect(s.phase).toEqual({ kind: 'deploy', step: 'campB', toAct: 'B', campFrom: null });
    expect(Object.values(s.units).every((x) => x.where === 'reserve' && x.hex === null)).toBe(true);
    expect(dawnOfBattle.pending(s)[0]?.player).toBe('B');
    // No card has been drawn yet: starting events wait until the armies are deployed.
    expect(s.players.A.hand).toEqual([]);
  });

  it('§15.1.1 side B\'s Camp must be 3 to 5 hexes from the nearest map-edge hex (ruling DOB-R48)', () => {
    const s = start(sc());
    const tooClose = refused(s, { type: 'deploy-unit', player: 'B', unit: 'b-camp', hex: at(2, 6), facing: 5 });
    expect(tooClose.code).toBe('bad-deployment');
    expect(tooClose.citations[0]?.section).toBe('15.1.1');
    expect(refused(s, { type: 'deploy-unit', player: 'A', unit: 'a-camp', hex: at(5, 5), facing: 5 }).code).toBe('wrong-player');
    expect(refused(s, { type: 'deploy-unit', player: 'B', unit: 'b-mi', hex: at(5, 5), facing: 5 }).code).toBe('wrong-unit');
    const ok = run(s, { type: 'deploy-unit', player: 'B', unit: 'b-camp', hex: at(5, 4), facing: 2 }).state;
    expect(ok.units['b-camp']).toMatchObject({ where: 'map', hex: at(5, 4), facing: 2 });
    expect(ok.phase).toMatchObject({ step: 'unitsB', toAct: 'B' });
    // Every listed Camp placement obeys the edge rule.
    const camps = dawnOfBattle.legalCommands(s) as Array<Extract<DobCommand, { type: 'deploy-unit' }>>;
    expect(camps.length).toBeGreaterThan(0);
    const edgeOk = (h: { q: number; r: number }) => {
      let best = Infinity;
      for (let c = 0; c < 12; c++) for (let r = 0; r < 12; r++) if (c === 0 || c === 11 || r === 0 || r === 11) best = Math.min(best, dist(h, at(c, r)));
      return best >= 3 && best <= 5;
    };
    expect(camps.every((c) => c.unit === 'b-camp' && edgeOk(c.hex))).toBe(true);
  });

  it('§15.1.1 side B\'s units go within 3 hexes of its Camp, then B places A\'s Camp anywhere', () => {
    let s = run(start(sc()), { type: 'deploy-unit', player: 'B', unit: 'b-camp', hex: at(5, 4), facing: 2 }).state;
    const far = refused(s, { type: 'deploy-unit', player: 'B', unit: 'b-mi', hex: at(5, 8), facing: 2 });
    expect(far.code).toBe('bad-deployment');
    expect(refused(s, { type: 'deploy-unit', player: 'B', unit: 'b-mi', hex: at(5, 4), facing: 2 }).code).toBe('bad-deployment'); // stacking
    s = run(s, { type: 'deploy-unit', player: 'B', unit: 'b-mi', hex: at(5, 6), facing: 2 }, { type: 'deploy-unit', player: 'B', unit: 'b-li', hex: at(6, 4), facing: 3 }).state;
    expect(s.phase).toMatchObject({ step: 'campA', toAct: 'B' });
    // Side B places side A's Camp, anywhere on the map (here at the edge).
    s = run(s, { type: 'deploy-unit', player: 'B', unit: 'a-camp', hex: at(0, 11), facing: 5 }).state;
    expect(s.phase).toEqual({ kind: 'deploy', step: 'adjustCampA', toAct: 'A', campFrom: at(0, 11) });
  });

  it('§15.1.2 side A moves its Camp up to 3 hexes, then deploys units, reinforcements and leaders near it; then play begins', () => {
    const base = sc();
    const withRein = {
      ...base,
      sides: { ...base.sides, A: { ...base.sides.A, reinforcements: [{ id: 'late', turn: 3, entryHexes: [at(0, 0)], units: [{ id: 'a-li2', counter: 'LI' }], leaders: [] }] } },
    };
    let s = start(withRein);
    s = run(s,
      { type: 'deploy-unit', player: 'B', unit: 'b-camp', hex: at(5, 4), facing: 2 },
      { type: 'deploy-unit', player: 'B', unit: 'b-mi', hex: at(5, 6), facing: 2 },
      { type: 'deploy-unit', player: 'B', unit: 'b-li', hex: at(6, 4), facing: 3 },
      { type: 'deploy-unit', player: 'B', unit: 'a-camp', hex: at(5, 11), facing: 5 },
    ).state;
    expect(refused(s, { type: 'deploy-unit', player: 'A', unit: 'a-camp', hex: at(5, 7), facing: 5 }).code).toBe('bad-deployment'); // 4 hexes
    s = run(s, { type: 'deploy-unit', player: 'A', unit: 'a-camp', hex: at(5, 9), facing: 5 }).state;
    expect(s.phase).toMatchObject({ step: 'unitsA', toAct: 'A' });
    const listed = dawnOfBattle.legalCommands(s);
    expect(listed.some((c) => c.type === 'deploy-unit' && c.unit === 'a-li2')).toBe(true);
    expect(listed.some((c) => c.type === 'deploy-leader' && c.leader === 'a-gen')).toBe(true);
    expect(refused(s, { type: 'deploy-leader', player: 'A', leader: 'a-gen', hex: at(5, 4) }).code).toBe('bad-deployment');
    const r = run(s,
      { type: 'deploy-unit', player: 'A', unit: 'a-mi', hex: at(5, 8), facing: 5 },
      { type: 'deploy-unit', player: 'A', unit: 'a-hc', hex: at(4, 8), facing: 5 },
      { type: 'deploy-unit', player: 'A', unit: 'a-li2', hex: at(6, 8), facing: 5 },
      { type: 'deploy-leader', player: 'A', leader: 'a-gen', hex: at(5, 8) },
    );
    s = r.state;
    expect(eventsOf(r.events, 'deployment-complete')).toHaveLength(1);
    // The reinforcement is now an ordinary unit on the map (ruling DOB-R48); A's leader went aside at §4.1.
    expect(s.units['a-li2']).toMatchObject({ where: 'map', reinforcement: null });
    expect(s.leaders['a-gen']!.where).toBe('aside');
    expect(s.turn).toBe(1);
    expect(['initiative', 'initiativeBid', 'placeLeaders']).toContain(s.phase.kind);
    expect(s.players.A.hand.length).toBeGreaterThan(0); // starting events (§16.7) after deployment
    for (const x of ['a-mi', 'a-hc', 'a-li2']) expect(dist(s.units[x]!.hex!, at(5, 9))).toBeLessThanOrEqual(3);
  });

  it('§15.1 a side without a Camp or War Wagon cannot use free deployment', () => {
    const bad = scenario({ A: [u('a-mi', 'MI', at(2, 2))], B: [u('b-camp', 'CAMP', at(9, 9))], options: { freeDeployment: true } });
    const r = dawnOfBattle.setup(bad, { seed: 'x', options: { data: { counters, deck: fixtureDeck() } } });
    expect(E.isLeft(r) && r.left.code).toBe('no-camp');
  });

  it('§15.1 random legal deployment always ends in a legal game start', () => {
    for (let g = 0; g < 5; g++) {
      let s: DobState = start(sc(), {}, fixtureDeck(), `dep${g}`);
      for (let i = 0; i < 50 && s.phase.kind === 'deploy'; i++) {
        const cmds = dawnOfBattle.legalCommands(s);
        s = run(s, cmds[(i * 7919 + g * 31) % cmds.length]!).state;
      }
      expect(s.phase.kind).not.toBe('deploy');
      const campB = s.units['b-camp']!.hex!;
      for (const id of ['b-mi', 'b-li']) expect(dist(s.units[id]!.hex!, campB)).toBeLessThanOrEqual(3);
    }
  });
});

describe('§15.2 tournament balancing', () => {
  const tsc = (free: boolean) => ({ ...sc({ tournamentBalancing: true, freeDeployment: free }), sides: { ...sc().sides, A: { ...sc().sides.A, panicLevel: 12 }, B: { ...sc().sides.B, panicLevel: 10 } } });

  it('§15.2 seats bid panic points in turn, seat A first; the high bidder chooses and that army\'s panic level drops', () => {
    let s = start(tsc(false));
    expect(s.phase).toEqual({ kind: 'panicBid', toAct: 'A', high: null, chooser: null });
    expect(refused(s, { type: 'bid-panic-points', player: 'B', points: 1 }).code).toBe('wrong-player');
    expect(refused(s, { type: 'bid-panic-points', player: 'A', points: 10 }).code).toBe('bid-too-high'); // B's level 10 would reach 0
    s = run(s, { type: 'bid-panic-points', player: 'A', points: 2 }).state;
    expect(refused(s, { type: 'bid-panic-points', player: 'B', points: 2 }).code).toBe('bid-too-low');
    s = run(s, { type: 'bid-panic-points', player: 'B', points: 3 }).state;
    expect(refused(s, { type: 'choose-army', player: 'A', army: 'A' }).code).toBe('still-bidding');
    const r = run(s, { type: 'pass-panic-bid', player: 'A' }, { type: 'choose-army', player: 'B', army: 'A' });
    expect(eventsOf(r.events, 'army-chosen')[0]).toMatchObject({ seat: 'B', army: 'A', points: 3, panicLevel: 9 });
    expect(r.state.players.A.panicLevel).toBe(9);
    expect(r.state.players.B.panicLevel).toBe(10);
    expect(r.state.phase.kind).not.toBe('panicBid');
  });

  it('§15.2 a pass before any bid gives the other seat the choice for nothing; free deployment follows', () => {
    const r = run(start(tsc(true)), { type: 'pass-panic-bid', player: 'A' }, { type: 'choose-army', player: 'B', army: 'B' });
    expect(r.state.players.B.panicLevel).toBe(10);
    expect(r.state.phase).toMatchObject({ kind: 'deploy', step: 'campB', toAct: 'B' });
  });

  it('§15.2 legalCommands lists pass and every allowed bid, then the two armies', () => {
    const s = start(tsc(false));
    const cmds = dawnOfBattle.legalCommands(s);
    expect(cmds).toContainEqual({ type: 'pass-panic-bid', player: 'A' });
    expect(cmds.filter((c) => c.type === 'bid-panic-points').map((c) => (c as { points: number }).points)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const won = run(s, { type: 'pass-panic-bid', player: 'A' }).state;
    expect(dawnOfBattle.legalCommands(won)).toEqual([{ type: 'choose-army', player: 'B', army: 'A' }, { type: 'choose-army', player: 'B', army: 'B' }]);
  });
});
