/**
 * The setup side of the events and the supplementary rules: the events file (§14), dismounted
 * cavalry substitutions (§15.10) and dummy leaders (§15.13).
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cite } from '../../../../core/citation.js';
import { decode } from '../../../../core/decode.js';
import { setupError, type SetupError } from '../../../../core/errors.js';
import { stated, type Provenance } from '../../../../core/provenance.js';
import type { CountersFile, DeckFile, UnitType } from '../../data/formats.js';
import { deckEvents, eventsFileCodec, type EventsFile } from '../../data/deck-events.js';
import type { Scenario, ScenarioSide } from '../../model/scenario.js';
import type { LeaderState, Side } from '../../model/state.js';
import type { DismountChoice, Supplementary } from '../../model/supplementary.js';

/**
 * Validates an events file against the deck (§14): the file's own codec, then every card's event
 * resolved (`deckEvents`), each problem with its path.
 * @rule dawn-of-battle 14.0
 */
export function loadEventsFile(given: unknown, deck: DeckFile): E.Either<SetupError, EventsFile | null> {
  const file = given === undefined ? undefined : decode(eventsFileCodec, given);
  if (file !== undefined && E.isLeft(file)) {
    return E.left({ ...setupError('bad-data', `The events file is not valid:\n${file.left.message}`, cite('dawn-of-battle', '14.0')), issues: file.left.issues });
  }
  const events = file === undefined ? null : file.right;
  const check = deckEvents(deck, events ?? undefined);
  if (E.isLeft(check)) return E.left({ ...setupError('bad-data', `The deck's events are not valid:\n${check.left.message}`, cite('dawn-of-battle', '14.0')), issues: check.left.issues });
  return E.right(events);
}

/** One row of the dismounting table (§15.10): a cavalry type and the infantry it becomes. */
export interface DismountRow {
  readonly cavalry: UnitType;
  readonly infantry: ReadonlyArray<UnitType>;
  readonly provenance: Provenance;
}

/**
 * The Dismounted Cavalry table (§15.10): LC → MM, HC → MI, KT → HI, MA → LA, CT/HT → HA or MI
 * (the first listed is the default).
 * @rule dawn-of-battle 15.10
 */
export const DISMOUNT_TABLE: ReadonlyArray<DismountRow> = [
  { cavalry: 'LC', infantry: ['MM'], provenance: stated('dawn-of-battle', '15.10') },
  { cavalry: 'HC', infantry: ['MI'], provenance: stated('dawn-of-battle', '15.10') },
  { cavalry: 'KT', infantry: ['HI'], provenance: stated('dawn-of-battle', '15.10') },
  { cavalry: 'MA', infantry: ['LA'], provenance: stated('dawn-of-battle', '15.10') },
  { cavalry: 'CT', infantry: ['HA', 'MI'], provenance: stated('dawn-of-battle', '15.10') },
  { cavalry: 'HT', infantry: ['HA', 'MI'], provenance: stated('dawn-of-battle', '15.10') },
];

function fail(code: string, message: string, section: string): E.Either<SetupError, never> {
  return E.left(setupError(code, message, cite('dawn-of-battle', section)));
}

/**
 * Dismounts the chosen cavalry (§15.10), side A's choices first (ruling DOB-R56): each unit takes
 * the counter of its infantry type in the same hex, facing and status. Errors name the path.
 * @rule dawn-of-battle 15.10
 * @ruling DOB-R56
 */
