// Issue #28, the command line: `--workers` capped at the machine's cores with a message, and
// `strategos merge` refusing a shard whose records were edited after it was written.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Io } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { workersOption } from '../../src/cli/commands/simulate.js';

const dir = mkdtempSync(join(tmpdir(), 'strategos-cli-hardening-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: Io = { out: (t) => void (out += t), err: (t) => void (err += t), errIsTty: false, env: {}, cwd: dir };
  const code = await main(args, io);
  return { code, out, err };
}

describe('--workers (issue #28)', () => {
  it('a number above the machine’s cores is capped, with a message', () => {
    const cores = availableParallelism();
    const said: string[] = [];
    expect(workersOption('1000', 'simulate', (t) => said.push(t))).toBe(cores);
    expect(said.join('')).toMatch(new RegExp(`--workers 1000 is more than this machine's ${cores} cores; using ${cores}`));
    said.length = 0;
    expect(workersOption('1', 'simulate', (t) => said.push(t))).toBe(1);
    expect(workersOption('auto', 'simulate', (t) => said.push(t))).toBe(cores);
    expect(said).toEqual([]);
  });
});

describe('strategos merge (issue #28)', () => {
  const shards: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    for (const i of [1, 2]) {
      const r = await cli(['simulate', '--ruleset', 'dawn-of-battle', '--games', '4', '--seed', 'm', '--shard', `${i}/2`, '--max-plies', '60', '--json', '--quiet']);
      expect(r.code).toBe(0);
      shards.push(JSON.parse(r.out) as Record<string, unknown>);
    }
  }, 120_000);

  const write = (name: string, doc: unknown): string => {
    const p = join(dir, name);
    writeFileSync(p, JSON.stringify(doc));
    return p;
  };
  const edited = (k: number, f: (rec: Record<string, unknown>) => void): unknown => {
    const doc = JSON.parse(JSON.stringify(shards[k])) as { records: Array<Record<string, unknown>> };
    f(doc.records[0]!);
    return doc;
  };

  it('merges untouched shards', async () => {
    const r = await cli(['merge', write('a.json', shards[0]), write('b.json', shards[1]), '--json']);
    expect(r.code).toBe(0);
  });

  const edits: Array<[string, (rec: Record<string, unknown>) => void]> = [
    ['its winner', (rec) => (rec['winner'] = rec['winner'] === 'A' ? 'B' : 'A')],
    ['its final hash', (rec) => (rec['finalHash'] = '0'.repeat(String(rec['finalHash']).length || 8))],
    ['its agents', (rec) => (rec['agents'] = { A: 'random', B: 'random' })],
    ['its plies', (rec) => (rec['plies'] = Number(rec['plies']) + 1)],
  ];
  for (const [what, f] of edits) {
    it(`refuses a shard with ${what} edited (exit 1, naming the file)`, async () => {
      const bad = write('edited.json', edited(1, f));
      const r = await cli(['merge', write('a.json', shards[0]), bad]);
      expect(r.code).toBe(1);
      expect(r.err).toMatch(/edited\.json: (its records do not match its recordsHash|game \d+ names an agent)/);
      expect(r.out).toBe('');
    });
  }

  it('refuses a shard without its recordsHash', async () => {
    const { recordsHash: _gone, ...rest } = shards[1]!;
    const r = await cli(['merge', write('a.json', shards[0]), write('nohash.json', rest)]);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/nohash\.json has no recordsHash/);
  });
});
