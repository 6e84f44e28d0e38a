/**
 * The terrain set-up tables of §4.2: the topographies (§3.3), the availability roll's edge
 * modifiers (§4.2.1), the 2D6 feature tables (§4.2.2), the placement rolls (§4.2.3) and what an
 * unknown feature turns out to be (§4.2.4).
 * @module
 */

/** The five topographies (§3.3). The book's tables call the woods pattern "Wooded". */
export const TOPOGRAPHIES = ['arid', 'steppe', 'plains', 'hilly', 'wooded'] as const;
/** A topography (§3.3). */
export type Topography = (typeof TOPOGRAPHIES)[number];

/**
 * What a 2D6 feature roll gives (§4.2.2): no feature, a feature kind, or the placing player's
 * choice (any legal feature of the table, a wood on a hill, or an unknown feature).
 */
export type FeatureResult = 'open' | 'dunes' | 'gully' | 'wood' | 'hill-rough' | 'hill-open' | 'rough' | 'bua' | 'shore' | 'river' | 'marsh' | 'choice';

/**
 * The 2D6 feature tables (§4.2.2), one row per topography, results for 2 to 12 in order.
 * @rule arcane-warfare 4.2.2
 */
export const FEATURE_TABLES: Readonly<Record<Topography, readonly FeatureResult[]>> = {
  arid: ['open', 'dunes', 'gully', 'wood', 'hill-rough', 'rough', 'dunes', 'rough', 'bua', 'shore', 'choice'],
  steppe: ['rough', 'bua', 'gully', 'rough', 'hill-open', 'open', 'wood', 'hill-rough', 'river', 'marsh', 'choice'],
  plains: ['open', 'river', 'hill-rough', 'bua', 'wood', 'hill-open', 'rough', 'hill-open', 'shore', 'marsh', 'choice'],
  hilly: ['hill-rough', 'rough', 'hill-rough', 'gully', 'wood', 'hill-rough', 'rough', 'river', 'bua', 'wood', 'choice'],
  wooded: ['rough', 'hill-open', 'hill-rough', 'wood', 'hill-open', 'wood', 'river', 'rough', 'bua', 'wood', 'choice'],
};

/**
 * The default element of each topography (§4.2.2, §4.2.5). The book marks it in bold type, which
 * the text we have does not show: the library takes the table's 7 result, the most frequent roll
 * (ruling AW-R40). Reconstructed, not the publisher's.
 * @rule arcane-warfare 4.2.2
 * @ruling AW-R40
 */
export const DEFAULT_ELEMENT: Readonly<Record<Topography, FeatureResult>> = {
  arid: 'rough',
  steppe: 'open',
  plains: 'hill-open',
  hilly: 'hill-rough',
  wooded: 'wood',
};

/** True: the default elements above are the library's reconstruction (ruling AW-R40). */
export const DEFAULT_ELEMENT_RECONSTRUCTED = true;

/**
 * The feature availability roll (§4.2.1): one D6 per sector, +1 for a sector on a long edge and
 * +1 more for one on a short edge; 6 or more means a feature roll.
 * @rule arcane-warfare 4.2.1
 */
export const AVAILABILITY = { longEdge: 1, shortEdge: 1, feature: 6 } as const;

/** The features of which only one may be on the board (§4.2.2): a second rolled becomes "choice". */
export const ONLY_ONE: ReadonlyArray<FeatureResult> = ['bua', 'river', 'shore'];

/** Where a placed feature may lie (§4.2.3). */
export type Placement =
  /** Wholly inside the sector, touching a table edge or Shore where the sector has one (15 mm 1–3). */
  | 'inside-touching-edge'
  /** Wholly inside the sector (15 mm 4–5). */
  | 'inside'
  /** At least half of it inside the sector (15 mm 6). */
  | 'half-inside'
  /** Centred on the sector, touching a table edge or Shore where present (25 mm 1–4). */
  | 'centred-touching-edge'
  /** Over the sector and at most three sectors next to it (25 mm 5–6). */
  | 'over-up-to-four-sectors';

/**
 * The placement roll for features other than roads, rivers and shore (§4.2.3.1, §4.2.3.2): a D6,
 * index 0 for a 1.
 * @rule arcane-warfare 4.2.3.1
 * @rule arcane-warfare 4.2.3.2
 */
export const PLACEMENT_TABLE: Readonly<Record<'15mm' | '25mm', readonly Placement[]>> = {
  '15mm': ['inside-touching-edge', 'inside-touching-edge', 'inside-touching-edge', 'inside', 'inside', 'half-inside'],
  '25mm': ['centred-touching-edge', 'centred-touching-edge', 'centred-touching-edge', 'centred-touching-edge', 'over-up-to-four-sectors', 'over-up-to-four-sectors'],
};

/**
 * Features other than roads, rivers and shore stand at least this far apart (§4.2.3.1), paces.
 * @rule arcane-warfare 4.2.3.1
 */
export const FEATURE_SEPARATION = 150;

/**
 * The road rolls after all sectors are done (§4.2.3.1): the attacker may place a road on this or
 * more; if there is still none, the defender on this or more.
 * @rule arcane-warfare 4.2.3.1
 */
export const ROAD_ROLL = { attacker: 4, defender: 5 } as const;

/** What an unknown feature turns out to be (§4.2.4). */
export type UnknownResult = 'impassable' | 'gully' | 'rough' | 'open' | 'dunes-or-marsh';

/**
 * The unknown feature roll (§4.2.4), index 0 for a 1: 1 impassable (a sand trap, deep lake or
 * marsh), 2 gully, 3 rough, 4 and 6 open, 5 dunes in arid or plains country when the feature
 * touches the board edge, otherwise marsh.
 * @rule arcane-warfare 4.2.4
 */
export const UNKNOWN_TABLE: readonly UnknownResult[] = ['impassable', 'gully', 'rough', 'open', 'dunes-or-marsh', 'open'];

/**
 * On an impassable unknown feature each unit that stepped in rolls a D6 and is removed from play
 * on this or more (§4.2.4).
 * @rule arcane-warfare 4.2.4
 */
export const UNKNOWN_TRAP_REMOVES_ON = 5;
