/**
 * Height advantage (§7.4.2 on a hill, §7.4.3 in a gully), read from the terrain outlines a
 * scenario gives (no contour lines or crests: ruling AW-R20).
 * @module
 */
import { edgeOf, type Base, type EdgeName } from '../../../../plane/base.js';
import type { ArcaneFeature, ArcaneState } from '../../model/state.js';
import { insideLength } from '../../query/geometry.js';

const OPPOSITE: Readonly<Record<EdgeName, EdgeName>> = { front: 'rear', rear: 'front', left: 'right', right: 'left' };

function share(b: Base, e: EdgeName, f: ArcaneFeature): number {
  const s = edgeOf(b, e);
  const len = Math.hypot(s.to.x - s.from.x, s.to.y - s.from.y);
  return len <= 0 ? 0 : insideLength(s.from, s.to, f.polygon) / len;
}

/**
 * Whether a unit fighting with its front edge `mine` has the height advantage over an enemy
 * whose edge in contact is `theirEdge` (ruling AW-R20, reading `outline`):
 * - hill: more than half the unit's front edge is on a hill whose outline the enemy's far edge
 *   (the edge opposite its edge in contact) lies wholly outside;
 * - gully: the gully's rim is its high ground, so a unit whose front edge is wholly off a gully is
 *   higher than an enemy whose far edge is wholly in it.
 * Reading `none` gives no height advantage without contours.
 * @rule arcane-warfare 7.4.2
 * @rule arcane-warfare 7.4.3
 * @ruling AW-R20
 */
export function hasHeight(state: ArcaneState, mine: Base, enemy: Base, theirEdge: EdgeName): boolean {
  if (state.readings.heightWithoutContours === 'none') return false;
  const far = OPPOSITE[theirEdge];
  for (const f of state.terrain) {
    if (f.kind === 'hill-open' || f.kind === 'hill-rough') {
      if (share(mine, 'front', f) > 0.5 && share(enemy, far, f) <= 1e-9) return true;
    } else if (f.kind === 'gully') {
      if (share(mine, 'front', f) <= 1e-9 && share(enemy, far, f) >= 1 - 1e-9) return true;
    }
  }
  return false;
}
