import { describe, expect, it } from 'vitest';
import { BASE_DEPTHS } from '../../../src/rulesets/dbmm/data/bases.js';
import { CLIMATE } from '../../../src/rulesets/dbmm/data/climate.js';
import { COMBAT_DICE } from '../../../src/rulesets/dbmm/data/combat-dice.js';
import { COMBAT_FACTORS } from '../../../src/rulesets/dbmm/data/combat-factors.js';
import { COMMAND_MORALE } from '../../../src/rulesets/dbmm/data/command-morale.js';
import { GRADING_FACTORS } from '../../../src/rulesets/dbmm/data/grading-factors.js';
import { confidenceCounts, DBMM_TABLES } from '../../../src/rulesets/dbmm/data/index.js';
import { MORALE_EQUIVALENTS } from '../../../src/rulesets/dbmm/data/morale-equivalents.js';
import { MOVE_DISTANCES } from '../../../src/rulesets/dbmm/data/move-distances.js';
import { REAR_SUPPORT } from '../../../src/rulesets/dbmm/data/rear-support.js';
import { SHOOTING_RANGES } from '../../../src/rulesets/dbmm/data/shooting.js';
import { provenanceOf } from '../../../src/rulesets/dbmm/data/source.js';
import { TACTICAL_FACTORS } from '../../../src/rulesets/dbmm/data/tactical-factors.js';
import { VICTORY } from '../../../src/rulesets/dbmm/data/victory.js';
import { matches, parseToken } from '../../../src/rulesets/dbmm/model/selector.js';
import { DBMM_TROOP_TYPES } from '../../../src/rulesets/dbmm/model/troop.js';
import { TACTICAL_CONDITION_IDS } from '../../../src/rulesets/dbmm/rules/36-combat/factor-rows.js';

const byLine = <R extends { src: { lines: readonly [number, number] } }>(rows: ReadonlyArray<R>, f: (r: R) => unknown) => rows.map((r) => [r.src.lines[0], f(r)]);

describe('every table of the sheet: rows pinned to their lines', () => {
  it('each row lies inside its table\'s line range, and every reading says how it was read', () => {
    const bad: string[] = [];
    for (const t of DBMM_TABLES) {
      for (const r of t.rows) {
        const [a, b] = r.src.lines;
        if (a > b || a < t.lines[0] || b > t.lines[1]) bad.push(`${t.id}: Q:${a}-${b} outside Q:${t.lines[0]}-${t.lines[1]}`);
        if (r.src.confidence !== 'high' && (r.src.note ?? '') === '') bad.push(`${t.id}: Q:${a} is ${r.src.confidence} with no note`);
      }
    }
    expect(bad).toEqual([]);
    expect(new Set(DBMM_TABLES.map((t) => t.id)).size).toBe(DBMM_TABLES.length);
  });

  it('legible rows are the sheet\'s (stated); readings are labelled inferred', () => {
    const kinds = new Set(DBMM_TABLES.flatMap((t) => t.rows.map((r) => `${r.src.confidence}:${provenanceOf(r.src).kind}`)));
    expect([...kinds].sort()).toEqual(['high:stated', 'low:inferred', 'medium:inferred']);
  });

  it('every troop selector in the tables parses', () => {
    const tokens: string[] = [];
    const collect = (v: unknown) => {
      if (Array.isArray(v) && v.every((x) => typeof x === 'string')) tokens.push(...(v as string[]));
    };
    for (const t of DBMM_TABLES) for (const r of t.rows) for (const k of ['who', 'front', 'rear', 'enemy', 'against', 'actor', 'through'] as const) collect((r as Record<string, unknown>)[k]);
    expect(tokens.length).toBeGreaterThan(100);
    expect(tokens.filter((x) => parseToken(x) === null)).toEqual([]);
  });

  it('the counts of rows by confidence', () => {
    expect(confidenceCounts()).toEqual({ high: 433, medium: 155, low: 37 });
  });
});

