import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The script reads docs/rule-index.json from the current directory (typedoc writes it there).
const script = resolve(import.meta.dirname, '../../scripts/check-rule-index.mjs');
const scratch = mkdtempSync(join(tmpdir(), 'strategos-check-rule-index-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let n = 0;
function run(index: unknown): { code: number | null; out: string } {
  const root = join(scratch, String(n++));
  mkdirSync(join(root, 'docs'), { recursive: true });
  writeFileSync(join(root, 'docs/rule-index.json'), JSON.stringify(index));
  const r = spawnSync(process.execPath, [script], { cwd: root, encoding: 'utf8' });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

const rule = { ruleset: 'dawn-of-battle', section: '2.4.5', text: '', symbol: 'TERRAIN', file: 'src/x.ts' };
const ruling = { id: 'DOB-R7', symbol: 'TERRAIN', file: 'src/x.ts', defined: 'docs/rulings/dawn-of-battle.md#dob-r7--stream-entry-cost' };

describe('check-rule-index: sections and rulings cited in the API reference', () => {
  it('passes an index whose rulings are all defined, and counts them', () => {
    const r = run({ citations: [rule], rulings: [ruling, { ...ruling, symbol: 'other' }] });
    expect(r.out).toContain('1 citations, 1 sections, 2 ruling citations, 1 rulings');
    expect(r.code).toBe(0);
  });

  it('fails on an @ruling id that no rulings file defines', () => {
    const r = run({ citations: [rule], rulings: [{ ...ruling, id: 'DOB-R99', defined: null }] });
    expect(r.code).toBe(1);
    expect(r.out).toContain('unknown @ruling on TERRAIN (src/x.ts): "DOB-R99" is defined in no docs/rulings/*.md');
  });

  it('still fails on a malformed @rule, and reads an index written before rulings were listed', () => {
    const r = run({ citations: [{ ...rule, ruleset: 'dawn-of-batle' }] });
    expect(r.code).toBe(1);
    expect(r.out).toContain('bad @rule on TERRAIN');
  });
});
