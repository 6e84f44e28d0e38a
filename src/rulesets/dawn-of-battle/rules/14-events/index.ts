/**
 * Dawn of Battle events (§14): the effect vocabulary a deck file attaches to cards, the built-in
 * events the seed states, deck validation, the bridge from events played to melee inputs, and
 * the elephant control check an elephant icon sets off (§15.8.3).
 * @module
 */
export * from '../../data/event-effects.js';
export * from '../../data/deck-events.js';
export * from './melee-inputs.js';
export * from '../15-optional/elephant-control.js';
