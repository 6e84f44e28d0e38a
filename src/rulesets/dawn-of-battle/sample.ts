/**
 * `sampleCommands`: a cheap, roughly uniform sample of legal commands for agents that do not
 * need the full list. The legal commands come in groups (one unit's moves, one leader's
 * formations, the pass...; see `commandGroups`); a draw picks a group uniformly, then a command
 * in it uniformly, and only the groups drawn are ever computed. So a random agent pays for one
 * unit's movement search instead of every unit's. Every command returned is one `legalCommands`
 * lists (the same code produces both). The sample is drawn with the caller's generator state,
 * which is not advanced (the result is a pure function of the state, the generator and `n`).
 * @module
 */
import { drawInt, type RngState } from '../../random/rng.js';
import type { DobCommand } from './model/commands.js';
import { commandGroups, type CommandList } from './legal.js';
import type { DobState } from './model/state.js';

/**
 * Up to `n` distinct legal commands, drawn group-first (see the module note). Empty only when
 * there is no legal command (the game is over). When the draws find nothing (every group drawn
 * was empty), the remaining groups are computed in order so a legal command is still offered.
 */
export function sampleCommands(s: DobState, rng: RngState, n: number): DobCommand[] {
  const groups = commandGroups(s);
  const want = Math.max(0, Math.floor(n));
  if (groups.length === 0 || want === 0) return [];
  const computed: Array<CommandList | undefined> = new Array(groups.length);
  // Move lists read their search's reused arrays: the ones computed so far copy their rows out
  // before another group is computed (and perhaps searches).
  const keepers: CommandList[] = [];
  const get = (i: number): CommandList => {
    const had = computed[i];
    if (had !== undefined) return had;
    for (const k of keepers) k.keep!();
    const list: CommandList = groups[i]!();
    computed[i] = list;
    if (list.keep !== undefined) keepers.push(list);
    return list;
  };
  const out: DobCommand[] = [];
  // Repeats are found by scanning `out` for the usual handful of commands, by a set beyond.
  const seen = want > 16 ? new Set<DobCommand>() : null;
  let r = rng;
  for (let attempt = 0; attempt < want * 4 && out.length < want; attempt++) {
    const g = drawInt(r, 0, groups.length - 1);
    r = g.rng;
    const cmds = get(g.value);
    if (cmds.length === 0) continue;
    const c = drawInt(r, 0, cmds.length - 1);
    r = c.rng;
    const cmd = cmds.at(c.value)!;
    // A list hands out the same object for the same index, so a repeat is the same object.
    if (seen === null ? out.includes(cmd) : seen.has(cmd)) continue;
    seen?.add(cmd);
    out.push(cmd);
  }
  for (let i = 0; out.length === 0 && i < groups.length; i++) {
    const cmds = get(i);
    if (cmds.length > 0) out.push(cmds.at(0)!);
  }
  return out;
}
