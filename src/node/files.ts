/**
 * Files from Node: JSON files read with one-line reasons (scenarios, options, data files, game
 * logs, shard documents) and plug-in ruleset modules found by path. The library's own functions
 * take values, never paths, so a browser hands them what it fetched; these are the Node side.
 * @module
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as E from 'fp-ts/lib/Either.js';
import type { RulesetRef } from './ref.js';

/** Why a file could not be read, parsed or written; `message` names the file and is ready to print. */
export interface FileError {
  readonly kind: 'file-error';
  readonly code: 'not-found' | 'is-directory' | 'permission-denied' | 'unreadable' | 'not-json' | 'unwritable';
  readonly path: string;
  readonly message: string;
}

function fileError(code: FileError['code'], path: string, message: string): FileError {
  return { kind: 'file-error', code, path, message };
}

/** Reads and parses a JSON file; every failure is a {@link FileError} naming the file. */
export function readJsonFile(path: string): E.Either<FileError, unknown> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'ENOENT') return E.left(fileError('not-found', path, `cannot read ${path}: no such file`));
    if (code === 'EISDIR') return E.left(fileError('is-directory', path, `cannot read ${path}: is a directory`));
    if (code === 'EACCES') return E.left(fileError('permission-denied', path, `cannot read ${path}: permission denied`));
    return E.left(fileError('unreadable', path, `cannot read ${path}: ${(e as Error).message}`));
  }
  try {
    return E.right(JSON.parse(text) as unknown);
  } catch (e) {
    return E.left(fileError('not-json', path, `${path} is not valid JSON: ${(e as Error).message}`));
  }
}

/** Writes a text file; a failure is a {@link FileError} naming the file. */
export function writeTextFile(path: string, text: string): E.Either<FileError, void> {
  try {
    writeFileSync(path, text);
    return E.right(undefined);
  } catch (e) {
    return E.left(fileError('unwritable', path, `cannot write ${path}: ${(e as Error).message}`));
  }
}

/**
 * The ref of a plug-in ruleset module given by path (relative to `cwd`, default the process's),
 * for `loadRulesetRef` or worker threads: its file URL and the export to use (`null`: the
 * default export, else the first export that is a `RulesetSim`).
 */
export function moduleRef(path: string, opts: { readonly cwd?: string; readonly exportName?: string } = {}): RulesetRef {
  const file = isAbsolute(path) ? path : resolve(opts.cwd ?? process.cwd(), path);
  return { kind: 'module', url: pathToFileURL(file).href, exportName: opts.exportName ?? null };
}
