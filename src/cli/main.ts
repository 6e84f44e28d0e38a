#!/usr/bin/env node
/**
 * The `strategos` command. Results on stdout, progress and messages on stderr; every failure
 * ends in a one-line message and an exit code, never a stack trace.
 */
import { demoCommand } from './commands/demo.js';
import { mergeCommand } from './commands/merge.js';
import { oddsCommand } from './commands/odds.js';
import { replayCommand } from './commands/replay.js';
import { rulesetsCommand } from './commands/rulesets.js';
import { schemaCommand } from './commands/schema.js';
import { simulateCommand } from './commands/simulate.js';
import { validateCommand } from './commands/validate.js';
import { CliError, EXIT, usageError } from './errors.js';
import { HELP } from './help.js';
import type { Io } from './io.js';

declare const STRATEGOS_VERSION: string | undefined;

const COMMANDS: Readonly<Record<string, (argv: ReadonlyArray<string>, io: Io) => number | Promise<number>>> = {
  simulate: simulateCommand,
  merge: mergeCommand,
  replay: replayCommand,
  odds: oddsCommand,
  validate: validateCommand,
  schema: schemaCommand,
  rulesets: rulesetsCommand,
  demo: demoCommand,
};

/** Runs the command line `argv` (without node and the script) and returns the exit code. */
export async function main(argv: ReadonlyArray<string>, io: Io): Promise<number> {
  try {
    const [name, ...rest] = argv;
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      io.out(HELP['main']!);
      return name === undefined ? EXIT.usage : EXIT.ok;
    }
    if (name === '--version' || name === '-v') {
      io.out(`${typeof STRATEGOS_VERSION === 'string' ? STRATEGOS_VERSION : 'dev'}\n`);
      return EXIT.ok;
    }
    // Own keys only: `strategos __proto__` or `constructor` is an unknown command, not an internal error.
    const command = Object.prototype.hasOwnProperty.call(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (command === undefined) throw usageError(`unknown command "${name}".`);
    return await command(rest, io);
  } catch (e) {
    if (e instanceof CliError) {
      io.err(`strategos: ${e.message}\n`);
      return e.exitCode;
    }
    const msg = e instanceof Error ? e.message : String(e);
    io.err(`strategos: internal error: ${msg.split('\n')[0]} (a ruleset broke its contract or this is a bug; please report it)\n`);
    return EXIT.internal;
  }
}

const isEntry = typeof process !== 'undefined' && process.argv[1] !== undefined && import.meta.url.endsWith('/cli.js');
if (isEntry) {
  // What Ctrl-C prints before exiting 130: the running command's own note, once it sets one.
  let interruptNote = (): string => '\nstrategos: interrupted.\n';
  const io: Io = {
    out: (t) => void process.stdout.write(t),
    err: (t) => void process.stderr.write(t),
    errIsTty: process.stderr.isTTY === true,
    env: process.env,
    cwd: process.cwd(),
    setInterruptNote: (note) => {
      interruptNote = note;
    },
  };
  process.once('SIGINT', () => {
    process.stderr.write(interruptNote());
    process.exit(130);
  });
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(EXIT.ok);
  });
  void main(process.argv.slice(2), io).then((code) => {
    process.exitCode = code;
  });
}
