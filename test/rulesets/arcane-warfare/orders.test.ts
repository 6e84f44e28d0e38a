import { describe, expect, it } from 'vitest';
import { aleaFromSeed, scriptedRng } from '../../../src/random/rng.js';
import { activationCandidates, arcaneWarfare, deliveredMip, deliveryCost, type ArcaneState } from '../../../src/rulesets/arcane-warfare/index.js';
import { eventOf, fresh, play, rect, refusal, unit } from './helpers.js';

/** A standard game (radius 400) with a regular SCo at (500, 500) and an FCo whose centre is `dx` away. */
function fig4(kind: 'rough' | 'wood', dx = 1250, readings = {}): ArcaneState {
  const s = fresh();
  const g = s.commands['g-sco']!;
  return {
    ...s,
    size: 'standard',
    readings: { ...s.readings, ...readings },
    units: {},
    terrain: [{ id: 'q', kind, polygon: rect(900, 400, 1200, 600) }],
    commands: { ...s.commands, 'g-sco': { ...g, x: 500, y: 500 }, 'g-fco': { id: 'g-fco', side: 'greeks', kind: 'FCo', regular: true, x: 500 + dx, y: 500, diameter: 75, status: 'active', dice: null } },
  };
}

describe('§5.2.2.2 orders on their way (worked example of Fig. 4)', () => {
  it('worked example: 1162.5 p edge to edge is three segments; rough costs nothing more, a wood one more', () => {
    const r = fig4('rough');
    const c = deliveryCost(r, r.commands['g-sco']!, r.commands['g-fco']!);
    expect([c.distance, c.segments, c.total]).toEqual([1162.5, 3, 3]);
    const w = fig4('wood');
    expect(deliveryCost(w, w.commands['g-sco']!, w.commands['g-fco']!).total).toBe(4);
  });
  it('worked example: a short message takes one MIP per unpaid point (ruling AW-R8), never below 1; a 6 reaches anywhere', () => {
    const w = fig4('wood');
    const cost = deliveryCost(w, w.commands['g-sco']!, w.commands['g-fco']!);
    const fco = w.commands['g-fco']!;
    expect(deliveredMip(w, fco, 3, 4, cost).mip).toBe(3);
    expect(deliveredMip(w, fco, 4, 4, cost).mip).toBe(4);
    expect(deliveredMip(w, fco, 1, 2, cost).mip).toBe(1);
    expect(deliveredMip(w, fco, 6, 2, cost)).toEqual({ mip: 2, shortfall: 0 });
    const seg = fig4('wood', 1250, { unpaidMessage: 'per-segment' });
    expect(deliveredMip(seg, fco, 1, 6, cost).mip).toBe(3);
  });
  it('ruling AW-R10: a line across a whole gully costs nothing by default, two points per edge otherwise', () => {
    const g = fig4('rough');
    const gully = { ...g, terrain: [{ id: 'g', kind: 'gully' as const, polygon: rect(900, 300, 1100, 700) }] };
    expect(deliveryCost(gully, gully.commands['g-sco']!, gully.commands['g-fco']!).gully).toBe(0);
    const per = { ...gully, readings: { ...gully.readings, gullyOrders: 'per-edge' as const } };
    expect(deliveryCost(per, per.commands['g-sco']!, per.commands['g-fco']!).gully).toBe(2);
  });
  it('ruling AW-R11: crossing two enemy units costs two points, or one with once', () => {
    const g = fig4('rough');
    const e = { ...g, units: { a: unit('a', 'persians', 'SpM', 700, 475, 270), b: unit('b', 'persians', 'SpM', 1400, 475, 270) } };
    expect(deliveryCost(e, e.commands['g-sco']!, e.commands['g-fco']!).enemy).toBe(2);
    const once = { ...e, readings: { ...e.readings, enemyOrders: 'once' as const } };
    expect(deliveryCost(once, once.commands['g-sco']!, once.commands['g-fco']!).enemy).toBe(1);
  });
  it('ruling AW-R9: an ally command short of message points gets no MIP', () => {
    const g = fig4('rough');
    const aco = { ...g.commands['g-fco']!, kind: 'ACo' as const };
    const cost = deliveryCost(g, g.commands['g-sco']!, aco);
    expect(deliveredMip(g, aco, 2, 5, cost).mip).toBe(0);
    expect(deliveredMip(g, aco, 3, 5, cost).mip).toBe(5);
  });
});

