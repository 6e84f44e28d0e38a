import { jsonSchemaOf } from '../../core/json-schema.js';
import { parse, RULESET_OPTIONS, rulesetSelection } from '../args.js';
import { EXIT, usageError } from '../errors.js';
import { HELP } from '../help.js';
import type { Io } from '../io.js';
import { loadRuleset, rulesetRef } from '../load.js';

/** The files a schema can be printed for, and the codec of the ruleset's that decodes each. */
const KINDS = { scenario: 'scenarioCodec', options: 'optionsCodec', command: 'commandCodec' } as const;

/**
 * `strategos schema`: prints the JSON Schema of a ruleset's scenario, options or command files,
 * generated from the codecs that decode them, for an editor to check a file as it is typed.
 */
export async function schemaCommand(argv: ReadonlyArray<string>, io: Io): Promise<number> {
  const { values: v } = parse(argv, { ...RULESET_OPTIONS, kind: { type: 'string' } }, 'schema');
  if (v.help) {
    io.out(HELP['schema']!);
    return EXIT.ok;
  }
  const kind = v.kind ?? 'scenario';
  if (!Object.hasOwn(KINDS, kind)) throw usageError(`no schema for "${kind}"; choose one of ${Object.keys(KINDS).join(', ')}.`, 'schema');
  const sim = await loadRuleset(rulesetRef(rulesetSelection(v), io.cwd, 'schema'));
  const codec = sim.ruleset[KINDS[kind as keyof typeof KINDS]];
  io.out(`${JSON.stringify(jsonSchemaOf(codec, { title: `${sim.ruleset.id} ${kind}` }), null, 2)}\n`);
  return EXIT.ok;
}
