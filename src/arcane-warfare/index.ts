/**
 * `strategos/arcane-warfare`: Arcane Warfare – Field Battle 3.0, part I (armies, field, orders,
 * movement).
 * @module arcane-warfare
 */
export * from '../rulesets/arcane-warfare/index.js';
export { sceneOf, sceneSvg, type ArcaneSceneOptions } from '../rulesets/arcane-warfare/scene/index.js';
