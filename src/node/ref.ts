/**
 * How another thread finds a ruleset's plug-in again (functions cannot cross threads): a
 * built-in id, or a module URL and export name for plug-in rulesets.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { simError, type SimError } from '../sim/errors.js';
import { kits } from '../registry/index.js';
import type { AnyRulesetKit } from '../sim/types.js';

/** A built-in ruleset by id, or a module (by URL) exporting a `RulesetKit` (by name, or found). */
export type RulesetRef = { readonly kind: 'builtin'; readonly id: string } | { readonly kind: 'module'; readonly url: string; readonly exportName: string | null };

/** True when a value has the shape of a `RulesetKit` (of `strategos`) (checked before use, so a bad module gets a clear message). */
export function isRulesetKit(v: unknown): v is AnyRulesetKit {
  if (typeof v !== 'object' || v === null) return false;
  const r = (v as { ruleset?: Record<string, unknown> }).ruleset;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r['id'] === 'string' &&
    ['setup', 'players', 'check', 'apply', 'pending', 'legalCommands', 'view', 'determinize', 'filterEvents', 'outcome'].every((k) => typeof r[k] === 'function') &&
    ['scenarioCodec', 'commandCodec', 'stateCodec', 'optionsCodec'].every((k) => typeof r[k] === 'object')
  );
}

/** The ref of a plug-in: built-in when it is the library's own plug-in for its id, else `null`. */
export function builtinRef(sim: AnyRulesetKit): RulesetRef | null {
  const id = sim.ruleset.id;
  return Object.prototype.hasOwnProperty.call(kits, id) && kits[id] === sim ? { kind: 'builtin', id } : null;
}

const cache = new Map<string, AnyRulesetKit>();

/** Loads the plug-in a ref points to (modules are imported once per thread). */
export async function loadRulesetRef(ref: RulesetRef): Promise<E.Either<SimError, AnyRulesetKit>> {
  if (ref.kind === 'builtin') {
    const sim = Object.prototype.hasOwnProperty.call(kits, ref.id) ? kits[ref.id] : undefined;
    return sim === undefined ? E.left(simError('unknown-ruleset', `unknown ruleset "${ref.id}"; this build has: ${Object.keys(kits).join(', ')}.`)) : E.right(sim);
  }
  const key = `${ref.url}#${ref.exportName ?? ''}`;
  const hit = cache.get(key);
  if (hit) return E.right(hit);
  let mod: Record<string, unknown>;
  try {
    mod = (await import(/* @vite-ignore */ ref.url)) as Record<string, unknown>;
  } catch (e) {
    return E.left(simError('bad-module', `cannot load ruleset module ${ref.url}: ${String((e as Error).message).split('\n')[0]}`));
  }
  let sim: unknown;
  if (ref.exportName !== null) {
    sim = mod[ref.exportName];
    if (!isRulesetKit(sim)) return E.left(simError('bad-module', `${ref.url}: export "${ref.exportName}" is not a RulesetKit (a { ruleset } object whose ruleset implements the contract; see docs/simulation.md).`));
  } else {
    sim = isRulesetKit(mod['default']) ? mod['default'] : Object.values(mod).find(isRulesetKit);
    if (!isRulesetKit(sim)) return E.left(simError('bad-module', `${ref.url} exports no RulesetKit (a { ruleset } object whose ruleset implements the contract; see docs/simulation.md).`));
  }
  cache.set(key, sim);
  return E.right(sim);
}
