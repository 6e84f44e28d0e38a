/**
 * Setup of battle (rulebook pp.18-22; sheet Q:773-881): season, aggression, terrain choice and
 * its feature-equivalent (FE) costs, terrain placement order, deployment limits, and the stages
 * of deployment. Printed cleanly except where a row says.
 * @module
 */
import { qrs, ruleRow, type QrsTable, type RuleRow } from './source.js';

const p = (a: number, b = a, c: 'high' | 'medium' = 'high', note?: string) => qrs('p.18-22', a, b, c, note);

/**
 * The pre-battle steps and their numbers.
 * @rule dbmm p.18-22 Q:773-801
 */
export const SETUP_STEPS: QrsTable<RuleRow> = {
  id: 'setup-steps',
  title: 'Setup of battle: season, aggression, facing, terrain choice',
  page: 'p.18-22',
  lines: [773, 801],
  rows: [
    ruleRow('nominate-season', 'each C-in-C nominates a season', null, p(775, 777)),
    ruleRow('aggression', 'each side throws a die and adds its army\'s aggression factor; equal scores throw again; the lower score is the defender', null, p(779, 783)),
    ruleRow('season', 'the season is the invader\'s nomination, delayed one season for each equal throw', 1, p(785, 787)),
    ruleRow('facing', 'the defender faces west if his aggression die was odd, east if even (or as his army list says if he places FW)', null, p(789, 791)),
    ruleRow('invader-fe', 'the invader chooses up to this many FE of terrain (no BUA)', 2, p(799)),
    ruleRow('defender-fe-min', 'the defender chooses at least this many FE', 2, p(799)),
    ruleRow('defender-fe-max', 'and at most this many, plus up to 2 FE of the invader\'s not chosen', 4, p(799)),
    ruleRow('compulsory', 'the choice must include at least one of each compulsory type', 1, p(801)),
  ],
};

/**
 * Feature-equivalent costs and limits. Sizes in paces.
 * @rule dbmm p.18-22 Q:803-814
 */
export const FE_COSTS: QrsTable<RuleRow> = {
  id: 'fe-costs',
  title: 'Feature equivalents',
  page: 'p.18-22',
  lines: [803, 814],
  rows: [
    ruleRow('first-unpaved-road', 'the first unpaved road for each player', 0, p(803)),
    ruleRow('small-area', 'an area feature up to 480 × 480p (O and BF must be this size)', 0.5, p(804)),
    ruleRow('second-unpaved-road', 'the second unpaved road', 0.5, p(805)),
    ruleRow('medium-area', 'an area feature over 480 × 480p up to 800 × 600p (half for GH and F)', 1, p(806)),
    ruleRow('paved-roads', 'the first and second paved road', 1, p(807)),
    ruleRow('large-area', 'an area feature over 800 × 600p up to 1200 × 800p', 2, p(808)),
    ruleRow('linear', 'a linear feature other than the first two roads', 2, p(809)),
    ruleRow('max-fe-per-type', 'no more than this many FE of each terrain type', 2, p(811)),
    ruleRow('max-non-compulsory-same', 'no more than this many non-compulsory terrains of the same type', 2, p(813)),
    ruleRow('max-half-fe-types', 'no more than this many ½-FE terrain types', 3, p(814)),
  ],
};

/**
 * The order terrain is placed in (stage 1 first).
 * @rule dbmm p.18-22 Q:816-831
 */
export const TERRAIN_PLACEMENT: QrsTable<RuleRow> = {
  id: 'terrain-placement',
  title: 'Placing terrain',
  page: 'p.18-22',
  lines: [816, 831],
  rows: [
    ...(
      [
        ['S, WW, L, Oa', 824],
        ['navigable Rv', 825],
        ['other Rv', 826],
        ['M, D', 827],
        ['DH, WH, CH, Wd', 824],
        ['RH, SH', 825],
        ['GH, V', 826],
        ['Rd', 827],
        ['BUA not on a hill', 824],
        ['F, E', 825],
        ['O', 826],
        ['B', 827],
        ['BF, SF, RF', 824],
        ['G', 825],
      ] as const
    ).map(([what, line], i) => ruleRow(`stage-${i + 1}`, what, i + 1, p(line, line, 'medium', 'a four-column list serialised row by row'))),
    ruleRow('edges', 'table edges are numbered 1-4 clockwise from the defender\'s left; the defender marks 5, the invader 6', null, p(818)),
    ruleRow('no-dice', 'S, WW and BUA are placed without dice', null, p(829)),
    ruleRow('edge-die', 'the first die names the edge the piece must be nearer than any other', null, p(831)),
    ruleRow('distance-die', 'the second die times this many paces: the farthest the first piece on an edge may be from it, then the least gap between pieces', 80, p(831)),
  ],
};

