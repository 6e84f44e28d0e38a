// Shooting (§8): the area, range lines, priorities, the round and what losing it does.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/random/rng.js';
import { arcaneWarfare, type ArcaneEvent, type ArcaneState, type ArcaneUnit } from '../../../src/rulesets/arcane-warfare/index.js';
import { areaOf, clearShot, edgesInArea, protectedTarget } from '../../../src/rulesets/arcane-warfare/rules/08-shooting/area.js';
import { shootingPhase } from '../../../src/rulesets/arcane-warfare/rules/08-shooting/resolve.js';
import { shootingRange, shotsOf } from '../../../src/rulesets/arcane-warfare/rules/08-shooting/targets.js';
import { rangeOf } from '../../../src/rulesets/arcane-warfare/data/shooting.js';
import { statsOf, type UnitStats } from '../../../src/rulesets/arcane-warfare/data/units.js';
import { baseOf } from '../../../src/rulesets/arcane-warfare/query/geometry.js';
import { eventOf, fresh, rect, unit } from './helpers.js';

const g = (id: string, type: string, x: number, y: number, h = 90) => unit(id, 'greeks', type, x, y, h);
const p = (id: string, type: string, x: number, y: number, h = 270) => unit(id, 'persians', type, x, y, h);
function table(units: ArcaneUnit[], patch: Partial<ArcaneState> = {}): ArcaneState {
  return { ...fresh(), units: Object.fromEntries(units.map((u) => [u.id, u])), terrain: [], shaken: [], ...patch };
}
function shoot(units: ArcaneUnit[], dice: number[], patch: Partial<ArcaneState> = {}): { state: ArcaneState; events: ArcaneEvent[] } {
  const events: ArcaneEvent[] = [];
  return { state: shootingPhase(table(units, { rng: scriptedRng(dice), ...patch }), events), events };
}
const ctx = { engaged: new Set<string>(), done: new Set<string>() };
const stats = (t: string) => statsOf(t) as UnitStats;

describe('§8.1 ranges (T23)', () => {
  it('§8.1, §11.4: At 750, WE 600, BwM 250 (e 300, i 200), Cb 250, CvLA 200, BwL 150; SpM does not shoot', () => {
    expect(['At', 'WE', 'BwM', 'BwMe', 'BwHi', 'CbL', 'CvLA', 'BwL', 'SpM'].map((t) => rangeOf(stats(t)))).toEqual([750, 600, 250, 300, 200, 250, 200, 150, null]);
  });
});

describe('§8.1 the shooting area (Fig. 33)', () => {
  // Shooter BwM: front edge y = 500, x 950..1050, facing +y; the area is x 900..1100, y 500..750.
  const s = g('s', 'BwM', 1000, 500);
  const area = (reading: ArcaneState['readings']['shootingArea'] = 'both-sides-50') => areaOf({ ...fresh(), readings: { ...fresh().readings, shootingArea: reading } }, s, 250);
  it('§8.1: a target edge just inside the range is eligible, one beyond it is not', () => {
    expect(edgesInArea(area(), baseOf(s), baseOf(p('t', 'SpM', 1000, 740)))).toContain('front');
    expect(edgesInArea(area(), baseOf(s), baseOf(p('t', 'SpM', 1000, 760)))).toEqual([]);
  });
  it('§8.1, ruling AW-R1: an edge touching x 1090..1100 is in the text\'s 200 p area, not in the figure\'s 150 p', () => {
    const t = p('t', 'SpM', 1140, 600);
    expect(edgesInArea(area(), baseOf(s), baseOf(t)).length).toBeGreaterThan(0);
    expect(edgesInArea(area('both-sides-25'), baseOf(s), baseOf(t))).toEqual([]);
  });
  it('§8.1: a target entirely behind the shooting edge is out', () => {
    expect(edgesInArea(area(), baseOf(s), baseOf(p('t', 'SpM', 1000, 400)))).toEqual([]);
  });
});

describe('§8.2 range lines (Fig. 34)', () => {
  // X, a friend, stands between the shooter and A; B, to the right, is in clear view.
  const s = g('s', 'BwM', 1000, 500);
  const x = g('x', 'SpM', 900, 625);
  const a = p('a', 'SpM', 900, 675);
  const b = p('b', 'SpM', 1050, 675);
  const st = table([s, x, a, b]);
  it('§8.2: the lines to A cross X: not a clear shot; B is clear', () => {
    expect(clearShot(st, s, a, 'front')).toBe(false);
    expect(clearShot(st, s, b, 'front')).toBe(true);
    // A's side edge at x = 950 runs along X's flank, which only grazes the lines: B is still nearer in the same class.
    expect(shotsOf(st, s, ctx)[0]).toMatchObject({ target: 'b', edge: 'front' });
  });
  it('§8.2, ruling AW-R62: a wood between shooter and target that neither stands in blocks the shot', () => {
    const t = p('t', 'SpM', 1000, 700);
    expect(clearShot(table([s, t], { terrain: [{ id: 'w', kind: 'wood', polygon: rect(900, 580, 1100, 620) }] }), s, t, 'front')).toBe(false);
  });
});

