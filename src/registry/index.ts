/**
 * The composition root: the rulesets this library ships, each with its kit, by id. A plain
 * constant rather than a registry filled by import side effects, so the package stays
 * `sideEffects: false`. The simulator and the `strategos` command find built-in rulesets here;
 * a ruleset that lands adds one line. A subpath of its own (`strategos/registry`), so a
 * frontend importing the kernel or one ruleset does not bundle every ruleset.
 * @module registry
 */
import type { RulesetId } from '../core/citation.js';
import type { AnyRulesetKit } from '../core/kit.js';
import type { AnyRuleset } from '../core/ruleset.js';
import { dawnOfBattleKit } from '../rulesets/dawn-of-battle/kit/index.js';
import { arcaneKit } from '../rulesets/arcane-warfare/kit/index.js';
import { dbaKit } from '../rulesets/dba/kit/index.js';
import { dbmKit } from '../rulesets/dbm/kit/index.js';

/** Every built-in ruleset's kit (the ruleset, its agents, narrator, odds, bundled scenarios), by id. */
export const kits: Readonly<Partial<Record<RulesetId, AnyRulesetKit>>> = {
  'dawn-of-battle': dawnOfBattleKit,
  dba: dbaKit,
  dbm: dbmKit,
  'arcane-warfare': arcaneKit,
};

/** Every built-in ruleset, by id. */
export const rulesets: Readonly<Partial<Record<RulesetId, AnyRuleset>>> = Object.fromEntries(Object.entries(kits).map(([id, kit]) => [id, kit!.ruleset]));
