/**
 * The family's tactical movement: the movement profile a ruleset fills, the world a move is
 * checked in, path checks (going, table edge, impassable ground, enemies and interpenetration,
 * front crossing), lining up, and PIP costs.
 * @module
 */
export * from './line-up.js';
export * from './path.js';
export * from './pips.js';
export * from './profile.js';
export * from './world.js';
