/**
 * The config a game plays with: the library's defaults with the user's values over them, the
 * source of each, and what `strict` refuses.
 * @module
 */
import { DBM_CONFIG, DBM_CONFIG_KEYS, DEFAULT_DBM_CONFIG, DEFAULT_DBM_CONFIG_SOURCES, type DbmConfig, type DbmConfigKey, type DbmConfigSources } from '../data/config.js';
import { isLowConfidence, isPublished } from '../data/sources.js';
import type { DbmOptions } from '../model/options.js';

/** The config of a game and the source of each value. */
export function resolveConfig(options: DbmOptions | undefined): { config: DbmConfig; sources: DbmConfigSources } {
  const user = options?.config ?? {};
  const config = { ...DEFAULT_DBM_CONFIG } as Record<string, unknown>;
  const sources = { ...DEFAULT_DBM_CONFIG_SOURCES } as Record<string, string>;
  for (const [k, v] of Object.entries(user)) {
    if (v === undefined) continue;
    config[k] = v;
    sources[k] = 'user';
  }
  return { config: config as DbmConfig, sources: sources as DbmConfigSources };
}

/**
 * The keys `strict` refuses: read by a chapter the library plays, and a low-confidence reading
 * or missing (not supplied by the user).
 */
export function lowConfidenceInUse(sources: DbmConfigSources): DbmConfigKey[] {
  return DBM_CONFIG_KEYS.filter((k) => DBM_CONFIG[k].inUse && isLowConfidence(sources[k]));
}

/** True when any value a played chapter reads is not the publisher's as printed (or the user's). */
export function usesReconstructed(sources: DbmConfigSources): boolean {
  return DBM_CONFIG_KEYS.some((k) => DBM_CONFIG[k].inUse && !isPublished(sources[k]));
}
