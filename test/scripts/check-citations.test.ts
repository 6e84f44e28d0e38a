import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Each case writes a tiny repository (src/, test/, docs/, README.md) and runs the real script on it.
const script = resolve(import.meta.dirname, '../../scripts/check-citations.mjs');
const scratch = mkdtempSync(join(tmpdir(), 'strategos-check-citations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let n = 0;
function run(files: Record<string, string>): { code: number | null; out: string } {
  const root = join(scratch, String(n++));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const r = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

const rulings = '# Dawn of Battle rulings\n\n## DOB-R1 — Stream cost\n\nText.\n\n## DOB-R2 — Tie\n';
const base = {
  'README.md': '# strategos\n\nCites the books.\n',
  'docs/rulings/README.md': '# Rulings\n\nIds such as `DOB-R12` or `AW-R1`.\n',
  'docs/rulings/dawn-of-battle.md': rulings,
  'docs/guide.md': 'A stream costs 1 and stops the unit (§2.4.5, ruling DOB-R1).\n',
  'src/rules/stream.ts': '/**\n * Stream cost.\n * @rule dawn-of-battle 2.4.5\n * @ruling DOB-R1\n */\nexport const STREAM = 1;\n',
};

describe('check-citations: no private reading notes, no undefined rulings', () => {
  it('passes a tree that cites sections and defined rulings', () => {
    const r = run(base);
    expect(r.out).toContain('2 rulings defined');
    expect(r.out).toContain('0 error(s)');
    expect(r.code).toBe(0);
  });

  it('fails on "digest" or "errata" as a word in src/, docs/ and README.md, in any case', () => {
    const r = run({
      ...base,
      'src/rules/a.ts': '// one stop (digest A-28)\nexport const a = 1;\n',
      'docs/guide.md': 'As Errata #15 says.\n',
      'README.md': '# strategos\n\nThe DIGEST.\n',
    });
    expect(r.code).toBe(1);
    expect(r.out).toContain('src/rules/a.ts:1: cites private reading notes ("digest")');
    expect(r.out).toContain('docs/guide.md:1: cites private reading notes ("Errata")');
    expect(r.out).toContain('README.md:3: cites private reading notes ("DIGEST")');
  });

  it("fails on the notes' item ids (A-48, X-14, M-9, G-18, WE-05), but not on SVG path data or the book's A:67 lines", () => {
    const r = run({ ...base, 'src/rules/e.ts': '// advance (A-48); see X-14\nexport const e = 5;\n', 'docs/plane.md': 'Pivot (G-18).\n' });
    expect(r.code).toBe(1);
    expect(r.out).toContain('src/rules/e.ts:1: cites private reading notes ("A-48")');
    expect(r.out).toContain('docs/plane.md:1: cites private reading notes ("G-18")');
    const ok = run({ ...base, 'docs/figures/f.svg': '<path d="M-8.5,-8.5 L0,-16"/>\n', 'src/rules/f.ts': '// A:67 over A:132; unit B-KT\nexport const f = 6;\n' });
    expect(ok.code).toBe(0);
  });

  it('scans test/ too, without taking unit ids or a hash digest for citations', () => {
    const ok = run({
      ...base,
      'test/units.test.ts': "it('§6.4: A-1u fires', () => { fire({ unit: 'A-1u', leader: 'A-1' }); });\nconst h = createHash('sha256').digest('hex');\n",
    });
    expect(ok.code).toBe(0);
    const bad = run({
      ...base,
      'test/rules.test.ts': "it('one stop per stream (A-28)', () => {});\n// as the digest reads it\ndescribe('odds, via rules/dba-1x-facts.md', () => {});\nit('ruling DOB-R9', () => {});\n",
    });
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('test/rules.test.ts:1: cites private reading notes ("A-28")');
    expect(bad.out).toContain('test/rules.test.ts:2: cites private reading notes ("digest")');
    expect(bad.out).toContain('test/rules.test.ts:3: cites private reading notes ("dba-1x-facts.md")');
    expect(bad.out).toContain('test/rules.test.ts:4: ruling DOB-R9 is defined in no docs/rulings/*.md');
  });

  it('ignores docs/internals/ and longer words (digested, erratas); a hyphenated "errata-free" still counts', () => {
    const ok = run({ ...base, 'docs/internals/diary.md': 'The digest said so.\n', 'src/rules/b.ts': '// the digested hash; erratas\nexport const b = 2;\n' });
    expect(ok.code).toBe(0);
    const bad = run({ ...base, 'src/rules/b.ts': '// errata-free\nexport const b = 2;\n' });
    expect(bad.code).toBe(1);
  });

  it('fails on a ruling id that no rulings file defines, in a tag or in prose, and on an @ruling with no id', () => {
    const r = run({
      ...base,
      'src/rules/c.ts': '/**\n * @ruling DOB-R9\n */\nexport const c = 3;\n/** @ruling see below */\nexport const d = 4;\n',
      'docs/guide.md': 'Both take d (ruling AW-R3).\n',
    });
    expect(r.code).toBe(1);
    expect(r.out).toContain('src/rules/c.ts:2: ruling DOB-R9 is defined in no docs/rulings/*.md');
    expect(r.out).toContain('src/rules/c.ts:5: @ruling needs a ruling id');
    expect(r.out).toContain('docs/guide.md:1: ruling AW-R3 is defined in no docs/rulings/*.md');
  });

  it('accepts definitions as headings, table rows and bold list items, and fails on a duplicate', () => {
    const ok = run({
      ...base,
      'docs/rulings/dba.md': '# DBA\n\n| DBA-R1 | the camp |\n\n- **DBA-R2** the river\n',
      'docs/guide.md': 'DBA-R1, DBA-R2 and DOB-R2.\n',
    });
    expect(ok.out).toContain('4 rulings defined');
    expect(ok.code).toBe(0);
    const dup = run({ ...base, 'docs/rulings/other.md': '### DOB-R2 again\n' });
    expect(dup.code).toBe(1);
    expect(dup.out).toContain('docs/rulings/other.md:1: DOB-R2 is already defined at docs/rulings/dawn-of-battle.md:7');
  });

  it('tolerates allow-listed files and folders, and names entries that no longer cite the notes', () => {
    const allow = { allow: [{ path: 'src/old/', issue: '#30' }, { path: 'docs/old.md', issue: '#30' }, { path: 'docs/clean.md', issue: '#30' }] };
    const r = run({
      ...base,
      'scripts/check-citations-allow.json': JSON.stringify(allow),
      'src/old/deep/x.ts': '// digest A-1\nexport const x = 1;\n',
      'docs/old.md': 'errata #2\n',
      'docs/clean.md': 'nothing private\n',
    });
    expect(r.code).toBe(0);
    expect(r.out).toContain('2 private-note citations tolerated in 2 allow-listed entries');
    expect(r.out).toContain('allow-list entry docs/clean.md (#30) no longer cites private notes');
    const outside = run({ ...base, 'scripts/check-citations-allow.json': JSON.stringify(allow), 'src/new.ts': '// digest\n' });
    expect(outside.code).toBe(1);
  });
});
