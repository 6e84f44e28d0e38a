/**
 * Base and final melee strengths (§10.2.3, §10.2.4) with a full breakdown: every adjustment, its
 * value and its section, so a frontend can show why a melee came out as it did.
 *
 * Sign convention (ours, ruling DOB-R35): the adjustments of §10.2.3 add up to one signed total `net`
 * from the attacker's point of view; the attacker's base strength is `net` and the defender's is
 * `−net` (§10.2.3 example: totals 4 and 1 give +3 and −3; "reciprocal" means the negation,
 * ruling DOB-R35). Leader and event bonuses are then added per side (§10.2.4.1–2) and each final
 * value is held within −6…+6 (§10.2.4; clamped at the end, ruling DOB-R37).
 * @ruling DOB-R35
 * @ruling DOB-R37
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cite, type Citation } from '../../../../../core/citation.js';
import { violation, type RuleViolation } from '../../../../../core/errors.js';
import type { ClashFile } from '../../../data/formats.js';
import { TERRAIN, type TerrainId, type TerrainRow } from '../../../data/terrain.js';
import { clashOfShields } from './clash.js';
import { sizeRatioAdjustment } from './size-ratio.js';
import type { MeleeRole, AttackVector, MeleeStep, MeleeAdjustment, MeleeStrengths } from '../../../model/results.js';
export type { MeleeRole, AttackVector, MeleeStep, MeleeAdjustment, MeleeStrengths } from '../../../model/results.js';

/**
 * The melee columns of the Terrain Effects Chart (§10.2.3.4), signed from the attacker's point of
 * view: `defenderIn` applies when the defender stands in the terrain, `attackerIn` when the
 * attacker does. The chart's own rows (`TERRAIN`) are the default.
 */
export type MeleeTerrainChart = Readonly<Record<TerrainId, Pick<TerrainRow, 'attackerIn' | 'defenderIn'>>>;

/** One unit in a melee, as plain values the reducer reads off the state. */
export interface MeleeUnit {
  /** Unit type code (§3), e.g. `'KT'`; any other string for a lone leader (§15.12.2). */
  readonly type: string;
  /**
   * Combat strength of the side showing (§2.6.3; disrupted units use the back). `'opponent'`
   * is an elephant's "?": equal to the opponent's effective strength (§15.8.1).
   */
  readonly strength: number | 'opponent';
  /** Carries a Charge marker (§7.11): doubles strength against units in its front hexes. */
  readonly charging?: boolean;
  /** Barbarian Charge turn (§15.4): Light Infantry triple their strength. */
  readonly barbarianCharge?: boolean;
  /** Has lost restraint this turn (§15.5.1.2): −1 to its own melee strength. */
  readonly impetuous?: boolean;
  /** A leader alone in its hex fighting as a unit (§15.12.2): every adjacent hex is its front. */
  readonly loneLeader?: boolean;
  /** The terrain of its hex; clear when absent. */
  readonly terrain?: TerrainId;
  /** Combat bonuses of the friendly leaders stacked with it (§10.2.4.1). */
  readonly leaderBonuses?: ReadonlyArray<number>;
}

/** The attacker: a unit that may split its strength for a double attack (§15.7). */
export interface MeleeAttacker extends MeleeUnit {
  /** One of the two attacks of a double attack (§15.7): strength halved, rounding up. */
  readonly doubleAttack?: boolean;
}

/** The defender: a unit that may already carry a Done! marker (§10.2.3.5). */
export interface MeleeDefender extends MeleeUnit {
  readonly done?: boolean;
}

/**
 * An "other" adjustment (§10.2.3.7) to one side's total: events, optional rules, scenario special
 * rules. `value` is from that side's point of view (+1 helps it). `source: 'event'` marks event
 * modifiers, the only kind elephants' melee keeps (§15.8.1).
 */
export interface OtherAdjustment {
  readonly side: MeleeRole;
  readonly value: number;
  readonly label: string;
  readonly section: string;
  readonly source: 'event' | 'option' | 'scenario';
}

