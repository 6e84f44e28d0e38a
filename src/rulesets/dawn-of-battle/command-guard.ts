/**
 * A fast exact check that a value is a well-formed {@link DobCommand}: it picks the one member
 * of the command codec whose `type` literal matches and runs only that member's check, instead
 * of trying every member of the union in turn (what `commandCodec.is` does). Each member's check
 * is compiled once from its io-ts codec tree: records check their string, boolean and literal
 * fields inline instead of through one `is` call per field, and so the ruleset's own `intRange`
 * and `oneOf` fields (from the values their `is` tests); any other codec keeps its own `is`. Same answer as `commandCodec.is`,
 * a fraction of the cost on the reducer's hot path.
 * @module
 */
import type * as t from 'io-ts';
import { commandCodec, type DobCommand } from './model/commands.js';
import { leafCodecs } from './data/codec-helpers.js';
import { arrayMaxima } from '../../core/limits.js';

type AnyCodec = t.Mixed & {
  readonly _tag?: string;
  readonly props?: Record<string, t.Mixed>;
  readonly types?: ReadonlyArray<t.Mixed>;
  readonly type?: t.Mixed;
  readonly value?: unknown;
  readonly keys?: ReadonlySet<string>;
};

/** A compiled check: exactly the codec's `is`. */
type Check = (u: unknown) => boolean;

const hasOwn = Object.prototype.hasOwnProperty;

/** io-ts's `UnknownRecord.is`, which every record codec checks first. */
function isRecord(u: unknown): u is Record<string, unknown> {
  return u !== null && typeof u === 'object' && !Array.isArray(u);
}

const isString: Check = (u) => typeof u === 'string';
const isBoolean: Check = (u) => typeof u === 'boolean';
const isNumber: Check = (u) => typeof u === 'number';
const isNull: Check = (u) => u === null;

// How a record field is checked: inline for the common leaf codecs, else by its compiled check.
const LITERAL = 0;
const STRING = 1;
const BOOLEAN = 2;
const INT_RANGE = 3;
const ONE_OF = 4;
const OTHER = 5;

/**
 * A record codec's check (`t.type`, or `t.partial` when `partial`), as io-ts's: a record whose
 * every field passes; a missing field fails a `t.type` unless its codec accepts `undefined` when
 * the key is present, and passes a `t.partial`.
 */
function compileRecord(props: Record<string, t.Mixed>, partial: boolean): Check {
  const keys = Object.keys(props);
  const n = keys.length;
  const codecs = keys.map((k) => props[k] as AnyCodec);
  const checks = codecs.map(compile);
  const leaves = codecs.map((c) => leafCodecs.get(c));
  const kinds = codecs.map((c, i) => {
    if (c._tag === 'LiteralType') return LITERAL;
    if (c._tag === 'StringType') return STRING;
    if (c._tag === 'BooleanType') return BOOLEAN;
    const leaf = leaves[i];
    return leaf === undefined ? OTHER : leaf.kind === 'intRange' ? INT_RANGE : ONE_OF;
  });
  const values = codecs.map((c) => c.value);
  // intRange's bounds and oneOf's set (data/codec-helpers.ts), the same values their `is` tests.
  const lo = leaves.map((l) => (l?.kind === 'intRange' ? l.lo : 0));
  const hi = leaves.map((l) => (l?.kind === 'intRange' ? l.hi : 0));
  const sets = leaves.map((l) => (l?.kind === 'oneOf' ? l.set : null));
  return (u) => {
    if (!isRecord(u)) return false;
    for (let i = 0; i < n; i++) {
      const k = keys[i]!;
      const uk = u[k];
      if (uk === undefined) {
        if (partial) continue;
        if (!hasOwn.call(u, k) || !checks[i]!(uk)) return false;
        continue;
      }
      switch (kinds[i]) {
        case LITERAL: if (uk !== values[i]) return false; break;
        case STRING: if (typeof uk !== 'string') return false; break;
        case BOOLEAN: if (typeof uk !== 'boolean') return false; break;
        case INT_RANGE: if (typeof uk !== 'number' || !Number.isInteger(uk) || uk < lo[i]! || uk > hi[i]! || (uk === 0 && 1 / uk < 0)) return false; break;
        case ONE_OF: if (typeof uk !== 'string' || !sets[i]!.has(uk)) return false; break;
        default: if (!checks[i]!(uk)) return false;
      }
    }
    return true;
  };
}

