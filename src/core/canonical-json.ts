/**
 * Canonical JSON: object keys sorted, no whitespace. Two states that are equal as plain data
 * serialise to the same string whatever order their keys were written in. Built on the native
 * `JSON.stringify` with a replacer that re-creates each object with sorted keys, which is several
 * times faster than walking the value by hand.
 */
export function canonicalJson(value: unknown): string {
  const s = JSON.stringify(value, sortKeys);
  return s === undefined ? 'null' : s;
}

function sortKeys(_key: string, v: unknown): unknown {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
  const obj = v as Record<string, unknown>;
  const keys = Object.keys(obj).sort();
  const out: Record<string, unknown> = {};
  for (const k of keys) out[k] = obj[k];
  return out;
}