/** An event bonus or penalty to one unit's melee strength after the base (§10.2.4.2). */
export interface EventBonus {
  readonly target: MeleeRole;
  readonly value: number;
  readonly label: string;
}

/** Ruling switches for the arithmetic. */
export interface MeleeArithmeticOptions {
  /**
   * Several leaders stacked with one unit: `'sum'` adds every combat bonus (the text's reading,
   * ruling DOB-R38: §10.2.4.1 applies to each leader, §15.7 speaks of bonuses); `'best'` takes only
   * the highest. Default `'sum'`.
   * @ruling DOB-R38
   */
  readonly leaderBonus?: 'sum' | 'best';
  /** Also clamp the base strengths to ±6 before the bonuses (ruling DOB-R37 `clampBaseToo`). Default false. */
  readonly clampBaseToo?: boolean;
  /**
   * Attacking out of woods: `'literal'` gives the defender −1, i.e. +1 to the attacker's total
   * (§2.4.7); `'tec'` gives nothing, as the Terrain Effects Chart's Wooded row is silent on it
   * (ruling DOB-R9). Attacking into woods is −1 either way. Default `'literal'`.
   * @ruling DOB-R9
   */
  readonly woodsAttacking?: 'literal' | 'tec';
}

/** Everything the melee arithmetic needs. */
export interface MeleeContext {
  readonly attacker: MeleeAttacker;
  readonly defender: MeleeDefender;
  /** The defender's sector (front, flank, rear) that holds the attacker's hex (§10.2.3.3). */
  readonly vector: AttackVector;
  readonly clash: ClashFile;
  /** The melee columns of the Terrain Effects Chart; default the chart's own rows. */
  readonly terrainChart?: MeleeTerrainChart;
  /** Action chits discarded for exertion (§10.2.3.6): the attacker's (+1 each), then the defender's (−1 each). */
  readonly exertion?: { readonly attacker: number; readonly defender: number };
  readonly other?: ReadonlyArray<OtherAdjustment>;
  readonly eventBonuses?: ReadonlyArray<EventBonus>;
  readonly options?: MeleeArithmeticOptions;
}

/** Types that may charge (§7.11). */
export const CHARGING_TYPES: ReadonlyArray<string> = ['HC', 'KT', 'CT', 'HT'];
/** The largest and smallest melee strength (§10.2.4). */
export const MELEE_STRENGTH_LIMIT = 6;

const DOB = 'dawn-of-battle';
const c = (section: string, note?: string): Citation => cite(DOB, section, note);

function bad(message: string, section: string): RuleViolation {
  return violation('bad-melee-input', message, c(section));
}

function isWhole(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n);
}

function validate(ctx: MeleeContext): RuleViolation | null {
  for (const role of ['attacker', 'defender'] as const) {
    const u = ctx[role];
    if (u.strength !== 'opponent' && !(isWhole(u.strength) && u.strength >= 0)) {
      return bad(`${role}.strength must be a whole number >= 0 or "opponent", got ${String(u.strength)}.`, '2.6.3');
    }
    if (u.strength === 'opponent' && u.type !== 'EL') return bad(`${role}.strength "opponent" is the elephant's "?"; ${role}.type is ${u.type}.`, '15.8.1');
    if (u.charging === true && !CHARGING_TYPES.includes(u.type)) return bad(`${role}.charging: only HC, KT, CT and HT charge, got ${u.type}.`, '7.11');
    if (u.barbarianCharge === true && u.type !== 'LI') return bad(`${role}.barbarianCharge: only Light Infantry triple, got ${u.type}.`, '15.4');
    for (const [i, b] of (u.leaderBonuses ?? []).entries()) {
      if (!isWhole(b) || b < 0) return bad(`${role}.leaderBonuses[${i}] must be a whole number >= 0, got ${String(b)}.`, '10.2.4.1');
    }
    if (u.terrain !== undefined && (ctx.terrainChart ?? TERRAIN)[u.terrain] === undefined) {
      return bad(`${role}.terrain: no Terrain Effects Chart row for ${String(u.terrain)}.`, '10.2.3.4');
    }
  }
  if (ctx.attacker.doubleAttack === true && ctx.attacker.strength === 'opponent') return bad('attacker.doubleAttack: an elephant has no strength of its own to split.', '15.7');
  if (!['front', 'flank', 'rear'].includes(ctx.vector)) return bad(`vector must be front, flank or rear, got ${String(ctx.vector)}.`, '10.2.3.3');
  const ex = ctx.exertion;
  if (ex !== undefined) {
    for (const role of ['attacker', 'defender'] as const) {
      if (!isWhole(ex[role]) || ex[role] < 0) return bad(`exertion.${role} must be a whole number of chits >= 0, got ${String(ex[role])}.`, '10.2.3.6');
    }
  }
  for (const [i, o] of (ctx.other ?? []).entries()) {
    if (!isWhole(o.value)) return bad(`other[${i}].value must be a whole number, got ${String(o.value)}.`, '10.2.3.7');
  }
  for (const [i, b] of (ctx.eventBonuses ?? []).entries()) {
    if (!isWhole(b.value)) return bad(`eventBonuses[${i}].value must be a whole number, got ${String(b.value)}.`, '10.2.4.2');
  }
  return null;
}

