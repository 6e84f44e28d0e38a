/**
 * `strategos/dbm`: De Bellis Multitudinis 3.x, part I (armies, pre-battle, deployment, bounds;
 * combat not implemented yet).
 * @module dbm
 */
export * from '../rulesets/dbm/index.js';
export { sceneOf, sceneSvg, type DbmSceneOptions } from '../rulesets/dbm/scene/index.js';
export { dbmKit } from '../rulesets/dbm/kit/index.js';
