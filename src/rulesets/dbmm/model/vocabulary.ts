/**
 * The abbreviations the quick reference sheet uses, in our words, so that docs, narration and
 * error messages can spell them out. Several codes have no expansion anywhere in the library's
 * sources; they are kept as opaque codes and say so (`null`).
 * @module
 */

/** Abbreviation → meaning, or `null` when no source expands it. */
export const DBMM_VOCABULARY: Readonly<Record<string, string | null>> = {
  // Troop types and groupings.
  El: 'elephants',
  Exp: 'expendables',
  Kn: 'knights',
  Cv: 'cavalry',
  LH: 'light horse',
  Cm: 'camelry',
  Sp: 'spears',
  Pk: 'pikes',
  Bd: 'blades',
  Ax: 'auxilia',
  Ps: 'psiloi',
  Wb: 'warband',
  Hd: 'hordes',
  Bw: 'bowmen',
  Sh: 'shot (a DBMM type)',
  Art: 'artillery',
  WWg: 'war wagons',
  Bge: 'baggage',
  Gal: 'galleys',
  Shp: 'ships',
  Bts: 'boats',
  Train: 'artillery other than (X), war wagons and baggage',
  // Grades and drill.
  '(S)': 'superior',
  '(O)': 'ordinary',
  '(I)': 'inferior',
  '(F)': 'fast',
  '(X)': 'exception',
  Reg: 'regular',
  Irr: 'irregular',
  // Going and water.
  GGo: 'good going',
  RGo: 'rough going',
  DGo: 'difficult going',
  Rd: 'road',
  Rv: 'river',
  WW: 'waterway',
  S: 'sea',
  L: 'lake',
  // Fortifications and built-up areas.
  TF: 'temporary fortification',
  PF: 'permanent fortification',
  BUA: 'built-up area',
  // Terrain codes.
  GH: 'gentle hill (the library\'s reading)',
  RH: 'rough hill (the library\'s reading)',
  DH: 'difficult hill (the library\'s reading)',
  WH: 'wooded hill (the library\'s reading)',
  SH: null,
  CH: 'craggy hill (the library\'s reading)',
  Wd: 'wood',
  O: 'orchard or groves',
  Oa: 'oasis',
  E: 'enclosures',
  V: 'vineyards',
  M: 'marsh',
  D: 'dunes',
  G: 'gully',
  B: 'brush',
  F: null,
  BF: null,
  SF: null,
  RF: null,
  // Game terms.
  TZ: 'threat zone',
  ME: 'morale equivalent',
  FE: 'feature equivalent (a unit of terrain choice)',
  PIP: 'player initiative points',
  VP: 'victory points',
  PO: null,
  HO: null,
  FW: null,
  FO: null,
};
