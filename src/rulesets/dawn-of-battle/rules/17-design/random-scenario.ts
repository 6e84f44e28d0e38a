/**
 * A complete random Design Your Own battle (§17): budgets by disposition, two armies bought
 * within them, ad hoc terrain for an Assault, Side B by §17.4, free deployment around the Camps
 * (§15.1) and panic levels at half the starting strength (§17.5). Deterministic for a seed; for
 * simulation runs and for anyone who wants a fresh legal battle.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cite } from '../../../../core/citation.js';
import { decode } from '../../../../core/decode.js';
import { violation, type RuleViolation } from '../../../../core/errors.js';
import { aleaFromSeed, drawInt, type RngState } from '../../../../random/rng.js';
import { defaultCounters } from '../../data/default-counters.js';
import type { CountersFile, UnitType } from '../../data/formats.js';
import type { TerrainId } from '../../data/terrain.js';
import { distance, hexKey, offsetToAxial, step, type Hex } from '../../model/geometry.js';
import { scenarioCodec, type Scenario, type ScenarioOptions, type ScenarioSide, type ScenarioUnit } from '../../model/scenario.js';
import { adHocTerrain } from './ad-hoc-terrain.js';
import { designArmy, designedPanicLevel, type ArmyPicks, type DesignedArmy, type LeaderPick, type UnitPick } from './army.js';
import { assaultBudgets, BUILD_COSTS, LEADER_COMMAND_LIMIT, meetingEngagementBudgets } from './costs.js';
import { dyoSideB } from './sides.js';

/** Choices for {@link randomScenario}; every field has a default. */
export interface RandomScenarioOptions {
  /** Meeting Engagement (default) or Assault (§17.1). */
  readonly disposition?: 'meeting' | 'assault';
  /** Build points of each army in a meeting, of the defender in an assault; default 100 (§17.2). */
  readonly budget?: number;
  /** Map size in offset columns and rows; default 16 × 15 (§2.1). */
  readonly width?: number;
  readonly height?: number;
  /**
   * Unit types to buy from; default every type with a printed strength in the counters file,
   * without elephants (name `'EL'` here to include them) and without camps and cannon.
   */
  readonly types?: ReadonlyArray<UnitType>;
  /** Most units an army buys (they must fit within 3 hexes of its Camp, §15.1); default 20. */
  readonly maxUnits?: number;
  readonly turns?: number;
  readonly counters?: CountersFile;
  /** Scenario options (optional rules, §15) to put in the scenario as they are. */
  readonly rules?: ScenarioOptions;
}

/** A generated battle with the army lists it was built from. */
export interface RandomScenario {
  readonly scenario: Scenario;
  /** The armies of Side A and Side B, as priced by {@link designArmy}. */
  readonly armies: { readonly A: DesignedArmy; readonly B: DesignedArmy };
  /** Who was attacker (assault) and how Side B was chosen (§17.4). */
  readonly sideB: { readonly reason: 'assault-defender' | 'spent-more' | 'coin-flip' };
}

const DOB = 'dawn-of-battle';
/** Units deploy within this many hexes of their Camp (§15.1). */
const DEPLOY_RADIUS = 3;

function pick<T>(rng: RngState, items: ReadonlyArray<T>): { value: T; rng: RngState } {
  const d = drawInt(rng, 0, items.length - 1);
  return { value: items[d.value]!, rng: d.rng };
}

function randomLeaders(rng: RngState): { leaders: LeaderPick[]; rng: RngState } {
  let r = rng;
  const roll = (lo: number, hi: number): number => {
    const d = drawInt(r, lo, hi);
    r = d.rng;
    return d.value;
  };
  const leaders: LeaderPick[] = [{ name: 'general', command: roll(1, 2), range: roll(1, 3), combat: roll(0, 2) }];
  const subordinates = roll(0, 2);
  for (let i = 0; i < subordinates; i++) {
    const used = leaders.reduce((s, l) => s + l.command, 0);
    leaders.push({ name: `captain ${i + 1}`, command: roll(0, Math.min(1, LEADER_COMMAND_LIMIT - used)), range: roll(1, 2), combat: roll(0, 1) });
  }
  return { leaders, rng: r };
}

function randomUnits(rng: RngState, money: number, types: ReadonlyArray<UnitType>, maxUnits: number): { units: UnitPick[]; rng: RngState } {
  let r = rng;
  let left = money;
  const units: UnitPick[] = [];
  for (;;) {
    if (units.length >= maxUnits) break;
    const affordable = types.filter((t) => (BUILD_COSTS[t]?.cost ?? Infinity) <= left);
    if (affordable.length === 0) break;
    const p = pick(r, affordable);
    r = p.rng;
    units.push({ type: p.value });
    left -= BUILD_COSTS[p.value]!.cost;
  }
  return { units, rng: r };
}

