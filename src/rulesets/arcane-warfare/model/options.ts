/**
 * Options: the readings (where the rules leave a question open, the library decides it; each
 * decision is a ruling in docs/rulings/arcane-warfare.md with an option selecting each reading),
 * the beginner preset and the turn limit.
 * @module
 */
import * as t from 'io-ts';
import { integerIn } from '../../../core/numbers.js';
import { oneOf } from '../../../core/one-of.js';
import { closed } from '../../../core/closed.js';


/** Every reading the library decides, with its values; the first value is the default. */
export const READING_VALUES = {
  /** AW-R1 (§8.1 against Fig. 33): how far the shooting area extends beside the shooting edge. */
  shootingArea: ['both-sides-50', 'both-sides-25', 'one-side-50'],
  /** AW-R2 (§7.4.1 against Fig. 22): whether a unit in close combat may give flank extension. */
  engagedFlankExtension: ['figure', 'text'],
  /** AW-R3 (§11.1 against Fig. 30): whether Stack counts against Light enemies. */
  stackVsLight: ['text', 'figure'],
  /** AW-R4 (§9.2, §9.2.3): the second unit's break value. */
  secondUnitBreakValue: ['difference-minus-one', 'final-minus-one', 'literal'],
  /** AW-R6 (§5.2.1, §6.10): how "within the command radius" is measured. */
  commandRadius: ['stand-edge-to-base', 'whole-base', 'stand-centre-to-base'],
  /** AW-R7 (§6.10): the MIP penalty for a move starting outside the command radius. */
  commandPenalty: ['beyond-radius', 'double-count'],
  /** AW-R8 (§5.2.2.2.1, Fig. 4): what an unpaid message point costs the MIP die. */
  unpaidMessage: ['per-point', 'per-segment'],
  /** AW-R9 (§5.2.2.2): what "communication problems" with an ally command are. */
  allyCommunication: ['any-shortfall', 'message-one'],
  /** AW-R10 (§5.2.2.2.2, §3.4): the surcharge for a gully on the orders' path. */
  gullyOrders: ['exactly-one-edge', 'per-edge'],
  /** AW-R11 (§5.2.2.2.2): the surcharge for crossing enemy. */
  enemyOrders: ['per-unit', 'once'],
  /** AW-R12 (§6.5): whether units of different ratings form a formation. */
  formationRating: ['ratings-may-differ', 'same-rating'],
  /** AW-R13 (§6.12): where the march limit near the enemy is measured. */
  marchLimit: ['start-and-end', 'start-only'],
  /** AW-R14 (§5.2.2.1): how the two players of a small game decide their orders dice. */
  smallGameOrders: ['simultaneous', 'attacker-first'],
  /** AW-R15 (§5.3): which of one army's commands tied for activation goes first. */
  activationTie: ['owner-chooses', 'id-order'],
  /** AW-R20 (§7.4.2, §7.4.3): height advantage read from hill and gully outlines, or none without contours. */
  heightWithoutContours: ['outline', 'none'],
  /** AW-R23 (§10.3): an army breaks when its rounded-down break-points reach the threshold, or exceed it. */
  breakWhen: ['reaches', 'exceeds'],
  /** AW-R24 (§10.3.4, optional): strategic break-points for occupied central and flank sectors. */
  strategicBreakPoints: ['off', 'on'],
} as const;

/** The reading keys. */
export type ReadingKey = keyof typeof READING_VALUES;
/** Every reading with its chosen value. */
export type Readings = { readonly [K in ReadingKey]: (typeof READING_VALUES)[K][number] };

/** The ruling id of each reading. */
export const READING_RULINGS: Readonly<Record<ReadingKey, string>> = {
  shootingArea: 'AW-R1',
  engagedFlankExtension: 'AW-R2',
  stackVsLight: 'AW-R3',
  secondUnitBreakValue: 'AW-R4',
  commandRadius: 'AW-R6',
  commandPenalty: 'AW-R7',
  unpaidMessage: 'AW-R8',
  allyCommunication: 'AW-R9',
  gullyOrders: 'AW-R10',
  enemyOrders: 'AW-R11',
  formationRating: 'AW-R12',
  marchLimit: 'AW-R13',
  smallGameOrders: 'AW-R14',
  activationTie: 'AW-R15',
  heightWithoutContours: 'AW-R20',
  breakWhen: 'AW-R23',
  strategicBreakPoints: 'AW-R24',
};

/** The default readings (the first value of each). */
export const DEFAULT_READINGS: Readings = Object.fromEntries(Object.entries(READING_VALUES).map(([k, v]) => [k, v[0]])) as unknown as Readings;

const readingProps = Object.fromEntries(Object.entries(READING_VALUES).map(([k, v]) => [k, oneOf(`reading ${k}`, v as ReadonlyArray<string>)])) as unknown as {
  [K in ReadingKey]: t.Type<(typeof READING_VALUES)[K][number], string, unknown>;
};

/** Codec of a full set of readings (in a state). */
export const readingsCodec = t.type(readingProps, 'readings');
/** Codec of some readings (in options). */
export const partialReadingsCodec = t.partial(readingProps, 'readings');

/** Ruleset options. */
export interface ArcaneOptions {
  /** The beginner preset of the front matter: optional rules off, no shaken units, rally or spontaneous movement. */
  readonly preset?: 'starter';
  /** Overrides the scenario's turn limit. */
  readonly turnLimit?: number;
  /** Readings other than the defaults. */
  readonly readings?: Partial<Readings>;
  /** Plays the optional weather rules of Appendix B. */
  readonly weather?: boolean;
}

const turnLimit = integerIn(1, 100, 'a whole number of turns, 1 to 100');

/** Codec of the options: exact (an unknown key is refused at its path). */
export const arcaneOptionsCodec = closed(
  t.partial({ preset: t.literal('starter'), turnLimit, readings: partialReadingsCodec, weather: t.boolean }, 'arcane-warfare options'),
) as unknown as t.Type<ArcaneOptions, unknown, unknown>;

/** The turn-limit codec, shared with the scenario. */
export const turnLimitCodec = turnLimit;

/** The readings a game uses: the defaults with the options' choices over them. */
export function resolveReadings(options: ArcaneOptions | undefined): Readings {
  return { ...DEFAULT_READINGS, ...(options?.readings ?? {}) } as Readings;
}

/** The ruling ids of the readings that differ from the defaults, sorted. */
export function nonDefaultRulings(readings: Readings): string[] {
  return (Object.keys(READING_VALUES) as ReadingKey[])
    .filter((k) => readings[k] !== DEFAULT_READINGS[k])
    .map((k) => READING_RULINGS[k])
    .sort((a, b) => Number(a.slice(4)) - Number(b.slice(4)));
}
