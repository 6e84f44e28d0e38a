/**
 * What a DBMM game still lacks, and the tables it plays with. The sheet cannot give four
 * tables; a game takes them from the user's file, else (with `proxies: 'dbm'`) from DBM 3.x's
 * rows labelled as proxies, else it cannot start: `missingTables` names each table and entry
 * still missing, and `resolveUserTables` gives the tables with every value's provenance.
 * `strict` (the default) also asks the user for the morale equivalents the sheet prints but
 * only legibly enough for a low-confidence reading (ruling DBMM-R1).
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Provenance } from '../../../../core/provenance.js';
import { DBMM_TROOP_TYPES, type DbmmTroopType } from '../../model/troop.js';
import { LOST_MORALE_EQUIVALENTS, MORALE_EQUIVALENTS } from '../morale-equivalents.js';
import { provenanceOf } from '../source.js';
import type { DbmmOutcomeRow, DbmmQuickKill, DbmmTableOptions, DbmmUserTables } from './codec.js';
import { DBM_PROXY_TABLES, type DbmmProxyTables } from './dbm-proxies.js';

/** The tables a user supplies. */
export type DbmmUserTableId = 'combat-outcomes' | 'quick-kills' | 'impetuous' | 'morale-equivalents';

/** A table a game still lacks: which entries, why, and whether `proxies: 'dbm'` would fill it. */
export interface MissingTable {
  readonly table: DbmmUserTableId;
  /** The entries missing (troop types, morale-equivalent keys), or empty when the whole table is. */
  readonly entries: ReadonlyArray<string>;
  readonly reason: string;
  /** True when the DBM proxies would supply what is missing. */
  readonly proxyAvailable: boolean;
}

/** A value with where it comes from. */
export interface Provenanced<T> {
  readonly value: T;
  readonly provenance: Provenance;
}

/** The four tables as a game plays them. */
export interface ResolvedUserTables {
  readonly combatOutcomes: Readonly<Record<DbmmTroopType, Provenanced<DbmmOutcomeRow>>>;
  readonly quickKills: Provenanced<ReadonlyArray<DbmmQuickKill>>;
  readonly impetuous: Provenanced<ReadonlyArray<ReadonlyArray<string>>>;
  /** Every morale-equivalent key the sheet leaves to the user or reads with low confidence. */
  readonly moraleEquivalents: Readonly<Record<string, Provenanced<number>>>;
  /** The tables filled (wholly or partly) by DBM proxies: an outcome of such a game says so. */
  readonly proxiesUsed: ReadonlyArray<DbmmUserTableId>;
}

/** The morale-equivalent keys the sheet reads with low confidence (each token of those rows). */
function lowConfidenceMeKeys(): string[] {
  const keys: string[] = [];
  for (const r of MORALE_EQUIVALENTS.rows) if (r.me !== null && r.src.confidence === 'low') keys.push(...r.who);
  return keys;
}

/** The sheet's value for a low-confidence key. */
function sheetMe(key: string): Provenanced<number> | null {
  for (const r of MORALE_EQUIVALENTS.rows) if (r.me !== null && r.who.includes(key)) return { value: r.me, provenance: provenanceOf(r.src) };
  return null;
}

const userProvenance = (user: DbmmUserTables): Provenance => ({ kind: 'user', file: user.source });

/**
 * Each table (and entry) a game set up with `user` and `options` would still lack; empty when
 * it can start. `proxies` are the DBM proxies on offer (the library's own by default).
 * @ruling DBMM-R1
 * @ruling DBMM-R2
 */
export function missingTables(user: DbmmUserTables | null, options: DbmmTableOptions = {}, proxies: DbmmProxyTables = DBM_PROXY_TABLES): ReadonlyArray<MissingTable> {
  const r = resolve(user, options, proxies);
  return E.isLeft(r) ? r.left : [];
}

/**
 * The four tables a game plays with, or every table still missing.
 * @ruling DBMM-R1
 * @ruling DBMM-R2
 */
export function resolveUserTables(user: DbmmUserTables | null, options: DbmmTableOptions = {}, proxies: DbmmProxyTables = DBM_PROXY_TABLES): E.Either<ReadonlyArray<MissingTable>, ResolvedUserTables> {
  return resolve(user, options, proxies);
}

