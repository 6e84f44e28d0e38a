/**
 * Who is Side B in a Design Your Own battle (§17.4), which decides who deploys first under Free
 * Deployment (§15.1).
 * @module
 */
import { drawInt, type RngState } from '../../../../random/rng.js';

/** The two players of a designed battle, by the names the caller uses. */
export type DisposedBattle =
  | { readonly kind: 'assault'; readonly attacker: string; readonly defender: string }
  | { readonly kind: 'meeting'; readonly players: readonly [string, string]; readonly spent: readonly [number, number] };

/** The player who is Side B, why, and the generator after any coin flip. */
export interface SideBChoice {
  readonly sideB: string;
  readonly reason: 'assault-defender' | 'spent-more' | 'coin-flip';
  readonly rng: RngState;
}

/**
 * Side B (§17.4): in an Assault the defender; in a Meeting Engagement the player who spent more
 * build points, a coin flip from `rng` when they spent the same.
 * @rule dawn-of-battle 17.4
 */
export function dyoSideB(battle: DisposedBattle, rng: RngState): SideBChoice {
  if (battle.kind === 'assault') return { sideB: battle.defender, reason: 'assault-defender', rng };
  const [p, q] = battle.players;
  const [sp, sq] = battle.spent;
  if (sp !== sq) return { sideB: sp > sq ? p : q, reason: 'spent-more', rng };
  const flip = drawInt(rng, 0, 1);
  return { sideB: flip.value === 0 ? p : q, reason: 'coin-flip', rng: flip.rng };
}
