/**
 * Campaign loss dice (p.28, L2245-2252): after a campaign battle, each element of the defeated
 * army that left the table involuntarily or remains on it is diced for; it is lost on the scores
 * listed, by the ratio of the victor's mounted elements remaining on the table to the defeated
 * army's, and by its own kind. The column heading of the ratio is damaged: mounted elements is
 * our reading.
 * @module
 */
import { src, type DbmSource } from './sources.js';

/** The ratio band of the victor's mounted elements on the table to the defeated army's. */
export type CampaignRatio = 'half-or-less' | 'between' | 'double-or-more';

/** The kind of a diced element: hordes, artillery or baggage; elephants or other foot; other mounted. */
export type CampaignLossKind = 'hordes-artillery-baggage' | 'elephants-foot' | 'mounted';

/** The highest d6 score on which an element is lost (0: never), with its source. */
export interface CampaignLossRow {
  readonly lostUpTo: Readonly<Record<CampaignLossKind, number>>;
  readonly source: DbmSource;
}

/**
 * The campaign loss table.
 * @rule dbm p.28 L2245-2252
 */
export const DBM_CAMPAIGN_LOSS: Readonly<Record<CampaignRatio, CampaignLossRow>> = {
  'half-or-less': { lostUpTo: { 'hordes-artillery-baggage': 4, 'elephants-foot': 2, mounted: 0 }, source: src('reconstructed-medium', 'L2245-2252', 'the ratio heading is damaged: mounted elements on the table') },
  between: { lostUpTo: { 'hordes-artillery-baggage': 5, 'elephants-foot': 3, mounted: 1 }, source: src('reconstructed-medium', 'L2245-2252', 'the ratio heading is damaged: mounted elements on the table') },
  'double-or-more': { lostUpTo: { 'hordes-artillery-baggage': 6, 'elephants-foot': 4, mounted: 2 }, source: src('reconstructed-medium', 'L2245-2252', 'the ratio heading is damaged: mounted elements on the table') },
};
