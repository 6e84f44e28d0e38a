/**
 * Ad hoc map setup (§17.3.2): a die for the number of terrain features, a die per feature for its
 * number of tiles, features placed anywhere except that different terrain types may not touch and
 * water may not be chosen. A seeded generator stands in for the defender's choices, and a checker
 * tells whether any layout (the generator's or a player's) keeps the rules.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cite, type Citation } from '../../../../core/citation.js';
import { violation, type RuleViolation } from '../../../../core/errors.js';
import { drawInt, rollD6, type RngState } from '../../../../random/rng.js';
import type { TerrainId } from '../../data/terrain.js';
import { axialToOffset, hexKey, neighbors, offsetToAxial, parseHexKey, type Hex } from '../../model/geometry.js';

/** Water features, which §17.3.2 forbids. */
export const WATER_TERRAIN: ReadonlyArray<TerrainId> = ['river', 'stream', 'bridge', 'ford'];
/**
 * The feature types the generator picks from: every land type but clear and the battlefield
 * church, a scenario's single building (ruling DOB-R61).
 * @ruling DOB-R61
 */
export const AD_HOC_TYPES: ReadonlyArray<TerrainId> = ['hill', 'rough', 'wooded', 'town'];

/** One feature: its type and the number of tiles its die gave. */
export interface FeaturePlan {
  readonly type: TerrainId;
  readonly tiles: number;
}

/** Map size and the types a generator may pick. */
export interface AdHocOptions {
  /** Playable columns and rows, as in a scenario's map (offset, flat-topped, odd columns shoved down). */
  readonly width: number;
  readonly height: number;
  /** Types to pick features from; default {@link AD_HOC_TYPES}. Water types are refused. */
  readonly types?: ReadonlyArray<TerrainId>;
}

/** A generated ad hoc map. */
export interface AdHocTerrain {
  /** The die for the number of features, and each feature's type, tile die and hexes (keys `"q,r"`). */
  readonly featureDie: number;
  readonly features: ReadonlyArray<FeaturePlan & { readonly hexes: ReadonlyArray<string> }>;
  /** Every non-clear hex, as a scenario's `map.terrain`. */
  readonly terrain: Readonly<Record<string, TerrainId>>;
  readonly rng: RngState;
}

const DOB = 'dawn-of-battle';
const MAX_TRIES = 200;

function onMap(h: Hex, width: number, height: number): boolean {
  const { col, row } = axialToOffset(h);
  return col >= 0 && col < width && row >= 0 && row < height;
}

/** True when `key` may take `type`: clear now, and no neighbour holds a different type. */
function fits(key: string, type: TerrainId, terrain: Readonly<Record<string, TerrainId>>): boolean {
  if (terrain[key] !== undefined) return false;
  const h = parseHexKey(key)!;
  return neighbors(h).every((n) => {
    const t = terrain[hexKey(n)];
    return t === undefined || t === type;
  });
}

/**
 * Generates an ad hoc map (§17.3.2). One die gives the number of features; for each, a type is
 * drawn from `types` (standing in for the defender's choice) and a die gives its tiles. Each
 * feature grows as one connected group from a random hex, never touching a hex of another type;
 * features of one type may run together (the §17.3.2 example joins two woods into one mass).
 * Deterministic for a given generator state; Left when the map is too small to place a feature.
 * @rule dawn-of-battle 17.3.2
 */
