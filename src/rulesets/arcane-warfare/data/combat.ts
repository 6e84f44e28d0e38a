/**
 * The numbers of close combat and its outcome: combat modifiers (§7.4, §11.1), morale (§9.2),
 * vulnerability (§9.2.2), forced-move distances (§9.1, §9.3, §9.7), rally (§10.2) and the command
 * stand's escape (§10.1).
 * @module
 */
import type { UnitStats } from './units.js';

/**
 * Close-combat modifiers, each +1 or −1 to the combat factor unless noted.
 * @rule arcane-warfare 7.4.1
 * @rule arcane-warfare 7.4.2
 * @rule arcane-warfare 7.4.3
 * @rule arcane-warfare 7.4.4
 * @rule arcane-warfare 7.4.6
 * @rule arcane-warfare 11.1
 */
export const COMBAT_MODIFIERS = {
  /** Each direct support (§7.4.1); at most one on each of the enemy's flanks and one on its rear. */
  support: 1,
  /** Height advantage on a hill or in a gully (§7.4.2, §7.4.3). */
  height: 1,
  /** Mounted fighting partly or wholly on difficult ground (§7.4.4). */
  mountedOnDifficult: -1,
  /** Mounted on open ground fighting foot on difficult ground (§7.4.4). */
  mountedVsFootOnDifficult: -1,
  /** Foot in a BUA fighting mounted (§7.4.4). */
  footInBuaVsMounted: 1,
  /** In a river (§7.4.4). */
  river: -1,
  /** Fast Shot foot against the front edge of mounted (§7.4.6). */
  fastShotVsMounted: -1,
  /** Stack (§11.1): one rear rank. */
  stack: 1,
  /** Double Stack (§11.1): one rear rank of the same type, all on open ground. */
  doubleStack: 2,
  /** Charge (§11.1): moved only over open ground into close combat with close-order foot this turn. */
  charge: 1,
  /** Exploit (§11.1): natural die higher than the opponent's, added to the score. */
  exploit: 1,
  /** Armour (§11.1): taken from the score of an enemy that beats an Armour unit. */
  armour: -1,
} as const;

/**
 * Morale-test terms (§9.2, §9.2.1, §9.2.5): pass on a roll above the break value; 6 or more is
 * an impossible test (destroyed).
 * @rule arcane-warfare 9.2
 * @rule arcane-warfare 9.2.1
 * @rule arcane-warfare 9.2.5
 */
export const MORALE = {
  stubborn: -1,
  flop: 1,
  blockedRecoil: 2,
  impossible: 6,
  /** An overlap supporter whose own recoil is blocked tests from this base (§9.2.5). */
  supporterBase: 0,
} as const;

/** A row of the vulnerability table: who is vulnerable, to whom, and by how much. */
export interface VulnerabilityRow {
  readonly units: string;
  readonly to: string;
  readonly value: number;
  /** The vulnerable unit must be on open ground (the rows that say "on open"). */
  readonly onOpen: boolean;
  /** Whether the row makes `unit` vulnerable to `enemy` (the "on open" condition checked apart). */
  readonly applies: (unit: UnitStats, enemy: UnitStats) => boolean;
}

const des = (s: UnitStats) => s.type.designation;
const closeOrderFoot = (s: UnitStats) => s.closeOrder && !s.mounted;

/**
 * The vulnerability table (§9.2.2), in its printed order. "Close-order" in the first row
 * qualifies all three enemy types and Bw(e) is an elite Bw of any weight (ruling AW-R22).
 * @rule arcane-warfare 9.2.2
 * @ruling AW-R22
 */
export const VULNERABILITY: ReadonlyArray<VulnerabilityRow> = [
  { units: 'Light mounted', to: 'close-order Bw, Cb, Cv', value: 1, onOpen: false, applies: (u, e) => u.light && u.mounted && e.closeOrder && ['Bw', 'Cb', 'Cv'].includes(des(e)) },
  { units: 'close-order foot', to: 'Band', value: 1, onOpen: false, applies: (u, e) => closeOrderFoot(u) && e.type.secondary === 'B' },
  { units: 'Cv, Ch, Kn', to: 'Bw(e), Cb, Kn, Pk', value: 1, onOpen: false, applies: (u, e) => ['Cv', 'Ch', 'Kn'].includes(des(u)) && ((des(e) === 'Bw' && e.type.rating === 'e') || ['Cb', 'Kn', 'Pk'].includes(des(e))) },
  { units: 'close-order foot on open', to: 'Ex, Kn', value: 2, onOpen: true, applies: (u, e) => closeOrderFoot(u) && ['Ex', 'Kn'].includes(des(e)) },
  { units: 'Light foot and Hd on open', to: 'Cv', value: 2, onOpen: true, applies: (u, e) => ((u.light && !u.mounted) || des(u) === 'Hd') && des(e) === 'Cv' },
  { units: 'all but Light and El', to: 'El', value: 2, onOpen: false, applies: (u, e) => !u.light && des(u) !== 'El' && des(e) === 'El' },
  { units: 'El', to: 'Light foot', value: 2, onOpen: false, applies: (u, e) => des(u) === 'El' && e.light && !e.mounted },
];

/**
 * Forced-move distances (§9.3, §9.7): a flee is the designation's move (the units table, before
 * the Light bonus of §11.2) plus 50 p for Lights; recoil and pursuit are a base depth.
 * @rule arcane-warfare 9.3
 */
export const FLEE_LIGHT_BONUS = 50;

/**
 * Rally (§10.2): the highest roll that rallies; one more does nothing, anything higher destroys.
 * @rule arcane-warfare 10.2
 */
export function rallyTarget(s: UnitStats): number {
  return s.closeOrder && !s.characteristics.includes('Flop') ? 2 : 1;
}

/**
 * The command stand's escape roll (§10.1): the lowest roll that escapes a foot or a mounted
 * contactor.
 * @rule arcane-warfare 10.1
 */
export const COMMAND_ESCAPE = { foot: 2, mounted: 3 } as const;
