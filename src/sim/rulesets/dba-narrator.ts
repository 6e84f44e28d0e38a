/**
 * DBA's commands as sentences for game logs and `strategos replay` (DBA's own plug-in narrates
 * the events; this adds the commands, which otherwise print as JSON). Each sentence names the
 * elements by id and troop type and cites the DBA section that allows the command.
 * @module
 */
import { cite, type Citation } from '../../core/citation.js';
import { TROOP_NAMES, type DbaCommand, type DbaMoveStep, type DbaState } from '../../rulesets/dba/index.js';
import type { Narration } from '../types.js';

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
