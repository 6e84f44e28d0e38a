import * as E from 'fp-ts/lib/Either.js';
import { scriptedRng } from '../../../src/random/rng.js';
import type { DbxElement } from '../../../src/rulesets/dbx/elements.js';
import { dba, type DbaOptions, type DbaScenario, type DbaState, type DbaTroopType, type TerrainFeature } from '../../../src/rulesets/dba/index.js';

/** An element to place directly on the table: (x, y) is its front-edge midpoint. */
export interface Spec {
  readonly id: string;
  readonly side: 'a' | 'b';
  readonly type: DbaTroopType;
  readonly x: number;
  readonly y: number;
  readonly heading: number;
  readonly general?: boolean;
}

const scenario: DbaScenario = {
  armies: [
    { id: 'a', elements: [{ id: 'a-gen', type: 'Cv', general: true }] },
    { id: 'b', elements: [{ id: 'b-gen', type: 'Cv', general: true }] },
  ],
};

/**
 * A state in side `a`'s move phase of bound 3 with the given elements already on the table (no
 * camps unless given). Generals are off-table stand-ins unless a spec says `general`.
 */
export function battle(specs: ReadonlyArray<Spec>, opts: { terrain?: TerrainFeature[]; dice?: number[]; options?: DbaOptions; pips?: number; bound?: number; player?: 'a' | 'b'; commandRange?: boolean } = {}): DbaState {
  const s = dba.setup(scenario, { seed: 'fixture', options: opts.options ?? {} });
  if (E.isLeft(s)) throw new Error(s.left.message);
  const base = s.right;
  const elements: Record<string, DbxElement> = {};
  const hasGeneral = { a: specs.some((x) => x.side === 'a' && x.general === true), b: specs.some((x) => x.side === 'b' && x.general === true) };
  for (const side of ['a', 'b'] as const) {
    if (!hasGeneral[side]) {
      // a general far away in a corner, so command range rules stay quiet unless a test wants them
      elements[`${side}-gen`] = mk({ id: `${side}-gen`, side, type: 'Cv', x: side === 'a' ? 80 : 2320, y: side === 'a' ? 2300 : 2300, heading: 270, general: true }, base);
    }
  }
  for (const sp of specs) elements[sp.id] = mk(sp, base);
  const player = opts.player ?? 'a';
  // the stand-in generals sit in the corners: command range is switched off unless a test asks for it
  const data = opts.commandRange === true || specs.some((x) => x.general === true) ? base.tables : { ...base.tables, pips: { ...base.tables.pips, outOfRange: 0 } };
  return {
    ...base,
    tables: data,
    rng: opts.dice === undefined ? base.rng : scriptedRng(opts.dice),
    terrain: opts.terrain ?? [],
    deployment: { ...base.deployment, high: 'a', low: 'b', fiveSix: [1, 2], baseDie: 1, baseEdge: { a: 1, b: 3 } },
    elements,
    bound: opts.bound ?? 3,
    phase: { tag: 'move', player, pips: opts.pips ?? 6, pipsUsed: 0 },
  };
}

function mk(sp: Spec, state: DbaState): DbxElement {
  return {
    id: sp.id,
    side: sp.side,
    type: sp.type,
    command: sp.side,
    general: sp.general === true,
    camp: false,
    grade: null,
    irregular: false,
    status: 'active',
    lostHow: null,
    x: sp.x,
    y: sp.y,
    heading: sp.heading,
    width: state.tables.baseWidth,
    depth: state.tables.baseDepth[sp.type],
  };
}

/** A rectangle terrain feature. */
export function rect(id: string, kind: TerrainFeature['kind'], x0: number, y0: number, x1: number, y1: number): TerrainFeature {
  return { id, kind, polygon: [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }] };
}

/** Applies a command, failing the test on refusal. */
export function ok(state: DbaState, cmd: unknown) {
  const r = dba.apply(state, cmd as never);
  if (E.isLeft(r)) throw new Error(`refused: ${r.left.code}: ${r.left.message}`);
  return r.right;
}

/** Applies a command expecting a refusal; returns its code. */
export function refused(state: DbaState, cmd: unknown): string {
  const r = dba.apply(state, cmd as never);
  if (E.isRight(r)) throw new Error('expected a refusal');
  return r.left.code;
}

/** Moves to the combat phase (end moves, end shooting if asked). */
export function toCombat(state: DbaState): DbaState {
  let s = ok(state, { type: 'end-moves', player: state.phase.tag === 'move' ? state.phase.player : 'a' }).state;
  if (s.phase.tag === 'shoot') s = ok(s, { type: 'end-shooting', player: s.phase.player }).state;
  return s;
}