describe('p.36 combat factors (Q:7-31), one row per line', () => {
  it('matches the sheet', () => {
    expect(byLine(COMBAT_FACTORS.rows, (r) => `${r.type} ${r.state} ${r.vsMounted}/${r.vsOthers}`)).toEqual([
      [7, 'El any 5/4'], [8, 'Exp any 5/4'], [9, 'Kn any 3/4'], [10, 'Cv close-combat 3/4'], [11, 'Cv shot-at 3/3'],
      [12, 'LH any 2/3'], [13, 'Cm any 2/3'], [14, 'Pk any 4/3'], [15, 'Sp any 4/4'], [16, 'Bd any 4/4'],
      [17, 'Ax any 3/3'], [18, 'Ps any 2/2'], [19, 'Wb any 3/3'], [20, 'Hd any 2/2'], [21, 'Bw shooting-not-shot-at 4/3'],
      [22, 'Bw shot-at-or-close-combat 4/2'], [23, 'Sh any 5/4'], [24, 'Art shooting 4/4'], [25, 'Art not-shooting 2/2'],
      [26, 'WWg any 4/4'], [27, 'Bge any 2/2'], [28, 'Gal any 2/3'], [29, 'Shp any 2/3'], [30, 'Bts any 2/2'],
      [31, 'Naval troops-disembarked 1/1'],
    ]);
  });
});

describe('p.36 rear support (Q:76-96), one row per line', () => {
  it('matches the sheet', () => {
    expect(byLine(REAR_SUPPORT.rows, (r) => `${r.front.join(',')} < ${r.doubleBased ? 'db ' : ''}${r.rear.join(',')}@${r.rank} v ${r.enemy.join(',')} ${r.bound} ${r.value}${r.listOnly ? ' *' : ''}`)).toEqual([
      [76, 'Kn,Cv < db Any@2 v Any own 1'],
      [77, 'Cv < Ps(S/I)@2 v Cv,Kn(X) enemy 1 *'],
      [78, 'LH(F) < LH(F)@2 v Foot,!Bw own 1'],
      [79, 'Sp,Pk,Bd,Ax < Ps(S/O)@2 v Wb,Mounted,!Kn(X) enemy 1 *'],
      [80, 'Sp,Pk,Bd,Ax < Ps(O)@3 v Wb,Mounted,!Kn(X) enemy 1 *'],
      [81, 'Pk < Pk@2 v Any,!Cv,!LH,!Ps,!Train both 1'],
      [82, 'Pk < Pk@3 v Any,!Cv,!LH,!Ps,!Train both 1'],
      [83, 'Pk(S/O/I) < Pk@4 v Foot,!Ps,!Train own 2'],
      [84, 'Sp(S/O),Reg Sp(I) < Sp@2 v Foot,!Wb,!Ps own 1'],
      [85, 'Sp < Sp@2 v El,Exp,Kn,Cm,Pk,Bd,Wb,Hd enemy 1'],
      [86, 'Bd(S/O/I) < Bd,Sp@2 v El,Kn enemy 1'],
      [87, 'Bd(S/O) < Bw(S/O)@2 v Foot enemy 1 *'],
      [88, 'Reg Ax(S) < Reg Ax(S)@2 v Kn enemy 1'],
      [89, 'Ps < Ps(O)@2 v LH,Ps enemy 1'],
      [90, 'Wb < Wb@2 v Foot,!Ps own 1'],
      [91, 'Wb < Wb@2 v Kn enemy 1'],
      [92, 'Foot < Foot@2 v Any own 1'],
      [93, 'Bw(S/O) < Bw@2 v Any enemy 1'],
      [94, 'Bw(X) < db Bw@2 v Any enemy 1'],
      [95, 'Bw(S/O) < Bd(S/O)@2 v Foot enemy 1 *'],
      [96, 'Sh < Sh@2 v Any enemy 1'],
    ]);
  });
});

