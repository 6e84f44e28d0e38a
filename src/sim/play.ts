import * as E from 'fp-ts/lib/Either.js';
import { stateHash } from '../core/hash.js';
import type { Agent, AgentContext, AnyRulesetKit, RulesetKit } from '../core/kit.js';
import type { CommandShape, Decision, EventShape, Outcome, PlayerId } from '../core/ruleset.js';
import type { RngState } from '../random/rng.js';
import { aleaFromSeed, fork } from '../random/rng.js';
import { AgentStreams } from './seeds.js';
import type { GameLog, GameRecord, GameStatus, LogEntry } from './types.js';

/** How to play one game. */
export interface PlayOptions {
  /** The game's index in its run (recorded; see {@link gameSeed} for its seed). */
  readonly index: number;
  readonly seed: string;
  /** The scenario, already decoded by the ruleset's scenario codec. */
  readonly scenario: unknown;
  /** Ruleset options passed to `setup` (`null` for none). */
  readonly options: unknown;
  /**
   * The agents, assigned to the sides in the order of the ruleset's `players`. With
   * `rotate`, game i shifts the assignment by i so each agent plays each side equally often.
   */
  readonly agents: ReadonlyArray<Agent>;
  readonly rotate: boolean;
  /** The guard against games that never end: after this many commands the game is recorded unfinished. */
  readonly maxPlies: number;
  /** Keep the commands and events (for narration and replay). Off for batch runs. */
  readonly keepLog: boolean;
}

/**
 * The context of one decision. A class rather than a literal so the lazy parts (the
 * determinized state, the legal commands, the agent's forked stream) cost nothing unless the
 * agent asks for them: the random agent never determinizes.
 */
class PlyContext implements AgentContext<unknown, unknown> {
  readonly player: PlayerId;
  private legalCache: ReadonlyArray<unknown> | null = null;
  private rngCache: RngState | null = null;
  private viewCache: { readonly state: unknown } | null = null;

  constructor(
    readonly kit: AnyRulesetKit,
    private readonly truth: unknown,
    readonly decision: Decision,
    readonly ply: number,
    private readonly streams: AgentStreams,
  ) {
    this.player = decision.player;
  }

  get rng(): RngState {
    return (this.rngCache ??= this.streams.at(this.player, this.ply));
  }

  get state(): unknown {
    if (this.viewCache === null) {
      const rng = fork(this.rng, 'view');
      this.viewCache = { state: this.kit.ruleset.determinize(this.truth, this.player, rng) };
    }
    return this.viewCache.state;
  }

  legal(): ReadonlyArray<unknown> {
    return (this.legalCache ??= this.kit.ruleset.legalCommands(this.truth, this.player));
  }

  sample(n: number, rng: RngState): ReadonlyArray<unknown> {
    const rs = this.kit.ruleset;
    return rs.sampleCommands ? rs.sampleCommands(this.truth, rng, n, this.player) : [];
  }
}

/**
 * Asks `agent` for its command in `state` (which must be waiting for a decision), exactly as a
 * simulated game would at `ply` of the game seeded `seed`: the agent sees only its determinized
 * state and draws from its own stream. For a frontend's bot, or to test an agent on a position.
 * With several decisions open, `player` says whose (the first open one otherwise). `null` when
 * nobody is to decide or the agent has nothing to play.
 */
export function chooseCommand<Sc, S, C extends CommandShape, Ev extends EventShape, O>(
  kit: RulesetKit<Sc, S, C, Ev, O>,
  agent: Agent<S, C>,
  state: S,
  at: { readonly seed: string; readonly ply: number; readonly player?: PlayerId },
): C | null {
  const open = kit.ruleset.pending(state);
  const decision = at.player === undefined ? open[0] : open.find((d) => d.player === at.player);
  if (decision === undefined) return null;
  const ctx = new PlyContext(kit as AnyRulesetKit, state, decision, at.ply, new AgentStreams(aleaFromSeed(at.seed)));
  return (agent as Agent).choose(ctx) as C | null;
}

/** A played game: its record and, when asked for, its log. */
export interface PlayedGame {
  readonly record: GameRecord;
  readonly log: GameLog | null;
}

/** Which agent plays which side in a game, by the rule in {@link PlayOptions.agents}. */
export function assignAgents(players: ReadonlyArray<PlayerId>, agents: ReadonlyArray<Agent>, index: number, rotate: boolean): Map<PlayerId, Agent> {
  const out = new Map<PlayerId, Agent>();
  const n = agents.length;
  players.forEach((p, k) => {
    const a = agents[((rotate ? k + index : k) % n + n) % n];
    if (a !== undefined) out.set(p, a);
  });
  return out;
}

