/**
 * The one entry point: decodes the command, checks the game is on and the player is the one the
 * phase waits for, and dispatches on phase and command tag. Never throws; a refused command
 * leaves the state untouched.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { decode } from '../../core/decode.js';
import type { DbaViolation } from './violations.js';
import { commandDecodeViolation } from '../../core/replay.js';
import type { Step } from '../../core/ruleset.js';
import { dbaCommandCodec, dbaCommandMembers, type DbaCommand } from './commands.js';
import { resolveCloseCombat } from './combat.js';
import { allocateEdges, deploy, placeCamp } from './deployment.js';
import { moveElements, moveIntoContact } from './movement.js';
import { afterCombat, endMoves, startCombat } from './sequence.js';
import { shoot } from './shooting.js';
import type { DbaEvent, DbaState } from './state.js';
import { dc, protocol } from './world.js';

/**
 * Applies one command.
 * @rule dba sequence-of-play
 */
export function applyDba(state: DbaState, command: unknown): E.Either<DbaViolation, Step<DbaState, DbaEvent>> {
  try {
    return applyInner(state, command);
  } catch (err) {
    // a library bug must never escape as an exception; report it as a refusal
    return E.left(protocol('internal-error', `Internal error while applying the command: ${err instanceof Error ? err.message : String(err)}`));
  }
}

/** Each type's own member of the command union: a well-formed command is decoded by it alone. */
const byTag: ReadonlyMap<unknown, { decode: (i: unknown) => E.Either<unknown, unknown> }> = new Map(Object.entries(dbaCommandMembers));

/**
 * Decodes a command. The types are distinct, so only the member named by the command's type can
 * accept it: trying that member first gives the union's own answer directly; anything it refuses
 * goes through the whole codec for the full error report.
 */
function decodeCommand(command: unknown): ReturnType<typeof decode<DbaCommand, unknown>> {
  if (typeof command === 'object' && command !== null) {
    const member = byTag.get((command as { type?: unknown }).type);
    if (member !== undefined) {
      const r = member.decode(command);
      if (E.isRight(r)) return E.right(r.right as DbaCommand);
    }
  }
  return decode(dbaCommandCodec, command);
}

function applyInner(state: DbaState, command: unknown): E.Either<DbaViolation, Step<DbaState, DbaEvent>> {
  const decoded = decodeCommand(command);
  if (E.isLeft(decoded)) return E.left({ ...commandDecodeViolation(decoded.left), code: 'malformed-command' });
  const c = decoded.right;
  const phase = state.phase;
  if (phase.tag === 'over') return E.left(protocol('game-over', 'The game is over.'));
  if (c.player !== phase.player) return E.left(protocol('wrong-player', `It is ${phase.player}'s turn (${phase.tag}), not ${c.player}'s.`));
  switch (c.type) {
    case 'allocate-edges':
      return allocateEdges(state, c.player, c.edges);
    case 'place-camp':
      return placeCamp(state, c.player, c.along);
    case 'deploy':
      return deploy(state, c.player, c.mode, c.placements);
    case 'move':
      return moveElements(state, c.player, [c.element], c.steps);
    case 'move-group':
      return moveElements(state, c.player, c.elements, c.steps);
    case 'contact':
      return moveIntoContact(state, c.player, c.element, c.target, c.edge);
    case 'end-moves':
      if (phase.tag !== 'move') return E.left(protocol('wrong-phase', `end-moves is for the move phase, not ${phase.tag}.`));
      return E.right(endMoves(state));
    case 'shoot':
      return shoot(state, c.player, c.shooter, c.target, c.aiding);
    case 'end-shooting':
      if (phase.tag !== 'shoot') return E.left(protocol('wrong-phase', `end-shooting is for the shooting phase, not ${phase.tag}.`));
      return E.right(startCombat(state));
    case 'resolve-combat': {
      if (phase.tag !== 'combat') return E.left(protocol('wrong-phase', `resolve-combat is for the close-combat phase, not ${phase.tag}.`));
      const pair = phase.pairs.find(([a, b]) => (a === c.a && b === c.b) || (a === c.b && b === c.a));
      if (pair === undefined) return E.left({ ...protocol('no-such-combat', `${c.a} and ${c.b} are not a close combat waiting to be resolved.`), citations: [dc('sequence-of-play', 'A:15')] });
      const r = resolveCloseCombat(state, pair[0], pair[1]);
      const after = afterCombat(r.state);
      return E.right({ state: after.state, events: [...r.events, ...after.events] });
    }
  }
}
