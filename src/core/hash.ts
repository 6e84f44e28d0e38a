import { canonicalJson } from './canonical-json.js';

/**
 * A stable 64-bit hash (FNV-1a over UTF-16 code units, two 32-bit lanes) of a value's canonical
 * JSON, as 16 hex digits. Independent of key order; equal plain data gives equal hashes on every
 * platform. For comparing states and replays, not for security.
 */
export function stateHash(value: unknown): string {
  const text = canonicalJson(value);
  let h1 = 0x811c9dc5;
  let h2 = 0xcbf29ce4;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c ^ (h1 >>> 13), 0x01000193) >>> 0;
  }
  return h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0');
}
