import * as t from 'io-ts';
import type { Provenance } from '../../../core/provenance.js';
import { oneOf } from './codec-helpers.js';

const rulesetId = oneOf(['dawn-of-battle', 'dba', 'dbm', 'dbmm', 'arcane-warfare'] as const, 'ruleset id');

/** io-ts codec of a {@link Provenance} tag, as written in the data files. */
export const provenanceCodec: t.Type<Provenance, Provenance, unknown> = t.union([
  t.type({ kind: t.literal('stated'), ruleset: rulesetId, section: t.string }),
  t.type({ kind: t.literal('public'), source: t.string }),
  t.type({ kind: t.literal('proxy'), ruleset: rulesetId, section: t.string, reason: t.string }),
  t.type({ kind: t.literal('inferred'), reason: t.string }),
  t.type({ kind: t.literal('reconstructed'), reason: t.string }),
  t.type({ kind: t.literal('user'), file: t.string }),
]) as unknown as t.Type<Provenance, Provenance, unknown>;
