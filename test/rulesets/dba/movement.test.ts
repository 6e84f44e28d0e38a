import { describe, expect, it } from 'vitest';
import { battle, ok, rect, refused } from './fixtures.js';

const fwd = (distance: number) => [{ kind: 'forward', distance }];
const mv = (element: string, steps: unknown[], player = 'a') => ({ type: 'move', player, element, steps });

describe('§move-distances (A:31-43): the largest distance of any front corner', () => {
  it('cavalry 400p in good going (A:37), not more', () => {
    const s = battle([{ id: 'cv', side: 'a', type: 'Cv', x: 1000, y: 600, heading: 90 }]);
    expect(ok(s, mv('cv', fwd(400))).state.elements['cv']!.y).toBeCloseTo(1000);
    expect(refused(s, mv('cv', fwd(401)))).toBe('too-far');
  });
  it('knights and elephants 300p in good going (A:39)', () => {
    const s = battle([
      { id: 'kn', side: 'a', type: 'Kn', x: 600, y: 600, heading: 90 },
      { id: 'el', side: 'a', type: 'El', x: 1400, y: 600, heading: 90 },
    ]);
    expect(refused(s, mv('kn', fwd(301)))).toBe('too-far');
    expect(ok(s, mv('kn', fwd(300))).state.elements['kn']!.y).toBeCloseTo(900);
    expect(refused(s, mv('el', fwd(310)))).toBe('too-far');
  });
  it('auxilia and psiloi 300p off-road, in good or bad going (A:39)', () => {
    const wood = rect('w', 'wood', 500, 700, 1500, 1000);
    const s = battle([{ id: 'ax', side: 'a', type: 'Ax', x: 1000, y: 600, heading: 90 }], { terrain: [wood] });
    expect(ok(s, mv('ax', fwd(300))).state.elements['ax']!.y).toBeCloseTo(900);
  });
  it('the fast classes apply only in good going: knights crossing bad going drop to the bad-going distance', () => {
    const wood = rect('w', 'wood', 500, 700, 1500, 1000);
    const s = battle([{ id: 'kn', side: 'a', type: 'Kn', x: 1000, y: 600, heading: 90 }], { terrain: [wood] });
    expect(refused(s, mv('kn', fwd(300)))).toBe('too-far');
    expect(ok(s, mv('kn', fwd(200))).state.elements['kn']!.y).toBeCloseTo(800);
  });
  it('bows no longer move 300p ("omit bows", A:39)', () => {
    const s = battle([{ id: 'bw', side: 'a', type: 'Bw', x: 1000, y: 600, heading: 90 }]);
    expect(refused(s, mv('bw', fwd(300)))).toBe('too-far');
  });
  it('any except light horse move 400p by road (A:37); light horse keep 500p', () => {
    const road = rect('r', 'road', 900, 0, 1100, 2400);
    const s = battle(
      [
        { id: 'sp', side: 'a', type: 'Sp', x: 1000, y: 600, heading: 90 },
        { id: 'lh', side: 'a', type: 'LH', x: 1000, y: 300, heading: 90 },
      ],
      { terrain: [road] },
    );
    expect(ok(s, mv('sp', fwd(400))).state.elements['sp']!.y).toBeCloseTo(1000);
    expect(refused(s, mv('sp', fwd(420)))).toBe('too-far');
    const s2 = ok(s, mv('sp', fwd(400))).state;
    expect(ok(s2, mv('lh', fwd(500))).state.elements['lh']!.y).toBeCloseTo(800);
  });
  it('war wagons and artillery take the road move by default, and lose it with roadForWwgArt: false (ruling DBA-R2)', () => {
    const road = rect('r', 'road', 900, 0, 1100, 2400);
    const specs = [{ id: 'art', side: 'a' as const, type: 'Art' as const, x: 1000, y: 600, heading: 90 }];
    expect(ok(battle(specs, { terrain: [road] }), mv('art', fwd(400))).state.elements['art']!.y).toBeCloseTo(1000);
    expect(refused(battle(specs, { terrain: [road], options: { roadForWwgArt: false } }), mv('art', fwd(400)))).toBe('too-far');
  });
  it('a move is measured by the largest front-corner displacement (DBM Fig. 1): 90° of a 160p front is about 226p', () => {
    const specs = (type: 'Sp' | 'Cv') => [{ id: 'x', side: 'a' as const, type, x: 1000, y: 600, heading: 90 }];
    expect(refused(battle(specs('Sp')), mv('x', [{ kind: 'wheel', angle: 90 }]))).toBe('too-far');
    const turned = ok(battle(specs('Cv')), mv('x', [{ kind: 'wheel', angle: 90 }])).state.elements['x']!;
    expect(turned.heading).toBeCloseTo(180);
  });
  it('a wheel then a straight move is charged by where the corners end, not the path they took', () => {
    // the outer corner ends at hypot(330, 160) ≈ 367p from where it started, within cavalry's
    // 400p; the stand-in this replaced charged the arc plus the straight (251 + 170 = 421p)
    const s = battle([{ id: 'cv', side: 'a', type: 'Cv', x: 1000, y: 600, heading: 90 }]);
    const r = ok(s, mv('cv', [{ kind: 'wheel', angle: 90 }, { kind: 'forward', distance: 170 }]));
    expect(r.state.elements['cv']).toMatchObject({ x: 750, heading: 180 });
    expect(r.state.elements['cv']!.y).toBeCloseTo(680);
    expect(refused(s, mv('cv', [{ kind: 'wheel', angle: 90 }, { kind: 'forward', distance: 230 }]))).toBe('too-far');
  });
});

