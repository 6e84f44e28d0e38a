/**
 * Threat zones (rulebook p.32; sheet Q:178-198 and Q:289): how deep a threat zone reaches, the
 * moves allowed to an element starting in or entering one, and when a zone is ineffective. The
 * block is rotated in the scan and reads bottom to top; how the three "move straight forward"
 * clauses combine is unclear (ruling DBMM-R13). The zone's width is not printed (DBMM-R13).
 * @module
 */
import { qrs, ruleRow, type QrsTable, type RuleRow } from './source.js';

const up = (a: number, b = a, c: 'high' | 'medium' | 'low' = 'medium') => qrs('p.32', a, b, c, 'a rotated block, read bottom to top');

/**
 * @rule dbmm p.32 Q:178-198
 * @rule dbmm p.32 Q:289
 * @ruling DBMM-R13
 */
export const THREAT_ZONE: QrsTable<RuleRow> = {
  id: 'threat-zone',
  title: 'Moves starting in or entering a threat zone',
  page: 'p.32',
  lines: [178, 289],
  rows: [
    ruleRow('depth', 'a threat zone reaches this far forward of the front edge, through other elements', 80, qrs('p.32', 289)),
    ruleRow('line-up', 'it may line up: front edge to front edge with the element most in front, opposite the threatening element most in front, or as an overlap on an element another of its group contacts', null, up(193, 198)),
    ruleRow('straight-forward', 'it may move straight forward: a full tactical move without contacting enemy, or to contact an enemy front edge or corner, directly towards the threatening element', null, up(189, 192, 'low')),
    ruleRow('straight-back', 'it may move straight back without contacting an enemy edge or corner (unless in close combat)', null, up(186, 188)),
    ruleRow('follow', 'it may follow, or move to rear-support friends partly directly in front', null, up(184, 185)),
    ruleRow('turn-about', 'it may turn 180° if threatened only from the rear', null, up(182, 183)),
    ruleRow('ineffective', 'a zone is ineffective when the threatening element is Hd (I), Bge or routers, or beyond water, a fortification or an obstacle, or when the element is making an outcome move, fleeing or routing', null, up(178, 181)),
  ],
};