/** A printed strength after charge doubling (§7.11, not against pikemen §7.11.2) and barbarian tripling (§15.4). */
function multiplied(u: MeleeUnit, chargeCounts: boolean): number {
  const s = u.strength === 'opponent' ? 0 : u.strength;
  return s * (u.barbarianCharge === true ? 3 : 1) * (u.charging === true && chargeCounts ? 2 : 1);
}

// `+ 0` turns −0 into 0, so results compare and serialise cleanly.
const clamp = (v: number): number => Math.max(-MELEE_STRENGTH_LIMIT, Math.min(MELEE_STRENGTH_LIMIT, v)) + 0;

/**
 * Base and final melee strengths of both units with the full breakdown (§10.2.3, §10.2.4).
 *
 * In order: size ratio of the effective strengths (§10.2.3.1; charge doubling against a unit in
 * the charger's front hexes unless the opponent is pikemen, barbarian tripling, double-attack
 * halving rounding up; an elephant's "?" takes the opponent's effective strength, so the ratio is
 * 0); Clash of Shields (§10.2.3.2); attack vector, flank +1 and rear +2, none against pikemen,
 * Camps, War Wagons or a lone leader (§10.2.3.3, §7.11.2, §11.1, §15.12.2); terrain of both hexes
 * (§10.2.3.4); +1 when the defender has Done! (§10.2.3.5); exertion chits (§10.2.3.6); impetuous
 * −1 (§15.5.1.2) and other adjustments (§10.2.3.7). Then `±net`, leader bonuses (§10.2.4.1),
 * event bonuses (§10.2.4.2) and the ±6 clamp (§10.2.4). In an elephant's melee only Clash of
 * Shields, vector, leaders stacked with the elephant and events count (§15.8.1; for both sides,
 * ruling DOB-R53).
 *
 * Refused (Left) for malformed input: negative or fractional strengths, bonuses or chits, a
 * charge by a type that cannot charge, barbarian tripling of anything but Light Infantry.
 * @rule dawn-of-battle 10.2.3
 * @rule dawn-of-battle 10.2.3.1
 * @rule dawn-of-battle 10.2.3.2
 * @rule dawn-of-battle 10.2.3.3
 * @rule dawn-of-battle 10.2.3.4
 * @rule dawn-of-battle 10.2.3.5
 * @rule dawn-of-battle 10.2.3.6
 * @rule dawn-of-battle 10.2.3.7
 * @rule dawn-of-battle 10.2.4
 * @rule dawn-of-battle 10.2.4.1
 * @rule dawn-of-battle 10.2.4.2
 * @rule dawn-of-battle 15.8.1
 * @ruling DOB-R53
 */
