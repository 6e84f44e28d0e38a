/**
 * How another thread finds a ruleset's plug-in again (functions cannot cross threads): a
 * built-in id, or a module URL and export name for plug-in rulesets.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { simError, type SimError } from './errors.js';
import { builtinSims } from './rulesets/index.js';
import type { AnyRulesetSim } from './types.js';

/** A built-in ruleset by id, or a module (by URL) exporting a `RulesetSim` (by name, or found). */
export type RulesetRef = { readonly kind: 'builtin'; readonly id: string } | { readonly kind: 'module'; readonly url: string; readonly exportName: string | null };

/** True when a value has the shape of a {@link RulesetSim} (checked before use, so a bad module gets a clear message). */
export function isRulesetSim(v: unknown): v is AnyRulesetSim {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as { ruleset?: Record<string, unknown>; players?: unknown };
  const r = s.ruleset;
  return (
    typeof s.players === 'function' &&
    typeof r === 'object' &&
    r !== null &&
    typeof r['id'] === 'string' &&
    ['setup', 'apply', 'pending', 'legalCommands', 'outcome'].every((k) => typeof r[k] === 'function') &&
    typeof r['scenarioCodec'] === 'object' &&
    typeof r['commandCodec'] === 'object'
  );
}

/** The ref of a plug-in: built-in when it is the library's own plug-in for its id, else `null`. */
export function builtinRef(sim: AnyRulesetSim): RulesetRef | null {
  const id = sim.ruleset.id;
  return builtinSims[id] === sim ? { kind: 'builtin', id } : null;
}

const cache = new Map<string, AnyRulesetSim>();

/** Loads the plug-in a ref points to (modules are imported once per thread). */
export async function loadRulesetRef(ref: RulesetRef): Promise<E.Either<SimError, AnyRulesetSim>> {
  if (ref.kind === 'builtin') {
    const sim = builtinSims[ref.id];
    return sim === undefined ? E.left(simError('unknown-ruleset', `unknown ruleset "${ref.id}"; this build has: ${Object.keys(builtinSims).join(', ')}.`)) : E.right(sim);
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
    if (!isRulesetSim(sim)) return E.left(simError('bad-module', `${ref.url}: export "${ref.exportName}" is not a RulesetSim (a { ruleset, players } object; see docs/simulation.md).`));
  } else {
    sim = isRulesetSim(mod['default']) ? mod['default'] : Object.values(mod).find(isRulesetSim);
    if (!isRulesetSim(sim)) return E.left(simError('bad-module', `${ref.url} exports no RulesetSim (a { ruleset, players } object; see docs/simulation.md).`));
  }
  cache.set(key, sim);
  return E.right(sim);
}
