/**
 * Visibility (sheet Q:732-771; no rulebook page beside it): how far inside terrain troops hide,
 * the maximum visibility by time and weather, and what blocks line of sight. Distances are
 * paces; `null` is unlimited (the sheet's infinity sign, scanned as "8").
 * @module
 */
import { qrs, ruleRow, type QrsTable, type RuleRow } from './source.js';

/**
 * Troops more than `value` paces inside the terrain cannot be seen unless revealed.
 * @rule dbmm QRS Q:748-757
 */
export const HIDDEN_INSIDE: QrsTable<RuleRow> = {
  id: 'hidden-inside',
  title: 'Troops inside terrain cannot be seen',
  page: 'QRS',
  lines: [748, 757],
  rows: [
    ruleRow('wood-summer', 'Wd or WH in summer or in a tropical climate; revealed by shooting out', 40, qrs('QRS', 749)),
    ruleRow('wood-other', 'Wd or WH in spring, autumn or winter; revealed by shooting out', 80, qrs('QRS', 750, 751, 'medium', 'printed "80n"')),
    ruleRow('orchard', 'O or Oa; revealed by shooting out', 80, qrs('QRS', 752)),
    ruleRow('bua', 'BUA, not manning a fortification; revealed by shooting out', 80, qrs('QRS', 753)),
    ruleRow('dunes', 'D; revealed by shooting out', 160, qrs('QRS', 754)),
    ruleRow('psiloi', 'Ps in V, M, crags, rocks or scrub; revealed by moving or close combat', 160, qrs('QRS', 755)),
  ],
};

/**
 * The most a player can see, by time and weather.
 * @rule dbmm QRS Q:759-771
 */
export const MAX_VISIBILITY: QrsTable<RuleRow> = {
  id: 'max-visibility',
  title: 'Maximum visibility',
  page: 'QRS',
  lines: [759, 771],
  rows: [
    ruleRow('day', 'day, clear weather', null, qrs('QRS', 760, 760, 'medium', 'the infinity sign is scanned as "8"')),
    ruleRow('mist', 'mist, by day or at dawn', 160, qrs('QRS', 761)),
    ruleRow('fog', 'fog', 80, qrs('QRS', 762)),
    ruleRow('dust-storm', 'dust storm', 80, qrs('QRS', 763)),
    ruleRow('snow', 'snow', 160, qrs('QRS', 764)),
    ruleRow('dusk', 'dusk', 400, qrs('QRS', 765)),
    ruleRow('dawn', 'dawn', 400, qrs('QRS', 766)),
    ruleRow('night-moon', 'night with moonlight', 160, qrs('QRS', 767)),
    ruleRow('night-moonless', 'night without moon', 80, qrs('QRS', 768)),
    ruleRow('night-bad-weather', 'night with overcast, mist, fog, rain, snow or dust storm', 80, qrs('QRS', 769)),
    ruleRow('line-of-sight', 'line of sight is blocked by hills, D, Wd, O, Oa, BUA, TF and PF, never by troops', null, qrs('QRS', 771)),
  ],
};
