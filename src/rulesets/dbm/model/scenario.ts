/**
 * A scenario: the two armies (each with its list), the figure scale, the table, terrain already
 * placed (terrain choosing is not played yet: the scenario's positions are the scenario author's)
 * and the bound limit.
 * @module
 */
import * as t from 'io-ts';
import { closed } from '../../../core/closed.js';
import { armyCodec, type Army } from './army-list.js';
import { finite, idString, oneOf, pointCodec, wholeIn } from './codec-helpers.js';
import { TERRAIN_KINDS, type DbmFeature } from './terrain.js';
import { DBM_SCALES, type DbmScale } from './troop.js';

/** One side of a scenario. */
export interface ScenarioSide {
  readonly player: string;
  readonly army: Army;
}

/** A DBM scenario. */
export interface DbmScenario {
  readonly name: string;
  readonly scale: DbmScale;
  /** Table size in paces; the config's (a 15mm table) when absent. */
  readonly table?: { readonly width: number; readonly depth: number };
  readonly sides: readonly [ScenarioSide, ScenarioSide];
  readonly terrain: ReadonlyArray<DbmFeature>;
  /** Bounds played before the game ends (the time limit). */
  readonly maxBounds: number;
}

/** Codec of a scenario: exact. */
export const dbmScenarioCodec = closed(
  t.intersection(
    [
      t.type({
        name: t.string,
        scale: oneOf('figure scale', DBM_SCALES),
        sides: t.tuple([t.type({ player: idString, army: armyCodec }, 'side'), t.type({ player: idString, army: armyCodec }, 'side')]),
        terrain: t.array(t.type({ id: idString, kind: oneOf('terrain kind', TERRAIN_KINDS), polygon: t.array(pointCodec) }, 'feature')),
        maxBounds: wholeIn(1, 400),
      }),
      t.partial({ table: t.type({ width: finite, depth: finite }, 'table') }),
    ],
    'dbm scenario',
  ),
) as unknown as t.Type<DbmScenario, unknown, unknown>;
