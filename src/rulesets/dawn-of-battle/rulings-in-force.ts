import type { DobOptions } from './model/state.js';

/**
 * The library's rulings (docs/rulings/dawn-of-battle.md) a game plays with where its options
 * differ from the default reading: what `outcome.rulings` lists, so a result says which
 * readings it rests on. Each entry pairs a ruling with the test of its non-default choice.
 */
const NON_DEFAULT: ReadonlyArray<readonly [string, (o: DobOptions) => boolean]> = [
  ['DOB-R14', (o) => o.dieModWindows !== 'initiative'],
  ['DOB-R21', (o) => !o.melee.casualtyOnEveryResult],
  ['DOB-R44', (o) => !o.panicMayExitMap],
  ['DOB-R45', (o) => o.suddenDeathInclusive],
  ['DOB-R47', (o) => o.melee.exMachinaTie !== 'bothD'],
  ['DOB-R52', (o) => o.melee.doubleAttackMinStrength !== 6],
];

/**
 * The ids of the rulings `options` selects a non-default alternative of, in id order.
 * @ruling DOB-R14
 * @ruling DOB-R21
 * @ruling DOB-R44
 * @ruling DOB-R45
 * @ruling DOB-R47
 * @ruling DOB-R52
 */
export function rulingsInForce(options: DobOptions): string[] {
  return NON_DEFAULT.filter(([, differs]) => differs(options)).map(([id]) => id);
}
