// Issue #29: JSON Schemas generated from the codecs, so an editor checks a file as it is typed.
// The schemas in docs/schemas/ are the generated ones (this test fails when a codec changes and
// they were not regenerated: run vitest with -u), and a schema validator agrees with the codecs
// on good and bad files.
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { closed, finiteNumber, idCodec, jsonSchemaOf } from '../../src/index.js';
import { unreadCodecs } from '../../src/core/json-schema.js';
import { main } from '../../src/cli/main.js';
import type { Io } from '../../src/cli/io.js';
import { dba, exampleScenario } from '../../src/rulesets/dba/index.js';
import { dawnOfBattle, exampleScenario as dobExample } from '../../src/rulesets/dawn-of-battle/index.js';
import { arcaneWarfare, exampleScenario as awExample } from '../../src/rulesets/arcane-warfare/index.js';

const ajv = new Ajv2020({ strict: false, allErrors: true });

describe('jsonSchemaOf', () => {
  it('reads core codecs: closed objects at every depth, ids, finite numbers, optional keys', () => {
    const codec = closed(t.intersection([t.type({ id: idCodec, at: t.type({ x: finiteNumber }) }), t.partial({ tag: t.keyof({ a: null, b: null }) })]));
    const schema = jsonSchemaOf(codec);
    const ok = ajv.compile(schema);
    expect(ok({ id: 'u1', at: { x: 1 } })).toBe(true);
    expect(ok({ id: 'u1', at: { x: 1 }, tag: 'b' })).toBe(true);
    expect(ok({ id: 'u1', at: { x: 1 }, tag: 'c' })).toBe(false);
    expect(ok({ id: 'u1', at: { x: 1, y: 2 } })).toBe(false); // closed below the top too
    expect(ok({ id: '__proto__', at: { x: 1 } })).toBe(false);
    expect(ok({ id: '', at: { x: 1 } })).toBe(false);
    expect(ok({ at: { x: 1 } })).toBe(false);
    expect(unreadCodecs(codec)).toEqual([]);
  });

  it('names an unreadable codec instead of constraining it wrongly', () => {
    const opaque = new t.Type<number, number, unknown>('an odd number', (u): u is number => typeof u === 'number' && u % 2 === 1, (u, c) => (typeof u === 'number' && u % 2 === 1 ? t.success(u) : t.failure(u, c)), (n) => n);
    expect(jsonSchemaOf(t.type({ n: opaque }))['properties']).toEqual({ n: { description: 'an odd number' } });
    expect(unreadCodecs(t.type({ n: opaque }))).toEqual(['an odd number']);
  });
});

describe('the schemas in docs/schemas/', () => {
  for (const ruleset of [dba, dawnOfBattle, arcaneWarfare] as ReadonlyArray<{ id: string; scenarioCodec: t.Mixed; optionsCodec: t.Mixed; commandCodec: t.Mixed }>) {
    const kinds = { scenario: ruleset.scenarioCodec, options: ruleset.optionsCodec, command: ruleset.commandCodec } as const;
    for (const [kind, codec] of Object.entries(kinds)) {
      it(`${ruleset.id}-${kind}.schema.json is the generated schema, every codec read`, async () => {
        expect(unreadCodecs(codec)).toEqual([]);
        const schema = jsonSchemaOf(codec, { title: `${ruleset.id} ${kind}` });
        await expect(`${JSON.stringify(schema, null, 2)}\n`).toMatchFileSnapshot(`../../docs/schemas/${ruleset.id}-${kind}.schema.json`);
      });
    }
  }

  it('Dawn of Battle: the schema and the codec agree on the example scenario and on played commands', () => {
    const scenarioOk = ajv.compile(jsonSchemaOf(dawnOfBattle.scenarioCodec));
    expect(scenarioOk(dobExample)).toBe(true);
    expect(scenarioOk({ ...dobExample, turns: 'ten' })).toBe(E.isRight(dawnOfBattle.scenarioCodec.decode({ ...dobExample, turns: 'ten' })));
    const commandOk = ajv.compile(jsonSchemaOf(dawnOfBattle.commandCodec));
    const s = dawnOfBattle.setup(dobExample, { seed: 'schema' });
    if (E.isLeft(s)) throw new Error(s.left.message);
    let state = s.right;
    for (let i = 0; i < 60; i++) {
      const cmd = dawnOfBattle.legalCommands(state)[0];
      if (cmd === undefined) break;
      expect(commandOk(cmd), JSON.stringify(cmd)).toBe(true);
      expect(commandOk({ ...cmd, stray: 1 })).toBe(false);
      const r = dawnOfBattle.apply(state, cmd);
      if (E.isLeft(r)) throw new Error(r.left.message);
      state = r.right.state;
    }
  });
});

