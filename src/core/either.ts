/**
 * The few `Either` helpers a user of the library needs to read a verdict, re-exported so an
 * application does not have to declare fp-ts itself: every `apply`, `check`, `setup` and
 * `decode` returns an fp-ts `Either` (`Left` a refusal with its reason and citations, `Right`
 * the result).
 *
 * ```ts
 * import { isLeft } from 'strategos';
 * const step = ruleset.apply(state, command);
 * if (isLeft(step)) console.log(step.left.message);
 * ```
 * @module
 */
export type { Either, Left, Right } from 'fp-ts/lib/Either.js';
export { isLeft, isRight, left, right, match } from 'fp-ts/lib/Either.js';
