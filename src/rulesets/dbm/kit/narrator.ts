/**
 * DBM's events and commands as sentences. The event narration is total: every member of the
 * event union has a sentence.
 * @module
 */
import type { Narration, Narrator } from '../../../core/kit.js';
import type { CombatTotal } from '../../dbx/dice.js';
import type { FightReport } from '../../dbx/fight.js';
import type { DbmCommandAction } from '../model/commands.js';
import type { DbmEvent } from '../model/events.js';
import type { DbmState } from '../model/state.js';

const hour = (h: number) => `${String(Math.floor(h) % 24).padStart(2, '0')}:${String(Math.round((h % 1) * 60)).padStart(2, '0')}`;
const scores = (r: Readonly<Record<string, number>>) =>
  Object.entries(r)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

const total = (t: CombatTotal) => `${t.element} ${t.total} (die ${t.die}${t.terms.map((x) => ` ${x.value >= 0 ? '+' : '-'} ${Math.abs(x.value)} ${x.name}`).join('')})`;

/** The totals of a fight and what became of the loser, in words. */
function fight(r: FightReport<string>): string {
  const outcomes = Object.entries(r.outcomes).map(([id, o]) => `${id}: ${o}`);
  const result = r.loser === null ? 'equal totals' : `${r.loser} loses${r.band === 'half' ? ' by half or less' : ''}`;
  return `${total(r.a)} against ${total(r.b)}; ${result}${outcomes.length > 0 ? ` (${outcomes.join('; ')})` : ''}.`;
}

/**
 * One sentence for an event.
 * @rule dbm p.16
 */
export function narrateDbmEvent(e: DbmEvent, _ctx: { readonly state: DbmState }): Narration {
  const say = (text: string): Narration => ({ text, citations: e.citations });
  switch (e.type) {
    case 'season-nominated':
      return say(`${e.player} nominates ${e.season}.`);
    case 'setup-dice-rolled':
      return say(`Set-up dice, round ${e.round}: ${scores(e.raw)}; with aggression ${scores(e.adjusted)}${e.tie ? ', a tie: dice again.' : '.'}`);
    case 'sides-decided':
      return say(
        `${e.invader} invades, ${e.defender} defends, in ${e.season} in a ${e.climate} climate; deployment ends at ${hour(e.deploymentEnds)}, the weather score is ${e.weatherScore} and the invader faces ${e.invaderFaces}.`,
      );
    case 'weather-set': {
      const w = e.weather;
      const parts = [
        w.wind === 'none' ? 'no wind' : `a ${w.wind} wind from the ${w.windFrom ?? '?'}`,
        ...(w.fog ? ['fog'] : []),
        ...(w.mist ? ['mist'] : []),
        ...(w.overcast ? ['overcast'] : []),
        ...(w.risk === null ? [] : [`a risk of ${w.risk}`]),
        ...(w.riversFlooded ? ['rivers in flood'] : []),
        ...(w.riversAndMarshesFrozen ? ['rivers and marshes frozen'] : []),
        ...(w.mud ? ['mud'] : []),
        ...(w.thirst ? ['thirst'] : []),
      ];
      return say(`Weather: ${parts.join(', ')}; nights are ${e.moonlit ? 'moonlit' : 'dark'}.`);
    }
    case 'baggage-deployed':
      return say(`${e.player} places ${e.elements.length} baggage elements.`);
    case 'command-deployed':
      return say(`${e.player} deploys ${e.command} (${e.elements.length} elements).`);
    case 'baggage-assigned':
      return say(`${e.player} assigns the baggage to ${e.command}.`);
    case 'battle-began':
      return say(`The battle begins at ${hour(e.hour)} (${e.light}; sunrise ${hour(e.sunrise)}, sunset ${hour(e.sunset)}).`);
    case 'bound-began':
      return say(`Bound ${e.bound}: ${e.player} moves (${hour(e.hour)}).`);
    case 'pips-rolled':
      return say(`${e.player} throws PIP dice: ${scores(e.scores) || 'none'}.`);
    case 'moved':
      return say(`${e.player} ${e.kind === 'march' ? 'marches' : 'moves'} ${e.elements.join(', ')} for ${e.cost} PIP${e.cost === 1 ? '' : 's'} (${e.pipsLeft} left)${e.contacts.length > 0 ? `, contacting ${[...new Set(e.contacts.map((k) => k.enemy))].join(', ')}` : ''}${e.conformed.length > 0 ? `; ${e.conformed.map((k) => `${k.element} ${k.how === 'pivot' ? 'pivots' : 'shifts'} to line up`).join(', ')}` : ''}.`);
    case 'phase-not-resolved':
      return say(`The ${e.phase} phase passes: ${e.note}.`);
    case 'shot':
      return say(`${e.shooter}${e.aiding.length > 0 ? ` (aided by ${e.aiding.join(', ')})` : ''} shoots at ${e.target}${e.duel ? ', which shoots back' : ''}: ${fight(e.report)}`);
    case 'fought':
      return say(`${e.report.a.element} and ${e.report.b.element} fight: ${fight(e.report)}`);
    case 'turned-to-face':
      return say(`${e.element} turns to face ${e.attacker}.`);
    case 'bound-ended':
      return say(`${e.player} ends bound ${e.bound}.`);
    case 'clock-advanced':
      return say(`It is now ${hour(e.hour)}.`);
    case 'game-ended':
      return say(e.reason);
    case 'element-destroyed':
      return say(`${e.element} is destroyed${e.by === null ? '' : ` by ${e.by}`}: ${e.reason}.`);
    case 'element-lost':
      return say(`${e.element} is lost: ${e.reason}.`);
    case 'recoiled':
      return say(`${e.element} recoils ${e.distance}p${e.stoppedBy === null ? '' : `, stopped by ${e.stoppedBy}`}.`);
    case 'pushed-back':
      return say(`${e.element} is pushed back ${e.distance}p by ${e.by}.`);
    case 'fled':
      return say(`${e.element} flees ${e.distance}p.`);
    case 'pursued':
      return say(`${e.element} pursues ${e.distance}p.`);
    case 'command-demoralised':
      return say(`${e.command} (${e.side}) is demoralised: ${e.why === 'losses' ? `it has lost ${e.lost} of ${e.original} element equivalents` : e.why === 'general-lost' ? `its general is lost and its PIP die fails against ${e.lost} lost` : 'its army is defeated'}.`);
    case 'army-defeated':
      return say(`${e.side}'s army is defeated: ${e.lost} of ${e.original} element equivalents lost or demoralised.`);
  }
}

/**
 * One sentence for a command about to be played.
 * @rule dbm p.16
 */
export function narrateDbmCommand(c: DbmCommandAction): Narration | null {
  switch (c.type) {
    case 'nominate-season':
      return { text: `${c.player} nominates ${c.season}.`, citations: [] };
    case 'deploy-baggage':
      return { text: `${c.player} places the baggage.`, citations: [] };
    case 'deploy-command':
      return { text: `${c.player} deploys ${c.command}.`, citations: [] };
    case 'assign-baggage':
      return { text: `${c.player} gives the baggage to ${c.command}.`, citations: [] };
    case 'tactical-move':
    case 'march-move':
      return { text: `${c.player} ${c.type === 'march-move' ? 'marches' : 'moves'} ${c.elements.join(', ')}.`, citations: [] };
    case 'end-bound':
      return { text: `${c.player} ends the bound.`, citations: [] };
  }
}

/** The DBM narrator. */
export const dbmNarrator: Narrator<DbmState, DbmCommandAction, DbmEvent> = {
  command: (c) => narrateDbmCommand(c),
  event: narrateDbmEvent,
};
