// p.25-25a and p.28 (L2087-2139, L2225-2254): losses in element equivalents, demoralised
// commands, army defeat, victory points, and the campaign loss dice.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newElement } from '../../../src/rulesets/dbx/elements.js';
import type { DbmEvent } from '../../../src/rulesets/dbm/model/events.js';
import type { DbmState } from '../../../src/rulesets/dbm/model/state.js';
import { applyDbmOutcome } from '../../../src/rulesets/dbm/rules/23-outcome/index.js';
import { armyDefeatCount, baggageLosses, commandLosses } from '../../../src/rulesets/dbm/rules/25-pursuit-losses/losses.js';
import { afterCombat, commandVp, failsGeneralLossTest, generalLossTests, victoryPoints } from '../../../src/rulesets/dbm/rules/25a-demoralisation-victory/index.js';
import { campaignRatio, lostOnCampaignDie } from '../../../src/rulesets/dbm/rules/28-campaign/loss-dice.js';
import { fixture, type Piece } from './move-fixture.js';

/** Two armies in a row, apart: red r1 (C-in-C, 6 spears) and r2 (sub, 12 bows); blue b1 (C-in-C, 6 blades). */
function armies(): DbmState {
  const p: Piece[] = [];
  for (let i = 0; i < 6; i++) p.push({ id: `r1-${i}`, side: 'red', type: 'Sp', command: 'r1', general: i === 0 ? 'c-in-c' : null, x: 500 + 80 * i, y: 600, heading: 90 });
  for (let i = 0; i < 12; i++) p.push({ id: `r2-${i}`, side: 'red', type: 'Bw', command: 'r2', general: i === 0 ? 'sub' : null, x: 1100 + 80 * i, y: 600, heading: 90 });
  for (let i = 0; i < 6; i++) p.push({ id: `b1-${i}`, side: 'blue', type: 'Bd', command: 'b1', general: i === 0 ? 'c-in-c' : null, x: 500 + 80 * i, y: 1800, heading: 270 });
  const s = fixture(p);
  const commands = Object.fromEntries(Object.entries(s.commands).map(([k, c]) => [k, { ...c, originalEle: c.elements.length }]));
  return { ...s, commands };
}

function kill(s: DbmState, ids: ReadonlyArray<string>, how = 'destroyed in close combat'): DbmState {
  const elements = { ...s.elements };
  for (const id of ids) elements[id] = newElement({ ...elements[id]!, status: 'destroyed', lostHow: how });
  return { ...s, elements };
}

describe('p.25 losses in element equivalents (L2087-2111)', () => {
  it('a command counts the element equivalents of its lost elements; baggage weighs 2 destroyed in close combat, 1 otherwise', () => {
    let s = armies();
    s = kill(s, ['r1-1', 'r1-2']);
    expect(commandLosses(s, 'r1')).toBe(2);
    expect(commandLosses(s, 'r2')).toBe(0);
    const bag = fixture([{ id: 'g1', side: 'red', type: 'Bge', command: 'r1', x: 100, y: 100, heading: 90 }, { id: 'g2', side: 'red', type: 'Bge', command: 'r1', x: 300, y: 100, heading: 90 }]);
    const lostBag = { ...kill(bag, ['g1']), elements: { ...kill(bag, ['g1']).elements, g2: newElement({ ...bag.elements.g2!, status: 'lost', lostHow: 'fled off the table' }) } };
    expect(baggageLosses(lostBag, 'red')).toBe(3);
    expect(commandLosses(lostBag, 'r1')).toBe(0);
  });
});

describe('p.25a demoralised commands (L2114-2123)', () => {
  it('a command that has lost a third of its strength is demoralised at the end of the bound; one less is not', () => {
    const ev: DbmEvent[] = [];
    const one = afterCombat(kill(armies(), ['r1-1']), ev);
    expect(one.morale.demoralised).toEqual([]);
    const two = afterCombat(kill(armies(), ['r1-1', 'r1-2']), ev);
    expect(two.morale.demoralised).toEqual(['r1']);
    expect(ev).toEqual([expect.objectContaining({ type: 'command-demoralised', command: 'r1', lost: 2, original: 6, why: 'losses' })]);
    // idempotent: a second call changes nothing
    const ev2: DbmEvent[] = [];
    expect(afterCombat(two, ev2)).toEqual(two);
    expect(ev2).toEqual([]);
  });
  it('a lost general is tested at the next PIP die: demoralised when the die is not greater than the losses (ruling DBM-R48)', () => {
    expect(failsGeneralLossTest(1, 1, 'not-greater')).toBe(true);
    expect(failsGeneralLossTest(1, 1, 'less')).toBe(false);
    const s = afterCombat(kill(armies(), ['r1-0']), []);
    expect(s.morale.generalLost).toEqual({ r1: 'pending' });
    const ev: DbmEvent[] = [];
    const failed = generalLossTests(s, { r1: 1 }, ev);
    expect(failed.morale.demoralised).toEqual(['r1']);
    expect(failed.morale.generalLost).toEqual({ r1: 'tested' });
    expect(ev[0]).toMatchObject({ type: 'command-demoralised', why: 'general-lost' });
    const passed = generalLossTests(s, { r1: 2 }, []);
    expect(passed.morale.demoralised).toEqual([]);
    expect(generalLossTests(passed, { r1: 1 }, []).morale.demoralised).toEqual([]);
  });
});

