/**
 * The checks a DBA scenario must pass beyond its codec, all of them at once: `setup` refuses with
 * the first and lists every one in `issues`, so `strategos validate` prints each problem with its
 * path instead of stopping at the first. Placements are checked against the table as far as they
 * can be before the dice choose the base edges (the deployment band itself is checked when the
 * army deploys, A:5).
 * @module
 */
import type { Citation } from '../../core/citation.js';
import type { DecodeIssue } from '../../core/errors.js';
import { idProblem } from '../../core/ids.js';
import type { DbaScenario } from './scenario.js';
import { dc } from './world.js';

/** One problem: the code and message `setup` refuses with, its citation and its path. */
export interface ScenarioProblem {
  readonly code: string;
  readonly message: string;
  readonly citation: Citation;
  readonly issue: DecodeIssue;
}

const fin = (n: number) => Number.isFinite(n);
const scenarioCitation: Citation = { ruleset: 'strategos', section: 'scenario' };

/** Every problem of `scenario` on a table of `table`'s size, in the order of the file. */
export function scenarioProblems(scenario: DbaScenario, table: { readonly width: number; readonly height: number }): ScenarioProblem[] {
  const out: ScenarioProblem[] = [];
  const add = (code: string, path: string, expected: string, got: unknown, message: string, citation: Citation = scenarioCitation) =>
    out.push({ code, message, citation, issue: { path, expected, got: JSON.stringify(got) ?? String(got) } });
  // Edges are chosen by dice, so a placement's `along` may run along either side of the table.
  const longest = Math.max(table.width, table.height);
  const shortest = Math.min(table.width, table.height);
  const [a0, a1] = scenario.armies;
  // A caller may hand setup a scenario that never met the codec: ids are checked here too (docs/reliability.md).
  for (const [ai, army] of scenario.armies.entries()) {
    const bad = idProblem(army.id);
    if (bad !== null) add('bad-id', `armies[${ai}].id`, bad, army.id, `armies[${ai}].id: expected ${bad}.`);
  }
  if (a0.id === a1.id) add('same-army-ids', 'armies[1].id', 'an id other than the first army’s', a1.id, `Both armies are called ${a0.id}.`);
  const seen = new Set<string>();
  for (const [ai, army] of scenario.armies.entries()) {
    const at = `armies[${ai}]`;
    if (army.elements.length === 0) add('empty-army', `${at}.elements`, 'at least one element', [], `${at} has no elements.`);
    const generals = army.elements.filter((e) => e.general === true).length;
    if (army.elements.length > 0 && generals !== 1) {
      add('one-general', `${at}.elements`, 'exactly one element with `general: true`', `${generals} generals`, `${at} (${army.id}) must have exactly one general, has ${generals}.`, dc('winning', 'A:142: losing the general'));
    }
    for (const [ei, e] of army.elements.entries()) {
      const ep = `${at}.elements[${ei}]`;
      if (e.type === 'CF') add('camp-followers', `${ep}.type`, 'a troop type other than CF (camp followers come with the camp)', e.type, `${ep}: camp followers are the camp's garrison, created with the camp.`, dc('deployment'));
      if (seen.has(e.id) || e.id.endsWith('.camp') || idProblem(e.id) !== null) {
        add('duplicate-id', `${ep}.id`, 'an id not empty, not reserved, not used before', e.id, `${ep}.id: ${JSON.stringify(e.id)} is empty, reserved or used twice.`);
      }
      seen.add(e.id);
      if (e.at !== undefined && scenario.position === undefined) add('bad-position', `${ep}.at`, 'no pose outside a position (give the scenario a position)', e.at, `${ep}.at: an element stands at a pose only in a position (give the scenario a position).`);
      const d = e.deploy;
      if (d === undefined) continue;
      if (!(fin(d.along) && fin(d.from) && fin(d.facing ?? 0))) add('bad-placement', `${ep}.deploy`, 'finite numbers', d, `${ep}.deploy: numbers must be finite.`);
      else if (d.along < 0 || d.along > longest) add('bad-placement', `${ep}.deploy.along`, `a distance along the base edge from 0 to ${longest}p`, d.along, `${ep}.deploy.along: ${d.along}p is off the ${longest}p table.`, dc('deployment', 'A:5'));
      // The band's depth is checked at deployment: a sea edge moves it inland (A:5).
      else if (d.from < 0 || d.from > shortest) add('bad-placement', `${ep}.deploy.from`, `a distance from the base edge from 0 to ${shortest}p`, d.from, `${ep}.deploy.from: ${d.from}p is off the table.`, dc('deployment', 'A:5'));
    }
    const campAlong = army.camp?.along;
    if (campAlong !== undefined && !(fin(campAlong) && campAlong >= 0 && campAlong <= longest)) {
      add('bad-camp', `${at}.camp.along`, `a distance along the base edge from 0 to ${longest}p`, campAlong, `${at}.camp.along must be a finite distance on the table.`, dc('deployment', 'A:5'));
    }
    const garrison = army.camp?.garrison;
    if (garrison !== undefined && !army.elements.some((e) => e.id === garrison)) {
      add('bad-garrison', `${at}.camp.garrison`, `an element of ${army.id}`, garrison, `${at}.camp.garrison: ${JSON.stringify(garrison)} is not an element of ${army.id}.`, dc('winning', 'A:142: camp follower or other garrison'));
    }
  }
  for (const [ti, t] of (scenario.terrain ?? []).entries()) {
    const tp = `terrain[${ti}].polygon`;
    if (t.polygon.length < 3 || t.polygon.some((p) => !fin(p.x) || !fin(p.y))) {
      add('bad-terrain', tp, 'at least 3 points with finite coordinates', `${t.polygon.length} points`, `${tp} needs at least 3 finite points.`);
      continue;
    }
    const xs = t.polygon.map((p) => p.x);
    const ys = t.polygon.map((p) => p.y);
    if (Math.max(...xs) <= 0 || Math.min(...xs) >= table.width || Math.max(...ys) <= 0 || Math.min(...ys) >= table.height) {
      add('terrain-off-table', tp, `a polygon overlapping the ${table.width}×${table.height}p table`, `x ${Math.min(...xs)}..${Math.max(...xs)}, y ${Math.min(...ys)}..${Math.max(...ys)}`, `${tp}: ${t.id} lies entirely off the table.`);
    }
  }
  return out;
}
