/**
 * Dawn of Battle in plain sentences: one short line per command, and for each event that
 * matters a sentence with its arithmetic and the sections it applied ("Longbowmen A2 fires at
 * Knights B1: best draw 5 +1 support = 6 against draw 3 + missile defence 1 + terrain 0 = 4;
 * Knights B1 is disrupted (§8.5.2, …)"). Every event type has a sentence except the few
 * book-keeping ones in {@link QUIET_DOB_EVENTS} (empty text: left out of a narrated battle, kept
 * in the log). The narrator tells what the events it is given say: give it a player's filtered
 * events (`filterEvents`) and a leader whose name was withheld is "a face-down leader".
 * @module
 */
import type { Citation } from '../../../core/citation.js';
import type { DobCommand, DobEvent, DobEventOf, DobState, MeleeEvent, RangedBreakdown } from '../index.js';
import type { Hex } from '../model/geometry.js';
import type { Narration, Narrator } from '../../../core/kit.js';
import { dataOf } from '../query/derived.js';

/**
 * Event types narrated as empty text (book-keeping, left out of a narrated battle): a reader
 * loses nothing, since the events that follow repeat what matters. A card drawn for a die shows
 * its value in the event that uses it (fire, rally, initiative, melee); a die-modification window
 * opening shows as the modification made, if any; the end of a melee and the closing of an event
 * window are followed by the next action.
 */
export const QUIET_DOB_EVENTS: ReadonlySet<DobEvent['type']> = new Set(['card-drawn', 'die-window', 'melee-ended', 'event-window-closed']);

const hexText = (h: Hex | null | undefined): string => (h === null || h === undefined ? '?' : `(${h.q}, ${h.r})`);
const sign = (n: number): string => (n >= 0 ? `+${n}` : `−${-n}`);
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
/** A sentence: `text` with exactly one full stop at the end (reasons that end in one keep it). */
const sentence = (text: string): string => `${text.replace(/[.\s]+$/, '')}.`;
/** A reason or note inside a sentence, without its own full stop. */
const clause = (text: string): string => text.replace(/[.\s]+$/, '');

/** A unit as a sentence names it: its counter's name and its id (`Knights A3`), or the bare id. */
function unitName(s: DobState, id: string): string {
  const u = s.units[id];
  const c = u === undefined ? undefined : dataOf(s).counters.counters[u.counter];
  return c === undefined ? id : `${c.name} ${id}`;
}

/** A leader by name, or "a face-down (B) leader" when its name was withheld (`filterEvents`). */
function leaderName(s: DobState, id: string | null, side?: string): string {
  if (id === null) return side === undefined ? 'a face-down leader' : `a face-down ${side} leader`;
  const l = s.leaders[id];
  return l === undefined || l.name === id ? id : `${l.name} (${l.id})`;
}

const BEFORE: Readonly<Record<DobEventOf<'event-window'>['before'], string>> = {
  ranged: 'ranged attack', rally: 'rally', melee: 'melee', casualty: 'casualty check', randomEvent: 'random event draw', initiative: 'initiative draw', redo: 're-do window',
};


/** What a draw was for, inside a sentence. */
const purposeText = (p: string): string => clause(p);

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
function melee(s: DobState, e: MeleeEvent): Narration {
  const st = e.strengths;
  const res = e.resolution;
  const terms = st.breakdown.filter((b) => b.excluded === undefined && b.value !== 0).map((b) => `${b.label} ${sign(b.value)}`);
  const name = (id: string): string => (s.leaders[id] !== undefined ? leaderName(s, id) : unitName(s, id));
  const att = name(e.attacker);
  const def = name(e.defender);
  const strengths = `; strengths ${sign(st.attacker)} against ${sign(st.defender)}`;
  const outcome = `; ${res.mode === 'exMachina' ? 'ex Machina: ' : ''}${att} ${res.attacker.result} (${res.attacker.after}), ${def} ${res.defender.result} (${res.defender.after})`;
  const cites: Citation[] = [...e.citations];
  for (const b of st.breakdown) if (b.excluded === undefined && b.value !== 0) cites.push(b.citation);
  return { text: sentence(`${att} fights ${def}: ${terms.length > 0 ? terms.join(', ') : 'no adjustments'}${strengths}${outcome}`), citations: cites };
}

