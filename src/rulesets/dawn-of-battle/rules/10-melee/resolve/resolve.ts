/**
 * Resolving a melee from the cards drawn (§10.2.5, §14.6): both melee cards, the morale checks
 * they call for, or the ex Machina die duel. Pure: the caller passes the cards each side will
 * draw, in order (the top of each draw pile), and gets back the outcome for both units and how
 * many cards each side used, so the reducer can move exactly those cards to the discard piles and
 * go on to leader casualty draws (§6.4) from there.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cite } from '../../../../../core/citation.js';
import { violation, type RuleViolation } from '../../../../../core/errors.js';
import {
  applyResult,
  chartEntry,
  needsMoraleCheck,
  settleChartEntry,
  type MeleeCardFace,
  type MoraleInput,
  type SettledChartResult,
  type SettledResult,
  type UnitCondition,
} from './chart.js';
import { exMachinaDuel, exMachinaModifier, exMachinaPreemption, type ExMachinaTie } from './ex-machina.js';
import type { MeleeRole } from './strengths.js';
import type { BothSides, UnitOutcome, ExMachinaRound, MeleeResolution } from '../../../model/results.js';
export type { BothSides, UnitOutcome, ExMachinaRound, MeleeResolution } from '../../../model/results.js';

/** What resolution needs besides the cards. */
export interface MeleeResolutionInput {
  /** Final melee strengths, −6…+6 (from {@link baseMeleeStrengths}). */
  readonly strengths: BothSides<number>;
  readonly condition: BothSides<UnitCondition>;
  readonly morale: BothSides<MoraleInput>;
  /** Leaders fighting alone (§15.12.2). */
  readonly loneLeader?: Partial<BothSides<boolean>>;
  /** Die modifications agreed for the ex Machina draws (§5.4, events), added to the chart's. */
  readonly dieModifiers?: Partial<BothSides<number>>;
  /** Tie ruling for ex Machina (ruling DOB-R47). Default `'bothD'`. */
  readonly exMachinaTie?: ExMachinaTie;
}

/**
 * The cards each side will draw, in order: the melee card first, then die draws. A side that
 * played an ex Machina card from its hand before drawing (§14.6) passes it as `played`; it takes
 * the place of that side's melee card (ruling DOB-R47).
 * @ruling DOB-R47
 */
export interface MeleeDraws {
  readonly attacker: ReadonlyArray<MeleeCardFace>;
  readonly defender: ReadonlyArray<MeleeCardFace>;
  readonly played?: Partial<BothSides<MeleeCardFace>>;
}

const DOB = 'dawn-of-battle';

function short(role: MeleeRole, needed: number): RuleViolation {
  // The note names the side whose draws ran out, so a caller drawing lazily knows whose deck to draw from.
  return violation('more-cards-needed', `The ${role}'s draws ran out: card ${needed} of this melee is needed.`, cite(DOB, '10.2.5', role));
}

/**
 * Resolves a melee from both sides' draws (§10.2.5, §14.6).
 *
 * Normal charts: the attacker's card is read at the attacker's final strength and hits the
 * defender, whose owner draws the morale check if one is needed; then the defender's card at the
 * defender's strength hits the attacker, whose owner checks likewise. Both results stand together
 * (ruling DOB-R39). ex Machina: the pre-emption of §14.6.1, the chart's die modifier at each side's
 * strength plus any agreed modification, a fresh die from each deck, and the duel of
 * {@link exMachinaDuel}; no morale checks (ruling DOB-R47).
 *
 * Left when a side's draws run out before the melee is settled, or a card lacks the row needed.
 * @rule dawn-of-battle 10.2.5
 * @rule dawn-of-battle 14.6
 * @rule dawn-of-battle 14.6.1
 * @rule dawn-of-battle 14.6.2
 * @ruling DOB-R39
 * @ruling DOB-R47
 */
