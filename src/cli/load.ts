import * as E from 'fp-ts/lib/Either.js';
import { moduleRef } from '../node/files.js';
import { loadRulesetRef, type RulesetRef } from '../node/ref.js';
import type { AnyRulesetKit } from '../sim/types.js';
import { catalog, defaultRulesetId } from './catalog.js';
import { CliError, usageError } from './errors.js';

export type { RulesetRef } from '../node/ref.js';
export { isRulesetKit } from '../node/ref.js';

/** The ref for the command line's `--ruleset` / `--ruleset-module` / `--ruleset-export`. */
export function rulesetRef(opts: { ruleset?: string | undefined; module?: string | undefined; exportName?: string | undefined }, cwd: string, command: string): RulesetRef {
  if (opts.module !== undefined) return moduleRef(opts.module, opts.exportName === undefined ? { cwd } : { cwd, exportName: opts.exportName });
  const id = opts.ruleset ?? defaultRulesetId();
  if (id === null) {
    throw new CliError('no ruleset has landed in this build yet, so there is nothing to simulate. Plug one in with --ruleset-module <file.js>.');
  }
  if (!Object.prototype.hasOwnProperty.call(catalog, id) || catalog[id] === undefined) {
    const known = Object.keys(catalog);
    throw usageError(`unknown ruleset "${id}"; ${known.length ? `this build has: ${known.join(', ')}` : 'no ruleset has landed in this build yet'}.`, command);
  }
  return { kind: 'builtin', id };
}

/** Loads the ruleset a ref points to (cached per thread), or fails with a clean message. */
export async function loadRuleset(ref: RulesetRef): Promise<AnyRulesetKit> {
  const r = await loadRulesetRef(ref);
  if (E.isLeft(r)) throw new CliError(r.left.message);
  return r.right;
}