/** Hexes from `h` to the nearest hex on the map's edge (0 on the edge). */
function edgeDistance(h: Hex, width: number, height: number): number {
  let best = Infinity;
  for (let c = 0; c < width; c++) {
    for (const rr of [0, height - 1]) best = Math.min(best, distance(h, offsetToAxial(c, rr)));
  }
  for (let rr = 0; rr < height; rr++) {
    for (const c of [0, width - 1]) best = Math.min(best, distance(h, offsetToAxial(c, rr)));
  }
  return best;
}

/** The facing whose first front hex steps closest to `target` (front hexes are f and f + 1, §7.3). */
function facingToward(from: Hex, target: Hex): number {
  let best = 0;
  for (let f = 0; f < 6; f++) if (distance(step(from, f), target) < distance(step(from, best), target)) best = f;
  return best;
}

/**
 * Builds a complete legal scenario from a seed (§17). Two armies are bought at random within the
 * disposition's budgets (§17.1): a general and up to two captains within the command limit, then
 * units until nothing more fits. An Assault gets ad hoc terrain (§17.3.2); a Meeting Engagement
 * an open map (§17.3). Side B is chosen by §17.4. Deployment follows Free Deployment (§15.1): Side
 * B's Camp 3–5 hexes from the nearest map edge and its units within 3 hexes of it; Side A's Camp
 * where Side B puts it (here: at least 8 hexes away, so the two deployment areas never touch) and
 * its units within 3 hexes of that; every unit faces the enemy Camp. Panic levels are half the
 * starting strength (§17.5). The result is checked with the scenario codec.
 * @rule dawn-of-battle 17.0
 * @rule dawn-of-battle 17.4
 * @rule dawn-of-battle 15.1
 */