export function applyDismounting(sc: Scenario, sup: Supplementary, counters: CountersFile): E.Either<SetupError, Scenario> {
  const byType = new Map<string, string>();
  for (const [id, c] of Object.entries(counters.counters)) if (!byType.has(c.type)) byType.set(c.type, id);
  const sides: Record<Side, ScenarioSide> = { A: sc.sides.A, B: sc.sides.B };
  for (const side of ['A', 'B'] as const) {
    const choices: ReadonlyArray<DismountChoice> = sup.dismount[side];
    if (choices.length === 0) continue;
    const swap = new Map<string, string>();
    for (const [i, ch] of choices.entries()) {
      const path = `options.dismount.${side}[${i}]`;
      const sd = sides[side];
      const unit = sd.units.find((u) => u.id === ch.unit) ?? sd.reinforcements?.flatMap((g) => g.units).find((u) => u.id === ch.unit);
      if (unit === undefined) return fail('unknown-unit', `${path}.unit: ${side} has no unit "${ch.unit}"`, '15.10');
      if (swap.has(ch.unit)) return fail('repeated-unit', `${path}.unit: "${ch.unit}" is dismounted twice`, '15.10');
      const type = counters.counters[unit.counter]?.type;
      const row = DISMOUNT_TABLE.find((r) => r.cavalry === type);
      if (row === undefined) return fail('not-dismountable', `${path}.unit: ${ch.unit} (${type ?? unit.counter}) is not a cavalry type that can dismount`, '15.10');
      const target = ch.as ?? row.infantry[0]!;
      if (!row.infantry.includes(target)) return fail('bad-dismount', `${path}.as: ${row.cavalry} dismounts as ${row.infantry.join(' or ')}, not ${target}`, '15.10');
      const counter = byType.get(target);
      if (counter === undefined) return fail('unknown-counter', `${path}: no ${target} counter in the counters file`, '15.10');
      swap.set(ch.unit, counter);
    }
    const sd = sides[side];
    const re = sd.reinforcements;
    sides[side] = {
      ...sd,
      units: sd.units.map((u) => (swap.has(u.id) ? { ...u, counter: swap.get(u.id)! } : u)),
      ...(re === undefined ? {} : { reinforcements: re.map((g) => ({ ...g, units: g.units.map((u) => (swap.has(u.id) ? { ...u, counter: swap.get(u.id)! } : u)) })) }),
    };
  }
  return E.right({ ...sc, sides });
}

/** The id of a side's dummy leader (§15.13); scenario leaders may not use the `dummy:` prefix. */
export function dummyLeaderId(side: Side): string {
  return `dummy:${side}`;
}

/** True for a dummy leader (§15.13). */
export function isDummyLeader(l: { readonly id: string }): boolean {
  return l.id.startsWith('dummy:');
}

/**
 * Adds one dummy leader per side (§15.13): set aside like a real leader, placed face down at
 * §4.4, with no command, range or combat value, so it adds nothing to morale and leads no one.
 * @rule dawn-of-battle 15.13
 */
export function dummyLeaders(sup: Supplementary, leaders: Readonly<Record<string, LeaderState>>): E.Either<SetupError, Record<string, LeaderState>> {
  for (const id in leaders) if (isDummyLeader(leaders[id]!)) return fail('reserved-id', `leader "${id}": the "dummy:" prefix is reserved for dummy leaders`, '15.13');
  if (!sup.dummyLeaders) return E.right({});
  const out: Record<string, LeaderState> = {};
  for (const side of ['A', 'B'] as const) {
    const id = dummyLeaderId(side);
    out[id] = { id, side, name: 'Dummy', command: 0, range: 0, combat: 0, where: 'aside', hex: null, returnTurn: null, revealed: false, canForm: false, moved: 0, reinforcement: null };
  }
  return E.right(out);
}

/**
 * The units the scenario names impetuous (§15.5) must be its units, each named once; errors name
 * the path (`options.impetuous[i]`).
 * @rule dawn-of-battle 15.5
 */
export function checkImpetuousUnits(sup: Supplementary, units: Readonly<Record<string, { readonly id: string }>>): E.Either<SetupError, null> {
  for (const [i, id] of sup.impetuous.entries()) {
    if (units[id] === undefined) return fail('unknown-unit', `options.impetuous[${i}]: there is no unit "${id}"`, '15.5');
    if (sup.impetuous.indexOf(id) !== i) return fail('repeated-unit', `options.impetuous[${i}]: "${id}" is named twice`, '15.5');
  }
  return E.right(null);
}
