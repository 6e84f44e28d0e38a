/**
 * Dawn of Battle melee as pure functions (§10.2.3–10.2.5, §14.6, §15.7): the strength
 * arithmetic with its breakdown, reading the melee cards, ex Machina, and exact odds. The
 * reducer's melee phase calls these; frontends can call them to preview a melee.
 * @module
 */
export * from './clash.js';
export * from './size-ratio.js';
export * from './strengths.js';
export * from './chart.js';
export * from './ex-machina.js';
export * from './resolve.js';
export * from './odds.js';
export * from './procedure.js';
export * from './double-attack.js';
export * from './preview.js';
