/**
 * The strategos kernel: the ruleset contract, citations and errors, decoding of untrusted
 * input, replay and state hashing. The built-in rulesets and kits are listed by
 * `strategos/registry`, so importing this entry brings no ruleset.
 * @module strategos
 */
export * from './core/index.js';
