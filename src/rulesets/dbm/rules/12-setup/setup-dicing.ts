/**
 * Set-up dicing (p.12, L850-860): both players throw a die and add their list's aggression; ties
 * are thrown again. The higher is the invader, the battle is fought in the invader's season, the
 * total of every raw die is the hour deployment ends, the difference of the last pair is the
 * weather score, and the invader's last die decides whether he faces west (odd) or east.
 * @module
 */
import type { DbmEvent } from '../../model/events.js';
import type { DbmState, SetupResult, SetupRound } from '../../model/state.js';
import type { DbmSeason } from '../../model/troop.js';
import { rule } from '../../data/cite.js';
import { d6 } from '../../kernel/dice.js';

/** A safety bound on rounds of tied dice; reached only by a scripted generator repeating ties. */
const MAX_ROUNDS = 200;

/** The set-up dice as thrown, and what they decide. */
export interface SetupDicing {
  readonly rounds: ReadonlyArray<SetupRound>;
  readonly invader: string;
  readonly defender: string;
  readonly deploymentEnds: number;
  readonly weatherScore: number;
  readonly invaderFaces: 'west' | 'east';
  readonly lastDice: Readonly<Record<string, number>>;
}

/**
 * What a sequence of rounds decides (pure, for tests): the last round must be untied.
 * @rule dbm p.12
 */
export function decideSetup(players: readonly [string, string], rounds: ReadonlyArray<SetupRound>): SetupDicing {
  const [a, b] = players;
  const last = rounds[rounds.length - 1]!;
  const invader = last.adjusted[a]! > last.adjusted[b]! ? a : b;
  const defender = invader === a ? b : a;
  let total = 0;
  for (const r of rounds) total += r.raw[a]! + r.raw[b]!;
  const lastDice = { [a]: last.raw[a]!, [b]: last.raw[b]! };
  return {
    rounds,
    invader,
    defender,
    deploymentEnds: total,
    weatherScore: Math.abs(last.raw[a]! - last.raw[b]!),
    invaderFaces: last.raw[invader]! % 2 === 1 ? 'west' : 'east',
    lastDice,
  };
}

/**
 * Throws the set-up dice until a round is untied (each player's die, then the other's, in seating
 * order), and records the rounds and what they decide.
 * @rule dbm p.12
 */
export function rollSetup(state: DbmState, events: DbmEvent[]): [SetupDicing, DbmState] {
  const [a, b] = state.players;
  const rounds: SetupRound[] = [];
  let s = state;
  for (let i = 0; i < MAX_ROUNDS; i++) {
    const [ra, s1] = d6(s);
    const [rb, s2] = d6(s1);
    s = s2;
    const raw = { [a]: ra, [b]: rb };
    const adjusted = { [a]: ra + state.armies[a]!.aggression, [b]: rb + state.armies[b]!.aggression };
    rounds.push({ raw, adjusted });
    const tie = adjusted[a] === adjusted[b];
    events.push({ type: 'setup-dice-rolled', round: i + 1, raw, adjusted, tie, citations: [rule('p.12', 'L853-854: a die plus the army list\'s aggression; equal scores are thrown again')] });
    if (!tie) break;
  }
  // A scripted generator that only ties ends here with the seating order deciding (never with real dice).
  const lastRound = rounds[rounds.length - 1]!;
  if (lastRound.adjusted[a] === lastRound.adjusted[b]) rounds[rounds.length - 1] = { ...lastRound, adjusted: { ...lastRound.adjusted, [a]: lastRound.adjusted[a]! + 1 } };
  return [decideSetup(state.players, rounds), s];
}

/** The season of the battle: the invader's nomination (p.12, L855). */
export function battleSeason(invader: string, nominated: Readonly<Record<string, DbmSeason | null>>): DbmSeason {
  return nominated[invader] ?? 'summer';
}

/** The setup result's fields that the dice decide. */
export type DiceDecided = Pick<SetupResult, 'invader' | 'defender' | 'deploymentEnds' | 'weatherScore' | 'invaderFaces' | 'lastDice'>;
