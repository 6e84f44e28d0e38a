import { describe, expect, it } from 'vitest';
import { applyMove, type MoveOutcome } from '../../../src/rulesets/dbm/rules/17-tactical-moves/apply-move.js';
import { permittedPosition } from '../../../src/rulesets/dbm/rules/18-movement-restrictions/permitted-contact.js';
import { fixture, type Piece } from './move-fixture.js';

const X = 1000;
const Y = 1000;
const sp = (id: string, x: number, o: Partial<Piece> = {}): Piece => ({ id, side: 'red', type: 'Sp', command: 'c1', x: X + x, y: Y, heading: 90, ...o });
const ok = (r: MoveOutcome) => {
  if (!r.ok) throw new Error(r.message);
  return r;
};

describe('Tactical moves through the state (L1255-1320)', () => {
  it('a single spear moves 100p straight ahead for 1 PIP; 101p is refused', () => {
    const s = fixture([sp('a', 0, { general: 'sub' })], { pips: { c1: 3 } });
    const r = ok(applyMove(s, { kind: 'tactical', player: 'red', elements: ['a'], steps: [{ kind: 'forward', distance: 100 }] }));
    expect(r.state.elements.a).toMatchObject({ x: X, y: Y + 100 });
    expect(r.cost).toBe(1);
    expect(r.state.pips.c1!.left).toBe(2);
    const far = applyMove(s, { kind: 'tactical', player: 'red', elements: ['a'], steps: [{ kind: 'forward', distance: 101 }] });
    expect(far.ok).toBe(false);
    expect(s.elements.a!.y).toBe(Y);
  });
  it('one tactical move per element per bound (L1257); a march is then refused too (L1437)', () => {
    const s = fixture([sp('a', 0)], { pips: { c1: 6 } });
    const r = ok(applyMove(s, { kind: 'tactical', player: 'red', elements: ['a'], steps: [{ kind: 'forward', distance: 50 }] }));
    expect(applyMove(r.state, { kind: 'tactical', player: 'red', elements: ['a'], steps: [{ kind: 'forward', distance: 10 }] }).ok).toBe(false);
    expect(applyMove(r.state, { kind: 'march', player: 'red', elements: ['a'], steps: [{ kind: 'forward', distance: 10 }] }).ok).toBe(false);
  });
  it('marches repeat while PIPs last; the group pays +1 from its 4th (L1237-1242, L1437)', () => {
    let s = fixture([sp('a', 0), sp('b', 80)], { pips: { c1: 6 } });
    const costs: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = ok(applyMove(s, { kind: 'march', player: 'red', elements: ['a', 'b'], steps: [{ kind: 'forward', distance: 100 }] }));
      costs.push(r.cost);
      s = r.state;
    }
    expect(costs).toEqual([1, 1, 1, 2]);
    expect(s.pips.c1!.left).toBe(1);
  });
  it('a march may not come within the march distance of known enemy (L1421)', () => {
    const s = fixture([sp('a', 0), { id: 'e', side: 'blue', type: 'Sp', command: 'b1', x: X, y: Y + 650, heading: 270 }], { pips: { c1: 6 } });
    expect(applyMove(s, { kind: 'march', player: 'red', elements: ['a'], steps: [{ kind: 'forward', distance: 50 }] }).ok).toBe(true);
    expect(applyMove(s, { kind: 'march', player: 'red', elements: ['a'], steps: [{ kind: 'forward', distance: 100 }] }).ok).toBe(false);
  });
  it('not enough PIPs: refused with the cost terms', () => {
    const s = fixture([sp('a', 0, { type: 'Art', grade: 'O' })], { pips: { c1: 1 } });
    const r = applyMove(s, { kind: 'tactical', player: 'red', elements: ['a'], steps: [{ kind: 'forward', distance: 50 }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe('not-enough-pips');
  });
  it('elements that are not a group are refused (L1278-1281)', () => {
    const s = fixture([sp('a', 0), sp('b', 100)], { pips: { c1: 6 } });
    const r = applyMove(s, { kind: 'tactical', player: 'red', elements: ['a', 'b'], steps: [{ kind: 'forward', distance: 50 }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe('wrong-elements');
  });
  it('a base cannot pass over another (L1533-1541)', () => {
    const s = fixture([sp('a', 0), sp('b', 0, { y: Y + 80 })], { pips: { c1: 6 } });
    expect(applyMove(s, { kind: 'tactical', player: 'red', elements: ['a'], steps: [{ kind: 'forward', distance: 100 }] }).ok).toBe(false);
  });
  it('difficult going: a knight moves 100p there, not 150p (L1501)', () => {
    const wood = { id: 'w', kind: 'wood' as const, polygon: [{ x: 900, y: 1050 }, { x: 1100, y: 1050 }, { x: 1100, y: 1300 }, { x: 900, y: 1300 }] };
    const s = fixture([sp('k', 0, { type: 'Kn', depth: 60 })], { pips: { c1: 6 }, terrain: [wood] });
    expect(applyMove(s, { kind: 'tactical', player: 'red', elements: ['k'], steps: [{ kind: 'forward', distance: 150 }] }).ok).toBe(false);
    expect(applyMove(s, { kind: 'tactical', player: 'red', elements: ['k'], steps: [{ kind: 'forward', distance: 100 }] }).ok).toBe(true);
  });
});

describe('Contacts and conforming through the state (L1321-1405, Fig. 8a)', () => {
  const group = ['A', 'B', 'C', 'D', 'E'];
  const line = group.map((id, i) => sp(id, -160 + 80 * i));
  const bd = (id: string, x: number, y: number, heading: number): Piece => ({ id, side: 'blue', type: 'Bd', command: `b${id}`, x: X + x, y: Y + y, heading });
  const enemies = [bd('G', -189.392, 66.946, 260), bd('H', 100, 60, 270), bd('I', 189.392, 66.946, 280)];

  it('group A-E moves straight ahead 60p: G pivots to A, H shuffles to D, I pivots to E', () => {
    const s = fixture([...line, ...enemies], { pips: { c1: 6 } });
    const r = ok(applyMove(s, { kind: 'tactical', player: 'red', elements: group, steps: [{ kind: 'forward', distance: 60 }] }));
    const e = r.state.elements;
    expect(e.G).toMatchObject({ x: X - 160, y: Y + 60, heading: 270 });
    expect(e.H).toMatchObject({ x: X + 80, y: Y + 60, heading: 270 });
    expect(e.I).toMatchObject({ x: X + 160, y: Y + 60, heading: 270 });
    expect(permittedPosition(e.A!, e.G!)).toBe('front');
    expect(permittedPosition(e.D!, e.H!)).toBe('front');
    expect(permittedPosition(e.E!, e.I!)).toBe('front');
    expect(r.conformed.map((c) => c.element).sort()).toEqual(['G', 'H', 'I']);
  });

  it('a single element moving into the stationary group lines up itself: a part-front contact is refused (Fig. 8a, L1377-1397)', () => {
    const moved = line.map((p) => ({ ...p, y: p.y + 60 }));
    // G faces south opposite A and B: 60p of A's front, 20p of B's
    const s = fixture([...moved, bd('G', -140, 100, 270)], { pips: { bG: 6 }, player: 'blue' });
    const skew = applyMove(s, { kind: 'tactical', player: 'blue', elements: ['G'], steps: [{ kind: 'forward', distance: 40 }] });
    expect(skew.ok).toBe(false);
    // the lining-up shift to A, the element it overlaps most, then straight in
    const r = ok(applyMove(s, { kind: 'tactical', player: 'blue', elements: ['G'], steps: [{ kind: 'sidestep', distance: -20 }, { kind: 'forward', distance: 40 }] }));
    expect(permittedPosition(r.state.elements.A!, r.state.elements.G!)).toBe('front');
    expect(r.conformed).toEqual([]);
    // lining up on B instead crosses A's front to reach the element overlapped least
    expect(applyMove(s, { kind: 'tactical', player: 'blue', elements: ['G'], steps: [{ kind: 'sidestep', distance: 60 }, { kind: 'forward', distance: 40 }] }).ok).toBe(false);
  });

  it('a single element crossing an enemy front within a base width to reach another is refused (L1321-1339)', () => {
    const s = fixture([sp('a', 0), { id: 'e', side: 'blue', type: 'Sp', command: 'b1', x: X, y: Y + 60, heading: 270 }], { pips: { c1: 6 } });
    expect(applyMove(s, { kind: 'tactical', player: 'red', elements: ['a'], steps: [{ kind: 'sidestep', distance: 90 }] }).ok).toBe(false);
    expect(applyMove(s, { kind: 'tactical', player: 'red', elements: ['a'], steps: [{ kind: 'forward', distance: 60 }] }).ok).toBe(true);
  });
});
