// filterEvents (issue #19): what a player is told of a command's events hides what their view
// hides (§2.5.1, §4.4): no event given to a player names a leader their view does not show, nor
// a card in the opponent's hand. Random games with the optional rules that bring leaders into
// the open or keep them hidden (Code of Honor, dummy leaders, free deployment, re-dos, die
// windows before every draw), plus unit checks of each redaction.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dawnOfBattle, exampleScenario, filterEvents, viewFor, type DobEvent, type DobState, type Scenario, type Side } from '../../../src/dawn-of-battle/index.js';
import { randomScenario } from '../../../src/dawn-of-battle/design/index.js';
import { redactPurpose } from '../../../src/rulesets/dawn-of-battle/filter-events.js';
import { aleaFromSeed, drawInt, type RngState } from '../../../src/random/index.js';

const c = [{ ruleset: 'dawn-of-battle', section: '6.4' }] as const;

/** Every string anywhere in `v`. */
function strings(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, out);
  else if (v !== null && typeof v === 'object') for (const k in v) strings((v as Record<string, unknown>)[k], out);
  return out;
}

/** True when `s` names leader `id` (as a field value, or in parentheses in a draw's purpose). */
const names = (s: string, id: string): boolean => s === id || s.includes(`(${id})`) || s.endsWith(` ${id}`);

interface Tally { steps: number; redacted: number; hiddenNamedRaw: number }

/**
 * Plays `scenario` at random from `seed` for `plies`, checking each command's events as each
 * player is given them against the views before and after the command.
 */
function check(scenario: Scenario, seed: string, plies: number, tally: Tally): void {
  const r = dawnOfBattle.setup(scenario, { seed });
  if (E.isLeft(r)) throw new Error(r.left.message);
  let s: DobState = r.right;
  let rng: RngState = aleaFromSeed(`${seed}-agent`);
  for (let ply = 0; s.phase.kind !== 'over' && ply < plies; ply++) {
    const cmds = dawnOfBattle.legalCommands(s);
    const d = drawInt(rng, 0, cmds.length - 1);
    rng = d.rng;
    const step = dawnOfBattle.apply(s, cmds[d.value]!);
    if (E.isLeft(step)) throw new Error(step.left.message);
    const before = s;
    s = step.right.state;
    const events = step.right.events;
    tally.steps++;
    for (const player of ['A', 'B'] as const) {
      // Face down to `player` before the command and after it, and not turned up during it: a
      // leader seen before the turn ended within the command, or one that fought or led a
      // formation (§15.12.2, §5.2) in it and was set aside for the next turn, may be named.
      const seenBefore = viewFor(before, player).leaders;
      const view = viewFor(s, player);
      const turnedUp = new Set(events.flatMap((e) => (e.type === 'leader-revealed' || e.type === 'formation-activated' ? [e.leader] : [])));
      const hidden = Object.keys(s.leaders).filter((id) => view.leaders[id] === undefined && seenBefore[id] === undefined && !turnedUp.has(id));
      const opponent: Side = player === 'A' ? 'B' : 'A';
      const opponentHand = s.players[opponent].hand;
      const told = filterEvents(events, player);
      expect(told.length).toBe(events.length);
      for (let i = 0; i < told.length; i++) {
        const e = told[i]!;
        expect(e.type).toBe(events[i]!.type);
        if (e !== events[i]) tally.redacted++;
        if (strings(events[i]).some((x) => hidden.some((id) => names(x, id)))) tally.hiddenNamedRaw++;
        for (const x of strings(e)) {
          for (const id of hidden) expect(names(x, id), `${player} is told ${JSON.stringify(e)}, naming hidden leader ${id}`).toBe(false);
        }
        // Each army has its own deck, numbered alike: a card named in an event about the
        // opponent's army is one of the opponent's cards.
        if ('side' in e && e.side === opponent) {
          for (const k of ['card', 'cancelled', 'discarded'] as const) {
            const x = (e as Partial<Record<typeof k, unknown>>)[k];
            if (typeof x === 'string') expect(opponentHand.includes(x), `${player} is told ${JSON.stringify(e)}, naming card ${x} in the opponent's hand`).toBe(false);
          }
        }
      }
    }
  }
}

const withOptions = (sc: Scenario, options: Scenario['options']): Scenario => ({ ...sc, options: { ...sc.options, ...options } });

