/**
 * DBA's plug-in for the simulator and the command line (`strategos/sim`): sides, bound and loss
 * statistics, a `mover` agent that plays whole games, a narrator for combats and losses, the
 * combat odds calculator, the bundled example scenario and the override data file.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { drawInt } from '../../random/rng.js';
import type { Agent, DataFileKind, Narration, OddsReport, RulesetKit } from '../../core/kit.js';
import { rulesetFromV1 } from '../../core/legacy-ruleset.js';

type DataFileKindCodec = DataFileKind['codec'];
import type { DbaCommand } from './commands.js';
import { isDbaTroopType, TROOP_NAMES, type DbaTroopType } from './data/troop-types.js';
import { exampleScenario } from './example.js';
import { dba } from './ruleset.js';
import { matchupOdds } from './odds.js';
import { overridesCodec, type DbaOptions } from './options.js';
import type { DbaScenario } from './scenario.js';
import type { DbaEvent, DbaState } from './state.js';
import { losses } from './winning.js';
import { dc } from './world.js';

/**
 * Plays like the library's own random agents: in the move phase it takes one proposal from
 * `sampleCommands` (charge, advance, wheel, line up, group advance, retire) until its PIPs run
 * out or, now and then, stops early; elsewhere it picks a legal command at random.
 * @rule dba sequence-of-play
 */
export const moverAgent: Agent<DbaState, DbaCommand> = {
  name: 'mover',
  choose(ctx) {
    const s = ctx.state;
    if (s.phase.tag === 'move') {
      const stop = drawInt(ctx.rng, 0, 19);
      if (stop.value > 0 && s.phase.pips > s.phase.pipsUsed) {
        const sampled = ctx.sample(1, stop.rng);
        if (sampled.length > 0) return sampled[0]!;
      }
      return { tag: 'end-moves', player: s.phase.player };
    }
    const legal = ctx.legal();
    if (legal.length === 0) return null;
    return legal[drawInt(ctx.rng, 0, legal.length - 1).value]!;
  },
};

function narrate(event: DbaEvent): Narration | null {
  switch (event.tag) {
    case 'combat': {
      const { a, b, outcomes, kind } = event.report;
      const part = (t: typeof a) => `${t.element} ${t.total} (die ${t.die}${t.terms.map((x) => `, ${x.name} ${x.value >= 0 ? '+' : ''}${x.value}`).join('')})`;
      const res = Object.entries(outcomes).map(([id, o]) => `${id}: ${o}`).join('; ') || 'no effect';
      return { text: `${kind === 'shooting' ? 'Shooting' : 'Close combat'}: ${part(a)} against ${part(b)}; ${res}.`, citations: event.citations };
    }
    case 'destroyed':
    case 'lost':
      return { text: `${event.element} ${event.tag === 'destroyed' ? 'is destroyed' : 'is lost'}: ${event.reason}.`, citations: event.citations };
    case 'game-over':
      return { text: event.outcome.reason, citations: event.citations };
    default:
      return null;
  }
}

function parseOdds(args: ReadonlyArray<string>): E.Either<string, OddsReport> {
  const types = args.filter((x) => isDbaTroopType(x)) as DbaTroopType[];
  if (types.length !== 2) return E.left('Name two troop types, e.g. "Kn Bw", optionally with a-bad, b-bad, a-general, b-general.');
  const [a, b] = types as [DbaTroopType, DbaTroopType];
  const o = matchupOdds({ a, b, aBadGoing: args.includes('a-bad'), bBadGoing: args.includes('b-bad'), aGeneral: args.includes('a-general'), bGeneral: args.includes('b-general') });
  if (o === null) return E.left('Could not set up the matchup.');
  const rows = (['no-effect', 'recoil', 'flee', 'destroyed'] as const).flatMap((k) => [
    { label: `${TROOP_NAMES[a]} ${k}`, probability: o.a.outcomes[k] / 36, exact: `${o.a.outcomes[k]}/36` },
    { label: `${TROOP_NAMES[b]} ${k}`, probability: o.b.outcomes[k] / 36, exact: `${o.b.outcomes[k]}/36` },
  ]);
  return E.right({
    title: `${TROOP_NAMES[a]} (${o.a.value}) against ${TROOP_NAMES[b]} (${o.b.value})`,
    rows,
    citations: [dc('close-combat'), dc('combat-outcome')],
    notes: [...o.a.terms.map((t) => `${a}: ${t.name} ${t.value} [${t.source}]`), ...o.b.terms.map((t) => `${b}: ${t.name} ${t.value} [${t.source}]`)],
  });
}

/**
 * The DBA simulation plug-in.
 * @rule dba winning
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const dbaSim: RulesetKit<DbaScenario, DbaState, any, any, DbaOptions> = {
  ruleset: rulesetFromV1(dba, { players: (state) => (state as DbaState).players }),
  stats: {
    turn: (state) => state.bound,
    losses: (state) => ({ [state.players[0]]: losses(state, state.players[0]).total, [state.players[1]]: losses(state, state.players[1]).total }),
    reconstructed: (state) => state.reconstructed,
  },
  agents: { mover: moverAgent },
  narrator: { event: (event: DbaEvent) => narrate(event) ?? { text: event.tag, citations: event.citations } },
  odds: { usage: 'Kn Bw [a-bad] [b-bad] [a-general] [b-general]', compute: parseOdds },
  scenarios: { example: { description: 'Romans against Successors: two 12-element armies, a wood, a hill, a marsh and a road', scenario: exampleScenario, reconstructed: true } },
  defaultScenario: 'example',
  maxPlies: 5000,
  dataFiles: { overrides: { description: 'DBA 1.1 values replacing the library\'s (combat factors, move distances, base depths, tactical factors, outcome rows)', codec: overridesCodec as unknown as DataFileKindCodec } },
};
