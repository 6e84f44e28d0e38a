// Issue #29: `strategos odds --scenario <file> <pieces>` reads the combat from the situation a
// scenario file sets up (for DBA a mid-game position) instead of a short description. The
// command runs in-process (main with a captured Io), not as a spawned process.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Io } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { exampleScenario } from '../../src/rulesets/dba/index.js';

const dir = mkdtempSync(join(tmpdir(), 'strategos-odds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A mid-game position: a's bows facing north at b's spears facing south, the generals apart.
const position = {
  armies: [
    { id: 'a', elements: [{ id: 'a-gen', type: 'Kn', general: true, at: { x: 400, y: 600, heading: 90 } }, { id: 'a-bw', type: 'Bw', at: { x: 1200, y: 1000, heading: 90 } }] },
    { id: 'b', elements: [{ id: 'b-gen', type: 'Cv', general: true, at: { x: 600, y: 1800, heading: 270 } }, { id: 'b-sp', type: 'Sp', at: { x: 1200, y: 1150, heading: 270 } }] },
  ],
  position: { bound: 3, player: 'a', phase: 'move', pips: 4 },
};

async function odds(args: string[], scenario: unknown = position): Promise<{ code: number; out: string }> {
  const file = join(dir, 'position.json');
  writeFileSync(file, JSON.stringify(scenario));
  let out = '';
  const io: Io = { out: (t) => void (out += t), err: (t) => void (out += t), errIsTty: false, env: {}, cwd: dir };
  const code = await main(['odds', '--ruleset', 'dba', '--scenario', 'position.json', ...args], io);
  return { code, out };
}

describe('strategos odds --scenario (DBA)', () => {
  it('gives the close combat of two elements where they stand, out of 36 for each side', async () => {
    const r = await odds(['a-bw', 'b-sp', '--json']);
    expect(r.code).toBe(0);
    const rep = JSON.parse(r.out) as { title: string; rows: Array<{ label: string; probability: number }>; notes: string[] };
    expect(rep.title).toMatch(/^a-bw \(bows\) \(\d+\) against b-sp \(spears\) \(\d+\)$/);
    const a = rep.rows.filter((x) => x.label.startsWith('a-bw'));
    const b = rep.rows.filter((x) => x.label.startsWith('b-sp'));
    expect(a).toHaveLength(4);
    expect(a.reduce((t, x) => t + x.probability, 0)).toBeCloseTo(1, 12);
    expect(b.reduce((t, x) => t + x.probability, 0)).toBeCloseTo(1, 12);
    expect(rep.notes.some((n) => n.startsWith('a-bw: '))).toBe(true);
  });

  it('agrees with the description when nothing but the troop types counts', async () => {
    const inState = await odds(['a-bw', 'b-sp', '--json']);
    let out = '';
    const io: Io = { out: (t) => void (out += t), err: (t) => void (out += t), errIsTty: false, env: {}, cwd: dir };
    expect(await main(['odds', '--ruleset', 'dba', 'Bw', 'Sp', '--json'], io)).toBe(0);
    const probs = (text: string) => (JSON.parse(text) as { rows: Array<{ probability: number }> }).rows.map((x) => x.probability);
    expect(probs(inState.out)).toEqual(probs(out));
  });

  it('prints a table with the citations, and reads shooting', async () => {
    const r = await odds(['a-bw', 'b-sp']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/against b-sp \(spears\).*\n\s+a-bw \(bows\) no-effect\s+\d+\.\d\d%\s+\d+\/36/);
    const shot = await odds(['a-bw', 'b-sp', 'shooting']);
    expect(shot.code).toBe(0);
    expect(shot.out).toMatch(/a-bw \(bows\) \(\d+\) shooting at b-sp/);
  });

  it('names the elements on the table when one is unknown, and refuses a pair of one side', async () => {
    const r = await odds(['a-bw', 'nobody']);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/There is no element "nobody" on the table; elements on the table: a-gen, a-bw, b-gen, b-sp/);
    const same = await odds(['a-bw', 'a-gen']);
    expect(same.code).toBe(2);
    expect(same.out).toMatch(/same side/);
  });

  it('says a scenario without a position has no element on the table, and reports a bad file', async () => {
    const r = await odds(['a-1', 'b-1'], exampleScenario);
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/no element is on the table yet \(give the scenario a position\)/);
    const bad = await odds(['a-bw', 'b-sp'], { ...position, stray: 1 });
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/not a dba scenario:[\s\S]*stray/);
  });
});