/** The check of any codec: compiled for the io-ts kinds the commands use, else the codec's own `is`. */
function compile(c: AnyCodec): Check {
  switch (c._tag) {
    case 'StringType': return isString;
    case 'BooleanType': return isBoolean;
    case 'NumberType': return isNumber;
    case 'NullType': return isNull;
    case 'LiteralType': {
      const v = c.value;
      return (u) => u === v;
    }
    case 'ClosedType':
      // `closed` (data/codec-helpers.ts): the record's check, then no key it does not declare.
      if (c.type !== undefined && c.keys !== undefined) {
        const inner = compile(c.type as AnyCodec);
        const keys = c.keys;
        return (u) => {
          if (!inner(u)) return false;
          for (const k in u as Record<string, unknown>) if (!keys.has(k)) return false;
          return true;
        };
      }
      break;
    case 'InterfaceType':
      if (c.props !== undefined) return compileRecord(c.props, false);
      break;
    case 'PartialType':
      if (c.props !== undefined) return compileRecord(c.props, true);
      break;
    case 'IntersectionType':
      if (c.types !== undefined) {
        const all = c.types.map((m) => compile(m as AnyCodec));
        return (u) => {
          for (const f of all) if (!f(u)) return false;
          return true;
        };
      }
      break;
    case 'UnionType':
      // A tagged union's `is` checks only the member its tag picks; the tags are disjoint and
      // each member requires its own, so trying every member gives the same answer.
      if (c.types !== undefined) {
        const any = c.types.map((m) => compile(m as AnyCodec));
        return (u) => {
          for (const f of any) if (f(u)) return true;
          return false;
        };
      }
      break;
    case 'ArrayType':
      if (c.type !== undefined) {
        // `every`, as io-ts: the holes of a sparse array are skipped.
        const item = compile(c.type as AnyCodec);
        // The codec's length limit (core/limits.ts `boundedArray`), checked as it checks it.
        const max = arrayMaxima.get(c) ?? Infinity;
        return (u) => Array.isArray(u) && u.length <= max && u.every((x) => item(x));
      }
      break;
    default:
      break;
  }
  return (u) => c.is(u);
}

/** The `type` literal a union member requires (a `t.type`, or an intersection starting with one, possibly `closed`). */
function tagOf(c: AnyCodec): string | null {
  if (c._tag === 'ClosedType' && c.type !== undefined) return tagOf(c.type as AnyCodec);
  const props = c.props ?? (c.types?.[0] as AnyCodec | undefined)?.props;
  const lit = props?.['type'] as AnyCodec | undefined;
  return typeof lit?.value === 'string' ? lit.value : null;
}

interface Members {
  readonly byTag: Map<string, Check[]>;
  /** Members whose tag could not be read: always checked (none today). */
  readonly untagged: Check[];
}


/** Flattens nested unions (the melee commands are one) into their tagged members, compiled. */
function collect(c: AnyCodec, into: Members): void {
  if (c._tag === 'UnionType' && c.types !== undefined) {
    for (const m of c.types) collect(m as AnyCodec, into);
    return;
  }
  const tag = tagOf(c);
  const check = compile(c);
  if (tag === null) into.untagged.push(check);
  else {
    const list = into.byTag.get(tag);
    if (list === undefined) into.byTag.set(tag, [check]);
    else list.push(check);
  }
}

function memberMap(): Members {
  const m: Members = { byTag: new Map(), untagged: [] };
  collect(commandCodec as unknown as AnyCodec, m);
  return m;
}

// The compiled members, built once at import and never written after (issue #27: no state that a
// call can leave for the next one; a function of the command codec alone).
const MEMBERS: Members = /* @__PURE__ */ memberMap();

/** True when `u` is a well-formed command (exactly what `commandCodec.is` accepts). */
export function isDobCommand(u: unknown): u is DobCommand {
  if (typeof u !== 'object' || u === null) return false;
  const m = MEMBERS;
  const tag = (u as { type?: unknown }).type;
  const tagged = typeof tag === 'string' ? m.byTag.get(tag) : undefined;
  if (tagged !== undefined) for (const c of tagged) if (c(u)) return true;
  for (const c of m.untagged) if (c(u)) return true;
  return false;
}
