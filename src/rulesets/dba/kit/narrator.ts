/**
 * DBA's commands and events as sentences for game logs and `strategos replay`. Each sentence
 * names the elements by id and troop type and cites the DBA sections it applied. The event
 * narration is total: every member of the event union has a sentence.
 * @module
 */
import { cite, type Citation } from '../../../core/citation.js';
import type { Narration, Narrator } from '../../../core/kit.js';
import type { CombatTotal } from '../../dbx/dice.js';
import type { DbaCommand, DbaMoveStep } from '../commands.js';
import { TROOP_NAMES } from '../data/troop-types.js';
import type { DbaEvent, DbaState } from '../state.js';

const dc = (section: string): Citation => cite('dba', section);

/** `r-kn1 (knights, general)`, or the bare id when the element is not in the state. */
function who(s: DbaState, id: string): string {
  const e = s.elements[id];
  if (e === undefined) return id;
  const name = (TROOP_NAMES as Readonly<Record<string, string>>)[e.type] ?? e.type;
  return `${id} (${name}${e.general ? ', general' : ''})`;
}

const round = (n: number): string => String(Math.round(n));

/** A move program in words: `forward 200p, wheel 30°, column`. */
export function describeSteps(steps: ReadonlyArray<DbaMoveStep>): string {
  if (steps.length === 0) return 'no steps';
  return steps
    .map((st) => {
      switch (st.kind) {
        case 'forward':
          return st.distance >= 0 ? `forward ${round(st.distance)}p` : `back ${round(-st.distance)}p`;
        case 'sidestep':
          return `sidestep ${st.distance >= 0 ? 'left' : 'right'} ${round(Math.abs(st.distance))}p`;
        case 'wheel':
          return `wheel ${round(st.angle)}°`;
        case 'turn':
          return `turn ${round(st.angle)}°`;
        case 'column':
          return 'into column';
      }
    })
    .join(', ');
}

const DEPLOY_MODES = { scenario: "by the scenario's placements", line: 'in one line', custom: 'by its own placements' } as const;

/**
 * One sentence for a DBA command in the state it was given in.
 * @rule dba deployment
 * @rule dba tactical-moves
 * @rule dba group-moves
 * @rule dba distant-shooting
 * @rule dba close-combat
 * @rule dba sequence-of-play
 */
export function narrateDbaCommand(c: DbaCommand, ctx: { readonly state: DbaState }): Narration {
  const s = ctx.state;
  switch (c.type) {
    case 'allocate-edges':
      return { text: `${c.player} gives the numbers 5 and 6 to table edges ${c.edges[0]} and ${c.edges[1]}`, citations: [dc('deployment')] };
    case 'place-camp':
      return { text: `${c.player} places its camp ${round(c.along)}p along its base edge`, citations: [dc('deployment')] };
    case 'deploy':
      return { text: `${c.player} deploys its army ${DEPLOY_MODES[c.mode]}`, citations: [dc('deployment')] };
    case 'move':
      return { text: `${c.player} moves ${who(s, c.element)}: ${describeSteps(c.steps)}`, citations: [dc('tactical-moves'), dc('move-distances')] };
    case 'move-group':
      return { text: `${c.player} moves a group of ${c.elements.length} (${c.elements.map((id) => who(s, id)).join(', ')}): ${describeSteps(c.steps)}`, citations: [dc('group-moves')] };
    case 'contact':
      return { text: `${c.player} brings ${who(s, c.element)} into contact with the ${c.edge} of ${who(s, c.target)}`, citations: [dc('tactical-moves'), dc('close-combat')] };
    case 'end-moves':
      return { text: `${c.player} ends its moves`, citations: [dc('sequence-of-play')] };
    case 'shoot':
      return {
        text: `${c.player}'s ${who(s, c.shooter)} shoots at ${who(s, c.target)}${c.aiding.length ? `, aided by ${c.aiding.map((id) => who(s, id)).join(' and ')}` : ''}`,
        citations: [dc('distant-shooting')],
      };
    case 'end-shooting':
      return { text: `${c.player} ends its shooting`, citations: [dc('sequence-of-play')] };
    case 'resolve-combat':
      return { text: `${c.player} resolves the combat of ${who(s, c.a)} and ${who(s, c.b)}`, citations: [dc('close-combat')] };
  }
}

/** `text` as one sentence: trimmed, ending in exactly one full stop (or its own ! or ?). */
export function sentence(text: string): string {
  const t = text.trim().replace(/[.\s]+$/, '');
  return /[!?]$/.test(t) ? t : `${t}.`;
}

const PHASE_NAMES: Readonly<Record<string, string>> = { move: 'movement', shoot: 'distant shooting', combat: 'close combat' };
const phaseName = (p: string): string => PHASE_NAMES[p] ?? p;

const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

/** A combat total in words: `r-kn1 (knights) 9 (die 5, close combat +3, general +1)`. */
function total(s: DbaState, t: CombatTotal): string {
  return `${who(s, t.element)} ${t.total} (die ${t.die}${t.terms.map((x) => `, ${x.name} ${signed(x.value)}`).join('')})`;
}

