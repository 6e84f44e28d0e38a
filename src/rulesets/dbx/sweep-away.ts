/**
 * Elements swept away behind a destroyed one: a hook of the DBx outcome moves. DBM 3.x destroys
 * the friends standing directly behind an element destroyed in close combat (or unable to finish
 * a recoil from it), within a set distance of where its rear edge stood, with exemptions by type
 * (M:1931-1952). DBA 1.2 says nothing of it: the sheet is silent and no
 * public 1.x source states it, so DBA leaves the hook off (its `sweepAway` option can switch the
 * DBM rule on as a labelled proxy). DBM and DBMM plug in their own `SweepRule`.
 *
 * The geometry comes from strategos/plane: the swept region is the strip directly behind the
 * destroyed base's starting position, as wide as the base and `reach` deep, open at its far end;
 * a friend is swept when any part of it lies inside that strip.
 * @module
 */
import { polygonOf, type Base } from '../../plane/base.js';
import { insetConvex, polygonsOverlap } from '../../plane/polygon.js';
import type { DbxElement } from './elements.js';

/** What a ruleset says about sweeping away: how far it reaches and who is spared. */
export interface SweepRule {
  /** How far behind the destroyed element's starting rear edge the sweep reaches (paces). */
  reach(destroyed: DbxElement): number;
  /** True when `behind` survives although it stands in the swept strip. */
  spared(destroyed: DbxElement, behind: DbxElement): boolean;
}

/** Contact tolerance of the strip (paces): touching its far end or its sides does not count. */
const TOL = 0.5;

/**
 * The strip directly behind a base: its rear edge widened into a rectangle `reach` deep.
 * @rule dbm M:1931-1952
 */
export function rearStrip(b: Base, reach: number): Base {
  const rad = (b.heading * Math.PI) / 180;
  return { x: b.x - Math.cos(rad) * b.depth, y: b.y - Math.sin(rad) * b.depth, heading: b.heading, width: b.width, depth: reach };
}

/**
 * The friends of a destroyed element that are swept away with it. `destroyedAt` is the element
 * as it stood before its outcome move; `all` the elements now on the table (only active friends
 * of the same side count); `rule` the ruleset's hook, or `null` when the ruleset has none.
 * Ids come back in `all`'s order.
 * @rule dbm M:1931-1952
 */
export function sweptAway(destroyedAt: DbxElement, all: ReadonlyArray<DbxElement>, rule: SweepRule | null): string[] {
  if (rule === null) return [];
  const reach = rule.reach(destroyedAt);
  if (!(reach > 2 * TOL)) return [];
  const strip = insetConvex(polygonOf(rearStrip(destroyedAt, reach)), TOL);
  const out: string[] = [];
  for (const o of all) {
    if (o.id === destroyedAt.id || o.side !== destroyedAt.side || o.status !== 'active' || o.camp) continue;
    const far = 2 * (reach + destroyedAt.depth + destroyedAt.width + o.depth + o.width);
    if (Math.abs(o.x - destroyedAt.x) > far || Math.abs(o.y - destroyedAt.y) > far) continue;
    if (!polygonsOverlap(strip, polygonOf(o))) continue;
    if (rule.spared(destroyedAt, o)) continue;
    out.push(o.id);
  }
  return out;
}

/**
 * DBM 3.x's rule (M:1931-1952, the sweep reaching the lesser of the destroyed element's depth
 * and width): spared are the elements behind destroyed psiloi unless psiloi themselves, and
 * anything where either element is war wagons or baggage. (Hordes (I) in front, fortifications
 * and drowning are DBM matters the DBx core does not model.)
 * @rule dbm M:1931-1952
 */
export const DBM_SWEEP_RULE: SweepRule = {
  reach: (d) => Math.min(d.depth, d.width),
  spared: (d, b) => (d.type === 'Ps' && b.type !== 'Ps') || d.type === 'WWg' || b.type === 'WWg' || d.type === 'Bge' || b.type === 'Bge',
};
