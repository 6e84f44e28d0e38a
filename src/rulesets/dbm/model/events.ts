/**
 * Events: a tagged union on `type`, each with the rules it applied.
 * @module
 */
import type { Citation } from '../../../core/citation.js';
import type { FightReport } from '../../dbx/fight.js';
import type { DbmWeatherReport } from '../data/weather.js';
import type { DbmClimate, DbmSeason } from './troop.js';

/** What every event carries: the rules it applied. */
export interface Cited {
  readonly citations: ReadonlyArray<Citation>;
}

/** Every event. */
export type DbmEvent = Cited &
  (
    | { readonly type: 'season-nominated'; readonly player: string; readonly season: DbmSeason }
    | { readonly type: 'setup-dice-rolled'; readonly round: number; readonly raw: Readonly<Record<string, number>>; readonly adjusted: Readonly<Record<string, number>>; readonly tie: boolean }
    | {
        readonly type: 'sides-decided';
        readonly invader: string;
        readonly defender: string;
        readonly season: DbmSeason;
        readonly climate: DbmClimate;
        readonly deploymentEnds: number;
        readonly weatherScore: number;
        readonly invaderFaces: 'west' | 'east';
      }
    | { readonly type: 'weather-set'; readonly weather: DbmWeatherReport; readonly moonlit: boolean }
    | { readonly type: 'baggage-deployed'; readonly player: string; readonly elements: ReadonlyArray<string> }
    | { readonly type: 'command-deployed'; readonly player: string; readonly command: string; readonly elements: ReadonlyArray<string> }
    | { readonly type: 'baggage-assigned'; readonly player: string; readonly command: string; readonly elements: ReadonlyArray<string> }
    | { readonly type: 'battle-began'; readonly hour: number; readonly sunrise: number; readonly sunset: number; readonly light: 'day' | 'dawn' | 'dusk' | 'night' }
    | { readonly type: 'bound-began'; readonly bound: number; readonly player: string; readonly hour: number }
    | { readonly type: 'pips-rolled'; readonly player: string; readonly scores: Readonly<Record<string, number>> }
    | {
        /** A tactical or march move (p.16-20): who moved, how far each, what it cost and what it touched. */
        readonly type: 'moved';
        readonly player: string;
        readonly kind: 'tactical' | 'march';
        readonly command: string;
        readonly elements: ReadonlyArray<string>;
        readonly distances: Readonly<Record<string, number>>;
        readonly cost: number;
        readonly pipsLeft: number;
        readonly contacts: ReadonlyArray<{ readonly element: string; readonly enemy: string; readonly position: string }>;
        readonly conformed: ReadonlyArray<{ readonly element: string; readonly how: 'pivot' | 'shift' }>;
      }
    /** A phase of the bound whose rules are not played yet (part II): nothing happens in it. */
    | { readonly type: 'phase-not-resolved'; readonly phase: 'shooting' | 'close-combat'; readonly note: string }
    /** A shooting combat (p.21-22): the main shooter, its target, the elements aiding each, both totals with their terms, and the outcome for whoever it hurts. */
    | {
        readonly type: 'shot';
        readonly shooter: string;
        readonly target: string;
        readonly aiding: ReadonlyArray<string>;
        /** The target shot back as the main shooter at `shooter`. */
        readonly duel: boolean;
        readonly aidingBack: ReadonlyArray<string>;
        readonly report: FightReport<string>;
      }
    /** A close combat (p.21a-22): both totals with their terms, the loser, the band and the outcome for each element it hurts. */
    | { readonly type: 'fought'; readonly report: FightReport<string> }
    /** An element contacted on a flank or rear turned to face its attacker (p.21a). */
    | { readonly type: 'turned-to-face'; readonly element: string; readonly attacker: string }
    | { readonly type: 'bound-ended'; readonly bound: number; readonly player: string }
    | { readonly type: 'clock-advanced'; readonly hour: number }
    | { readonly type: 'game-ended'; readonly reason: string }
    // Outcomes, losses, demoralisation and victory (p.23-25a).
    /** An element destroyed (p.24): by `by` (or by its own failed recoil or flight), and whether in close combat (so its baggage weight and sweep-away apply). */
    | { readonly type: 'element-destroyed'; readonly element: string; readonly by: string | null; readonly reason: string; readonly closeCombat: boolean }
    /** An element lost another way (p.25): off the table, or swept away. */
    | { readonly type: 'element-lost'; readonly element: string; readonly reason: string }
    /** A beaten element recoils (p.24): how far, and the enemy that stopped it short, if any. */
    | { readonly type: 'recoiled'; readonly element: string; readonly distance: number; readonly stoppedBy: string | null }
    /** A friend pushed back by a recoiling element (p.24). */
    | { readonly type: 'pushed-back'; readonly element: string; readonly by: string; readonly distance: number }
    /** A beaten element flees (p.24a): how far it went. */
    | { readonly type: 'fled'; readonly element: string; readonly distance: number }
    /** A winner follows up its beaten enemy (p.25). */
    | { readonly type: 'pursued'; readonly element: string; readonly distance: number }
    /** A command demoralised for the rest of the game (p.25a): its losses against its original strength, and why. */
    | { readonly type: 'command-demoralised'; readonly command: string; readonly side: string; readonly lost: number; readonly original: number; readonly why: 'losses' | 'general-lost' | 'army-defeated' }
    /** An army broken (p.25a): its losses (with demoralised commands and baggage) against its original strength. */
    | { readonly type: 'army-defeated'; readonly side: string; readonly lost: number; readonly original: number }
  );

/** Every event type, for frontends and tests that walk the union. */
export const DBM_EVENT_TYPES = [
  'season-nominated',
  'setup-dice-rolled',
  'sides-decided',
  'weather-set',
  'baggage-deployed',
  'command-deployed',
  'baggage-assigned',
  'battle-began',
  'bound-began',
  'pips-rolled',
  'moved',
  'phase-not-resolved',
  'shot',
  'fought',
  'turned-to-face',
  'bound-ended',
  'clock-advanced',
  'game-ended',
  'element-destroyed',
  'element-lost',
  'recoiled',
  'pushed-back',
  'fled',
  'pursued',
  'command-demoralised',
  'army-defeated',
] as const satisfies ReadonlyArray<DbmEvent['type']>;

/** The event of one type. */
export type DbmEventOf<T extends DbmEvent['type']> = Extract<DbmEvent, { type: T }>;