export function baseMeleeStrengths(ctx: MeleeContext): E.Either<RuleViolation, MeleeStrengths> {
  const problem = validate(ctx);
  if (problem !== null) return E.left(problem);
  const { attacker: att, defender: def } = ctx;
  const elephantMelee = att.type === 'EL' || def.type === 'EL';
  const elephantRule = 'an elephant is in this melee: only Clash of Shields, vector, its stacked leaders and events apply (§15.8.1)';
  const lines: MeleeAdjustment[] = [];
  const netLine = (step: MeleeStep, label: string, value: number, section: string, excluded?: string): void => {
    const line: MeleeAdjustment = { step, label, applies: 'net', value: excluded === undefined ? value : 0, citation: c(section) };
    lines.push(excluded === undefined ? line : { ...line, excluded });
  };

  // §10.2.3.1 with the strength changes the note and the options call for.
  const attackerCharge = att.charging === true && def.type !== 'PK';
  const defenderCharge = def.charging === true && ctx.vector === 'front' && att.type !== 'PK';
  let aEff = multiplied(att, attackerCharge);
  if (att.doubleAttack === true) aEff = Math.ceil(aEff / 2);
  let dEff = multiplied(def, defenderCharge);
  if (att.strength === 'opponent') aEff = dEff;
  if (def.strength === 'opponent') dEff = aEff;
  const sizeNotes: string[] = [];
  if (attackerCharge) sizeNotes.push('attacker charging ×2');
  else if (att.charging === true) sizeNotes.push('attacker charge cancelled by pikemen (§7.11.2)');
  if (defenderCharge) sizeNotes.push('defender charging ×2');
  else if (def.charging === true) sizeNotes.push(att.type === 'PK' ? 'defender charge cancelled by pikemen (§7.11.2)' : 'defender charging but attacked outside its front');
  if (att.barbarianCharge === true) sizeNotes.push('attacker barbarian ×3');
  if (def.barbarianCharge === true) sizeNotes.push('defender barbarian ×3');
  if (att.doubleAttack === true) sizeNotes.push('attacker double attack ½ rounded up (§15.7)');
  const sizeLabel = `size ratio ${aEff} to ${dEff}${sizeNotes.length > 0 ? ` (${sizeNotes.join('; ')})` : ''}`;
  netLine('size-ratio', sizeLabel, sizeRatioAdjustment(aEff, dEff), '10.2.3.1', elephantMelee ? 'an elephant fights at its opponent\'s strength, so the ratio is even (§15.8.1)' : undefined);

  const cos = clashOfShields(ctx.clash, att.type, def.type);
  netLine('clash-of-shields', `Clash of Shields ${att.type} against ${def.type}${cos.cell === null ? ' (empty cell)' : ''}`, cos.value, '10.2.3.2');

  const vectorValue = ctx.vector === 'flank' ? 1 : ctx.vector === 'rear' ? 2 : 0;
  const vectorOff =
    vectorValue === 0
      ? undefined
      : def.type === 'PK'
        ? 'pikemen ignore vector modifiers when defending (§7.11.2)'
        : def.type === 'CAMP' || def.type === 'WW'
          ? 'Camps and War Wagons have no flanks or rear (§11.1)'
          : def.loneLeader === true
            ? 'every hex around a lone leader is its front (§15.12.2)'
            : undefined;
  netLine('attack-vector', `attack from the defender's ${ctx.vector}`, vectorValue, '10.2.3.3', vectorOff);

  const chart = ctx.terrainChart ?? TERRAIN;
  const aTerrain = att.terrain ?? 'clear';
  const dTerrain = def.terrain ?? 'clear';
  const outOfWoods = aTerrain === 'wooded' && ctx.options?.woodsAttacking === 'tec';
  const aValue = outOfWoods ? 0 : chart[aTerrain].attackerIn;
  const dValue = chart[dTerrain].defenderIn;
  netLine('terrain', `attacker in ${aTerrain}${outOfWoods ? ' (the chart gives nothing for attacking out of woods)' : ''}`, aValue, aTerrain === 'wooded' ? '2.4.7' : '10.2.3.4', elephantMelee && aValue !== 0 ? elephantRule : undefined);
  netLine('terrain', `defender in ${dTerrain}`, dValue, '10.2.3.4', elephantMelee && dValue !== 0 ? elephantRule : undefined);

  if (def.done === true) netLine('defender-done', 'defender marked Done!', 1, '10.2.3.5', elephantMelee ? elephantRule : undefined);

  const ex = ctx.exertion ?? { attacker: 0, defender: 0 };
  if (ex.attacker > 0) netLine('exertion', `attacker exertion, ${ex.attacker} chit${ex.attacker === 1 ? '' : 's'}`, ex.attacker, '10.2.3.6', elephantMelee ? elephantRule : undefined);
  if (ex.defender > 0) netLine('exertion', `defender exertion, ${ex.defender} chit${ex.defender === 1 ? '' : 's'}`, -ex.defender, '10.2.3.6', elephantMelee ? elephantRule : undefined);

  if (att.impetuous === true) netLine('other', 'attacker impetuous −1', -1, '15.5.1.2', elephantMelee ? elephantRule : undefined);
  if (def.impetuous === true) netLine('other', 'defender impetuous −1', 1, '15.5.1.2', elephantMelee ? elephantRule : undefined);
  for (const o of ctx.other ?? []) {
    const value = o.side === 'attacker' ? o.value : -o.value;
    netLine('other', `${o.side}: ${o.label}`, value, o.section, elephantMelee && o.source !== 'event' ? elephantRule : undefined);
  }

  const net = lines.reduce((sum, l) => sum + l.value, 0);
  const clampBase = ctx.options?.clampBaseToo === true;
  const base = { attacker: clampBase ? clamp(net) : net, defender: clampBase ? clamp(-net) : 0 - net };
  lines.push({ step: 'base', label: `base strengths ${signed(base.attacker)} / ${signed(base.defender)}`, applies: 'attacker', value: base.attacker, citation: c('10.2.3') });
  lines.push({ step: 'base', label: 'defender takes the negation', applies: 'defender', value: base.defender, citation: c('10.2.3') });

  const totals = { attacker: base.attacker, defender: base.defender };
  for (const role of ['attacker', 'defender'] as const) {
    const bonuses = ctx[role].leaderBonuses ?? [];
    if (bonuses.length === 0) continue;
    const ignored = elephantMelee && ctx[role].type !== 'EL' ? 'only leaders stacked with the elephant count in its melee (§15.8.1, ruling DOB-R53)' : undefined;
    const best = ctx.options?.leaderBonus === 'best';
    const value = best ? Math.max(...bonuses) : bonuses.reduce((s, b) => s + b, 0);
    const label = `${role}'s stacked leader${bonuses.length === 1 ? '' : 's'} ${best && bonuses.length > 1 ? `(best of ${bonuses.join(', ')})` : `+${bonuses.join(' +')}`}`;
    const line: MeleeAdjustment = { step: 'leader', label, applies: role, value: ignored === undefined ? value : 0, citation: c('10.2.4.1') };
    lines.push(ignored === undefined ? line : { ...line, excluded: ignored });
    if (ignored === undefined) totals[role] += value;
  }
  for (const b of ctx.eventBonuses ?? []) {
    lines.push({ step: 'event', label: b.label, applies: b.target, value: b.value, citation: c('10.2.4.2') });
    totals[b.target] += b.value;
  }
  const final = { attacker: clamp(totals.attacker), defender: clamp(totals.defender) };
  for (const role of ['attacker', 'defender'] as const) {
    if (final[role] !== totals[role]) {
      lines.push({ step: 'clamp', label: `${role} held to ${signed(final[role])}`, applies: role, value: final[role] - totals[role], citation: c('10.2.4') });
    }
  }
  return E.right({
    attacker: final.attacker,
    defender: final.defender,
    net,
    base,
    effectiveStrength: { attacker: aEff, defender: dEff },
    elephantMelee,
    breakdown: lines,
  });
}

function signed(v: number): string {
  return v > 0 ? `+${v}` : String(v);
}
