import { describe, expect, it } from 'vitest';
import type { Base } from '../../../src/plane/base.js';
import { entersNarrowGap, gapWidth } from '../../../src/rulesets/dbm/rules/20-friends-gaps/gaps.js';
import { mayPassThrough, spontaneousPass } from '../../../src/rulesets/dbm/rules/20-friends-gaps/interpenetration.js';

const el = (x: number, y: number, heading = 90): Base => ({ x, y, heading, width: 80, depth: 30 });
const pc = (type: string, heading = 90, grade: string | null = 'O') => ({ type, grade, heading });

describe('Moving through friendly troops (L1533-1556)', () => {
  it('the pass-through list (L1535-1540)', () => {
    expect(mayPassThrough(pc('Cv'), pc('Ps', 270), false).ok).toBe(true);
    expect(mayPassThrough(pc('Cv'), pc('Ps', 0), false).ok).toBe(false);
    expect(mayPassThrough(pc('Ps'), pc('Sp'), false).ok).toBe(true);
    expect(mayPassThrough(pc('Bw'), pc('Bd'), false).ok).toBe(true);
    expect(mayPassThrough(pc('Bd'), pc('Bw', 90, 'X'), false).ok).toBe(false);
    expect(mayPassThrough(pc('Sp'), pc('Bge', 17), false).ok).toBe(true);
    expect(mayPassThrough(pc('Cv'), pc('Bge'), false).ok).toBe(false);
    expect(mayPassThrough(pc('Bts'), pc('Gal', 270), false).ok).toBe(true);
    expect(mayPassThrough(pc('Sp'), pc('Sp'), false).ok).toBe(false);
  });
  it('hordes are passed in any direction and destroyed; nobody passes friends fighting to their front (L1533, L1540)', () => {
    expect(mayPassThrough(pc('Kn'), pc('Hd', 33), false)).toEqual({ ok: true, destroysFriend: true });
    expect(mayPassThrough(pc('Ps'), pc('Sp'), true).ok).toBe(false);
  });
  it('a spontaneous advance through friends (L1542-1551)', () => {
    const f = { type: 'Sp', impetuous: false, movedThisBound: false, engaged: false, inRiver: false, advanced: false, train: false };
    expect(spontaneousPass({ type: 'Kn' }, f)).toBe('flee');
    expect(spontaneousPass({ type: 'Wb' }, f)).toBe('recoil');
    expect(spontaneousPass({ type: 'Kn' }, { ...f, type: 'Wb', impetuous: true })).toBe('flee');
    expect(spontaneousPass({ type: 'Kn' }, { ...f, type: 'Kn', impetuous: true })).toBe('recoil-then-advance');
    expect(spontaneousPass({ type: 'Kn' }, { ...f, type: 'El' })).toBe('blocked');
    expect(spontaneousPass({ type: 'Kn' }, { ...f, engaged: true })).toBe('blocked');
    expect(spontaneousPass({ type: 'Kn' }, { ...f, type: 'Bge', train: true })).toBe('untouched');
  });
});

describe('Gaps (L1520-1531)', () => {
  it('a gap narrower than the mover between two elements', () => {
    const mover = el(0, -100);
    expect(gapWidth(mover, el(-70, 0), el(70, 0))).toBeCloseTo(60, 9);
    expect(gapWidth(mover, el(70, 0), el(-70, 0))).toBeNull();
  });
  it('entering a 60p gap from outside is entering; a wide gap is not', () => {
    expect(entersNarrowGap(el(0, -100), el(0, -10), el(-70, 0), el(70, 0))).toBe(true);
    expect(entersNarrowGap(el(0, -100), el(0, -10), el(-100, 0), el(100, 0))).toBe(false);
  });
  it('moving sideways out of the middle of a column is leaving the gap, not entering it (L1526-1527)', () => {
    // a column facing north: front, middle, rear; the middle element steps out to the left
    const front = el(0, 0);
    const middle = el(0, -30);
    const rear = el(0, -60);
    const out: Base = { ...middle, x: -100 };
    // seen across the middle element's facing, front and rear are not either side of it: no gap
    expect(entersNarrowGap(middle, out, front, rear)).toBe(false);
  });
});
