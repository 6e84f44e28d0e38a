/**
 * DBA's combat, support and tactical factors as rows of the DBx factor engine (dbx/factors.ts),
 * in the order a combat breakdown lists them. The values are read from the resolved tables (so
 * the user's overrides apply); the rows say when each applies and which section gives it.
 * @module
 */
import type { FactorRow, FightFacts } from '../../dbx/factors.js';
import type { DbaData } from './index.js';
import { TROOP_NAMES, type DbaTroopType } from './troop-types.js';

type F = FightFacts<DbaTroopType>;
type DbaRow = FactorRow<F, DbaData>;

/** Which column of the combat factors a fight uses: shooting where the type has one, else by the opponent's class. */
function column(f: F, d: DbaData): 'shooting' | 'vsMounted' | 'vsFoot' {
  if (f.kind === 'shooting' && d.combatFactors[f.me.type].shooting !== null) return 'shooting';
  return f.opp.mounted ? 'vsMounted' : 'vsFoot';
}
const COLUMN_NAME = { shooting: 'shooting', vsMounted: 'vs mounted', vsFoot: 'vs foot' } as const;

const BOWS_OR_ARTILLERY = (t: DbaTroopType): boolean => t === 'Bw' || t === 'Art';

/**
 * Rear support (A:83): pikes +3, spears fighting spears +1, warband +1, with a friend of the same
 * type contiguous behind and facing the same way; not when either is in bad going, when
 * attacking a camp, when being shot at by bows or artillery, or after moving into front-edge
 * contact with them. "Being shot at" makes the rule reach shooting too: a supported element shot
 * at by war wagons keeps its support (A:83 read whole); shot at by bows or artillery, it loses it.
 * @rule dba support-factors
 * @ruling DBA-R7
 */
function rearSupporter(f: F): string | null {
  const t = f.me.type;
  if (!(t === 'Pk' || t === 'Wb' || (t === 'Sp' && f.opp.type === 'Sp'))) return null;
  if (f.me.inBadGoing || f.opp.camp) return null;
  if (f.kind === 'shooting' && BOWS_OR_ARTILLERY(f.opp.type)) return null;
  if (f.shotAtBy.some(BOWS_OR_ARTILLERY) || f.contactedThisBound.some(BOWS_OR_ARTILLERY)) return null;
  const s = f.behind().find((b) => b.type === t && !b.inBadGoing);
  return s === undefined ? null : s.id;
}

/**
 * The rows. Zero-valued tactical factors (an override of 0) are switched off.
 * @rule dba close-combat
 * @rule dba support-factors
 * @rule dba tactical-factors
 * @ruling DBA-R4
 * @ruling DBA-R8
 */
export const DBA_FACTOR_ROWS: ReadonlyArray<DbaRow> = [
  {
    id: 'combat-factor',
    section: 'close-combat',
    provenance: (f) => `combatFactors.${f.me.type}`,
    when: (f, d) => `${TROOP_NAMES[f.me.type]} ${COLUMN_NAME[column(f, d)]}`,
    value: (f, d) => d.combatFactors[f.me.type][column(f, d)] ?? 0,
  },
  {
    id: 'rear-support',
    section: 'support-factors',
    provenance: (f) => `rearSupport.${f.me.type}`,
    when: (f) => {
      const s = rearSupporter(f);
      return s === null ? null : `rear support by ${s}`;
    },
    value: (f, d) => d.rearSupport[f.me.type as 'Pk' | 'Sp' | 'Wb'],
  },
  {
    // A:85: spears, blades or auxilia fighting mounted or warband, or attacking a camp
    id: 'psiloi-support',
    section: 'support-factors',
    provenance: () => 'psiloiSupport',
    when: (f) => {
      if (f.kind !== 'close-combat') return null;
      const t = f.me.type;
      if (!(t === 'Sp' || t === 'Bd' || t === 'Ax') || !(f.opp.mounted || f.opp.type === 'Wb' || f.opp.camp)) return null;
      const ps = f.behind().find((b) => b.type === 'Ps');
      return ps === undefined ? null : `psiloi support by ${ps.id}`;
    },
    value: (_f, d) => d.psiloiSupport,
  },
  {
    id: 'camp-defender',
    section: 'tactical-factors',
    provenance: () => 'tacticalFactors.campDefender',
    when: (f, d) => (d.tactical.campDefender !== 0 && f.me.inCamp ? 'defending a camp' : null),
    value: (_f, d) => d.tactical.campDefender,
  },
  {
    id: 'general',
    section: 'tactical-factors',
    provenance: () => 'tacticalFactors.general',
    when: (f, d) => (d.tactical.general !== 0 && f.me.general ? 'general' : null),
    value: (_f, d) => d.tactical.general,
  },
  {
    // DBM's +1 upslope is a close-combat factor (M:1794-1800); the proxy keeps it there
    id: 'uphill',
    section: 'tactical-factors',
    provenance: () => 'tacticalFactors.uphill',
    when: (f, d) => (d.tactical.uphill !== 0 && f.kind === 'close-combat' && f.upslope ? 'uphill' : null),
    value: (_f, d) => d.tactical.uphill,
  },
  {
    // the same +1 covers defending a river bank, once (river-crossing, a proxy)
    id: 'river-bank',
    section: 'river-crossing',
    provenance: () => 'tacticalFactors.uphill',
    when: (f, d) => (d.tactical.uphill !== 0 && f.kind === 'close-combat' && !f.upslope && f.riverBank ? 'defending a river bank' : null),
    value: (_f, d) => d.tactical.uphill,
  },
  {
    // A:95: -1 per flank overlapped; a camp has no flanks and only bows overlap it
    id: 'overlap',
    section: 'tactical-factors',
    provenance: () => 'tacticalFactors.overlap',
    when: (f) => {
      const os = f.overlappedBy();
      if (os.length === 0) return null;
      return os.filter((o) => !f.me.camp || o.type === 'Bw').map((o) => `overlapped by ${o.id}`);
    },
    value: (_f, d) => d.tactical.overlap,
  },
  {
    // A:95: -1 per enemy front edge on a flank or the rear (a camp has no flanks)
    id: 'flank-or-rear-contact',
    section: 'tactical-factors',
    provenance: () => 'tacticalFactors.overlap',
    when: (f) => {
      if (f.me.camp) return null;
      const cs = f.flankContacts();
      return cs.length === 0 ? null : cs.map((c) => `enemy ${c.id} on its ${c.edge}`);
    },
    value: (_f, d) => d.tactical.overlap,
  },
  {
    // A:95: -1 per 2nd or 3rd element aiding a shooting enemy
    id: 'aiding-shooter',
    section: 'tactical-factors',
    provenance: () => 'tacticalFactors.overlap',
    when: (f) => (f.aidingAgainst === 0 ? null : new Array<string>(f.aidingAgainst).fill('aiding shooter')),
    value: (_f, d) => d.tactical.overlap,
  },
  {
    // A:97: -2 in bad going for all but Ax, Bw, Ps; and for mounted fighting enemy in bad going
    id: 'bad-going',
    section: 'tactical-factors',
    provenance: () => 'tacticalFactors.badGoing',
    when: (f) => {
      if (f.me.camp) return null;
      const t = f.me.type;
      if (f.me.inBadGoing && t !== 'Ax' && t !== 'Bw' && t !== 'Ps') return 'in bad going';
      if (f.me.mounted && f.opp.inBadGoing && f.kind === 'close-combat') return f.me.inBadGoing ? 'in bad going' : 'mounted against enemy in bad going';
      return null;
    },
    value: (_f, d) => d.tactical.badGoing,
  },
];
