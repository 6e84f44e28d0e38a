// Plays one DBA 1.2 game between two random agents and prints what happened.
// Run after `npm run build` (the package imports itself by name): node examples/dba/play-random.mjs [seed]
import { dba, exampleScenario } from 'strategos/dba';
import { aleaFromSeed, drawInt } from 'strategos/random';

const seed = process.argv[2] ?? 'example';
const setup = dba.setup(exampleScenario, { seed, options: { maxBounds: 100 } });
if (setup._tag === 'Left') throw new Error(setup.left.message);
let state = setup.right;
let rng = aleaFromSeed(`agent/${seed}`);
let combats = 0;
while (dba.outcome(state) === null) {
  let options = dba.legalCommands(state);
  if (state.phase.tag === 'move' && state.phase.pips > state.phase.pipsUsed) {
    const sampled = dba.sampleCommands(state, rng, 1);
    if (sampled.length > 0) options = sampled;
    else options = options.slice(0, 1); // end-moves
  }
  const d = drawInt(rng, 0, options.length - 1);
  rng = d.rng;
  const step = dba.apply(state, options[d.value]);
  if (step._tag === 'Left') throw new Error(step.left.message);
  for (const e of step.right.events) {
    if (e.type === 'combat') {
      combats++;
      const { a, b, outcomes } = e.report;
      const show = (t) => `${t.element} ${t.die}+${t.terms.map((x) => `${x.value}(${x.name})`).join('')}=${t.total}`;
      console.log(`bound ${step.right.state.bound} ${e.report.kind}: ${show(a)} vs ${show(b)} -> ${JSON.stringify(outcomes)}`);
    }
  }
  state = step.right.state;
}
console.log(`${combats} combats; ${state.result.reason}`);
