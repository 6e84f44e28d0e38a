import { describe, expect, it } from 'vitest';
import type { DbxElement } from '../../../src/rulesets/dbx/elements.js';
import { DBM_SWEEP_RULE, rearStrip, sweptAway } from '../../../src/rulesets/dbx/sweep-away.js';
import { battle, ok, toCombat } from '../dba/fixtures.js';

const el = (id: string, type: string, x: number, y: number, heading = 90, side = 'a', depth = 30, width = 160): DbxElement => ({
  id, side, type, command: side, general: false, camp: false, grade: null, irregular: false, status: 'active', lostHow: null, x, y, heading, width, depth,
});

describe('sweep-away behind a destroyed element (DBM M:1931-1952, the DBx hook)', () => {
  const front = el('f', 'Sp', 1000, 1000);
  it('the strip starts at the rear edge and runs the reach straight back', () => {
    const s = rearStrip(front, 30);
    expect(s).toMatchObject({ heading: 90, width: 160, depth: 30 });
    expect(s.x).toBeCloseTo(1000, 6);
    expect(s.y).toBeCloseTo(970, 6);
  });
  it('sweeps friends with any part directly behind within the lesser of depth and width; not beyond, not beside, not enemies', () => {
    const all = [
      front,
      el('support', 'Sp', 1000, 970), // contiguous behind
      el('offset', 'Sp', 1100, 960), // partly behind (80p to the side)
      el('far', 'Sp', 1000, 940), // its front edge exactly 30p behind: the strip is open there
      el('beside', 'Sp', 1160, 1000), // alongside, not behind
      el('enemy', 'Sp', 1000, 960, 270, 'b'),
    ];
    expect(sweptAway(front, all, DBM_SWEEP_RULE)).toEqual(['support', 'offset']);
  });
  it('spares non-psiloi behind psiloi, and war wagons either way', () => {
    const ps = el('f', 'Ps', 1000, 1000);
    expect(sweptAway(ps, [ps, el('b', 'Sp', 1000, 970)], DBM_SWEEP_RULE)).toEqual([]);
    expect(sweptAway(ps, [ps, el('b', 'Ps', 1000, 970)], DBM_SWEEP_RULE)).toEqual(['b']);
    expect(sweptAway(front, [front, el('b', 'WWg', 1000, 970)], DBM_SWEEP_RULE)).toEqual([]);
  });
  it('a ruleset without the rule passes null and nothing is swept', () => {
    expect(sweptAway(front, [front, el('support', 'Sp', 1000, 970)], null)).toEqual([]);
  });
});

describe('§combat-outcome: DBA leaves sweep-away off (not in the sheet or any public 1.x source)', () => {
  // pikes supported by pikes, beaten by warband (destroyed: public 1.x quick kill)
  const scene = (options = {}) => {
    const s0 = battle([], { options });
    const d = s0.tables.baseDepth.Pk;
    return battle(
      [
        { id: 'a1', side: 'a', type: 'Pk', x: 1200, y: 1000, heading: 90 },
        { id: 'a2', side: 'a', type: 'Pk', x: 1200, y: 1000 - d, heading: 90 },
        { id: 'b1', side: 'b', type: 'Wb', x: 1200, y: 1000, heading: 270 },
      ],
      { dice: [1, 6], options },
    );
  };
  const fight = (options = {}) => {
    const s = toCombat(scene(options));
    return ok(s, { type: 'resolve-combat', player: 'a', a: 'a1', b: 'b1' });
  };
  it('by default the element behind survives its destroyed friend', () => {
    const r = fight();
    expect(r.state.elements['a1']!.status).toBe('destroyed');
    expect(r.state.elements['a2']!.status).toBe('active');
  });
  it('with the sweepAway option (DBM proxy) it is destroyed too, with a cited event', () => {
    const r = fight({ sweepAway: true });
    expect(r.state.elements['a1']!.status).toBe('destroyed');
    expect(r.state.elements['a2']).toMatchObject({ status: 'destroyed', lostHow: 'swept away behind a1' });
    const ev = r.events.find((e) => e.type === 'destroyed' && e.element === 'a2');
    expect(ev?.citations.some((c) => c.ruleset === 'dbm' && c.section === 'M:1931-1952')).toBe(true);
  });
});
