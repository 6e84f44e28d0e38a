/**
 * Reading a state that may be the reducer's working copy (kernel/context.ts) without forcing it
 * to copy what is only read. The working copy extends {@link ReadThrough}; a plain state does
 * not, and is read directly. Queries sit below the kernel, so the kernel's class implements this
 * contract rather than the queries importing the kernel.
 * @module
 */
import type { DobState } from '../model/state.js';

/** A state whose records may still be the caller's: it says which record to read. */
export abstract class ReadThrough {
  /** The leaders, without forcing the copy. */
  abstract leadersToRead(): DobState['leaders'];
  /** The players, without forcing the copy. */
  abstract playersToRead(): DobState['players'];
  /** The options' and events' part of the state, without forcing the copy. */
  abstract extToRead(): DobState['ext'];
}

/**
 * The leaders of `s` for reading only: on a working state whose leaders were not copied yet,
 * the caller's (identical) record, so a read does not force the copy. Use it only where nothing
 * read is handed out (a function returning a boolean or a number): a leader object obtained here
 * may be the caller's and must never be written or returned.
 */
export function leadersToRead(s: DobState): DobState['leaders'] {
  return s instanceof ReadThrough ? s.leadersToRead() : s.leaders;
}

/** The players of `s` for reading only, as {@link leadersToRead} (never write or hand out what it returns). */
export function playersToRead(s: DobState): DobState['players'] {
  return s instanceof ReadThrough ? s.playersToRead() : s.players;
}

/** The `ext` part of `s` for reading only, as {@link leadersToRead} (never write or hand out what it returns). */
export function extToRead(s: DobState): DobState['ext'] {
  return s instanceof ReadThrough ? s.extToRead() : s.ext;
}
