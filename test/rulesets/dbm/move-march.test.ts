import { describe, expect, it } from 'vitest';
import type { Base } from '../../../src/plane/base.js';
import { DEFAULT_MARCH_TABLE, DBM_MARCH_TABLE } from '../../../src/rulesets/dbm/data/moves-march.js';
import { checkHalt, mayMove } from '../../../src/rulesets/dbm/rules/18a-march-halts/halts.js';
import { checkMarch, marchClearance, marchEndsAt } from '../../../src/rulesets/dbm/rules/18a-march-halts/march.js';
import { advanceDistance, advanceExemption, chooseTarget, isImpetuous, targetDistance } from '../../../src/rulesets/dbm/rules/19-spontaneous-advance/impetuous.js';

const base = (x: number, y: number, heading: number, width = 80, depth = 30): Base => ({ x, y, heading, width, depth });

describe('March moves (L1418-1438)', () => {
  const far = marchClearance({ footOnly: false, enemySkirmishersOrLone: false, enemyCount: 4, frontRank: 2 }, DEFAULT_MARCH_TABLE);
  it('keeps the known-enemy distance; foot near fewer skirmishers than their front rank use the reduced one (L1421-1431)', () => {
    expect(far).toEqual({ distance: 600, reduced: false, normal: 600 });
    expect(marchClearance({ footOnly: true, enemySkirmishersOrLone: true, enemyCount: 1, frontRank: 3 }, DEFAULT_MARCH_TABLE).distance).toBe(200);
    expect(marchClearance({ footOnly: true, enemySkirmishersOrLone: true, enemyCount: 3, frontRank: 3 }, DEFAULT_MARCH_TABLE).reduced).toBe(false);
    expect(marchClearance({ footOnly: false, enemySkirmishersOrLone: true, enemyCount: 1, frontRank: 3 }, DEFAULT_MARCH_TABLE).reduced).toBe(false);
  });
  it('cannot start or go closer than the distance; cannot follow a tactical move (L1421, L1437)', () => {
    expect(checkMarch({ movedTactically: false, startNearest: 900, closestOnPath: 700, straightAhead: false }, far)).toBeNull();
    expect(checkMarch({ movedTactically: false, startNearest: 500, closestOnPath: 700, straightAhead: true }, far)).toBe('starts-near-enemy');
    expect(checkMarch({ movedTactically: false, startNearest: 900, closestOnPath: 599, straightAhead: true }, far)).toBe('goes-near-enemy');
    expect(checkMarch({ movedTactically: true, startNearest: 900, closestOnPath: 900, straightAhead: true }, far)).toBe('moved-tactically');
  });
  it('a reduced march that goes inside the normal distance must be straight ahead (L1433-1434)', () => {
    const red = marchClearance({ footOnly: true, enemySkirmishersOrLone: true, enemyCount: 1, frontRank: 3 }, DEFAULT_MARCH_TABLE);
    expect(checkMarch({ movedTactically: false, startNearest: 700, closestOnPath: 300, straightAhead: true }, red)).toBeNull();
    expect(checkMarch({ movedTactically: false, startNearest: 700, closestOnPath: 300, straightAhead: false }, red)).toBe('reduced-not-straight');
  });
  it('ends on the first discovery of unknown enemy (L1422)', () => {
    expect(marchEndsAt([])).toBe(1);
    expect(marchEndsAt([0.7, 0.4])).toBe(0.4);
  });
  it('the lost march distance is labelled a reading', () => {
    expect(DBM_MARCH_TABLE.knownEnemy.provenance.kind).toBe('inferred');
    expect(DBM_MARCH_TABLE.discovery.provenance.kind).toBe('stated');
  });
});

describe('Halts (L1439-1449)', () => {
  const ok = { reason: 'spontaneous-advance' as const, single: true, turnAbout: false, naval: false, demoralised: false };
  it('halts and moves exclude each other (L1449)', () => {
    expect(checkHalt(ok, [{ moved: false, halted: false }])).toBeNull();
    expect(checkHalt(ok, [{ moved: true, halted: false }])).toMatch(/moved/);
    expect(mayMove('tactical', { halted: true, movedTactically: false, marched: false })).toBe(false);
  });
  it('only a single element halted from spontaneous retreat may turn about (L1443-1444)', () => {
    expect(checkHalt({ ...ok, turnAbout: true }, [])).not.toBeNull();
    expect(checkHalt({ ...ok, reason: 'spontaneous-retreat', demoralised: true, turnAbout: true }, [])).toBeNull();
    expect(checkHalt({ ...ok, reason: 'spontaneous-retreat', demoralised: true, turnAbout: true, single: false }, [])).not.toBeNull();
  });
  it('marches repeat; a tactical move is once and never after a march (L1257, L1437)', () => {
    expect(mayMove('march', { halted: false, movedTactically: false, marched: true })).toBe(true);
    expect(mayMove('tactical', { halted: false, movedTactically: false, marched: true })).toBe(false);
    expect(mayMove('tactical', { halted: false, movedTactically: true, marched: false })).toBe(false);
  });
});

describe('Spontaneous advance (L1450-1492)', () => {
  it('the impetuous list (L1451-1452)', () => {
    const imp = (type: string, grade: string, irregular = true) => isImpetuous({ type, grade, irregular });
    expect([imp('Kn', 'S'), imp('Kn', 'O'), imp('Kn', 'F'), imp('Kn', 'X')]).toEqual([true, true, true, false]);
    expect([imp('Cm', 'S'), imp('Cm', 'O'), imp('Exp', 'O'), imp('Wb', 'I'), imp('Bd', 'F'), imp('Bd', 'X'), imp('Hd', 'S'), imp('Hd', 'O')]).toEqual([true, false, true, true, true, false, true, false]);
    expect(imp('Kn', 'S', false)).toBe(false);
    expect(isImpetuous({ type: 'Sp', grade: 'O', irregular: false }, true)).toBe(true);
    expect(isImpetuous({ type: 'Bge', grade: 'O', irregular: false }, true)).toBe(false);
  });
  it('exemptions (L1457-1463)', () => {
    const none = { movedThisBound: false, halted: false, inFrontContact: false, givesSupport: false, uncommittedAlly: false, demoralised: false, wouldContactElephants: false };
    expect(advanceExemption(none)).toBeNull();
    expect(advanceExemption({ ...none, halted: true })).toBe('halted');
    expect(advanceExemption({ ...none, wouldContactElephants: true })).toBe('wouldContactElephants');
  });
  it('the target is measured between the front corners furthest apart (ruling DBM-R21)', () => {
    const me = base(0, 0, 90);
    // an enemy straight ahead 300p away, facing us: furthest corners are diagonal
    const ahead = { id: 'a', ...base(0, 300, 270) };
    expect(targetDistance(me, ahead)).toBeCloseTo(Math.hypot(80, 300), 6);
    expect(targetDistance(me, ahead, 'nearest')).toBeCloseTo(300, 6);
    // an enemy off to the side, turned edge on: nearer by nearest corners, further by furthest
    const side = { id: 's', ...base(200, 180, 0) };
    expect(targetDistance(me, side, 'nearest')).toBeLessThan(targetDistance(me, ahead, 'nearest'));
    expect(chooseTarget(me, [side, ahead])?.id).toBe('a');
    expect(chooseTarget(me, [side, ahead], 'nearest')?.id).toBe('s');
    expect(chooseTarget(me, [])).toBeNull();
  });
  it('the move is doubled while far from known enemy (L1492)', () => {
    expect(advanceDistance(150, 2000, 600)).toBe(300);
    expect(advanceDistance(150, 800, 600)).toBe(150);
  });
});
