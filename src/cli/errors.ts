/** Exit codes of the `strategos` command. */
export const EXIT = {
  ok: 0,
  /** A bad file, a failed validation, an illegal command in a replayed log. */
  failure: 1,
  /** Bad arguments: unknown command or option, a value out of range. */
  usage: 2,
  /** A bug (a ruleset broke its contract, an unexpected exception): reported in one line. */
  internal: 70,
} as const;

/**
 * A problem the command reports to its user and exits on. Thrown inside the CLI only (never in
 * the library) and caught once in `main`, which prints the message, never a stack trace.
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failure,
  ) {
    super(message);
  }
}

/** A usage error (exit code 2), with a pointer to the command's help. */
export function usageError(message: string, command?: string): CliError {
  return new CliError(`${message}\nRun \`strategos ${command ? `${command} ` : ''}--help\` for usage.`, EXIT.usage);
}