describe('§8.4 Protected (Fig. 35)', () => {
  const s = g('s', 'BwM', 1000, 500);
  const t = p('t', 'SpM', 1000, 700);
  const wood = { id: 'w', kind: 'wood' as const, polygon: rect(940, 690, 1060, 760) };
  it('§8.4: a target in a wood that a range line enters is protected', () => {
    expect(protectedTarget(table([s, t], { terrain: [wood] }), s, t, 'front')).toBe(true);
    expect(protectedTarget(table([s, t]), s, t, 'front')).toBe(false);
  });
  it('Fig. 35: dice 6, 3: 7 against 5, protection makes it 6: the target loses by 1 and tests at 1', () => {
    const { events } = shoot([s, t], [6, 3, 4], { terrain: [wood] });
    expect(eventOf(events, 'shot-fired')).toMatchObject({ scores: { s: 7, t: 6 }, loser: 't', returned: false });
    expect(eventOf(events, 'morale-tested')).toMatchObject({ unit: 't', breakValue: 1 });
  });
  it('Fig. 35: dice 5, 3: 6 against 5, protection makes it a draw', () => {
    expect(eventOf(shoot([s, t], [5, 3], { terrain: [wood] }).events, 'shot-fired')).toMatchObject({ scores: { s: 6, t: 6 }, loser: null });
  });
  it('Fig. 35: dice 2, 5: the shooter loses to a target that cannot shoot back and ignores it', () => {
    const { events, state } = shoot([s, t], [2, 5], { terrain: [wood] });
    expect(eventOf(events, 'shot-fired')).toMatchObject({ loser: 's', ignored: true });
    expect(events.some((e) => e.type === 'unit-recoiled')).toBe(false);
    expect(state.units.s!.y).toBe(500);
  });
});

describe('§8 who shoots', () => {
  it('§8, §8.3: two bows facing each other: the defender shoots, the other shoots back; each shoots once', () => {
    const { events } = shoot([g('s', 'BwM', 1000, 500), p('t', 'BwM', 1000, 700)], [3, 3]);
    const shots = events.filter((e) => e.type === 'shot-fired');
    expect(shots).toHaveLength(1);
    expect(shots[0]).toMatchObject({ returned: true });
  });
  it('§8: a unit in close combat neither shoots nor is shot at', () => {
    const { events } = shoot([g('s', 'BwM', 1000, 500), p('e', 'SpM', 1000, 500), p('t', 'SpM', 1100, 700)], []);
    expect(events.some((e) => e.type === 'shot-fired')).toBe(false);
  });
  it('§8.7: a Slow Shot unit may not fire in the turn after one of its army fired', () => {
    const st = table([g('c', 'CbM', 1000, 500), p('t', 'SpM', 1000, 700)], { turn: 3, slowShotFired: { greeks: 2 } });
    expect(shootingRange(st, st.units.c!, ctx)).toBeNull();
    expect(shootingRange({ ...st, slowShotFired: { greeks: 1 } }, st.units.c!, ctx)).toBe(250);
  });
  it('§8.7: a Slow Shot unit firing records its army\'s turn', () => {
    const { state } = shoot([g('c', 'CbM', 1000, 500), p('t', 'SpM', 1000, 700)], [3, 3], { turn: 2 });
    expect(state.slowShotFired).toEqual({ greeks: 2 });
  });
  it('§8.4: Slow Shot against close order +1', () => {
    const { events } = shoot([g('c', 'CbM', 1000, 500), p('t', 'SpM', 1000, 700)], [3, 3], { turn: 2 });
    expect(eventOf(events, 'shot-fired').factors).toEqual({ c: 2, t: 2 });
  });
  it('§9.3: a shaken target that loses a shooting round is destroyed', () => {
    const { state } = shoot([g('s', 'BwM', 1000, 500), p('t', 'SpM', 1000, 700)], [6, 1], { shaken: ['t'] });
    expect(state.units.t!.status).toBe('destroyed');
  });
});

describe('§8.6 shooting at the rear edge', () => {
  it('§8.6: from behind the rear line the rear edge is the target; the loser cannot recoil: blocked +2', () => {
    // t faces -y, its rear edge at y = 750; s stands behind it at y = 900, facing -y.
    const { events, state } = shoot([g('s', 'BwM', 1000, 900, 270), p('t', 'SpM', 1000, 700)], [6, 3, 6]);
    expect(eventOf(events, 'shot-fired')).toMatchObject({ edge: 'rear', loser: 't' });
    expect(events.some((e) => e.type === 'unit-recoiled')).toBe(false);
    expect(eventOf(events, 'morale-tested')).toMatchObject({ unit: 't', breakValue: 4 });
    expect(state.units.t!.y).toBe(700);
  });
});

describe('§5.6 the shooting phase in the turn', () => {
  it('§5.6: passing the last initiative move plays the shooting phase through apply: a bow shoots at the enemy in front', () => {
    const s0 = fresh();
    const defender = s0.players[0] === s0.attacker ? s0.players[1] : s0.players[0];
    const shooter = unit('s', s0.attacker, 'BwM', 1000, 500, 90);
    const target = unit('t', defender, 'SpM', 1000, 700, 270);
    const s = { ...s0, units: { s: shooter, t: target }, terrain: [], phase: { tag: 'initiative' as const, player: defender, then: null } };
    const r = arcaneWarfare.apply(s, { type: 'pass-initiative', player: defender });
    expect(E.isRight(r)).toBe(true);
    if (E.isLeft(r)) return;
    const shot = eventOf(r.right.events as ArcaneEvent[], 'shot-fired');
    expect(shot).toMatchObject({ shooter: 's', target: 't', edge: 'front', returned: false });
    const phases = r.right.events.filter((e) => e.type === 'phase-began').map((e) => (e as { phase: string }).phase);
    expect(phases.slice(0, 2)).toEqual(['shooting', 'close-combat']);
  });
});
