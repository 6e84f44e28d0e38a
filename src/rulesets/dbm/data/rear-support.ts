/**
 * Rear support (p.22, L1726-1786): the ranks behind an element that add to its score, the
 * conditions every rank must meet (same command, lined up, facing the same way, contiguous), what
 * forbids support altogether, and the grade rule (same grade, or a different grade where the
 * army list allows it, but never spears (O) behind spears (S)).
 * @module
 */
import type { DbmFightFacts, DbmRank } from '../model/fight.js';
import type { DbmGrade, DbmTroopType } from '../model/troop.js';
import { factorRow, type DbmFactorRow } from './factor-row.js';
import { src } from './sources.js';

/**
 * Whether a rank of grade `rear` may support a front rank of grade `front` of the same type:
 * the same grade always; another grade only where the army list allows it, and spears (O) never
 * behind spears (S) whatever the list says.
 * @rule dbm p.22 L1755-1757
 */
export function supportGradeAllowed(type: DbmTroopType, front: DbmGrade, rear: DbmGrade, listAllows: boolean): boolean {
  if (front === rear) return true;
  if (type === 'Sp' && front === 'S' && rear === 'O') return false;
  return listAllows;
}

/**
 * Why rear support is forbidden to `me` in this fight, or `null`: a rank of chariots or in
 * difficult going, being shot at (except the knights' double base, which names shooting itself),
 * a rank touching the front edge of enemy expendables, having just moved into close combat with
 * artillery; and bowmen (X) and knights (X), which never claim it. Defending fortifications also
 * forbids it; fortifications are not on the table yet.
 * @rule dbm p.22 L1752-1753
 * @rule dbm p.4 L263-269
 * @rule dbm p.6 L516-527
 */
export function supportForbidden(f: DbmFightFacts, ranks: ReadonlyArray<DbmRank>): string | null {
  if (f.me.chariot || ranks.some((r) => r.chariot)) return 'a rank of chariots';
  if (f.me.going === 'difficult' || ranks.some((r) => r.going === 'difficult')) return 'a rank in difficult going';
  if (f.kind === 'shooting' && f.role !== 'shooter') return 'being shot at';
  if (f.me.touchesExpendables || ranks.some((r) => r.touchesExpendables)) return 'a rank touching enemy expendables';
  if (f.kind === 'close-combat' && f.movedThisBound && f.opp.type === 'Art') return 'just moved into close combat against artillery';
  if (f.me.listedGrade === 'X' && (f.me.type === 'Bw' || f.me.type === 'Kn')) return `${f.me.type}(X) cannot claim rear support`;
  return null;
}

/** The supporting ranks of `me` in a row of the given types and grade test, counted up to `max` (contiguous from the 2nd). */
function supporting(f: DbmFightFacts, max: number, ok: (r: DbmRank, i: number) => boolean): DbmRank[] {
  const ranks = f.ranks();
  if (supportForbidden(f, ranks) !== null) return [];
  const out: DbmRank[] = [];
  for (let i = 0; i < Math.min(max, ranks.length); i++) {
    const r = ranks[i]!;
    if (r.command !== f.me.command || !ok(r, i)) break;
    out.push(r);
  }
  return out;
}

const good = (f: DbmFightFacts, ranks: ReadonlyArray<DbmRank>) => f.me.going === 'good' && ranks.every((r) => r.going === 'good');
const names = (rs: ReadonlyArray<DbmRank>, what: string) => rs.map((r, i) => `${what} (${i === 0 ? '2nd' : i === 1 ? '3rd' : '4th'} rank ${r.id})`);
const FRONT_FOOT_TARGETS: ReadonlySet<DbmTroopType> = new Set<DbmTroopType>(['Sp', 'Pk', 'Bd', 'Ax', 'Bw']);
const close = (f: DbmFightFacts) => f.kind === 'close-combat';
const notVsElephants = (f: DbmFightFacts) => f.opp.type !== 'El';

/**
 * The rear-support rows, in the book's order. The knights' double base (a 2nd rank of Kn(I) on
 * the same base) reads the element's own double base; the others read the ranks behind it.
 * @rule dbm p.22 L1759-1786
 */
