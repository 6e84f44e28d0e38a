import * as E from 'fp-ts/lib/Either.js';
import * as files from '../node/files.js';
import { CliError } from './errors.js';

/** Where the command writes: results to `out` (stdout), everything else to `err` (stderr). */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  readonly errIsTty: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  /**
   * Sets what the command prints if interrupted (Ctrl-C) before it ends, e.g. how much of a run
   * was done and what was kept; the command line's entry prints it and exits 130. Absent where
   * nothing handles interrupts (tests calling `main`).
   */
  readonly setInterruptNote?: (note: () => string) => void;
}

/** Reads and parses a JSON file (strategos/node's), a failure being a one-line command error naming the file. */
export function readJsonFile(path: string): unknown {
  const r = files.readJsonFile(path);
  if (E.isLeft(r)) throw new CliError(r.left.message);
  return r.right;
}

/** Writes a file, with a one-line message on failure. */
export function writeTextFile(path: string, text: string): void {
  const r = files.writeTextFile(path, text);
  if (E.isLeft(r)) throw new CliError(r.left.message);
}
