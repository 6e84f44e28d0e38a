// p.21 distant shooting: who shoots, how far, at whom, with whose aid; the shooting phase at the
// end of a bound through the public API, and the worked shooting vectors.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dbm } from '../../../src/dbm/index.js';
import type { DbmEvent, DbmEventOf } from '../../../src/rulesets/dbm/model/events.js';
import type { DbmState } from '../../../src/rulesets/dbm/model/state.js';
import type { DbmGrade, DbmTroopType } from '../../../src/rulesets/dbm/model/troop.js';
import { planShots, targetOf } from '../../../src/rulesets/dbm/rules/21-shooting/targets.js';
import { shootingBarred, shootingRange } from '../../../src/rulesets/dbm/rules/21-shooting/who-shoots.js';
import { finalTotals, prepareFight } from '../../../src/rulesets/dbm/rules/22-resolution/resolve.js';
import { fixture, type Piece } from './move-fixture.js';

const X = 1800;
const Y = 1000;
const red = (id: string, type: DbmTroopType, o: Partial<Piece> = {}): Piece => ({ id, side: 'red', type, command: 'r1', x: X, y: Y, heading: 90, ...o });
const blue = (id: string, type: DbmTroopType, o: Partial<Piece> = {}): Piece => ({ id, side: 'blue', type, command: 'b1', x: X, y: Y + 150, heading: 270, ...o });

