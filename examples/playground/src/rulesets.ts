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
import { dbmKit, sceneSvg as dbmSvg, type DbmCommandAction, type DbmState } from 'strategos/dbm';
import { arcaneKit, sceneSvg as arcaneSvg, type ArcaneCommand, type ArcaneState } from 'strategos/arcane-warfare';

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
  /** Whether the board draws `command` as a ghost (where its pieces would stand). */
  moves(command: CommandShape): boolean;
  /** Commands of `player` to offer for `selected` (or every command when nothing is selected). */
  offers(state: unknown, player: string, selected: string | null, ply: number): ReadonlyArray<CommandShape>;
  /** Commands that move a piece to where a board click landed: a hex (`q,r`) or a ghost index. */
  odds(state: unknown, command: CommandShape): OddsView | null;
}

const mentions = (c: CommandShape, id: string): boolean => JSON.stringify(c).includes(`"${id}"`);

/**
 * The offers on a free-form table: every listed legal command (or sampled ones where none is
 * listed); for a selected piece, the listed and sampled commands naming it, without repeats, at
 * most `max`.
 */
function offersFor<C>(legal: ReadonlyArray<C>, sample: () => ReadonlyArray<C>, selected: string | null, suggest = false, max = 12): ReadonlyArray<C> {
  // Deployments and moves on a free-form table are not listed (there are too many): sampled,
  // and with `suggest` offered before the listed commands (which are then mostly "end the bound").
  if (selected === null) return legal.length === 0 ? sample().slice(0, max) : suggest ? dedupe([...sample().slice(0, max), ...legal]) : legal;
  return dedupe([...legal, ...sample()].filter((c) => mentions(c as CommandShape, selected))).slice(0, max);
}

/** `commands` without repeats, first occurrence kept. */
function dedupe<C>(commands: ReadonlyArray<C>): C[] {
  const seen = new Set<string>();
  return commands.filter((c) => {
    const k = JSON.stringify(c);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

const dob: PlaygroundRuleset = {
  id: 'dawn-of-battle',
  title: 'Dawn of Battle',
  kit: dawnOfBattleKit as AnyRulesetKit,
  greedy: 'greedy',
  svg: (state, player, selected) => dobSvg(state as DobState, { player: player as 'A' | 'B', selected, hexSize: 30 }),
  pieces: (state) => Object.values((state as DobState).units).filter((u) => u.where === 'map').map((u) => ({ id: u.id, side: u.side, label: `${u.counter} ${u.id}` })),
  moves: (c) => c.type.startsWith('move'),
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
  moves: (c) => c.type.startsWith('move') || c.type === 'contact',
  offers: (state, player, selected, ply) => {
    const s = state as DbaState;
    return offersFor(dbaKit.ruleset.legalCommands(s, player), () => dbaKit.ruleset.sampleCommands!(s, aleaFromSeed(`playground/${ply}/${selected}`), 60, player), selected);
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

const dbm: PlaygroundRuleset = {
  id: 'dbm',
  title: 'DBM 3.x',
  kit: dbmKit as AnyRulesetKit,
  greedy: 'greedy',
  svg: (state, player, selected, proposals) => dbmSvg(state as DbmState, { player, selected, proposals: proposals as ReadonlyArray<DbmCommandAction> }),
  pieces: (state) => Object.values((state as DbmState).elements).filter((e) => e.status === 'active').map((e) => ({ id: e.id, side: e.side, label: `${e.type} ${e.id}` })),
  moves: (c) => c.type === 'tactical-move' || c.type === 'march-move' || c.type.startsWith('deploy-'),
  offers: (state, player, selected, ply) => {
    const s = state as DbmState;
    return offersFor(dbmKit.ruleset.legalCommands(s, player), () => dbmKit.ruleset.sampleCommands!(s, aleaFromSeed(`playground/${ply}/${selected}`), 60, player), selected, true);
  },
  odds: () => null,
};

const arcane: PlaygroundRuleset = {
  id: 'arcane-warfare',
  title: 'Arcane Warfare',
  kit: arcaneKit as AnyRulesetKit,
  greedy: 'greedy',
  svg: (state, player, selected, proposals) => arcaneSvg(state as ArcaneState, { player, selected, proposals: proposals as ReadonlyArray<ArcaneCommand> }),
  pieces: (state) => Object.values((state as ArcaneState).units).filter((u) => u.status === 'active').map((u) => ({ id: u.id, side: u.side, label: `${u.type} ${u.id}` })),
  moves: (c) => ['move', 'move-formation', 'redress', 'initiative-move', 'dismount'].includes(c.type),
  offers: (state, player, selected, ply) => {
    const s = state as ArcaneState;
    return offersFor(arcaneKit.ruleset.legalCommands(s, player), () => arcaneKit.ruleset.sampleCommands!(s, aleaFromSeed(`playground/${ply}/${selected}`), 60, player), selected, true);
  },
  odds: () => null,
};

export const RULESETS: ReadonlyArray<PlaygroundRuleset> = [dob, dba, dbm, arcane];
