// Shared set-up for the DBM tests: the example scenario at the deployment phase, and a random
// game through the public API.
import * as E from 'fp-ts/lib/Either.js';
import { dbm, exampleScenario, type DbmCommandAction, type DbmEvent, type DbmOptions, type DbmScenario, type DbmState } from '../../../src/dbm/index.js';
import { aleaFromSeed, drawInt, fork, type RngState } from '../../../src/random/rng.js';

export function setup(seed = 't', options?: DbmOptions, scenario: DbmScenario = exampleScenario): DbmState {
  const s = dbm.setup(scenario, options === undefined ? { seed } : { seed, options });
  if (E.isLeft(s)) throw new Error(s.left.message);
  return s.right;
}

export function play(state: DbmState, c: DbmCommandAction): { state: DbmState; events: ReadonlyArray<DbmEvent> } {
  const r = dbm.apply(state, c);
  if (E.isLeft(r)) throw new Error(`${c.type} refused: ${r.left.message}`);
  return r.right;
}

/** The example after both seasons are nominated: the defender is to place baggage. */
export function atDeployment(seed = 't'): DbmState {
  let s = setup(seed);
  s = play(s, { type: 'nominate-season', player: 'A', season: 'summer' }).state;
  s = play(s, { type: 'nominate-season', player: 'B', season: 'summer' }).state;
  return s;
}

/** A random game of sampled legal commands; every state and event kept. */
export function randomGame(seed: string, state: DbmState = setup(seed), maxPlies = 200): { states: DbmState[]; events: DbmEvent[] } {
  const states = [state];
  const events: DbmEvent[] = [];
  let s = state;
  let rng: RngState = aleaFromSeed(`agent/${seed}`);
  for (let i = 0; i < maxPlies && dbm.outcome(s) === null; i++) {
    // The bound's moves are sampled (legalCommands lists only the discrete choices).
    let options = [...dbm.legalCommands(s), ...(s.phase.tag === 'bound' ? dbm.sampleCommands!(s, fork(rng, `s${i}`), 4) : [])];
    if (options.length === 0) options = [...dbm.sampleCommands!(s, fork(rng, `s${i}`), 4)];
    if (options.length === 0) throw new Error(`stuck at ${s.phase.tag}`);
    const d = drawInt(rng, 0, options.length - 1);
    rng = d.rng;
    const r = play(s, options[d.value]!);
    events.push(...r.events);
    s = r.state;
    states.push(s);
  }
  return { states, events };
}