function active(s: DbmState) {
  return Object.values(s.elements)
    .filter((e) => e.status === 'active')
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** A fixture in red's bound, with the set-up and clock the bound's end reads. */
function inBound(pieces: Piece[], o: Parameters<typeof fixture>[1] = {}): DbmState {
  const s = fixture(pieces, o);
  return {
    ...s,
    setup: { invader: 'red', defender: 'blue', season: 'summer', climate: 'warm', deploymentEnds: 8, weatherScore: 0, invaderFaces: 'east', lastDice: { red: 1, blue: 1 }, moonlit: false },
    clock: { hour: 8, defenderBounds: 0, sunrise: 5, sunset: 20 },
  };
}

const troop = (type: DbmTroopType, grade: DbmGrade) => ({ id: 'x', side: 'red', command: 'r1', type, grade, drill: 'reg' as const, flags: { chariot: false, mountedInfantry: false, onWagon: false }, rear: null, general: null, entry: 't', cost: 1, ele: 1 });

describe('p.21 who shoots and how far', () => {
  const s = fixture([]);
  it('p.21 ranges: artillery 500p, artillery (I) 200p, artillery (X) 300p, bowmen, war wagons and naval 200p', () => {
    expect(shootingRange(s, troop('Art', 'O'))).toBe(500);
    expect(shootingRange(s, troop('Art', 'I'))).toBe(200);
    expect(shootingRange(s, troop('Art', 'X'))).toBe(300);
    expect(shootingRange(s, troop('Bw', 'I'))).toBe(200);
    expect(shootingRange(s, troop('WWg', 'O'))).toBe(200);
    expect(shootingRange(s, troop('Gal', 'O'))).toBe(200);
    expect(shootingRange(s, troop('El', 'X'))).toBe(500);
  });
  it('p.21 non-shooters: war wagons (I), elephants other than (X), boats (O), blades', () => {
    expect(shootingRange(s, troop('WWg', 'I'))).toBeNull();
    expect(shootingRange(s, troop('El', 'O'))).toBeNull();
    expect(shootingRange(s, troop('Bts', 'O'))).toBeNull();
    expect(shootingRange(s, troop('Bd', 'O'))).toBeNull();
  });
  it('p.21 ranges come from config', () => {
    const c = { ...s, config: { ...s.config, rangeShort: 240 } };
    expect(shootingRange(c, troop('Bw', 'O'))).toBe(240);
  });
  it('p.21 artillery shoots only in its own bound and not after moving; no one shoots after marching', () => {
    const f = fixture([red('art', 'Art', { depth: 80 }), red('bw', 'Bw')]);
    expect(shootingBarred(f, 'art', 'red')).toBeNull();
    expect(shootingBarred(f, 'art', 'blue')).toContain('own bound');
    const moved = { ...f, boundMoves: { bound: f.bound, tactical: ['art'], marches: { bw: 1 }, bonusUsed: [] } };
    expect(shootingBarred(moved, 'art', 'red')).toContain('moved');
    expect(shootingBarred(moved, 'bw', 'red')).toContain('marched');
    expect(shootingBarred(f, 'bw', 'blue')).toBeNull();
  });
});

describe('p.21 targets and aid', () => {
  it('p.21 a bowman shoots at an enemy within 200p ahead, not at one beyond', () => {
    const near = fixture([red('a', 'Bw'), blue('t', 'Cv', { depth: 60 })]);
    expect(targetOf(near, active(near), near.elements['a']!, 'red')).toBe('t');
    const far = fixture([red('a', 'Bw'), blue('t', 'Cv', { y: Y + 210, depth: 60 })]);
    expect(targetOf(far, active(far), far.elements['a']!, 'red')).toBeNull();
  });
  it('p.21 the target most directly to the front: straight ahead before nearer to the side (ruling DBM-R30)', () => {
    const s = fixture([red('a', 'Bw'), blue('ahead', 'Cv', { y: Y + 180, depth: 60 }), blue('side', 'Cv', { x: X + 120, y: Y + 60, depth: 60 })]);
    expect(targetOf(s, active(s), s.elements['a']!, 'red')).toBe('ahead');
  });
  it('p.21 artillery may ignore psiloi', () => {
    // psiloi straight ahead, spears nearer but to the side: a bowman takes the psiloi, artillery the spears
    const s = fixture([red('art', 'Art', { depth: 80 }), blue('ps', 'Ps', { y: Y + 180, depth: 40 }), blue('sp', 'Sp', { x: X + 150, y: Y + 100 })]);
    expect(targetOf(s, active(s), s.elements['art']!, 'red')).toBe('sp');
    const b = fixture([red('bw', 'Bw'), blue('ps', 'Ps', { y: Y + 180, depth: 40 }), blue('sp', 'Sp', { x: X + 150, y: Y + 100 })]);
    expect(targetOf(b, active(b), b.elements['bw']!, 'red')).toBe('ps');
  });
  it('p.14 troops in a gully cannot shoot out', () => {
    const gully = { id: 'g', kind: 'gully' as const, polygon: [{ x: X - 100, y: Y - 100 }, { x: X + 100, y: Y - 100 }, { x: X + 100, y: Y + 20 }, { x: X - 100, y: Y + 20 }] };
    const s = fixture([red('a', 'Bw'), blue('t', 'Cv', { depth: 60 })], { terrain: [gully] });
    expect(targetOf(s, active(s), s.elements['a']!, 'red')).toBeNull();
  });
  it('p.21 no shooting at an element in close combat', () => {
    const s = fixture([red('a', 'Bw', { x: X - 200 }), red('f', 'Bd', { y: Y + 150 }), blue('t', 'Bd', { x: X, y: Y + 150 })]);
    // f's front edge at Y+150 meets t's: t is in close combat and cannot be shot at
    expect(targetOf(s, active(s), s.elements['a']!, 'red')).toBeNull();
  });
  it('p.21 a 2nd and 3rd shooter at one target aid the first, and the target loses 1 for each', () => {
    const s = fixture([red('a', 'Bw'), red('b', 'Bw', { x: X - 80 }), red('c', 'Bw', { x: X + 80 }), blue('t', 'Cv', { depth: 60 })]);
    const plan = planShots(s, active(s), 'red');
    expect(plan).toHaveLength(1);
    expect(plan[0]).toMatchObject({ shooter: 'a', target: 't', aiding: ['b', 'c'], duel: false });
    const p = prepareFight(s, s.elements['a']!, s.elements['t']!, 'shooting', active(s), { aidingA: 2 });
    expect(p.b.terms.map((t) => t.value)).toEqual([3, -1, -1]);
  });
  it('p.21 two elements shooting at each other are each other\'s main shooter', () => {
    const s = fixture([red('a', 'Bw'), blue('t', 'Bw')]);
    expect(planShots(s, active(s), 'red')).toEqual([{ shooter: 'a', target: 't', aiding: [], duel: true, aidingBack: [] }]);
  });
  it('p.21 a rear-rank bowman of the same command and grade aids the front rank', () => {
    const s = fixture([red('a', 'Bw'), red('a2', 'Bw', { y: Y - 30 }), blue('t', 'Cv', { depth: 60 })]);
    expect(planShots(s, active(s), 'red')[0]!.aiding).toEqual(['a2']);
    const other = fixture([red('a', 'Bw'), red('a2', 'Bw', { y: Y - 30, grade: 'I' }), blue('t', 'Cv', { depth: 60 })]);
    expect(planShots(other, active(other), 'red')[0]!.aiding).toEqual([]);
  });
});

describe('p.21 edges and line of fire', () => {
  it('p.21 war wagons shoot from any edge (ruling DBM-R38); bowmen only from the front', () => {
    const w = fixture([red('w', 'WWg', { depth: 80 }), blue('t', 'Cv', { y: Y - 80 - 150, heading: 90, depth: 60 })]);
    expect(targetOf(w, active(w), w.elements['w']!, 'red')).toBe('t');
    const b = fixture([red('w', 'Bw'), blue('t', 'Cv', { y: Y - 30 - 150, heading: 90, depth: 60 })]);
    expect(targetOf(b, active(b), b.elements['w']!, 'red')).toBeNull();
  });
  it('p.21 artillery (F) shoots over friendly blades, not over bowmen nor friends within 150p of the target', () => {
    const pos = (grade: 'F' | 'O', friend: DbmTroopType, fy: number) => fixture([red('art', 'Art', { grade, depth: 80 }), red('f', friend, { y: fy }), blue('t', 'Sp', { y: Y + 400 })]);
    const shoots = (s: DbmState) => targetOf(s, active(s), s.elements['art']!, 'red');
    expect(shoots(pos('F', 'Bd', Y + 100))).toBe('t');
    expect(shoots(pos('O', 'Bd', Y + 100))).toBeNull();
    expect(shoots(pos('F', 'Bw', Y + 100))).toBeNull();
    expect(shoots(pos('F', 'Bd', Y + 300))).toBeNull();
    // any artillery shoots over psiloi
    expect(shoots(pos('O', 'Ps', Y + 100))).toBe('t');
  });
});

describe('p.22 worked shooting vectors', () => {
  // These read the combat factors as printed (bowmen +4 v mounted, +2 v other foot; light horse
  // and psiloi +2) and no grading factor between ordinary troops.
  it('bowmen (O) shooting at light horse (O) 150p away, dice 4 and 1: 8 against 3, half or less', () => {
    const s = fixture([red('bw', 'Bw'), blue('lh', 'LH', { depth: 60 })]);
    const p = prepareFight(s, s.elements['bw']!, s.elements['lh']!, 'shooting', active(s));
    const { ta, tb } = finalTotals(s, p, 4, 1);
    expect([ta.total, tb.total]).toEqual([8, 3]);
    expect(2 * tb.total <= ta.total).toBe(true);
    expect(finalTotals(s, p, 4, 3).tb.total).toBe(5);
  });
  it('psiloi (O) shot at by bowmen (O), dice 3 and 2: 5 against 4', () => {
    const s = fixture([red('bw', 'Bw'), blue('ps', 'Ps', { depth: 40 })]);
    const p = prepareFight(s, s.elements['bw']!, s.elements['ps']!, 'shooting', active(s));
    const { ta, tb } = finalTotals(s, p, 3, 2);
    expect([ta.total, tb.total]).toEqual([5, 4]);
  });
});

describe('p.16 the shooting phase through apply', () => {
  it('ending the bound resolves the shot: an event with both dice and breakdowns, the dice from the state', () => {
    const s = inBound([red('bw', 'Bw'), blue('lh', 'LH', { depth: 60 })]);
    const r = dbm.apply(s, { type: 'end-bound', player: 'red' });
    if (E.isLeft(r)) throw new Error(r.left.message);
    const shots = r.right.events.filter((e): e is DbmEventOf<'shot'> => e.type === 'shot');
    expect(shots).toHaveLength(1);
    const rep = shots[0]!.report;
    expect(rep.kind).toBe('shooting');
    expect(rep.a.total).toBe(rep.a.die + rep.a.terms.reduce((n, t) => n + t.value, 0));
    expect(rep.a.terms[0]).toMatchObject({ name: 'Bw v mounted', value: 4, section: 'p.22 L1713, L1740' });
    expect(rep.b.terms[0]).toMatchObject({ name: 'LH v foot', value: 2 });
    // the shooter is not shot back at: only the target can suffer
    expect(Object.keys(rep.outcomes).every((id) => id === 'lh')).toBe(true);
    expect(r.right.state.rng).not.toEqual(s.rng);
    // and it is the same on replay
    const again = dbm.apply(s, { type: 'end-bound', player: 'red' });
    expect(E.isRight(again) && again.right.events).toEqual(r.right.events);
  });
  it('artillery does not shoot in the enemy bound', () => {
    const s = inBound([red('art', 'Art', { depth: 80 }), blue('t', 'Sp', { y: Y + 300 })]);
    const r = dbm.apply(s, { type: 'end-bound', player: 'red' });
    if (E.isLeft(r)) throw new Error(r.left.message);
    expect(r.right.events.filter((e: DbmEvent) => e.type === 'shot')).toHaveLength(1);
    const sb = { ...s, phase: { tag: 'bound' as const, player: 'blue', step: 'move' as const } };
    const rb = dbm.apply(sb, { type: 'end-bound', player: 'blue' });
    if (E.isLeft(rb)) throw new Error(rb.left.message);
    expect(rb.right.events.filter((e: DbmEvent) => e.type === 'shot')).toHaveLength(0);
  });
});
