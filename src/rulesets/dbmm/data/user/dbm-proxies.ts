/**
 * DBM 3.x's rows as labelled proxies for the DBMM tables the sheet cannot give. Rulesets may not
 * import each other (the layers: `scripts/check-imports.mjs`), so the values are restated here
 * from the DBM 3.x text, each citing its lines there, with `proxy` provenance; the DBM ruleset's
 * own data (`src/rulesets/dbm/`) reads the same lines, and a test keeps the two in step.
 *
 * DBM's combat outcome table is not in the library yet, so no outcome or quick-kill proxy is
 * offered: `missingTables` names those tables even with `proxies: 'dbm'` (ruling DBMM-R2). A
 * composition root that holds both rulesets may pass fuller proxies to `resolveUserTables`.
 * @module
 */
import type { Provenance } from '../../../../core/provenance.js';
import type { DbmmOutcomeRow, DbmmQuickKill } from './codec.js';
import type { DbmmTroopType } from '../../model/troop.js';

/** Proxy tables: each present table with its provenance. */
export interface DbmmProxyTables {
  readonly combatOutcomes: { readonly rows: Readonly<Partial<Record<DbmmTroopType, DbmmOutcomeRow>>>; readonly provenance: Provenance } | null;
  readonly quickKills: { readonly rows: ReadonlyArray<DbmmQuickKill>; readonly provenance: Provenance } | null;
  readonly impetuous: { readonly rows: ReadonlyArray<ReadonlyArray<string>>; readonly provenance: Provenance } | null;
  readonly moraleEquivalents: { readonly rows: Readonly<Record<string, number>>; readonly provenance: Provenance } | null;
}

const proxy = (section: string, reason: string): Provenance => ({ kind: 'proxy', ruleset: 'dbm', section, reason });

/**
 * DBM's impetuous troops by type: irregular Kn (S/O/F), Cm (S), Exp, Wb, Bd (F), Hd (S).
 * @rule dbm L1451-1455
 */
export const DBM_IMPETUOUS: ReadonlyArray<ReadonlyArray<string>> = [['Irr Kn(S/O/F)'], ['Irr Cm(S)'], ['Irr Exp'], ['Irr Wb'], ['Irr Bd(F)'], ['Irr Hd(S)']];

/**
 * DBM's element equivalents for the morale equivalents the sheet loses: a general's element
 * counts as its type (1 for the types concerned), Kn and El 1, Hd (I) 0.
 * @rule dbm p.25
 */
export const DBM_LOST_ME: Readonly<Record<string, number>> = { general: 1, Kn: 1, 'El(S/O)': 1, 'Hd(I)': 0 };

/** The proxies this library offers for `proxies: 'dbm'`. */
export const DBM_PROXY_TABLES: DbmmProxyTables = {
  combatOutcomes: null,
  quickKills: null,
  impetuous: { rows: DBM_IMPETUOUS, provenance: proxy('L1451-1455', 'DBMM\'s impetuous troop list (rulebook p.30) is illegible on the sheet; DBM 3.x\'s list stands in') },
  moraleEquivalents: { rows: DBM_LOST_ME, provenance: proxy('p.25 L2089-2111', 'DBMM\'s morale equivalents for these elements are lost on the sheet; DBM 3.x\'s element equivalents stand in') },
};