export function resolveMelee(input: MeleeResolutionInput, draws: MeleeDraws): E.Either<RuleViolation, MeleeResolution> {
  const next = { attacker: 0, defender: 0 };
  const take = (role: MeleeRole): MeleeCardFace | null => {
    const card = draws[role][next[role]] ?? null;
    if (card !== null) next[role] += 1;
    return card;
  };
  const meleeCard = (role: MeleeRole): MeleeCardFace | null => draws.played?.[role] ?? take(role);
  const aCard = meleeCard('attacker');
  if (aCard === null) return E.left(short('attacker', 1));
  const dCard = meleeCard('defender');
  if (dCard === null) return E.left(short('defender', 1));
  const lone = { attacker: input.loneLeader?.attacker === true, defender: input.loneLeader?.defender === true };

  const pre = exMachinaPreemption(aCard, dCard);
  if (pre === null) {
    // The attacker's result hits the defender; the defender checks morale from its own deck.
    const settle = (reader: MeleeRole, target: MeleeRole, card: MeleeCardFace): E.Either<RuleViolation, SettledChartResult> => {
      const entry = chartEntry(card, input.strengths[reader]);
      if (entry === null) {
        return E.left(violation('no-chart-row', `Card ${card.number} has no melee row for strength ${input.strengths[reader]}.`, cite(DOB, '2.7.3')));
      }
      let die: number | null = null;
      if (needsMoraleCheck(entry.result) && !lone[target]) {
        const checkCard = take(target);
        if (checkCard === null) return E.left(short(target, next[target] + 1));
        die = checkCard.die;
      }
      return settleChartEntry(entry, input.condition[target], input.morale[target], die, lone[target]);
    };
    const onDefender = settle('attacker', 'defender', aCard);
    if (E.isLeft(onDefender)) return onDefender;
    const onAttacker = settle('defender', 'attacker', dCard);
    if (E.isLeft(onAttacker)) return onAttacker;
    const outcome = (s: SettledChartResult): UnitOutcome => ({ result: s.result, before: s.before, after: s.after, chart: s });
    return E.right({
      mode: 'chart',
      meleeCards: { attacker: aCard.number, defender: dCard.number },
      discarded: null,
      attacker: outcome(onAttacker.right),
      defender: outcome(onDefender.right),
      exMachina: null,
      used: { ...next },
      citations: [cite(DOB, '10.2.5'), cite(DOB, '2.7.3')],
    });
  }

  const modAttacker = exMachinaModifier(pre.chart.attacker, input.strengths.attacker);
  const modDefender = exMachinaModifier(pre.chart.defender, input.strengths.defender);
  if (modAttacker === null || modDefender === null) {
    return E.left(violation('no-chart-row', 'The ex Machina card has no die-modifier row for a melee strength.', cite(DOB, '14.6.2')));
  }
  const modifier = {
    attacker: modAttacker + (input.dieModifiers?.attacker ?? 0),
    defender: modDefender + (input.dieModifiers?.defender ?? 0),
  };
  const rounds: ExMachinaRound[] = [];
  for (;;) {
    const a = take('attacker');
    if (a === null) return E.left(short('attacker', next.attacker + 1));
    const d = take('defender');
    if (d === null) return E.left(short('defender', next.defender + 1));
    const total = { attacker: a.die + modifier.attacker, defender: d.die + modifier.defender };
    rounds.push({ die: { attacker: a.die, defender: d.die }, total });
    const duel = exMachinaDuel(total.attacker, total.defender, input.exMachinaTie ?? 'bothD');
    if (duel.kind === 'redraw') continue;
    const outcome = (role: MeleeRole, result: SettledResult): UnitOutcome => ({
      result,
      before: input.condition[role],
      after: applyResult(result, input.condition[role], lone[role]),
      chart: null,
    });
    return E.right({
      mode: 'exMachina',
      meleeCards: { attacker: aCard.number, defender: dCard.number },
      discarded: pre.discarded,
      attacker: outcome('attacker', duel.attacker),
      defender: outcome('defender', duel.defender),
      exMachina: { modifier, rounds, winner: duel.kind === 'decided' ? duel.winner : null },
      used: { ...next },
      citations: [cite(DOB, '14.6.1'), cite(DOB, '14.6.2')],
    });
  }
}
