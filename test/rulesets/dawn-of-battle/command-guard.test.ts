// The reducer's compiled command check (command-guard.ts) against io-ts's own `commandCodec.is`
// on commands one edit away from well formed: the edits most likely to expose a compiled check
// that differs from io-ts (a field replaced, removed, set to undefined; a sparse array).
import * as E from 'fp-ts/lib/Either.js';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { commandCodec, dawnOfBattle, exampleScenario, type DobCommand } from '../../../src/dawn-of-battle/index.js';
import { randomScenario } from '../../../src/dawn-of-battle/design/index.js';
import { isDobCommand } from '../../../src/rulesets/dawn-of-battle/command-guard.js';
import { aleaFromSeed, drawInt, type RngState } from '../../../src/random/index.js';

/** Every command listed over the first plies of two random games (the example, a small battle). */
function listed(): DobCommand[] {
  const battle = randomScenario('guard-battle', { budget: 120 });
  if (E.isLeft(battle)) throw new Error(battle.left.message);
  const out: DobCommand[] = [];
  for (const scenario of [exampleScenario, battle.right.scenario]) {
    const r = dawnOfBattle.setup(scenario, { seed: 'guard' });
    if (E.isLeft(r)) throw new Error(r.left.message);
    let s = r.right;
    let rng: RngState = aleaFromSeed('guard-agent');
    for (let ply = 0; ply < 150 && s.phase.kind !== 'over'; ply++) {
      const cmds = dawnOfBattle.legalCommands(s);
      out.push(...cmds);
      const d = drawInt(rng, 0, cmds.length - 1);
      rng = d.rng;
      const step = dawnOfBattle.apply(s, cmds[d.value]!);
      if (E.isLeft(step)) throw new Error(step.left.message);
      s = step.right.state;
    }
  }
  return out;
}

const commands = listed();
type Edit = { kind: 'set'; value: unknown } | { kind: 'delete' } | { kind: 'undefined' } | { kind: 'sparse' };
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), value: fc.anything() }),
  fc.constant({ kind: 'delete' as const }),
  fc.constant({ kind: 'undefined' as const }),
  fc.constant({ kind: 'sparse' as const }),
);

/** `c` with `e` applied to its field (or nested field) number `at`. */
function edited(c: DobCommand, at: number, e: Edit): unknown {
  const v = JSON.parse(JSON.stringify(c)) as Record<string, unknown>;
  // The fields, and the fields of nested records and array items, as [holder, key] pairs.
  const slots: Array<[Record<string, unknown> | unknown[], string | number]> = [];
  const walk = (o: unknown): void => {
    if (Array.isArray(o)) o.forEach((x, i) => (slots.push([o, i]), walk(x)));
    else if (o !== null && typeof o === 'object') for (const k of Object.keys(o)) (slots.push([o as Record<string, unknown>, k]), walk((o as Record<string, unknown>)[k]));
  };
  walk(v);
  const [holder, key] = slots[at % slots.length]!;
  const h = holder as Record<string | number, unknown>;
  if (e.kind === 'set') h[key] = e.value;
  else if (e.kind === 'delete') delete h[key];
  else if (e.kind === 'undefined') h[key] = undefined;
  else {
    const arr: unknown[] = [];
    arr[2] = h[key];
    h[key] = arr;
  }
  return v;
}

describe('the compiled command check', () => {
  test.prop([fc.nat(commands.length - 1), fc.nat(), edit], { numRuns: 2000, seed: 20261127 })(
    'agrees with commandCodec.is on listed commands with one field edited',
    (i, at, e) => {
      const v = edited(commands[i]!, at, e);
      expect(isDobCommand(v)).toBe(commandCodec.is(v));
    },
  );

  test.prop([fc.nat(commands.length - 1)], { numRuns: 300, seed: 20261127 })('accepts every listed command', (i) => {
    expect(isDobCommand(commands[i]!)).toBe(true);
  });
});
