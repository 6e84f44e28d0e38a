/**
 * Flight (p.24a, L1996-2035): a beaten element first recoils its base depth, turns about, and
 * runs straight to its new front its full tactical move in the going it starts in plus the flee
 * bonus (L2028). It passes through friends (bursting through those it may not pass), is
 * destroyed by enemy or ground it cannot cross, and is lost if it leaves the table. It runs
 * straight: the deviation of up to 90° round obstacles and the burst friends' own flight are not
 * played yet (ruling DBM-R40).
 * @module
 */
import { flee } from '../../../dbx/outcome-moves.js';
import type { DbxElement } from '../../../dbx/elements.js';
import { rule } from '../../data/cite.js';
import type { DbmEvent } from '../../model/events.js';
import type { DbmState } from '../../model/state.js';
import { goingMet } from '../17-tactical-moves/going.js';
import { moveTablesOf } from '../17-tactical-moves/apply-move.js';
import { moveAllowance } from '../19-move-distances/allowance.js';
import { destroyElement } from '../24-destroyed-recoil/destroyed.js';
import { settleMove } from '../24-destroyed-recoil/recoil.js';
import { activeElements, dbmOutcomeWorld } from '../24-destroyed-recoil/world.js';

/**
 * How far an element flees after its initial recoil: its tactical move in the going it stands in,
 * plus `fleeBonus` (L2026-2028).
 * @rule dbm p.24a L2026-2028
 */
export function fleeDistance(s: DbmState, e: DbxElement): number {
  const going = goingMet([e], s.terrain).going;
  const troop = s.troops[e.id];
  const a = moveAllowance(
    { mover: { type: e.type, grade: e.grade }, rear: troop?.rear ? { type: troop.rear.type, grade: troop.rear.grade } : null, going: going === 'road' ? 'good' : going, march: false, flankContact: false, wadingRiver: false, blind: false },
    moveTablesOf(s).mods,
  );
  return (a.distance ?? 0) + s.config.fleeBonus;
}

/**
 * Flees `id` (beaten by `by`).
 * @rule dbm p.24a L1996-2035
 * @ruling DBM-R40
 */
export function fleeElement(s: DbmState, id: string, by: string | null, closeCombat: boolean, events: DbmEvent[]): { state: DbmState; moved: boolean } {
  const e = s.elements[id]!;
  const res = flee(dbmOutcomeWorld(s, true), activeElements(s), e, fleeDistance(s, e));
  const end = res.end;
  if (end.kind === 'destroyed') {
    const elements = { ...s.elements, ...res.updates, [id]: e };
    return { state: destroyElement({ ...s, elements }, e, end.by ?? by, end.reason, closeCombat, events), moved: true };
  }
  const elements = settleMove(s, id, res, events);
  if (end.kind === 'lost') return { state: { ...s, elements }, moved: true };
  events.push({ type: 'fled', element: id, distance: end.kind === 'moved' || end.kind === 'stopped' ? end.distance : 0, citations: [rule('p.24a', 'L1997-2000, L2026-2028: recoil, turn about and run')] });
  return { state: { ...s, elements }, moved: true };
}
