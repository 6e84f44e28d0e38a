import { describe, expect, it } from 'vitest';
import { defaultClash } from '../../../../src/rulesets/dawn-of-battle/data/default-tables.js';
import type { ClashFile } from '../../../../src/rulesets/dawn-of-battle/data/formats.js';
import { clashOfShields } from '../../../../src/rulesets/dawn-of-battle/rules/10-melee/resolve/index.js';

const user = { kind: 'user', file: 'clash.json' } as const;

describe('§10.2.3.2 Clash of Shields table', () => {
  it('reads the cell for attacker type against defender type, 0 when empty', () => {
    const table: ClashFile = { cells: [{ attacker: 'CC', defender: 'HC', value: 2, provenance: user }] };
    expect(clashOfShields(table, 'CC', 'HC').value).toBe(2);
    expect(clashOfShields(table, 'CC', 'HC').cell?.provenance).toEqual(user);
    expect(clashOfShields(table, 'HC', 'CC').value).toBe(0);
    expect(clashOfShields(table, 'HC', 'CC').cell).toBeNull();
    expect(clashOfShields(table, 'leader', 'CC').value).toBe(0);
    expect(clashOfShields(table, 'CC', 'HC').citation.section).toBe('10.2.3.2');
  });

  it('finds the two cells the text states in the shipped table', () => {
    expect(clashOfShields(defaultClash, 'PX', 'MM').value).toBe(2);
    expect(clashOfShields(defaultClash, 'KT', 'PK').value).toBe(-2);
    expect(clashOfShields(defaultClash, 'PK', 'KT').value).toBe(0);
  });
});
