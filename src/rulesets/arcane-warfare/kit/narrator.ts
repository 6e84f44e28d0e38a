/**
 * Arcane Warfare's events and commands as sentences. The event narration is total: every member
 * of the event union has a sentence.
 * @module
 */
import type { Narration, Narrator } from '../../../core/kit.js';
import type { ArcaneCommand } from '../model/commands.js';
import type { ArcaneEvent } from '../model/events.js';
import type { ArcaneState } from '../model/state.js';

const r = (n: number) => String(Math.round(n));
const who = (s: ArcaneState, id: string) => (s.units[id] === undefined ? id : `${id} (${s.units[id]!.type})`);

/**
 * One sentence for an event.
 * @rule arcane-warfare 5
 */
export function narrateArcaneEvent(e: ArcaneEvent, ctx: { readonly state: ArcaneState }): Narration {
  const s = ctx.state;
  const say = (text: string): Narration => ({ text, citations: e.citations });
  switch (e.type) {
    case 'turn-began':
      return say(`Turn ${e.turn} begins.`);
    case 'phase-began':
      return say(`The ${e.phase} phase begins.`);
    case 'phase-not-resolved':
      return say(`The ${e.phase} phase passes: ${e.note}.`);
    case 'orders-rolled':
      return say(`${e.player} throws orders dice${e.co === null ? '' : ` for ${e.co}`}: message ${e.message}, MIP ${e.mip}.`);
    case 'orders-written':
      return say(`${e.player} has decided on their orders dice.`);
    case 'orders-delivered':
      return say(
        `${e.co} (${e.player}) receives orders: message ${e.message}, MIP ${e.rolledMip}${e.swapped ? ' (swapped)' : ''}; delivery costs ${e.cost}` +
          (e.shortfall > 0 ? `, ${e.shortfall} short, so ${e.mip} MIP arrive.` : `, ${e.mip} MIP arrive.`),
      );
    case 'command-activated':
      return say(`${e.co} (${e.player}) activates on a message score of ${e.score}.`);
    case 'held-back':
      return say(`${e.co} holds back for ${e.cost} MIP; its message score drops to ${e.score}.`);
    case 'unit-moved':
      return say(`${who(s, e.unit)} ${e.march ? 'marches' : 'moves'} ${r(e.distance)} of ${r(e.allowance)} p on ${e.co}'s orders, for ${e.mip} MIP.`);
    case 'formation-moved':
      return say(`A ${e.kind} of ${e.units.length} (${e.units.join(', ')}) ${e.march ? 'marches' : 'moves'} ${r(e.distance)} of ${r(e.allowance)} p for ${e.mip} MIP.`);
    case 'activation-ended':
      return say(`${e.co} ends its activation${e.movedTo === null ? '' : `, moving to (${r(e.movedTo.x)}, ${r(e.movedTo.y)})`}.`);
    case 'ranks-redressed':
      return say(`${e.player} redresses ranks on ${who(s, e.anchor)}: ${Object.keys(e.to).join(', ')} line up.`);
    case 'unit-conformed':
      return say(
        `${who(s, e.unit)} turns to meet ${who(s, e.enemy)} front to front${e.behind === null ? '' : `, ${who(s, e.behind.unit)} falling in behind`}${e.pushed === null ? '' : `; ${who(s, e.pushed.unit)} is pushed back ${e.pushed.distance} p to make room`}.`,
      );
    case 'reset-ended':
      return say(`${e.player} is done with the reset phase.`);
    case 'initiative-moved':
      return say(`${e.player} moves ${e.units.join(', ')} ${r(e.distance)} p straight forward on their own initiative.`);
    case 'initiative-passed':
      return say(`${e.player} makes no initiative move.`);
    case 'turn-ended':
      return say(`Turn ${e.turn} ends; unused MIP are lost (${Object.entries(e.mipLost).map(([p, n]) => `${p} ${n}`).join(', ')}).`);
    case 'game-ended':
      return say(e.reason);
    case 'weather-changed':
      return say(`The weather is checked: ${e.from} + ${e.plus} − ${e.minus} gives ${e.to}, ${e.weather}.`);
    case 'weather-check-due':
      return say(`The first orders roll is a double (${e.message}, ${e.mip}): the weather will be checked next turn.`);
    case 'unknown-revealed':
      return say(
        `Unknown ground ${e.feature} is entered and rolls ${e.die}: it is ${e.becomes}.` +
          (e.removed.length > 0 ? ` Lost in it: ${e.removed.join(', ')}.` : '') +
          (e.returned.length > 0 ? ` Back to where they entered: ${e.returned.join(', ')}.` : ''),
      );
    case 'unit-dismounted':
      return say(`${e.unit} dismounts: the ${e.from} becomes ${e.to}.`);
    case 'arrival-rolled':
      return say(
        `${e.player}'s off-board group ${e.group} rolls ${e.dice.join(' then ')}${e.bonus > 0 ? ` (+${e.bonus})` : ''}: ` +
          (e.result === 'lost' ? 'it is lost.' : e.result === 'coming' ? `it comes on next turn from the ${e.edge} edge.` : e.result === 'cancelled' ? `its attack on the ${e.edge} edge and the enemy's cancel each other.` : 'not yet.'),
      );
    case 'group-arrived':
      return say(
        `${e.player}'s group ${e.group} comes on from the ${e.edge} edge: ${e.units.join(', ')}.` +
          (e.destroyed.length > 0 ? ` Unable to come on, destroyed: ${e.destroyed.join(', ')}.` : '') +
          (Object.keys(e.ranAway).length > 0 ? ` Running away from the edge: ${Object.keys(e.ranAway).join(', ')}.` : ''),
      );
    case 'ambush-revealed':
      return say(`${who(s, e.unit)} of ${e.player} is revealed in ambush in ${e.feature}${e.reason === 'entered' ? ', as the enemy comes in' : ' as it moves'}.`);
    case 'contact-made':
      return say(`${who(s, e.unit)} moves ${r(e.distance)} of ${r(e.allowance)} p into ${e.kind} close combat with ${who(s, e.target)}, for ${e.mip} MIP.`);
    case 'combat-fought': {
      const line = (id: string) => `${id} ${e.factors[id]} + ${e.dice[id]} = ${e.scores[id]}`;
      return say(`${e.kind[0]!.toUpperCase()}${e.kind.slice(1)} combat: ${line(e.unit)} against ${line(e.enemy)}; ${e.loser === null ? 'a draw, no effect.' : `${e.loser} loses.`}`);
    }
    case 'shot-fired': {
      const line = (id: string) => `${id} ${e.factors[id]} + ${e.dice[id]} = ${e.scores[id]}`;
      const end = e.loser === null ? 'a draw, no effect.' : e.ignored ? `${e.loser} loses but ignores it (the target could not shoot back).` : `${e.loser} loses.`;
      return say(`${e.shooter} shoots at ${e.target} (${e.edge} edge)${e.returned ? ', which shoots back' : ''}: ${line(e.shooter)} against ${line(e.target)}; ${end}`);
    }
    case 'unit-recoiled':
      return say(`${who(s, e.unit)} recoils ${r(e.distance)} p${e.blocked ? ', blocked' : ''}${e.pushed.length > 0 ? `, pushing ${e.pushed.join(', ')}` : ''}.`);
    case 'morale-tested':
      return say(`${who(s, e.unit)} tests morale at break value ${e.breakValue} (${e.terms.join(', ')}): ${e.roll === null ? '' : `rolls ${e.roll}, `}${e.passed ? 'passes' : 'fails'}.`);
    case 'unit-shaken':
      return say(`${who(s, e.unit)} is shaken.`);
    case 'unit-fled':
      return say(`${who(s, e.unit)} flees ${r(e.distance)} p.`);
    case 'unit-destroyed':
      return say(`${who(s, e.unit)} is ${e.reason.startsWith('disabled') ? 'removed' : 'destroyed'}: ${e.reason}.`);
    case 'unit-pursued':
      return say(`${who(s, e.unit)} pursues ${r(e.distance)} p.`);
    case 'rally-attempted':
      return say(`${e.co} tries to rally ${who(s, e.unit)}: rolls ${e.roll}, ${e.result === 'rallied' ? 'rallied' : e.result === 'no-effect' ? 'no effect' : 'the unit is destroyed'}.`);
    case 'rally-ended':
      return say(`${e.player} is done rallying.`);
    case 'command-escape':
      return say(`${e.co}, reached by ${e.by}'s front edge, rolls ${e.roll}: ${e.escaped ? `escapes to (${r(e.to!.x)}, ${r(e.to!.y)})` : 'captured'}.`);
    case 'break-points':
      return say(`Break-points: ${Object.entries(e.points).map(([p, n]) => `${p} ${n}`).join(', ')} of ${e.threshold}${e.broken.length > 0 ? `; ${e.broken.join(' and ')} ${e.broken.length > 1 ? 'break' : 'breaks'}` : ''}.`);
  }
}

/** The narrator. */
export const arcaneNarrator: Narrator<ArcaneState, ArcaneCommand, ArcaneEvent> = {
  event: narrateArcaneEvent,
};
