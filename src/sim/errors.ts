/**
 * Why a simulation could not run or shards could not be merged. `code` is stable
 * (`bad-games`, `unknown-agent`, `bad-scenario`, `setup-refused`, `shard-mismatch`, ...);
 * `message` is ready to print, with every failing path for a scenario that does not decode.
 */
export interface SimError {
  readonly kind: 'sim-error';
  readonly code: string;
  readonly message: string;
}

/** Builds a {@link SimError}. */
export function simError(code: string, message: string): SimError {
  return { kind: 'sim-error', code, message };
}
