/**
 * The four game sizes (§1.1) and what hangs on them: the board and its 30 cm sectors (§1, §4.2),
 * army points (§1.1), command centres (§2.5.2), the command radius and looting range (§5.2.1),
 * break values (§10.3) and deployment limits (§4.3). All at the default 15 mm scale, where
 * 2 cm = 50 paces (§1.3).
 * @module
 */

/** A game size (§1.1). */
export type GameSize = 'small' | 'standard' | 'extended' | 'maneuver';
/** The game sizes, smallest first. */
export const GAME_SIZES: ReadonlyArray<GameSize> = ['small', 'standard', 'extended', 'maneuver'];

/** A command centre: Supreme, Field or Ally (§2.5.1). */
export type CommandKind = 'SCo' | 'FCo' | 'ACo';

/** The cost and maximum number of one kind of command centre (§2.5.2). */
export interface CommandCost {
  readonly irregular: number;
  readonly regular: number;
  readonly max: number;
}

/** What a game size fixes. */
export interface GameSizeRow {
  /** Board in paces along the long edges (x) and the short edges (y). */
  readonly width: number;
  readonly height: number;
  /** Sector columns and rows (30 cm = 750 p sectors). */
  readonly columns: number;
  readonly rows: number;
  readonly apMin: number;
  readonly apMax: number;
  readonly commandRadius: number;
  readonly lootingRange: number;
  readonly breakValue: number;
  readonly baggageBreakPoints: number;
  readonly commands: Readonly<Record<CommandKind, CommandCost>>;
  /** Units and command stands deploy within this of their own base edge (small game only), or null. */
  readonly deployDepth: number | null;
  /** Units removable to modify the terrain rolls (§4.2). */
  readonly removableForTerrain: number;
}

/** Paces per centimetre at 15 mm: 2 cm is 50 p (§1.3). */
export const PACES_PER_CM = 25;
/** A sector's side in paces: 30 cm (§1, §4.2). */
export const SECTOR = 30 * PACES_PER_CM;
/** Units and commanders stay farther than this from a side edge (§4.3). */
export const SIDE_CLEARANCE = 200;

const larger = { SCo: { irregular: 0, regular: 10, max: 1 }, FCo: { irregular: 5, regular: 8, max: 4 }, ACo: { irregular: 4, regular: 6, max: 2 } };

/**
 * The game sizes.
 * @rule arcane-warfare 1.1
 * @rule arcane-warfare 2.5.2
 * @rule arcane-warfare 4.2
 * @rule arcane-warfare 4.3
 * @rule arcane-warfare 5.2.1
 * @rule arcane-warfare 10.3
 * @rule arcane-warfare 10.3.1
 */
export const GAME_SIZE_TABLE: Readonly<Record<GameSize, GameSizeRow>> = {
  small: {
    width: 90 * PACES_PER_CM,
    height: 60 * PACES_PER_CM,
    columns: 3,
    rows: 2,
    apMin: 50,
    apMax: 75,
    commandRadius: 600,
    lootingRange: 600,
    breakValue: 15,
    baggageBreakPoints: 4,
    commands: { SCo: { irregular: 0, regular: 5, max: 1 }, FCo: { irregular: 0, regular: 0, max: 0 }, ACo: { irregular: 0, regular: 0, max: 0 } },
    deployDepth: 400,
    removableForTerrain: 1,
  },
  standard: {
    width: 120 * PACES_PER_CM,
    height: 90 * PACES_PER_CM,
    columns: 4,
    rows: 3,
    apMin: 100,
    apMax: 150,
    commandRadius: 400,
    lootingRange: 800,
    breakValue: 25,
    baggageBreakPoints: 5,
    commands: { SCo: { irregular: 0, regular: 6, max: 1 }, FCo: { irregular: 3, regular: 5, max: 2 }, ACo: { irregular: 1, regular: 2, max: 1 } },
    deployDepth: null,
    removableForTerrain: 2,
  },
  extended: {
    width: 180 * PACES_PER_CM,
    height: 90 * PACES_PER_CM,
    columns: 6,
    rows: 3,
    apMin: 150,
    apMax: 200,
    commandRadius: 400,
    lootingRange: 800,
    breakValue: 40,
    baggageBreakPoints: 6,
    commands: larger,
    deployDepth: null,
    removableForTerrain: 3,
  },
  maneuver: {
    width: 180 * PACES_PER_CM,
    height: 120 * PACES_PER_CM,
    columns: 6,
    rows: 4,
    apMin: 150,
    apMax: 250,
    commandRadius: 500,
    lootingRange: 1000,
    breakValue: 45,
    baggageBreakPoints: 6,
    commands: larger,
    deployDepth: null,
    removableForTerrain: 3,
  },
};

/** Command stand diameters in paces: SCo 4 cm, FCo and ACo 3 cm (§2.4). */
export const STAND_DIAMETER: Readonly<Record<CommandKind, number>> = { SCo: 4 * PACES_PER_CM, FCo: 3 * PACES_PER_CM, ACo: 3 * PACES_PER_CM };

/** The role a sector plays (Fig. 1): setup rows, flank and central sectors of the middle rows, the others. */
export type SectorRole = 'setup' | 'vanguard' | 'flank' | 'central' | 'intermediate';

/**
 * The role of sector (column, row) in a game size (Fig. 1): the rows along the long edges are
 * setup sectors; in the middle rows the end sectors are flank sectors and the two middle ones
 * central; the extended game's remaining middle sectors are intermediate; the maneuver game's
 * rows in front of the setup rows are vanguard sectors (§4.3.1), whose end and middle sectors are
 * also flank and central (ruling AW-R5 places them).
 * @rule arcane-warfare 1.1
 * @rule arcane-warfare 4.3.1
 * @ruling AW-R5
 */
export function sectorRole(size: GameSize, column: number, row: number): SectorRole {
  const g = GAME_SIZE_TABLE[size];
  if (row === 0 || row === g.rows - 1) return 'setup';
  if (size === 'small') return 'setup';
  if (column === 0 || column === g.columns - 1) return 'flank';
  const mid = g.columns / 2;
  if (column === mid - 1 || column === mid) return 'central';
  if (size === 'maneuver') return 'vanguard';
  return 'intermediate';
}
