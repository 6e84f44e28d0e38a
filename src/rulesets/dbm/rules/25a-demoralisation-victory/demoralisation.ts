/**
 * Demoralised commands and army defeat (p.25a, L2114-2127). At the end of every bound a command
 * that has lost a third of its original element equivalents is demoralised for the rest of the
 * game; a command whose general is lost is tested once, at its next PIP die; an army whose
 * losses (demoralised commands at their full strength, baggage by its weight) reach half its
 * original strength is defeated, and its remaining commands are demoralised.
 * @module
 */
import { rule, ruling } from '../../data/cite.js';
import type { DbmEvent } from '../../model/events.js';
import type { DbmState } from '../../model/state.js';
import { armyDefeatCount, armyOriginal, commandLosses, isLost } from '../25-pursuit-losses/losses.js';

/**
 * A command is demoralised by losses when it has lost at least a third of its original element
 * equivalents (L2114-2116).
 * @rule dbm p.25a L2114-2116
 */
export function demoralisedByLosses(lost: number, original: number): boolean {
  return original > 0 && lost * 3 >= original;
}

/**
 * An army is defeated when its count reaches half its original element equivalents (L2124-2127).
 * @rule dbm p.25a L2124-2127
 */
export function armyBroken(count: number, original: number): boolean {
  return original > 0 && count * 2 >= original;
}

/**
 * The one-off test of a command whose general is lost (L2116-2118): demoralised when the PIP die
 * is not greater than its losses (`'not-greater'`, the default), or less than them (`'less'`).
 * @rule dbm p.25a L2116-2118
 * @ruling DBM-R48
 */
export function failsGeneralLossTest(pip: number, lost: number, comparison: string): boolean {
  return comparison === 'less' ? pip < lost : pip <= lost;
}

function demoralise(s: DbmState, command: string, why: 'losses' | 'general-lost' | 'army-defeated', events: DbmEvent[]): DbmState {
  if (s.morale.demoralised.includes(command)) return s;
  const c = s.commands[command]!;
  const lost = commandLosses(s, command);
  const cite =
    why === 'losses'
      ? rule('p.25a', 'L2114-2116: a third of its element equivalents lost')
      : why === 'general-lost'
        ? rule('p.25a', 'L2116-2118: its general lost and its PIP die no more than its losses')
        : rule('p.25a', 'L2124-2127: the army is defeated');
  events.push({ type: 'command-demoralised', command, side: c.side, lost, original: c.originalEle, why, citations: [cite] });
  return { ...s, morale: { ...s.morale, demoralised: [...s.morale.demoralised, command].sort() } };
}

/**
 * The end-of-bound tests (L2114-2127): generals newly lost are noted for their PIP test, commands
 * demoralised by losses, armies defeated. Idempotent: a second call changes nothing.
 * @rule dbm p.25a L2114-2127
 * @ruling DBM-R47
 */
export function moraleTests(state: DbmState, events: DbmEvent[]): DbmState {
  let s = state;
  const generalLost = { ...s.morale.generalLost };
  let noted = false;
  for (const c of Object.values(s.commands)) {
    if (generalLost[c.id] === undefined && isLost(s, c.general)) {
      generalLost[c.id] = 'pending';
      noted = true;
    }
  }
  if (noted) s = { ...s, morale: { ...s.morale, generalLost } };
  for (const c of Object.values(s.commands).sort((a, b) => (a.id < b.id ? -1 : 1))) {
    if (!s.morale.demoralised.includes(c.id) && demoralisedByLosses(commandLosses(s, c.id), c.originalEle)) s = demoralise(s, c.id, 'losses', events);
  }
  for (const side of s.players) {
    if (s.morale.defeated.includes(side)) continue;
    const count = armyDefeatCount(s, side);
    const original = armyOriginal(s, side);
    if (!armyBroken(count, original)) continue;
    events.push({ type: 'army-defeated', side, lost: count, original, citations: [rule('p.25a', 'L2124-2127: half the army lost'), ruling('DBM-R47', 'demoralised commands count their whole strength')] });
    s = { ...s, morale: { ...s.morale, defeated: [...s.morale.defeated, side] } };
    for (const c of Object.values(s.commands).sort((a, b) => (a.id < b.id ? -1 : 1))) if (c.side === side) s = demoralise(s, c.id, 'army-defeated', events);
  }
  return s;
}

/**
 * The PIP-die test of commands whose general is lost (L2116-2118), at their side's PIP throw.
 * @rule dbm p.25a L2116-2118
 * @ruling DBM-R48
 */
export function generalLossTests(state: DbmState, scores: Readonly<Record<string, number>>, events: DbmEvent[]): DbmState {
  let s = state;
  for (const [cmd, status] of Object.entries(state.morale.generalLost).sort()) {
    if (status !== 'pending') continue;
    const pip = scores[cmd];
    if (pip === undefined) continue;
    s = { ...s, morale: { ...s.morale, generalLost: { ...s.morale.generalLost, [cmd]: 'tested' } } };
    if (!s.morale.demoralised.includes(cmd) && failsGeneralLossTest(pip, commandLosses(s, cmd), s.config.generalLossTest)) s = demoralise(s, cmd, 'general-lost', events);
  }
  return s;
}
