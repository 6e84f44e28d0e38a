/**
 * Free-form commands drawn at random (moves on the table), each checked legal, with the discrete
 * choices mixed in so an agent always has something to play.
 * @module
 */
import { drawInt, type RngState } from '../../random/rng.js';
import type { ArcaneCommand, ArcaneStep } from './model/commands.js';
import type { ArcaneState } from './model/state.js';
import { acceptsArcane } from './reduce.js';
import { deciders, legalArcane } from './legal.js';
import { activationCandidates } from './rules/05-sequence/activation.js';
import { formationOf } from './rules/06-movement/formation.js';
import { statsOfUnit } from './query/geometry.js';

function pick<T>(rng: RngState, list: ReadonlyArray<T>): [T, RngState] {
  const d = drawInt(rng, 0, list.length - 1);
  return [list[d.value]!, d.rng];
}

function randomSteps(rng0: RngState, move: number): [ArcaneStep[], RngState] {
  let rng = rng0;
  const k = drawInt(rng, 0, 9);
  rng = k.rng;
  const dist = drawInt(rng, 1, Math.max(1, Math.floor(move / 25)));
  rng = dist.rng;
  const d = dist.value * 25;
  switch (k.value) {
    case 0:
    case 1:
    case 2:
    case 3:
      return [[{ step: 'forward', distance: d }], rng];
    case 4:
      return [[{ step: 'turn', angle: 90, about: 'centre' }], rng];
    case 5:
      return [[{ step: 'turn', angle: -90, about: 'centre' }], rng];
    case 6:
      return [[{ step: 'turn', angle: 180, about: 'centre' }], rng];
    case 7:
      return [[{ step: 'back', distance: Math.min(d, 100) }], rng];
    case 8:
      return [[{ step: 'sidestep', distance: d % 2 === 0 ? 50 : -50 }], rng];
    default:
      return [[{ step: 'wheel', pivot: d % 2 === 0 ? 'left' : 'right', angle: 15 + (d % 4) * 10 }], rng];
  }
}

/**
 * Up to `n` legal commands for the deciding player (or `player`): random moves of the active
 * command centre's units and formations, and the discrete choices.
 * @rule arcane-warfare 6
 */
export function sampleArcane(state: ArcaneState, rng0: RngState, n: number, player?: string): ReadonlyArray<ArcaneCommand> {
  const who = deciders(state).filter((p) => player === undefined || p === player);
  if (who.length === 0 || n <= 0) return [];
  const out: ArcaneCommand[] = [];
  const discrete = legalArcane(state, player);
  let rng = rng0;
  const ph = state.phase;
  if (ph.tag === 'movement') {
    const cos = ph.active !== null ? [state.commands[ph.active]!] : activationCandidates(state);
    const co = cos.find((c) => who.includes(c.side));
    if (co !== undefined && co.dice!.mipLeft > 0) {
      const units = Object.values(state.units).filter((u) => u.side === co.side && u.status === 'active' && !state.shaken.includes(u.id) && (u.orderedBy === null || u.orderedBy === co.id) && (co.kind === 'ACo' ? u.ally === co.id : u.ally === null));
      // Contacts first (§7.2): each unit against the nearest few enemies it might reach.
      const enemies = Object.values(state.units).filter((e) => e.side !== co.side && e.status === 'active');
      for (const u of units) {
        if (out.length >= Math.ceil(n / 2)) break;
        const reach = statsOfUnit(u).moveOpen + 150;
        const near = enemies.filter((e) => Math.hypot(e.x - u.x, e.y - u.y) <= reach).sort((a, b) => Math.hypot(a.x - u.x, a.y - u.y) - Math.hypot(b.x - u.x, b.y - u.y));
        for (const e of near.slice(0, 2)) {
          const c: ArcaneCommand = { type: 'charge', player: co.side, co: co.id, unit: u.id, target: e.id };
          if (acceptsArcane(state, c)) out.push(c);
        }
      }
      for (let tries = 0; tries < n * 4 && out.length < n && units.length > 0; tries++) {
        const [u, r1] = pick(rng, units);
        const [steps, r2] = randomSteps(r1, statsOfUnit(u).moveOpen);
        rng = r2;
        let c: ArcaneCommand = { type: 'move', player: co.side, co: co.id, unit: u.id, steps };
        if (tries % 3 === 2) {
          const mates = units.filter((v) => v.id !== u.id && v.type === u.type && Math.hypot(v.x - u.x, v.y - u.y) <= 150);
          const f = formationOf(state, [u, ...mates]);
          if (typeof f !== 'string') c = { type: 'move-formation', player: co.side, co: co.id, units: f.units.map((x) => x.id), steps };
        }
        if (acceptsArcane(state, c)) out.push(c);
      }
    }
  } else if (ph.tag === 'initiative') {
    const units = Object.values(state.units).filter((u) => u.side === ph.player && u.status === 'active' && u.orderedBy === null && u.impulses === 0);
    // Checked as if another player moved next, so that a check does not play out the rest of the turn (the move's legality does not depend on it).
    const probe: ArcaneState = ph.then === null ? { ...state, phase: { ...ph, then: ph.player } } : state;
    for (let tries = 0; tries < n * 2 && out.length < n && units.length > 0; tries++) {
      const [u, r1] = pick(rng, units);
      const d = drawInt(r1, 1, 6);
      rng = d.rng;
      const c: ArcaneCommand = { type: 'initiative-move', player: ph.player, units: [u.id], distance: d.value * 25 };
      if (acceptsArcane(probe, c)) out.push(c);
    }
  }
  for (const c of discrete) if (out.length < n) out.push(c);
  return out.slice(0, n);
}
