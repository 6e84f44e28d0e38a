import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, loadGame, replay, stateHash, type GameChange } from '../../src/index.js';
import { diceRace, type DiceRaceEvent, type DiceRaceState } from '../sim/fixtures/dice-race.js';

const scenario = { target: 20, players: ['red', 'blue'] };

function started(seed = 'store') {
  const g = createGame(diceRace, scenario, { seed });
  if (E.isLeft(g)) throw new Error(g.left.message);
  return g.right;
}

describe('createGame', () => {
  it('decodes the scenario and names every failing path', () => {
    const bad = createGame(diceRace, { target: 'far', players: 'me' }, { seed: 's' });
    expect(E.isLeft(bad) && bad.left.code).toBe('malformed-scenario');
    if (E.isLeft(bad)) expect(bad.left.issues!.map((i) => i.path).sort()).toEqual(['players', 'target']);
  });

  it('starts at the ruleset setup state', () => {
    const setup = diceRace.setup(scenario, { seed: 'store' });
    expect(E.isRight(setup) && stateHash(started().state)).toBe(E.isRight(setup) && stateHash(setup.right));
  });
});

describe('dispatch', () => {
  it('applies a legal command, tells subscribers, and refuses an illegal one without any change', () => {
    const g = started();
    const changes: GameChange<DiceRaceState, DiceRaceEvent>[] = [];
    g.subscribe((c) => changes.push(c));
    const before = g.state;
    const wrong = g.dispatch({ type: 'roll', player: 'blue' });
    expect(E.isLeft(wrong) && wrong.left.code).toBe('wrong-player');
    expect(g.state).toBe(before);
    expect(changes).toHaveLength(0);
    const garbage = g.dispatch({ type: 'roll', player: 'red', extra: 1 });
    expect(E.isLeft(garbage) && garbage.left.code).toBe('malformed-command');
    const ok = g.dispatch({ type: 'roll', player: 'red' });
    expect(E.isRight(ok)).toBe(true);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.cause).toBe('dispatch');
    expect(changes[0]!.state).toBe(g.state);
    expect(g.plies).toBe(1);
  });

  it('check gives the verdict dispatch would, without applying', () => {
    const g = started();
    expect(g.check({ type: 'roll', player: 'blue' })?.code).toBe('wrong-player');
    expect(g.check({ type: 'roll', player: 'red' })).toBeNull();
    expect(g.plies).toBe(0);
  });

  it('keeps no reference to the caller command', () => {
    const g = started();
    const command = { type: 'roll' as const, player: 'red' };
    g.dispatch(command);
    command.player = 'blue';
    expect(g.save().commands).toEqual([{ type: 'roll', player: 'red' }]);
    const saved = g.save();
    (saved.commands[0] as { player: string }).player = 'blue';
    expect(g.save().commands).toEqual([{ type: 'roll', player: 'red' }]);
  });

  it('stops telling a listener once it unsubscribes', () => {
    const g = started();
    let told = 0;
    const off = g.subscribe(() => told++);
    g.dispatch({ type: 'roll', player: 'red' });
    off();
    g.undo();
    expect(told).toBe(1);
  });
});

describe('undo and redo', () => {
  it('walk the line of play, and a new command drops the undone ones', () => {
    const g = started('undo');
    const s0 = g.state;
    g.dispatch({ type: 'roll', player: 'red' });
    const s1 = g.state;
    expect(g.canUndo).toBe(true);
    expect(g.undo()).toBe(true);
    expect(g.state).toBe(s0);
    expect(g.canRedo).toBe(true);
    expect(g.redo()).toBe(true);
    expect(g.state).toBe(s1);
    expect(g.redo()).toBe(false);
    g.undo();
    g.dispatch({ type: 'roll', player: 'red' });
    expect(g.canRedo).toBe(false);
    expect(g.undo() && g.undo()).toBe(false);
  });

  it('leave the store equal to a fresh replay of its saved log, whatever the sequence (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('play', 'play', 'undo', 'redo'), { maxLength: 40 }), fc.string({ maxLength: 8 }), (ops, seed) => {
        const g = started(`p/${seed}`);
        for (const op of ops) {
          if (op === 'undo') g.undo();
          else if (op === 'redo') g.redo();
          else {
            const [first] = g.legalCommands();
            if (first !== undefined) g.dispatch(first);
          }
        }
        const saved = g.save();
        const again = replay(diceRace, scenario, { seed: saved.seed }, saved.commands);
        expect(E.isRight(again) && stateHash(again.right.state)).toBe(stateHash(g.state));
        expect(g.events().length).toBe(E.isRight(again) ? again.right.events.length : -1);
      }),
      { numRuns: 100 },
    );
  });
});

describe('views and events', () => {
  it('hand out what the ruleset lets each player see', () => {
    const secretive = { ...diceRace, filterEvents: (evs: ReadonlyArray<DiceRaceEvent>, player: string) => evs.filter((e) => !('player' in e) || e.player === player) };
    const g = createGame(secretive, scenario, { seed: 'views' });
    if (E.isLeft(g)) throw new Error(g.left.message);
    g.right.dispatch({ type: 'roll', player: 'red' });
    expect(g.right.events().length).toBeGreaterThan(0);
    expect(g.right.events('blue').some((e) => 'player' in e && e.player === 'red')).toBe(false);
    expect(g.right.events('red')).toEqual(g.right.events());
    expect(g.right.viewFor('red')).not.toHaveProperty('rng');
    expect(g.right.viewFor('red')).toMatchObject({ scores: g.right.state.scores });
  });
});

describe('loadGame', () => {
  it('restores a saved game exactly, from its JSON', () => {
    const g = started('save');
    for (let i = 0; i < 12 && g.outcome() === null; i++) g.dispatch(g.legalCommands()[i % 2 === 0 ? 0 : g.legalCommands().length - 1]);
    const json = JSON.parse(JSON.stringify(g.save()));
    const back = loadGame(diceRace, json);
    expect(E.isRight(back) && stateHash(back.right.state)).toBe(stateHash(g.state));
    expect(E.isRight(back) && back.right.plies).toBe(g.plies);
  });

  it('refuses another ruleset, another edition, garbage and a refused command, saying which', () => {
    const g = started('refuse');
    g.dispatch({ type: 'roll', player: 'red' });
    const saved = g.save();
    const other = loadGame(diceRace, { ...saved, ruleset: 'dba' });
    expect(E.isLeft(other) && other.left.kind).toBe('wrong-ruleset');
    const edition = loadGame(diceRace, { ...saved, edition: 'fixture 0' });
    expect(E.isLeft(edition) && edition.left.kind).toBe('wrong-ruleset');
    const garbage = loadGame(diceRace, { format: 'strategos-game/1', commands: 3 });
    expect(E.isLeft(garbage) && garbage.left.kind).toBe('decode-error');
    const bad = loadGame(diceRace, { ...saved, commands: [...saved.commands, { type: 'roll', player: 'nobody' }] });
    expect(E.isLeft(bad) && bad.left.kind === 'command' && bad.left.index).toBe(1);
  });
});