/**
 * Plays one whole game with the given agents. Never throws for anything the game or the agents
 * do: a refused command, an agent with nothing to play, a game with nobody to decide and the
 * ply limit all end the game as an unfinished record with the reason.
 */
export function playGame(kit: AnyRulesetKit, opts: PlayOptions): PlayedGame {
  const rs = kit.ruleset;
  const setupOpts = opts.options === null || opts.options === undefined ? { seed: opts.seed } : { seed: opts.seed, options: opts.options };
  const initial = rs.setup(opts.scenario, setupOpts);
  if (E.isLeft(initial)) {
    return finish(kit, opts, null, new Map(), [], 0, 'setup-error', `setup refused: ${initial.left.message}`, null);
  }
  let state: unknown = initial.right;
  const assigned = assignAgents(rs.players(state), opts.agents, opts.index, opts.rotate);
  const entries: LogEntry[] = [];
  // The agents' streams fork from the game seed's generator, built once per game.
  const streams = new AgentStreams(aleaFromSeed(opts.seed));
  let ply = 0;
  for (;;) {
    const outcome = rs.outcome(state);
    if (outcome !== null) return finish(kit, opts, state, assigned, entries, ply, 'finished', outcome.reason, outcome);
    // With several decisions open at once (orders written simultaneously), they are asked in
    // the order `pending` lists them; each agent plans on its own determinized state, so none
    // sees what another has just given.
    const decision: Decision | undefined = rs.pending(state)[0];
    if (decision === undefined) return finish(kit, opts, state, assigned, entries, ply, 'stalled', 'no outcome and nobody to decide', null);
    if (ply >= opts.maxPlies) {
      return finish(kit, opts, state, assigned, entries, ply, 'ply-limit', `stopped after ${opts.maxPlies} commands without an outcome`, null);
    }
    const agent = assigned.get(decision.player);
    if (agent === undefined) {
      return finish(kit, opts, state, assigned, entries, ply, 'no-move', `no agent plays side "${decision.player}"`, null);
    }
    const ctx = new PlyContext(kit, state, decision, ply, streams);
    const command = agent.choose(ctx);
    // An agent breaking its contract by returning undefined is recorded like one with nothing to play.
    if (command === null || command === undefined) {
      return finish(kit, opts, state, assigned, entries, ply, 'no-move', `${agent.name} agent for "${decision.player}" had no command for ${decision.kind}`, null);
    }
    const step = rs.apply(state, command);
    if (E.isLeft(step)) {
      const v = step.left;
      const where = v.citations.map((c) => `${c.ruleset} ${c.section}`).join(', ');
      return finish(kit, opts, state, assigned, entries, ply, 'illegal-command', `${agent.name} agent's command at ply ${ply} refused (${v.code}): ${v.message}${where ? ` [${where}]` : ''}`, null);
    }
    if (opts.keepLog) entries.push({ ply, player: decision.player, command: rs.commandCodec.encode(command), events: step.right.events });
    state = step.right.state;
    ply++;
  }
}

function finish(
  kit: AnyRulesetKit,
  opts: PlayOptions,
  state: unknown,
  assigned: Map<PlayerId, Agent>,
  entries: LogEntry[],
  plies: number,
  status: GameStatus,
  reason: string,
  outcome: Outcome | null,
): PlayedGame {
  const rs = kit.ruleset;
  const agents: Record<PlayerId, string> = {};
  for (const [p, a] of assigned) agents[p] = a.name;
  const stats = kit.stats;
  const hasState = state !== null;
  const finalHash = hasState ? stateHash(state) : '';
  const record: GameRecord = {
    index: opts.index,
    seed: opts.seed,
    agents,
    status,
    winner: outcome ? outcome.winner : null,
    level: outcome ? outcome.level : null,
    points: outcome ? { ...outcome.points } : {},
    plies,
    turns: hasState && stats?.turn ? stats.turn(state) : null,
    losses: hasState && stats?.losses ? { ...stats.losses(state) } : null,
    reconstructed: outcome ? outcome.reconstructed : hasState && stats?.reconstructed ? stats.reconstructed(state) : false,
    reason,
    finalHash,
  };
  const log: GameLog | null = opts.keepLog
    ? {
        format: 'strategos-log/1',
        ruleset: rs.id,
        edition: rs.edition,
        scenario: rs.scenarioCodec.encode(opts.scenario),
        options: opts.options ?? null,
        seed: opts.seed,
        agents,
        entries,
        status,
        outcome,
        finalHash,
      }
    : null;
  return { record, log };
}
