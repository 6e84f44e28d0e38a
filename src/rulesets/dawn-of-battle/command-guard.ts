/**
 * A fast exact check that a value is a well-formed {@link DobCommand}: it picks the one member
 * of the command codec whose `type` literal matches and runs only that member's check, instead
 * of trying every member of the union in turn (what `commandCodec.is` does). Same answer,
 * a fraction of the cost on the reducer's hot path.
 * @module
 */
import type * as t from 'io-ts';
import { commandCodec, type DobCommand } from './commands.js';

type AnyCodec = t.Mixed & { readonly _tag?: string; readonly props?: Record<string, t.Mixed>; readonly types?: ReadonlyArray<t.Mixed>; readonly value?: unknown };

/** The `type` literal a union member requires (a `t.type`, or an intersection starting with one). */
function tagOf(c: AnyCodec): string | null {
  const props = c.props ?? (c.types?.[0] as AnyCodec | undefined)?.props;
  const lit = props?.['type'] as AnyCodec | undefined;
  return typeof lit?.value === 'string' ? lit.value : null;
}

interface Members {
  readonly byTag: Map<string, t.Mixed[]>;
  /** Members whose tag could not be read: always checked (none today). */
  readonly untagged: t.Mixed[];
}

let members: Members | null = null;

/** Flattens nested unions (the melee commands are one) into their tagged members. */
function collect(c: AnyCodec, into: Members): void {
  if (c._tag === 'UnionType' && c.types !== undefined) {
    for (const m of c.types) collect(m as AnyCodec, into);
    return;
  }
  const tag = tagOf(c);
  if (tag === null) into.untagged.push(c);
  else {
    const list = into.byTag.get(tag);
    if (list === undefined) into.byTag.set(tag, [c]);
    else list.push(c);
  }
}

function memberMap(): Members {
  if (members !== null) return members;
  const m: Members = { byTag: new Map(), untagged: [] };
  collect(commandCodec as unknown as AnyCodec, m);
  members = m;
  return m;
}

/** True when `u` is a well-formed command (exactly what `commandCodec.is` accepts). */
export function isDobCommand(u: unknown): u is DobCommand {
  if (typeof u !== 'object' || u === null) return false;
  const m = memberMap();
  const tag = (u as { type?: unknown }).type;
  const tagged = typeof tag === 'string' ? m.byTag.get(tag) : undefined;
  if (tagged !== undefined) for (const c of tagged) if (c.is(u)) return true;
  for (const c of m.untagged) if (c.is(u)) return true;
  return false;
}
