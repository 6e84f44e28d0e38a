/**
 * Design Your Own (§17) as pure functions: build costs and budgets, army lists, panic levels,
 * ad hoc terrain and side assignment.
 * @module
 */
export * from './costs.js';
export * from './army.js';
export * from './ad-hoc-terrain.js';
export * from './sides.js';
export * from './random-scenario.js';
