import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { AnyRuleset } from '../../../src/core/ruleset.js';
import { fork, scriptedRng } from '../../../src/random/rng.js';
import { arcaneWarfare, type ArcaneScenario, type ArcaneState, type ScenarioUnit } from '../../../src/rulesets/arcane-warfare/index.js';
import { mayHideIn } from '../../../src/rulesets/arcane-warfare/rules/04-setup/ambush.js';
import { statsOf, type UnitStats } from '../../../src/rulesets/arcane-warfare/index.js';
import { checkContractLaws } from '../../support/ruleset-laws.js';
import { eventOf, play, refusal } from './helpers.js';

function row(prefix: string, type: string, n: number, x0: number, y: number, heading: number, extra: Partial<ScenarioUnit> = {}): ScenarioUnit[] {
  return Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, type, x: x0 + 100 * i, y, heading, ...extra }));
}

// A standard game (4 × 3 sectors, 3000 × 2250 p): the north hides two SpL in a wood between the
// armies, clear of the south's setup sectors (y ≤ 750).
const wood = { id: 'wood', kind: 'wood' as const, polygon: [{ x: 1300, y: 900 }, { x: 1700, y: 900 }, { x: 1700, y: 1300 }, { x: 1300, y: 1300 }] };
function scenario(ambushers: ScenarioUnit[], size: ArcaneScenario['size'] = 'standard', terrain = [wood]): ArcaneScenario {
  return {
    name: 'ambush test',
    size,
    turnLimit: 2,
    attacker: 'south',
    terrain,
    armies: [
      {
        player: 'south',
        edge: 'south',
        commands: [{ id: 's-sco', kind: 'SCo', regular: true, x: 1500, y: 100 }],
        units: [...row('s-a', 'SpM', 38, 550, 400, 90).map((u, i) => ({ ...u, x: 550 + 100 * (i % 19), y: i < 19 ? 400 : 330 })), ...row('s-bag', 'Baggage', 2, 1000, 200, 90)],
      },
      {
        player: 'north',
        edge: 'north',
        commands: [{ id: 'n-sco', kind: 'SCo', regular: true, x: 1500, y: 2150 }],
        units: [...row('n-a', 'SpM', 38, 550, 1850, 270).map((u, i) => ({ ...u, x: 550 + 100 * (i % 19), y: i < 19 ? 1850 : 1920 })), ...ambushers, ...row('n-bag', 'Baggage', 2, 1000, 2050, 270)],
      },
    ],
  };
}
const hidden = row('n-amb', 'SpL', 2, 1450, 1000, 270, { ambush: 'wood' });
const setup = (sc: ArcaneScenario): ArcaneState => {
  const s = arcaneWarfare.setup(sc, { seed: 'amb' });
  if (E.isLeft(s)) throw new Error(s.left.message);
  return s.right;
};
const setupError = (sc: ArcaneScenario) => {
  const s = arcaneWarfare.setup(sc, { seed: 'amb' });
  return E.isLeft(s) ? s.left.message : 'accepted';
};

describe('§4.4 ambush: who may hide where (§4.4.1)', () => {
  const s = (t: string) => statsOf(t) as UnitStats;
  it('foot in a BUA or gully; Light foot in rough, rough hills, dunes and woods; Band, Bw, Cb in rough hills and woods; Light horse in woods; Light camels in dunes', () => {
    expect([mayHideIn(s('SpM'), 'bua'), mayHideIn(s('SpM'), 'gully'), mayHideIn(s('SpM'), 'wood')]).toEqual([true, true, false]);
    expect(['rough', 'hill-rough', 'dunes', 'wood', 'marsh'].map((k) => mayHideIn(s('SpL'), k as never))).toEqual([true, true, true, true, false]);
    expect([mayHideIn(s('BwM'), 'wood'), mayHideIn(s('EdMB'), 'hill-rough'), mayHideIn(s('CbM'), 'rough')]).toEqual([true, true, false]);
    expect([mayHideIn(s('CvL'), 'wood'), mayHideIn(s('CvM'), 'wood'), mayHideIn(s('CmL'), 'dunes'), mayHideIn(s('CvL'), 'dunes')]).toEqual([true, false, true, false]);
  });

  it('set-up refuses an ambush in the small game, in the wrong ground, half outside, or in the opponent\'s setup area', () => {
    expect(setupError(scenario(hidden))).toBe('accepted');
    expect(setupError(scenario(row('n-amb', 'SpM', 1, 1450, 1000, 270, { ambush: 'wood' })))).toMatch(/may not hide/);
    expect(setupError(scenario(row('n-amb', 'SpL', 1, 1320, 1000, 270, { ambush: 'wood' })))).toMatch(/wholly inside/);
    expect(setupError(scenario(row('n-amb', 'SpL', 1, 1450, 1000, 270, { ambush: 'none' })))).toMatch(/no feature/);
    const near = { ...wood, polygon: wood.polygon.map((p) => ({ x: p.x, y: p.y - 300 })) };
    expect(setupError(scenario(row('n-amb', 'SpL', 1, 1450, 700, 270, { ambush: 'wood' }), 'standard', [near]))).toMatch(/setup area/);
  });
});

