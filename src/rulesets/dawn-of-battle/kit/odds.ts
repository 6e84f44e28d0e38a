/**
 * Dawn of Battle's odds calculator for `strategos odds`: exact ranged-attack odds between units
 * of the bundled example battle as set up, and exact melee odds for given final melee strengths
 * over that battle's draw piles.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cardDef, dawnOfBattle, effectiveMorale, exampleScenario, type DobState, type Side } from '../index.js';
import { meleeOdds, type ExactChance } from '../rules/10-melee/resolve/odds.js';
import { rangedOdds } from '../calculators.js';
import type { OddsHook, OddsReport, OddsRow } from '../../../core/kit.js';

const RESULT_NAMES = { n: 'no effect', d: 'disrupted (d)', D: 'disrupted, must retreat (D)', E: 'eliminated (E)' } as const;
const STRENGTH = /^[+-]?\d+$/;

function exampleBattle(): E.Either<string, DobState> {
  const setup = dawnOfBattle.setup(exampleScenario, { seed: 'odds' });
  return E.isLeft(setup) ? E.left(setup.left.message) : E.right(setup.right);
}

const row = (label: string, c: ExactChance): OddsRow => ({ label, probability: c.probability, exact: `${c.exact[0]}/${c.exact[1]}` });

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The exact sum of chances (reduced), for outcomes grouped by a unit's fate. */
function total(cs: ReadonlyArray<ExactChance>): ExactChance {
  let n = 0n;
  let d = 1n;
  for (const c of cs) {
    const [cn, cd] = [BigInt(c.exact[0]), BigInt(c.exact[1])];
    [n, d] = [n * cd + cn * d, d * cd];
    const g = gcd(n, d);
    if (g > 1n) [n, d] = [n / g, d / g];
  }
  return { probability: cs.reduce((a, c) => a + c.probability, 0), exact: [n.toString(), d.toString()] };
}

/**
 * `melee <attacker strength>:<defender strength> [attacker-disrupted] [defender-disrupted]`:
 * side A attacks side B in the example battle as set up (their morale and draw piles), with the
 * given final melee strengths (size ratio, clash, flank and the other §10.2.3 modifiers already
 * added up, −6…+6).
 * @rule dawn-of-battle 10.2.3
 * @rule dawn-of-battle 10.2.5
 * @rule dawn-of-battle 14.6
 */
function meleeReport(words: ReadonlyArray<string>): E.Either<string, OddsReport> {
  // `+2:-1` (one word, so a shell's option parser never mistakes -1 for an option) or `+2 +1`.
  const pair = words[0]?.includes(':') === true;
  const [a, d] = pair ? words[0]!.split(':') : words;
  const flags = words.slice(pair ? 1 : 2);
  if (a === undefined || d === undefined || !STRENGTH.test(a) || !STRENGTH.test(d)) return E.left('expected "melee <attacker strength>:<defender strength> [attacker-disrupted] [defender-disrupted]", strengths as whole numbers such as +2:-1');
  const strengths = { attacker: Number(a), defender: Number(d) };
  if (Math.abs(strengths.attacker) > 6 || Math.abs(strengths.defender) > 6) return E.left(`melee strengths run from -6 to +6 (§10.2.3), got ${a} and ${d}`);
  const unknown = flags.find((f) => f !== 'attacker-disrupted' && f !== 'defender-disrupted');
  if (unknown !== undefined) return E.left(`unknown melee word "${unknown}"; expected attacker-disrupted or defender-disrupted`);
  const battle = exampleBattle();
  if (E.isLeft(battle)) return battle;
  const s = battle.right;
  const pile = (side: Side) => s.players[side].deck.drawPile.map((id) => cardDef(s, id));
  const odds = meleeOdds(
    {
      strengths,
      condition: { attacker: flags.includes('attacker-disrupted') ? 'disrupted' : 'good', defender: flags.includes('defender-disrupted') ? 'disrupted' : 'good' },
      morale: { attacker: { morale: effectiveMorale(s, 'A') }, defender: { morale: effectiveMorale(s, 'B') } },
      exMachinaTie: s.options.melee.exMachinaTie,
    },
    { attacker: pile('A'), defender: pile('B') },
  );
  if (E.isLeft(odds)) return E.left(`${odds.left.message} (${odds.left.citations.map((c) => `§${c.section}`).join(', ')})`);
  const o = odds.right;
  const results = ['n', 'd', 'D', 'E'] as const;
  // A result's effect depends on the unit's condition (a second disruption eliminates, §10.2.5),
  // so the units' fates are given besides the chart results.
  const eliminated = (role: 'attacker' | 'defender') => total(o.outcomes.filter((x) => (role === 'attacker' ? x.attackerAfter : x.defenderAfter) === 'eliminated'));
  const rows: OddsRow[] = [
    ...results.filter((r) => o.defender[r].probability > 0).map((r) => row(`defender result ${RESULT_NAMES[r]}`, o.defender[r])),
    row('defender eliminated in the end', eliminated('defender')),
    ...results.filter((r) => o.attacker[r].probability > 0).map((r) => row(`attacker result ${RESULT_NAMES[r]}`, o.attacker[r])),
    row('attacker eliminated in the end', eliminated('attacker')),
    row('ex Machina die duel', o.exMachina),
  ];
  if (o.unresolved.probability > 0) rows.push(row('unresolved (ties past the redraw limit)', o.unresolved));
  return E.right({
    title: `melee at strengths ${a} against ${d}${flags.length ? ` (${flags.join(', ')})` : ''}: side A (morale ${effectiveMorale(s, 'A')}) attacks side B (morale ${effectiveMorale(s, 'B')})`,
    rows,
    citations: [
      { ruleset: 'dawn-of-battle', section: '10.2.5' },
      { ruleset: 'dawn-of-battle', section: '14.6' },
    ],
    notes: ['each side draws from its draw pile in the example battle as set up, on the reconstructed default deck; every order of those cards counted exactly'],
  });
}

/**
 * `ranged <lead> <target> [supporters...]` in the example battle as set up, or `melee <attacker
 * strength>:<defender strength> [attacker-disrupted] [defender-disrupted]` (see meleeReport).
 * @rule dawn-of-battle 8.5
 * @rule dawn-of-battle 10.2.5
 */
export const dobOdds: OddsHook = {
  usage:
    'ranged <lead unit> <target unit> [supporting units...] — in the example battle as set up (its unit ids, such as A-PX-1, are in examples/dawn-of-battle/example-scenario.json); ' +
    'or melee <attacker strength>:<defender strength> [attacker-disrupted] [defender-disrupted] — final melee strengths -6..+6 such as +2:-1, side A attacking side B there',
  compute(args) {
    const [what, lead, target, ...support] = args;
    if (what === 'melee') return meleeReport(args.slice(1));
    if (what !== 'ranged' || lead === undefined || target === undefined) return E.left('expected "ranged <lead> <target> [supporters...]" or "melee <attacker strength>:<defender strength>"');
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
