/**
 * Army points (§2.5.2): what an army costs, and the limits an army must keep (§2.5.1–§2.5.3).
 * @module
 */
import { GAME_SIZE_TABLE, type CommandKind, type GameSize } from '../../data/game-sizes.js';
import { DISMOUNT } from '../../data/movement.js';
import { statsOf } from '../../data/units.js';
import type { ScenarioArmy } from '../../model/scenario.js';

/** What an army costs, by part, in army points. */
export interface ArmyCost {
  readonly units: number;
  readonly commands: number;
  readonly defences: number;
  readonly total: number;
}

/**
 * An army's cost in a game size: each unit's type cost (§2.3 with §11.2–§11.4), each command
 * centre's cost by kind and regularity (§2.5.2), 1 AP per temporary defence (the 0.5 AP price of a
 * defence against baggage or a BUA applies once part II places them), 0.5 AP for each unit able to
 * dismount (§6.16). Unknown type codes cost
 * nothing here; setup refuses them.
 * @rule arcane-warfare 2.5.2
 * @rule arcane-warfare 6.16
 */
export function armyCost(army: Pick<ScenarioArmy, 'units' | 'commands'> & { readonly defences?: number }, size: GameSize): ArmyCost {
  let units = 0;
  for (const u of army.units) {
    const s = statsOf(u.type);
    if (typeof s !== 'string') units += s.ap;
    if (u.dismountsAs !== undefined) units += DISMOUNT.ap;
  }
  let commands = 0;
  for (const c of army.commands) {
    const row = GAME_SIZE_TABLE[size].commands[c.kind];
    commands += c.regular ? row.regular : row.irregular;
  }
  const defences = army.defences ?? 0;
  return { units, commands, defences, total: units + commands + defences };
}

/**
 * What is wrong with an army for a game size, one sentence each (none: it is legal): exactly one
 * SCo, FCo and ACo within their maxima (§2.5.2), two baggage for the SCo and one more for each
 * other command centre (§2.5.1), allied units ordered by an ACo of their own army, allied points
 * at most a third of the army (§2.5.3), defences at most a tenth of it (§2.5.2), and the army's
 * points within the game size's range (§1.1) unless `loosePoints` (the beginner preset's
 * "roughly 50AP").
 * @rule arcane-warfare 1.1
 * @rule arcane-warfare 2.5.1
 * @rule arcane-warfare 2.5.2
 * @rule arcane-warfare 2.5.3
 */
export function armyProblems(army: ScenarioArmy, size: GameSize, loosePoints: boolean): string[] {
  const out: string[] = [];
  const g = GAME_SIZE_TABLE[size];
  const count = (k: CommandKind) => army.commands.filter((c) => c.kind === k).length;
  if (count('SCo') !== 1) out.push(`${army.player} must have exactly one SCo (§2.5.1), not ${count('SCo')}`);
  for (const k of ['FCo', 'ACo'] as const) if (count(k) > g.commands[k].max) out.push(`${army.player} may have at most ${g.commands[k].max} ${k} in a ${size} game (§2.5.2)`);
  const baggage = army.units.filter((u) => u.type === 'Baggage').length;
  const wanted = 2 + army.commands.length - 1;
  if (baggage !== wanted) out.push(`${army.player} must have ${wanted} baggage units, two for the SCo and one per other command centre (§2.5.1), not ${baggage}`);
  const acos = new Set(army.commands.filter((c) => c.kind === 'ACo').map((c) => c.id));
  for (const u of army.units) if (u.ally !== undefined && !acos.has(u.ally)) out.push(`${army.player}'s unit ${u.id}: its ally command ${u.ally} is not one of the army's ACo (§2.5.1)`);
  const cost = armyCost(army, size);
  const allied = army.units.filter((u) => u.ally !== undefined).reduce((s, u) => s + (typeof statsOf(u.type) === 'string' ? 0 : (statsOf(u.type) as { ap: number }).ap), 0);
  if (allied > cost.total / 3 + 1e-9) out.push(`${army.player}'s allied units cost ${allied} AP, more than a third of the army's ${cost.total} (§2.5.3)`);
  if (cost.defences > cost.total / 10 + 1e-9) out.push(`${army.player}'s defences cost ${cost.defences} AP, more than a tenth of the army (§2.5.2)`);
  if (!loosePoints && (cost.total < g.apMin || cost.total > g.apMax)) out.push(`${army.player}'s army costs ${cost.total} AP, outside the ${g.apMin}–${g.apMax} AP of a ${size} game (§1.1)`);
  return out;
}
