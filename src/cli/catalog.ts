import type { AnyRulesetKit } from '../sim/types.js';
import { kits } from '../registry/index.js';

/**
 * The rulesets the command knows by id, each with its kit: the library's built-in rulesets
 * (`src/registry/index.ts`). Other rulesets plug in with `--ruleset-module`.
 */
export const catalog: Readonly<Record<string, AnyRulesetKit>> = kits as Readonly<Record<string, AnyRulesetKit>>;

/** The ruleset used when none is named: the first of these that has landed. */
export const DEFAULT_RULESET_ORDER: ReadonlyArray<string> = ['dawn-of-battle', 'dba', 'dbm', 'dbmm', 'arcane-warfare'];

/** The default ruleset's id, or `null` when no ruleset has landed. */
export function defaultRulesetId(): string | null {
  for (const id of DEFAULT_RULESET_ORDER) if (catalog[id] !== undefined) return id;
  const ids = Object.keys(catalog);
  return ids[0] ?? null;
}
