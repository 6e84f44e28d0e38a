/**
 * Dawn of Battle's odds calculator for `strategos odds`: exact ranged-attack odds between units
 * of the bundled example battle as set up.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { dawnOfBattle, exampleScenario, rangedOdds } from '../../../rulesets/dawn-of-battle/index.js';
import type { OddsHook } from '../../types.js';

/**
 * `ranged <lead> <target> [supporters...]` in the example battle as set up.
 * @rule dawn-of-battle 8.5
 */
export const dobOdds: OddsHook = {
  usage: 'ranged <lead unit> <target unit> [supporting units...] — in the example battle as set up (see `strategos rulesets`)',
  compute(args) {
    const [what, lead, target, ...support] = args;
    if (what !== 'ranged' || lead === undefined || target === undefined) return E.left('expected "ranged <lead> <target> [supporters...]"');
    const setup = dawnOfBattle.setup(exampleScenario, { seed: 'odds' });
    if (E.isLeft(setup)) return E.left(setup.left.message);
    const o = rangedOdds(setup.right, lead, support, target);
    if (E.isLeft(o)) {
      const ids = Object.values(setup.right.units).filter((u) => u.where === 'map').map((u) => u.id).join(', ');
      return E.left(`${o.left.message} (${o.left.citations.map((c) => `§${c.section}`).join(', ')}); units on the example map: ${ids}`);
    }
    const r = o.right;
    return E.right({
      title: `${lead} fires at ${target}: best of ${r.draws} draw${r.draws === 1 ? '' : 's'}, +${r.supporters} support, defence ${r.defenseModifier >= 0 ? '+' : ''}${r.defenseModifier}`,
      rows: [
        { label: r.result === 'disrupt' ? 'target disrupted' : 'target eliminated', probability: r.hit },
        { label: 'no effect', probability: 1 - r.hit },
      ],
      citations: [{ ruleset: 'dawn-of-battle', section: '8.5' }],
      notes: ['from the cards left in both draw piles of the example battle as set up, on the reconstructed default deck'],
    });
  },
};
