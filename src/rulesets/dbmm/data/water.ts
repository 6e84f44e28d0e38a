/**
 * Water features (rulebook p.20; sheet Q:687-703): naval going, navigability and wading.
 * Printed cleanly; whether the last wading row means "in spate" or "low" is a ruling (DBMM-R16).
 * @module
 */
import type { DbmmGoing } from '../model/troop.js';
import { qrs, ruleRow, type QrsTable, type RuleRow } from './source.js';

/**
 * Naval going and navigability.
 * @rule dbmm p.20 Q:687-693
 */
export const WATER_FEATURES: QrsTable<RuleRow> = {
  id: 'water-features',
  title: 'Water features: naval going and navigability',
  page: 'p.20',
  lines: [687, 693],
  rows: [
    ruleRow('naval-difficult', 'naval going is difficult moving backwards, for Gal in a strong wind, Bts in a low river or going upstream in spate, Shp with no wind or heading within 45° of upwind', 'DGo', qrs('p.20', 689)),
    ruleRow('naval-good', 'all other naval movement is in good going', 'GGo', qrs('p.20', 689)),
    ruleRow('frozen', 'all frozen features are impassable to naval', 'impassable', qrs('p.20', 689)),
    ruleRow('narrow-river', 'a river under 80p wide is navigable by none', 'none', qrs('p.20', 692)),
    ruleRow('wide-river', 'a river 80p or wider is navigable by Bts', 'Bts', qrs('p.20', 693)),
    ruleRow('waterway', 'a waterway is navigable by Gal (F/I), Shp and Bts', 'Gal(F/I), Shp, Bts', qrs('p.20', 692)),
    ruleRow('lake', 'a lake is navigable by Bts', 'Bts', qrs('p.20', 693)),
    ruleRow('sea', 'the sea is navigable by any naval', 'Naval', qrs('p.20', 692)),
  ],
};

/** A wading row: a river's width and state, the troops, the going they count it as. */
export interface WadingRow {
  readonly wide: boolean;
  readonly state: 'normal' | 'in-spate' | 'low' | 'in-spate-near-sea';
  readonly who: string;
  readonly counts: DbmmGoing;
}

const w = (line: number, wide: boolean, state: WadingRow['state'], who: string, counts: DbmmGoing, conf: 'high' | 'medium' = 'high', note?: string) => ({ wide, state, who, counts, src: qrs('p.20', line, line, conf, note) });

/**
 * `wide`: 80p or more. `who` in the sheet's words.
 * @rule dbmm p.20 Q:695-703
 * @ruling DBMM-R16
 */
export const WADING: QrsTable<WadingRow> = {
  id: 'wading',
  title: 'Wading',
  page: 'p.20',
  lines: [695, 703],
  rows: [
    w(696, true, 'normal', 'Foot, Train, Exp, chariots', 'DGo'),
    w(697, true, 'normal', 'Mounted not Exp or chariots', 'RGo'),
    w(698, true, 'in-spate', 'Any', 'DGo'),
    w(699, true, 'low', 'Any', 'RGo'),
    w(700, false, 'normal', 'Foot', 'RGo'),
    w(701, false, 'normal', 'Mounted, Train', 'DGo'),
    w(702, false, 'in-spate', 'Any', 'DGo'),
    w(703, false, 'in-spate-near-sea', 'Any', 'GGo', 'medium', 'printed "in spate and within 800p of S"; possibly "low" (ruling DBMM-R16)'),
  ],
};
