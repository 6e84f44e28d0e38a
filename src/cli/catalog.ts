import type { AnyRulesetSim } from '../sim/types.js';
import { builtinSims } from '../sim/rulesets/index.js';

/**
 * The rulesets the command knows by id, each with its simulation hooks: the library's built-in
 * plug-ins (`src/sim/rulesets`). Rulesets not listed there plug in with `--ruleset-module`.
 */
export const catalog: Readonly<Record<string, AnyRulesetSim>> = builtinSims;

/** The ruleset used when none is named: the first of these that has landed. */
export const DEFAULT_RULESET_ORDER: ReadonlyArray<string> = ['dawn-of-battle', 'dba', 'dbm', 'dbmm', 'arcane-warfare'];

/** The default ruleset's id, or `null` when no ruleset has landed. */
export function defaultRulesetId(): string | null {
  for (const id of DEFAULT_RULESET_ORDER) if (catalog[id] !== undefined) return id;
  const ids = Object.keys(catalog);
  return ids[0] ?? null;
}
