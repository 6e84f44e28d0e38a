/**
 * Halts (L1439-1449): paid for like a move, a halt stops for this bound a spontaneous advance, a
 * naval element drifting onto a lee shore, or a demoralised command's spontaneous retreat (a
 * single element halted so may also turn about towards the enemy). It is not a move; an element
 * that halts makes no tactical or march move that bound, and the reverse.
 * @module
 */

/** What a halt prevents. */
export type HaltReason = 'spontaneous-advance' | 'drifting' | 'spontaneous-retreat';

/** What an element did this bound, as far as halts care. */
export interface BoundActivity {
  readonly moved: boolean;
  readonly halted: boolean;
}

/**
 * Why a halt of these elements is refused, or `null`.
 * @rule dbm L1440-1449
 */
export function checkHalt(h: { readonly reason: HaltReason; readonly single: boolean; readonly turnAbout: boolean; readonly naval: boolean; readonly demoralised: boolean }, activity: ReadonlyArray<BoundActivity>): string | null {
  if (activity.some((a) => a.moved)) return 'an element that moved this bound cannot also halt (L1449)';
  if (activity.some((a) => a.halted)) return 'already halted this bound (L1449)';
  if (h.reason === 'drifting' && !h.naval) return 'only naval elements drift (L1442)';
  if (h.reason === 'spontaneous-retreat' && !h.demoralised) return 'only a demoralised command retreats spontaneously (L1443)';
  if (h.turnAbout && !(h.reason === 'spontaneous-retreat' && h.single)) return 'only a single element halted from spontaneous retreat may turn about (L1443-1444)';
  return null;
}

/**
 * True when an element may make a tactical or march move, given what it did this bound: never
 * after a halt, and never a tactical move after a march or another tactical move.
 * @rule dbm L1257
 * @rule dbm L1437
 * @rule dbm L1449
 */
export function mayMove(kind: 'tactical' | 'march', e: { readonly halted: boolean; readonly movedTactically: boolean; readonly marched: boolean }): boolean {
  if (e.halted || e.movedTactically) return false;
  return kind === 'march' || !e.marched;
}
