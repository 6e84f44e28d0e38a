/**
 * Free-form geometry of element bases on a table measured in paces: oriented bases, contact
 * classification with an explicit tolerance, snapping into exact contact, measurement, move
 * programs with their cost, swept-path collision, group and outcome moves, terrain, a spatial
 * index and an SVG renderer. See docs/plane.md.
 * @module plane
 */
export * from './errors.js';
export * from './angle.js';
export * from './hypot.js';
export * from './base.js';
export * from './tolerance.js';
export * from './contact.js';
export * from './snap.js';
export * from './move.js';
export * from './polygon.js';
export * from './terrain.js';
export * from './spatial-index.js';
export * from './sweep.js';
export * from './obstacles.js';
export * from './translation-sweep.js';
export * from './group.js';
export * from './column.js';
export * from './outcome.js';
export * from './flee.js';
export * from './measure.js';
export * from './svg.js';
export * from './scene.js';
