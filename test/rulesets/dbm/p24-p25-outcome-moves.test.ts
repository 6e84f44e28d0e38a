// p.24-25 (L1931-2053): destroyed elements and sweep-away, recoil and push-back, flight, pursuit,
// through applyDbmOutcome and dbmPursue on small positions (red faces north, blue south).
import { describe, expect, it } from 'vitest';
import { applyDbmOutcome, dbmPursue } from '../../../src/rulesets/dbm/rules/23-outcome/index.js';
import { fleeDistance } from '../../../src/rulesets/dbm/rules/24a-flee/flee.js';
import { fixture, type Piece } from './move-fixture.js';

const X = 1000;
const Y = 1000;
const red = (id: string, type: Piece['type'], dy = 0, o: Partial<Piece> = {}): Piece => ({ id, side: 'red', type, command: 'r1', x: X, y: Y + dy, heading: 90, ...o });
const blue = (id: string, type: Piece['type'], dy = 0, o: Partial<Piece> = {}): Piece => ({ id, side: 'blue', type, command: 'b1', x: X, y: Y + dy, heading: 270, ...o });

describe('p.24 destroyed elements and sweep-away (L1931-1952)', () => {
  it('p.24 destroyed: spears destroyed in close combat sweep away the spears directly behind them', () => {
    const s = fixture([red('a', 'Sp'), red('b', 'Sp', -30), blue('w', 'Wb')]);
    const r = applyDbmOutcome(s, 'a', 'w', 'destroyed');
    expect(r.state.elements.a!.status).toBe('destroyed');
    expect(r.state.elements.b!.status).toBe('destroyed');
    expect(r.events.map((e) => e.type)).toEqual(['element-destroyed', 'element-destroyed']);
  });
  it('an element destroyed by shooting sweeps nobody away; friends beyond its depth are spared', () => {
    const shot = fixture([red('a', 'Sp'), red('b', 'Sp', -30), blue('w', 'Bw', 150)]);
    expect(applyDbmOutcome(shot, 'a', 'w', 'destroyed').state.elements.b!.status).toBe('active');
    const far = fixture([red('a', 'Sp'), red('b', 'Sp', -70), blue('w', 'Wb')]);
    expect(applyDbmOutcome(far, 'a', 'w', 'destroyed').state.elements.b!.status).toBe('active');
  });
  it('psiloi spare the non-psiloi behind them; hordes (I) spare anyone', () => {
    const ps = fixture([red('a', 'Ps', 0, { depth: 30 }), red('b', 'Bw', -30), blue('w', 'Kn')]);
    expect(applyDbmOutcome(ps, 'a', 'w', 'destroyed').state.elements.b!.status).toBe('active');
    const hd = fixture([red('a', 'Hd', 0, { grade: 'I' }), red('b', 'Hd', -30, { grade: 'I' }), blue('w', 'Kn')]);
    expect(applyDbmOutcome(hd, 'a', 'w', 'destroyed').state.elements.b!.status).toBe('active');
  });
});

describe('p.24 recoil and push-back (L1953-1992)', () => {
  it('recoils its base depth without turning', () => {
    const s = fixture([red('a', 'Bd'), blue('w', 'Kn')]);
    const r = applyDbmOutcome(s, 'a', 'w', 'recoil');
    expect(r.state.elements.a).toMatchObject({ x: X, y: Y - 30, heading: 90, status: 'active' });
    expect(r.events[0]).toMatchObject({ type: 'recoiled', distance: 30 });
  });
  it('p.24 recoil: cavalry recoiling into cavalry facing the same way push them back', () => {
    const s = fixture([red('a', 'Cv', 0, { depth: 60 }), red('b', 'Cv', -60, { depth: 60 }), blue('w', 'Sp')]);
    const r = applyDbmOutcome(s, 'a', 'w', 'recoil');
    expect(r.state.elements.a!.y).toBe(Y - 60);
    expect(r.state.elements.b!.y).toBe(Y - 120);
    expect(r.events.find((e) => e.type === 'pushed-back')).toMatchObject({ element: 'b', by: 'a', distance: 60 });
  });
  it('a recoil into elephants (which cannot be pushed back) destroys the recoiler, and from close combat sweeps the elephants away too', () => {
    const s = fixture([red('a', 'Bd'), red('e', 'El', -30, { depth: 40 }), blue('w', 'Kn')]);
    const r = applyDbmOutcome(s, 'a', 'w', 'recoil');
    expect(r.state.elements.a!.status).toBe('destroyed');
    expect(r.state.elements.e!.status).toBe('destroyed');
    // psiloi in front spare the elephants behind
    const p = fixture([red('a', 'Ps', 0, { depth: 30 }), red('e', 'El', -30, { depth: 40 }), red('x', 'Ps', 0, { x: X - 80, depth: 30 }), blue('w', 'Kn')]);
    const q = applyDbmOutcome({ ...p, elements: { ...p.elements } }, 'a', 'w', 'recoil');
    expect(q.state.elements.a!.status).toBe('active');
  });
  it('a recoil across the table edge loses the element', () => {
    const s = fixture([red('a', 'Bd', -Y + 40), blue('w', 'Kn', -Y + 40)]);
    const r = applyDbmOutcome(s, 'a', 'w', 'recoil');
    expect(r.state.elements.a!.status).toBe('lost');
    expect(r.events[0]).toMatchObject({ type: 'element-lost' });
  });
  it('an element with enemy front edges on its front and its flank is destroyed instead of recoiling', () => {
    const s = fixture([red('a', 'Bd'), blue('w', 'Kn'), { id: 'f', side: 'blue', type: 'Bd', command: 'b1', x: X + 40, y: Y - 15, heading: 180, depth: 30 }]);
    const r = applyDbmOutcome(s, 'a', 'w', 'recoil');
    expect(r.state.elements.a!.status).toBe('destroyed');
  });
});

