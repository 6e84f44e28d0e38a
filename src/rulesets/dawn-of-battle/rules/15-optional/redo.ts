/**
 * Re-dos (§15.3.2, option `reDos`): once a die result has been seen, each player in turn, the
 * initiative player first, may discard an event card to have it drawn again by the player who drew
 * it; the new result is the one applied, and the opponent may answer with a re-do of its own.
 *
 * How: a command runs as usual, with its die results counted (`state.ext.redo`, see
 * {@link trackRedoDraw}). If it drew any and someone holds an event card, the state it produced is
 * shown with a re-do window over it (an `eventWindow` with `before: 'redo'`) that keeps the state
 * before the command and the command itself. A `redo` replays the command from that earlier state
 * (with the card discarded) and has the named die result drawn again at its place in the sequence;
 * everything after it resolves from the new result. Two passes in a row close the window and the
 * game goes on from the state shown. Since the reducer is pure the replay is exact: the draws
 * before the re-done one come out the same.
 * @module
 */
import type { DobViolationCode } from '../../model/violation-codes.js';
import * as E from 'fp-ts/lib/Either.js';
import { cite } from '../../../../core/citation.js';
import { violation, type RuleViolation } from '../../../../core/errors.js';
import type { Step } from '../../../../core/ruleset.js';
import type { DobCommand } from '../../model/commands.js';
import { emit, type Ctx, type DobEvent } from '../../kernel/context.js';
import { other, type DobState, type Side } from '../../model/state.js';
import type { DieDrawn, RedoTracking } from '../../model/ext-state.js';
import type { EventWindowPhase } from '../../model/state.js';

/**
 * True under re-dos outside any command (in `setup`): `apply` tracks every command's die
 * results, so only a draw made here could not be re-done.
 * @rule dawn-of-battle 15.3.2
 */
export function outsideRedoTracking(s: DobState): boolean {
  return s.options.supplementary.reDos && s.ext.redo === undefined;
}

/** Runs one command on a state (the reducer's own `dispatch` and automatic steps). */
export type RunCommand = (state: DobState, command: DobCommand) => E.Either<RuleViolation, Step<DobState, DobEvent>>;

type RedoPhase = EventWindowPhase & { readonly redo: NonNullable<EventWindowPhase['redo']> };

function redoPhase(s: DobState): RedoPhase | null {
  const ph = s.phase;
  return ph.kind === 'eventWindow' && ph.redo !== undefined ? (ph as RedoPhase) : null;
}

function withTracking(s: DobState, plan: ReadonlyArray<number>): DobState {
  const redo: RedoTracking = { plan, seen: 0, left: 0, chain: false, draws: [] };
  return { ...s, ext: { ...s.ext, redo } };
}

function untracked(s: DobState): { state: DobState; draws: DieDrawn[] } {
  const { redo, ...ext } = s.ext;
  return { state: { ...s, ext }, draws: redo === undefined ? [] : redo.draws };
}

function eventsOf(s: DobState, f: (ctx: Ctx) => void): DobEvent[] {
  const events: DobEvent[] = [];
  f({ s, events, panics: [], casualties: [], resume: null });
  return events;
}

/** The event cards `side` may discard for a re-do now: held now and before the command (§15.3.2). */
export function redoCards(s: DobState, side: Side): string[] {
  const ph = redoPhase(s);
  if (ph === null) return [];
  const before = ph.redo.base.players[side].hand;
  return s.players[side].hand.filter((c) => before.includes(c));
}

/**
 * The die results a re-do may name: any of the command's, except those drawn before the latest
 * re-done one (they were resolved before it was seen; ruling, §15.3.2).
 */
function redoable(ph: RedoPhase): { from: number; to: number } {
  const from = ph.redo.plan.length === 0 ? 0 : Math.max(...ph.redo.plan);
  return { from, to: ph.redo.draws.length - 1 };
}

/**
 * The `redo` commands open to `side` in a re-do window: each card it may discard, for each die
 * result it may name.
 * @rule dawn-of-battle 15.3.2
 */
export function redoCommands(s: DobState, side: Side): DobCommand[] {
  const ph = redoPhase(s);
  if (ph === null || ph.toAct !== side) return [];
  const out: DobCommand[] = [];
  const { from, to } = redoable(ph);
  for (const card of redoCards(s, side)) for (let draw = from; draw <= to; draw++) out.push({ type: 'redo', player: side, card, draw });
  return out;
}

/**
 * Shows `result` under a re-do window when its command drew die results and someone may discard a
 * card; a player with no card passes by itself; with nobody able to, `result` is returned as is.
 * The command that ends the game opens one too (§15.3.2 allows a re-do "under any circumstance",
 * the handicap draws included): the declared result waits under the window and stands only once
 * it closes (see `outcome`).
 */
function openRedoWindow(result: DobState, redo: RedoPhase['redo'], first: Side, events: DobEvent[]): DobState {
  if (redo.draws.length === 0) return result;
  const window: EventWindowPhase = { kind: 'eventWindow', before: 'redo', toAct: first, passes: 0, resume: { kind: 'redo' }, returnTo: result.phase, redo };
  const shown: DobState = { ...result, phase: window };
  if (redoCards(shown, first).length === 0) {
    if (redoCards(shown, other(first)).length === 0) return result;
    window.toAct = other(first);
    window.passes = 1;
  }
  events.push(...eventsOf(shown, (ctx) => emit(ctx, 're-do-window', ['15.3.2'], { toAct: window.toAct, draws: redo.draws })));
  return shown;
}

