/**
 * Who decides what now, and every legal discrete choice: edge allocation, camp places, the
 * deployment modes, contacts an element can make, shots, which close combat to resolve next,
 * and ending each phase.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Decision, PlayerId } from '../../core/ruleset.js';
import { overlappers } from '../dbx/contact.js';
import { centreOf } from '../../plane/base.js';
import { gapBetween, toLocal } from '../dbx/bases.js';
import type { DbaCommand } from './commands.js';
import { deploy, placeCamp } from './deployment.js';
import { moveIntoContact } from './movement.js';
import { moveWorld } from './path-checks.js';
import { newMoveScratch } from '../dbx/scratch.js';
import { legalShots } from './shooting.js';
import type { DbaState } from './state.js';
import { dc } from './world.js';
import { edgeFrame } from './edges.js';

/** The kinds of decision a DBA game asks for: one per phase of the bound and of deployment. */
export const DBA_DECISION_KINDS = ['allocate-edges', 'place-camp', 'deploy', 'move', 'shoot', 'combat'] as const;

/** A kind of DBA decision (the phase waiting for it). */
export type DbaDecisionKind = (typeof DBA_DECISION_KINDS)[number];

/** A DBA decision: one player at a time decides in DBA. */
export type DbaDecision = Decision<DbaDecisionKind>;

const PROMPTS: Record<DbaDecisionKind, string> = {
  'allocate-edges': 'Give the numbers 5 and 6 to two adjacent edges.',
  'place-camp': 'Place your camp on your base edge.',
  deploy: 'Deploy all your troops within 600p of your base edge.',
  move: 'Use your PIPs to move elements or groups, then end your moves.',
  shoot: 'Shoot with artillery, bows or war wagons, then end shooting.',
  combat: 'Choose the next close combat to resolve.',
};

/** Who must decide what now: one decision, or none (`[]`) when the game is over. */
export function pendingDba(state: DbaState): ReadonlyArray<DbaDecision> {
  const p = state.phase;
  if (p.tag === 'over') return [];
  const section = p.tag === 'move' || p.tag === 'shoot' || p.tag === 'combat' ? 'sequence-of-play' : 'deployment';
  const prompt = p.tag === 'move' ? `${PROMPTS.move} ${p.pips - p.pipsUsed} ${p.pips - p.pipsUsed === 1 ? 'PIP' : 'PIPs'} left.` : PROMPTS[p.tag];
  return [{ player: p.player, kind: p.tag, prompt, citation: dc(section) }];
}

/**
 * Contact moves the player could make now (checked by the reducer's own validation).
 * @rule dba tactical-moves
 */
export function legalContacts(state: DbaState, limit = Infinity): DbaCommand[] {
  if (state.phase.tag !== 'move') return [];
  const player = state.phase.player;
  const out: DbaCommand[] = [];
  // the call's own world and workspace, for every check it asks of the reducer
  const w = moveWorld(state, newMoveScratch());
  const all = w.elements;
  for (const m of all) {
    if (m.side !== player || m.camp) continue;
    const reach = state.tables.moves[m.type as keyof DbaState['tables']['moves']].road + 200;
    for (const t of all) {
      if (t.side === player) continue;
      if (gapBetween(m, t) > reach) continue;
      // flank and rear contacts start behind the enemy's front line unless swinging from an
      // overlap (the reducer refuses the rest), so only those candidates are worth checking
      const behind = toLocal(t, centreOf(m)).ahead <= 0;
      const swing = overlappers(t, all).includes(m.id);
      const edges = t.camp || behind ? (['front', 'left', 'right', 'rear'] as const) : swing ? (['front', 'left', 'right'] as const) : (['front'] as const);
      for (const edge of edges) {
        if (E.isRight(moveIntoContact(state, player, m.id, t.id, edge, w))) {
          out.push({ type: 'contact', player, element: m.id, target: t.id, edge });
          if (out.length >= limit) return out;
        }
      }
    }
  }
  return out;
}

/**
 * Every legal discrete choice now, of the deciding player (none for another `player`). Free-form
 * moves are proposed by `sampleCommands`.
 */
export function legalDba(state: DbaState, player?: PlayerId): DbaCommand[] {
  const p = state.phase;
  if (player !== undefined && (p.tag === 'over' || p.player !== player)) return [];
  switch (p.tag) {
    case 'over':
      return [];
    case 'allocate-edges':
      return [
        [1, 2],
        [2, 3],
        [3, 4],
        [4, 1],
      ].map(([a, b]) => ({ type: 'allocate-edges', player: p.player, edges: [a!, b!] as [number, number] }));
    case 'place-camp': {
      const f = edgeFrame(state.deployment.baseEdge?.[p.player] ?? 1, state.table.width, state.table.height);
      const plan = state.plans[p.player]!.camp;
      const spots = [plan, ...[0.2, 0.35, 0.5, 0.65, 0.8].map((k) => Math.round(f.length * k))];
      const uniq = [...new Set(spots)];
      return uniq.filter((along) => E.isRight(placeCamp(state, p.player, along))).map((along) => ({ type: 'place-camp', player: p.player, along }));
    }
    case 'deploy': {
      const out: DbaCommand[] = [];
      for (const mode of ['scenario', 'line'] as const) if (E.isRight(deploy(state, p.player, mode, undefined))) out.push({ type: 'deploy', player: p.player, mode });
      return out;
    }
    case 'move':
      return [{ type: 'end-moves', player: p.player }, ...legalContacts(state)];
    case 'shoot': {
      // each legal shot alone, and with up to two aiding shooters that could also hit that target
      const shots = legalShots(state);
      const out: DbaCommand[] = [{ type: 'end-shooting', player: p.player }];
      for (const s of shots) {
        out.push({ type: 'shoot', player: p.player, shooter: s.shooter, target: s.target, aiding: [] });
        const aiders = shots.filter((x) => x.target === s.target && x.shooter !== s.shooter).map((x) => x.shooter);
        if (aiders.length > 0) out.push({ type: 'shoot', player: p.player, shooter: s.shooter, target: s.target, aiding: aiders.slice(0, 2) });
      }
      return out;
    }
    case 'combat':
      return p.pairs.map(([a, b]) => ({ type: 'resolve-combat', player: p.player, a, b }));
  }
}
