/**
 * Setting up a DBA game: validate the scenario and options, resolve the data tables with the
 * user's overrides (refusing, under `strict`, any value that rests only on inference), seed the
 * generator and throw the deployment dice-off.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { decode } from '../../core/decode.js';
import { setupError, type SetupError } from '../../core/errors.js';
import { isAuthoritative, type Provenance } from '../../core/provenance.js';
import type { SetupOptions } from '../../core/ruleset.js';
import { aleaFromSeed } from '../../random/rng.js';
import { resolveData } from './data/index.js';
import { dbaDataIdentity } from './data-identity.js';
import { diceOff } from './deployment.js';
import { optionsCodec, type DbaOptions } from './options.js';
import { setupPosition } from './position.js';
import type { DbaScenario } from './scenario.js';
import { scenarioProblems } from './scenario-checks.js';
import { DBA_STATE_VERSION, type ArmyPlan, type DbaState } from './state.js';
import { dc } from './world.js';

function kindOf(p: Provenance): string {
  return p.kind === 'proxy' ? `proxy:${p.ruleset}` : p.kind;
}

function describe(p: Provenance): string {
  switch (p.kind) {
    case 'inferred':
    case 'reconstructed':
      return p.reason;
    case 'proxy':
      return `${p.ruleset} ${p.section}: ${p.reason}`;
    default:
      return p.kind;
  }
}

const fin = (n: number) => Number.isFinite(n);

/**
 * Builds the initial state.
 * @rule dba deployment
 */
export function setupDba(scenario: DbaScenario, opts: SetupOptions<DbaOptions>): E.Either<SetupError, DbaState> {
  const decodedOpts = decode(optionsCodec, opts.options ?? {});
  if (E.isLeft(decodedOpts)) {
    return E.left({ ...setupError('bad-options', `The options are not well formed:\n${decodedOpts.left.message}`, { ruleset: 'strategos', section: 'options' }), issues: decodedOpts.left.issues });
  }
  const options = (opts.options ?? {}) as DbaOptions;
  if (typeof opts.seed !== 'string') return E.left(setupError('bad-seed', 'The seed must be a string.', { ruleset: 'strategos', section: 'setup' }));
  const { data, rows } = resolveData(options.overrides ?? {});
  const ov = options.overrides ?? {};
  if (ov.campSize !== undefined && !(ov.campSize.width > 0 && ov.campSize.depth > 0 && fin(ov.campSize.width) && fin(ov.campSize.depth))) {
    return E.left(setupError('bad-overrides', 'options.overrides.campSize: width and depth must be positive numbers of paces.', { ruleset: 'strategos', section: 'overrides' }));
  }
  if (ov.riverMove !== undefined && !(ov.riverMove >= 0 && fin(ov.riverMove))) {
    return E.left(setupError('bad-overrides', 'options.overrides.riverMove: expected a distance of 0 paces or more.', { ruleset: 'strategos', section: 'overrides' }));
  }
  const unknownKeys = (options.overrides?.confirm ?? []).filter((k) => !rows.some((r) => r.key === k));
  if (unknownKeys.length > 0) {
    return E.left(setupError('bad-overrides', `options.overrides.confirm: no such value ${unknownKeys.map((k) => JSON.stringify(k)).join(', ')} (see dataProvenance for the keys).`, { ruleset: 'strategos', section: 'overrides' }));
  }
  const refused = rows.filter((r) => {
    const k = r.provenance.kind;
    if (options.strict === true && (k === 'inferred' || k === 'reconstructed')) return true;
    return options.strictProxies === true && k === 'proxy';
  });
  if (refused.length > 0) {
    return E.left(
      setupError(
        'unsourced-values',
        `Strict mode: ${refused.length} value(s) rest only on ${options.strictProxies === true ? 'inference or another edition' : 'inference'}; supply them in the override table:\n` +
          refused.map((r) => `${r.key}: ${describe(r.provenance)}`).join('\n'),
        { ruleset: 'strategos', section: 'strict' },
      ),
    );
  }
  const [a0, a1] = scenario.armies;
  const table = scenario.table ?? { width: data.tableSize, height: data.tableSize };
  if (!(table.width > 2 * data.deployDepth && table.height > 2 * data.deployDepth && fin(table.width) && fin(table.height) && table.width <= 100000 && table.height <= 100000)) {
    return E.left(setupError('bad-table', `The table must be larger than twice the ${data.deployDepth}p deployment depth each way.`, dc('deployment')));
  }
  const problems = scenarioProblems(scenario, table);
  const first = problems[0];
  if (first !== undefined) return E.left({ ...setupError(first.code, first.message, first.citation), issues: problems.map((p) => p.issue) });
  const plans: Record<string, ArmyPlan> = {};
  for (const army of scenario.armies) {
    const elements: Record<string, ArmyPlan['elements'][string]> = {};
    for (const e of army.elements) elements[e.id] = { type: e.type, general: e.general === true, deploy: e.deploy ?? null };
    const campAlong = army.camp?.along ?? table.width / 2;
    const garrison = army.camp?.garrison;
    plans[army.id] = garrison === undefined ? { camp: campAlong, elements } : { camp: campAlong, garrison, elements };
  }
  const players: readonly [string, string] = [a0.id, a1.id];
  const dice = diceOff(aleaFromSeed(opts.seed), players);
  const sources: Record<string, string> = {};
  for (const r of rows) sources[r.key] = kindOf(r.provenance);
  const state: DbaState = {
    version: DBA_STATE_VERSION,
    data: dbaDataIdentity(data, options.overrides),
    ruleset: 'dba',
    edition: '1.2',
    rng: dice.rng,
    options,
    tables: data,
    sources,
    reconstructed: rows.some((r) => !isAuthoritative(r.provenance)),
    table: { width: table.width, height: table.height },
    terrain: (scenario.terrain ?? []).map((t) => ({ id: t.id, kind: t.kind, polygon: t.polygon.map((p) => ({ x: p.x, y: p.y })) })),
    players,
    deployment: { dice: dice.dice, high: dice.high, low: dice.low, fiveSix: null, baseDie: null, baseEdge: null },
    plans,
    elements: {},
    camps: {},
    bound: 0,
    phase: { tag: 'allocate-edges', player: dice.high },
    record: { moves: {}, shot: [], shotAt: {}, contacted: {}, fought: [] },
    result: null,
  };
  // a position: the elements already stand on the table, the bound under way
  return scenario.position === undefined ? E.right(state) : setupPosition(state, scenario, scenario.position);
}
