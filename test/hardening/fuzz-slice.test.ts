// A short fixed-seed slice of `npm run fuzz` (tools/fuzz/): for each ruleset of the registry,
// hostile commands from reachable states, hostile scenario and state files, and hostile command
// lines. Everything the campaign counts as a failure must be 0. The full campaign's figures are
// in docs/reliability.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { kits } from '../../src/registry/index.js';
import { fuzzRuleset } from '../../tools/fuzz/campaign.js';
import { fuzzCli } from '../../tools/fuzz/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'strategos-fuzz-slice-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('hostile-input campaign, a fixed-seed slice (issue #28)', () => {
  for (const [id, kit] of Object.entries(kits)) {
    it(`${id}: no exception, mutated input, uncited refusal, broken round trip or internal error`, () => {
      const t = fuzzRuleset(kit!, { seed: 'slice-1', commands: 1500, games: 1, maxPlies: 60, files: 30, deepEvery: 3 });
      expect(t.samples).toEqual([]);
      expect(t.commands).toBeGreaterThanOrEqual(1500);
      expect({ exceptions: t.exceptions, mutated: t.mutatedInputs, uncited: t.leftsWithoutCitation, roundTrip: t.notRoundTripping, internal: t.internalErrors }).toEqual({
        exceptions: 0, mutated: 0, uncited: 0, roundTrip: 0, internal: 0,
      });
      expect(t.scenarioFiles).toBe(30);
      expect(t.stateFiles).toBe(30);
    });
  }

  it('hostile command lines end with a message and an exit code, never an internal error', async () => {
    const t = await fuzzCli(30, 7, dir);
    expect(t.samples).toEqual([]);
    expect(t.exceptions + t.internalErrors).toBe(0);
    expect(t.runs).toBe(30);
  });
});
