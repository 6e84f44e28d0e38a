import * as E from 'fp-ts/lib/Either.js';
import { aleaFromSeed, drawInt, type RngState } from '../../../src/random/rng.js';
import { dba, exampleScenario, type DbaCommand, type DbaEvent, type DbaOptions, type DbaScenario, type DbaState } from '../../../src/rulesets/dba/index.js';

/** The result of a random game: every command applied, the final state, and any refusal met. */
export interface RandomGame {
  readonly commands: DbaCommand[];
  readonly states: DbaState[];
  readonly final: DbaState;
  readonly events: DbaEvent[];
  readonly refused: string | null;
}

/**
 * Plays a game between two random agents: in the move phase they pick among sampled moves (and
 * end their moves when PIPs run out or by chance); elsewhere they pick a legal command.
 */
export function randomGame(
  seed: string,
  opts: { scenario?: DbaScenario; options?: DbaOptions; keepStates?: boolean; maxCommands?: number; ruleset?: typeof dba } = {},
): RandomGame {
  // `ruleset`: the same rules from another build (the bench passes the built package's).
  const rs = opts.ruleset ?? dba;
  const setup = rs.setup(opts.scenario ?? exampleScenario, { seed, options: opts.options ?? { maxBounds: 60 } });
  if (E.isLeft(setup)) throw new Error(setup.left.message);
  let state = setup.right;
  let rng: RngState = aleaFromSeed(`agent/${seed}`);
  const commands: DbaCommand[] = [];
  const states: DbaState[] = [state];
  const events: DbaEvent[] = [];
  const max = opts.maxCommands ?? 5000;
  for (let i = 0; i < max && rs.outcome(state) === null; i++) {
    let options: ReadonlyArray<DbaCommand>;
    if (state.phase.tag === 'move') {
      const left = state.phase.pips - state.phase.pipsUsed;
      const stop = drawInt(rng, 0, 19);
      rng = stop.rng;
      const sampled = left > 0 && stop.value > 0 ? rs.sampleCommands!(state, rng, 1) : [];
      const r2 = drawInt(rng, 0, 1);
      rng = r2.rng;
      options = sampled.length > 0 ? sampled : [{ type: 'end-moves', player: state.phase.player }];
    } else {
      options = rs.legalCommands(state);
    }
    if (options.length === 0) return { commands, states, final: state, events, refused: `no legal command in phase ${state.phase.tag}` };
    const pick = drawInt(rng, 0, options.length - 1);
    rng = pick.rng;
    const cmd = options[pick.value]!;
    const step = rs.apply(state, cmd);
    if (E.isLeft(step)) return { commands, states, final: state, events, refused: `${JSON.stringify(cmd)}: ${step.left.message}` };
    commands.push(cmd);
    state = step.right.state;
    for (const e of step.right.events) events.push(e);
    if (opts.keepStates === true) states.push(state);
  }
  return { commands, states, final: state, events, refused: null };
}
