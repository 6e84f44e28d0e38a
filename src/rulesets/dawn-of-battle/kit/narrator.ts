/**
 * Dawn of Battle in plain sentences: one short line per command, and for each event that
 * matters a sentence with its arithmetic and the sections it applied ("Longbowmen A2 fires at
 * Knights B1: best draw 5 +1 support = 6 against draw 3 + missile defence 1 + terrain 0 = 4;
 * Knights B1 is disrupted (§8.5.2, …)"). Book-keeping events (cards drawn, reshuffles) are left
 * out of the narrated battle (empty text); the log keeps them all.
 * @module
 */
import type { Citation } from '../../../core/citation.js';
import type { DobCommand, DobEvent, DobState } from '../index.js';
import type { RangedBreakdown } from '../index.js';
import type { Narration, Narrator } from '../../../core/kit.js';
import { unitName } from '../../../sim/rulesets/dawn-of-battle/units.js';

const QUIET = new Set(['card-drawn', 'deck-reshuffled', 'die-window', 'action-cycle', 'melee-cycle', 'leader-survived']);

const hexText = (h: unknown): string => {
  const x = h as { q?: unknown; r?: unknown } | null;
  return x !== null && typeof x === 'object' && typeof x.q === 'number' && typeof x.r === 'number' ? `(${x.q}, ${x.r})` : '?';
};
const sign = (n: number): string => (n >= 0 ? `+${n}` : `−${-n}`);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : JSON.stringify(v));
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

function leaderName(s: DobState, id: unknown): string {
  const l = typeof id === 'string' ? s.leaders[id] : undefined;
  return l === undefined ? str(id) : `${l.name} (${l.id})`;
}

function ranged(s: DobState, b: RangedBreakdown): string {
  const support = b.supporters.length > 0 ? ` ${sign(b.supporters.length)} support` : '';
  const best = b.draws.length > 1 ? `best of ${b.draws.length} draws ${Math.max(...b.draws)}` : `draw ${b.draws[0] ?? '?'}`;
  const outcome = b.result === 'none' ? 'no effect' : `${unitName(s, b.target)} is ${b.result}`;
  return (
    `${unitName(s, b.lead)} fires at ${unitName(s, b.target)}: ${best}${support} = ${b.attack} against draw ${b.defenseDie}` +
    ` ${sign(b.missileDefense)} missile defence ${sign(b.terrainDefense)} terrain = ${b.defense}; ${outcome}`
  );
}

/**
 * A melee with its arithmetic: each adjustment applied (§10.2.3), the strengths read on the
 * cards (§10.2.4) and each unit's result (§10.2.5), citing every section used.
 * @rule dawn-of-battle 10.2.3
 * @rule dawn-of-battle 10.2.5
 */
function melee(s: DobState, e: DobEvent): Narration {
  const st = e['strengths'] as { attacker: number; defender: number; breakdown: ReadonlyArray<{ label: string; value: number; excluded?: string; citation: Citation }> } | undefined;
  const res = e['resolution'] as { mode: string; attacker: { result: string; after: string }; defender: { result: string; after: string } } | undefined;
  const terms = (st?.breakdown ?? []).filter((b) => b.excluded === undefined && b.value !== 0).map((b) => `${b.label} ${sign(b.value)}`);
  const att = unitName(s, str(e['attacker']));
  const def = unitName(s, str(e['defender']));
  const strengths = st === undefined ? '' : `; strengths ${sign(st.attacker)} against ${sign(st.defender)}`;
  const outcome = res === undefined ? '' : `; ${res.mode === 'exMachina' ? 'ex Machina: ' : ''}${att} ${res.attacker.result} (${res.attacker.after}), ${def} ${res.defender.result} (${res.defender.after})`;
  const cites: Citation[] = [...e.citations];
  for (const b of st?.breakdown ?? []) if (b.excluded === undefined && b.value !== 0) cites.push(b.citation);
  return { text: `${att} fights ${def}: ${terms.length > 0 ? terms.join(', ') : 'no adjustments'}${strengths}${outcome}.`, citations: cites };
}