describe('p.37 tactical factors (Q:37-63), one row per line', () => {
  it('matches the sheet, and the combat path reads a condition for every row', () => {
    expect(byLine(TACTICAL_FACTORS.rows, (r) => r.value)).toEqual([
      [37, 1], [38, 1], [39, -1], [40, -1], [41, -1], [42, -1], [43, -1], [44, -2], [45, -1], [46, -2], [47, -1], [48, -1], [49, 2], [50, 1],
      [51, 1], [52, 1], [53, 1], [54, 1], [55, -1], [56, -1], [57, 3], [58, 2], [59, 1], [60, 1], [61, -1], [62, -1], [63, -2],
    ]);
    expect([...TACTICAL_CONDITION_IDS].sort()).toEqual(TACTICAL_FACTORS.rows.map((r) => r.id).sort());
  });
});

describe('p.37 grading factors (Q:105-121), one row per line', () => {
  it('matches the sheet', () => {
    expect(byLine(GRADING_FACTORS.rows, (r) => `${r.who.join(',')} ${r.fight} ${r.scoring} ${r.bound} ${r.against.join(',')} ${r.value}`)).toEqual([
      [105, 'Foot(S) close-combat > own Foot 2'],
      [106, 'Foot(S) close-combat = own Foot 1'],
      [107, 'Foot(S) close-combat < enemy Foot,Mounted 1'],
      [108, 'Mounted(S) close-combat > own Mounted 2'],
      [109, 'Mounted(S) close-combat = own Mounted 1'],
      [110, 'Mounted(S) close-combat < own Foot 1'],
      [111, 'Reg Any(S) shooting > both Any 2'],
      [112, 'Irr Any(S) shooting > both Any 1'],
      [113, 'Any(S) shot-at < both Any,!Art,!Sh 1'],
      [114, 'Any(F) close-combat < enemy Any -1'],
      [115, 'Any(F) shot-at < both Any,!Art -1'],
      [116, 'Any(I) close-combat < both Any -1'],
      [117, 'Any(I) shooting <= both Any -1'],
      [118, 'Any(I) shot-at <= both Any -1'],
      [119, 'Train(S) close-combat > own Foot 2'],
      [120, 'Naval close-combat > own Naval 2'],
      [121, 'Naval(S) close-combat < own Foot,Naval 1'],
    ]);
  });
});

describe('QRS move distances (Q:149-169) and shooting ranges (Q:328-331)', () => {
  it('rows printed cleanly are the sheet\'s; damaged rows keep what the scan prints and are low', () => {
    expect(byLine(MOVE_DISTANCES.rows, (r) => `${r.who.join(',')} ${r.GGo}/${r.RGo}/${r.DGo}/${r.road} ${r.src.confidence}`)).toEqual([
      [149, 'Kn 200/160/80/400 high'], [150, 'Cv 240/160/80/480 high'], [151, 'LH 320/240/160/640 high'], [152, 'El 200/160/80/400 high'],
      [153, 'Cm 240/160/80/480 high'], [154, 'Exp 240/160/80/400 low'], [155, 'Pk,Sp,Bd 160/160/80/400 high'], [158, 'Ax 200/200/160/400 high'],
      [159, 'Ps 200/200/160/400 low'], [160, 'Wb 160/160/80/400 high'], [161, 'Hd 160/160/80/400 low'], [162, 'Art(S) 80/40/null/240 high'],
      [163, 'Art,!Art(S) 160/80/0/400 low'], [164, 'Sh 160/160/80/400 high'], [165, 'Bw 160/160/80/400 low'], [166, 'WWg 160/80/0/400 low'],
      [167, 'Bge 160/80/0/400 low'], [168, 'Naval,!Naval(X) 320/null/160/null high'], [169, 'Naval(X) 160/null/80/null high'],
    ]);
    for (const r of MOVE_DISTANCES.rows) expect(r.printed === null).toBe(r.src.confidence === 'high');
  });

  it('Sh shoot 80p, Bw 240p, Art (I) 320p, other Art but (X) 560p', () => {
    const range = (type: 'Sh' | 'Bw' | 'Art', grade: 'O' | 'I' | 'X' | 'S') => SHOOTING_RANGES.rows.find((r) => matches(r.who, { type, grade, drill: 'reg' }))?.range;
    expect([range('Sh', 'O'), range('Bw', 'O'), range('Art', 'X'), range('Art', 'I'), range('Art', 'S'), range('Art', 'O')]).toEqual([80, 240, 240, 320, 560, 560]);
  });
});

