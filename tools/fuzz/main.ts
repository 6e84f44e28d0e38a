/**
 * `npm run fuzz`: the full hostile-input campaign over every ruleset of the registry (see
 * campaign.ts), then hostile command lines. Prints one table and exits 1 when anything that
 * must be 0 is not. Options: `--commands N` (per ruleset, default 1,000,000), `--files N`, `--cli N`, `--games N`,
 * `--seed S`, `--ruleset id` (one ruleset only).
 * @module
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kits } from '../../src/registry/index.js';
import { fuzzRuleset, type Tally } from './campaign.js';
import { fuzzCli } from './cli.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

const commands = Number(arg('commands', '1000000'));
const seed = arg('seed', 'campaign-1');
const files = Number(arg('files', '3000'));
const line = (cells: ReadonlyArray<string | number>): string => cells.map((c) => String(c).padStart(14)).join('') + '\n';

async function run(): Promise<number> {
  let bad = 0;
  const tallies: Tally[] = [];
  const only = arg('ruleset', '');
  const header = line(['ruleset', 'states', 'commands', 'exceptions', 'mutated', 'no citation', 'no round trip', 'internal', 'scenarios', 'state files', 'accepted', 'commands/s']);
  process.stdout.write(header);
  for (const [id, kit] of Object.entries(kits)) {
    if (only !== '' && only !== id) continue;
    process.stderr.write(`fuzzing ${id}: ${commands} commands, ${files} scenario and ${files} state files...\n`);
    const t = fuzzRuleset(kit!, { seed, commands, games: Number(arg('games', '12')), maxPlies: 400, files, deepEvery: 10, onProgress: (n) => process.stderr.write(`  ${id}: ${n} commands\n`) });
    tallies.push(t);
    bad += t.exceptions + t.mutatedInputs + t.leftsWithoutCitation + t.notRoundTripping + t.internalErrors;
    for (const s of t.samples) process.stderr.write(`  ${id}: ${s}\n`);
    // Each ruleset's row as soon as it is done: a long run shows its figures as it goes.
    process.stdout.write(line([t.ruleset, t.states, t.commands, t.exceptions, t.mutatedInputs, t.leftsWithoutCitation, t.notRoundTripping, t.internalErrors, t.scenarioFiles, t.stateFiles, t.stateFilesAccepted, Math.round(t.commands / (t.commandMs / 1000))]));
  }
  const out: string[] = [];
  const cliRuns = Number(arg('cli', '400'));
  const dir = mkdtempSync(join(tmpdir(), 'strategos-fuzz-cli-'));
  try {
    const cli = await fuzzCli(cliRuns, 20261128, dir);
    out.push(`\ncommand lines: ${cli.runs} run, ${cli.exceptions} exceptions, ${cli.internalErrors} internal errors\n`);
    for (const s of cli.samples) process.stderr.write(`  cli: ${s}\n`);
    bad += cli.exceptions + cli.internalErrors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write(out.join(''));
  process.stdout.write(bad === 0 ? 'all zero: pass\n' : `${bad} failures\n`);
  return bad === 0 ? 0 : 1;
}

void run().then((code) => {
  process.exitCode = code;
});
