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
    throw usageError((e as Error).message.replace(/^TypeError \[[A-Z_]+\]: /, ''), command);
  }
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