describe('§5.2.2.1 the small game: both decide at once, hidden until both are in', () => {
  it('a regular SCo may swap; the other player\'s choice is hidden by view and re-dealt by determinize', () => {
    const s = { ...fresh({ readings: {} }), rng: scriptedRng([2, 5, 4, 4]) };
    const both: ArcaneState = { ...s, commands: { ...s.commands, 'p-sco': { ...s.commands['p-sco']!, regular: true } } };
    const { state } = play(both, { type: 'end-reset', player: 'persians' }, { type: 'end-reset', player: 'greeks' });
    expect(arcaneWarfare.pending(state).map((d) => d.player).sort()).toEqual(['greeks', 'persians']);
    const after = play(state, { type: 'write-orders', player: 'greeks', swap: true });
    const seen = arcaneWarfare.view(after.state, 'persians').phase;
    expect(seen.tag === 'orders-written' && seen.written['greeks']).toBe('written');
    expect(refusal(after.state, { type: 'write-orders', player: 'greeks', swap: false })).toBe('wrong-player');
    const d = arcaneWarfare.determinize(after.state, 'persians', aleaFromSeed('x'));
    expect(arcaneWarfare.view(d, 'persians')).toEqual(arcaneWarfare.view(after.state, 'persians'));
    const done = play(after.state, { type: 'write-orders', player: 'persians', swap: false });
    const g = done.events.find((e) => e.type === 'orders-delivered' && e.co === 'g-sco');
    expect(g !== undefined && g.type === 'orders-delivered' && [g.message, g.mip, g.swapped]).toEqual([5, 2, true]);
    expect(done.state.phase).toEqual({ tag: 'movement', active: null });
  });
});

describe('§5.2.2.2 the standard procedure and §5.3 activation', () => {
  function standard(dice: number[]): ArcaneState {
    const s = fig4('rough');
    return { ...s, terrain: [], rng: scriptedRng(dice), commands: { ...s.commands, 'g-fco': { ...s.commands['g-fco']!, x: 900 } } };
  }
  it('the higher total assigns first; an irregular SCo keeps its pair; a regular SCo gives its first pair to an FCo without swapping', () => {
    const s = standard([3, 3, 5, 4, 2, 6]);
    const { state, events } = play(s, { type: 'end-reset', player: 'persians' }, { type: 'end-reset', player: 'greeks' });
    // persians rolled 9 against 6: they assign first, their irregular SCo keeping its pair.
    expect(eventOf(events, 'orders-delivered').co).toBe('p-sco');
    expect(state.phase.tag === 'orders-assign' && state.phase.player).toBe('greeks');
    expect(refusal(state, { type: 'give-orders', player: 'greeks', co: 'g-fco', swap: true })).toBe('no-swap');
    const next = play(state, { type: 'give-orders', player: 'greeks', co: 'g-fco', swap: false }, { type: 'give-orders', player: 'greeks', co: 'g-sco', swap: false });
    expect(next.state.commands['g-fco']!.dice!.message).toBe(3);
    expect(next.state.commands['g-sco']!.dice).toMatchObject({ message: 2, mip: 6 });
    expect(next.state.phase).toEqual({ tag: 'movement', active: null });
    // Activation (§5.3): message 5 (persians), then 3, then 2.
    expect(activationCandidates(next.state).map((c) => c.id)).toEqual(['p-sco']);
  });
  it('hold back: 1 MIP for a regular command, the score halved and the sequence reset; ending the activation moves the stand up to radius + diameter', () => {
    const s = standard([5, 5, 1, 1, 4, 3]);
    const { state } = play(s, { type: 'end-reset', player: 'persians' }, { type: 'end-reset', player: 'greeks' }, { type: 'give-orders', player: 'greeks', co: 'g-sco', swap: false }, { type: 'give-orders', player: 'greeks', co: 'g-fco', swap: false });
    expect(activationCandidates(state).map((c) => c.id)).toEqual(['g-sco']);
    const held = play(state, { type: 'hold-back', player: 'greeks', co: 'g-sco' });
    expect(held.state.commands['g-sco']!.dice).toMatchObject({ score: 2, mipLeft: 4 });
    expect(activationCandidates(held.state).map((c) => c.id)).toEqual(['g-fco']);
    expect(refusal(held.state, { type: 'end-activation', player: 'greeks', co: 'g-fco', to: { x: 900, y: 980 } })).toBe('too-far');
    const moved = play(held.state, { type: 'end-activation', player: 'greeks', co: 'g-fco', to: { x: 900, y: 975 } });
    expect(moved.state.commands['g-fco']).toMatchObject({ y: 975, dice: { done: true } });
  });
});
