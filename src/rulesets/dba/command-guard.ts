/**
 * A hand-written check of the commands a game gives most (moves, contacts, ends of phases,
 * combats and shots) that says yes only to what the io-ts codec (`commands.ts`) accepts as it
 * stands. io-ts's `type`, `array` and primitive codecs hand back the very input when it is
 * valid, so for a command this check accepts, decoding would return the same object: the reducer
 * skips the codec's per-property `Either`s (about 2% of a random game). Anything else (deploy
 * orders, malformed commands) goes to the codec, for its answer and its error report.
 * @module
 */
import type { DbaCommand } from './commands.js';

const EDGES = new Set(['front', 'left', 'right', 'rear']);

function isStrings(u: unknown): boolean {
  if (!Array.isArray(u)) return false;
  for (const x of u) if (typeof x !== 'string') return false;
  return true;
}

function isStep(u: unknown): boolean {
  if (typeof u !== 'object' || u === null) return false;
  const s = u as { kind?: unknown; distance?: unknown; angle?: unknown };
  switch (s.kind) {
    case 'forward':
    case 'sidestep':
      return typeof s.distance === 'number';
    case 'wheel':
    case 'turn':
      return typeof s.angle === 'number';
    case 'column':
      return true;
    default:
      return false;
  }
}

function isSteps(u: unknown): boolean {
  if (!Array.isArray(u)) return false;
  for (const x of u) if (!isStep(x)) return false;
  return true;
}

/** `command` itself when the codec would accept it unchanged and it is of a tag checked here, else `null`. */
export function wellFormedCommand(command: unknown): DbaCommand | null {
  if (typeof command !== 'object' || command === null || Array.isArray(command)) return null;
  const c = command as Record<string, unknown>;
  if (typeof c['player'] !== 'string') return null;
  let ok: boolean;
  switch (c['tag']) {
    case 'end-moves':
    case 'end-shooting':
      ok = true;
      break;
    case 'resolve-combat':
      ok = typeof c['a'] === 'string' && typeof c['b'] === 'string';
      break;
    case 'move':
      ok = typeof c['element'] === 'string' && isSteps(c['steps']);
      break;
    case 'move-group':
      ok = isStrings(c['elements']) && isSteps(c['steps']);
      break;
    case 'contact':
      ok = typeof c['element'] === 'string' && typeof c['target'] === 'string' && typeof c['edge'] === 'string' && EDGES.has(c['edge']);
      break;
    case 'shoot':
      ok = typeof c['shooter'] === 'string' && typeof c['target'] === 'string' && isStrings(c['aiding']);
      break;
    default:
      ok = false;
  }
  return ok ? (command as DbaCommand) : null;
}
