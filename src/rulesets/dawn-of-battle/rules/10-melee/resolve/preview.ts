/**
 * A melee preview for frontends: the strengths with their breakdown and the exact odds of every
 * result, before anyone commits to the attack.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { RuleViolation } from '../../../../../core/errors.js';
import type { MeleeCardFace } from './chart.js';
import { meleeOdds, type MeleeDecks, type MeleeOdds } from './odds.js';
import type { MeleeResolutionInput } from './resolve.js';
import { baseMeleeStrengths, type MeleeContext, type MeleeStrengths } from './strengths.js';

/** Everything resolution needs besides the strengths, which the preview computes. */
export type MeleeSituation = Omit<MeleeResolutionInput, 'strengths'>;

/** The preview: the arithmetic and the odds it leads to. */
export interface MeleePreview {
  readonly strengths: MeleeStrengths;
  readonly odds: MeleeOdds;
}

/**
 * Computes a melee's strengths (§10.2.3, §10.2.4) and the exact odds of its results from the cards
 * left in each side's draw pile (§10.2.5, §14.6). Left when either step refuses its input.
 * @rule dawn-of-battle 10.2.3
 * @rule dawn-of-battle 10.2.5
 */
export function meleePreview(context: MeleeContext, situation: MeleeSituation, decks: MeleeDecks | ReadonlyArray<MeleeCardFace>): E.Either<RuleViolation, MeleePreview> {
  return pipe(
    baseMeleeStrengths(context),
    E.chain((strengths) =>
      pipe(
        meleeOdds({ ...situation, strengths: { attacker: strengths.attacker, defender: strengths.defender } }, decks),
        E.map((odds) => ({ strengths, odds })),
      ),
    ),
  );
}
