/**
 * `strategos/dba`: De Bellis Antiquitatis 1.2 on the shared DBx core.
 * @module dba
 */
export * from '../rulesets/dba/index.js';
export { sceneOf, sceneSvg, type DbaSceneOptions } from '../rulesets/dba/scene/index.js';
