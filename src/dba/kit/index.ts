/**
 * `strategos/dba/kit`: what comes with the DBA rules: the kit the simulator and the command
 * line read (`dbaKit`), the `mover` and `greedy` agents, the narrator and the odds calculator.
 * @module dba/kit
 */
export { dbaKit, dbaGreedyAgent, dbaNarrator, dbaOdds } from '../../rulesets/dba/kit/index.js';
export { moverAgent } from '../../rulesets/dba/kit/mover.js';
export { narrateDbaEvent, narrateDbaCommand, describeSteps } from '../../rulesets/dba/kit/narrator.js';
