/**
 * Building and checking a Design Your Own army (§17.2, §17.5): what the picks cost, whether they
 * fit the budget and the leaders' command limit, and the army's panic level.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cite, type Citation } from '../../../../core/citation.js';
import type { CountersFile, UnitType } from '../../data/formats.js';
import { BUILD_COSTS, CANNON_COST_PER_FIREPOWER, LEADER_COMMAND_LIMIT, MAX_CANNON_FIREPOWER, leaderCost, type LeaderValues } from './costs.js';

/** One line of an army list: `count` units of `type` (cannon with their firepower). */
export interface UnitPick {
  readonly type: UnitType;
  /** How many; default 1. */
  readonly count?: number;
  /** Cannon (AY) only: firepower 1–5 (§17.2.1). */
  readonly firepower?: number;
}

/** A leader to buy. */
export interface LeaderPick extends LeaderValues {
  readonly name?: string;
}

/** What a player buys: the free Camp or War Wagon, the units, the leaders (§17.2). */
export interface ArmyPicks {
  readonly base: 'CAMP' | 'WW';
  readonly units: ReadonlyArray<UnitPick>;
  readonly leaders: ReadonlyArray<LeaderPick>;
}

/** A priced line of the army. */
export interface PricedUnit {
  readonly type: UnitType;
  readonly count: number;
  readonly firepower: number | null;
  /** Cost of the whole line. */
  readonly cost: number;
}

/** A priced leader. */
export interface PricedLeader extends LeaderPick {
  readonly cost: number;
}

/** A valid army with its bill. */
export interface DesignedArmy {
  readonly base: 'CAMP' | 'WW';
  readonly units: ReadonlyArray<PricedUnit>;
  readonly leaders: ReadonlyArray<PricedLeader>;
  readonly unitCost: number;
  readonly leaderCost: number;
  readonly total: number;
  readonly budget: number;
  readonly remaining: number;
  /** Sum of the leaders' command values, at most 4 (§17.2.3). */
  readonly commandTotal: number;
}

/** One reason an army list is refused, at its path (e.g. `units[2].firepower`). */
export interface DesignIssue {
  readonly path: string;
  readonly message: string;
  readonly citation: Citation;
}

/** An army list was refused: every reason, with its path. */
export interface DesignError {
  readonly kind: 'design-error';
  readonly issues: ReadonlyArray<DesignIssue>;
  /** One line per issue, `path: message`. */
  readonly message: string;
}

const c = (section: string): Citation => cite('dawn-of-battle', section);
const whole = (x: unknown, min: number): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= min;

/**
 * Prices and checks an army list against a budget (§17.2): the Camp or War Wagon is free; every
 * unit type costs its Build Cost Chart value, a cannon 4 BP per point of firepower, 1–5 (§17.2.1);
 * each leader costs 4 × command + 2 × range + combat (§17.2.2); the leaders' command values add up
 * to at most 4 (§17.2.3); and the bill may not exceed the budget. Every problem is reported with
 * its path, none is silently fixed.
 * @rule dawn-of-battle 17.2
 * @rule dawn-of-battle 17.2.1
 * @rule dawn-of-battle 17.2.2
 * @rule dawn-of-battle 17.2.3
 */
