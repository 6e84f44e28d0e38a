/**
 * Random legal tactical moves for agents and property tests: single elements and groups of the
 * moving player's commands with PIPs left, each a short program (forward or back, a wheel, a
 * sidestep), kept only when `applyMove` accepts it.
 * @module
 */
import { nextFloat, type RngState } from '../../../../random/rng.js';
import type { MoveStep } from '../../../dbx/moves.js';
import type { DbmState } from '../../model/state.js';
import { applyMove, boundMovesOf, moveTablesOf, type MoveRequest } from './apply-move.js';
import { isGroup } from './group.js';

function pick<T>(rng: RngState, xs: ReadonlyArray<T>): { value: T; rng: RngState } {
  const d = nextFloat(rng);
  return { value: xs[Math.min(xs.length - 1, Math.floor(d.value * xs.length))] as T, rng: d.rng };
}

/**
 * Up to `n` legal move requests for `player`, from at most `4n` random tries.
 * @rule dbm L1255-1320
 */
export function sampleMoves(state: DbmState, rng: RngState, n: number, player: string): { requests: MoveRequest[]; rng: RngState } {
  let r = rng;
  const out: MoveRequest[] = [];
  const log = boundMovesOf(state);
  const mine = Object.values(state.elements).filter((e) => {
    const t = state.troops[e.id];
    if (e.status !== 'active' || t === undefined || t.side !== player || t.command === null) return false;
    const die = state.pips[t.command];
    return die !== undefined && die.left > 0 && !log.tactical.includes(e.id) && !(log.marches[e.id] ?? 0);
  });
  if (mine.length === 0 || n <= 0) return { requests: out, rng: r };
  const tables = moveTablesOf(state);
  for (let tries = 0; tries < 4 * n && out.length < n; tries++) {
    const a = pick(r, mine);
    r = a.rng;
    const lead = a.value;
    // a group: the lead and any friends of its command side by side with it
    const g = nextFloat(r);
    r = g.rng;
    let ids = [lead.id];
    if (g.value < 0.3) {
      const mates = mine.filter((e) => e.id !== lead.id && state.troops[e.id]?.command === state.troops[lead.id]?.command && isGroup([lead, e]));
      if (mates.length > 0) ids = [lead.id, ...mates.map((m) => m.id)];
    }
    const kind = nextFloat(r);
    r = kind.rng;
    const dist = nextFloat(r);
    r = dist.rng;
    const d = Math.round(20 + dist.value * 230);
    const steps: MoveStep[] = [];
    if (kind.value < 0.55) steps.push({ kind: 'forward', distance: d });
    else if (kind.value < 0.7) steps.push({ kind: 'forward', distance: -Math.round(d / 3) });
    else if (kind.value < 0.85) {
      const w = nextFloat(r);
      r = w.rng;
      steps.push({ kind: 'wheel', angle: Math.round((w.value - 0.5) * 60) }, { kind: 'forward', distance: Math.round(d / 3) });
    } else steps.push({ kind: 'sidestep', distance: Math.round((dist.value - 0.5) * 80) });
    const req: MoveRequest = { kind: 'tactical', player, elements: ids, steps };
    if (applyMove(state, req, tables).ok) out.push(req);
  }
  return { requests: out, rng: r };
}