function refused(code: DobViolationCode, message: string): E.Either<RuleViolation<DobViolationCode>, never> {
  return E.left(violation(code, message, cite('dawn-of-battle', '15.3.2')));
}

/**
 * `apply` under the re-do option: runs the command with its die results counted and, when it drew
 * any, opens the re-do window (§15.3.2); a `redo` in the window replays the command.
 * @rule dawn-of-battle 15.3.2
 */
export function applyWithRedos(state: DobState, command: DobCommand, run: RunCommand): E.Either<RuleViolation, Step<DobState, DobEvent>> {
  const ph = redoPhase(state);
  if (command.type === 'redo') {
    if (ph === null) return refused('no-redo-window', 'A re-do is made after a die result is drawn, in the re-do window; none is open.');
    return redoCommand(state, ph, command, run);
  }
  // Every other command is tracked, a pass in an open window included: the pass that closes it
  // lets the game run on, and what that draws gets a window of its own ("under any circumstance").
  const r = run(withTracking(state, []), command);
  if (E.isLeft(r)) return r;
  const { state: shown, draws } = untracked(r.right.state);
  const events = [...r.right.events];
  const first = state.initiative.holder ?? 'A';
  // The window keeps the command to replay it: a copy, never the caller's object (which the
  // caller may change or reuse after `apply` returns).
  const kept = structuredClone(command) as DobCommand;
  return E.right({ state: openRedoWindow(shown, { base: state, command: kept, plan: [], draws }, first, events), events });
}

/**
 * `redo`: the player to act discards an event card it held before the command; the command is
 * replayed from the state before it with die result number `draw` drawn again (by the player who
 * drew it) and the rest resolving from the new result; then the opponent may answer.
 * @rule dawn-of-battle 15.3.2
 */
function redoCommand(state: DobState, ph: RedoPhase, cmd: Extract<DobCommand, { type: 'redo' }>, run: RunCommand): E.Either<RuleViolation, Step<DobState, DobEvent>> {
  const side = cmd.player;
  if (ph.toAct !== side) return refused('wrong-player', `It is ${ph.toAct}'s turn in the re-do window.`);
  if (!redoCards(state, side).includes(cmd.card)) return refused('not-in-hand', `${side} does not hold card ${cmd.card} (or drew it in this very command) to discard for a re-do.`);
  const { from, to } = redoable(ph);
  if (cmd.draw < from || cmd.draw > to) {
    return refused('no-such-draw', `Die result ${cmd.draw} cannot be drawn again: this window's are ${from}..${to}${from > 0 ? ' (none before the latest re-done one)' : ''}.`);
  }
  const b = ph.redo.base;
  const p = b.players[side];
  const discarded = { ...p, hand: p.hand.filter((c) => c !== cmd.card), deck: { drawPile: p.deck.drawPile, discardPile: [...p.deck.discardPile, cmd.card] } };
  const base: DobState = { ...b, players: side === 'A' ? { A: discarded, B: b.players.B } : { A: b.players.A, B: discarded } };
  const plan = [...ph.redo.plan, cmd.draw];
  const r = run(withTracking(base, plan), ph.redo.command);
  if (E.isLeft(r)) return refused('redo-refused', `The command cannot be replayed after the discard: ${r.left.message}`);
  const { state: replayed, draws } = untracked(r.right.state);
  const was = ph.redo.draws[cmd.draw]!;
  const events = [
    ...eventsOf(state, (ctx) => emit(ctx, 'redo', ['15.3.2'], { side, discarded: cmd.card, draw: cmd.draw, drawer: was.side, purpose: was.purpose, was: was.die, now: draws[cmd.draw]?.die ?? null })),
    ...r.right.events,
  ];
  const shown = openRedoWindow({ ...replayed, ply: state.ply + 1 }, { base, command: ph.redo.command, plan, draws }, other(side), events);
  return E.right({ state: shown, events });
}

/**
 * Called for every die result drawn while a command runs under §15.3.2: counts it and, when the
 * re-dos ask for it, has it drawn again (`redraw`, as many times as it was re-done). Returns the
 * card that stands once the re-draws are done, or `null` to carry on with `def`; `record` is then
 * called with the result as applied.
 * @rule dawn-of-battle 15.3.2
 */
export function trackRedoDraw<T>(ctx: Ctx, side: Side, purpose: string, die: number, redraw: () => T): T | null {
  const r = ctx.s.ext.redo;
  if (r === undefined) return null;
  if (!r.chain) {
    r.left = r.plan.filter((k) => k === r.seen).length;
    r.seen += 1;
  }
  if (r.left > 0) {
    r.left -= 1;
    r.chain = true;
    emit(ctx, 'redrawn', ['15.3.2'], { side, purpose, discarded: die, by: 'redo' });
    return redraw();
  }
  r.chain = false;
  return null;
}

/** Records the die result that stands (see {@link trackRedoDraw}). */
export function recordRedoDraw(ctx: Ctx, d: DieDrawn): void {
  ctx.s.ext.redo?.draws.push(d);
}
