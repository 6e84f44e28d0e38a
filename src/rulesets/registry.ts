import type { AnyRulesetV1 as AnyRuleset } from '../core/legacy-ruleset.js';
import type { RulesetId } from '../core/citation.js';
import { dawnOfBattleV1 as dawnOfBattle } from './dawn-of-battle/index.js';
import { dba } from './dba/index.js';

/**
 * Every ruleset that has landed, by id. A plain constant rather than a registry filled by
 * import side effects, so the package stays `sideEffects: false` and tree-shakes.
 */
export const rulesets: Readonly<Partial<Record<RulesetId, AnyRuleset>>> = {
  'dawn-of-battle': dawnOfBattle,
  dba,
};
