/**
 * The PIP cost of a tactical move, family-wide: the profile's cost per move, its surcharges by
 * troop type, and one more when any element of the group is beyond its general's command range
 * (the screened range where terrain lies between them).
 * @module
 */
import { centreOf } from '../../../plane/base.js';
import { hypot } from '../../../plane/hypot.js';
import type { DbxElement } from '../elements.js';
import { moverType, type MoveWorld } from './world.js';

/**
 * PIPs for moving these elements, given the side's general on the table (or `undefined`).
 * @rule dba sequence-of-play
 */
export function movePipCost<T extends string, D, F>(world: MoveWorld<T, D, F>, group: ReadonlyArray<DbxElement>, general: DbxElement | undefined): number {
  const p = world.profile.pips(world.tables);
  let cost = p.perMove + world.profile.pipSurcharge(group.map((e) => moverType<T>(e)), world.tables);
  const g = world.ground;
  const out = group.some((e) => {
    if (general === undefined) return true;
    if (e.id === general.id) return false;
    const a = centreOf(e);
    const b = centreOf(general);
    const d = hypot(a.x - b.x, a.y - b.y);
    return d > p.rangeOpen || (d > p.rangeScreened && g.screened(g.features, a, b));
  });
  if (out) cost += p.outOfRange;
  return cost;
}

/** The side's general among these elements, if any. */
export function generalAmong(elements: ReadonlyArray<DbxElement>, side: string): DbxElement | undefined {
  return elements.find((x) => x.side === side && x.general);
}
