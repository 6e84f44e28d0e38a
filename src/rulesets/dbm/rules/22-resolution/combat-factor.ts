/**
 * A DBM element's combat factor in one fight (p.22, L1702-1742): its row of the table read against
 * the class of its opponent (mounted, naval or foot), the special cases of the row, and the
 * substitutions the troop descriptions make for (X) grades (p.4-9).
 * @module
 */
import type { FactorTerm } from '../../../dbx/dice.js';
import { combatFactorRow, type OpponentClass } from '../../data/combat-factors.js';
import { termSource } from '../../data/factor-row.js';
import type { DbmFightFacts } from '../../model/fight.js';
import type { DbmTroopType } from '../../model/troop.js';

/** The opponent's class as the table reads it (mounted infantry count as foot). */
export function opponentClass(f: DbmFightFacts): OpponentClass {
  if (f.opp.naval) return 'naval';
  return f.opp.mounted ? 'mounted' : 'foot';
}

/**
 * The type whose row `me` reads: psiloi (X) use artillery's in close combat against any but
 * auxilia or psiloi (L549-551); artillery (X) fight as auxilia in close combat (L559-562); bowmen
 * (X) fight foot as spears in close combat (L516-527); elephants (X) shoot as artillery (L223-226);
 * boats (X) shoot and are shot at as artillery (L617-618).
 * @rule dbm p.4 L223-226
 * @rule dbm p.6 L516-527
 * @rule dbm p.7 L549-562
 * @rule dbm p.9 L617-618
 */
export function factorType(f: DbmFightFacts): DbmTroopType {
  const t = f.me.type;
  if (f.me.listedGrade !== 'X') return t;
  const close = f.kind === 'close-combat';
  if (t === 'Ps' && close && f.opp.type !== 'Ax' && f.opp.type !== 'Ps') return 'Art';
  if (t === 'Art' && close) return 'Ax';
  if (t === 'Bw' && close && opponentClass(f) === 'foot') return 'Sp';
  if (t === 'El' && !close && f.role !== 'target') return 'Art';
  if (t === 'Bts' && !close) return 'Art';
  return t;
}

/**
 * The combat-factor term of `me`.
 * @rule dbm p.22 L1702-1742
 */
export function combatFactorTerm(f: DbmFightFacts): FactorTerm {
  const type = factorType(f);
  const row = combatFactorRow(type);
  const cls = opponentClass(f);
  let value = cls === 'mounted' ? row.vMounted : cls === 'naval' ? row.vNaval : row.vFoot;
  let name = `${type} v ${cls}`;
  const sp = row.special;
  if (sp !== null && cls === 'foot' && f.kind === 'shooting') {
    const hit = sp.when === 'v-shooting' || (sp.when === 'v-bowmen-shooting' && f.opp.type === 'Bw') || (sp.when === 'bowmen-shooting-duel' && f.opp.type === 'Bw');
    if (hit) {
      value = sp.value;
      name = sp.when === 'v-shooting' ? `${type} v shooting` : sp.when === 'v-bowmen-shooting' ? `${type} v bowmen shooting` : `${type} shooting at or shot at by bowmen`;
    }
  }
  return { name, value, section: `p.22 ${row.source.lines}`, source: termSource(row.source.kind) };
}
