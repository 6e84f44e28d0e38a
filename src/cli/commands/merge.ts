import * as E from 'fp-ts/lib/Either.js';
import { recordsToCsv, summaryText } from '../../sim/format.js';
import { mergeShards } from '../../sim/merge.js';
import { parse } from '../args.js';
import { CliError, EXIT, usageError } from '../errors.js';
import { HELP } from '../help.js';
import { readJsonFile, type Io } from '../io.js';

/** `strategos merge`. */
export function mergeCommand(argv: ReadonlyArray<string>, io: Io): number {
  const { values: v, positionals: files } = parse(argv, { json: { type: 'boolean' }, csv: { type: 'boolean' } }, 'merge');
  if (v.help) {
    io.out(HELP['merge']!);
    return EXIT.ok;
  }
  if (files.length === 0) throw usageError('give the shard files to merge.', 'merge');
  if (v.json && v.csv) throw usageError('give --json or --csv, not both.', 'merge');
  const merged = mergeShards(files.map(readJsonFile), files);
  if (E.isLeft(merged)) throw new CliError(merged.left.message);
  const doc = merged.right;
  io.out(v.json ? `${JSON.stringify(doc)}\n` : v.csv ? recordsToCsv(doc.records) : summaryText(doc));
  return EXIT.ok;
}