/**
 * The sentence for one event, or `null` for an event this narrator does not know (the generic
 * narration then names it).
 * @rule dawn-of-battle 5.4
 * @rule dawn-of-battle 8.5
 * @rule dawn-of-battle 10.2
 * @rule dawn-of-battle 12.2
 */
export function narrateDobEvent(e: DobEvent, s: DobState): Narration | null {
  const c: ReadonlyArray<Citation> = e.citations;
  const say = (text: string): Narration => ({ text, citations: c });
  const u = (k: string): string => unitName(s, str(e[k]));
  if (QUIET.has(e.type)) return { text: '', citations: c };
  switch (e.type) {
    case 'turn-started':
      return say(`Turn ${num(e['turn'])} begins.`);
    case 'action-points':
      return say(`${str(e['side'])} receives ${num(e['received'])} action points (${num(e['leaders'])} for leaders + ${num(e['card'])} from the card, pool ${num(e['pool'])}).`);
    case 'initiative-draw':
      return say(`${str(e['side'])} draws ${num(e['die'])} for the initiative${num(e['modification']) !== 0 ? `, modified ${sign(num(e['modification']))}` : ''}${num(e['penalty']) !== 0 ? `, holder's penalty ${sign(-num(e['penalty']))}` : ''}: ${num(e['result'])}.`);
    case 'initiative-won':
      return say(`${str(e['side'])} wins the initiative${typeof e['why'] === 'string' ? ` (${e['why']})` : ''}.`);
    case 'initiative-settled':
      return say(`${str(e['holder'])} holds the initiative.`);
    case 'leader-placed':
      return say(`${str(e['side'])} places a leader face down at ${hexText(e['hex'])}.`);
    case 'formation-activated': {
      const units = Array.isArray(e['units']) ? (e['units'] as string[]) : [];
      return say(`${str(e['side'])} spends ${num(e['cost'])} AP: ${leaderName(s, e['leader'])} leads ${units.map((x) => unitName(s, x)).join(', ')} to ${str(e['action'])}.`);
    }
    case 'unit-activated':
      return say(`${str(e['side'])} activates ${u('unit')} to ${str(e['action'])}.`);
    case 'unit-moved':
      return say(`${u('unit')} ${e['charge'] === true ? 'charges' : 'moves'} from ${hexText(e['from'])} to ${hexText(e['to'])}, facing ${num(e['facing'])}, spending ${num(e['spent'])} movement.`);
    case 'charge-declared':
      return say(`${u('unit')} carries a Charge marker.`);
    case 'ranged-attack':
      return say(`${ranged(s, e['breakdown'] as RangedBreakdown)}.`);
    case 'unit-disrupted':
      return say(`${u('unit')} is disrupted (${str(e['reason'])}).`);
    case 'unit-eliminated':
      return say(`${u('unit')} is eliminated (${str(e['reason'])}); ${str(e['side'])}'s losses reach ${num(e['losses'])}.`);
    case 'rally':
      return say(
        e['automatic'] === true
          ? `${u('unit')} rallies automatically (${str(e['why'])}).`
          : `${u('unit')} ${e['success'] === true ? 'rallies' : 'fails to rally'}: draw ${num(e['die'])} ${sign(num(e['modifiers']))} against morale ${num(e['morale'])}.`,
      );
    case 'die-modified':
      return say(`${str(e['side'])} spends 1 AP to move ${str(e['drawer'])}'s draw ${sign(num(e['delta']))} (net ${sign(num(e['net']))}).`);
    case 'first-actor':
      return say(`${str(e['side'])} spends the first action point.`);
    case 'chits-banked':
      return say(`${str(e['side'])} banks ${num(e['count'])} chit${num(e['count']) === 1 ? '' : 's'} for the handicap (pool now ${num(e['pool'])}).`);
    case 'handicap-draw':
      return say(`${str(e['side'])}'s handicap draw: ${num(e['die'])} against ${num(e['need'])} for banked value ${num(e['banked'])}: ${e['success'] === true ? 'success' : 'failure'}.`);
    case 'melee-initiated':
      return say(`${u('attacker')} attacks ${u('defender')}${typeof e['second'] === 'string' ? ` and ${u('second')}` : ''}.`);
    case 'melee':
      return melee(s, e);
    case 'withdrawal':
      return say(`${u('unit')} withdraws from ${hexText(e['from'])} to ${hexText(e['to'])}.`);
    case 'stands':
      return say(`${u('unit')} stands to receive the attack.`);
    case 'exertion':
      return say(`${str(e['side'])} exerts ${num(e['chits'])} chit${num(e['chits']) === 1 ? '' : 's'} for the ${str(e['role'])}.`);
    case 'advanced':
      return say(`${u('unit')} advances into ${hexText(e['to'])}.`);
    case 'forced-pass':
      return say(`${str(e['side'])} has no action points left and passes.`);
    case 'melee-passed':
      return say(`${str(e['side'])} initiates no (more) melee.`);
    case 'melee-ended':
    case 'turn-end':
      return { text: '', citations: c };
    case 'passed':
      return say(`${str(e['side'])} passes with ${num(e['unspent'])} AP unspent.`);
    case 'army-panic':
      return say(`${str(e['side'])}'s army panics: losses ${num(e['losses'])} reach its panic level ${num(e['panicLevel'])}.`);
    case 'panic-move':
      return say(`${u('unit')} flees ${num(e['distance'])} hexes from the enemy to ${hexText(e['to'])}.`);
    case 'panic-rout':
      return say(`${u('unit')} routs.`);
    case 'panic-exit':
      return say(`${u('unit')} flees off the map.`);
    case 'leader-killed':
      return say(`${leaderName(s, e['leader'])} is killed.`);
    case 'leader-wounded':
      return say(`${leaderName(s, e['leader'])} is wounded and returns on turn ${num(e['returnTurn'])}.`);
    case 'game-over': {
      const r = e['result'] as { reason?: unknown } | null;
      return say(`The battle ends: ${r !== null && typeof r === 'object' ? str(r.reason) : 'no result'}.`);
    }
    default:
      return null;
  }
}

/**
 * A short line for a command (the events that follow carry the arithmetic).
 * @rule dawn-of-battle 4.0
 */
export function narrateDobCommand(cmd: DobCommand, s: DobState): Narration | null {
  const side = cmd.side;
  switch (cmd.type) {
    case 'move':
      return { text: `${side}: ${cmd.charge === true ? 'charge' : 'move'} ${unitName(s, cmd.unit)}${cmd.selfDisrupt === true ? ' (disrupting itself for speed)' : ''}`, citations: [] };
    case 'fire':
      return { text: `${side}: ${unitName(s, cmd.lead)} fires at ${unitName(s, cmd.target)}${cmd.supporters.length > 0 ? ` with ${cmd.supporters.length} supporting` : ''}`, citations: [] };
    case 'activateFormation':
      return { text: `${side}: activate a formation of ${cmd.units.length} to ${cmd.action}`, citations: [] };
    case 'activateUnit':
      return { text: `${side}: activate ${unitName(s, cmd.unit)} to ${cmd.action}`, citations: [] };
    case 'placeLeader':
      return { text: `${side}: place a leader face down`, citations: [] };
    default:
      return { text: `${side}: ${cmd.type.replace(/[A-Z]/g, (m) => ` ${m.toLowerCase()}`)}`, citations: [] };
  }
}

/** Dawn of Battle's narrator for logs, `strategos replay` and the sample battle of `npm start`. */
export const dobNarrator: Narrator<DobState, DobCommand, DobEvent> = {
  command: (cmd, ctx) => narrateDobCommand(cmd, ctx.state),
  event: (e, ctx) => narrateDobEvent(e, ctx.state) ?? { text: e.type, citations: e.citations },
};
