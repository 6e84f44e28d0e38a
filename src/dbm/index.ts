/**
 * `strategos/dbm`: De Bellis Multitudinis 3.x (armies, pre-battle, deployment, bounds, moves,
 * shooting, close combat, outcomes and victory).
 * @module dbm
 */
export * from '../rulesets/dbm/index.js';
export { sceneOf, sceneSvg, type DbmSceneOptions } from '../rulesets/dbm/scene/index.js';
export { dbmKit } from '../rulesets/dbm/kit/index.js';
