/**
 * Spontaneous advance (rulebook pp.30-31; sheet Q:200-325): what triggers it besides the
 * impetuous troop list, what exempts an element, and what happens to friends passed through.
 * The impetuous troop list itself (Q:327-350) is not legible: the user supplies it
 * (`data/user/`). The exemptions are scattered fragments (medium); the pass-through effects are
 * printed cleanly.
 * @module
 */
import { qrs, ruleRow, type QrsTable, type RuleRow } from './source.js';

const frag = (a: number, b = a) => qrs('p.30-31', a, b, 'medium', 'a scattered fragment of a rotated block');

/**
 * @rule dbmm p.30-31 Q:200-325
 */
export const SPONTANEOUS_ADVANCE: QrsTable<RuleRow> = {
  id: 'spontaneous-advance',
  title: 'Spontaneous advance',
  page: 'p.30-31',
  lines: [200, 325],
  rows: [
    ruleRow('trigger-ps-tz', 'Ps in an enemy foot element\'s threat zone', null, frag(311)),
    ruleRow('trigger-broken-enemy', 'aware of a broken or shattered enemy within this distance', 400, frag(313)),
    ruleRow('trigger-feigned-flight', 'aware of an enemy feigned flight within this distance', 480, frag(317)),
    ruleRow('trigger-baggage', 'a move that will contact enemy baggage', null, frag(319)),
    ruleRow('trigger-river', 'in a river, unless fleeing', null, frag(321)),
    ruleRow('trigger-ho', 'crossing HO', null, frag(325)),
    ruleRow('exempt', 'no spontaneous advance for a disheartened command, the army baggage command, foot defending a river edge, an unreliable ally, troops encamped at night, halted, in close combat, an undiscovered ambush not yet moved that chooses not to, an overlapping element that chooses not to, in DGo not yet moved and choosing not to, Kn that would contact El or Cm, or a move crossing a fortification from inside', null, frag(200, 229)),
    ruleRow('no-pip', 'a spontaneous advance costs no PIPs, goes in column if it can, and lasts until broken or the cause ceases', 0, frag(273, 277)),
    ruleRow('distance', 'a full tactical move, plus this if straight ahead in good going and not ending in contact with enemy', 80, frag(235, 236)),
    ruleRow('through-el-exp', 'anything passed through by El or Exp flees', null, qrs('p.30-31', 304)),
    ruleRow('through-impetuous', 'impetuous troops not yet moved this bound follow behind', null, qrs('p.30-31', 305)),
    ruleRow('through-kn-cm', 'non-impetuous troops passed through by Kn or Cm (S) are spent', null, qrs('p.30-31', 306)),
    ruleRow('through-other', 'non-impetuous troops passed through by anything else recoil', null, qrs('p.30-31', 307)),
    ruleRow('through-routers', 'broken troops passed through by routers join the rout behind them', null, qrs('p.30-31', 309)),
  ],
};
