import { readFileSync, writeFileSync } from 'node:fs';
import { CliError } from './errors.js';

/** Where the command writes: results to `out` (stdout), everything else to `err` (stderr). */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  readonly errIsTty: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
}

/** Reads and parses a JSON file, turning every failure into a one-line message naming the file. */
export function readJsonFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as { code?: string }).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
    throw new CliError(`cannot read ${path}: ${why}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new CliError(`${path} is not valid JSON: ${(e as Error).message}`);
  }
}

/** Writes a file, with a one-line message on failure. */
export function writeTextFile(path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (e) {
    throw new CliError(`cannot write ${path}: ${(e as Error).message}`);
  }
}
