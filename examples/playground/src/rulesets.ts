// What the playground needs of each ruleset beyond the contract: its kit, how to draw it, its
// pieces, the commands a selected piece offers (DBA's free-form moves come from samples), and
// the exact odds of a combat command. Adding a ruleset to the playground is one entry here.
import type { AnyRulesetKit, Citation, CommandShape } from 'strategos';
import { aleaFromSeed } from 'strategos/random';
import { sceneSvg as dobSvg, type DobCommand, type DobState } from 'strategos/dawn-of-battle';
import { rangedOdds } from 'strategos/dawn-of-battle/calculators';
import { dawnOfBattleKit } from 'strategos/dawn-of-battle/kit';
import { combatOdds, sceneSvg as dbaSvg, type DbaCommand, type DbaState } from 'strategos/dba';
import { dbaKit } from 'strategos/dba/kit';

/** A piece a player may select: its id, a label for the list, and whose it is. */
export interface Piece {
  readonly id: string;
  readonly side: string;
  readonly label: string;
}

/** The exact odds of a combat command, ready to show. */
export interface OddsView {
  readonly title: string;
  /** Rows: outcome label and probability. */
  readonly rows: ReadonlyArray<readonly [string, number]>;
  /** Factor breakdown: side, factor, value, section. */
  readonly factors: ReadonlyArray<readonly [string, string, number, string]>;
  readonly citations: ReadonlyArray<Citation>;
}

export interface PlaygroundRuleset {
  readonly id: string;
  readonly title: string;
  readonly kit: AnyRulesetKit;
  readonly greedy: string;
  svg(state: unknown, player: string, selected: string | null, proposals: ReadonlyArray<CommandShape>): string;
  pieces(state: unknown): ReadonlyArray<Piece>;
  /** Commands of `player` to offer for `selected` (or every command when nothing is selected). */
  offers(state: unknown, player: string, selected: string | null, ply: number): ReadonlyArray<CommandShape>;
  /** Commands that move a piece to where a board click landed: a hex (`q,r`) or a ghost index. */
  odds(state: unknown, command: CommandShape): OddsView | null;
}

const mentions = (c: CommandShape, id: string): boolean => JSON.stringify(c).includes(`"${id}"`);

const dob: PlaygroundRuleset = {
  id: 'dawn-of-battle',
  title: 'Dawn of Battle',
  kit: dawnOfBattleKit as AnyRulesetKit,
  greedy: 'greedy',
  svg: (state, player, selected) => dobSvg(state as DobState, { player: player as 'A' | 'B', selected, hexSize: 30 }),
  pieces: (state) => Object.values((state as DobState).units).filter((u) => u.where === 'map').map((u) => ({ id: u.id, side: u.side, label: `${u.counter} ${u.id}` })),
  offers: (state, player, selected) => {
    const all = dawnOfBattleKit.ruleset.legalCommands(state as DobState, player) as ReadonlyArray<DobCommand>;
    return selected === null ? all : all.filter((c) => mentions(c, selected));
  },
  odds: (state, command) => {
    const c = command as DobCommand;
    if (c.type !== 'fire') return null;
    const r = rangedOdds(state as DobState, c.lead, c.supporters, c.target);
    if (r._tag === 'Left') return null;
    const o = r.right;
    return {
      title: `${c.lead} fires at ${c.target}`,
      rows: [[`target ${o.result === 'eliminate' ? 'eliminated' : 'disrupted'}`, o.hit], ['no effect', 1 - o.hit]],
      factors: [['attacker', 'cards drawn', o.draws, '8.5'], ['attacker', 'supporters', o.supporters, '8.5'], ['defender', 'missile defense and terrain', o.defenseModifier, '8.5']],
      citations: [{ ruleset: 'dawn-of-battle', section: '8.5', note: 'ranged combat' }],
    };
  },
};

const dba: PlaygroundRuleset = {
  id: 'dba',
  title: 'DBA 1.2',
  kit: dbaKit as AnyRulesetKit,
  greedy: 'greedy',
  svg: (state, player, selected, proposals) => dbaSvg(state as DbaState, { player, selected, proposals: proposals as ReadonlyArray<DbaCommand> }),
  pieces: (state) => Object.values((state as DbaState).elements).filter((e) => e.status === 'active').map((e) => ({ id: e.id, side: e.side, label: `${e.type}${e.general ? '★' : ''} ${e.id}` })),
  offers: (state, player, selected, ply) => {
    const s = state as DbaState;
    const legal = dbaKit.ruleset.legalCommands(s, player) as ReadonlyArray<DbaCommand>;
    if (selected === null) return legal;
    const sampled = dbaKit.ruleset.sampleCommands!(s, aleaFromSeed(`playground/${ply}/${selected}`), 60, player) as ReadonlyArray<DbaCommand>;
    const seen = new Set<string>();
    const out: DbaCommand[] = [];
    for (const c of [...legal, ...sampled]) {
      const k = JSON.stringify(c);
      if (!mentions(c, selected) || seen.has(k)) continue;
      seen.add(k);
      out.push(c);
    }
    return out.slice(0, 12);
  },
  odds: (state, command) => {
    const c = command as DbaCommand;
    const pair = c.type === 'resolve-combat' ? [c.a, c.b, 'close-combat'] as const : c.type === 'shoot' ? [c.shooter, c.target, 'shooting'] as const : c.type === 'contact' ? [c.element, c.target, 'close-combat'] as const : null;
    if (pair === null) return null;
    const o = combatOdds(state as DbaState, pair[0], pair[1], pair[2]);
    if (o === null) return null;
    const p = (n: number) => n / o.outOf;
    return {
      title: `${pair[0]} against ${pair[1]} (${pair[2]})`,
      rows: [[`${pair[0]} higher`, p(o.dice.higher)], ['  of which doubling', p(o.dice.doubling)], ['equal', p(o.dice.same)], [`${pair[0]} lower`, p(o.dice.lower)], ['  of which doubled', p(o.dice.doubled)]],
      factors: [...o.a.terms.map((t) => [pair[0], t.name, t.value, t.section] as const), ...o.b.terms.map((t) => [pair[1], t.name, t.value, t.section] as const)],
      citations: [{ ruleset: 'dba', section: 'close-combat', note: 'combat factors and outcome' }],
    };
  },
};

export const RULESETS: ReadonlyArray<PlaygroundRuleset> = [dob, dba];
