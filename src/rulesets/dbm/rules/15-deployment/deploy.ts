/**
 * Deployment (p.15, L1120-1146): the defender places his baggage, then the invader; then they
 * deploy one command each in turn, the defender first, each starting with his largest command;
 * then each assigns all his baggage to the C-in-C's or a sub-general's command. Garrisons of a
 * built-up area, fortifications, secret records, flank marches and ambushes are not played yet.
 * @module
 */
import { newElement, type DbxElement } from '../../../dbx/elements.js';
import { rule } from '../../data/cite.js';
import { done, refused, type Applied } from '../../kernel/result.js';
import type { Placement } from '../../model/commands.js';
import type { DbmEvent } from '../../model/events.js';
import type { DbmCommand, DbmState } from '../../model/state.js';
import { beginBattle } from '../16-sequence/bound.js';
import { checkBaggage, checkCommandArea, checkPlacements, placedElement } from './area.js';

/** The baggage of `player` (not yet assigned to a command). */
export function baggageOf(state: DbmState, player: string): string[] {
  return Object.values(state.troops)
    .filter((t) => t.side === player && t.type === 'Bge')
    .map((t) => t.id);
}

/** `player`'s commands not yet deployed. */
export function commandsToDeploy(state: DbmState, player: string): DbmCommand[] {
  return Object.values(state.commands).filter((c) => c.side === player && !state.deployed.includes(c.id));
}

/** Elements of a command that count for its size (baggage is never part of one before it is assigned). */
function sizeOf(c: DbmCommand): number {
  return c.elements.length;
}

/**
 * The commands `player` may deploy now: the largest first (by number of elements; ties any of
 * them), then any (p.15, L1128-1131).
 * @rule dbm p.15
 * @ruling DBM-R9
 */
export function deployableCommands(state: DbmState, player: string): DbmCommand[] {
  const left = commandsToDeploy(state, player);
  const anyDeployed = Object.values(state.commands).some((c) => c.side === player && state.deployed.includes(c.id));
  if (anyDeployed || left.length === 0) return left;
  const most = Math.max(...left.map(sizeOf));
  return left.filter((c) => sizeOf(c) === most);
}

function elementsFrom(state: DbmState, placements: ReadonlyArray<Placement>): DbxElement[] {
  return placements.map((p) => placedElement(state, state.troops[p.element]!, p));
}

function sameSet(a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean {
  return a.length === b.length && new Set(a).size === a.length && a.every((x) => b.includes(x));
}

function withElements(state: DbmState, placed: ReadonlyArray<DbxElement>): DbmState {
  const elements = { ...state.elements };
  for (const e of placed) elements[e.id] = e;
  return { ...state, elements };
}

/** Who deploys after the baggage and commands placed so far, or the next phase. */
function nextDeployment(state: DbmState, events: DbmEvent[]): DbmState {
  const { invader, defender } = state.setup!;
  const lastDeployer = state.phase.tag === 'deploy-command' ? state.phase.player : null;
  const order = lastDeployer === defender ? [invader, defender] : [defender, invader];
  for (const p of order) if (commandsToDeploy(state, p).length > 0) return { ...state, phase: { tag: 'deploy-command', player: p } };
  return nextAssignment(state, events);
}

function nextAssignment(state: DbmState, events: DbmEvent[]): DbmState {
  const { invader, defender } = state.setup!;
  for (const p of [defender, invader]) if (baggageOf(state, p).some((id) => state.troops[id]!.command === null)) return { ...state, phase: { tag: 'assign-baggage', player: p } };
  return beginBattle(state, events);
}

/**
 * Places all of `player`'s baggage (p.15, L1116-1124).
 * @rule dbm p.15
 */
export function deployBaggage(state: DbmState, player: string, placements: ReadonlyArray<Placement>): Applied {
  const want = baggageOf(state, player);
  if (!sameSet(placements.map((p) => p.element), want)) return refused('wrong-elements', `Place all of your baggage at once: ${want.join(', ')}.`, rule('p.15', 'L1120-1124'));
  const placed = elementsFrom(state, placements);
  const bad = checkPlacements(state, player, placed) ?? checkBaggage(state, player, placed);
  if (bad !== null) return refused(bad.code, bad.message, ...bad.citations);
  const events: DbmEvent[] = [{ type: 'baggage-deployed', player, elements: want, citations: [rule('p.15', 'L1120-1124: the defender places his baggage first, then the invader')] }];
  let s = withElements(state, placed);
  const { invader } = s.setup!;
  s = player !== invader ? { ...s, phase: { tag: 'deploy-baggage', player: invader } } : nextDeployment({ ...s, phase: { tag: 'deploy-baggage', player } }, events);
  return done(s, events);
}

/**
 * Deploys one command (p.15, L1128-1137): every element of it, inside the deployment limits,
 * its rectangle clear of the other friendly commands'.
 * @rule dbm p.15
 */
export function deployCommand(state: DbmState, player: string, command: string, placements: ReadonlyArray<Placement>): Applied {
  const c = state.commands[command];
  if (c === undefined) return refused('unknown-command', `No command ${command}.`, rule('p.11'));
  if (c.side !== player) return refused('not-your-command', `${command} is not yours.`, rule('p.11'));
  if (state.deployed.includes(command)) return refused('out-of-order', `${command} is already deployed.`, rule('p.15', 'L1128-1131'));
  if (!deployableCommands(state, player).some((x) => x.id === command)) return refused('out-of-order', `Deploy your largest command first (${deployableCommands(state, player).map((x) => x.id).join(' or ')}).`, rule('p.15', 'L1128-1131'));
  if (!sameSet(placements.map((p) => p.element), c.elements)) return refused('wrong-elements', `Place every element of ${command} and none other.`, rule('p.15', 'L1131-1133'));
  const placed = elementsFrom(state, placements);
  const bad = checkPlacements(state, player, placed) ?? checkCommandArea(state, player, command, placed);
  if (bad !== null) return refused(bad.code, bad.message, ...bad.citations);
  const events: DbmEvent[] = [{ type: 'command-deployed', player, command, elements: c.elements, citations: [rule('p.15', 'L1128-1137: one command each in turn, inside its own rectangle')] }];
  const s = withElements({ ...state, deployed: [...state.deployed, command] }, placed);
  return done(nextDeployment(s, events), events);
}

/**
 * Assigns all of `player`'s baggage to the C-in-C's or a sub-general's command (p.11, L783-784;
 * p.15, L1144-1146).
 * @rule dbm p.15
 */
export function assignBaggage(state: DbmState, player: string, command: string): Applied {
  const c = state.commands[command];
  if (c === undefined) return refused('unknown-command', `No command ${command}.`, rule('p.15'));
  if (c.side !== player) return refused('not-your-command', `${command} is not yours.`, rule('p.15'));
  if (c.role === 'ally') return refused('not-your-command', 'Baggage goes to the C-in-C\'s or a sub-general\'s command, not an ally\'s.', rule('p.11', 'L783-784'));
  const ids = baggageOf(state, player);
  const troops = { ...state.troops };
  const elements = { ...state.elements };
  for (const id of ids) {
    troops[id] = { ...troops[id]!, command };
    const e = elements[id];
    if (e !== undefined) elements[id] = newElement({ ...e, command });
  }
  const commands = { ...state.commands, [command]: { ...c, elements: [...c.elements, ...ids] } };
  const events: DbmEvent[] = [{ type: 'baggage-assigned', player, command, elements: ids, citations: [rule('p.15', 'L1144-1146')] }];
  return done(nextAssignment({ ...state, troops, elements, commands }, events), events);
}
