/**
 * Seeded randomness whose state is plain JSON inside the game state: generators, dice,
 * card decks and exact odds.
 * @module random
 */
export * from './errors.js';
export * from './rng.js';
export * from './deck.js';
export * from './odds.js';
export * from './codec.js';
