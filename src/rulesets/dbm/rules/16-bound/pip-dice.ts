/**
 * PIP dicing (L1202-1213, L1586-1590): one die per command each bound of its side. Irregular and
 * allied generals' commands keep a die of their own; the other regular commands share one colour
 * of dice, and the C-in-C, after the throw and before any move, says which of them takes which
 * score. A command dices on its own instead at night, in mist, fog, snow or a dust-storm, once
 * the C-in-C is lost, or while its general is marching off the table or in ambush.
 * @module
 */
import { rollD6, type RngState } from '../../../../random/rng.js';

/** What decides how one command's PIP die is thrown. */
export interface PipDiceCommand {
  readonly id: string;
  readonly irregularGeneral: boolean;
  readonly ally: boolean;
  /** The general is flank marching off the table or in ambush. */
  readonly offTableOrAmbush: boolean;
  /** No die is thrown any more (every element but baggage lost, or stopped for the night). */
  readonly noDie: boolean;
}

/** Conditions of the bound that end the pooling of regular dice. */
export interface PipDiceConditions {
  /** Night, mist, fog, snow or a dust-storm. */
  readonly restrictedVisibility: boolean;
  readonly cInCLost: boolean;
}

/**
 * Whether a command's score is pooled among the regular commands (the C-in-C then assigns the
 * scores) or is its own die's.
 * @rule dbm L1207-1211
 * @rule dbm L1588
 */
export function pipDiceMode(cmd: PipDiceCommand, cond: PipDiceConditions): 'pooled' | 'own' | 'none' {
  if (cmd.noDie) return 'none';
  if (cmd.irregularGeneral || cmd.ally || cmd.offTableOrAmbush || cond.restrictedVisibility || cond.cInCLost) return 'own';
  return 'pooled';
}

/** The throw of one bound: each command's score, and the pooled commands in throw order. */
export interface PipThrow {
  readonly scores: Readonly<Record<string, number>>;
  /** The pooled commands (their scores the C-in-C may reassign among them). */
  readonly pooled: ReadonlyArray<string>;
}

/**
 * Throws one die for every command that still dices, in the order given.
 * @rule dbm L1202-1206
 */
export function throwPips(rng: RngState, commands: ReadonlyArray<PipDiceCommand>, cond: PipDiceConditions): { throw: PipThrow; rng: RngState } {
  let r = rng;
  const scores: Record<string, number> = {};
  const pooled: string[] = [];
  for (const cmd of commands) {
    const mode = pipDiceMode(cmd, cond);
    if (mode === 'none') continue;
    const d = rollD6(r);
    r = d.rng;
    scores[cmd.id] = d.value;
    if (mode === 'pooled') pooled.push(cmd.id);
  }
  return { throw: { scores, pooled }, rng: r };
}

/**
 * Checks the C-in-C's assignment of the pooled scores: every pooled command gets exactly one of
 * the pooled scores, each score used once. Returns the new scores, or a reason.
 * @rule dbm L1208-1210
 */
export function assignPooledPips(t: PipThrow, assignment: Readonly<Record<string, number>>): { ok: true; scores: Record<string, number> } | { ok: false; reason: string } {
  const keys = Object.keys(assignment);
  if (keys.length !== t.pooled.length || keys.some((k) => !t.pooled.includes(k))) return { ok: false, reason: 'the assignment must name each pooled command once' };
  const have = t.pooled.map((id) => t.scores[id] as number).sort();
  const want = keys.map((k) => assignment[k] as number).sort();
  if (have.some((v, i) => v !== want[i])) return { ok: false, reason: 'the assignment must use exactly the pooled scores thrown' };
  return { ok: true, scores: { ...t.scores, ...assignment } };
}
