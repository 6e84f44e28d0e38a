/**
 * Turning an army into the game's troops and commands (p.10-11): each element gets an id, its
 * troop kind and flags, its cost and its element equivalents; baggage (p.11, L782-784) is added
 * unassigned.
 * @module
 */
import type { DbmConfig } from '../../data/config.js';
import { elementEquivalents } from '../../data/ele.js';
import type { Army } from '../../model/army-list.js';
import type { DbmCommand, DbmTroop } from '../../model/state.js';
import { NO_FLAGS } from '../../model/troop.js';
import { baggageCount, elementCost, entryOf } from './army-cost.js';

/** The troops and commands of one side. */
export interface BuiltArmy {
  readonly troops: Record<string, DbmTroop>;
  readonly commands: Record<string, DbmCommand>;
}

/**
 * The troops and commands of `army` for `side` (already validated). Ids: commands `<side>.<command>`; elements `<side>.<command>.g` for
 * the general, `<side>.<command>.<n>` for the others, `<side>.bge.<n>` for baggage. Cavalry
 * double-based with cavalry stand as Cv(O) in both ranks (p.10, L770-772).
 * @rule dbm p.11
 */
export function buildArmy(side: string, army: Army, cfg: DbmConfig): BuiltArmy {
  const troops: Record<string, DbmTroop> = {};
  const commands: Record<string, DbmCommand> = {};
  for (const c of army.commands) {
    const ids: string[] = [];
    const cid = `${side}.${c.id}`;
    const g = entryOf(army, c.general)!;
    const gid = `${side}.${c.id}.g`;
    troops[gid] = {
      id: gid,
      side,
      command: cid,
      type: g.type,
      grade: g.grade,
      drill: g.drill,
      flags: { chariot: g.chariot ?? false, mountedInfantry: g.mountedInfantry ?? false, onWagon: g.onWagon ?? false },
      rear: null,
      general: c.role,
      entry: g.id,
      cost: elementCost({ ...g, general: c.role }) ?? 0,
      ele: elementEquivalents(g.type, g.grade, g.drill),
    };
    ids.push(gid);
    let n = 0;
    for (const el of c.elements) {
      const e = entryOf(army, el.entry)!;
      const r = el.rear === undefined ? null : entryOf(army, el.rear)!;
      const cvPair = r !== null && e.type === 'Cv' && r.type === 'Cv';
      for (let k = 0; k < el.count; k++) {
        const id = `${side}.${c.id}.${++n}`;
        const rear = r === null ? null : { type: r.type, grade: cvPair ? ('O' as const) : r.grade, drill: r.drill };
        const grade = cvPair ? 'O' : e.grade;
        troops[id] = {
          id,
          side,
          command: cid,
          type: e.type,
          grade,
          drill: e.drill,
          flags: { chariot: e.chariot ?? false, mountedInfantry: e.mountedInfantry ?? false, onWagon: e.onWagon ?? false },
          rear,
          general: null,
          entry: e.id,
          cost: elementCost({ ...e, rear }) ?? 0,
          ele: elementEquivalents(e.type, grade, e.drill) + (rear === null ? 0 : elementEquivalents(rear.type, rear.grade, rear.drill)),
        };
        ids.push(id);
      }
    }
    commands[cid] = { id: cid, side, role: c.role, general: gid, elements: ids, originalEle: ids.reduce((s, id) => s + troops[id]!.ele, 0) };
  }
  const bge = baggageCount(army.points, cfg);
  for (let k = 1; k <= bge; k++) {
    const id = `${side}.bge.${k}`;
    troops[id] = { id, side, command: null, type: 'Bge', grade: army.baggageGrade, drill: 'irr', flags: NO_FLAGS, rear: null, general: null, entry: 'baggage', cost: 0, ele: 0 };
  }
  return { troops, commands };
}