describe('p.25a army defeat and victory points (L2124-2139)', () => {
  it('p.25a defeat: demoralised commands count their whole strength; below half the army fights on', () => {
    const s = { ...kill(armies(), ['r1-1', 'r1-2']), morale: { demoralised: ['r1'], generalLost: {}, defeated: [] } };
    expect(armyDefeatCount(s, 'red')).toBe(6);
    expect(afterCombat(s, []).phase.tag).toBe('bound');
  });
  it('an army at half its strength is defeated: all its commands demoralised, the game over, the other side wins', () => {
    const ev: DbmEvent[] = [];
    const s = afterCombat(kill(armies(), ['b1-1', 'b1-2', 'b1-3']), ev);
    expect(s.morale.defeated).toEqual(['blue']);
    expect(s.phase.tag).toBe('over');
    expect(s.result).toMatchObject({ winner: 'red', level: 'victory', points: { red: 10, blue: 0 } });
    expect(ev.map((e) => e.type)).toEqual(['command-demoralised', 'army-defeated', 'game-ended']);
  });
  it('victory points: 1 per sub-general, the rest to the C-in-C; demoralised commands score for the enemy; the quarter transfer', () => {
    const s = armies();
    expect(commandVp(s, 'red')).toEqual({ r1: 4, r2: 1 });
    expect(victoryPoints(s)).toEqual({ red: 5, blue: 5 });
    expect(victoryPoints({ ...s, morale: { demoralised: ['r2'], generalLost: {}, defeated: [] } })).toEqual({ red: 4, blue: 6 });
    // no command demoralised; red's r2 has lost a quarter (3 of 12): a point passes to blue
    expect(victoryPoints(kill(s, ['r2-1', 'r2-2', 'r2-3']))).toEqual({ red: 4, blue: 6 });
    expect(victoryPoints(kill(s, ['r2-1', 'r2-2']))).toEqual({ red: 5, blue: 5 });
  });
  it('property: demoralisation is monotone and element equivalents lost equal those removed by outcomes', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom('destroyed', 'flee', 'recoil')), { maxLength: 12 }), (steps) => {
        let s = armies();
        const ids = Object.keys(s.elements).sort();
        let prev: string[] = [];
        for (const [i, o] of steps) {
          if (s.phase.tag === 'over') break;
          const id = ids[i]!;
          const enemy = s.elements[id]!.side === 'red' ? 'b1-0' : 'r1-0';
          const r = applyDbmOutcome(s, id, enemy, o as 'destroyed' | 'flee' | 'recoil');
          s = afterCombat(r.state, []);
          for (const d of prev) expect(s.morale.demoralised).toContain(d);
          prev = [...s.morale.demoralised];
          const gone = Object.values(s.elements).filter((e) => e.status !== 'active' && e.command === 'r1').length;
          expect(commandLosses(s, 'r1')).toBe(gone);
        }
      }),
      { seed: 2212, numRuns: 40 },
    );
  });
});

describe('p.28 campaign loss dice (L2245-2252)', () => {
  it('the ratio of mounted elements chooses the row; the kind the column; contact takes 1 off the score', () => {
    expect(campaignRatio(2, 4)).toBe('half-or-less');
    expect(campaignRatio(3, 4)).toBe('between');
    expect(campaignRatio(8, 4)).toBe('double-or-more');
    expect(lostOnCampaignDie(4, 'Hd', 'half-or-less', false)).toBe(true);
    expect(lostOnCampaignDie(5, 'Hd', 'half-or-less', false)).toBe(false);
    expect(lostOnCampaignDie(3, 'Sp', 'between', false)).toBe(true);
    expect(lostOnCampaignDie(4, 'Sp', 'between', false)).toBe(false);
    expect(lostOnCampaignDie(4, 'Sp', 'between', true)).toBe(true);
    expect(lostOnCampaignDie(1, 'Cv', 'half-or-less', true)).toBe(false);
    expect(lostOnCampaignDie(2, 'Kn', 'double-or-more', false)).toBe(true);
    expect(lostOnCampaignDie(3, 'El', 'double-or-more', false)).toBe(true);
    expect(lostOnCampaignDie(6, 'Bge', 'double-or-more', false)).toBe(true);
  });
});

describe('saves (state version 2)', () => {
  it('a state carries its morale through the codec; a version 1 save is refused', async () => {
    const { dbmStateCodec } = await import('../../../src/rulesets/dbm/codecs/state.js');
    const s = afterCombat(kill(armies(), ['r1-1', 'r1-2']), []);
    const round = dbmStateCodec.decode(JSON.parse(JSON.stringify(s)));
    expect(round._tag).toBe('Right');
    expect(dbmStateCodec.decode({ ...s, version: 1 })._tag).toBe('Left');
    const { morale: _m, ...old } = s;
    expect(dbmStateCodec.decode(old)._tag).toBe('Left');
  });
});