/** The sentence for `e` without its citations ('' for the {@link QUIET_DOB_EVENTS}). */
function text(e: DobEvent, s: DobState): string {
  const u = (id: string): string => unitName(s, id);
  const units = (ids: ReadonlyArray<string>): string => (ids.length === 0 ? 'no units' : ids.map(u).join(', '));
  switch (e.type) {
    // Cards and draws (§2.7, §15.3)
    case 'card-drawn':
    case 'die-window':
    case 'melee-ended':
    case 'event-window-closed':
      return '';
    case 'deck-reshuffled':
      return `${e.side} shuffles its discard pile into a new draw pile.`;
    case 'die-rolled':
      return `${e.side} rolls a die for ${purposeText(e.purpose)}: ${e.die}.`;
    case 'panic-check':
      return `${e.side}'s roll of 1 calls for a panic check: ${e.panics ? 'the army panics' : 'no panic'}.`;
    case 'elephant-icon':
      return `${e.side}'s draw for ${purposeText(e.purpose)} shows an elephant: the elephants must test their control.`;
    case 'redrawn':
      return e.by === 'redo'
        ? `${e.side}'s draw of ${e.discarded} for ${purposeText(e.purpose)} is set aside and drawn again (re-do).`
        : `${e.by} plays card ${e.card}: ${e.side}'s draw of ${e.discarded} for ${purposeText(e.purpose)} is drawn again.`;
    case 'event-die-modifier':
      return `Event cards ${e.events.join(', ')} change ${e.side}'s draw for ${purposeText(e.purpose)} by ${sign(e.modifier)} to ${e.die}.`;
    case 're-do-window':
      return `A re-do window opens over ${plural(e.draws.length, 'draw')}; ${e.toAct} may discard a card to redo one.`;
    case 'redo':
      return `${e.side} discards card ${e.discarded} to redo ${e.drawer}'s draw for ${purposeText(e.purpose)}: ${e.was} becomes ${e.now ?? 'no result'}.`;
    // Sequence of play (§4, §5)
    case 'turn-started':
      return `Turn ${e.turn} begins.`;
    case 'action-points':
      return `${e.side} receives ${e.received} action points (${e.leaders} for leaders + ${e.card} from the card, pool ${e.pool}).`;
    case 'loss-of-leadership':
      return `${e.side} suffers a loss of leadership this turn.`;
    case 'leader-placed':
      return `${e.side} places a leader face down at ${hexText(e.hex)}.`;
    case 'initiative-bid':
      return `${e.side} bids an action point for the initiative.`;
    case 'die-modified':
      return `${e.side} spends 1 AP to move ${e.drawer}'s draw ${sign(e.delta)} (net ${sign(e.net)}).`;
    case 'initiative-draw':
      return `${e.side} draws ${e.die} for the initiative${e.modification !== 0 ? `, modified ${sign(e.modification)}` : ''}${e.penalty !== 0 ? `, holder's penalty ${sign(-e.penalty)}` : ''}: ${e.result}.`;
    case 'initiative-tie':
      return 'The initiative draws tie and are drawn again.';
    case 'initiative-won':
      return sentence(`${e.side} wins the initiative (${clause(e.why)})`);
    case 'initiative-settled':
      return `${e.holder} holds the initiative (marker in box ${e.box}).`;
    case 'action-cycle':
      return `The action cycle begins; ${e.initiative} holds the initiative.`;
    case 'first-actor':
      return `${e.side} spends the first action point.`;
    case 'formation-activated':
      return `${e.side} spends ${e.cost} AP: ${leaderName(s, e.leader)} leads ${units(e.units)} to ${e.action}.`;
    case 'unit-activated':
      return `${e.side} activates ${u(e.unit)} to ${e.action}.`;
    case 'cannon-activated':
      return `${e.side} activates the cannon at ${hexText(e.hex)} (${units(e.units)}) to ${e.action}.`;
    case 'event-purchased':
      return `${e.side} buys an event card (hand now ${plural(e.hand, 'card')}).`;
    case 'chits-banked':
      return `${e.side} banks ${plural(e.count, 'chit')} for the handicap (pool now ${e.pool}).`;
    case 'passed':
      return `${e.side} passes with ${e.unspent} AP unspent.`;
    case 'forced-pass':
      return `${e.side} has no action points left and passes.`;
    case 'melee-cycle':
      return `The melee cycle begins${e.initiative === null ? '' : `; ${e.initiative} initiates first`}.`;
    case 'melee-passed':
      return `${e.side} initiates no more melees this turn.`;
    case 'turn-end':
      return `Turn ${e.turn} ends.`;
    // Leaders (§5.2, §6, §15.12, §15.13)
    case 'leader-flipped':
      return `${leaderName(s, e.leader, e.side)} has moved ${e.moved} hexes, beyond its range: it forms no more formations this turn.`;
    case 'leader-survived':
      return `${leaderName(s, e.leader, e.side)} survives the casualty check${e.die !== undefined ? ` (draw ${e.die}, modified ${sign(e.modification ?? 0)})` : ''}.`;
    case 'leader-wounded':
      return `${leaderName(s, e.leader)} is wounded and returns on turn ${e.returnTurn}.`;
    case 'leader-killed':
      return `${e.side}'s ${leaderName(s, e.leader)} is killed.`;
    case 'leader-spared':
      return `${e.side} plays ${e.title} (card ${e.card}): ${leaderName(s, e.leader, e.side)} escapes death.`;
    case 'leader-revealed':
      return sentence(`${e.side}'s ${leaderName(s, e.leader)} is turned face up: it ${clause(e.why)}`);
    case 'leader-held':
      return `${leaderName(s, e.leader)} holds its ground (result ${e.result}).`;
    case 'dummy-removed':
      return sentence(`${e.side}'s leader ${leaderName(s, e.leader)} was a dummy and is removed (${clause(e.why)})`);
    // Movement and reinforcements (§7)
    case 'unit-moved':
      return `${u(e.unit)} ${e.charge ? 'charges' : 'moves'} from ${hexText(e.from)} to ${hexText(e.to)}, facing ${e.facing}, spending ${e.spent} movement.`;
    case 'charge-declared':
      return `${u(e.unit)} carries a Charge marker.`;
    case 'charge-cancelled':
      return 'card' in e ? `Event card ${e.card} takes ${u(e.unit)}'s Charge marker away.` : `${u(e.unit)} loses its Charge marker.`;
    case 'reinforcements-activated':
      return `${e.side} activates reinforcement group ${e.group}: ${units(e.units)} may enter.`;
    case 'unit-entered':
      return `${u(e.unit)} enters the map at ${hexText(e.hex)}, facing ${e.facing}${e.doubled ? ', doubled' : ''}${e.disrupted ? ', disrupted' : ''} (${e.movement} movement).`;
    // Fire (§8)
    case 'rapid-fire-plan':
      return `${u(e.unit)} plans its rapid fire: ${e.plan.join(', ')}.`;
    case 'ranged-attack':
      return sentence(ranged(s, e.breakdown));
    case 'pre-melee-fire':
      return e.shots.length === 0 ? 'No unit fires before the melee.' : `Fire before the melee: ${e.shots.map((x) => `${u(x.firer)} at ${u(x.target)} (${plural(x.draws, 'draw')})`).join('; ')}.`;
    case 'cannon-captured':
      return `${e.by} captures ${u(e.unit)}; ${e.from}'s losses reach ${e.losses}.`;
    // Rally, results and panic (§9, §12)
    case 'rally':
      return e.automatic
        ? sentence(`${u(e.unit)} rallies automatically (${clause(e.why)})`)
        : `${u(e.unit)} ${e.success ? 'rallies' : 'fails to rally'}${e.event === true ? ' (event card)' : ''}: draw ${e.die} ${sign(e.modifiers)} against morale ${e.morale}.`;
    case 'panic-icon':
      return `${e.side} draws a panic icon${e.effective === undefined ? '' : e.effective ? ': its losses have reached its panic level' : ': its losses are below its panic level, no effect'}.`;
    case 'unit-disrupted':
      return sentence(`${u(e.unit)} is disrupted (${clause(e.reason)})`);
    case 'unit-eliminated':
      return `${u(e.unit)} is eliminated (${clause(e.reason)}); ${e.side}'s losses reach ${e.losses}.`;
    case 'army-panic':
      return `${e.side}'s army panics: losses ${e.losses} reach its panic level ${e.panicLevel}.`;
    case 'panic-exit':
      return `${u(e.unit)} flees off the map.`;
    case 'panic-rout':
      return `${u(e.unit)} routs.`;
    case 'panic-stands':
      return sentence(`${u(e.unit)} panics but stands (${clause(e.reason)})`);
    case 'panic-move':
      return `${u(e.unit)} flees from ${hexText(e.from)} to ${hexText(e.to)}, ${e.distance} hexes from the enemy.`;
    // Melee (§10, §11)
    case 'melee-initiated': {
      const def = s.leaders[e.defender] !== undefined ? leaderName(s, e.defender) : u(e.defender);
      const att = s.leaders[e.attacker] !== undefined ? leaderName(s, e.attacker) : u(e.attacker);
      return `${att} attacks ${def}${e.second !== undefined ? ` and ${u(e.second)}` : ''}${e.offMap !== undefined ? ` from off the map at ${hexText(e.offMap)}` : ''}${e.capture ? ' to capture its cannon' : ''}.`;
    }
    case 'melee-cancelled':
      return sentence(`${u(e.attacker)}'s attack${e.defender !== undefined ? ` on ${s.leaders[e.defender] !== undefined ? leaderName(s, e.defender) : u(e.defender)}` : ''} does not take place: ${clause(e.reason)}`);
    case 'melee-won-by-fire':
      return `${u(e.defender)} fell to the fire before the melee: ${u(e.attacker)} wins without a fight.`;
    case 'withdrawal':
      return `${u(e.unit)} withdraws from ${hexText(e.from)} to ${hexText(e.to)}.`;
    case 'stands':
      return `${u(e.unit)} stands to receive the attack.`;
    case 'exertion':
      return `${e.side} exerts ${plural(e.chits, 'chit')} for the ${e.role}.`;
    case 'melee':
      return melee(s, e).text;
    case 'held-results':
      return `${u(e.unit)} holds its results over (${e.results.join(', ') || 'none'}): it ends ${e.fate}.`;
    case 'advanced':
      return 'leader' in e ? `${leaderName(s, e.leader)} moves into ${hexText(e.to)}.` : `${u(e.unit)} advances from ${hexText(e.from)} into ${hexText(e.to)}.`;
    case 'no-advance':
      return sentence(`${u(e.unit)} does not advance: ${clause(e.reason)}`);
    case 'continuance':
      return 'defender' in e ? `${u(e.unit)} continues its charge against ${u(e.defender)}.` : `${u(e.unit)} continues its charge against ${leaderName(s, e.leader, e.side)}.`;
    case 'looting':
      return `${u(e.unit)} loots the enemy camp${e.leaders.length > 0 ? `, taking ${e.leaders.map((l) => leaderName(s, l)).join(', ')} with it` : ''}.`;
    case 'leader-looting':
      return `${leaderName(s, e.leader)} loots: draw ${e.die} against morale ${e.morale}, back on turn ${e.returnTurn} (${plural(e.delay, 'turn')} away).`;
    // Victory (§13)
    case 'handicap-draw':
      return `${e.side}'s handicap draw: ${e.die}${e.modification !== undefined ? ` (modified ${sign(e.modification)})` : ''} against ${e.need} for banked value ${e.banked}: ${e.success ? 'success' : 'failure'}.`;
    case 'game-over':
      return sentence(`The battle ends: ${clause(e.result.reason)}`);
    // Event cards (§14)
    case 'event-played':
      return 'title' in e ? `${e.side} plays ${e.title} (card ${e.card}).` : `${e.side} plays event card ${e.card} for the ${e.role}.`;
    case 'event-action-points':
      return `An event card changes ${e.side}'s action points by ${sign(e.change)} (now ${e.unspent}).`;
    case 'event-extra-actions':
      return `An event card gives ${e.side} ${plural(e.count, 'extra activation')}.`;
    case 'event-cancelled':
      return `${e.side} plays card ${e.card} to cancel card ${e.cancelled}.`;
    case 'event-manual':
      return sentence(`${e.side}'s card ${e.card} is applied by hand: ${clause(e.effect.note)}`);
    case 'event-window':
      return `Event cards may be played before the ${BEFORE[e.before]}; ${e.first} answers first.`;
    case 'event-discarded':
      return `${e.side} discards event card ${e.card}.`;
    case 'fatigue':
      return 'both' in e ? 'Both armies drew fatigue.' : `${e.side}'s fatigue draw: ${e.die}${e.modification !== undefined ? ` (modified ${sign(e.modification)})` : ''}: ${e.fatigued ? `fatigued (fatigue ${e.fatigue})` : 'no fatigue'}.`;
    case 'end-of-game-event':
      return 'both' in e ? 'Both armies drew the end-of-game event.' : `${e.side}'s end-of-game draw: ${e.die}${e.modification !== undefined ? ` (modified ${sign(e.modification)})` : ''}: ${e.ends ? 'the battle ends this turn' : 'the battle goes on'}.`;
    // Optional rules (§15)
    case 'deployment':
      return `Deployment: ${e.side} now ${e.step === 'campB' ? 'places its Camp' : 'may adjust its Camp'}.`;
    case 'unit-deployed':
      return `${e.side} deploys ${u(e.unit)} at ${hexText(e.hex)}, facing ${e.facing}.`;
    case 'leader-deployed':
      return `${e.side} deploys ${leaderName(s, e.leader)} at ${hexText(e.hex)}.`;
    case 'deployment-complete':
      return 'Deployment is complete.';
    case 'panic-bid':
      return `Seat ${e.seat} bids ${plural(e.points, 'panic point')}.`;
    case 'panic-bidding-won':
      return `Seat ${e.seat} wins the panic bidding with ${plural(e.points, 'point')}.`;
    case 'army-chosen':
      return `Seat ${e.seat} takes army ${e.army} (panic level ${e.panicLevel}); seat ${e.otherSeat} takes army ${e.otherArmy}.`;
    case 'barbarian-charge':
      return `${e.side}'s barbarians charge on turn ${e.turn}${e.forced === true ? ', their restraint having failed' : ''}.`;
    case 'restraint-check':
      return `${e.sides.join(' and ')} must test their restraint.`;
    case 'restraint-bid':
      return `${e.side} commits ${plural(e.chits, 'chit')} to restraint.`;
    case 'restraint':
      return `${e.side}'s restraint draw: ${e.die} with ${plural(e.chits, 'chit')} against morale ${e.morale}: ${e.passed ? 'restrained' : 'not restrained'}.`;
    case 'impetuous-move':
      return 'stays' in e ? `Impetuous ${u(e.unit)} stays where it is.` : `Impetuous ${u(e.unit)} ${e.charge ? 'charges' : 'moves'} to ${hexText(e.to)}.`;
    case 'impetuous-fire':
      return `Impetuous ${u(e.unit)} fires at ${u(e.target)}${e.after ? ' after moving' : ''}.`;
    case 'impetuous-engaged':
      return `Impetuous ${u(e.unit)} is engaged${e.moved === false ? ' without moving' : ''}.`;
    case 'impetuous-failed':
      return `Impetuous ${u(e.unit)} cannot reach the enemy.`;
    case 'impetuous-melee':
      return `The engaged impetuous units must attack: ${units(e.units)}.`;
    case 'elephant-control':
      return e.kept ? `${u(e.unit)} stays under control (draw ${e.die} against morale ${e.morale}).` : `${u(e.unit)} slips out of control (draw ${e.die} against morale ${e.morale}); table draw ${e.table}: ${e.effect}.`;
    case 'elephant-stampede':
      return e.moved ? `Stampeding ${u(e.unit)} charges from ${hexText(e.from)} to ${hexText(e.to)}.` : sentence(`Stampeding ${u(e.unit)} cannot go to ${hexText(e.to)}: ${clause(e.why)}`);
    case 'elephant-attack':
      return `Stampeding ${u(e.unit)} attacks ${u(e.defender)}; ${e.controller} draws for it.`;
    case 'panic-fire':
      return `${u(e.firer)} fires in panic at ${u(e.target)} (${plural(e.draws, 'draw')}, ${sign(e.modifier)}).`;
    case 'heads':
      return sentence(`${e.side} takes ${plural(e.points, 'head point')} for ${u(e.unit)} (${clause(e.why)}), ${e.total} in all`);
    default:
      return unnarrated(e);
  }
}

