/**
 * DBA's odds calculator for `strategos odds`: the exact outcome counts of one matchup of troop
 * types, through the game's own factor and outcome code.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { OddsHook, OddsReport } from '../../../core/kit.js';
import { isDbaTroopType, TROOP_NAMES, type DbaTroopType } from '../data/troop-types.js';
import { matchupOdds } from '../odds.js';
import { dc } from '../world.js';

/**
 * Parses `Kn Bw [a-bad] [b-bad] [a-general] [b-general]` and gives every outcome's chance for
 * each side, out of 36.
 * @rule dba close-combat
 * @rule dba combat-outcome
 */
export function dbaOddsReport(args: ReadonlyArray<string>): E.Either<string, OddsReport> {
  const types = args.filter((x) => isDbaTroopType(x)) as DbaTroopType[];
  if (types.length !== 2) return E.left('Name two troop types, e.g. "Kn Bw", optionally with a-bad, b-bad, a-general, b-general.');
  const [a, b] = types as [DbaTroopType, DbaTroopType];
  const o = matchupOdds({ a, b, aBadGoing: args.includes('a-bad'), bBadGoing: args.includes('b-bad'), aGeneral: args.includes('a-general'), bGeneral: args.includes('b-general') });
  if (o === null) return E.left('Could not set up the matchup.');
  const rows = (['no-effect', 'recoil', 'flee', 'destroyed'] as const).flatMap((k) => [
    { label: `${TROOP_NAMES[a]} ${k}`, probability: o.a.outcomes[k] / 36, exact: `${o.a.outcomes[k]}/36` },
    { label: `${TROOP_NAMES[b]} ${k}`, probability: o.b.outcomes[k] / 36, exact: `${o.b.outcomes[k]}/36` },
  ]);
  return E.right({
    title: `${TROOP_NAMES[a]} (${o.a.value}) against ${TROOP_NAMES[b]} (${o.b.value})`,
    rows,
    citations: [dc('close-combat'), dc('combat-outcome')],
    notes: [...o.a.terms.map((t) => `${a}: ${t.name} ${t.value} [${t.source}]`), ...o.b.terms.map((t) => `${b}: ${t.name} ${t.value} [${t.source}]`)],
  });
}

/** The odds hook of DBA's kit. */
export const dbaOdds: OddsHook = { usage: 'Kn Bw [a-bad] [b-bad] [a-general] [b-general]', compute: dbaOddsReport };
