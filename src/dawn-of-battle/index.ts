/**
 * `strategos/dawn-of-battle`: the Dawn of Battle ruleset (setup, `apply`, the legal commands,
 * views, codecs, data tables and events): what a frontend needs to play a game. The kit (agents,
 * narrator, odds), the scenario designer and the previews are subpaths of their own
 * (`strategos/dawn-of-battle/kit`, `/design`, `/calculators`), so a web app that plays games
 * does not bundle them.
 * @module dawn-of-battle
 */
export * from '../rulesets/dawn-of-battle/index.js';
export { sceneOf, sceneSvg, type DobSceneOptions } from '../rulesets/dawn-of-battle/scene/index.js';