describe('Arcane Warfare schemas', () => {
  it('the schema and the codec agree on the example scenario and its options', () => {
    const ok = ajv.compile(jsonSchemaOf(arcaneWarfare.scenarioCodec));
    expect(ok(awExample)).toBe(true);
    expect(ok({ ...awExample, stray: 1 })).toBe(false);
    const opts = ajv.compile(jsonSchemaOf(arcaneWarfare.optionsCodec));
    expect(opts({ preset: 'starter', turnLimit: 12 })).toBe(true);
    for (const bad of [{ turnLimit: 0 }, { turnLimit: 2.5 }, { preset: 'expert' }]) {
      expect(opts(bad)).toBe(false);
      expect(E.isLeft(arcaneWarfare.optionsCodec.decode(bad))).toBe(true);
    }
  });
});

describe('DBA schemas', () => {
  it('the schema and the codec agree on the example scenario and on broken ones', () => {
    const ok = ajv.compile(jsonSchemaOf(dba.scenarioCodec));
    const broken: unknown[] = [
      { ...exampleScenario, stray: 1 },
      { ...exampleScenario, terrain: [{ ...exampleScenario.terrain![0]!, kind: 'swamp' }] },
      { ...exampleScenario, armies: [exampleScenario.armies[0]] },
      { ...exampleScenario, table: { width: '2400', height: 2400 } },
    ];
    expect(ok(exampleScenario)).toBe(true);
    expect(E.isRight(dba.scenarioCodec.decode(exampleScenario))).toBe(true);
    for (const b of broken) {
      expect(ok(b)).toBe(false);
      expect(E.isLeft(dba.scenarioCodec.decode(b))).toBe(true);
    }
  });

  it('the options schema accepts what the codec accepts and refuses a misspelt key', () => {
    const ok = ajv.compile(jsonSchemaOf(dba.optionsCodec));
    const good = { strict: true, recoilThroughOpposite: true, maxBounds: 40, overrides: { combatFactors: { Bd: { vsFoot: 5 } }, riverMove: 80 } };
    expect(E.isRight(dba.optionsCodec.decode(good))).toBe(true);
    expect(ok(good)).toBe(true);
    for (const bad of [{ stirct: true }, { overrides: { combatFactors: { Bd: { vsFut: 5 } } } }, { overrides: { combatFactors: { Zz: {} } } }]) {
      expect(E.isLeft(dba.optionsCodec.decode(bad))).toBe(true);
      expect(ok(bad)).toBe(false);
    }
  });

  it('`strategos schema` prints the schema of a kind, and refuses an unknown kind', async () => {
    let out = '';
    const io: Io = { out: (x) => void (out += x), err: (x) => void (out += x), errIsTty: false, env: {}, cwd: process.cwd() };
    expect(await main(['schema', '--ruleset', 'dba', '--kind', 'command'], io)).toBe(0);
    expect(JSON.parse(out)).toEqual(jsonSchemaOf(dba.commandCodec, { title: 'dba command' }));
    out = '';
    expect(await main(['schema', '--ruleset', 'dba', '--kind', 'state'], io)).toBe(2);
    expect(out).toMatch(/no schema for "state"; choose one of scenario, options, command/);
  });

  it('every command a game plays is valid against the command schema', () => {
    const ok = ajv.compile(jsonSchemaOf(dba.commandCodec));
    const s = dba.setup(exampleScenario, { seed: 'schema' });
    if (E.isLeft(s)) throw new Error(s.left.message);
    let state = s.right;
    for (let i = 0; i < 40; i++) {
      const legal = dba.legalCommands(state);
      const cmd = legal[0];
      if (cmd === undefined) break;
      expect(ok(cmd), JSON.stringify(cmd)).toBe(true);
      const r = dba.apply(state, cmd);
      if (E.isLeft(r)) throw new Error(r.left.message);
      state = r.right.state;
    }
  });
});
