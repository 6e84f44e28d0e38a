import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { decode } from '../../../../src/core/decode.js';
import { defaultDeck } from '../../../../src/rulesets/dawn-of-battle/data/default-deck.js';
import type { DeckFile } from '../../../../src/rulesets/dawn-of-battle/data/formats.js';
import {
  BUILTIN_EVENTS,
  deckEvents,
  EFFECT_KINDS,
  eventDefCodec,
  eventEffectCodec,
  eventsFileCodec,
  meleeEventInputs,
  type EventDef,
  type EventEffect,
} from '../../../../src/rulesets/dawn-of-battle/rules/14-events/index.js';
import { baseMeleeStrengths } from '../../../../src/rulesets/dawn-of-battle/rules/10-melee/resolve/index.js';
import { left, right } from '../melee/fixtures.js';

const user = { kind: 'user', file: 'events.json' } as const;
const def = (effects: unknown[], over: Record<string, unknown> = {}) => ({ title: 'T', timing: 'any', duration: 'instant', effects, provenance: user, ...over });

const samples: Record<EventEffect['kind'], EventEffect> = {
  meleeStrength: { kind: 'meleeStrength', target: 'own', value: 2 },
  meleeAdjustment: { kind: 'meleeAdjustment', target: 'enemy', value: -1 },
  dieModifier: { kind: 'dieModifier', draw: 'initiative', target: 'own', value: 1 },
  redraw: { kind: 'redraw', draw: 'any', target: 'enemy' },
  exMachina: { kind: 'exMachina' },
  extraActivation: { kind: 'extraActivation', count: 1 },
  actionPoints: { kind: 'actionPoints', target: 'own', value: 2 },
  rally: { kind: 'rally', units: 1, check: 'automatic' },
  cancelCharge: { kind: 'cancelCharge' },
  missileAttack: { kind: 'missileAttack', target: 'own', value: 1 },
  missileDefense: { kind: 'missileDefense', target: 'enemy', value: -1 },
  moraleCheck: { kind: 'moraleCheck', target: 'enemy', value: 1 },
  leaderSurvives: { kind: 'leaderSurvives' },
  cancelEvent: { kind: 'cancelEvent' },
  manual: { kind: 'manual', note: 'the players move one unit one hex' },
};

describe('§14 event effect vocabulary', () => {
  it('decodes one sample of every effect kind and round-trips it through JSON', () => {
    expect(Object.keys(samples).sort()).toEqual([...EFFECT_KINDS].sort());
    for (const e of Object.values(samples)) expect(right(decode(eventEffectCodec, JSON.parse(JSON.stringify(e))))).toEqual(e);
  });

  it('names the path of a bad field and of an unknown kind', () => {
    const bad = def([{ kind: 'meleeStrength', target: 'own', value: 9 }, { kind: 'teleport' }, { kind: 'dieModifier', draw: 'weather', target: 'own', value: 1 }]);
    const msg = left(decode(eventDefCodec, bad)).message;
    expect(msg).toContain('effects[0].value: expected integer -6..6, got 9');
    expect(msg).toMatch(/effects\[1\]\.kind: expected effect kind \(meleeStrength, .*\), got "teleport"/);
    expect(msg).toContain('effects[2].draw: expected draw kind');
  });

  it('§14.4 has no movement effect (the book prints no event that changes movement): it is refused as an unknown kind', () => {
    const msg = left(decode(eventDefCodec, def([{ kind: 'movement', target: 'own', value: 1 }]))).message;
    expect(msg).toMatch(/effects\[0\]\.kind: expected effect kind \(.*manual.*\), got "movement"/);
  });

  it('drops unknown extra fields of an effect', () => {
    expect(right(decode(eventEffectCodec, { kind: 'cancelCharge', extra: 1 }))).toEqual({ kind: 'cancelCharge' });
  });

  it('needs at least one effect, a known timing and duration, and a provenance', () => {
    expect(left(decode(eventDefCodec, def([]))).message).toContain('effects: expected at least one effect');
    expect(left(decode(eventDefCodec, def([samples.cancelCharge], { timing: 'whenever' }))).message).toContain('timing: expected timing');
    expect(left(decode(eventDefCodec, { title: 'x', timing: 'any', duration: 'turn', effects: [samples.rally] })).message).toContain('provenance');
  });

  it('keeps ex Machina alone on its card (§14.6)', () => {
    expect(left(decode(eventDefCodec, def([samples.meleeStrength, samples.exMachina]))).message).toContain('effects[1]: expected exMachina as the only effect');
  });

  it('refuses a turn-end timing for an effect on a random result (§14.2)', () => {
    expect(left(decode(eventDefCodec, def([samples.redraw], { timing: 'turn-end' }))).message).toContain('timing: expected a timing before the random result');
    expect(right(decode(eventDefCodec, def([samples.actionPoints], { timing: 'turn-end' }))).timing).toBe('turn-end');
  });

  test.prop([fc.constantFrom(...Object.values(samples)), fc.constantFrom('any', 'before-draw', 'melee' as const)])('every sample effect makes a valid event', (e, timing) => {
    expect(right(decode(eventDefCodec, def([e], { timing })))).toMatchObject({ effects: [e] });
  });
});