describe('§4.4 ambush: hidden until revealed', () => {
  const s0 = setup(scenario(hidden));
  it('the other player\'s view and determinized states leave the hidden units out; their owner sees them', () => {
    expect(Object.keys(arcaneWarfare.view(s0, 'south').units).filter((k) => k.startsWith('n-amb'))).toEqual([]);
    expect(Object.keys(arcaneWarfare.view(s0, 'north').units).filter((k) => k.startsWith('n-amb'))).toEqual(['n-amb1', 'n-amb2']);
    const d = arcaneWarfare.determinize(s0, 'south', fork(scriptedRng([0]), 'x'));
    expect(d.units['n-amb1']).toBeUndefined();
    expect(arcaneWarfare.determinize(s0, 'north', fork(scriptedRng([0]), 'x')).units['n-amb1']?.ambush).toBe('wood');
    expect(arcaneWarfare.stateCodec.is(JSON.parse(JSON.stringify(s0)))).toBe(true);
  });

  /** The south in the movement phase with its SCo active and 6 MIP, one SpM in front of the wood. */
  function southMoving(units: Record<string, Partial<ArcaneState['units'][string]>> = {}): ArcaneState {
    const base = { ...s0, rng: scriptedRng([6, 6, 1, 2, 1, 1, 1, 1]) };
    const moved = { ...base, units: { ...base.units, ...Object.fromEntries(Object.entries(units).map(([id, p]) => [id, { ...base.units[id]!, ...p }])) } };
    const { state } = play(moved, { type: 'end-reset', player: 'south' }, { type: 'end-reset', player: 'north' });
    const give = arcaneWarfare.legalCommands(state, state.phase.tag === 'orders-assign' ? state.phase.player : 'south');
    let s = state;
    for (let i = 0; i < 6 && s.phase.tag !== 'movement'; i++) {
      const p = s.phase.tag === 'orders-assign' ? s.phase.player : 'south';
      const c = arcaneWarfare.legalCommands(s, p).find((x) => x.type === 'give-orders' && !x.swap);
      if (c === undefined) break;
      s = play(s, c).state;
    }
    expect(give.length).toBeGreaterThan(0);
    return s;
  }

  it('an enemy entering the feature stops at its edge and reveals the ambush (ruling AW-R45)', () => {
    const s = southMoving({ 's-a9': { x: 1500, y: 800 } });
    expect(s.phase.tag).toBe('movement');
    const { state, events } = play(s, { type: 'move', player: 'south', co: 's-sco', unit: 's-a9', steps: [{ step: 'forward', distance: 150 }] });
    expect(state.units['s-a9']!.y).toBeCloseTo(900, 6);
    const revealed = events.filter((e) => e.type === 'ambush-revealed').map((e) => (e as { unit: string }).unit);
    expect(revealed).toEqual(['n-amb1', 'n-amb2']);
    expect(state.units['n-amb1']!.ambush).toBeUndefined();
    expect(Object.keys(arcaneWarfare.view(state, 'south').units)).toContain('n-amb1');
  });

  it('a hidden unit is no enemy to the other side\'s rules until revealed: it does not stop a march (§6.12)', () => {
    // The hidden SpL's front edge is at y = 1000; after 60 p s-a9's front is 190 p from it, so a
    // second impulse would be a march from inside the limit, were the SpL seen.
    const s = southMoving({ 's-a9': { x: 1500, y: 750 } });
    const one = play(s, { type: 'move', player: 'south', co: 's-sco', unit: 's-a9', steps: [{ step: 'forward', distance: 60 }] }).state;
    const two = play(one, { type: 'move', player: 'south', co: 's-sco', unit: 's-a9', steps: [{ step: 'forward', distance: 30 }] });
    expect(eventOf(two.events, 'unit-moved').march).toBe(true);
  });

  it('the laws hold with an ambush on the table (views, determinize and events never show it before it is revealed)', () => {
    checkContractLaws(arcaneWarfare as AnyRuleset, scenario(hidden), { games: 1, maxPlies: 60, seedPrefix: 'aw-ambush', every: 3 });
  });

  it('an order too long for the unit is refused just as it would be with no ambush there', () => {
    const s = southMoving({ 's-a9': { x: 1500, y: 800 } });
    expect(refusal(s, { type: 'move', player: 'south', co: 's-sco', unit: 's-a9', steps: [{ step: 'forward', distance: 500 }] })).toBe('too-far');
  });
});
