import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { decode } from '../../../../src/core/decode.js';
import { isAuthoritative } from '../../../../src/core/provenance.js';
import { clashOfShields, clashTableCodec, defaultClashTable, type ClashTable } from '../../../../src/rulesets/dawn-of-battle/melee/index.js';
import { left, right } from './fixtures.js';

const user = { kind: 'user', file: 'clash.json' } as const;

describe('§10.2.3.2 Clash of Shields table', () => {
  it('reads the cell for attacker type against defender type, 0 when empty', () => {
    const table: ClashTable = { cells: [{ attacker: 'CC', defender: 'HC', value: 2, provenance: user }] };
    expect(clashOfShields(table, 'CC', 'HC').value).toBe(2);
    expect(clashOfShields(table, 'HC', 'CC').value).toBe(0);
    expect(clashOfShields(table, 'HC', 'CC').cell).toBeNull();
    expect(clashOfShields(table, 'leader', 'CC').value).toBe(0);
  });

  it('ships only the two cells the text states, the table as a whole labelled reconstructed', () => {
    expect(defaultClashTable.cells).toHaveLength(2);
    expect(clashOfShields(defaultClashTable, 'PX', 'MM').value).toBe(2);
    expect(clashOfShields(defaultClashTable, 'KT', 'PK').value).toBe(-2);
    expect(defaultClashTable.provenance?.kind).toBe('reconstructed');
    expect(isAuthoritative(defaultClashTable.provenance!)).toBe(false);
    expect(right(decode(clashTableCodec, JSON.parse(JSON.stringify(defaultClashTable))))).toEqual(defaultClashTable);
  });

  it('validates a user file and names the failing path', () => {
    const bad = { cells: [{ attacker: 'PX', defender: 'MM', value: 2, provenance: user }, { attacker: 'KT', defender: 'XX', value: 1.5, provenance: user }] };
    const err = left(decode(clashTableCodec, bad));
    expect(err.message).toContain('cells[1].defender: expected unit type code, got "XX"');
    expect(err.message).toContain('cells[1].value: expected integer -9..9, got 1.5');
  });

  it('refuses a cell without provenance and a repeated pair', () => {
    expect(left(decode(clashTableCodec, { cells: [{ attacker: 'PX', defender: 'MM', value: 2 }] })).message).toContain('cells[0].provenance');
    const twice = { cells: [1, 2].map((v) => ({ attacker: 'PX', defender: 'MM', value: v, provenance: user })) };
    expect(left(decode(clashTableCodec, twice)).message).toContain('cells[1]: expected at most one cell for PX attacking MM');
    expect(E.isRight(decode(clashTableCodec, { cells: [] }))).toBe(true);
  });
});