describe('§14 events attached to the deck', () => {
  it('resolves the shipped deck\'s named events to the built-ins', () => {
    const events = right(deckEvents(defaultDeck));
    expect(events['10']).toEqual(BUILTIN_EVENTS['heroics']);
    expect(events['5']).toEqual(BUILTIN_EVENTS['groundDown']);
    expect(events['71']?.effects).toEqual([{ kind: 'exMachina' }]);
    expect(events['1']).toBeNull();
  });

  it('lets an events file attach full effects to any card, winning over the name', () => {
    const file = right(decode(eventsFileCodec, { events: [{ card: 1, ...def([samples.cancelCharge], { title: 'Bogged Down' }) }, { card: 10, ...def([samples.rally]) }] }));
    const events = right(deckEvents(defaultDeck, file));
    expect(events['1']?.title).toBe('Bogged Down');
    expect(events['10']?.effects).toEqual([samples.rally]);
  });

  it('reports every problem with its path', () => {
    const cards = defaultDeck.cards.map((c) =>
      c.number === 3 ? { ...c, event: { title: 'Mystery', effect: 'mystery' } } : c.number === 4 ? { ...c, event: { title: 'ex Machina', effect: 'exMachina' } } : c,
    );
    const deck: DeckFile = { cards };
    const file = right(decode(eventsFileCodec, { events: [{ card: 71, ...def([samples.rally]) }] }));
    const err = left(deckEvents(deck, file));
    expect(err.message).toContain('cards[2].event.effect: expected a built-in event (heroics, groundDown, exMachina)');
    expect(err.message).toContain('cards[3].melee.kind: expected "exMachina" for card 4');
    expect(err.message).toContain('events[0]: expected the ex Machina event on card 71');
    const missing = right(decode(eventsFileCodec, { events: [{ card: 5, ...def([samples.rally]) }] }));
    expect(left(deckEvents({ cards: defaultDeck.cards.filter((c) => c.number !== 5) }, missing)).message).toContain('events[0].card: expected a card number in the deck');
  });

  it('refuses a card given two events in the events file', () => {
    const twice = { events: [{ card: 9, ...def([samples.rally]) }, { card: 9, ...def([samples.rally]) }] };
    expect(left(decode(eventsFileCodec, twice)).message).toContain('events[1].card: expected a card not given an event before, got 9');
  });
});

describe('§10.2.4.2 events in a melee', () => {
  it('turns Heroics and Ground Down into event bonuses on the right units', () => {
    const inputs = meleeEventInputs([
      { by: 'defender', event: BUILTIN_EVENTS['heroics']! },
      { by: 'defender', event: BUILTIN_EVENTS['groundDown']! },
    ]);
    expect(inputs.eventBonuses.map((b) => [b.target, b.value])).toEqual([['defender', 2], ['attacker', -1]]);
    const r = right(baseMeleeStrengths({ attacker: { type: 'MI', strength: 4 }, defender: { type: 'MI', strength: 4 }, vector: 'front', clash: { cells: [] }, ...inputs }));
    expect([r.attacker, r.defender]).toEqual([-1, 2]);
  });

  it('routes adjustments, die modifiers and played ex Machina cards', () => {
    const ev = (effects: EventEffect[]): EventDef => ({ title: 'E', timing: 'any', duration: 'melee', effects, provenance: user });
    const inputs = meleeEventInputs([
      { by: 'attacker', event: ev([{ kind: 'meleeAdjustment', target: 'enemy', value: -1 }, { kind: 'dieModifier', draw: 'ex-machina', target: 'own', value: 1 }]) },
      { by: 'defender', event: ev([{ kind: 'dieModifier', draw: 'morale', target: 'enemy', value: 1 }]) },
      { by: 'defender', event: BUILTIN_EVENTS['exMachina']! },
    ]);
    expect(inputs.other).toEqual([{ side: 'defender', value: -1, label: 'E (attacker)', section: '10.2.3.7', source: 'event' }]);
    expect(inputs.dieModifiers).toEqual({ attacker: 1, defender: 0 });
    expect(inputs.moraleDrawModifiers).toEqual({ attacker: 1, defender: 0 });
    expect(inputs.exMachinaPlayed).toEqual({ attacker: false, defender: true });
  });
});
