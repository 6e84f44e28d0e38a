/**
 * Hex-grid geometry for wargames: integer axial coordinates as plain objects, offset
 * coordinates for printed maps, pixel layouts, directions, hexsides and vertices as canonical
 * ids, facing toward a vertex (front, flank, rear, free turn, arc of fire), lines nudged both
 * ways with line of sight that explains itself, boards with per-hex and per-side data, and
 * movement search over (hex, facing) with a ruleset-supplied cost policy (hex-valued, or in
 * integer cell indexes over a compiled board for hot loops).
 *
 * Everything is a pure function over plain JSON values. Hot primitives (`distance`,
 * `neighbors`, `line`, ...) are total on valid branded input; anything that takes untrusted
 * input has a checked form that returns `Either<HexError, _>`. Nothing throws.
 * @module hex
 */
export * from './errors.js';
export * from './coords.js';
export * from './directions.js';
export * from './facing.js';
export * from './sides.js';
export * from './line.js';
export * from './offset.js';
export * from './layout.js';
export * from './codec.js';
export * from './board.js';
export * from './board-index.js';
export * from './los.js';
export * from './policy.js';
export * from './indexed-policy.js';
export * from './policy-adapter.js';
export { movementTable, type MoveTable } from './search.js';
export * from './movement.js';
export * from './path.js';
export * from './farthest.js';
export * from './svg.js';
export * from './scene.js';
