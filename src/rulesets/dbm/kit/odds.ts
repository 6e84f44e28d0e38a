/**
 * DBM's odds calculator: the exact chances of one fight where the two elements stand, over the
 * 36 die pairs, through the game's own factor, grading and mitigating rows. DBM's totals depend
 * on where the elements stand (rear support, overlaps, going, upslope, generals), so it reads a
 * game state (`dbmKit.odds.inState(state, ['a', 'b'])`), not a bare matchup of troop types; the
 * CLI's `--scenario` reaches it once a DBM scenario file can hold a position (not yet).
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { OddsHook, OddsReport } from '../../../core/kit.js';
import { rule } from '../data/cite.js';
import type { DbmState } from '../model/state.js';
import { dbmFightOdds } from '../rules/22-resolution/odds.js';
import { prepareFight } from '../rules/22-resolution/resolve.js';

const IN_STATE_USAGE = '<element id> <element id> [shooting]';

/**
 * Parses `<element id> <element id> [shooting]` and gives how the first element's final total
 * compares with the second's, out of 36, in close combat or with the first shooting at the
 * second; the notes list each side's terms with the page they come from and their source.
 * @rule dbm p.22 L1702-1850
 */
export function dbmOddsInState(state: unknown, args: ReadonlyArray<string>): E.Either<string, OddsReport> {
  const s = state as DbmState;
  const kind = args.includes('shooting') ? 'shooting' : 'close-combat';
  const ids = args.filter((x) => x !== 'shooting');
  const onTable = Object.values(s.elements).filter((e) => e.status === 'active');
  if (ids.length !== 2) return E.left(`Name two elements, e.g. "${onTable.slice(0, 2).map((e) => e.id).join(' ')}", optionally with shooting.`);
  for (const id of ids) {
    if (s.elements[id]?.status !== 'active') {
      const listed = onTable.length === 0 ? 'no element is on the table yet (deploy, or give a mid-game state)' : `elements on the table: ${onTable.map((e) => e.id).join(', ')}`;
      return E.left(`There is no element "${id}" on the table; ${listed}.`);
    }
  }
  const a = s.elements[ids[0]!]!;
  const b = s.elements[ids[1]!]!;
  if (a.side === b.side) return E.left(`${a.id} and ${b.id} are on the same side.`);
  const fight = prepareFight(s, a, b, kind, onTable);
  const o = dbmFightOdds(s, fight);
  const name = (id: string) => {
    const t = s.troops[id];
    return t === undefined ? id : `${id} (${t.type}(${t.grade}))`;
  };
  const row = (label: string, n: number) => ({ label, probability: n / 36, exact: `${n}/36` });
  return E.right({
    title: `${name(a.id)} ${kind === 'shooting' ? 'shooting at' : 'against'} ${name(b.id)}`,
    rows: [
      row(`${a.id}'s total higher`, o.aWins),
      row(`  of which ${b.id}'s half or less`, o.aDoubles),
      row('equal totals', o.equal),
      row(`${b.id}'s total higher`, o.bWins),
      row(`  of which ${a.id}'s half or less`, o.bDoubles),
    ],
    citations: [rule(kind === 'shooting' ? 'p.21' : 'p.21a'), rule('p.22', 'L1702-1850: combat, rear support, tactical, grading and mitigating factors'), rule('p.23', 'the outcome by the band each total falls in')],
    notes: [fight.a, fight.b].flatMap((side) => side.terms.map((t) => `${side.id}: ${t.name} ${t.value >= 0 ? '+' : ''}${t.value} (${t.section}) [${t.source}]`)),
  });
}

/** The odds hook of DBM's kit: a position is needed (see the module comment). */
export const dbmOdds: OddsHook = {
  usage: `a game state: dbmKit.odds.inState(state, [a, b]) (${IN_STATE_USAGE})`,
  compute: () => E.left('DBM totals depend on where the elements stand: ask dbmKit.odds.inState(state, [a, b]) of a game state (DBM scenario files hold no position yet).'),
  inStateUsage: IN_STATE_USAGE,
  inState: dbmOddsInState,
};
