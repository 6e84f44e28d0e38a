/**
 * The most a front corner may travel in one tactical or march move (L1493-1517), from the
 * distance table and its modifiers: (F) troops' bonus, the bonus to swing into an enemy's flank,
 * the off-road cap while wading a river that is not paltry or when visibility is down to 100p,
 * a double element's slower type (L751), and mounted infantry marching as camelry or cavalry
 * (L671-673).
 * @module
 */
import { cite, type Citation } from '../../../../core/citation.js';
import { DBM_MOVE_TABLE, fastBonusOnlyInGood, moveRowKey, type MoveGoing, type MoveModifiers } from '../../data/moves.js';

/** An element (or one rank of a double element) as the distance rule sees it. */
export interface MoverClass {
  readonly type: string;
  readonly grade: string | null;
}

/** The facts of one move for its allowance. */
export interface AllowanceInput {
  readonly mover: MoverClass;
  /** The rear rank of a double element: the slower of the two types governs. */
  readonly rear?: MoverClass | null;
  /** `road` only when the whole move is along a road; otherwise the worst going met off it. */
  readonly going: MoveGoing;
  readonly march: boolean;
  /** Mounted infantry on their mounts march (and flee) as camelry if on camels, else as cavalry. */
  readonly mountedInfantry?: 'camels' | 'horses' | null;
  /** Moving into frontal contact with the flank of an enemy already touching it corner to corner or side to side. */
  readonly flankContact: boolean;
  /** An element of the move crosses a river that is not paltry. */
  readonly wadingRiver: boolean;
  /** Night or weather cuts visibility to 100p (and the movers are not exempt). */
  readonly blind: boolean;
}

/** The allowance and how it was reached; `distance` is `null` where the type cannot go. */
export interface Allowance {
  readonly distance: number | null;
  readonly terms: ReadonlyArray<{ readonly id: string; readonly value: number; readonly citation: Citation }>;
}

const c = (lines: string, note: string): Citation => cite('dbm', `Tactical and march move distances (L${lines})`, note);

function base(m: MoverClass, going: MoveGoing): number | null {
  const key = moveRowKey(m.type, m.grade);
  if (key === null) return null;
  const row = DBM_MOVE_TABLE[key]!.value;
  return row[going];
}

function withFast(m: MoverClass, going: MoveGoing, mods: MoveModifiers): number | null {
  const d = base(m, going);
  if (d === null) return null;
  if (m.grade !== 'F') return d;
  if (fastBonusOnlyInGood(m.type) && going !== 'good') return d;
  return d + mods.fast;
}

/**
 * The allowance of one element for one move.
 * @rule dbm L1493-1517
 * @rule dbm L751
 * @rule dbm L671-673
 */
export function moveAllowance(input: AllowanceInput, mods: MoveModifiers): Allowance {
  const going = input.going;
  let mover = input.mover;
  if (input.march && input.mountedInfantry) mover = { type: input.mountedInfantry === 'camels' ? 'Cm' : 'Cv', grade: 'O' };
  const own = withFast(mover, going, mods);
  const terms: Array<{ id: string; value: number; citation: Citation }> = [];
  if (own === null) return { distance: null, terms: [{ id: 'cannot-enter', value: 0, citation: c('1493-1507', `${mover.type} cannot move in ${going} going`) }] };
  let d = own;
  terms.push({ id: 'table', value: own, citation: c('1493-1510', `${mover.type}${mover.grade ? `(${mover.grade})` : ''} in ${going === 'road' ? 'a move entirely along a road' : `${going} going`}`) });
  if (input.rear) {
    const other = withFast(input.rear, going, mods);
    if (other === null) return { distance: null, terms: [...terms, { id: 'cannot-enter', value: 0, citation: cite('dbm', 'Elements (L751)', 'the rear rank cannot move there') }] };
    if (other < d) {
      terms.push({ id: 'double-slower', value: other - d, citation: cite('dbm', 'Elements (L751)', 'a double element moves as its slower type') });
      d = other;
    }
  }
  if (input.flankContact) {
    terms.push({ id: 'flank-contact', value: mods.flankContact, citation: c('1511-1513', 'moving into an enemy flank from corner or side contact') });
    d += mods.flankContact;
  }
  if (going !== 'road' && (input.wadingRiver || input.blind) && d > mods.offRoadCap) {
    terms.push({ id: 'off-road-cap', value: mods.offRoadCap - d, citation: c('1514-1517', input.wadingRiver ? 'wading a river that is not paltry' : 'visibility cut to 100p') });
    d = mods.offRoadCap;
  }
  return { distance: d, terms };
}