describe('p.24a flight (L1996-2035)', () => {
  it('the flee distance is the tactical move in the going plus 50p', () => {
    const s = fixture([red('a', 'Bd'), red('c', 'Cv', 0, { x: 2000 })]);
    expect(fleeDistance(s, s.elements.a!)).toBe(100 + 50);
    expect(fleeDistance(s, s.elements.c!)).toBe(200 + 50);
  });
  it('recoils, turns about and runs to the rear', () => {
    const s = fixture([red('a', 'Bd'), blue('w', 'Kn')]);
    const r = applyDbmOutcome(s, 'a', 'w', 'flee');
    const a = r.state.elements.a!;
    expect(a.heading).toBe(270);
    expect(a.y).toBeLessThan(Y - 100);
    expect(r.events.at(-1)).toMatchObject({ type: 'fled' });
  });
  it('bursts through friends behind it (ruling DBM-R40) and is destroyed by enemy in its path', () => {
    const s = fixture([red('a', 'Bd'), red('b', 'Sp', -60), blue('w', 'Kn')]);
    const r = applyDbmOutcome(s, 'a', 'w', 'flee');
    expect(r.state.elements.a!.y).toBeLessThan(Y - 100);
    expect(r.state.elements.b).toMatchObject({ y: Y - 60, status: 'active' });
    const t = fixture([red('a', 'Bd'), blue('e', 'Bd', -150, { heading: 90 }), blue('w', 'Kn')]);
    expect(applyDbmOutcome(t, 'a', 'w', 'flee').state.elements.a!.status).toBe('destroyed');
  });
  it('fleeing off the table loses the element', () => {
    const s = fixture([red('a', 'Bd', -Y + 120), blue('w', 'Kn', -Y + 120)]);
    expect(applyDbmOutcome(s, 'a', 'w', 'flee').state.elements.a!.status).toBe('lost');
  });
  it('no-effect changes nothing and the input is not mutated', () => {
    const s = fixture([red('a', 'Bd'), blue('w', 'Kn')]);
    const before = JSON.stringify(s);
    expect(applyDbmOutcome(s, 'a', 'w', 'no-effect')).toMatchObject({ moved: false, events: [] });
    applyDbmOutcome(s, 'a', 'w', 'flee');
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('p.25 pursuit (L2036-2053)', () => {
  it('knights follow up the lesser of their depth and width; regular spears do not', () => {
    const s = fixture([blue('w', 'Kn', 0, { depth: 30 }), red('g', 'Sp', 0, { x: 2000 })]);
    const r = dbmPursue(s, 'w');
    expect(r.state.elements.w!.y).toBe(Y - 30);
    expect(r.events[0]).toMatchObject({ type: 'pursued', element: 'w', distance: 30 });
    const sp = fixture([blue('w', 'Sp')]);
    expect(dbmPursue(sp, 'w').events).toEqual([]);
    const irr = fixture([blue('w', 'Sp', 0, { irr: true })]);
    expect(dbmPursue(irr, 'w').events.length).toBe(1);
  });
  it('knights (X) do not pursue; a pursuit stops at the first contact', () => {
    expect(dbmPursue(fixture([blue('w', 'Kn', 0, { grade: 'X' })]), 'w').events).toEqual([]);
    const s = fixture([blue('w', 'Kn', 0, { depth: 30 }), red('e', 'Sp', -10)]);
    const r = dbmPursue(s, 'w');
    expect(r.state.elements.w!.y).toBeGreaterThanOrEqual(Y - 10);
  });
});
