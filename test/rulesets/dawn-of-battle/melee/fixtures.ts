import * as E from 'fp-ts/lib/Either.js';
import type { MeleeEntry, MeleeResult } from '../../../../src/rulesets/dawn-of-battle/data/formats.js';
import type { MeleeCardFace } from '../../../../src/rulesets/dawn-of-battle/rules/10-melee/resolve/index.js';

/** Unwraps a Right or fails the test with the Left. */
export function right<A>(e: E.Either<unknown, A>): A {
  if (E.isLeft(e)) throw new Error(`expected Right, got ${JSON.stringify(e.left)}`);
  return e.right;
}

/** Unwraps a Left or fails the test. */
export function left<L>(e: E.Either<L, unknown>): L {
  if (E.isRight(e)) throw new Error(`expected Left, got ${JSON.stringify(e.right)}`);
  return e.left;
}

const ROWS = ['-6', '-5', '-4', '-3', '-2', '-1', '0', '1', '2', '3', '4', '5', '6'];

/**
 * A test card: every row `n` (a neutral card) except those given, e.g.
 * `card(7, 3, { 3: ['d-D', 1] })`.
 */
export function card(number: number, die: number, rows: Readonly<Record<number, readonly [MeleeResult, number]>> = {}): MeleeCardFace {
  const out: Record<string, MeleeEntry> = {};
  for (const k of ROWS) {
    const r = rows[Number(k)];
    out[k] = r === undefined ? { result: 'n', moraleMod: 0 } : { result: r[0], moraleMod: r[1] };
  }
  return { number, die, melee: { kind: 'normal', rows: out } };
}

/** An ex Machina test card with the given die modifiers (unlisted rows 0). */
export function exMachinaCard(number: number, die: number, mods: Readonly<Record<number, number>> = {}): MeleeCardFace {
  const dieMods: Record<string, number> = {};
  for (const k of ROWS) dieMods[k] = mods[Number(k)] ?? 0;
  return { number, die, melee: { kind: 'exMachina', dieMods } };
}

/**
 * A varied 72-card test deck built by a formula (test data only): 12 of each die value, results
 * from n to E by row and card, morale modifiers −1..+1, and cards 71–72 ex Machina with the
 * our reading of the damaged ex Machina chart as modifiers.
 */
export function formulaDeck(): MeleeCardFace[] {
  const codes: ReadonlyArray<readonly [MeleeResult, number]> = [
    ['n', 0], ['n-d', -1], ['n-d', 0], ['n-d', 1], ['d', 0], ['d', 0], ['d-D', -1], ['d-D', 0], ['d-D', 1], ['D', 0], ['D-E', 0], ['E', 0],
  ];
  const deck: MeleeCardFace[] = [];
  for (let c = 1; c <= 70; c++) {
    const severity = ((c - 1) % 5) - 2;
    const rows: Record<number, readonly [MeleeResult, number]> = {};
    for (let row = -6; row <= 6; row++) {
      const s = Math.max(0, Math.min(codes.length - 1, row + severity + 4));
      rows[row] = codes[s]!;
    }
    deck.push(card(c, ((c - 1) % 6) + 1, rows));
  }
  const t12 = { [-6]: -2, [-5]: -1, [-4]: -1, [-3]: -1, [-2]: 0, [-1]: 0, 0: 0, 1: 0, 2: 1, 3: 1, 4: 1, 5: 2, 6: 3 };
  deck.push(exMachinaCard(71, 5, t12), exMachinaCard(72, 6, t12));
  return deck;
}
