/**
 * Commands: a tagged union on `type` (kebab-case), each naming the `player` giving it.
 * @module
 */
import * as t from 'io-ts';
import { closed } from '../../../core/closed.js';
import { finiteNumber, nonNegativeNumber } from '../../../core/numbers.js';

/** One step of a move (§6.4, §6.4.1, §6.6.1): the unit's own directions. */
export type ArcaneStep =
  /** Straight ahead. */
  | { readonly step: 'forward'; readonly distance: number }
  /** Straight back, facing kept (§6.4.2). */
  | { readonly step: 'back'; readonly distance: number }
  /** Sideways, positive to the unit's own left (§6.2). */
  | { readonly step: 'sidestep'; readonly distance: number }
  /** Straight to a pose: front-edge midpoint and heading (an oblique move, Fig. 5). */
  | { readonly step: 'move-to'; readonly x: number; readonly y: number; readonly heading: number }
  /** A standard rotation (§6.4.1): 90° left (90), right (−90) or 180°, about the base centre or the front-edge centre. */
  | { readonly step: 'turn'; readonly angle: 90 | -90 | 180; readonly about: 'centre' | 'front-centre' }
  /** A 90° pivot about a front corner (§6.4.1): `corner` stays, angle 90 turns left, −90 right. */
  | { readonly step: 'pivot'; readonly corner: 'left' | 'right'; readonly angle: 90 | -90 }
  /** A formation's wheel about a fixed front corner (§6.6.1), degrees, positive advancing the free end. */
  | { readonly step: 'wheel'; readonly pivot: 'left' | 'right'; readonly angle: number }
  /**
   * A column expands into line (§6.6.3): the head stays; each other unit goes to a slot beside it
   * (`lateral` frontages to the head's left, negative to its right, `rank` 0) or behind a unit of
   * the new line (`rank` 1, 2, ... base depths back, `lateral` of the unit it stands behind).
   */
  | { readonly step: 'expand'; readonly slots: ReadonlyArray<ExpandSlot> }
  /**
   * A line contracts into a column (§6.6.2): `lead` moves `distance` straight forward, the units of
   * `behind` line up behind it in that order, and each of `beside` moves sideways (and up to 50 p
   * forward) to stand beside a unit of the column (`next`), to its left (`lateral` 1) or right (−1).
   */
  | {
      readonly step: 'contract';
      readonly lead: string;
      readonly distance: number;
      readonly behind: ReadonlyArray<string>;
      readonly beside: ReadonlyArray<{ readonly unit: string; readonly next: string; readonly lateral: 1 | -1 }>;
    };

/** Where one unit of an expanding column goes (§6.6.3). */
export interface ExpandSlot {
  readonly unit: string;
  readonly lateral: number;
  readonly rank: number;
}

/** A point on the table. */
export interface PointXY {
  readonly x: number;
  readonly y: number;
}

/** Every command. */
export type ArcaneCommand =
  /** Small game, simultaneous (§5.2.2.1): a regular SCo keeps or swaps its two dice. */
  | { readonly type: 'write-orders'; readonly player: string; readonly swap: boolean }
  /** §5.2.2.2: give the held pair (or a pair thrown now) to a command centre. */
  | { readonly type: 'give-orders'; readonly player: string; readonly co: string; readonly swap: boolean }
  /** §5.2.2.2: a regular SCo throws a pair before choosing which regular command centre gets it. */
  | { readonly type: 'throw-orders'; readonly player: string }
  /** §5.3: the active command centre holds back. */
  | { readonly type: 'hold-back'; readonly player: string; readonly co: string }
  /** §6.4: one unit's move impulse, ordered by `co`. */
  | { readonly type: 'move'; readonly player: string; readonly co: string; readonly unit: string; readonly steps: ReadonlyArray<ArcaneStep> }
  /** §6.5–§6.9: a formation's move impulse; `units` lists it (a column head first). */
  | { readonly type: 'move-formation'; readonly player: string; readonly co: string; readonly units: ReadonlyArray<string>; readonly steps: ReadonlyArray<ArcaneStep> }
  /** §5.3, §10.1: the active command centre ends its activation, moving its stand to `to` or staying (null). */
  | { readonly type: 'end-activation'; readonly player: string; readonly co: string; readonly to: PointXY | null }
  /** §7.8.1: redress ranks in the reset phase, lining `units` up beside `anchor`. */
  | { readonly type: 'redress'; readonly player: string; readonly anchor: string; readonly units: ReadonlyArray<string> }
  /** §7.8.2: in the reset phase, `unit` (in flank or rear close combat) turns to face its enemy front to front. */
  | { readonly type: 'conform'; readonly player: string; readonly unit: string }
  /** §5.1: nothing more to do in the reset phase. */
  | { readonly type: 'end-reset'; readonly player: string }
  /** §5.5: the initiative move, straight forward, of one unit or formation without orders. */
  | { readonly type: 'initiative-move'; readonly player: string; readonly units: ReadonlyArray<string>; readonly distance: number }
  /** §5.5: no initiative move this turn. */
  | { readonly type: 'pass-initiative'; readonly player: string }
  /** §6.16: a mounted unit dismounts, the foot unit's front edge on the mounted unit's front edge or (facing about) its rear edge. */
  | { readonly type: 'dismount'; readonly player: string; readonly unit: string; readonly edge: 'front' | 'rear' }
  /** §7.2: `unit`, ordered by `co`, moves into close combat with the enemy `target`, aligning its front edge to the target's front, flank or rear. */
  | { readonly type: 'charge'; readonly player: string; readonly co: string; readonly unit: string; readonly target: string }
  /** §10.2: `co` tries to rally the shaken `unit`. */
  | { readonly type: 'rally'; readonly player: string; readonly co: string; readonly unit: string }
  /** §5.4: no more rally attempts this turn. */
  | { readonly type: 'end-rally'; readonly player: string };