describe('§group-moves (A:21)', () => {
  const line = [
    { id: 'b1', side: 'a' as const, type: 'Bd' as const, x: 1000, y: 600, heading: 90 },
    { id: 'b2', side: 'a' as const, type: 'Bd' as const, x: 1160, y: 600, heading: 90 },
  ];
  const gm = (steps: unknown[], elements = ['b1', 'b2']) => ({ type: 'move-group', player: 'a', elements, steps });
  it('elements in edge contact move together the same distance for one PIP', () => {
    const r = ok(battle(line), gm(fwd(200)));
    expect(r.state.elements['b1']!.y).toBeCloseTo(800);
    expect(r.state.elements['b2']!.y).toBeCloseTo(800);
    expect(r.state.phase.tag === 'move' && r.state.phase.pipsUsed).toBe(1);
  });
  it('each must be in edge or corner contact with another of the group', () => {
    const apart = [line[0]!, { ...line[1]!, x: 1300 }];
    expect(refused(battle(apart), gm(fwd(100)))).toBe('bad-group-move');
  });
  it('all must face the same way (parallel or following)', () => {
    const skew = [line[0]!, { ...line[1]!, heading: 80 }];
    expect(refused(battle(skew), gm(fwd(100)))).toBe('bad-group-move');
  });
  it('no change of facing; wheels up to 90°; sideways only up to half a base width', () => {
    expect(refused(battle(line), gm([{ kind: 'turn', angle: 90 }]))).toBe('bad-group-move');
    expect(refused(battle(line, { options: {} }), gm([{ kind: 'sidestep', distance: 100 }]))).toBe('bad-group-move');
    // changed by the A:21 fix (issue #20, ruling DBA-R11): sideways only to line up with enemy,
    // so a group sidestep with no enemy to line up with is refused (move-fixes.test.ts)
    expect(refused(battle(line), gm([{ kind: 'sidestep', distance: 80 }]))).toBe('bad-group-move');
    const opposite = { id: 'e', side: 'b' as const, type: 'Bd' as const, x: 920, y: 700, heading: 270 };
    expect(ok(battle([...line, opposite]), gm([{ kind: 'sidestep', distance: 80 }])).state.elements['b1']!.x).toBeCloseTo(920);
  });
  it('by road, a group must be a column one element wide', () => {
    const road = rect('r', 'road', 800, 0, 1400, 2400);
    expect(refused(battle(line, { terrain: [road] }), gm(fwd(300)))).toBe('needs-column');
    const column = [
      { id: 'c1', side: 'a' as const, type: 'Bd' as const, x: 1000, y: 700, heading: 90 },
      { id: 'c2', side: 'a' as const, type: 'Bd' as const, x: 1000, y: 640, heading: 90 },
    ];
    const r = ok(battle(column, { terrain: [road] }), gm(fwd(300), ['c1', 'c2']));
    expect(r.state.elements['c2']!.y).toBeCloseTo(940);
  });
  it('a group may reduce its frontage to form the column it needs (A:21 "reducing frontage where necessary to form such a column")', () => {
    const road = rect('r', 'road', 800, 0, 1400, 2400);
    const col = [{ kind: 'column' }, { kind: 'forward', distance: 300 }];
    const r = ok(battle(line, { terrain: [road] }), gm(col));
    // b1 leads; b2 falls in straight behind it (Bd 60p deep), then the column moves 300p by road
    expect(r.state.elements['b1']).toMatchObject({ x: 1000, y: 900, heading: 90 });
    expect(r.state.elements['b2']).toMatchObject({ x: 1000, y: 840, heading: 90 });
    expect(r.events[0]!.type === 'moved' && r.events[0].citations.some((c) => (c.note ?? '').includes('frontage reduced'))).toBe(true);
    // the listed order decides who leads
    const r2 = ok(battle(line, { terrain: [road] }), gm(col, ['b2', 'b1']));
    expect(r2.state.elements['b2']).toMatchObject({ x: 1160, y: 900 });
    expect(r2.state.elements['b1']).toMatchObject({ x: 1160, y: 840 });
    // falling in is charged like any move, by the largest front-corner displacement: forming and
    // moving 30p takes b2's front corners sqrt(160² + 30²) = 162.8p from where they stood
    const short = ok(battle(line), gm([{ kind: 'column' }, { kind: 'forward', distance: 30 }]));
    expect(short.state.elements['b2']).toMatchObject({ x: 1000, y: 570 });
    expect(short.events[0]!.type === 'moved' && short.events[0].cost).toBeCloseTo(162.8, 1);
    // moving 200p would take them sqrt(160² + 140²) = 212.6p: beyond heavy foot's 200p
    expect(refused(battle(line), gm([{ kind: 'column' }, { kind: 'forward', distance: 200 }]))).toBe('too-far');
  });
  it('reducing frontage: only a group, at most once a move, and the way into column must be clear', () => {
    expect(refused(battle(line), { type: 'move', player: 'a', element: 'b1', steps: [{ kind: 'column' }] })).toBe('bad-group-move');
    expect(refused(battle(line), gm([{ kind: 'column' }, { kind: 'forward', distance: 10 }, { kind: 'column' }]))).toBe('bad-program');
    // a friend standing where b2 would fall in
    const blocker = { id: 'x', side: 'a' as const, type: 'Bd' as const, x: 1000, y: 530, heading: 90 };
    expect(refused(battle([...line, blocker]), gm([{ kind: 'column' }]))).toBe('blocked');
  });
  it('a group may reduce its frontage part way along its move, to pass a gap (A:21 "or to pass a gap")', () => {
    // friends it cannot pass stand either side of a gap 240p wide, their rear edges at y 700
    const x1 = { id: 'x1', side: 'a' as const, type: 'Bd' as const, x: 840, y: 760, heading: 90 };
    const x2 = { id: 'x2', side: 'a' as const, type: 'Bd' as const, x: 1240, y: 760, heading: 90 };
    const s = battle([...line, x1, x2]);
    // the line two wide cannot go on past y 700: b2 would run into x2
    expect(refused(s, gm(fwd(120)))).toBe('blocked');
    // 20p as a line, then b2 falls in behind b1 (60p deep), then the column goes 100p on into the gap
    const r = ok(s, gm([{ kind: 'forward', distance: 20 }, { kind: 'column' }, { kind: 'forward', distance: 100 }]));
    expect(r.state.elements['b1']).toMatchObject({ x: 1000, y: 720, heading: 90 });
    expect(r.state.elements['b2']).toMatchObject({ x: 1000, y: 660, heading: 90 });
    // charged as every move: b2's front corners end sqrt(160² + 60²) = 170.9p from where they stood
    expect(r.events[0]!.type === 'moved' && r.events[0].cost).toBeCloseTo(170.9, 1);
    expect(r.events[0]!.type === 'moved' && r.events[0].citations.some((c) => (c.note ?? '').includes('frontage reduced'))).toBe(true);
  });
  it('the part of a move before a reduction is held to the column rule (ruling: the group must not need the column before it forms it)', () => {
    const road = rect('r', 'road', 800, 0, 1400, 2400);
    // along the road as a line, then forming column: refused
    expect(refused(battle(line, { terrain: [road] }), gm([{ kind: 'forward', distance: 100 }, { kind: 'column' }, { kind: 'forward', distance: 50 }]))).toBe('needs-column');
    // in the open before the reduction (the road begins 100p ahead of the line's front edge), then on as a column onto the road: allowed
    const road2 = rect('r2', 'road', 800, 700, 1400, 2400);
    const r = ok(battle(line, { terrain: [road2] }), gm([{ kind: 'forward', distance: 20 }, { kind: 'column' }, { kind: 'forward', distance: 100 }]));
    expect(r.state.elements['b2']).toMatchObject({ x: 1000, y: 660 });
  });
  it('a column follows its head through a wheel: the followers bend along its path (A:21 "or follow")', () => {
    const column = [
      { id: 'h', side: 'a' as const, type: 'Cv' as const, x: 1000, y: 1000, heading: 90 },
      { id: 'f', side: 'a' as const, type: 'Cv' as const, x: 1000, y: 880, heading: 90 },
    ];
    const steps = [{ kind: 'forward', distance: 100 }, { kind: 'wheel', angle: 90 }, { kind: 'forward', distance: 50 }];
    const r = ok(battle(column), gm(steps, ['h', 'f']));
    const h = r.state.elements['h']!;
    const f = r.state.elements['f']!;
    expect(h.heading).toBeCloseTo(180, 3);
    expect(h.x).toBeCloseTo(870, 0);
    expect(h.y).toBeCloseTo(1180, 0);
    // the follower has travelled the same 276p along the head's path: 120p to the head's start,
    // 100p forward, then about 40° into the bend (a rigid column would stand at x 990, facing 180)
    expect(f.heading).toBeGreaterThan(120);
    expect(f.heading).toBeLessThan(140);
    expect(f.x).toBeCloseTo(981, 0);
    expect(f.y).toBeCloseTo(1151, 0);
    // listing the follower first changes nothing: the head is the element in front
    const r2 = ok(battle(column), gm(steps, ['f', 'h']));
    expect(r2.state.elements['f']!.x).toBeCloseTo(f.x, 3);
  });
  it('a group ending in front contact shifts up to half a base width sideways to line up with the enemy (A:21)', () => {
    const pair = [
      { id: 'b1', side: 'a' as const, type: 'Bd' as const, x: 1000, y: 1000, heading: 90 },
      { id: 'b2', side: 'a' as const, type: 'Bd' as const, x: 1160, y: 1000, heading: 90 },
    ];
    const enemyAt = (x: number) => ({ id: 'e', side: 'b' as const, type: 'Bd' as const, x, y: 1100, heading: 270 });
    const r = ok(battle([...pair, enemyAt(1040)]), gm(fwd(100)));
    expect(r.state.elements['b1']).toMatchObject({ x: 1040, y: 1100 });
    expect(r.state.elements['b2']).toMatchObject({ x: 1200, y: 1100 });
    expect(r.state.record.contacted['b1']).toEqual(['e']);
    expect(r.events[0]!.type === 'moved' && r.events[0].citations.some((c) => (c.note ?? '').includes('line up'))).toBe(true);
    // an offset beyond half a base width is not closed
    const far = ok(battle([...pair, enemyAt(1100)]), gm(fwd(100)));
    expect(far.state.elements['b1']!.x).toBe(1000);
    // sidesteps already in the program count against the half base width
    const stepped = ok(battle([...pair, enemyAt(1100)]), gm([{ kind: 'sidestep', distance: -60 }, { kind: 'forward', distance: 100 }]));
    expect(stepped.state.elements['b1']!.x).toBeCloseTo(1060, 3);
  });
  it('away from enemy to its front, a group must be a column', () => {
    const s = battle([...line, { id: 'e', side: 'b', type: 'Bd', x: 1000, y: 1400, heading: 270 }]);
    expect(refused(s, gm(fwd(-100)))).toBe('needs-column');
  });
  it('an element in contact with an enemy front edge cannot join a group move', () => {
    const s = battle([...line, { id: 'e', side: 'b', type: 'Bd', x: 1000, y: 600, heading: 270 }]);
    expect(refused(s, gm(fwd(-50)))).toBe('in-contact');
  });
});

