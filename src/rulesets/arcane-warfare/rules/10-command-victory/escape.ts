/**
 * Command stands contacted by an enemy front edge (§10.1): an escape roll, then an evasion
 * directly away, or capture.
 * @module
 */
import { pointSegmentDistance, pointInPolygon } from '../../../../plane/polygon.js';
import { edgeOf } from '../../../../plane/base.js';
import { rule } from '../../data/cite.js';
import { COMMAND_ESCAPE } from '../../data/combat.js';
import { GAME_SIZE_TABLE } from '../../data/game-sizes.js';
import { d6 } from '../../kernel/dice.js';
import type { ArcaneEvent } from '../../model/events.js';
import type { ArcaneState } from '../../model/state.js';
import { baseOf, statsOfUnit } from '../../query/geometry.js';
import { onTable } from '../07-close-combat/contacts.js';

/**
 * Every command stand an enemy front edge touches rolls to escape (§10.1): 2+ against foot, 3+
 * against mounted. On escaping it evades its command radius plus its diameter straight away from
 * the contacting unit's front edge; ending off the table or on impassable ground is a failure
 * (ruling AW-R29: the single change of direction the rules allow is not tried). A failed roll
 * or evasion removes the stand.
 * @rule arcane-warfare 10.1
 * @ruling AW-R29
 */
export function commandEscapes(state0: ArcaneState, events: ArcaneEvent[]): ArcaneState {
  let state = state0;
  const units = onTable(state);
  for (const co of Object.values(state.commands)) {
    if (co.status !== 'active') continue;
    const by = units.find((u) => {
      if (u.side === co.side) return false;
      const e = edgeOf(baseOf(u), 'front');
      return pointSegmentDistance({ x: co.x, y: co.y }, e.from, e.to) <= co.diameter / 2 + 0.01;
    });
    if (by === undefined) continue;
    const [roll, s1] = d6(state);
    state = s1;
    const need = statsOfUnit(by).mounted ? COMMAND_ESCAPE.mounted : COMMAND_ESCAPE.foot;
    let to: { x: number; y: number } | null = null;
    if (roll >= need) {
      const r = (by.heading * Math.PI) / 180;
      const d = GAME_SIZE_TABLE[state.size].commandRadius + co.diameter;
      const p = { x: co.x + Math.cos(r) * d, y: co.y + Math.sin(r) * d };
      const half = co.diameter / 2;
      const onBoard = p.x >= half && p.y >= half && p.x <= state.board.width - half && p.y <= state.board.height - half;
      const blocked = state.terrain.some((f) => f.kind === 'impassable' && pointInPolygon(p, f.polygon));
      if (onBoard && !blocked) to = p;
    }
    const escaped = to !== null;
    events.push({ type: 'command-escape', co: co.id, by: by.id, roll, escaped, to, citations: [rule('10.1')] });
    state = { ...state, commands: { ...state.commands, [co.id]: escaped ? { ...co, x: to!.x, y: to!.y } : { ...co, status: 'removed' } } };
  }
  return state;
}
