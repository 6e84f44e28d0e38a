/**
 * Campaign battle losses (p.28, L2225-2254): the defeated player dices for each element that left
 * the table involuntarily or remains on it; the score, less 1 for an element in contact with
 * enemy, is read against the table by the ratio of mounted elements left on the table.
 * @module
 */
import { DBM_CAMPAIGN_LOSS, type CampaignLossKind, type CampaignRatio } from '../../data/campaign-loss.js';
import { DBM_MOUNTED } from '../../data/troops.js';
import type { DbmTroopType } from '../../model/troop.js';

/**
 * The ratio band of `victorMounted` to `defeatedMounted` mounted elements on the table
 * (L2245-2248). None left to the defeated counts as double or more.
 * @rule dbm p.28 L2245-2248
 */
export function campaignRatio(victorMounted: number, defeatedMounted: number): CampaignRatio {
  if (defeatedMounted === 0) return victorMounted === 0 ? 'between' : 'double-or-more';
  if (victorMounted * 2 <= defeatedMounted) return 'half-or-less';
  if (victorMounted >= defeatedMounted * 2) return 'double-or-more';
  return 'between';
}

/**
 * The column of a diced element (L2249-2252).
 * @rule dbm p.28 L2249-2252
 */
export function campaignLossKind(type: DbmTroopType): CampaignLossKind {
  if (type === 'Hd' || type === 'Art' || type === 'Bge') return 'hordes-artillery-baggage';
  if (DBM_MOUNTED.has(type) && type !== 'El') return 'mounted';
  return 'elephants-foot';
}

/**
 * Whether an element is lost on a die score: the score, less 1 in contact with enemy, at or
 * below the table's figure.
 * @rule dbm p.28 L2245-2252
 */
export function lostOnCampaignDie(die: number, type: DbmTroopType, ratio: CampaignRatio, inContact: boolean): boolean {
  const up = DBM_CAMPAIGN_LOSS[ratio].lostUpTo[campaignLossKind(type)];
  return die - (inContact ? 1 : 0) <= up && up > 0;
}
