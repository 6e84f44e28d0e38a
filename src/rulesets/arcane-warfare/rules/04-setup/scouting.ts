/**
 * Scouting (§4.1): an army's scout factor and the scouting roll that decides who chooses to
 * attack or defend.
 * @module
 */
import { drawInt, rollD6, type RngState } from '../../../../random/rng.js';
import { statsOf, type UnitStats } from '../../data/units.js';

/**
 * An army's scout factor (§4.1): one for each Light mounted unit and a half for each Light foot
 * unit, at most a third of the army's units, not rounded (ruling AW-R18: baggage is not counted).
 * @rule arcane-warfare 4.1
 * @ruling AW-R18
 */
export function scoutFactor(types: ReadonlyArray<string>): number {
  const stats = types.map(statsOf).filter((s): s is UnitStats => typeof s !== 'string' && s.type.designation !== 'Baggage');
  let f = 0;
  for (const s of stats) if (s.light) f += s.mounted ? 1 : 0.5;
  return Math.min(f, stats.length / 3);
}

/** One player's scouting roll (§4.1). */
export interface ScoutingScore {
  readonly player: string;
  readonly dice: readonly [number, number];
  readonly factor: number;
  readonly score: number;
}

/** The scouting roll's result: both scores and the high scorer, who chooses who attacks (§4.1). */
export interface ScoutingResult {
  readonly scores: readonly [ScoutingScore, ScoutingScore];
  readonly winner: string;
  /** True when the scores tied and the high scorer was drawn at random (§4.1). */
  readonly tie: boolean;
  /** The generator after the roll. */
  readonly rng: RngState;
}

/**
 * The scouting roll (§4.1): each player throws 2D6 and adds their army's scout factor; the high
 * scorer (drawn at random on a tie) decides which army attacks and which defends. The armies are
 * given as their unit type codes.
 * @rule arcane-warfare 4.1
 */
export function scoutingRoll(armies: readonly [{ readonly player: string; readonly types: ReadonlyArray<string> }, { readonly player: string; readonly types: ReadonlyArray<string> }], rng0: RngState): ScoutingResult {
  let rng = rng0;
  const scores = armies.map((a) => {
    const d1 = rollD6(rng);
    const d2 = rollD6(d1.rng);
    rng = d2.rng;
    const factor = scoutFactor(a.types);
    return { player: a.player, dice: [d1.value, d2.value] as const, factor, score: d1.value + d2.value + factor };
  }) as unknown as readonly [ScoutingScore, ScoutingScore];
  const [a, b] = scores;
  if (a.score !== b.score) return { scores, winner: a.score > b.score ? a.player : b.player, tie: false, rng };
  const pick = drawInt(rng, 0, 1);
  return { scores, winner: pick.value === 0 ? a.player : b.player, tie: true, rng: pick.rng };
}
