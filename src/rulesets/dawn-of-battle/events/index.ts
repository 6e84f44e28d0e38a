/**
 * Dawn of Battle events (§14): the effect vocabulary a deck file attaches to cards, the built-in
 * events the seed states, deck validation, and the bridge from events played to melee inputs.
 * @module
 */
export * from './effects.js';
export * from './deck-events.js';
export * from './melee-inputs.js';
