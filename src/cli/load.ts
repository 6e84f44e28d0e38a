import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyRulesetSim } from '../sim/types.js';
import { catalog, defaultRulesetId } from './catalog.js';
import { CliError, usageError } from './errors.js';

/**
 * How a worker thread finds the ruleset again (functions cannot cross threads): a built-in id,
 * or a module URL and export name for plug-in rulesets.
 */
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

/** The ref for the command line's `--ruleset` / `--ruleset-module` / `--ruleset-export`. */
export function rulesetRef(opts: { ruleset?: string | undefined; module?: string | undefined; exportName?: string | undefined }, cwd: string, command: string): RulesetRef {
  if (opts.module !== undefined) {
    const path = isAbsolute(opts.module) ? opts.module : resolve(cwd, opts.module);
    return { kind: 'module', url: pathToFileURL(path).href, exportName: opts.exportName ?? null };
  }
  const id = opts.ruleset ?? defaultRulesetId();
  if (id === null) {
    throw new CliError('no ruleset has landed in this build yet, so there is nothing to simulate. Plug one in with --ruleset-module <file.js>.');
  }
  if (catalog[id] === undefined) {
    const known = Object.keys(catalog);
    throw usageError(`unknown ruleset "${id}"; ${known.length ? `this build has: ${known.join(', ')}` : 'no ruleset has landed in this build yet'}.`, command);
  }
  return { kind: 'builtin', id };
}

const cache = new Map<string, AnyRulesetSim>();

/** Loads the ruleset a ref points to (cached per thread). */
export async function loadRuleset(ref: RulesetRef): Promise<AnyRulesetSim> {
  if (ref.kind === 'builtin') {
    const sim = catalog[ref.id];
    if (sim === undefined) throw new CliError(`unknown ruleset "${ref.id}"`);
    return sim;
  }
  const key = `${ref.url}#${ref.exportName ?? ''}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let mod: Record<string, unknown>;
  try {
    mod = (await import(ref.url)) as Record<string, unknown>;
  } catch (e) {
    throw new CliError(`cannot load ruleset module ${ref.url}: ${(e as Error).message.split('\n')[0]}`);
  }
  let sim: unknown;
  if (ref.exportName !== null) {
    sim = mod[ref.exportName];
    if (!isRulesetSim(sim)) throw new CliError(`${ref.url}: export "${ref.exportName}" is not a RulesetSim (a { ruleset, players } object; see docs/simulation.md).`);
  } else {
    sim = isRulesetSim(mod['default']) ? mod['default'] : Object.values(mod).find(isRulesetSim);
    if (!isRulesetSim(sim)) throw new CliError(`${ref.url} exports no RulesetSim (a { ruleset, players } object; see docs/simulation.md).`);
  }
  cache.set(key, sim);
  return sim;
}