describe('the other tables', () => {
  it('p.43 victory points: every split sums to 25 (Q:1255)', () => {
    const v = Object.fromEntries(VICTORY.rows.map((r) => [r.id, r.value]));
    expect([v['differ-1'], v['differ-2-4'], v['differ-more'], v['equal-neither'], v['equal-both']].map((x) => 25 - (x as number))).toEqual([12, 11, 10, 13, 12]);
  });

  it('p.43 command morale thresholds (Q:908-937)', () => {
    const v = Object.fromEntries(COMMAND_MORALE.rows.map((r) => [r.id, r.value]));
    expect([v['disheartened'], v['broken-lost'], v['broken-lost-or-spent'], v['shattered']]).toEqual([0.25, 1 / 3, 0.5, 0.5]);
  });

  it('pp.23-24 climate: 20 rows (5 climates × 4 seasons), one per line Q:947-966, six weather cells each', () => {
    expect(CLIMATE.rows.map((r) => r.src.lines[0])).toEqual(Array.from({ length: 20 }, (_, i) => 947 + i));
    expect(new Set(CLIMATE.rows.map((r) => `${r.climate}/${r.season}`)).size).toBe(20);
    expect(CLIMATE.rows.every((r) => r.weather.length === 6 && r.weather.every((c) => c.length > 0 && c.every((x) => x !== '')))).toBe(true);
    const coldWinter = CLIMATE.rows.find((r) => r.climate === 'cold' && r.season === 'winter')!;
    expect([coldWinter.dawn, coldWinter.sunrise, coldWinter.sunset, coldWinter.dusk]).toEqual(['07:30', '08:00', '16:00', '16:30']);
  });

  it('combat dice: 121 rows in the sheet\'s order, one per line, "vs 0" own 0 on Q:1097 and "vs 10" own 10 on Q:1239', () => {
    const lines = COMBAT_DICE.rows.map((r) => r.src.lines[0]);
    expect(lines.every((l, i) => i === 0 || l > lines[i - 1]!)).toBe(true);
    expect(COMBAT_DICE.rows.map((r) => r.vs * 11 + r.own)).toEqual(Array.from({ length: 121 }, (_, i) => i));
    expect([lines[0], lines[11], lines[120]]).toEqual([1097, 1110, 1239]);
    expect(COMBAT_DICE.rows.find((r) => r.own === 2 && r.vs === 4)).toMatchObject({ lower: 72, doubled: 25, same: 11, higher: 17, doubling: 0 });
  });

  it('p.42 morale equivalents: the values the sheet loses are null, and low', () => {
    const lost = MORALE_EQUIVALENTS.rows.filter((r) => r.me === null);
    expect(lost.map((r) => r.role ?? r.who.join(','))).toEqual(['general', 'Kn', 'El(S/O)', 'Hd(I)']);
    expect(lost.every((r) => r.src.confidence === 'low')).toBe(true);
  });

  it('p.42 base depths: one depth for each ordinary element the sheet lists; WWg, naval and Art (O) are not on it', () => {
    const depths = DBMM_TROOP_TYPES.map((type) => [type, BASE_DEPTHS.rows.filter((r) => matches(r.who, { type, grade: 'O', drill: 'reg' })).map((r) => r.depthMm)] as const);
    expect(depths.filter(([, d]) => d.length === 0).map(([t]) => t)).toEqual(['Art', 'WWg', 'Gal', 'Shp', 'Bts']);
    expect(depths.filter(([, d]) => d.length > 1)).toEqual([]);
    expect(Object.fromEntries(depths.filter(([t]) => ['Sp', 'Bw', 'Sh', 'Kn', 'El'].includes(t)))).toEqual({ Kn: [30], El: [40], Sp: [15], Bw: [20], Sh: [20] });
  });
});
