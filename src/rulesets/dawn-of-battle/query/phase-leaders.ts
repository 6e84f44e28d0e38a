/**
 * Leader ids inside a phase, renamed: the one walk behind the view's redaction of face-down
 * enemy leaders (view.ts: a hidden id becomes `null`, a casualty draw's purpose says "a leader")
 * and the determinized state's re-dealt identities (view-state.ts: a hidden id becomes the id
 * dealt to its counter). A phase names leaders in many places (casualty checks waiting in a die
 * or event window, a re-do window's command and draws, a lone leader's melee, an activation,
 * an event window's melee data) and phases nest through `returnTo`, so the walk goes over every
 * value rather than listing fields: a field added later cannot leak by being forgotten.
 * @module
 */

// A draw made for a leader's casualty check names the leader in parentheses (command-control.ts).
const LEADER_DRAW = /^(leader casualty|leader casualty colour|overrun leader|overrun leader colour) \((.*)\)$/;

/** What a leader id becomes: a new id, or `null` for an id the reader may not know. */
export type LeaderRename = ReadonlyMap<string, string | null>;

function renameString(s: string, rename: LeaderRename): string | null {
  const to = rename.get(s);
  if (to !== undefined) return to;
  const m = LEADER_DRAW.exec(s);
  if (m === null) return s;
  const id = rename.get(m[2]!);
  return id === undefined ? s : `${m[1]!} (${id ?? 'a leader'})`;
}

function walk(v: unknown, rename: LeaderRename, skip: string): unknown {
  if (typeof v === 'string') return renameString(v, rename);
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < v.length; i++) {
      const w = walk(v[i], rename, skip);
      if (out === null && w !== v[i]) out = v.slice(0, i);
      if (out !== null) out.push(w);
    }
    return out ?? v;
  }
  let out: Record<string, unknown> | null = null;
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    if (k === skip) continue;
    const w = walk(o[k], rename, skip);
    if (w !== o[k]) {
      out ??= { ...o };
      out[k] = w;
    }
  }
  return out ?? v;
}

/**
 * `phase` with every leader id that `rename` lists replaced (as a value, or inside a casualty
 * draw's purpose); parts without one are shared, and `phase` itself comes back when nothing
 * changes. Values under a key named `skip` (a re-do window's `base` state) are left alone.
 */
export function renamePhaseLeaders<P>(phase: P, rename: LeaderRename, skip = 'base'): P {
  return rename.size === 0 ? phase : (walk(phase, rename, skip) as P);
}
