/**
 * The event effect vocabulary (§14): what an event card can do in these rules, as data a deck
 * file attaches to cards. The seed prints only three events (Heroics and Ground Down in the
 * §10.2.4 example, ex Machina in §14.6); every other card's text is the user's to encode with
 * these effects, or to mark `manual` when the engine cannot apply it and the players adjust by
 * hand (event text supersedes the rules, §14.4).
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { Provenance } from '../../../core/provenance.js';
import { intRange, oneOf } from './codec-helpers.js';
import { provenanceCodec } from './provenance-codec.js';

/** Whose unit, army or draw an effect works on, from the playing player's side. */
export type EffectTarget = 'own' | 'enemy';

/**
 * Which random result a die effect may touch (§2.7.2 die draws; §14.2 events modifying a random
 * result must be played before it is resolved). `'any'` is any single die result.
 */
export const DRAW_KINDS = [
  'any',
  'initiative',
  'morale',
  'rally',
  'ranged-attack',
  'ranged-defense',
  'ex-machina',
  'leader-casualty',
  'end-of-game',
  'handicap',
] as const;
/** A kind of die draw. */
export type DrawKind = (typeof DRAW_KINDS)[number];

/**
 * One effect. Values are from the playing player's point of view, applied to `target`.
 *
 * - `meleeStrength`: ± to a unit's melee strength after the base (§10.2.4.2): Heroics is own +2,
 *   Ground Down enemy −1.
 * - `meleeAdjustment`: ± to a unit's side of the summed adjustments before the base, an "other
 *   adjustment" (§10.2.3.7), which also counts in an elephant's melee (§15.8.1).
 * - `dieModifier`: ± to a die result of the given kind (§2.7.4, §14.2).
 * - `redraw`: a die result of the given kind is drawn again and the new one stands (as §15.3.2).
 * - `exMachina`: the card is an ex Machina card (§14.6): it may be played before the melee draw
 *   and pre-empts the melee charts. It stands alone on its card.
 * - `extraActivation`: activations without spending action points (§5.2, §5.3).
 * - `actionPoints`: action points gained or lost this turn (§4.2, §5.0).
 * - `rally`: rally up to `units` disrupted units, with a morale check or automatically (§9).
 * - `cancelCharge`: an enemy unit loses its Charge marker (§7.11.4).
 * - `missileAttack` / `missileDefense`: ± to a ranged attack's cards or to missile defense (§8.5).
 * - `moraleCheck`: ± to the target army's morale checks for the stated duration (§9.1).
 * - `leaderSurvives`: a leader casualty result is ignored (§6.4).
 * - `cancelEvent`: the event the opponent just played has no effect (§14.2).
 * - `manual`: text the engine does not apply; the players carry it out by hand.
 *
 * There is no movement effect: the book prints no event that changes a movement allowance
 * (§14.4 names none, and the only events it shows, in §10.2.4 and §14.6, are melee events), so
 * there is nothing to base its reach or duration on; a card that does so is encoded as `manual`.
 */
export type EventEffect =
  | { readonly kind: 'meleeStrength'; readonly target: EffectTarget; readonly value: number }
  | { readonly kind: 'meleeAdjustment'; readonly target: EffectTarget; readonly value: number }
  | { readonly kind: 'dieModifier'; readonly draw: DrawKind; readonly target: EffectTarget; readonly value: number }
  | { readonly kind: 'redraw'; readonly draw: DrawKind; readonly target: EffectTarget }
  | { readonly kind: 'exMachina' }
  | { readonly kind: 'extraActivation'; readonly count: number }
  | { readonly kind: 'actionPoints'; readonly target: EffectTarget; readonly value: number }
  | { readonly kind: 'rally'; readonly units: number; readonly check: 'automatic' | 'normal' }
  | { readonly kind: 'cancelCharge' }
  | { readonly kind: 'missileAttack'; readonly target: EffectTarget; readonly value: number }
  | { readonly kind: 'missileDefense'; readonly target: EffectTarget; readonly value: number }
  | { readonly kind: 'moraleCheck'; readonly target: EffectTarget; readonly value: number }
  | { readonly kind: 'leaderSurvives' }
  | { readonly kind: 'cancelEvent' }
  | { readonly kind: 'manual'; readonly note: string };

/** The kind tag of an effect. */
export type EffectKind = EventEffect['kind'];

/**
 * When a card may be played. `'any'` is the default of §2.7.5 ("at any time"); the others are
 * the windows a card's own text may name (§14.2).
 */
export const EVENT_TIMINGS = ['any', 'before-draw', 'action-cycle', 'own-activation', 'melee', 'turn-end'] as const;
/** A play window. */
export type EventTiming = (typeof EVENT_TIMINGS)[number];

/** How long an event's effects last once played. */
export const EVENT_DURATIONS = ['instant', 'melee', 'activation', 'turn'] as const;
/** An effect duration. */
export type EventDuration = (typeof EVENT_DURATIONS)[number];

/** An event as a card carries it: its title, when it may be played, how long it lasts, what it does. */
export interface EventDef {
  readonly title: string;
  readonly timing: EventTiming;
  readonly duration: EventDuration;
  readonly effects: ReadonlyArray<EventEffect>;
  readonly provenance: Provenance;
}

const target = oneOf(['own', 'enemy'] as const, '"own" | "enemy"');
const draw = oneOf(DRAW_KINDS, `draw kind (${DRAW_KINDS.join(', ')})`);
const strength = intRange(-6, 6);
const small = intRange(-3, 3);