describe('§front-crossing (A:25)', () => {
  const enemy = { id: 'e', side: 'b' as const, type: 'Bd' as const, x: 1000, y: 1400, heading: 270 };
  it('no element may move across the front of an enemy within one base width', () => {
    const s = battle([enemy, { id: 'cv', side: 'a', type: 'Cv', x: 700, y: 1300, heading: 0 }]);
    expect(refused(s, mv('cv', fwd(400)))).toBe('crosses-front');
  });
  it('except to contact that enemy\'s front', () => {
    const s = battle([enemy, { id: 'cv', side: 'a', type: 'Cv', x: 860, y: 1200, heading: 90 }]);
    const r = ok(s, { type: 'contact', player: 'a', element: 'cv', target: 'e', edge: 'front' });
    expect(r.state.elements['cv']).toMatchObject({ x: 1000, y: 1400, heading: 90 });
  });
  it('or to retire directly to its own rear', () => {
    const s = battle([enemy, { id: 'bd', side: 'a', type: 'Bd', x: 1000, y: 1300, heading: 90 }]);
    expect(ok(s, mv('bd', fwd(-150))).state.elements['bd']!.y).toBeCloseTo(1150);
  });
  it('unless another element separates them: a screen in front of the enemy lets the move pass', () => {
    const cv = { id: 'cv', side: 'a' as const, type: 'Cv' as const, x: 700, y: 1250, heading: 0 };
    expect(refused(battle([enemy, cv]), mv('cv', fwd(400)))).toBe('crosses-front');
    const screen = [680, 840, 1000, 1160, 1320].map((x, i) => ({ id: `s${i}`, side: 'a' as const, type: 'Bd' as const, x, y: 1395, heading: 90 }));
    const r = ok(battle([enemy, cv, ...screen]), mv('cv', fwd(400)));
    expect(r.state.elements['cv']!.x).toBeCloseTo(1100);
    // a screen that leaves a gap opposite the enemy does not separate them
    const gapped = screen.filter((x) => x.id !== 's2');
    expect(refused(battle([enemy, cv, ...gapped]), mv('cv', fwd(400)))).toBe('crosses-front');
  });
  it('moving beyond one base width of its front is free', () => {
    const s = battle([enemy, { id: 'cv', side: 'a', type: 'Cv', x: 600, y: 1100, heading: 0 }]);
    expect(ok(s, mv('cv', fwd(400))).state.elements['cv']!.x).toBeCloseTo(1000);
  });
});

