/**
 * Setting up a game: the scenario decoded, the config resolved (and `strict` applied), both
 * armies checked against their lists and the book (p.10-11), their troops and commands built.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { decode } from '../../../../core/decode.js';
import type { SetupError } from '../../../../core/errors.js';
import type { SetupOptions } from '../../../../core/ruleset.js';
import { aleaFromSeed } from '../../../../random/rng.js';
import { rule } from '../../data/cite.js';
import { DBM_CONFIG } from '../../data/config.js';
import { dbmDataIdentity } from '../../data/identity.js';
import { lowConfidenceInUse, resolveConfig } from '../../kernel/config.js';
import { dbmOptionsCodec, type DbmOptions } from '../../model/options.js';
import { dbmScenarioCodec, type DbmScenario } from '../../model/scenario.js';
import { DBM_STATE_VERSION, type DbmCommand, type DbmState, type DbmTroop } from '../../model/state.js';
import { armyCost } from '../11-army/army-cost.js';
import { buildArmy } from '../11-army/build.js';
import { validateArmy } from '../11-army/validate.js';

function fail(code: string, message: string, issues?: ReadonlyArray<{ path: string; expected: string; got: string }>): E.Either<SetupError, never> {
  return E.left({ kind: 'setup-error', code, message, citations: [rule('p.11')], ...(issues === undefined ? {} : { issues }) });
}

/**
 * Builds the initial state, or says why not.
 * @rule dbm p.11
 */
export function setupDbm(scenario: DbmScenario, opts: SetupOptions<DbmOptions>): E.Either<SetupError, DbmState> {
  const sc = decode(dbmScenarioCodec, scenario);
  if (E.isLeft(sc)) return E.left({ kind: 'setup-error', code: 'decode-error', message: sc.left.message, citations: [], issues: sc.left.issues });
  const op = decode(dbmOptionsCodec, opts.options ?? {});
  if (E.isLeft(op)) return E.left({ kind: 'setup-error', code: 'decode-error', message: op.left.message, citations: [], issues: op.left.issues });
  const s = sc.right;
  const options = op.right;
  const { config, sources } = resolveConfig(options);
  const strict = options.strict === true;
  if (strict) {
    const low = lowConfidenceInUse(sources);
    if (low.length > 0)
      return fail(
        'strict-reconstructed',
        `strict: these values are low-confidence readings of the scanned text or missing; supply them from your copy of the book (options.config): ${low.map((k) => `${k} (${DBM_CONFIG[k].source.lines}, ${DBM_CONFIG[k].about})`).join('; ')}`,
      );
  }
  const [a, b] = s.sides;
  if (a.player === b.player) return fail('same-player', 'The two sides need different player ids.');
  const problems = s.sides.flatMap((side, i) => validateArmy(side.army, config, `sides[${i}].army`));
  if (problems.length > 0) return fail('invalid-army', problems.join('\n'), problems.map((p) => ({ path: p.split(':')[0]!, expected: p.slice(p.indexOf(':') + 1).trim(), got: 'see the message' })));
  for (const [i, f] of s.terrain.entries()) if (f.polygon.length < 3) return fail('invalid-terrain', `terrain[${i}].polygon: at least 3 points`);
  const troops: Record<string, DbmTroop> = {};
  const commands: Record<string, DbmCommand> = {};
  const armies: Record<string, DbmState['armies'][string]> = {};
  for (const side of s.sides) {
    const built = buildArmy(side.player, side.army, config);
    Object.assign(troops, built.troops);
    Object.assign(commands, built.commands);
    const l = side.army.list;
    armies[side.player] = { name: side.army.name, list: l.id, example: l.example, aggression: l.aggression, climate: l.climate, points: side.army.points, cost: armyCost(side.army).total };
  }
  const table = s.table ?? { width: config.tableWidth, depth: config.tableDepth };
  const state: DbmState = {
    version: DBM_STATE_VERSION,
    data: dbmDataIdentity(),
    rng: aleaFromSeed(opts.seed),
    scenario: s.name,
    config,
    configSources: sources,
    strict,
    players: [a.player, b.player],
    scale: s.scale,
    table,
    edges: { [a.player]: 'south', [b.player]: 'north' },
    armies,
    troops,
    elements: {},
    commands,
    terrain: s.terrain,
    setupRounds: [],
    setup: null,
    weather: null,
    clock: null,
    deployed: [],
    bound: 0,
    boundLimit: options.maxBounds ?? s.maxBounds,
    pips: {},
    boundMoves: null,
    phase: { tag: 'nominate-season', nominated: { [a.player]: null, [b.player]: null } },
    morale: { demoralised: [], generalLost: {}, defeated: [] },
    result: null,
  };
  return E.right(JSON.parse(JSON.stringify(state)) as DbmState);
}
