import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveMeleeOptions } from '../../src/rulesets/dawn-of-battle/model/melee-phase.js';
import type { DobOptions } from '../../src/rulesets/dawn-of-battle/model/state.js';
import { NO_SUPPLEMENTARY } from '../../src/rulesets/dawn-of-battle/model/supplementary.js';
import { rulingsInForce } from '../../src/rulesets/dawn-of-battle/rulings-in-force.js';

// Every Dawn of Battle option that selects a reading the book leaves open cites its ruling in
// the option's doc comment (`@ruling DOB-Rnn`), and the ruling names the option among its
// alternatives: a reader of the API reference finds the question, a reader of the ruling the switch.
const root = resolve(import.meta.dirname, '../..');
const source = (p: string): string => readFileSync(resolve(root, p), 'utf8');
const optionFiles = ['src/rulesets/dawn-of-battle/model/scenario.ts', 'src/rulesets/dawn-of-battle/model/melee-phase.ts'].map(source).join('\n');
const rulings = source('docs/rulings/dawn-of-battle.md');

const defaults: DobOptions = {
  quickerPlay: false, noDraws: false, suddenDeathInclusive: false, panicMayExitMap: true, dieModWindows: 'initiative',
  supplementary: NO_SUPPLEMENTARY, events: null, freeDeployment: false, tournamentBalancing: false, melee: resolveMeleeOptions(undefined),
};

// Each option moved off its default, one at a time: [field, the options with it changed].
const alternatives: ReadonlyArray<readonly [string, DobOptions]> = [
  ['suddenDeathInclusive', { ...defaults, suddenDeathInclusive: true }],
  ['panicMayExitMap', { ...defaults, panicMayExitMap: false }],
  ['dieModWindows', { ...defaults, dieModWindows: 'none' }],
  ['exMachinaTie', { ...defaults, melee: { ...defaults.melee, exMachinaTie: 'redraw' } }],
  ['doubleAttackMinStrength', { ...defaults, melee: { ...defaults.melee, doubleAttackMinStrength: 4 } }],
  ['casualtyOnEveryResult', { ...defaults, melee: { ...defaults.melee, casualtyOnEveryResult: false } }],
];

/** The doc comment right above `readonly <field>?:` in the scenario's option interfaces. */
function docOf(field: string): string {
  const m = new RegExp(`(/\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/)\\s*readonly ${field}\\?:`).exec(optionFiles);
  return m?.[1] ?? '';
}

/** The text of one ruling's section in docs/rulings/dawn-of-battle.md. */
function rulingText(id: string): string {
  const at = rulings.indexOf(`### ${id} `);
  if (at < 0) return '';
  const next = rulings.indexOf('\n### ', at + 1);
  return rulings.slice(at, next < 0 ? undefined : next);
}

describe('Dawn of Battle options cite the rulings they select', () => {
  it('the defaults select no ruling\'s alternative', () => {
    expect(rulingsInForce(defaults)).toEqual([]);
  });

  it.each(alternatives)('%s: its doc comment cites the ruling it selects, which names it', (field, options) => {
    const selected = rulingsInForce(options);
    expect(selected).toHaveLength(1);
    const id = selected[0]!;
    expect(docOf(field)).toContain(`@ruling ${id}`);
    expect(rulingText(id)).toContain(field);
  });
});
