// Issue #28: ids that are also properties of every JavaScript object (`__proto__`, `constructor`,
// `toString`, ...) used as a leader, unit, reinforcement group, DBA element or army, an agent or
// a ruleset name. They are refused where they come in, with the path; no unit is ever lost.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { Io } from '../../src/cli/io.js';
import { createGame, decode, idCodec, isReservedId, RESERVED_IDS } from '../../src/index.js';
import { kits } from '../../src/registry/index.js';
import { findAgent } from '../../src/sim/agents.js';
import { resolveAgents } from '../../src/sim/batch.js';
import { dawnOfBattle, exampleScenario as dobExample, scenarioCodec as dobScenarioCodec, type Scenario } from '../../src/rulesets/dawn-of-battle/index.js';
import { dba, exampleScenario as dbaExample, type DbaScenario } from '../../src/rulesets/dba/index.js';

const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
/** A scenario as it comes from a file (parsed JSON). */
const fromFile = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const RESERVED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

type Editable = { sides: Record<'A' | 'B', { units: Array<{ id: string }>; leaders: Array<{ id: string }> }> };
function dobWith(edit: (s: Editable) => void): unknown {
  const s = copy(dobExample) as unknown as Editable;
  edit(s);
  return s;
}

describe('reserved ids (issue #28)', () => {
  it('the id codec refuses every property name of Object.prototype, and nothing else it is given here', () => {
    for (const name of Object.getOwnPropertyNames(Object.prototype)) {
      expect(isReservedId(name)).toBe(true);
      expect(RESERVED_IDS.has(name)).toBe(true);
      expect(E.isLeft(decode(idCodec, name))).toBe(true);
    }
    for (const ok of ['u1', 'proto', '__proto', 'Constructor', 'tostring', 'hasOwnProperty2', '0', 'ü-7', ' ']) expect(decode(idCodec, ok)).toEqual(E.right(ok));
    expect(E.isLeft(decode(idCodec, ''))).toBe(true);
    expect(E.isLeft(decode(idCodec, 'x'.repeat(201)))).toBe(true);
  });

  for (const name of RESERVED) {
    it(`Dawn of Battle refuses "${name}" as a unit, leader, group or reinforcement id, naming the path`, () => {
      const cases: Array<[unknown, string]> = [
        [dobWith((s) => (s.sides.A.units[0]!.id = name)), 'sides.A.units[0].id'],
        [dobWith((s) => (s.sides.B.leaders[0]!.id = name)), 'sides.B.leaders[0].id'],
      ];
      const withGroup = copy(dobExample) as unknown as { sides: Record<'A' | 'B', { reinforcements?: Array<{ id: string; units: Array<{ id: string }> }> }> };
      const side = withGroup.sides.A.reinforcements !== undefined ? 'A' : 'B';
      const groups = withGroup.sides[side].reinforcements!;
      expect(groups.length).toBeGreaterThan(0);
      const g1 = copy(withGroup);
      g1.sides[side].reinforcements![0]!.id = name;
      cases.push([g1, `sides.${side}.reinforcements[0].id`]);
      const g2 = copy(withGroup);
      g2.sides[side].reinforcements![0]!.units[0]!.id = name;
      cases.push([g2, `sides.${side}.reinforcements[0].units[0].id`]);
      for (const [raw, path] of cases) {
        const scenario = fromFile(raw);
        const d = decode(dobScenarioCodec, scenario);
        expect(E.isLeft(d) && d.left.message).toContain(`${path}: expected an id that is not "${name}"`);
        const s = dawnOfBattle.setup(scenario as Scenario, { seed: 'r' });
        expect(E.isLeft(s) && s.left.message).toContain(path);
        expect(() => createGame(dawnOfBattle, scenario, { seed: 'r' })).not.toThrow();
      }
    });

    it(`DBA refuses "${name}" as an army or element id (decoded or handed to setup directly)`, () => {
      const army = copy(dbaExample) as { armies: Array<{ id: string; elements: Array<{ id: string }>; camp?: { garrison?: string } }> };
      army.armies[1]!.id = name;
      const element = copy(dbaExample) as typeof army;
      element.armies[0]!.elements[2]!.id = name;
      for (const [raw, path] of [[army, 'armies[1].id'], [element, 'armies[0].elements[2].id']] as const) {
        const scenario = fromFile(raw);
        const d = decode(dba.scenarioCodec, scenario);
        expect(E.isLeft(d) && d.left.message).toContain(`${path}: expected an id that is not "${name}"`);
        const s = dba.setup(scenario as unknown as DbaScenario, { seed: 'r' });
        expect(E.isLeft(s) && s.left.message).toContain(path);
      }
    });
  }

  it('a unit whose id merely looks like one (proto, Constructor) is kept: every unit of the scenario is in the state', () => {
    const s = dobWith((x) => {
      x.sides.A.units[0]!.id = 'proto';
      x.sides.A.units[1]!.id = 'Constructor';
    });
    const st = dawnOfBattle.setup(s as Scenario, { seed: 'r' });
    if (E.isLeft(st)) throw new Error(st.left.message);
    const units = st.right.units;
    expect(Object.keys(units)).toContain('proto');
    expect(Object.keys(units)).toContain('Constructor');
    const given = dobExample.sides.A.units.length + dobExample.sides.B.units.length + (dobExample.sides.A.reinforcements ?? []).concat(dobExample.sides.B.reinforcements ?? []).reduce((n, g) => n + g.units.length, 0);
    expect(Object.keys(units)).toHaveLength(given);
  });

  it('an agent called "constructor", "__proto__" or "toString" is unknown, not an internal error', () => {
    for (const kit of Object.values(kits)) {
      for (const name of RESERVED) {
        expect(findAgent(kit!, name)).toBeNull();
        const r = resolveAgents(kit!, [name]);
        expect(E.isLeft(r) && r.left.code).toBe('unknown-agent');
      }
    }
  });

  it('the command refuses a ruleset called "__proto__" or "constructor" as unknown (exit 2), not with an internal error', async () => {
    for (const name of ['__proto__', 'constructor', 'toString']) {
      let err = '';
      const io: Io = { out: () => {}, err: (t) => void (err += t), errIsTty: false, env: {}, cwd: process.cwd() };
      const code = await main(['simulate', '--ruleset', name, '--games', '1', '--quiet'], io);
      expect(code).toBe(2);
      expect(err).toMatch(new RegExp(`unknown ruleset "${name.replace(/[_]/g, '_')}"`));
      err = '';
      const agent = await main(['simulate', '--ruleset', 'dba', '--agents', name, '--games', '1', '--quiet'], io);
      expect(agent).toBe(2);
      expect(err).toMatch(/Unknown agent/);
    }
  });
});