/** The command types. */
export const ARCANE_COMMAND_TYPES = [
  'write-orders',
  'give-orders',
  'throw-orders',
  'hold-back',
  'move',
  'move-formation',
  'end-activation',
  'redress',
  'conform',
  'end-reset',
  'initiative-move',
  'pass-initiative',
  'dismount',
  'charge',
  'rally',
  'end-rally',
] as const;

const finite = finiteNumber;
const nonNegative = nonNegativeNumber;
const ids = t.array(t.string);
const point = t.type({ x: finite, y: finite }, 'point');

const stepCodec = t.union(
  [
    t.type({ step: t.literal('forward'), distance: nonNegative }),
    t.type({ step: t.literal('back'), distance: nonNegative }),
    t.type({ step: t.literal('sidestep'), distance: finite }),
    t.type({ step: t.literal('move-to'), x: finite, y: finite, heading: finite }),
    t.type({ step: t.literal('turn'), angle: t.union([t.literal(90), t.literal(-90), t.literal(180)]), about: t.union([t.literal('centre'), t.literal('front-centre')]) }),
    t.type({ step: t.literal('pivot'), corner: t.union([t.literal('left'), t.literal('right')]), angle: t.union([t.literal(90), t.literal(-90)]) }),
    t.type({ step: t.literal('wheel'), pivot: t.union([t.literal('left'), t.literal('right')]), angle: finite }),
    t.type({ step: t.literal('expand'), slots: t.array(t.type({ unit: t.string, lateral: finite, rank: finite }, 'slot')) }),
    t.type({
      step: t.literal('contract'),
      lead: t.string,
      distance: nonNegative,
      behind: t.array(t.string),
      beside: t.array(t.type({ unit: t.string, next: t.string, lateral: t.union([t.literal(1), t.literal(-1)]) }, 'beside')),
    }),
  ],
  'move step',
);
const steps = t.array(stepCodec);

/** Each command type's own codec (exact). */
export const arcaneCommandMembers = {
  'write-orders': closed(t.type({ type: t.literal('write-orders'), player: t.string, swap: t.boolean })),
  'give-orders': closed(t.type({ type: t.literal('give-orders'), player: t.string, co: t.string, swap: t.boolean })),
  'throw-orders': closed(t.type({ type: t.literal('throw-orders'), player: t.string })),
  'hold-back': closed(t.type({ type: t.literal('hold-back'), player: t.string, co: t.string })),
  move: closed(t.type({ type: t.literal('move'), player: t.string, co: t.string, unit: t.string, steps })),
  'move-formation': closed(t.type({ type: t.literal('move-formation'), player: t.string, co: t.string, units: ids, steps })),
  'end-activation': closed(t.type({ type: t.literal('end-activation'), player: t.string, co: t.string, to: t.union([point, t.null]) })),
  redress: closed(t.type({ type: t.literal('redress'), player: t.string, anchor: t.string, units: ids })),
  conform: closed(t.type({ type: t.literal('conform'), player: t.string, unit: t.string })),
  'end-reset': closed(t.type({ type: t.literal('end-reset'), player: t.string })),
  'initiative-move': closed(t.type({ type: t.literal('initiative-move'), player: t.string, units: ids, distance: nonNegative })),
  'pass-initiative': closed(t.type({ type: t.literal('pass-initiative'), player: t.string })),
  dismount: closed(t.type({ type: t.literal('dismount'), player: t.string, unit: t.string, edge: t.union([t.literal('front'), t.literal('rear')]) })),
  charge: closed(t.type({ type: t.literal('charge'), player: t.string, co: t.string, unit: t.string, target: t.string })),
  rally: closed(t.type({ type: t.literal('rally'), player: t.string, co: t.string, unit: t.string })),
  'end-rally': closed(t.type({ type: t.literal('end-rally'), player: t.string })),
} as const;

/** Codec of a command: exact (an unknown key is refused at its path). */
export const arcaneCommandCodec = t.union(Object.values(arcaneCommandMembers) as unknown as [t.Mixed, t.Mixed, ...t.Mixed[]], 'arcane-warfare command') as unknown as t.Type<
  ArcaneCommand,
  unknown,
  unknown
>;
