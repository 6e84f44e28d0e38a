// Issue #28: values no honest file holds. Nesting 10⁴–10⁵ deep in an unknown field is refused at
// decode (iteratively, with the path) instead of overflowing the stack downstream; −0 never
// enters a Dawn of Battle state from a command; Dawn of Battle's setup refuses malformed options
// as DBA's does.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { Io } from '../../src/cli/io.js';
import { createGame, decode, inputLimitProblem, MAX_INPUT_DEPTH, replay } from '../../src/index.js';
import { commandCodec, dawnOfBattle, exampleScenario, type DobCommand } from '../../src/rulesets/dawn-of-battle/index.js';
import { dba, exampleScenario as dbaExample } from '../../src/rulesets/dba/index.js';

const dir = mkdtempSync(join(tmpdir(), 'strategos-hostile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `{ x: { x: ... 1 } }`, `depth` objects deep, built as text and parsed (as a file is). */
function deep(depth: number): unknown {
  return JSON.parse(`${'{"x":'.repeat(depth)}1${'}'.repeat(depth)}`);
}

function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: Io = { out: (t) => void (out += t), err: (t) => void (err += t), errIsTty: false, env: {}, cwd: dir };
  return main(args, io).then((code) => ({ code, out, err }));
}

describe('deep nesting (issue #28)', () => {
  it('the limit check is iterative and names the path', () => {
    for (const depth of [10_000, 100_000]) {
      const p = inputLimitProblem({ a: [deep(depth)] });
      expect(p).not.toBeNull();
      expect(p!.expected).toBe(`a document nested at most ${MAX_INPUT_DEPTH} levels deep`);
      expect(p!.path.startsWith('a[0].x.x.x')).toBe(true);
    }
    expect(inputLimitProblem(exampleScenario)).toBeNull();
    const cycle: Record<string, unknown> = {};
    cycle['self'] = cycle;
    expect(inputLimitProblem(cycle)).not.toBeNull();
  });

  it('decode refuses a scenario with 100,000 levels in an unknown field (both rulesets), and setup/createGame/replay too', () => {
    const dob = { ...exampleScenario, notes: deep(100_000) };
    const d = decode(dawnOfBattle.scenarioCodec, dob);
    expect(E.isLeft(d) && d.left.message).toMatch(/^notes\.x\.x.*: expected a document nested at most 64 levels deep/);
    const s = dawnOfBattle.setup(dob, { seed: 's' });
    expect(E.isLeft(s) && s.left.code).toBe('bad-scenario');
    expect(E.isLeft(createGame(dawnOfBattle, dob, { seed: 's' }))).toBe(true);
    const r = replay(dawnOfBattle, exampleScenario, { seed: 's' }, [{ type: 'pass', player: 'A', junk: deep(50_000) }]);
    expect(E.isLeft(r) && r.left.kind).toBe('command');
    const b = decode(dba.scenarioCodec, { ...dbaExample, notes: deep(100_000) });
    expect(E.isLeft(b)).toBe(true);
  });

  it('`strategos validate` and `simulate` refuse it with a message, not a RangeError', async () => {
    const file = join(dir, 'deep.json');
    writeFileSync(file, JSON.stringify({ ...exampleScenario, notes: 0 }).replace('"notes":0', `"notes":${'{"x":'.repeat(20_000)}1${'}'.repeat(20_000)}`));
    const v = await cli(['validate', '--ruleset', 'dawn-of-battle', file]);
    expect(v.code).toBe(1);
    expect(v.out).toMatch(/notes\.x\.x.*expected a document nested at most 64 levels deep/);
    const sim = await cli(['simulate', '--ruleset', 'dawn-of-battle', '--scenario', file, '--games', '1', '--quiet']);
    expect(sim.code).toBe(1);
    expect(sim.err).toMatch(/nested at most 64 levels deep/);
    expect(sim.err).not.toMatch(/internal error|RangeError/);
  });
});

describe('−0 in commands (issue #28)', () => {
  it('a Dawn of Battle command with −0 where an integer goes is refused, so −0 never enters a state', () => {
    const g = createGame(dawnOfBattle, exampleScenario, { seed: 'zero' });
    if (E.isLeft(g)) throw new Error(g.left.message);
    const game = g.right;
    // Play until some legal command carries a number, then give it with −0 in place of a 0 (or of its number).
    for (let ply = 0; ply < 400 && game.outcome() === null; ply++) {
      const legal = game.legalCommands();
      const withNumber = legal.find((c) => /"(q|r|count|facing|dir|draw)":0[,}]/.test(JSON.stringify(c)));
      if (withNumber !== undefined) {
        const text = JSON.stringify(withNumber);
        const hostile = JSON.parse(text.replace(/"(q|r|count|facing|dir|draw)":0([,}])/, '"$1":-0$2')) as DobCommand;
        expect(JSON.stringify(hostile)).toBe(text); // −0 writes as 0: only Object.is tells them apart
        expect(E.isLeft(decode(commandCodec, hostile))).toBe(true);
        const r = dawnOfBattle.apply(game.state, hostile);
        expect(E.isLeft(r) && r.left.code).toBe('malformed-command');
        expect(E.isLeft(r) && r.left.message).toMatch(/got -0/);
        return;
      }
      const step = game.dispatch(legal[0]!);
      if (E.isLeft(step)) throw new Error(step.left.message);
    }
    throw new Error('no command with a 0 was offered in 400 plies');
  });
});

describe('Dawn of Battle setup options (issue #28)', () => {
  const bad: Array<[string, unknown]> = [
    ['data: "garbage"', { data: 'garbage' }],
    ['an array', []],
    ['data as an array', { data: [] }],
    ['an unknown key', { dta: {} }],
    ['an unknown data key', { data: { countres: {} } }],
    ['a string', 'options'],
  ];
  for (const [what, options] of bad) {
    it(`refuses ${what}, as DBA does`, () => {
      const r = dawnOfBattle.setup(exampleScenario, { seed: 'o', options: options as never });
      expect(E.isLeft(r) && r.left.code).toBe('bad-options');
      expect(E.isLeft(dba.setup(dbaExample, { seed: 'o', options: options as never }))).toBe(true);
    });
  }

  it('still takes good options and none', () => {
    expect(E.isRight(dawnOfBattle.setup(exampleScenario, { seed: 'o' }))).toBe(true);
    expect(E.isRight(dawnOfBattle.setup(exampleScenario, { seed: 'o', options: {} }))).toBe(true);
    expect(E.isRight(dawnOfBattle.setup(exampleScenario, { seed: 'o', options: { stack: { A: [1, 2] } } }))).toBe(true);
  });
});
