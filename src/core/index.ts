export * from './citation.js';
export * from './errors.js';
export * from './ruleset.js';
export * from './decode.js';
export * from './replay.js';
export * from './hash.js';
export * from './canonical-json.js';
export * from './provenance.js';