/**
 * Reached by no event of the union (the compiler checks the switch is exhaustive); an event from
 * elsewhere (an older log) gets its type as text rather than an exception.
 */
function unnarrated(e: never): string {
  return `Event ${String((e as { type?: unknown }).type)}.`;
}

/**
 * The sentence for one event (empty text for the book-keeping {@link QUIET_DOB_EVENTS}).
 * @rule dawn-of-battle 5.4
 * @rule dawn-of-battle 8.5
 * @rule dawn-of-battle 10.2
 * @rule dawn-of-battle 12.2
 */
export function narrateDobEvent(e: DobEvent, s: DobState): Narration {
  if (e.type === 'melee') return melee(s, e);
  const t = text(e, s);
  // A sentence may open with a withheld leader ("a face-down B leader …").
  return { text: t.charAt(0).toUpperCase() + t.slice(1), citations: e.citations };
}

/**
 * A short line for a command played by `player` (the events that follow carry the arithmetic).
 * It reads the command by its fields, and turns its `type` into words whether it is written in
 * camelCase or kebab-case.
 * @rule dawn-of-battle 4.0
 */
export function narrateDobCommand(cmd: DobCommand, s: DobState, player: string): Narration {
  const say = (text: string): Narration => ({ text: `${player}: ${text}`, citations: [] });
  if (cmd.type === 'move') return say(`${cmd.charge === true ? 'charge' : 'move'} ${unitName(s, cmd.unit)}${cmd.selfDisrupt === true ? ' (disrupting itself for speed)' : ''}`);
  if (cmd.type === 'fire') return say(`${unitName(s, cmd.lead)} fires at ${unitName(s, cmd.target)}${cmd.supporters.length > 0 ? ` with ${cmd.supporters.length} supporting` : ''}`);
  if ('leader' in cmd && 'units' in cmd && 'action' in cmd) return say(`activate a formation of ${cmd.units.length} to ${cmd.action}`);
  if ('unit' in cmd && 'action' in cmd && typeof cmd.unit === 'string') return say(`activate ${unitName(s, cmd.unit)} to ${cmd.action}`);
  const words = (cmd.type as string).replace(/[A-Z]/g, (m) => ` ${m.toLowerCase()}`).replace(/-/g, ' ');
  return say(words === 'place leader' ? 'place a leader face down' : words);
}

/** Dawn of Battle's narrator for logs, `strategos replay` and the sample battle of `npm start`. */
export const dobNarrator: Narrator<DobState, DobCommand, DobEvent> = {
  command: (cmd, ctx) => narrateDobCommand(cmd, ctx.state, ctx.player),
  event: (e, ctx) => narrateDobEvent(e, ctx.state),
};
