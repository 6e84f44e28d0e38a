import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The random module is what makes games replayable, so it must not reach for ambient state:
 * no Math.random, no clock, and no throw (bad input is a Left). A static check of the source,
 * comments stripped, so that a slip fails here rather than as a flaky replay somewhere else.
 */
const dir = join(import.meta.dirname, '../../src/random');
const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));

const code = (file: string): string =>
  readFileSync(join(dir, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');

describe('src/random stays pure', () => {
  it('has source files to check', () => {
    expect(files).toEqual(expect.arrayContaining(['rng.ts', 'deck.ts', 'odds.ts', 'codec.ts']));
  });

  it.each(files)('%s uses no Math.random, Date, performance timer or throw', (file) => {
    const src = code(file);
    expect(src).not.toMatch(/Math\.random/);
    expect(src).not.toMatch(/\bDate\b/);
    expect(src).not.toMatch(/performance\.now/);
    expect(src).not.toMatch(/\bthrow\b/);
  });
});
