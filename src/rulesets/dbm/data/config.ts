/**
 * `DbmConfig`: every value of DBM 3.x that the scan damaged or the book leaves open, with the
 * library's default and where that default comes from. A user with a clean copy of the book
 * supplies the printed values through the options (`options.config`); they are then tagged
 * `user`. `strict` refuses to start a game while any value the game reads is a low-confidence
 * reading or missing, and names each one.
 * @module
 */
import { src, type DbmSource } from './sources.js';

/** One config key: its default (`null`: none offered), its source, what it is for, and whether the rules built so far read it. */
export interface ConfigEntry<V extends number | string | null = number | string | null> {
  readonly value: V;
  readonly source: DbmSource;
  /** The page of the book. */
  readonly page: string;
  readonly about: string;
  /** True when a chapter the library plays reads it (only those count for `strict`). */
  readonly inUse: boolean;
  /** The allowed values of a choice key. */
  readonly choices?: ReadonlyArray<string>;
}

const num = (value: number, page: string, source: DbmSource, about: string, inUse = false): ConfigEntry<number> => ({ value, page, source, about, inUse });

/**
 * Every config key with its default.
 * @rule dbm p.3
 */
export const DBM_CONFIG = {
  // Army (p.11)
  armyPointsMin: num(300, 'p.11', src('text', 'L777'), 'the smallest agreed army total, in army points', true),
  armyPointsMax: num(500, 'p.11', src('reconstructed-medium', 'L777', 'the upper figure is damaged; 500 fits what is left and the 400-point baggage threshold'), 'the largest agreed army total, in army points', true),
  baggageThresholdPoints: num(400, 'p.11', src('text', 'L783'), 'armies of this many points or fewer field the smaller baggage count', true),
  baggageSmallArmy: num(6, 'p.11', src('text', 'L783'), 'baggage elements of a small army', true),
  baggageLargeArmy: num(8, 'p.11', src('text', 'L783'), 'baggage elements of a larger army', true),
  // Table (p.3)
  tableWidth: num(3600, 'p.3', src('reconstructed-medium', 'L174', '1.8 m at 15mm scale; the size is damaged'), 'table width (long edges) in paces', true),
  tableDepth: num(2400, 'p.3', src('reconstructed-medium', 'L174', '1.2 m at 15mm scale; the size is damaged'), 'table depth in paces', true),
  // Set-up dicing (p.12)
  aggressionMax: num(4, 'p.12', src('proposal', 'L853', 'the factor and its range come from the army lists, not printed in the book'), 'the largest aggression factor an army list may give', true),
  moonlightDie: {
    value: 'invader',
    page: 'p.13',
    source: src('proposal', 'L994-995', 'the text does not say whose last set-up die decides moonlight'),
    about: "whose last set-up die, when odd, gives moonlight: 'invader' or 'defender'",
    inUse: true,
    choices: ['invader', 'defender'],
  } as ConfigEntry<string>,
  hoursPerDefenderBounds: num(4, 'p.13', src('text', 'L983'), 'one hour passes each time the defender completes this many bounds', true),
  // Weather (p.14)
  windBackAverage: num(5, 'p.14', src('text', 'L1043'), 'PIP dice average at or above which the wind backs 45°'),
  windVeerAverage: num(2, 'p.14', src('text', 'L1044'), 'PIP dice average at or below which the wind veers 45°'),
  mistClearAverage: num(3, 'p.14', src('text', 'L1027-1028'), 'PIP dice average below which fog or mist clears'),
  weatherStartAverage: num(5, 'p.14', src('reconstructed-low', 'L1047', 'the digit is lost'), 'PIP dice average at or above which a risk of rain, snow or dust-storm becomes the weather'),
  weatherStopAverage: num(2, 'p.14', src('reconstructed-low', 'L1048', 'the digit is lost'), 'PIP dice average below which rain, snow or a dust-storm stops'),
  thirstFromBound: { value: null, page: 'p.14', source: src('missing', 'L1076', 'the number is lost'), about: 'the bound after which thirst applies', inUse: false } as ConfigEntry<null>,
  // Visibility (p.14)
  visibilityDuskDawn: num(600, 'p.14', src('reconstructed-low', 'L1083'), 'how far troops are seen at dusk and dawn'),
  visibilityMoonlightMistSnow: num(300, 'p.14', src('reconstructed-low', 'L1083-1084'), 'how far troops are seen in moonlight, mist or snow'),
  visibilityNightFogDust: num(100, 'p.14', src('text', 'L1084'), 'how far troops are seen at night, in fog or a dust-storm'),
  visibilityWoodInterior: num(50, 'p.14', src('reconstructed-low', 'L1086'), 'how far into a wood or built-up area troops are seen'),
  visibilityOrchardDunes: num(150, 'p.14', src('text', 'L1087'), 'how far into an orchard, grove or dunes troops are seen'),
  // Terrain (p.12)
  featureMaxAcross: num(1200, 'p.12', src('reconstructed-low', 'L917'), 'the most an area feature may measure across'),
  featureMinAcross: num(300, 'p.12', src('reconstructed-low', 'L918'), 'the least an area feature may measure across'),
  riverMaxWidth: num(200, 'p.12a', src('text', 'L965'), 'the widest a river may be'),
  // Deployment (p.15)
  deploymentShortOfCentre: num(800, 'p.15', src('corroborated', 'L1112', 'the first digit is lost; 800 matches the invader ambush limit (L1179) and DBMM'), 'how far short of the centre line troops deploy at most', true),
  deploymentFromShortEdge: num(300, 'p.15', src('text', 'L1113'), 'how close to a short table edge land troops may deploy at least', true),
  deploymentFromEnemyFortifiedBua: num(200, 'p.15', src('text', 'L1114'), 'how close to an enemy garrisoned fortified built-up area troops may deploy at least'),
  invaderAmbushShortOfCentre: num(800, 'p.15', src('reconstructed-high', 'L1179'), 'how far short of the centre line invading ambushers stand at most'),
  // Exchanging mounted and foot (p.9)
  dismountNearDistance: num(300, 'p.9', src('reconstructed-medium', 'L646', 'legible in the camelry sentence at L650'), 'within this of enemy war wagons on a hill or enemy fortifications, others may dismount'),
  // The bound, movement and shooting (p.16-21): read by the chapters of part I's second half and part II.
  pipGeneralFar: num(1200, 'p.16', src('corroborated', 'L1218', 'a public DBM v3 playsheet'), 'an element or group farther than this from its general costs +1 PIP'),
  pipGeneralFarOutOfSight: num(600, 'p.16', src('corroborated', 'L1218-1219', 'a public DBM v3 playsheet'), 'or farther than this with neither in sight of the other'),
  marchKnownEnemyDistance: num(600, 'p.18a', src('reconstructed-low', 'L1422-1434', 'the digits are lost; 200, 800 and 1200 are also possible'), 'a march cannot start or go closer than this to known enemy'),
  marchUnknownEnemyDiscovery: num(200, 'p.18a', src('corroborated', 'L1423', 'a public DBM v3 playsheet'), 'a march ends on discovering enemy within this'),
  marchReducedDistance: num(200, 'p.18a', src('reconstructed-low', 'L1433'), 'the reduced march distance of the exception clause'),
  fastBonus: num(50, 'p.19', src('reconstructed-high', 'L1509'), 'extra move of (F) troops'),
  flankContactBonus: num(50, 'p.19', src('reconstructed-high', 'L1512'), 'extra move to contact the flank of an enemy already in contact'),
  offRoadCap: num(100, 'p.19', src('reconstructed-low', 'L1514-1516'), 'off-road move cap crossing a river or when visibility is 100p or less'),
  fleeBonus: num(50, 'p.24a', src('text', 'L2028'), 'a flee is the tactical move plus this', true),
  generalLossTest: {
    value: 'not-greater',
    page: 'p.25a',
    source: src('reconstructed-medium', 'L2117', 'the comparison word is damaged; what is left fits "not greater" (ruling DBM-R48)'),
    about: "a command whose general is lost is demoralised when its next PIP die is 'not-greater' than (or 'less' than) its losses",
    inUse: true,
    choices: ['not-greater', 'less'],
  } as ConfigEntry<string>,
  rangeArtillery: num(500, 'p.21', src('text', 'L1612-1613'), 'range of artillery other than (I) and (X)', true),
  rangeArtilleryX: num(300, 'p.21', src('reconstructed-medium', 'L561, L1612', 'the first digit is lost'), 'range of artillery (X)', true),
  rangeShort: num(200, 'p.21', src('text', 'L1612-1613'), 'range of bowmen, artillery (I), war wagons and naval', true),
  // Resolving combat (p.22)
  gradingFactors: {
    value: 'reading',
    page: 'p.22',
    source: src('reconstructed-low', 'L1833-1837', 'three of the four grading factors lost their grades and comparisons (ruling DBM-R31)'),
    about: "which grading factors apply: 'reading' (the library's reading of all four) or 'text-only' (only the legible one, against fast opponents)",
    inUse: true,
    choices: ['reading', 'text-only'],
  } as ConfigEntry<string>,
  upslope: {
    value: 'hill-under-centre',
    page: 'p.22',
    source: src('proposal', 'L1800', 'the book compares front edges, which a lined-up fight shares (ruling DBM-R33)'),
    about: "who is upslope: 'hill-under-centre' (the centre of its base on a hill the opponent's centre is not on) or 'off'",
    inUse: true,
    choices: ['hill-under-centre', 'off'],
  } as ConfigEntry<string>,
  wheelMeasure: {
    value: 'chord',
    page: 'p.17',
    source: src('text', 'L1310', 'the literal reading of a damaged sentence (ruling DBM-R2)'),
    about: "how a wheel is measured: 'chord' or 'arc'",
    inUse: false,
    choices: ['chord', 'arc'],
  } as ConfigEntry<string>,
} as const;

/** A config key. */
export type DbmConfigKey = keyof typeof DBM_CONFIG;

/** Every config key, in table order. */
export const DBM_CONFIG_KEYS = Object.keys(DBM_CONFIG) as DbmConfigKey[];

/** The values a game plays with (resolved once at set-up and kept in the state). */
export type DbmConfig = { readonly [K in DbmConfigKey]: (typeof DBM_CONFIG)[K]['value'] extends number ? number : (typeof DBM_CONFIG)[K]['value'] extends string ? string : number | null };

/** Where each value of a game's config came from: its source kind. */
export type DbmConfigSources = { readonly [K in DbmConfigKey]: DbmSource['kind'] };

/** The library's defaults. */
export const DEFAULT_DBM_CONFIG: DbmConfig = Object.fromEntries(DBM_CONFIG_KEYS.map((k) => [k, DBM_CONFIG[k].value])) as unknown as DbmConfig;

/** The sources of the defaults. */
export const DEFAULT_DBM_CONFIG_SOURCES: DbmConfigSources = Object.fromEntries(DBM_CONFIG_KEYS.map((k) => [k, DBM_CONFIG[k].source.kind])) as unknown as DbmConfigSources;