export function adHocTerrain(rng: RngState, options: AdHocOptions): E.Either<RuleViolation, AdHocTerrain> {
  const types = options.types ?? AD_HOC_TYPES;
  const { width, height } = options;
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || width < 1 || height < 1) {
    return E.left(violation('bad-map', `The map needs whole-number width and height of at least 1, got ${width} × ${height}.`, cite(DOB, '2.1')));
  }
  if (types.length === 0) return E.left(violation('no-types', 'At least one terrain type is needed.', cite(DOB, '17.3.2')));
  const water = types.find((t) => WATER_TERRAIN.includes(t) || t === 'clear');
  if (water !== undefined) return E.left(violation('water-feature', `${water} cannot be chosen as an ad hoc feature.`, cite(DOB, '17.3.2')));

  const all: string[] = [];
  for (let col = 0; col < width; col++) for (let row = 0; row < height; row++) all.push(hexKey(offsetToAxial(col, row)));

  let r = rng;
  const count = rollD6(r);
  r = count.rng;
  const terrain: Record<string, TerrainId> = {};
  const features: Array<FeaturePlan & { hexes: string[] }> = [];
  for (let f = 0; f < count.value; f++) {
    const pick = drawInt(r, 0, types.length - 1);
    const tiles = rollD6(pick.rng);
    r = tiles.rng;
    const type = types[pick.value]!;
    let placed: string[] | null = null;
    for (let attempt = 0; attempt < MAX_TRIES && placed === null; attempt++) {
      const starts = all.filter((k) => fits(k, type, terrain));
      if (starts.length === 0) break;
      const s = drawInt(r, 0, starts.length - 1);
      r = s.rng;
      const group = [starts[s.value]!];
      const trial: Record<string, TerrainId> = { ...terrain, [group[0]!]: type };
      while (group.length < tiles.value) {
        const frontier = [
          ...new Set(
            group.flatMap((k) =>
              neighbors(parseHexKey(k)!)
                .filter((n) => onMap(n, width, height))
                .map(hexKey),
            ),
          ),
        ].filter((k) => fits(k, type, trial));
        if (frontier.length === 0) break;
        const g = drawInt(r, 0, frontier.length - 1);
        r = g.rng;
        group.push(frontier[g.value]!);
        trial[frontier[g.value]!] = type;
      }
      if (group.length === tiles.value) placed = group;
    }
    if (placed === null) {
      return E.left(violation('no-room', `No room for a ${tiles.value}-hex ${type} feature on a ${width} × ${height} map.`, cite(DOB, '17.3.2')));
    }
    for (const k of placed) terrain[k] = type;
    features.push({ type, tiles: tiles.value, hexes: placed });
  }
  return E.right({ featureDie: count.value, features, terrain, rng: r });
}

/** One way a layout breaks §17.3.2, at its hex key or feature. */
export interface AdHocIssue {
  readonly path: string;
  readonly message: string;
  readonly citation: Citation;
}

/**
 * Checks an ad hoc layout against its draws (§17.3.2): no water, no two different types in
 * adjacent hexes, and for each type exactly as many hexes as its features' tile dice add up to
 * (same-type features may merge, so only the totals are compared). Returns every issue.
 * @rule dawn-of-battle 17.3.2
 */
export function checkAdHocTerrain(terrain: Readonly<Record<string, TerrainId>>, plan: ReadonlyArray<FeaturePlan>): ReadonlyArray<AdHocIssue> {
  const issues: AdHocIssue[] = [];
  const cite17 = cite(DOB, '17.3.2');
  plan.forEach((f, i) => {
    if (WATER_TERRAIN.includes(f.type)) issues.push({ path: `features[${i}].type`, message: `${f.type} is a water feature and cannot be chosen`, citation: cite17 });
  });
  const counts = new Map<TerrainId, number>();
  for (const [key, type] of Object.entries(terrain)) {
    counts.set(type, (counts.get(type) ?? 0) + 1);
    const h = parseHexKey(key);
    if (h === null) {
      issues.push({ path: `terrain["${key}"]`, message: 'not a "q,r" hex key', citation: cite17 });
      continue;
    }
    if (WATER_TERRAIN.includes(type)) issues.push({ path: `terrain["${key}"]`, message: `${type} is a water feature and cannot be placed`, citation: cite17 });
    for (const n of neighbors(h)) {
      const other = terrain[hexKey(n)];
      // Report each touching pair once, from its lower key.
      if (other !== undefined && other !== type && key < hexKey(n)) {
        issues.push({ path: `terrain["${key}"]`, message: `${type} touches ${other} at ${hexKey(n)}; different types may not be adjacent`, citation: cite17 });
      }
    }
  }
  const wanted = new Map<TerrainId, number>();
  for (const f of plan) wanted.set(f.type, (wanted.get(f.type) ?? 0) + f.tiles);
  for (const type of new Set([...wanted.keys(), ...counts.keys()])) {
    const want = wanted.get(type) ?? 0;
    const have = counts.get(type) ?? 0;
    if (want !== have) issues.push({ path: `(${type})`, message: `${have} ${type} hexes placed, the dice gave ${want}`, citation: cite17 });
  }
  return issues;
}
