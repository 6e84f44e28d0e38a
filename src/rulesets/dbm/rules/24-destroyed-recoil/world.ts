/**
 * The battlefield as the DBx outcome moves see it in DBM (p.24, L1953-1992): the table, the
 * ground no element can cross (waterways for land troops, L1559), who a recoiler passes through
 * (p.20, L1533-1541) and who it pushes back.
 * @module
 */
import type { OutcomeWorld } from '../../../dbx/outcome-moves.js';
import type { DbxElement } from '../../../dbx/elements.js';
import { DBM_PROFILE } from '../../data/profile.js';
import { DBM_NAVAL } from '../../data/troops.js';
import type { DbmState } from '../../model/state.js';
import type { DbmTroopType } from '../../model/troop.js';
import { goingMet } from '../17-tactical-moves/going.js';

const T = (e: DbxElement) => e.type as DbmTroopType;

/**
 * The outcome-move world of a state.
 * @rule dbm p.24 L1953-1973
 * @rule dbm p.20 L1533-1541
 * @ruling DBM-R40
 */
export function dbmOutcomeWorld(s: DbmState, fleeing = false): OutcomeWorld {
  return {
    tableWidth: s.table.width,
    tableHeight: s.table.depth,
    impassable: (el, at) => !DBM_NAVAL.has(T(el)) && goingMet([at], s.terrain).waterway,
    // a fleeing element bursts through friends it cannot pass through (p.24a, L2013-2016; ruling DBM-R40)
    canPassThrough: (mover, friend, isRecoil) => (isRecoil ? DBM_PROFILE.passesInRecoil(T(mover), T(friend)) : fleeing || DBM_PROFILE.passesInMove(T(mover), T(friend))),
    canBePushed: (friend) => DBM_PROFILE.canBePushedBack(T(friend), friend.camp),
    passOpposite: () => false,
  };
}

/** The active elements of a state (one array: the contact queries cache by it). */
export function activeElements(s: DbmState): DbxElement[] {
  return Object.values(s.elements).filter((e) => e.status === 'active');
}