export function designArmy(budget: number, picks: ArmyPicks): E.Either<DesignError, DesignedArmy> {
  const issues: DesignIssue[] = [];
  const issue = (path: string, message: string, section: string): void => {
    issues.push({ path, message, citation: c(section) });
  };
  if (!whole(budget, 1)) issue('budget', `expected whole build points above 0, got ${String(budget)}`, '17.1');
  if (picks.base !== 'CAMP' && picks.base !== 'WW') issue('base', `expected "CAMP" or "WW", got ${JSON.stringify(picks.base)}`, '17.2');

  const units: PricedUnit[] = [];
  picks.units.forEach((u, i) => {
    const count = u.count ?? 1;
    if (!whole(count, 1)) issue(`units[${i}].count`, `expected a whole number of units above 0, got ${String(u.count)}`, '17.2');
    if (u.type === 'CAMP' || u.type === 'WW') {
      issue(`units[${i}].type`, `the army's one ${u.type === 'CAMP' ? 'Camp' : 'War Wagon'} is chosen as its base, not bought`, '17.2');
      return;
    }
    if (u.type === 'AY') {
      if (!whole(u.firepower, 1) || u.firepower > MAX_CANNON_FIREPOWER) {
        issue(`units[${i}].firepower`, `expected cannon firepower 1..${MAX_CANNON_FIREPOWER}, got ${String(u.firepower)}`, '17.2.1');
        return;
      }
      units.push({ type: 'AY', count, firepower: u.firepower, cost: count * CANNON_COST_PER_FIREPOWER * u.firepower });
      return;
    }
    const row = BUILD_COSTS[u.type];
    if (row === undefined) {
      issue(`units[${i}].type`, `expected a unit type on the Build Cost Chart, got ${JSON.stringify(u.type)}`, '17.2.1');
      return;
    }
    if (u.firepower !== undefined) issue(`units[${i}].firepower`, 'only cannon (AY) are bought with firepower', '17.2.1');
    units.push({ type: u.type, count, firepower: null, cost: count * row.cost });
  });

  const leaders: PricedLeader[] = [];
  picks.leaders.forEach((l, i) => {
    let ok = true;
    for (const field of ['command', 'range', 'combat'] as const) {
      if (!whole(l[field], 0)) {
        issue(`leaders[${i}].${field}`, `expected a whole number of at least 0, got ${String(l[field])}`, '17.2.2');
        ok = false;
      }
    }
    if (ok) leaders.push({ ...l, cost: leaderCost(l) });
  });
  const commandTotal = leaders.reduce((s, l) => s + l.command, 0);
  if (commandTotal > LEADER_COMMAND_LIMIT) issue('leaders', `the leaders' command values add up to ${commandTotal}; at most ${LEADER_COMMAND_LIMIT} are allowed`, '17.2.3');

  const unitCost = units.reduce((s, u) => s + u.cost, 0);
  const leaderTotal = leaders.reduce((s, l) => s + l.cost, 0);
  const total = unitCost + leaderTotal;
  if (whole(budget, 1) && total > budget) issue('(total)', `the army costs ${total} BP (units ${unitCost}, leaders ${leaderTotal}); the budget is ${budget}`, '17.2');

  if (issues.length > 0) return E.left({ kind: 'design-error', issues, message: issues.map((x) => `${x.path}: ${x.message}`).join('\n') });
  return E.right({ base: picks.base, units, leaders, unitCost, leaderCost: leaderTotal, total, budget, remaining: budget - total, commandTotal });
}

/** A unit counted toward the panic level: its type and its good-order strength. */
export interface StrengthEntry {
  readonly type: UnitType;
  /** Good-order strength; a cannon's firepower X; ignored for elephants and camps. */
  readonly strength: number;
}

/** Strength an elephant counts toward the panic level: its six-point loss value (§15.8.2; its "?" has no value of its own). */
export const ELEPHANT_PANIC_STRENGTH = 6;

/**
 * An army's panic level (§17.5): half its total at-start, good-order combat strength, rounded
 * down (the Fornham design of §18.4 gives 34 → 17; ruling DOB-R60). Rulings where the text is
 * silent (ruling DOB-R60): the Camp or War Wagon does not count (Fornham's 17 leaves it out); an elephant's "?"
 * counts 6, its loss value (§15.8.2, ruling DOB-R60); a cannon counts its firepower X.
 * @rule dawn-of-battle 17.5
 * @ruling DOB-R60
 */
export function panicLevel(units: ReadonlyArray<StrengthEntry>): number {
  let total = 0;
  for (const u of units) {
    if (u.type === 'CAMP' || u.type === 'WW') continue;
    total += u.type === 'EL' ? ELEPHANT_PANIC_STRENGTH : Math.max(0, u.strength);
  }
  return Math.floor(total / 2);
}

/**
 * The panic level of a designed army, reading good-order strengths from a counters file (§17.5).
 * Types the counters file lacks count 0 and are listed in `missing`.
 * @rule dawn-of-battle 17.5
 */
export function designedPanicLevel(army: DesignedArmy, counters: CountersFile): { readonly panicLevel: number; readonly missing: ReadonlyArray<UnitType> } {
  const byType = new Map<UnitType, number>();
  for (const def of Object.values(counters.counters)) if (!byType.has(def.type)) byType.set(def.type, def.front.strength);
  const missing: UnitType[] = [];
  const entries: StrengthEntry[] = [];
  for (const u of army.units) {
    const s = u.type === 'AY' ? (u.firepower ?? 0) : byType.get(u.type);
    if (s === undefined && u.type !== 'EL') missing.push(u.type);
    for (let k = 0; k < u.count; k++) entries.push({ type: u.type, strength: s ?? 0 });
  }
  return { panicLevel: panicLevel(entries), missing };
}
