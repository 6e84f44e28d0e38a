/**
 * What happens around every card draw beyond the draw itself: physical dice in place of die
 * draws (§15.3.1), the events waiting for a die result (die modifiers, re-draws, §14.2, and
 * re-dos, §15.3.2), and the elephant icon that calls for control checks (§15.8.3).
 * @module
 */
import { rollD6 } from '../../../../random/rng.js';
import { emit, extToRead, type Ctx } from '../../kernel/context.js';
import type { CardDef } from '../../data/formats.js';
import { counterOf } from '../../query/derived.js';
import type { DrawKind } from '../../data/event-effects.js';
import type { ActiveEffect } from '../../model/ext-state.js';
import type { DobState, Phase, Side } from '../../model/state.js';
import { recordRedoDraw, trackRedoDraw } from '../15-optional/redo.js';

/**
 * The kind of die draw a draw purpose is, or `null` when the draw is not a die result (action
 * points, random events, event cards, melee result cards, a casualty's colour) or may not be
 * influenced (elephant control, §15.8.3). Die draws the list does not name are `'any'`-only.
 */
export function drawKindOf(purpose: string): DrawKind | 'other' | null {
  if (purpose === 'initiative') return 'initiative';
  // The other frequent draws (each turn's two), answered before the prefix tests below.
  if (purpose === 'action points' || purpose === 'random event') return null;
  if (purpose.startsWith('ranged attack')) return 'ranged-attack';
  if (purpose.startsWith('ranged defense')) return 'ranged-defense';
  if (purpose.startsWith('rally')) return 'rally';
  if (purpose.startsWith('morale')) return 'morale';
  if (purpose.startsWith('ex machina')) return 'ex-machina';
  if (purpose.startsWith('leader casualty (') || purpose.startsWith('overrun leader (')) return 'leader-casualty';
  if (purpose === 'end of game') return 'end-of-game';
  if (purpose === 'handicap') return 'handicap';
  if (purpose === 'fatigue') return 'other';
  return null;
}

/** Die draws a real die replaces under §15.3.1 (melee results and random events stay on the decks). */
function physical(purpose: string): boolean {
  const k = drawKindOf(purpose);
  return k !== null || purpose.startsWith('elephant');
}

/**
 * §15.3.1: with physical dice a die result is rolled, not drawn; a natural 1 sets off a panic
 * check for the roller's army (it panics if its losses are at its panic level or more, as the
 * panic icon, §14.5.1). Returns the rolled "card" (no icon, colour or command), or `null` to draw.
 * @rule dawn-of-battle 15.3.1
 */
export function physicalDie(ctx: Ctx, side: Side, purpose: string): CardDef | null {
  const s = ctx.s;
  if (!s.options.supplementary.physicalDice || !physical(purpose)) return null;
  const r = rollD6(s.rng);
  s.rng = r.rng;
  emit(ctx, 'die-rolled', ['15.3.1'], { side, purpose, die: r.value });
  if (r.value === 1) {
    const p = s.players[side];
    const panics = p.losses >= p.panicLevel;
    emit(ctx, 'panic-check', ['15.3.1', '12.3'], { side, panics });
    if (panics && !ctx.panics.includes(side)) ctx.panics.push(side);
  }
  return {
    number: 0, command: 0, die: r.value, colour: 'black', icon: null,
    melee: { kind: 'exMachina', dieMods: {} }, event: { title: '(die roll)', effect: null },
    provenance: { kind: 'inferred', reason: 'a physical die roll (§15.3.1)' },
  } as CardDef;
}

function aimedAt(e: ActiveEffect, drawer: Side): boolean {
  const t = 'target' in e.effect ? e.effect.target : 'own';
  return t === 'own' ? e.by === drawer : e.by !== drawer;
}

function dieValue(e: ActiveEffect, kind: DrawKind | 'other'): number | null {
  const f = e.effect;
  switch (f.kind) {
    case 'dieModifier': return f.draw === 'any' || f.draw === kind ? f.value : null;
    case 'missileAttack': return kind === 'ranged-attack' ? f.value : null;
    case 'missileDefense': return kind === 'ranged-defense' ? f.value : null;
    case 'moraleCheck': return kind === 'rally' || kind === 'morale' ? f.value : null;
    default: return null;
  }
}