export function randomScenario(seed: string, options: RandomScenarioOptions = {}): E.Either<RuleViolation, RandomScenario> {
  const counters = options.counters ?? defaultCounters;
  const width = options.width ?? 16;
  const height = options.height ?? 15;
  const maxUnits = options.maxUnits ?? 20;
  const counterOf = new Map<UnitType, string>();
  for (const [id, def] of Object.entries(counters.counters)) if (!counterOf.has(def.type)) counterOf.set(def.type, id);
  const types =
    options.types ??
    [...counterOf.keys()].filter((t) => counters.counters[counterOf.get(t)!]!.strengthRule === 'printed' && t !== 'EL' && t !== 'CAMP' && t !== 'WW' && t !== 'AY');
  const missing = [...types, 'CAMP' as const].find((t) => !counterOf.has(t));
  if (missing !== undefined) return E.left(violation('missing-counter', `The counters file has no ${missing} counter.`, cite(DOB, '17.2')));
  if (types.length === 0) return E.left(violation('no-types', 'No unit types to buy from.', cite(DOB, '17.2.1')));

  const disposition = options.disposition ?? 'meeting';
  const budgets = disposition === 'assault' ? assaultBudgets(options.budget ?? 100) : meetingEngagementBudgets(options.budget ?? 100);
  if (E.isLeft(budgets)) return budgets;

  let rng: RngState = aleaFromSeed(`dawn-of-battle random scenario\u0000${seed}`);
  // Army 0 is the attacker in an assault; in a meeting the two are equal.
  const armies: DesignedArmy[] = [];
  for (const budget of [budgets.right.attacker, budgets.right.defender]) {
    const l = randomLeaders(rng);
    const leaderBill = l.leaders.reduce((s, x) => s + 4 * x.command + 2 * x.range + x.combat, 0);
    const u = randomUnits(l.rng, budget - leaderBill, types, maxUnits);
    rng = u.rng;
    const picks: ArmyPicks = { base: 'CAMP', units: u.units, leaders: l.leaders };
    const army = designArmy(budget, picks);
    if (E.isLeft(army)) return E.left(violation('bad-army', army.left.message, cite(DOB, '17.2')));
    if (army.right.units.length === 0) return E.left(violation('no-units', `A budget of ${budget} buys no unit after the leaders.`, cite(DOB, '17.2')));
    armies.push(army.right);
  }
  const side = dyoSideB(
    disposition === 'assault'
      ? { kind: 'assault', attacker: '0', defender: '1' }
      : { kind: 'meeting', players: ['0', '1'], spent: [armies[0]!.total, armies[1]!.total] },
    rng,
  );
  rng = side.rng;
  const armyB = armies[Number(side.sideB)]!;
  const armyA = armies[1 - Number(side.sideB)]!;

  let terrain: Readonly<Record<string, TerrainId>> = {};
  if (disposition === 'assault') {
    const t = adHocTerrain(rng, { width, height });
    if (E.isLeft(t)) return t;
    terrain = t.right.terrain;
    rng = t.right.rng;
  }

  const all: Hex[] = [];
  for (let col = 0; col < width; col++) for (let row = 0; row < height; row++) all.push(offsetToAxial(col, row));
  const edge = new Map(all.map((h) => [hexKey(h), edgeDistance(h, width, height)]));
  const bCamps = all.filter((h) => {
    const e = edge.get(hexKey(h))!;
    return e >= DEPLOY_RADIUS && e <= 5;
  });
  if (bCamps.length === 0) return E.left(violation('map-too-small', `No hex 3–5 hexes from the edge on a ${width} × ${height} map.`, cite(DOB, '15.1.1')));
  const bc = pick(rng, bCamps);
  rng = bc.rng;
  const aCamps = all.filter((h) => edge.get(hexKey(h))! >= DEPLOY_RADIUS && distance(h, bc.value) >= 8);
  if (aCamps.length === 0) return E.left(violation('map-too-small', `No room for two deployment areas on a ${width} × ${height} map.`, cite(DOB, '15.1.1')));
  const ac = pick(rng, aCamps);
  rng = ac.rng;

  const taken = new Set<string>();
  const deploy = (army: DesignedArmy, prefix: 'A' | 'B', camp: Hex, enemyCamp: Hex): ScenarioUnit[] | null => {
    taken.add(hexKey(camp));
    const out: ScenarioUnit[] = [{ id: `${prefix}-camp`, counter: counterOf.get('CAMP')!, hex: camp, facing: facingToward(camp, enemyCamp) }];
    let n = 0;
    for (const line of army.units) {
      for (let k = 0; k < line.count; k++) {
        const free = all.filter((h) => !taken.has(hexKey(h)) && distance(h, camp) <= DEPLOY_RADIUS);
        if (free.length === 0) return null;
        const spot = pick(rng, free);
        rng = spot.rng;
        taken.add(hexKey(spot.value));
        n += 1;
        out.push({ id: `${prefix}-${line.type}-${n}`, counter: counterOf.get(line.type)!, hex: spot.value, facing: facingToward(spot.value, enemyCamp) });
      }
    }
    return out;
  };
  const unitsB = deploy(armyB, 'B', bc.value, ac.value);
  const unitsA = deploy(armyA, 'A', ac.value, bc.value);
  if (unitsA === null || unitsB === null) return E.left(violation('no-room', `An army does not fit within ${DEPLOY_RADIUS} hexes of its Camp; lower maxUnits.`, cite(DOB, '15.1')));

  const sideOf = (army: DesignedArmy, prefix: 'A' | 'B', units: ScenarioUnit[], name: string): ScenarioSide => ({
    name,
    panicLevel: Math.max(1, designedPanicLevel(army, counters).panicLevel),
    units,
    leaders: army.leaders.map((l, i) => ({ id: `${prefix}-leader-${i + 1}`, name: `${name} ${l.name ?? `leader ${i + 1}`}`, command: l.command, range: l.range, combat: l.combat })),
  });
  const attackerIsA = disposition === 'assault' && side.sideB === '1';
  const candidate: Scenario = {
    id: `random-${seed}`,
    title: `Random ${disposition === 'assault' ? 'Assault' : 'Meeting Engagement'} (${seed})`,
    ...(options.turns === undefined ? {} : { turns: options.turns }),
    ...(options.rules === undefined ? {} : { options: options.rules }),
    map: { width, height, terrain },
    sides: {
      A: sideOf(armyA, 'A', unitsA, disposition === 'assault' ? (attackerIsA ? 'Attacker' : 'Defender') : 'Side A'),
      B: sideOf(armyB, 'B', unitsB, disposition === 'assault' ? (attackerIsA ? 'Defender' : 'Attacker') : 'Side B'),
    },
  };
  const checked = decode(scenarioCodec, candidate);
  if (E.isLeft(checked)) return E.left(violation('bad-scenario', checked.left.message, cite('strategos', 'scenario')));
  return E.right({ scenario: checked.right, armies: { A: armyA, B: armyB }, sideB: { reason: side.reason } });
}
