/**
 * The strategos kernel: the ruleset contract, citations and errors, decoding of untrusted
 * input, replay and state hashing, and the registry of rulesets.
 * @module strategos
 */
export * from './core/index.js';
export { kits, rulesets } from './registry.js';
