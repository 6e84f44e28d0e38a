import * as E from 'fp-ts/lib/Either.js';
import { battleText } from '../../sim/format.js';
import { replayLog } from '../../sim/log.js';
import { formatCitations, narrationLine } from '../../sim/narrate.js';
import { parse, RULESET_OPTIONS, rulesetSelection } from '../args.js';
import { CliError, EXIT, usageError } from '../errors.js';
import { HELP } from '../help.js';
import { readJsonFile, type Io } from '../io.js';
import { loadRuleset, rulesetRef } from '../load.js';

/** `strategos replay`. */
export async function replayCommand(argv: ReadonlyArray<string>, io: Io): Promise<number> {
  const { values: v, positionals } = parse(argv, { ...RULESET_OPTIONS, json: { type: 'boolean' } }, 'replay');
  if (v.help) {
    io.out(HELP['replay']!);
    return EXIT.ok;
  }
  if (positionals.length !== 1) throw usageError('give exactly one log file.', 'replay');
  const file = positionals[0]!;
  const log = readJsonFile(file);
  const named = typeof log === 'object' && log !== null && typeof (log as { ruleset?: unknown }).ruleset === 'string' ? (log as { ruleset: string }).ruleset : undefined;
  const selection = rulesetSelection(v);
  const sim = await loadRuleset(rulesetRef(selection.module === undefined && selection.ruleset === undefined && named !== undefined ? { ...selection, ruleset: named } : selection, io.cwd, 'replay'));
  const r = replayLog(sim, log);
  if (E.isLeft(r)) throw new CliError(`${file}: ${r.left.message}`);
  const rep = r.right;
  if (v.json) io.out(`${JSON.stringify(rep)}\n`);
  else {
    io.out(battleText(rep.plies, sim.ruleset.id));
    const o = rep.outcome;
    if (o !== null) io.out(`Result: ${o.winner === null ? 'draw' : `${o.winner} wins`} (${o.level}) — ${narrationLine({ text: o.reason, citations: o.citations }, sim.ruleset.id)}\n`);
    else if (rep.illegal === null) io.out('The log ends before the game does.\n');
  }
  if (rep.illegal !== null) {
    const x = rep.illegal;
    const cites = formatCitations(x.violation.citations, sim.ruleset.id);
    io.err(`${file}: command #${x.index + 1} (${x.player}: ${JSON.stringify(x.command)}) is illegal — ${x.violation.code}: ${x.violation.message}${cites ? ` (${cites})` : ''}\n`);
    return EXIT.failure;
  }
  if (rep.divergedAt !== null) {
    io.err(`${file}: the events of command #${rep.divergedAt} differ from the log's (was it written by another version?)\n`);
    return EXIT.failure;
  }
  if (!rep.matches) {
    io.err(`${file}: the final state differs from the log's (hash ${rep.finalHash})\n`);
    return EXIT.failure;
  }
  return EXIT.ok;
}