/** One codec per effect kind; the dispatcher below picks by `kind` so errors name the field. */
const EFFECT_CODECS: Readonly<Record<EffectKind, t.Mixed>> = {
  meleeStrength: t.type({ kind: t.literal('meleeStrength'), target, value: strength }),
  meleeAdjustment: t.type({ kind: t.literal('meleeAdjustment'), target, value: strength }),
  dieModifier: t.type({ kind: t.literal('dieModifier'), draw, target, value: small }),
  redraw: t.type({ kind: t.literal('redraw'), draw, target }),
  exMachina: t.type({ kind: t.literal('exMachina') }),
  extraActivation: t.type({ kind: t.literal('extraActivation'), count: intRange(1, 7) }),
  actionPoints: t.type({ kind: t.literal('actionPoints'), target, value: intRange(-7, 7) }),
  rally: t.type({ kind: t.literal('rally'), units: intRange(1, 99), check: oneOf(['automatic', 'normal'] as const) }),
  cancelCharge: t.type({ kind: t.literal('cancelCharge') }),
  missileAttack: t.type({ kind: t.literal('missileAttack'), target, value: small }),
  missileDefense: t.type({ kind: t.literal('missileDefense'), target, value: small }),
  moraleCheck: t.type({ kind: t.literal('moraleCheck'), target, value: small }),
  leaderSurvives: t.type({ kind: t.literal('leaderSurvives') }),
  cancelEvent: t.type({ kind: t.literal('cancelEvent') }),
  manual: t.type({ kind: t.literal('manual'), note: t.string }),
};

/** Every effect kind, in the order of the vocabulary. */
export const EFFECT_KINDS = Object.keys(EFFECT_CODECS) as ReadonlyArray<EffectKind>;

/**
 * Codec of one {@link EventEffect}. It reads `kind` first, so a bad field is reported at its own
 * path (`effects[0].value: expected integer -6..6, got 9`) and an unknown kind as
 * `effects[0].kind: expected effect kind (…)`.
 * @rule dawn-of-battle 14.2
 */
export const eventEffectCodec: t.Type<EventEffect, EventEffect, unknown> = new t.Type<EventEffect, EventEffect, unknown>(
  'EventEffect',
  (u): u is EventEffect => typeof u === 'object' && u !== null && EFFECT_KINDS.some((k) => EFFECT_CODECS[k].is(u)),
  (u, c) => {
    if (typeof u !== 'object' || u === null || Array.isArray(u)) return t.failure(u, c, 'an effect object with a kind');
    const kind = (u as { kind?: unknown }).kind;
    const codec = typeof kind === 'string' && Object.hasOwn(EFFECT_CODECS, kind) ? EFFECT_CODECS[kind as EffectKind] : undefined;
    if (codec === undefined) {
      return t.failure(kind, [...c, { key: 'kind', type: t.string, actual: kind }], `effect kind (${EFFECT_KINDS.join(', ')})`);
    }
    const r = t.exact(codec as t.TypeC<t.Props>).validate(u, c);
    return E.isLeft(r) ? r : t.success(r.right as EventEffect);
  },
  (a) => a,
);

/**
 * Codec of an {@link EventDef}: a title, a timing and duration from the lists, at least one
 * effect, and a provenance. An `exMachina` effect must be the card's only effect (§14.6 cards
 * give no other event), and an event that modifies a random result cannot wait for the turn end
 * (§14.2: it is played before the result is resolved).
 * @rule dawn-of-battle 14.2
 * @rule dawn-of-battle 14.6
 */
export const eventDefCodec: t.Type<EventDef, EventDef, unknown> = new t.Type<EventDef, EventDef, unknown>(
  'EventDef',
  (u): u is EventDef => E.isRight(eventDefCodec.validate(u, [])),
  (u, c) => {
    const base = t.type({
      title: t.string,
      timing: oneOf(EVENT_TIMINGS, `timing (${EVENT_TIMINGS.join(', ')})`),
      duration: oneOf(EVENT_DURATIONS, `duration (${EVENT_DURATIONS.join(', ')})`),
      effects: t.array(eventEffectCodec),
      provenance: provenanceCodec,
    });
    const r = base.validate(u, c);
    if (E.isLeft(r)) return r;
    const def = r.right as EventDef;
    const at = (path: string[], actual: unknown) => [...c, ...path.map((key) => ({ key, type: t.unknown, actual }))];
    if (def.effects.length === 0) return t.failure(def.effects, at(['effects'], def.effects), 'at least one effect');
    const exIdx = def.effects.findIndex((e) => e.kind === 'exMachina');
    if (exIdx >= 0 && def.effects.length > 1) {
      return t.failure(def.effects[exIdx], at(['effects', String(exIdx)], def.effects[exIdx]), 'exMachina as the only effect of its card (§14.6)');
    }
    const randomIdx = def.effects.findIndex((e) => RANDOM_RESULT_KINDS.includes(e.kind));
    if (randomIdx >= 0 && def.timing === 'turn-end') {
      return t.failure(def.timing, at(['timing'], def.timing), `a timing before the random result it changes (effects[${randomIdx}] is ${def.effects[randomIdx]!.kind}; §14.2)`);
    }
    return t.success(def);
  },
  (a) => a,
);

/** Effects that change a random result and so must be played before it is resolved (§14.2). */
export const RANDOM_RESULT_KINDS: ReadonlyArray<EffectKind> = ['meleeStrength', 'meleeAdjustment', 'dieModifier', 'redraw', 'exMachina'];