describe('filterEvents hides what viewFor hides (issue #19, §2.5.1, §4.4)', () => {
  it('random games: no event told to a player names a leader their view hides or a card in the opposing hand', () => {
    const tally: Tally = { steps: 0, redacted: 0, hiddenNamedRaw: 0 };
    const hidden = { codeOfHonor: true, dummyLeaders: true, reDos: true, dieModWindows: 'all' } as const;
    for (let g = 0; g < 4; g++) {
      check(exampleScenario, `filter-example-${g}`, 600, tally);
      check(withOptions(exampleScenario, hidden), `filter-example-options-${g}`, 600, tally);
      const sc = randomScenario(`filter-random-${g}`, { budget: 150 });
      if (E.isLeft(sc)) throw new Error(sc.left.message);
      check(withOptions(sc.right.scenario, { ...hidden, freeDeployment: g % 2 === 0 }), `filter-random-${g}`, 500, tally);
    }
    // The games did meet hidden leaders named in events, and the filter took them out.
    expect(tally.steps).toBeGreaterThan(1000);
    expect(tally.hiddenNamedRaw).toBeGreaterThan(0);
    expect(tally.redacted).toBeGreaterThan(0);
  }, 120_000);

  it('returns the same list when nothing is hidden from the player', () => {
    const events: DobEvent[] = [{ type: 'turn-started', turn: 1, citations: c }, { type: 'leader-survived', leader: 'A-1', side: 'A', revealed: false, citations: c }];
    expect(filterEvents(events, 'A')).toBe(events);
  });

  it('§6.4: a face-down enemy leader that survives, is spared, flipped or deployed is not named; one killed, wounded or face up is', () => {
    const events: DobEvent[] = [
      { type: 'leader-survived', leader: 'B-1', side: 'B', revealed: false, citations: c },
      { type: 'leader-spared', leader: 'B-1', side: 'B', revealed: false, card: '70', title: 'Escape', citations: c },
      { type: 'leader-flipped', leader: 'B-1', side: 'B', revealed: false, moved: 4, citations: c },
      { type: 'leader-deployed', leader: 'B-1', side: 'B', hex: { q: 0, r: 0 }, citations: c },
      { type: 'continuance', unit: 'A-1u', leader: 'B-1', side: 'B', revealed: false, citations: c },
      { type: 'leader-killed', leader: 'B-2', side: 'B', citations: c },
      { type: 'leader-wounded', leader: 'B-2', returnTurn: 3, citations: c },
      // Face up (§5.2: it led a formation): named.
      { type: 'leader-survived', leader: 'B-2', side: 'B', revealed: true, citations: c },
      { type: 'leader-flipped', leader: 'B-2', side: 'B', revealed: true, moved: 4, citations: c },
    ];
    const told = filterEvents(events, 'A');
    expect(told.slice(0, 5).map((e) => ('leader' in e ? e.leader : 'none'))).toEqual([null, null, null, null, null]);
    expect(told.slice(5)).toEqual(events.slice(5));
    for (let i = 5; i < events.length; i++) expect(told[i]).toBe(events[i]);
    expect(filterEvents(events, 'B')).toBe(events);
    // Not mutated: the caller's events still name the leader.
    expect(events[0]).toMatchObject({ leader: 'B-1' });
  });

  it('§6.4: a casualty draw of the enemy says "a leader"; other purposes are unchanged', () => {
    expect(redactPurpose('leader casualty (B-1)')).toBe('leader casualty (a leader)');
    expect(redactPurpose('overrun leader colour (B-1)')).toBe('overrun leader colour (a leader)');
    expect(redactPurpose('ranged attack by A-1u')).toBe('ranged attack by A-1u');
    const drawn: DobEvent = { type: 'card-drawn', side: 'B', purpose: 'leader casualty (B-1)', card: '12', die: 6, colour: 'black', command: 2, icon: null, citations: c };
    expect(filterEvents([drawn], 'A')[0]).toMatchObject({ purpose: 'leader casualty (a leader)', card: '12', die: 6 });
    expect(filterEvents([drawn], 'B')[0]).toBe(drawn);
    const window: DobEvent = { type: 're-do-window', toAct: 'A', draws: [{ side: 'B', purpose: 'leader casualty (B-1)', card: '12', die: 6 }], citations: c };
    expect(filterEvents([window], 'A')[0]).toMatchObject({ draws: [{ purpose: 'leader casualty (a leader)' }] });
  });

  it('a spectator (neither side) sees both armies\' leaders redacted', () => {
    const events: DobEvent[] = [{ type: 'leader-survived', leader: 'A-1', side: 'A', revealed: false, citations: c }, { type: 'leader-survived', leader: 'B-1', side: 'B', revealed: false, citations: c }];
    expect(filterEvents(events, 'spectator').map((e) => ('leader' in e ? e.leader : 'none'))).toEqual([null, null]);
  });
});

