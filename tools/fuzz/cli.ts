/**
 * Hostile command lines for the `strategos` command, run in this process through `main`: each
 * must end with an exit code and a message, never an exception or an internal error (exit 70).
 * @module
 */
import { main } from '../../src/cli/main.js';
import type { Io } from '../../src/cli/io.js';

/** What the hostile command lines gave. */
export interface CliTally {
  runs: number;
  exceptions: number;
  internalErrors: number;
  samples: string[];
}

const VALUES = ['-1', '0', '1e99', 'NaN', 'Infinity', '-0', '0x10', ' 3', '', '__proto__', 'constructor', 'toString', '9'.repeat(400), '1/0', '0/0', '2/1', 'a,b', ',', '{}', '../../../etc/passwd', '/nonexistent/file.json'];
const OPTIONS = ['--games', '--seed', '--workers', '--shard', '--max-plies', '--batch-size', '--agents', '--ruleset', '--bundled', '--scenario', '--options', '--log-game', '--kind'];
const COMMANDS = ['simulate', 'validate', 'replay', 'merge', 'odds', 'rulesets', 'no-such', '__proto__', 'constructor'];

/** Runs `n` hostile command lines drawn from a fixed list with a simple seeded generator. */
export async function fuzzCli(n: number, seed: number, cwd: string): Promise<CliTally> {
  const tally: CliTally = { runs: 0, exceptions: 0, internalErrors: 0, samples: [] };
  let x = seed >>> 0 || 1;
  const next = (k: number): number => {
    // xorshift32: enough to spread the choices; the list of lines is what matters.
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % k;
  };
  for (let i = 0; i < n; i++) {
    const command = COMMANDS[next(COMMANDS.length)]!;
    const args = [command];
    const count = next(4);
    for (let j = 0; j < count; j++) {
      const opt = OPTIONS[next(OPTIONS.length)]!;
      // Never a real multi-thread or long run: keep the games few and the workers at one.
      if (opt === '--workers' || opt === '--games') args.push(opt, next(3) === 0 ? VALUES[next(VALUES.length)]! : '1');
      else args.push(opt, VALUES[next(VALUES.length)]!);
    }
    if (command === 'simulate' && !args.includes('--games')) args.push('--games', '1');
    if (command === 'simulate') args.push('--max-plies', '20', '--quiet');
    tally.runs++;
    const io: Io = { out: () => {}, err: () => {}, errIsTty: false, env: {}, cwd };
    try {
      const code = await main(args, io);
      if (code === 70) {
        tally.internalErrors++;
        if (tally.samples.length < 8) tally.samples.push(args.join(' '));
      }
    } catch (e) {
      tally.exceptions++;
      if (tally.samples.length < 8) tally.samples.push(`${args.join(' ')}: ${String(e)}`);
    }
  }
  return tally;
}
