import { parseArgs, type ParseArgsConfig } from 'node:util';
import { usageError } from './errors.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** The options every command that picks a ruleset accepts. */
export const RULESET_OPTIONS = {
  ruleset: { type: 'string' },
  'ruleset-module': { type: 'string' },
  'ruleset-export': { type: 'string' },
} as const satisfies Options;

/** Parsed option values: booleans for flags, strings otherwise; absent when not given. */
export type ParsedValues<O extends Options> = { [K in keyof O]?: O[K] extends { type: 'boolean' } ? boolean : string } & { help?: boolean };

/** Parses a command's arguments strictly; an unknown option or a missing value is a usage error. */
export function parse<O extends Options>(argv: ReadonlyArray<string>, options: O, command: string): { values: ParsedValues<O>; positionals: string[] } {
  try {
    return parseArgs({ args: [...argv], options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true }) as unknown as { values: ParsedValues<O>; positionals: string[] };
  } catch (e) {
    throw usageError(parseProblem(e as Error & { code?: string }, Object.keys(options)), command);
  }
}

/**
 * Node's parser messages in our words: an unknown option names the nearest known one, and no
 * message carries Node's advice about positionals starting with a dash (with its stray quote).
 */
function parseProblem(e: Error & { code?: string }, known: ReadonlyArray<string>): string {
  const option = /'(-[^']*)'/.exec(e.message)?.[1] ?? '';
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const name = option.replace(/^-+/, '');
    const near = known.filter((k) => editDistance(k, name) <= 2).sort((a, b) => editDistance(a, name) - editDistance(b, name))[0];
    return `unknown option ${option}${near === undefined ? '' : ` (did you mean --${near}?)`}.`;
  }
  if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') return `option ${/--[\w-]+/.exec(e.message)?.[0] ?? option} ${/argument missing/.test(e.message) ? 'needs a value' : 'takes no value'}.`;
  return e.message.replace(/^TypeError \[[A-Z_]+\]: /, '').split('. To specify')[0]!.replace(/\.?$/, '.');
}

/** Levenshtein distance, for "did you mean" (option names are short). */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row.push(Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = row;
  }
  return prev[b.length]!;
}

/** A whole number option within bounds, or a usage error naming the option. */
export function wholeNumber(value: string | undefined, name: string, fallback: number, min: number, command: string): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value.trim())) throw usageError(`--${name} must be a whole number, got "${value}".`, command);
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min) throw usageError(`--${name} must be at least ${min}, got ${value}.`, command);
  return n;
}

/** `--shard i/n` (1-based), or a usage error. */
export function shardOption(value: string | undefined, command: string): { index: number; count: number } | undefined {
  if (value === undefined) return undefined;
  const m = /^(\d+)\/(\d+)$/.exec(value.trim());
  if (m === null) throw usageError(`--shard must look like i/n (e.g. 2/8), got "${value}".`, command);
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1 || index < 1 || index > count) throw usageError(`--shard ${value}: need 1 <= i <= n.`, command);
  return { index, count };
}

/** The ruleset selection options of a parsed command. */
export function rulesetSelection(values: Record<string, unknown>): { ruleset?: string; module?: string; exportName?: string } {
  const pick = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : undefined);
  const out: { ruleset?: string; module?: string; exportName?: string } = {};
  const r = pick('ruleset');
  const m = pick('ruleset-module');
  const x = pick('ruleset-export');
  if (r !== undefined) out.ruleset = r;
  if (m !== undefined) out.module = m;
  if (x !== undefined) out.exportName = x;
  return out;
}
