// Issue #28: Ctrl-C during `strategos simulate` exits 130 and says plainly how far the run got
// and that nothing was kept (results are written only when a run ends), never silently.
import { spawn } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, type Built } from './build.js';

let built: Built;
beforeAll(async () => {
  built = await ensureBuilt();
}, 900_000);

describe('SIGINT during simulate (built binary)', () => {
  it('exits 130 and says nothing was kept', async () => {
    const child = spawn(process.execPath, [built.cli, 'simulate', '--ruleset', 'dawn-of-battle', '--games', '1000000', '--quiet', '--batch-size', '5'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    let out = '';
    child.stderr.on('data', (d: Buffer) => void (err += d.toString()));
    child.stdout.on('data', (d: Buffer) => void (out += d.toString()));
    // Interrupt once the run is under way (the scenario is planned and games are playing).
    await new Promise((r) => setTimeout(r, 3000));
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    expect(code).toBe(130);
    expect(err).toMatch(/strategos: interrupted( after \d+ of 1000000 games; nothing was kept)?/);
    expect(out).toBe('');
  }, 60_000);
});
