/**
 * Remembered canonical texts of deeply frozen plain data, for {@link canonicalJson}: a prepared
 * scenario's units are frozen and shared by every game of a run, and most of them are still the
 * same objects in a game's final state, so their text is written once per process instead of
 * once per game. A walk puts a placeholder string where such an object is, and the remembered
 * texts are spliced into `JSON.stringify`'s output at the placeholders.
 *
 * Only what cannot change is remembered: frozen objects and arrays all the way down, with plain
 * prototypes, data properties only (no getters) and no `toJSON`. A value whose own strings look
 * like a placeholder is detected (the splice does not fit) and written without the cache.
 * @module
 */

/** The texts by object; `null` for a frozen object that is not wholly immutable plain data. */
const texts = new WeakMap<object, string | null>();

/** The placeholder of the i-th spliced text (a string no state holds: it starts with U+0001). */
const marks: string[] = [];
function mark(i: number): string {
  return (marks[i] ??= `\u0001${i}`);
}
/** How `JSON.stringify` writes the start of a placeholder. */
const OPEN = '"\\u0001';

/**
 * The remembered text of the frozen object `o`, computing it with `text` the first time; `null`
 * when `o` is not wholly immutable plain data.
 */
export function frozenText(o: object, text: (o: object) => string): string | null {
  let t = texts.get(o);
  if (t === undefined) {
    t = immutable(o) ? text(o) : null;
    texts.set(o, t);
  }
  return t;
}

/** Deeply frozen plain data: frozen, plain prototype, data properties only, no `toJSON`, children alike. */
function immutable(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return typeof v !== 'function';
  if (!Object.isFrozen(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  if (proto !== (Array.isArray(v) ? Array.prototype : Object.prototype) && proto !== null) return false;
  const props = Object.getOwnPropertyDescriptors(v) as Record<string, PropertyDescriptor>;
  if ('toJSON' in props || typeof (v as { toJSON?: unknown }).toJSON === 'function') return false;
  for (const k of Object.keys(props)) {
    const d = props[k]!;
    if (!('value' in d) || !immutable(d.value)) return false;
  }
  return true;
}

/** The texts one walk put placeholders for, in the order it met them. */
export class Splices {
  readonly texts: string[] = [];

  /** The placeholder standing for `text` in the walk's copy. */
  add(text: string): string {
    this.texts.push(text);
    return mark(this.texts.length - 1);
  }

  /**
   * `json` with each placeholder replaced by its text; `null` when the placeholders are not
   * found exactly once each and in order (a string of the value looked like one, or an object
   * with array-index keys listed its values in another order).
   */
  splice(json: string): string | null {
    const parts = json.split(OPEN);
    const n = this.texts.length;
    if (parts.length !== n + 1) return null;
    let out = parts[0]!;
    for (let i = 0; i < n; i++) {
      const p = parts[i + 1]!;
      const digits = String(i);
      if (!p.startsWith(digits) || p.charCodeAt(digits.length) !== 34 /* " */) return null;
      out += this.texts[i]! + p.slice(digits.length + 1);
    }
    return out;
  }
}
