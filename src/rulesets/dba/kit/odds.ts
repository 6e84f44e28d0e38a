/**
 * DBA's odds calculator for `strategos odds`: the exact outcome counts of one matchup of troop
 * types, through the game's own factor and outcome code.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { OddsHook, OddsReport } from '../../../core/kit.js';
import { isDbaTroopType, TROOP_NAMES, type DbaTroopType } from '../data/troop-types.js';
import { combatOdds, matchupOdds, type CombatOdds } from '../odds.js';
import type { DbaState } from '../state.js';
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
  return E.right(report(o, [a, TROOP_NAMES[a]], [b, TROOP_NAMES[b]], 'close-combat'));
}

/**
 * Parses `<element id> <element id> [shooting]` and gives every outcome's chance, out of 36, of
 * the two elements fighting where they stand in `state` (close combat, or the second shot by the
 * first): their going, generals, rear support and overlaps as the game's own factor rows read
 * them.
 * @rule dba close-combat
 * @rule dba distant-shooting
 * @rule dba combat-outcome
 */
export function dbaOddsInState(state: unknown, args: ReadonlyArray<string>): E.Either<string, OddsReport> {
  const s = state as DbaState;
  const kind = args.includes('shooting') ? 'shooting' : 'close-combat';
  const ids = args.filter((x) => x !== 'shooting');
  const onTable = Object.values(s.elements).filter((e) => e.status === 'active').map((e) => e.id);
  if (ids.length !== 2) return E.left(`Name two elements, e.g. "${onTable.slice(0, 2).join(' ')}", optionally with shooting.`);
  for (const id of ids) {
    if (s.elements[id]?.status !== 'active') {
      const listed = onTable.length === 0 ? 'no element is on the table yet (give the scenario a position)' : `elements on the table: ${onTable.join(', ')}`;
      return E.left(`There is no element "${id}" on the table; ${listed}.`);
    }
  }
  const [aId, bId] = ids as [string, string];
  const a = s.elements[aId]!;
  const b = s.elements[bId]!;
  if (a.side === b.side) return E.left(`${aId} and ${bId} are on the same side.`);
  const o = combatOdds(s, aId, bId, kind);
  if (o === null) return E.left('Could not set up the combat.');
  return E.right(report(o, [aId, `${aId} (${TROOP_NAMES[a.type as DbaTroopType]})`], [bId, `${bId} (${TROOP_NAMES[b.type as DbaTroopType]})`], kind));
}

/** The report of one fight: each side's outcomes out of 36, and the factor terms behind them. */
function report(o: CombatOdds, [aKey, aName]: readonly [string, string], [bKey, bName]: readonly [string, string], kind: 'close-combat' | 'shooting'): OddsReport {
  const rows = (['no-effect', 'recoil', 'flee', 'destroyed'] as const).flatMap((k) => [
    { label: `${aName} ${k}`, probability: o.a.outcomes[k] / 36, exact: `${o.a.outcomes[k]}/36` },
    { label: `${bName} ${k}`, probability: o.b.outcomes[k] / 36, exact: `${o.b.outcomes[k]}/36` },
  ]);
  return {
    title: `${aName} (${o.a.value}) ${kind === 'shooting' ? 'shooting at' : 'against'} ${bName} (${o.b.value})`,
    rows,
    citations: [dc(kind === 'shooting' ? 'distant-shooting' : 'close-combat'), dc('combat-outcome')],
    notes: [...o.a.terms.map((t) => `${aKey}: ${t.name} ${t.value} [${t.source}]`), ...o.b.terms.map((t) => `${bKey}: ${t.name} ${t.value} [${t.source}]`)],
  };
}

/** The odds hook of DBA's kit. */
export const dbaOdds: OddsHook = {
  usage: 'Kn Bw [a-bad] [b-bad] [a-general] [b-general]',
  compute: dbaOddsReport,
  inStateUsage: '<element id> <element id> [shooting]',
  inState: dbaOddsInState,
};