describe('§second-moves (A:47-55) and §clarification-1 (A:146-148)', () => {
  it('light horse may move again if not ending within 600p of enemy', () => {
    const s = battle([
      { id: 'lh', side: 'a', type: 'LH', x: 1000, y: 300, heading: 90 },
      { id: 'e', side: 'b', type: 'Bd', x: 1000, y: 1500, heading: 270 },
    ]);
    const s1 = ok(s, mv('lh', fwd(200))).state;
    const s2 = ok(s1, mv('lh', fwd(200))).state;
    expect(s2.elements['lh']!.y).toBeCloseTo(700);
    expect(refused(s2, mv('lh', fwd(500)))).toBe('no-second-move');
  });
  it("psiloi may move again only in their side's first bound", () => {
    const specs = [{ id: 'ps', side: 'a' as const, type: 'Ps' as const, x: 1000, y: 300, heading: 90 }];
    const first = ok(battle(specs, { bound: 1 }), mv('ps', fwd(100))).state;
    expect(ok(first, mv('ps', fwd(100))).state.elements['ps']!.y).toBeCloseTo(500);
    const later = ok(battle(specs, { bound: 3 }), mv('ps', fwd(100))).state;
    expect(refused(later, mv('ps', fwd(100)))).toBe('no-second-move');
  });
  it('warband may make a second move only if it ends in close combat, and no third', () => {
    const s = battle([
      { id: 'wb', side: 'a', type: 'Wb', x: 1000, y: 1000, heading: 90 },
      { id: 'e', side: 'b', type: 'Bd', x: 1000, y: 1250, heading: 270 },
    ]);
    const s1 = ok(s, mv('wb', fwd(100))).state;
    expect(refused(s1, mv('wb', fwd(50)))).toBe('no-second-move');
    const s2 = ok(s1, { type: 'contact', player: 'a', element: 'wb', target: 'e', edge: 'front' }).state;
    expect(s2.record.moves['wb']).toBe(2);
  });
  it('any troops may move again by road', () => {
    const road = rect('r', 'road', 900, 0, 1100, 2400);
    const s = battle([{ id: 'bd', side: 'a', type: 'Bd', x: 1000, y: 300, heading: 90 }], { terrain: [road] });
    const s1 = ok(s, mv('bd', fwd(300))).state;
    expect(ok(s1, mv('bd', fwd(300))).state.elements['bd']!.y).toBeCloseTo(900);
  });
  it('others cannot move twice', () => {
    const s = battle([{ id: 'bd', side: 'a', type: 'Bd', x: 1000, y: 300, heading: 90 }]);
    const s1 = ok(s, mv('bd', fwd(100))).state;
    expect(refused(s1, mv('bd', fwd(100)))).toBe('no-second-move');
  });
});

