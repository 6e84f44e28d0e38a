/**
 * Reading a melee card (§2.7.3, §10.2.5): the result row at a unit's final melee strength, the
 * morale check it may call for, and what the settled result does to the unit it hits.
 *
 * A card face is any deck-file card (`CardDef`, data/formats.ts): melee reads only its number,
 * its die and its melee chart.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cite } from '../../../../../core/citation.js';
import { violation, type RuleViolation } from '../../../../../core/errors.js';
import type { CardDef, MeleeEntry, MeleeResult } from '../../../data/formats.js';
import { moraleCheckPasses } from '../../../query/derived.js';
import type { SettledResult, UnitCondition, UnitFate, SettledChartResult } from '../../../model/results.js';
export type { SettledResult, UnitCondition, UnitFate, MoraleCheck, SettledChartResult } from '../../../model/results.js';

/** The parts of a card face melee reads: its number, its die value (§2.7.2) and its melee chart (§2.7.3, §14.6). */
export type MeleeCardFace = Pick<CardDef, 'number' | 'die' | 'melee'>;

/** How a unit's army checks morale in this melee. */
export interface MoraleInput {
  /** The army's morale, after fatigue (§14.5.3). */
  readonly morale: number;
  /** Added to every morale draw besides the row modifier: the church's −1 (TEC: a help, as a check passes at die + modifiers ≤ morale), … Default 0. */
  readonly drawModifier?: number;
}

const DOB = 'dawn-of-battle';

/**
 * The chart row at a final melee strength; `null` when the card has no such row (an ex Machina
 * card, or a strength outside −6…+6).
 * @rule dawn-of-battle 2.7.3
 */
export function chartEntry(card: MeleeCardFace, strength: number): MeleeEntry | null {
  if (card.melee.kind !== 'normal') return null;
  return card.melee.rows[String(strength)] ?? null;
}

/** True when a result calls for a morale check: n-d, d-D and D-E (§2.7.3). */
export function needsMoraleCheck(code: MeleeResult): boolean {
  return code === 'n-d' || code === 'd-D' || code === 'D-E';
}

/**
 * What a settled result does to a unit (§10.2.5): d disrupts (nothing more if already
 * disrupted), D disrupts or eliminates a disrupted unit, E eliminates. A leader fighting alone
 * (§15.12.2) has no disrupted side: anything but n eliminates it.
 * @rule dawn-of-battle 10.2.5
 * @rule dawn-of-battle 15.12.2
 */
export function applyResult(result: SettledResult, before: UnitCondition, loneLeader = false): UnitFate {
  if (result === 'n') return before;
  if (loneLeader || result === 'E') return 'eliminated';
  if (result === 'd') return 'disrupted';
  return before === 'disrupted' ? 'eliminated' : 'disrupted';
}

/**
 * Applies results held back during a double attack (§15.7) one after another: a d then a D
 * eliminates a unit that began in good order.
 * @rule dawn-of-battle 15.7
 */
export function applyHeldResults(results: ReadonlyArray<SettledResult>, before: UnitCondition, loneLeader = false): UnitFate {
  let state: UnitFate = before;
  for (const r of results) {
    if (state === 'eliminated') break;
    state = applyResult(r, state, loneLeader);
  }
  return state;
}

/**
 * Settles one chart entry against the unit it hits (§10.2.5, §2.7.3): a result with a morale check
 * uses `die` (the next card of that unit's owner), the row's modifier and `morale`; a failed check
 * raises the result one level (n → d, d → D, D → E). A leader fighting alone treats every n-d as
 * n, whatever its modifier, and dies to anything else (§15.12.2), so it never checks.
 *
 * `die` is needed only when the result calls for a check ({@link needsMoraleCheck}); a missing or
 * malformed die then gives Left.
 * @rule dawn-of-battle 2.7.3
 * @rule dawn-of-battle 10.2.5
 * @rule dawn-of-battle 15.12.2
 */
export function settleChartEntry(
  entry: MeleeEntry,
  before: UnitCondition,
  morale: MoraleInput,
  die: number | null,
  loneLeader = false,
): E.Either<RuleViolation, SettledChartResult> {
  const citations = [cite(DOB, '10.2.5'), cite(DOB, '2.7.3')];
  if (loneLeader) {
    const result: SettledResult = entry.result === 'n' || entry.result === 'n-d' ? 'n' : 'E';
    return E.right({ entry, check: null, result, before, after: applyResult(result, before, true), citations: [...citations, cite(DOB, '15.12.2')] });
  }
  if (!needsMoraleCheck(entry.result)) {
    const result = entry.result as SettledResult;
    return E.right({ entry, check: null, result, before, after: applyResult(result, before), citations });
  }
  if (die === null || !Number.isInteger(die) || die < 1 || die > 6) {
    return E.left(violation('morale-die-needed', `The ${entry.result} result needs a morale check die 1..6, got ${String(die)}.`, cite(DOB, '10.2.5')));
  }
  const modifier = entry.moraleMod + (morale.drawModifier ?? 0);
  const passed = moraleCheckPasses(die, modifier, morale.morale);
  const [pass, fail]: [SettledResult, SettledResult] = entry.result === 'n-d' ? ['n', 'd'] : entry.result === 'd-D' ? ['d', 'D'] : ['D', 'E'];
  const result = passed ? pass : fail;
  return E.right({
    entry,
    check: { die, modifier, morale: morale.morale, passed },
    result,
    before,
    after: applyResult(result, before),
    citations: [...citations, cite(DOB, '9.1')],
  });
}