const OUTCOME_WORDS = { 'no-effect': 'holds', recoil: 'recoils', flee: 'flees', destroyed: 'is destroyed' } as const;

const list = (ids: ReadonlyArray<string>): string => (ids.length <= 1 ? (ids[0] ?? 'nobody') : `${ids.slice(0, -1).join(', ')} and ${ids.at(-1)!}`);

function told(text: string, citations: ReadonlyArray<Citation>): Narration {
  return { text: sentence(text), citations };
}

/**
 * One sentence for a DBA event, in the state after the command that produced it. Total over the
 * event union: a new event type fails to compile here until it has its sentence.
 * @rule dba deployment
 * @rule dba sequence-of-play
 * @rule dba close-combat
 * @rule dba combat-outcome
 * @rule dba winning
 */
export function narrateDbaEvent(e: DbaEvent, ctx: { readonly state: DbaState }): Narration {
  const s = ctx.state;
  switch (e.type) {
    case 'dice-off':
      return told(`Deployment dice: ${Object.entries(e.dice).map(([side, d]) => `${side} ${d.join(' then ')}`).join(', ')}; ${e.high} scores higher`, e.citations);
    case 'edges-allocated':
      return told(`${e.player} numbers table edges ${e.fiveSix[0]} and ${e.fiveSix[1]} as 5 and 6`, e.citations);
    case 'base-edge-diced':
      return told(`The base-edge die shows ${e.die}: ${Object.entries(e.baseEdge).map(([side, edge]) => `${side} takes edge ${edge}`).join(', ')}`, e.citations);
    case 'camp-placed':
      return told(`${e.player} pitches its camp at (${round(e.camp.x)}, ${round(e.camp.y)})`, e.citations);
    case 'deployed':
      return told(`${e.player} deploys ${e.elements.length} element${e.elements.length === 1 ? '' : 's'}`, e.citations);
    case 'bound-started':
      return told(`Bound ${e.bound}: ${e.player} throws ${e.pipDie} on the PIP die`, e.citations);
    case 'phase':
      return told(`${capital(phaseName(e.from))} is over; ${phaseName(e.to)} begins`, e.citations);
    case 'moved':
      return told(`${e.elements.length === 1 ? who(s, e.elements[0]!) : `A group of ${e.elements.length} (${list(e.elements.map((id) => who(s, id)))})`} moves ${round(e.cost)}p for ${e.pips} PIP${e.pips === 1 ? '' : 's'}`, e.citations);
    case 'turned-to-face':
      return told(`${who(s, e.element)} turns to face ${who(s, e.toward)}`, e.citations);
    case 'combat': {
      const { a, b, outcomes, kind } = e.report;
      const res = Object.entries(outcomes).map(([id, o]) => `${id} ${OUTCOME_WORDS[o]}`);
      const verdict = e.report.loser === null ? 'the totals are equal' : `${e.report.loser} is beaten${e.report.band === 'half' ? ' by double or more' : ''}`;
      return told(`${kind === 'shooting' ? 'Shooting' : 'Close combat'}: ${total(s, a)} against ${total(s, b)}; ${verdict}${res.length > 0 ? `: ${list(res)}` : ', no effect'}`, e.citations);
    }
    case 'recoiled':
      return told(`${who(s, e.element)} recoils ${round(e.distance)}p${e.stoppedBy === null ? '' : `, stopped by ${who(s, e.stoppedBy)}`}`, e.citations);
    case 'pushed-back':
      return told(`${who(s, e.element)} is pushed back ${round(e.distance)}p by a recoiling friend`, e.citations);
    case 'fled':
      return told(`${who(s, e.element)} flees ${round(e.distance)}p`, e.citations);
    case 'destroyed':
      return told(`${who(s, e.element)} is destroyed: ${e.reason}`, e.citations);
    case 'lost':
      return told(`${who(s, e.element)} is lost: ${e.reason}`, e.citations);
    case 'pursued':
      return told(`${who(s, e.element)} pursues its beaten enemy`, e.citations);
    case 'camp-occupied':
      return told(`${who(s, e.by)} occupies the camp of ${e.camp}`, e.citations);
    case 'game-over':
      return told(`Game over, ${e.outcome.winner === null ? 'a draw' : `${e.outcome.winner} wins`}: ${e.outcome.reason}`, e.citations);
    default:
      return unreachable(e);
  }
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Only reached when the event union gains a member without a sentence (a compile error first). */
function unreachable(e: never): Narration {
  const ev = e as { type?: unknown; citations?: ReadonlyArray<Citation> };
  return { text: sentence(`Event ${String(ev.type)}`), citations: ev.citations ?? [] };
}

/** DBA's narrator: every command and every event in a sentence. */
export const dbaNarrator: Narrator<DbaState, DbaCommand, DbaEvent> = {
  command: (c, ctx) => narrateDbaCommand(c, ctx),
  event: (e, ctx) => narrateDbaEvent(e, ctx),
};
