/**
 * Small shared helpers of the DBA reducer: citations, element lookups, the outcome-move world.
 * @module
 */
import { cite, type Citation } from '../../core/citation.js';
import { violation } from '../../core/errors.js';
import type { DbxElement } from '../dbx/elements.js';
import type { OutcomeWorld } from '../dbx/outcome-moves.js';
import { canBePushedBack, passesInMove, passesInRecoil } from './data/interpenetration.js';
import type { DbaTroopType } from './data/troop-types.js';
import type { DbaSection } from './data/sections.js';
import type { DbaState } from './state.js';
import type { DbaViolation, DbaViolationCode } from './violations.js';
import { onImpassable } from './terrain.js';

/** A citation of a section of the DBA 1.2 sheet. */
export function dc(section: DbaSection, note?: string): Citation {
  return cite('dba', section, note);
}

/** A refusal citing a DBA section. */
export function refuse(code: DbaViolationCode, message: string, section: DbaSection, note?: string): DbaViolation {
  return violation(code, message, dc(section, note));
}

/** A refusal for the command protocol (wrong player, wrong phase, unknown id). */
export function protocol(code: DbaViolationCode, message: string): DbaViolation {
  return violation(code, message, cite('strategos', 'commands', 'DBA command protocol'));
}

const activeCache = new WeakMap<object, DbxElement[]>();

/**
 * Active elements, as an array (stable order by id). Memoised per elements record: states are
 * never mutated, so the cache can never go stale.
 */
export function active(state: DbaState): DbxElement[] {
  const hit = activeCache.get(state.elements);
  if (hit !== undefined) return hit;
  const out: DbxElement[] = [];
  const ids = Object.keys(state.elements);
  // records built by spreading the one before keep its (sorted) key order: sort only when needed
  let sorted = true;
  for (let i = 1; i < ids.length && sorted; i++) if (ids[i - 1]! > ids[i]!) sorted = false;
  for (const id of sorted ? ids : ids.sort()) {
    const e = state.elements[id]!;
    if (e.status === 'active') out.push(e);
  }
  activeCache.set(state.elements, out);
  return out;
}

/** The other player. */
export function enemyOf(state: DbaState, player: string): string {
  return state.players[0] === player ? state.players[1] : state.players[0];
}

/** The troop type of an element (DBA elements always carry a DBA code). */
export function typeOf(e: DbxElement): DbaTroopType {
  return e.type as DbaTroopType;
}

/**
 * The outcome-move world for this state: terrain blocks, the sheet's pass-through and push-back
 * permissions, with the A:67 / A:132 reading chosen by the options.
 */
export function outcomeWorld(state: DbaState): OutcomeWorld {
  const opposite = state.options.recoilThroughOpposite === true;
  return {
    tableWidth: state.table.width,
    tableHeight: state.table.height,
    impassable: (_el, at) => onImpassable(state.terrain, at),
    canPassThrough: (mover, friend, isRecoil) => {
      const m = typeOf(mover);
      const f = typeOf(friend);
      if (friend.camp) return false;
      if (!isRecoil) return passesInMove(m, f);
      return passesInRecoil(m, f);
    },
    canBePushed: (friend) => canBePushedBack(typeOf(friend), friend.camp),
    passOpposite: (mover, friend) => opposite && !friend.camp && passesInMove(typeOf(mover), typeOf(friend)),
  };
}

/** Replaces some elements (returns a new record). */
export function withElements(state: DbaState, updates: Readonly<Record<string, DbxElement>>): DbaState {
  if (Object.keys(updates).length === 0) return state;
  return { ...state, elements: { ...state.elements, ...updates } };
}
