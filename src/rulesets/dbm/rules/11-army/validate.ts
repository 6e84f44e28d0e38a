/**
 * Rule-level checks of an army list and an army (p.4-11), each problem a `path: message` line:
 * what the codec cannot see (troop kinds the cost table does not price, drills the book fixes,
 * numbers against the list, 2 to 4 generals, the points).
 * @module
 */
import type { DbmConfig } from '../../data/config.js';
import { basicCost } from '../../data/costs.js';
import { FIXED_DRILL } from '../../data/troops.js';
import type { Army, ArmyList } from '../../model/army-list.js';
import { armyCost, entryOf } from './army-cost.js';

/**
 * Problems of an army list (p.4-11): duplicate entry ids, a minimum above the maximum, a troop
 * kind the cost table does not price, a drill the book fixes otherwise, a double-base rear or
 * dismounted form that is not a priced troop, an aggression factor out of range.
 * @rule dbm p.11
 */
export function validateArmyList(list: ArmyList, cfg: DbmConfig, at = 'list'): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  if (list.aggression > cfg.aggressionMax) out.push(`${at}.aggression: at most ${cfg.aggressionMax}`);
  list.troops.forEach((e, i) => {
    const p = `${at}.troops[${i}]`;
    if (seen.has(e.id)) out.push(`${p}.id: "${e.id}" is used by an earlier entry`);
    seen.add(e.id);
    if (e.min > e.max) out.push(`${p}.min: ${e.min} is more than max ${e.max}`);
    if (basicCost(e.type, e.grade, e.drill) === null) out.push(`${p}: the cost table (p.11) prices no ${e.drill === 'reg' ? 'regular' : 'irregular'} ${e.type}(${e.grade})`);
    const fixed = FIXED_DRILL[e.type];
    if (fixed !== undefined && fixed.drill !== e.drill) out.push(`${p}.drill: ${e.type} are always ${fixed.drill === 'reg' ? 'regular' : 'irregular'} (${fixed.source.lines})`);
    if (e.chariot === true && e.type !== 'Kn' && e.type !== 'Cv') out.push(`${p}.chariot: only knights or cavalry are chariots (p.4)`);
    if (e.dismountAs !== undefined && basicCost(e.dismountAs.type, e.dismountAs.grade, e.drill) === null && basicCost(e.dismountAs.type, e.dismountAs.grade, e.drill === 'reg' ? 'irr' : 'reg') === null)
      out.push(`${p}.dismountAs: no such foot troop is priced (p.11)`);
  });
  list.troops.forEach((e, i) => {
    (e.doubleBaseRear ?? []).forEach((r, j) => {
      if (!seen.has(r)) out.push(`${at}.troops[${i}].doubleBaseRear[${j}]: no entry "${r}" in this list`);
    });
  });
  if (list.troops.every((e) => e.type === 'Bge')) out.push(`${at}.troops: a list needs troop entries`);
  return out;
}

/**
 * Problems of an army (p.10-11): its list's problems; the agreed total within the config's
 * range; 2 to 4 commands, exactly one C-in-C (so at most 3 sub-generals and allies); unique
 * command ids; entries the list has; double bases the list allows; each entry's count (generals
 * and rear elements included) within the list's minimum and maximum; the cost within the total.
 * @rule dbm p.11
 */
export function validateArmy(army: Army, cfg: DbmConfig, at = 'army'): string[] {
  const out = validateArmyList(army.list, cfg, `${at}.list`);
  if (army.points < cfg.armyPointsMin || army.points > cfg.armyPointsMax) out.push(`${at}.points: an agreed total from ${cfg.armyPointsMin} to ${cfg.armyPointsMax} AP (p.11)`);
  const n = army.commands.length;
  if (n < 2 || n > 4) out.push(`${at}.commands: 2 to 4 generals, each with a command (p.11); this army has ${n}`);
  const cinc = army.commands.filter((c) => c.role === 'c-in-c').length;
  if (cinc !== 1) out.push(`${at}.commands: exactly one C-in-C (p.11); this army has ${cinc}`);
  const ids = new Set<string>();
  const counts = new Map<string, number>();
  const add = (id: string, k: number) => counts.set(id, (counts.get(id) ?? 0) + k);
  army.commands.forEach((c, i) => {
    const p = `${at}.commands[${i}]`;
    if (ids.has(c.id)) out.push(`${p}.id: "${c.id}" is used by an earlier command`);
    ids.add(c.id);
    const g = entryOf(army, c.general);
    if (g === undefined) out.push(`${p}.general: no entry "${c.general}" in the list`);
    else {
      add(g.id, 1);
      if (g.type === 'Bge' || g.type === 'Gal' || g.type === 'Shp' || g.type === 'Bts' || g.type === 'Exp') out.push(`${p}.general: a general's element cannot be ${g.type} (p.10, L743-745)`);
    }
    c.elements.forEach((el, j) => {
      const q = `${p}.elements[${j}]`;
      const e = entryOf(army, el.entry);
      if (e === undefined) {
        out.push(`${q}.entry: no entry "${el.entry}" in the list`);
        return;
      }
      if (e.type === 'Bge') out.push(`${q}.entry: baggage is fielded by the baggage rule (p.11), not in commands`);
      add(e.id, el.count);
      if (el.rear !== undefined) {
        const r = entryOf(army, el.rear);
        if (r === undefined) out.push(`${q}.rear: no entry "${el.rear}" in the list`);
        else {
          add(r.id, el.count);
          if (!(e.doubleBaseRear ?? []).includes(r.id)) out.push(`${q}.rear: the list does not let "${e.id}" stand double-based with "${r.id}" behind (p.10, L746-772)`);
        }
      }
    });
  });
  army.list.troops.forEach((e, i) => {
    if (e.type === 'Bge') return;
    const k = counts.get(e.id) ?? 0;
    if (k < e.min || k > e.max) out.push(`${at}.list.troops[${i}]: the army fields ${k} "${e.id}", the list allows ${e.min} to ${e.max}`);
  });
  const cost = armyCost(army);
  if (cost.total > army.points) out.push(`${at}.points: the army costs ${cost.total} AP, more than its agreed ${army.points} (p.11)`);
  return out;
}