describe('§interpenetration (A:67) in ordinary moves', () => {
  const behind = (type: 'Ps' | 'Bd', heading = 90) => [
    { id: 'cv', side: 'a' as const, type: 'Cv' as const, x: 1000, y: 600, heading: 90 },
    { id: 'f', side: 'a' as const, type, x: 1000, y: 800, heading },
  ];
  it('mounted pass through psiloi facing the same or the opposite way', () => {
    expect(ok(battle(behind('Ps')), mv('cv', fwd(400))).state.elements['cv']!.y).toBeCloseTo(1000);
    expect(ok(battle([behind('Ps')[0]!, { ...behind('Ps')[1]!, heading: 270, y: 720 }]), mv('cv', fwd(400))).state.elements['cv']!.y).toBeCloseTo(1000);
  });
  it('mounted cannot pass through other foot', () => {
    expect(refused(battle(behind('Bd')), mv('cv', fwd(400)))).toBe('blocked');
  });
  it('psiloi pass through any friends', () => {
    const s = battle([
      { id: 'ps', side: 'a', type: 'Ps', x: 1000, y: 600, heading: 90 },
      { id: 'bd', side: 'a', type: 'Bd', x: 1000, y: 700, heading: 90 },
    ]);
    expect(ok(s, mv('ps', fwd(300))).state.elements['ps']!.y).toBeCloseTo(900);
  });
  it('no move may end on top of another element', () => {
    const s = battle([
      { id: 'ps', side: 'a', type: 'Ps', x: 1000, y: 600, heading: 90 },
      { id: 'bd', side: 'a', type: 'Bd', x: 1000, y: 800, heading: 90 },
    ]);
    expect(refused(s, mv('ps', fwd(200)))).toBe('blocked');
  });
});

