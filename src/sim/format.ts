import { narrationLine } from './narrate.js';
import type { NarratedPly } from './log.js';
import type { SimulationDocument } from './run.js';
import type { Spread } from './stats.js';
import type { GameRecord } from './types.js';

const CSV_COLUMNS = ['index', 'seed', 'status', 'winner', 'level', 'plies', 'turns', 'reconstructed', 'finalHash'] as const;

function csvCell(v: unknown): string {
  const s = v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * Records as CSV, one row per game: the fixed columns, then for each side its agent, points
 * and losses (`agent:red`, `points:red`, `losses:red`), then the reason.
 */
export function recordsToCsv(records: ReadonlyArray<GameRecord>): string {
  const sides: string[] = [];
  for (const r of records) for (const p of [...Object.keys(r.agents), ...Object.keys(r.points)]) if (!sides.includes(p)) sides.push(p);
  const header = [...CSV_COLUMNS, ...sides.flatMap((p) => [`agent:${p}`, `points:${p}`, `losses:${p}`]), 'reason'];
  const rows = records.map((r) =>
    [...CSV_COLUMNS.map((c) => r[c]), ...sides.flatMap((p) => [r.agents[p] ?? null, r.points[p] ?? null, r.losses?.[p] ?? null]), r.reason].map(csvCell).join(','),
  );
  return `${[header.map(csvCell).join(','), ...rows].join('\n')}\n`;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const num = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2));
const spreadText = (s: Spread | null) => (s === null ? '-' : `${num(s.mean)} ± ${num(s.sd)} (${num(s.min)}..${num(s.max)})`);

function table(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, c.length)));
  return rows.map((row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd()).join('\n');
}

/** A human summary of a simulation document: the run, win rates with 95% intervals, points, length. */
export function summaryText(doc: SimulationDocument): string {
  const { run, summary: s } = doc;
  const lines: string[] = [];
  const shard = doc.shard ? ` (shard ${doc.shard.index}/${doc.shard.count}: games ${doc.shard.from}..${doc.shard.to - 1})` : '';
  lines.push(`${run.ruleset} (${run.edition}) · scenario ${run.scenario.name} · seed "${run.seed}" · ${s.games} games${shard}`);
  lines.push(`agents: ${run.agents.join(' vs ')}${run.rotate ? ' (rotating sides)' : ''} · ply limit ${run.maxPlies}`);
  const unfinished = Object.entries(s.unfinished).map(([k, v]) => `${k} ${v}`).join(', ');
  lines.push(`finished ${s.finished}${unfinished ? ` · unfinished: ${unfinished}` : ''} · draws ${s.draws.count} (${pct(s.draws.rate.rate)})`);
  lines.push('');
  lines.push(
    table([
      ['side', 'wins', 'win rate', '95% interval', 'points (mean ± sd, range)', 'losses'],
      ...s.sides.map((x) => [x.player, String(x.wins), pct(x.winRate.rate), `${pct(x.winRate.low)}–${pct(x.winRate.high)}`, spreadText(x.points), spreadText(x.losses)]),
    ]),
  );
  lines.push('');
  lines.push(
    table([
      ['agent', 'sides played', 'wins', 'win rate', '95% interval'],
      ...s.agents.map((a) => [a.agent, String(a.games), String(a.wins), pct(a.winRate.rate), `${pct(a.winRate.low)}–${pct(a.winRate.high)}`]),
    ]),
  );
  const levels = Object.entries(s.levels).map(([k, v]) => `${k} ${v}`).join(', ');
  if (levels) lines.push('', `victory levels: ${levels}`);
  lines.push('', `game length (${s.length.unit}, finished games): ${spreadText(s.length.spread)}`);
  const maxCount = Math.max(1, ...s.length.histogram.map((b) => b.count));
  const labels = s.length.histogram.map((b) => (b.from === b.to ? String(b.from) : `${b.from}-${b.to}`));
  const labelWidth = Math.max(0, ...labels.map((l) => l.length));
  s.length.histogram.forEach((b, i) => lines.push(`  ${labels[i]!.padStart(labelWidth)} | ${'#'.repeat(Math.round((40 * b.count) / maxCount)).padEnd(40)} ${b.count}`));
  if (s.reconstructedGames > 0) lines.push('', `${s.reconstructedGames} of ${s.games} games used reconstructed (not published) data.`);
  lines.push('', `records hash ${doc.recordsHash}`);
  return `${lines.join('\n')}\n`;
}

/** How much of a battle {@link briefBattleText} keeps: its first and last lines. */
export interface BriefLimits {
  readonly head: number;
  readonly tail: number;
}

/**
 * A narrated battle short enough to read at a first run: commands that changed nothing worth a
 * sentence (no narrated event) are folded into a count on the next line that says something,
 * and a long battle keeps its opening and its end, with the number of lines left out between
 * them. `battleText` gives the whole story.
 */
export function briefBattleText(plies: ReadonlyArray<NarratedPly>, rulesetId: string, limits: BriefLimits = { head: 30, tail: 30 }): string {
  const lines: string[] = [];
  let quiet = 0;
  for (const p of plies) {
    const said = p.events.filter((e) => e.text !== '');
    if (said.length === 0) {
      quiet++;
      continue;
    }
    if (quiet > 0) lines.push(`      (${quiet} ${quiet === 1 ? 'command' : 'commands'} with nothing to tell)`);
    quiet = 0;
    lines.push(`${String(p.ply + 1).padStart(4)}. ${narrationLine(p.command, rulesetId)}`);
    for (const e of said) lines.push(`        ${narrationLine(e, rulesetId)}`);
  }
  if (quiet > 0) lines.push(`      (${quiet} ${quiet === 1 ? 'command' : 'commands'} with nothing to tell)`);
  const cut = lines.length - limits.head - limits.tail;
  const kept = cut <= 1 ? lines : [...lines.slice(0, limits.head), `      … ${cut} lines left out here …`, ...lines.slice(lines.length - limits.tail)];
  return kept.length === 0 ? '' : `${kept.join('\n')}\n`;
}

/**
 * A narrated battle: one line per command, then its events indented, with citations. Events a
 * narrator gives an empty sentence (book-keeping such as cards drawn) are left out.
 */
export function battleText(plies: ReadonlyArray<NarratedPly>, rulesetId: string): string {
  const lines: string[] = [];
  for (const p of plies) {
    lines.push(`${String(p.ply + 1).padStart(4)}. ${narrationLine(p.command, rulesetId)}`);
    for (const e of p.events) if (e.text !== '') lines.push(`        ${narrationLine(e, rulesetId)}`);
  }
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

