/**
 * Tactical factors (p.22, L1788-1827): the general's element, upslope or defending a river bank,
 * flanks overlapped or contacted and shooters aiding against the element, shooting to or from a
 * wood, a demoralised command, and troops fighting in going bad for them. The value column was
 * printed apart from the conditions; the values are read in order against the conditions, the
 * blank lines of the column falling beside the second lines of the two-line conditions, and the
 * two whose reading rests on that layout alone are labelled `reconstructed-medium`.
 * Fortifications, weather and river crossings are not on the table yet, so their rows are not
 * listed.
 * @module
 */
import { isTrain } from './troops.js';
import { factorRow, type DbmFactorRow } from './factor-row.js';
import { src } from './sources.js';

const rough = (g: string) => g === 'rough' || g === 'difficult';

/**
 * The tactical-factor rows, in the book's order.
 * @rule dbm p.22 L1788-1827
 */
export const TACTICAL_FACTOR_ROWS: ReadonlyArray<DbmFactorRow> = [
  factorRow(
    'tactical-general',
    'p.22',
    src('reconstructed-high', 'L1792', 'the line is damaged; "general" and "demoralised" are legible'),
    (f) => (f.me.general && !f.me.demoralised && (f.kind === 'close-combat' || f.role !== 'shooter') ? "the general's element" : null),
    1,
  ),
  factorRow('tactical-upslope', 'p.22', src('text', 'L1800'), (f) => (f.kind === 'close-combat' && f.upslope ? 'upslope' : null), 1),
  factorRow('tactical-river-bank', 'p.22', src('text', 'L1800'), (f) => (f.kind === 'close-combat' && !f.upslope && f.riverBank ? 'defending a river bank' : null), 1),
  factorRow(
    'tactical-flanks-and-aid',
    'p.22',
    src('text', 'L1801-1813'),
    (f) => {
      const out = [...f.flankThreats()];
      for (let i = 0; i < Math.min(2, f.aidingAgainst); i++) out.push(`shooter aiding against it (${i + 2}${i === 0 ? 'nd' : 'rd'})`);
      return out;
    },
    -1,
  ),
  factorRow('tactical-wood', 'p.22', src('text', 'L1815'), (f) => (f.kind === 'shooting' && f.role !== 'target' && (f.me.inWood || f.opp.inWood) ? 'shooting to or from a wood, orchard or grove' : null), -1),
  factorRow(
    'tactical-demoralised',
    'p.22',
    src('reconstructed-medium', 'L1806, L1817', 'the value is read from the column by its layout'),
    (f) => (f.me.demoralised && !f.me.general ? 'an element of a demoralised command' : null),
    -2,
  ),
  factorRow(
    'tactical-mounted-bad-going',
    'p.22',
    src('text', 'L1807, L1818-1819'),
    (f) => (f.kind === 'close-combat' && f.me.mounted && (rough(f.me.going) || (!f.opp.mounted && rough(f.opp.going))) ? 'mounted fighting in rough or difficult going' : null),
    -2,
  ),
  factorRow(
    'tactical-warband-bad-going',
    'p.22',
    src('text', 'L1809, L1821'),
    (f) => (f.kind === 'close-combat' && f.me.type === 'Wb' && (f.me.grade === 'S' || f.me.grade === 'O') && !f.opp.mounted && rough(f.me.going) ? 'warband against foot in rough or difficult going' : null),
    -1,
  ),
  factorRow(
    'tactical-blades-bad-going',
    'p.22',
    src('reconstructed-medium', 'L1810, L1823', 'the value is read from the column by its layout'),
    (f) => (f.kind === 'close-combat' && f.me.type === 'Bd' && !f.opp.mounted && rough(f.me.going) ? 'blades against foot in rough or difficult going' : null),
    -2,
  ),
  factorRow(
    'tactical-close-order-bad-going',
    'p.22',
    src('text', 'L1811, L1825-1827'),
    (f) => {
      if (f.kind !== 'close-combat' || !rough(f.me.going)) return null;
      const t = f.me.type;
      const hit = t === 'Sp' || (t === 'Pk' && (f.me.grade === 'O' || f.me.grade === 'I')) || t === 'Hd' || isTrain(t, f.me.listedGrade);
      return hit ? 'close order or train in rough or difficult going' : null;
    },
    -2,
  ),
];
