/**
 * The family's tactical movement: the movement profile a ruleset fills, the world a move is
 * checked in, path checks (going, table edge, impassable ground, enemies and interpenetration,
 * front crossing), group cohesion, lining up, where a contact move ends, and PIP costs.
 * @module
 */
export * from './contact-pose.js';
export * from './driver.js';
export * from './group.js';
export * from './line-up.js';
export * from './path.js';
export * from './pips.js';
export * from './profile.js';
export * from './proposal-screen.js';
export * from './sampler.js';
export * from './world.js';
