/**
 * The outcome-table engine of the DBx family: what happens to a beaten element, by its own type
 * (the row), the band it lost by, the type that beat it, its going, and conditions the ruleset
 * names (quick kills that look back over the bound, close combat only, ...). A row is a list of
 * clauses tried in order, then `otherwise`. "Doubled" is the `half` band; a quick kill is a
 * clause. The engine knows no troop type; the ruleset's tables are the rows.
 * @module
 */

/** The band a loser's total falls in against the winner's. */
export type OutcomeBand = 'equal' | 'less' | 'half';

/** One clause: if the winner is one of `vs` (or any, or any mounted), and the loser's going and the condition match. */
export interface OutcomeClause<T extends string, C extends string, K extends string> {
  readonly vs: 'any' | 'mounted' | ReadonlyArray<T>;
  /** The loser's going, where the clause depends on it. */
  readonly going: 'good' | 'bad' | null;
  readonly when: C | null;
  readonly result: K;
}

/** A row: clauses tried in order, else `otherwise`. */
export interface OutcomeTableRow<T extends string, C extends string, K extends string> {
  readonly clauses: ReadonlyArray<OutcomeClause<T, C, K>>;
  readonly otherwise: K;
}

/** What a row is read against. */
export interface OutcomeFacts<T extends string, C extends string> {
  readonly winner: T;
  readonly winnerMounted: boolean;
  /** The loser's going. */
  readonly going: 'good' | 'bad';
  /** Whether a named condition holds in this fight. */
  readonly holds: (condition: C) => boolean;
}

/** The first matching clause's result, else the row's `otherwise`. */
export function readOutcomeRow<T extends string, C extends string, K extends string>(row: OutcomeTableRow<T, C, K>, f: OutcomeFacts<T, C>): K {
  for (const c of row.clauses) {
    const vsOk = c.vs === 'any' || (c.vs === 'mounted' ? f.winnerMounted : c.vs.includes(f.winner));
    if (!vsOk) continue;
    if (c.going !== null && c.going !== f.going) continue;
    if (c.when !== null && !f.holds(c.when)) continue;
    return c.result;
  }
  return row.otherwise;
}
