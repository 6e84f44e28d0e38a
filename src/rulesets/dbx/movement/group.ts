/**
 * Group moves, family-wide: the cohesion a group keeps (edge or corner contact, one facing, no
 * turns, a wheel limit and a sideways limit from the profile) and whether a group that stepped
 * sideways ended lined up with an enemy.
 * @module
 */
import { angleDiff, toLocal } from '../bases.js';
import { inFrontContact, touchingFriends } from '../contact.js';
import type { DbxElement } from '../elements.js';
import type { MoveStep } from '../moves.js';
import type { MoveWorld } from './world.js';

/**
 * Group cohesion: every element touches another of the group, all face the same way, no turns,
 * wheels up to the profile's limit, and sideways moves only up to half a base width to line up.
 * Contact with an enemy front edge is the caller's check.
 * @rule dba group-moves
 */
export function groupProblem<T extends string, D, F>(world: MoveWorld<T, D, F>, group: ReadonlyArray<DbxElement>, steps: ReadonlyArray<MoveStep>, wheeled: number): string | null {
  const ref = group[0]!;
  if (group.some((e) => angleDiff(e.heading, ref.heading) > 1)) return 'the elements of a group must face the same way, moving parallel to or following the first';
  const ids = new Set(group.map((g) => g.id));
  const seen = new Set([ref.id]);
  const queue = [ref];
  while (queue.length > 0) {
    const e = queue.pop()!;
    for (const f of touchingFriends(e, world.elements)) {
      if (ids.has(f.id) && !seen.has(f.id)) {
        seen.add(f.id);
        queue.push(f);
      }
    }
  }
  if (seen.size !== group.length) return 'every element of a group must be in edge or corner contact with another of its elements';
  if (steps.some((s) => s.kind === 'turn')) return 'a group cannot change facing';
  const limit = world.profile.groupWheelLimit(world.tables);
  if (wheeled > limit + 1e-9) return `a group wheels at most ${limit}°`;
  const side = steps.reduce((s, x) => s + (x.kind === 'sidestep' ? Math.abs(x.distance) : 0), 0);
  if (side > world.profile.baseWidth(world.tables) / 2 + 1e-9) return 'a group may move sideways only up to half a base width, to line up with enemy';
  return null;
}

/**
 * Whether a group move that stepped sideways ended lined up with enemy (ruling DBA-R11): an
 * element of the group in front-edge contact with an enemy front edge, or squarely opposite an
 * enemy (facing it, front edges centred on each other) within one base width of its front.
 * @rule dba group-moves
 * @ruling DBA-R11
 */
export function linedUpWithEnemy<T extends string, D, F>(world: MoveWorld<T, D, F>, finals: ReadonlyArray<DbxElement>): boolean {
  const side = finals[0]?.side;
  const bw = world.profile.baseWidth(world.tables);
  for (const o of world.elements) {
    if (o.side === side || o.camp) continue;
    for (const f of finals) {
      if (inFrontContact(f, o)) return true;
      if (angleDiff(f.heading, o.heading + 180) > 1) continue;
      const rel = toLocal(f, { x: o.x, y: o.y });
      if (Math.abs(rel.along) <= 0.5 && rel.ahead >= -0.5 && rel.ahead <= bw + 0.5) return true;
    }
  }
  return false;
}