function resolve(user: DbmmUserTables | null, options: DbmmTableOptions, proxies: DbmmProxyTables): E.Either<ReadonlyArray<MissingTable>, ResolvedUserTables> {
  const strict = options.strict ?? true;
  const useProxies = options.proxies === 'dbm';
  const missing: MissingTable[] = [];
  const used = new Set<DbmmUserTableId>();

  // Combat outcomes: a row for every troop type.
  const outcomes: Partial<Record<DbmmTroopType, Provenanced<DbmmOutcomeRow>>> = {};
  const lackOutcome: DbmmTroopType[] = [];
  let proxyWouldFill = true;
  for (const type of DBMM_TROOP_TYPES) {
    const mine = user?.combatOutcomes?.[type];
    const theirs = proxies.combatOutcomes?.rows[type];
    if (mine !== undefined) outcomes[type] = { value: mine, provenance: userProvenance(user!) };
    else if (useProxies && theirs !== undefined) {
      outcomes[type] = { value: theirs, provenance: proxies.combatOutcomes!.provenance };
      used.add('combat-outcomes');
    } else {
      lackOutcome.push(type);
      if (theirs === undefined) proxyWouldFill = false;
    }
  }
  if (lackOutcome.length > 0) missing.push({ table: 'combat-outcomes', entries: lackOutcome, reason: 'the per-type outcome exceptions of rulebook pp.38-39 are not legible on the sheet', proxyAvailable: proxyWouldFill && !useProxies });

  const whole = <T>(id: DbmmUserTableId, mine: T | undefined, theirs: { readonly rows: T; readonly provenance: Provenance } | null, reason: string): Provenanced<T> | null => {
    if (mine !== undefined) return { value: mine, provenance: userProvenance(user!) };
    if (useProxies && theirs !== null) {
      used.add(id);
      return { value: theirs.rows, provenance: theirs.provenance };
    }
    missing.push({ table: id, entries: [], reason, proxyAvailable: theirs !== null && !useProxies });
    return null;
  };
  const quickKills = whole('quick-kills', user?.quickKills, proxies.quickKills, 'the quick kill table of rulebook pp.38-39 cannot be aligned from the sheet');
  const impetuous = whole('impetuous', user?.impetuous, proxies.impetuous, 'the impetuous troop list of rulebook p.30 is not legible on the sheet');

  // Morale equivalents: the lost keys always, the low-confidence readings when strict.
  const me: Record<string, Provenanced<number>> = {};
  const lackMe: string[] = [];
  let meProxyWouldFill = true;
  for (const key of [...LOST_MORALE_EQUIVALENTS, ...lowConfidenceMeKeys()]) {
    const lost = LOST_MORALE_EQUIVALENTS.includes(key);
    const mine = user?.moraleEquivalents?.[key];
    const theirs = proxies.moraleEquivalents?.rows[key];
    if (mine !== undefined) me[key] = { value: mine, provenance: userProvenance(user!) };
    else if (useProxies && theirs !== undefined) {
      me[key] = { value: theirs, provenance: proxies.moraleEquivalents!.provenance };
      used.add('morale-equivalents');
    } else if (!lost && !strict) me[key] = sheetMe(key)!;
    else {
      lackMe.push(key);
      if (theirs === undefined) meProxyWouldFill = false;
    }
  }
  if (lackMe.length > 0) missing.push({ table: 'morale-equivalents', entries: lackMe, reason: strict ? 'lost on the sheet, or legible only as a low-confidence reading (strict refuses those)' : 'lost on the sheet', proxyAvailable: meProxyWouldFill && !useProxies });

  if (missing.length > 0 || quickKills === null || impetuous === null) return E.left(missing);
  return E.right({ combatOutcomes: outcomes as Record<DbmmTroopType, Provenanced<DbmmOutcomeRow>>, quickKills, impetuous, moraleEquivalents: me, proxiesUsed: [...used] });
}

/** One line per missing table, for a setup error a person reads. */
export function describeMissing(missing: ReadonlyArray<MissingTable>): string {
  return missing.map((m) => `${m.table}${m.entries.length > 0 ? ` (${m.entries.join(', ')})` : ''}: ${m.reason}${m.proxyAvailable ? "; options.proxies: 'dbm' would supply DBM 3.x's rows" : ''}`).join('\n');
}