/**
 * Deployment limits, in paces.
 * @rule dbmm p.18-22 Q:833-854
 */
export const DEPLOYMENT: QrsTable<RuleRow> = {
  id: 'deployment',
  title: 'Deployment',
  page: 'p.18-22',
  lines: [833, 854],
  rows: [
    ruleRow('deployed-min', 'at least this many commands start deployed', 1, p(835)),
    ruleRow('off-table-max', 'up to this many commands may be kept off as delayed or flank-marching', 2, p(835)),
    ruleRow('rectangle', 'a command deploys inside a rectangle parallel to the edges that does not intersect another command\'s', null, p(839)),
    ruleRow('general-land', 'land elements deploy within this of their general (not army or command baggage, not ambushers)', 800, p(840)),
    ruleRow('general-naval', 'naval elements within this of their general', 2000, p(840)),
    ruleRow('groups', 'commands deploy as groups except El, Exp, troops in fortifications, command baggage, ambushers and naval', null, p(841)),
    ruleRow('centre-first', 'the army deploying first stays at least this far from the centre line', 240, p(845)),
    ruleRow('centre-second', 'the army deploying second stays at least this far from it (unless in ambush or a BUA)', 400, p(846)),
    ruleRow('short-edge-min', 'no element deploys nearer a short edge than this (unless in ambush or a BUA)', 400, p(850)),
    ruleRow('short-edge-light', 'Ps, LH, Ax, Cv (O/I), Bge (F) and a general grouped with them may deploy 400-800p from a short edge', 800, p(852)),
    ruleRow('short-edge-other', 'all others deploy more than this from a short edge', 800, p(854)),
    ruleRow('enemy-fortification', 'every element deploys more than this from an enemy TF or PF', 240, p(854)),
  ],
};

/**
 * The stages of deployment, in order (`value` is the stage number where the sheet keeps it).
 * @rule dbmm p.18-22 Q:856-881
 */
export const DEPLOYMENT_STAGES: QrsTable<RuleRow> = {
  id: 'deployment-stages',
  title: 'Stages of deployment',
  page: 'p.18-22',
  lines: [856, 881],
  rows: [
    ruleRow('record-positions', 'each army records the relative position of its initially deployed commands', 1, p(858, 858, 'medium', 'the stage number is lost')),
    ruleRow('record-stratagems', 'each army records its final choice of stratagems', 2, p(859)),
    ruleRow('record-scouts', 'each army records the elements used in a scouting stratagem', 3, p(860)),
    ruleRow('record-ambushes', 'each army records the position of HO and ambushes', 4, p(861, 861, 'medium', 'the stage number is lost')),
    ruleRow('record-guides', 'each army records the route of a guides stratagem', 5, p(862, 862, 'medium', 'the stage number is lost')),
    ruleRow('record-flank-march', 'each army records the arrival edge of a flank march', 6, p(863, 863, 'medium', 'the stage number is lost')),
    ruleRow('record-delayed', 'each army records any delayed command', 7, p(864, 864, 'medium', 'the stage number is lost')),
    ruleRow('deployment-dice', 'each army dices for deployment (optionally +3 or -1 if all its initially deployed elements are mounted, Ps or Bge (F)); the defender deploys first unless the invader doubles his score; the difference is the weather score (equal scores throw again); the total is the hour deployment ends', 8, p(866, 873, 'medium', 'the stage number is lost')),
    ruleRow('scouting', 'dice for scouting', 9, p(874, 874, 'medium', 'the stage number is lost')),
    ruleRow('first-deploys', 'the first deployer places everything not delayed, flank-marching, concealed, in ambush or of the unusual-troops stratagem, and its fortifications', 10, p(875, 876)),
    ruleRow('second-deploys', 'the second deployer does the same', 11, p(877, 877, 'medium', 'the stage number is lost')),
    ruleRow('first-unusual', 'the first deployer places unusual-troops elements or exchanges commands by a changing-deployment stratagem', 12, p(878)),
    ruleRow('second-unusual', 'the second deployer does the same', 13, p(879)),
    ruleRow('pip-allocation', 'a regular C-in-C records which regular commands get the highest, next and lowest PIP dice, or averages them', 14, p(880)),
    ruleRow('delaying-battle', 'dice for a delaying-battle stratagem', 15, p(881, 881, 'medium', 'the stage number is lost')),
  ],
};
