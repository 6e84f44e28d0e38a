// Whole games that fight: the example's armies set up face to face, played by sampled commands
// that prefer moving into contact, end by the victory rules of §10.3.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { basesOverlap } from '../../../src/plane/contact.js';
import { aleaFromSeed, drawInt, fork, type RngState } from '../../../src/random/rng.js';
import { arcaneWarfare, arcaneKit, type ArcaneEvent, type ArcaneState } from '../../../src/rulesets/arcane-warfare/index.js';
import { narrateArcaneEvent } from '../../../src/rulesets/arcane-warfare/kit/narrator.js';
import { fresh } from './helpers.js';

/** The example with the Persians moved 750 p towards the Greeks (150 p between the lines). */
function faceToFace(seed: string): ArcaneState {
  const s = fresh({ turnLimit: 10 }, seed);
  const units = Object.fromEntries(Object.entries(s.units).map(([k, u]) => [k, u.side === 'persians' ? { ...u, y: u.y - 750 } : u]));
  const commands = Object.fromEntries(Object.entries(s.commands).map(([k, c]) => [k, c.side === 'persians' ? { ...c, y: c.y - 750 } : c]));
  return { ...s, units, commands };
}

function play(seed: string): { state: ArcaneState; events: ArcaneEvent[]; states: ArcaneState[] } {
  let state = faceToFace(seed);
  let rng: RngState = aleaFromSeed(`agent:${seed}`);
  const events: ArcaneEvent[] = [];
  const states = [state];
  for (let ply = 0; ply < 600 && arcaneWarfare.outcome(state) === null; ply++) {
    const options = arcaneWarfare.sampleCommands!(state, fork(rng, `s${ply}`), 5);
    expect(options.length).toBeGreaterThan(0);
    const fights = options.filter((c) => c.type === 'charge' || c.type === 'rally');
    const pool = fights.length > 0 ? fights : options;
    const c = pool[drawInt(fork(rng, `p${ply}`), 0, pool.length - 1).value]!;
    rng = fork(rng, `n${ply}`);
    const r = arcaneWarfare.apply(state, c);
    if (E.isLeft(r)) throw new Error(`a sampled command was refused: ${r.left.message}`);
    events.push(...r.right.events);
    state = r.right.state;
    states.push(state);
  }
  return { state, events, states };
}

describe('games that fight (§7, §9, §10.3)', () => {
  it('end by an army breaking, with no overlaps, destroyed units staying destroyed, and a sentence per event', () => {
    const g = play('d');
    const o = arcaneWarfare.outcome(g.state)!;
    expect(['victory', 'draw']).toContain(o.level);
    expect(o.reason).toMatch(/break/);
    for (const t of ['contact-made', 'combat-fought', 'unit-recoiled', 'morale-tested', 'unit-destroyed', 'break-points']) expect(g.events.some((e) => e.type === t), t).toBe(true);
    for (const s of g.states) {
      const on = Object.values(s.units).filter((u) => u.status === 'active');
      for (let i = 0; i < on.length; i++) for (let j = i + 1; j < on.length; j++) expect(basesOverlap(on[i]!, on[j]!), `${on[i]!.id} overlaps ${on[j]!.id}`).toBe(false);
      for (const id of s.shaken) expect(s.units[id]!.status).toBe('active');
    }
    // Destroyed units stay destroyed.
    for (let i = 1; i < g.states.length; i++) for (const [id, u] of Object.entries(g.states[i - 1]!.units)) if (u.status === 'destroyed') expect(g.states[i]!.units[id]!.status).toBe('destroyed');
    for (const e of g.events) expect(narrateArcaneEvent(e, { state: g.state }).text.length).toBeGreaterThan(10);
    expect(JSON.parse(JSON.stringify(g.state))).toEqual(g.state);
    expect(E.isRight(arcaneWarfare.stateCodec.decode(JSON.parse(JSON.stringify(g.state))))).toBe(true);
    expect(arcaneKit.stats!.losses!(g.state)[o.winner === 'greeks' ? 'persians' : 'greeks']).toBeGreaterThan(0);
  }, 60000);
});
