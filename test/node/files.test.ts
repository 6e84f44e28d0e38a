import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, describe, expect, it } from 'vitest';
import { moduleRef, readJsonFile, writeTextFile } from '../../src/node/index.js';

const dir = mkdtempSync(join(tmpdir(), 'strategos-node-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('strategos/node files', () => {
  it('reads a JSON file, and says why it cannot in a line naming the file', () => {
    writeFileSync(join(dir, 'ok.json'), '{"a":[1,2]}');
    writeFileSync(join(dir, 'bad.json'), '{"a":');
    mkdirSync(join(dir, 'folder.json'));
    expect(readJsonFile(join(dir, 'ok.json'))).toEqual(E.right({ a: [1, 2] }));
    const codes = ['bad.json', 'missing.json', 'folder.json'].map((f) => {
      const r = readJsonFile(join(dir, f));
      return E.isLeft(r) ? [r.left.code, r.left.message.includes(join(dir, f))] : null;
    });
    expect(codes).toEqual([['not-json', true], ['not-found', true], ['is-directory', true]]);
  });

  it('writes a text file, and refuses a path it cannot write', () => {
    expect(E.isRight(writeTextFile(join(dir, 'out.txt'), 'hello\n'))).toBe(true);
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('hello\n');
    const r = writeTextFile(join(dir, 'no-such-folder', 'out.txt'), 'x');
    expect(E.isLeft(r) && r.left.code).toBe('unwritable');
  });

  it('turns a module path, relative to a folder or absolute, into a module ref', () => {
    expect(moduleRef('plug/in.mjs', { cwd: dir, exportName: 'mySim' })).toEqual({ kind: 'module', url: pathToFileURL(join(dir, 'plug/in.mjs')).href, exportName: 'mySim' });
    expect(moduleRef(join(dir, 'in.mjs'))).toEqual({ kind: 'module', url: pathToFileURL(join(dir, 'in.mjs')).href, exportName: null });
  });
});