/** Drops effects that ran out: played in an earlier turn, or spent by an earlier command. */
function prune(s: DobState): void {
  if (s.ext.effects.length === 0) return;
  s.ext.effects = s.ext.effects.filter((e) => e.turn === s.turn && (e.usedAt === null || e.usedAt === s.ply || e.duration === 'turn'));
}

/**
 * How a hook draws again (a re-do, §15.3.2, or an event's re-draw, §14.2): cards.ts passes its
 * own `drawCard`, so this file does not import the draw it runs after.
 */
export type DrawAgain = (ctx: Ctx, side: Side, purpose: string) => CardDef;

/**
 * After a card is drawn (or a die rolled): a die result re-done (§15.3.2) is drawn again first;
 * an elephant icon drawn in the action cycle owes a control check (§15.8.3, counted and run when
 * the current step is done, ruling DOB-R54); a pending event re-draw (§14.2) draws again and the new
 * result stands; die modifiers from events are
 * added (§14.2). An effect lasts for the draws of the command that first uses it (all the cards of
 * one ranged attack, all the rallies of one formation), or the whole turn when its duration says so.
 * @rule dawn-of-battle 14.2
 * @rule dawn-of-battle 15.3.2
 * @rule dawn-of-battle 15.8.3
 * @ruling DOB-R54
 */
export function afterDraw(ctx: Ctx, side: Side, purpose: string, def: CardDef, drawCard: DrawAgain): CardDef {
  if (extToRead(ctx.s).redo === undefined || drawKindOf(purpose) === null) return hooks(ctx, side, purpose, def, drawCard);
  // §15.3.2: a die result re-done is drawn again before anything acts on it.
  const again = trackRedoDraw(ctx, side, purpose, def.die, () => drawCard(ctx, side, purpose));
  if (again !== null) return again;
  const out = hooks(ctx, side, purpose, def, drawCard);
  recordRedoDraw(ctx, { side, purpose, card: String(def.number), die: out.die });
  return out;
}

function hooks(ctx: Ctx, side: Side, purpose: string, def: CardDef, drawCard: DrawAgain): CardDef {
  const s = ctx.s;
  if (def.icon === 'elephant' && !purpose.startsWith('elephant') && inActionCycle(s) && hasElephants(s)) {
    s.ext.elephantChecks += 1;
    emit(ctx, 'elephant-icon', ['15.8.3'], { side, purpose });
  }
  const kind = drawKindOf(purpose);
  if (kind === null || extToRead(s).effects.length === 0) return def;
  prune(s);
  const redo = s.ext.effects.findIndex((e) => e.effect.kind === 'redraw' && (e.effect.draw === 'any' || e.effect.draw === kind) && aimedAt(e, side));
  if (redo >= 0) {
    const e = s.ext.effects[redo]!;
    s.ext.effects.splice(redo, 1);
    emit(ctx, 'redrawn', ['14.2'], { side, purpose, discarded: def.die, by: e.by, card: e.card });
    return drawCard(ctx, side, purpose);
  }
  let mod = 0;
  const from: string[] = [];
  for (const e of s.ext.effects) {
    if (!aimedAt(e, side)) continue;
    const v = dieValue(e, kind);
    if (v === null) continue;
    mod += v;
    from.push(e.title);
    if (e.usedAt === null) e.usedAt = s.ply;
  }
  if (mod === 0 && from.length === 0) return def;
  emit(ctx, 'event-die-modifier', ['14.2'], { side, purpose, die: def.die, modifier: mod, events: from });
  return { ...def, die: def.die + mod };
}

/**
 * True while the action cycle runs (including its windows, and a stampede's melee that paused
 * it): elephant icons count only then (§15.8.3, ruling DOB-R54).
 * @ruling DOB-R54
 */
export function inActionCycle(s: DobState): boolean {
  const ph = s.phase;
  return ph.kind === 'dieMod' || ph.kind === 'eventWindow' ? pausedAction(ph.returnTo) : pausedAction(ph);
}

function pausedAction(ph: Phase): boolean {
  if (ph.kind === 'action') return true;
  return ph.kind === 'melee' && ph.returnTo !== undefined && pausedAction(ph.returnTo);
}

/** True when an elephant is on the map (§15.8: its rules are in effect). */
export function hasElephants(s: DobState): boolean {
  const units = s.units; // a local: `rec[id]` in a for-in over `rec` takes V8's fast path
  for (const id in units) {
    const u = units[id]!;
    if (u.where === 'map' && counterOf(s, u).type === 'EL') return true;
  }
  return false;
}
