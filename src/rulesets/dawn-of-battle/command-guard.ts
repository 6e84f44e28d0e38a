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

let members: Map<string, t.Mixed> | null = null;

function memberMap(): Map<string, t.Mixed> {
  if (members !== null) return members;
  const m = new Map<string, t.Mixed>();
  for (const c of ((commandCodec as unknown as AnyCodec).types ?? []) as ReadonlyArray<AnyCodec>) {
    const tag = tagOf(c);
    if (tag !== null) m.set(tag, c);
  }
  members = m;
  return m;
}

/** True when `u` is a well-formed command (exactly what `commandCodec.is` accepts). */
export function isDobCommand(u: unknown): u is DobCommand {
  if (typeof u !== 'object' || u === null) return false;
  const tag = (u as { type?: unknown }).type;
  if (typeof tag !== 'string') return false;
  const codec = memberMap().get(tag);
  return codec !== undefined ? codec.is(u) : false;
}
