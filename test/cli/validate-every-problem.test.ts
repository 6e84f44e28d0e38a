// Issue #29: `strategos validate` reports every problem of a DBA scenario with its path — the
// codec's and then setup's, not only the first — checks placements and terrain against the table,
// and lists an enumeration's allowed values.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { Io } from '../../src/cli/io.js';
import { dba, exampleScenario, type DbaScenario } from '../../src/rulesets/dba/index.js';

const dir = mkdtempSync(join(tmpdir(), 'strategos-validate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function validate(scenario: unknown): Promise<{ code: number; out: string }> {
  const file = join(dir, 'scenario.json');
  writeFileSync(file, JSON.stringify(scenario));
  let out = '';
  const io: Io = { out: (t) => void (out += t), err: (t) => void (out += t), errIsTty: false, env: {}, cwd: dir };
  const code = await main(['validate', '--ruleset', 'dba', file], io);
  return { code, out };
}

/** The example with its first wood moved 5000p right, one placement off the table and one behind its edge. */
function misplaced(): DbaScenario {
  const s = structuredClone(exampleScenario);
  const terrain = s.terrain!.map((t, i) => (i === 0 ? { ...t, polygon: t.polygon.map((p) => ({ x: p.x + 5000, y: p.y })) } : t));
  const [a, b] = s.armies;
  const move = (army: typeof a, i: number, deploy: { along: number; from: number }) => ({ ...army, elements: army.elements.map((e, j) => (j === i ? { ...e, deploy } : e)) });
  return { ...s, terrain, armies: [move(a, 1, { along: 99_999, from: 420 }), move(b, 1, { along: 480, from: -5 })] };
}

describe('validate lists every problem (issue #29)', () => {
  it('the example is valid', async () => {
    const r = await validate(exampleScenario);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/valid dba scenario/);
  });

  it('placements and terrain off the table: all three, each with its path', async () => {
    const r = await validate(misplaced());
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/3 problems/);
    expect(r.out).toMatch(/armies\[0\]\.elements\[1\]\.deploy\.along: expected a distance along the base edge from 0 to 2400p, got 99999/);
    expect(r.out).toMatch(/armies\[1\]\.elements\[1\]\.deploy\.from: .*got -5/);
    expect(r.out).toMatch(/terrain\[0\]\.polygon: expected a polygon overlapping the 2400×2400p table/);
  });

  it('setup refuses with the first problem and lists them all in `issues`', () => {
    const s = dba.setup(misplaced(), { seed: 's' });
    expect(E.isLeft(s) && s.left.code).toBe('bad-placement');
    expect(E.isLeft(s) && s.left.issues?.map((i) => i.path)).toEqual(['armies[0].elements[1].deploy.along', 'armies[1].elements[1].deploy.from', 'terrain[0].polygon']);
  });

  it('an unknown enumeration value lists the allowed ones', async () => {
    const s = structuredClone(exampleScenario) as unknown as { terrain: Array<{ kind: string }> };
    s.terrain[1]!.kind = 'swamp';
    const r = await validate(s);
    expect(r.out).toMatch(/terrain\[1\]\.kind: expected terrain kind \(one of wood, marsh, .*sea\), got "swamp"/);
  });
});