export const REAR_SUPPORT_ROWS: ReadonlyArray<DbmFactorRow> = [
  factorRow(
    'rear-knights-double',
    'p.22',
    src('reconstructed-high', 'L1760-1761', 'the supporting grade reads (I)'),
    (f) => {
      const r = f.me.doubleRear;
      if (f.me.type !== 'Kn' || f.me.listedGrade === 'X' || r === null || r.type !== 'Kn' || r.grade !== 'I') return null;
      if (f.me.chariot || f.me.going === 'difficult') return null;
      const frontal = close(f) && (!f.opp.mounted || ['Kn', 'Cv', 'LH'].includes(f.opp.type));
      const shotAt = f.kind === 'shooting' && f.role !== 'shooter' && f.opp.type !== 'Art';
      return frontal || shotAt ? 'a 2nd rank of knights (I) on the double base' : null;
    },
    1,
  ),
  factorRow(
    'rear-spears',
    'p.22',
    src('text', 'L1763-1765'),
    (f) => {
      if (f.me.type !== 'Sp' || !notVsElephants(f)) return null;
      const s = supporting(f, 1, (r) => r.type === 'Sp' && supportGradeAllowed('Sp', f.me.grade, r.grade, false));
      return s.length === 1 && good(f, s) ? names(s, 'spears') : null;
    },
    1,
  ),
  factorRow(
    'rear-pikes',
    'p.22',
    src('text', 'L1766-1768'),
    (f) => {
      if (f.me.type !== 'Pk' || f.me.listedGrade === 'X' || !notVsElephants(f)) return null;
      const s = supporting(f, 2, (r) => r.type === 'Pk' && supportGradeAllowed('Pk', f.me.grade, r.grade, false));
      return s.length > 0 && good(f, s) ? names(s, 'pikes') : null;
    },
    1,
  ),
  factorRow(
    'rear-pikes-fourth-rank-against',
    'p.22',
    src('reconstructed-medium', 'L1770-1772', 'the ordinal of the rank is lost; the 4th, since the 2nd and 3rd already count'),
    (f) => {
      if (!close(f) || f.me.mounted || f.me.naval || f.opp.type !== 'Pk' || f.opp.listedGrade === 'X') return null;
      const rs = f.oppRanks();
      if (rs.length < 3 || f.opp.going !== 'good') return null;
      const three = rs.slice(0, 3);
      return three.every((r) => r.type === 'Pk' && r.grade === f.opp.grade && r.going === 'good' && r.command === f.opp.command && !r.chariot) ? `${f.opp.id}'s pikes have a 4th rank` : null;
    },
    -1,
  ),
  factorRow(
    'rear-pikes-x',
    'p.22',
    src('reconstructed-high', 'L1774-1776', 'the grades read (X) or (I)'),
    (f) => {
      if (f.me.type !== 'Pk' || f.me.listedGrade !== 'X' || !notVsElephants(f)) return null;
      const s = supporting(f, 2, (r) => r.type === 'Pk' && (r.grade === 'X' || r.grade === 'I'));
      return s.length > 0 && good(f, s) ? names(s, 'pikes') : null;
    },
    1,
  ),
  factorRow(
    'rear-warband',
    'p.22',
    src('reconstructed-medium', 'L1777', 'the digit is lost; +1 as every other supporting rank'),
    (f) => {
      if (f.me.type !== 'Wb') return null;
      const s = supporting(f, 1, (r) => r.type === 'Wb');
      return s.length === 1 ? names(s, 'warband') : null;
    },
    1,
  ),
  factorRow(
    'rear-auxilia-x',
    'p.22',
    src('reconstructed-high', 'L1778'),
    (f) => {
      if (f.me.type !== 'Ax' || f.me.listedGrade !== 'X') return null;
      const s = supporting(f, 2, (r, i) => r.type === 'Ax' && (i > 0 || r.grade === 'X'));
      return s.length > 0 ? names(s, 'auxilia') : null;
    },
    1,
  ),
  factorRow(
    'rear-auxilia',
    'p.22',
    src('reconstructed-high', 'L1780-1782', 'the value reads +1'),
    (f) => {
      if (f.me.type !== 'Ax' || f.me.listedGrade === 'X' || !close(f) || !FRONT_FOOT_TARGETS.has(f.opp.type)) return null;
      const s = supporting(f, 1, (r) => r.type === 'Ax' && r.grade === f.me.grade);
      return s.length === 1 ? names(s, 'auxilia') : null;
    },
    1,
  ),
  factorRow(
    'rear-bowmen',
    'p.22',
    src('reconstructed-high', 'L1784-1785', 'the value reads +1; every bow counts as the same type of bow'),
    (f) => {
      if (f.me.type !== 'Bw' || !close(f) || !FRONT_FOOT_TARGETS.has(f.opp.type)) return null;
      const s = supporting(f, 1, (r) => r.type === 'Bw' && r.grade === f.me.grade);
      return s.length === 1 ? names(s, 'bowmen') : null;
    },
    1,
  ),
  factorRow(
    'rear-psiloi',
    'p.22',
    src('text', 'L1786'),
    (f) => {
      if (f.me.type !== 'Ps' || (f.me.grade !== 'S' && f.me.grade !== 'O') || !close(f) || (f.opp.type !== 'Ps' && f.opp.type !== 'LH')) return null;
      const s = supporting(f, 1, (r) => r.type === 'Ps' && (r.grade === f.me.grade || r.grade === 'O'));
      return s.length === 1 ? names(s, 'psiloi') : null;
    },
    1,
  ),
  factorRow(
    'rear-blades-x',
    'p.22',
    src('proposal', 'L433-434', 'the book gives no value: +1 as the other supporting ranks (ruling DBM-R32)'),
    (f) => {
      if (f.me.type !== 'Bd' || f.me.listedGrade !== 'X' || !close(f) || !(f.opp.type === 'Kn' || (f.opp.type === 'Cm' && f.opp.grade === 'S'))) return null;
      const s = supporting(f, 1, (r) => r.type === 'Bd' && r.grade === 'X');
      return s.length === 1 ? names(s, 'blades') : null;
    },
    1,
  ),
];