describe('§sequence-of-play: PIPs (step 1, public 1.x)', () => {
  it('each move costs a PIP, elephants one more; moves beyond the PIPs are refused', () => {
    const s = battle(
      [
        { id: 'el', side: 'a', type: 'El', x: 1000, y: 600, heading: 90 },
        { id: 'bd', side: 'a', type: 'Bd', x: 1400, y: 600, heading: 90 },
      ],
      { pips: 2 },
    );
    const r = ok(s, mv('el', fwd(100)));
    expect(r.events[0]).toMatchObject({ type: 'moved', pips: 2 });
    expect(refused(r.state, mv('bd', fwd(100)))).toBe('not-enough-pips');
  });
  it('out of command range (beyond 1200p of the general) costs one more', () => {
    const s = battle([
      { id: 'gen', side: 'a', type: 'Cv', x: 200, y: 300, heading: 90, general: true },
      { id: 'bd', side: 'a', type: 'Bd', x: 1800, y: 600, heading: 90 },
    ]);
    expect(ok(s, mv('bd', fwd(100))).events[0]).toMatchObject({ pips: 2 });
  });
  it('wrong player and wrong phase are refused and leave the state untouched', () => {
    const s = battle([{ id: 'bd', side: 'a', type: 'Bd', x: 1000, y: 600, heading: 90 }]);
    const copy = JSON.stringify(s);
    expect(refused(s, mv('bd', fwd(100), 'b'))).toBe('wrong-player');
    expect(refused(s, { type: 'resolve-combat', player: 'a', a: 'x', b: 'y' })).toBe('wrong-phase');
    expect(refused(s, { type: 'move', player: 'a', element: 'bd' })).toBe('malformed-command');
    expect(JSON.stringify(s)).toBe(copy);
  });
});
