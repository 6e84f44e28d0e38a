import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '../../src/cli/catalog.js';
import { ensureBuilt, root, scratch, type Built } from './build.js';

let built: Built;
let dir: string;
beforeAll(async () => {
  built = await ensureBuilt();
  dir = mkdtempSync(join(scratch, 'run-'));
}, 900_000); // the build runs first; on a loaded machine it can take minutes
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  code: number;
  out: string;
  err: string;
}
function cli(args: string[], env: Record<string, string> = {}): Run {
  const r = spawnSync(process.execPath, [built.cli, ...args], { cwd: dir, env: { ...process.env, ...env }, encoding: 'utf8' });
  return { code: r.status ?? -1, out: r.stdout, err: r.stderr };
}
const plug = () => ['--ruleset-module', built.fixture];
const file = (name: string, content: unknown) => {
  const p = join(dir, name);
  writeFileSync(p, typeof content === 'string' ? content : JSON.stringify(content));
  return p;
};
/** A clean failure: the expected exit code, one message on stderr, no stack trace. */
function failsCleanly(r: Run, code: number, message: RegExp) {
  expect(r.code).toBe(code);
  expect(r.err).toMatch(/^strategos: /);
  expect(r.err).toMatch(message);
  expect(r.err).not.toMatch(/\n\s+at /);
}

describe('strategos (built binary)', () => {
  it('prints help, its version, and refuses unknown commands', () => {
    const none = cli([]);
    expect(none.code).toBe(2);
    expect(none.out).toMatch(/Usage: strategos <command>/);
    expect(cli(['--help']).code).toBe(0);
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    expect(cli(['--version']).out.trim()).toBe(pkg.version);
    failsCleanly(cli(['conquer']), 2, /unknown command "conquer"/);
    expect(cli(['simulate', '--help']).out).toMatch(/--shard <i\/n>/);
  });

  it('simulates: a summary on stdout, nothing on stderr when quiet', () => {
    const r = cli(['simulate', ...plug(), '--games', '200', '--seed', 's', '--rotate', '--quiet']);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toMatch(/dice-race \(fixture 1\) · scenario short · seed "s" · 200 games/);
    expect(r.out).toMatch(/greedy +200 +\d+ +\d+\.\d%/);
  });

  it('gives the same records whatever the workers and batch size (determinism)', () => {
    const args = ['simulate', ...plug(), '--games', '200', '--seed', 'w', '--json', '--quiet'];
    const one = cli(args);
    expect(one.code).toBe(0);
    const two = cli([...args, '--workers', '2', '--batch-size', '7']);
    const three = cli([...args, '--workers', '3', '--batch-size', '50']);
    expect(two.out).toBe(one.out);
    expect(three.out).toBe(one.out);
    const doc = JSON.parse(one.out) as { records: unknown[]; recordsHash: string; shard: unknown };
    expect(doc.records).toHaveLength(200);
    expect(doc.shard).toBeNull();
  });

  it('splits a run into shards that merge into the unsplit output (JSON and CSV)', () => {
    const base = ['simulate', ...plug(), '--games', '101', '--seed', 'sh', '--quiet'];
    const whole = cli([...base, '--json']).out;
    const files = [1, 2, 3].map((i) => file(`shard-${i}.json`, cli([...base, '--json', '--shard', `${i}/3`, '--workers', String(i)]).out));
    const merged = cli(['merge', files[2]!, files[0]!, files[1]!, '--json']);
    expect(merged.code).toBe(0);
    expect(merged.out).toBe(whole);
    expect(cli(['merge', ...files, '--csv']).out).toBe(cli([...base, '--csv']).out);
    expect(cli(['merge', ...files]).out).toBe(cli(base).out);
    failsCleanly(cli(['merge', files[0]!, files[2]!]), 1, /missing e\.g\. game 3\d/);
    failsCleanly(cli(['merge', files[0]!, file('junk.json', { format: 'x', records: 3 })]), 1, /junk\.json is not a strategos simulation document:\nformat: expected "strategos-simulation\/1", got "x"/);
    failsCleanly(cli(['merge']), 2, /give the shard files/);
  });

  it('writes a game log, replays it narrated, and reports the first illegal command', () => {
    const logPath = join(dir, 'game.json');
    const r = cli(['simulate', ...plug(), '--games', '5', '--log', logPath, '--log-game', '3']);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/wrote the log of game 3/);
    const rep = cli(['replay', logPath, ...plug()]);
    expect(rep.code).toBe(0);
    expect(rep.out).toMatch(/^ {3}1\. red rolls \(§2\.1\)/);
    expect(rep.out).toMatch(/Result: (red|blue) wins/);
    const log = JSON.parse(readFileSync(logPath, 'utf8')) as { entries: Array<{ player: string; command: { type: string; player: string } }> };
    log.entries[1]!.command = { type: 'hold', player: log.entries[1]!.player === 'red' ? 'blue' : 'red' };
    const bad = cli(['replay', file('edited.json', log), ...plug()]);
    expect(bad.code).toBe(1);
    // Numbered from 1, as the narration numbers commands: entries[1] is command #2.
    expect(bad.err).toMatch(/command #2 \(.*\) is illegal — wrong-player: It is \w+'s turn.* \(§2\)/);
    failsCleanly(cli(['replay', file('notalog.json', { hello: 1 }), ...plug()]), 1, /not a strategos game log:\nformat: expected "strategos-log\/1", got nothing/);
  });

  it('answers odds through the ruleset hook', () => {
    const r = cli(['odds', ...plug(), 'rolls=2']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/no bust +69\.44% +25\/36/);
    failsCleanly(cli(['odds', ...plug(), 'flank']), 2, /expected "rolls=<k>"/);
    failsCleanly(cli(['odds', ...plug()]), 2, /describe the combat: rolls=<k>/);
  });

  it('validates scenarios and data files, every error with its path', () => {
    expect(cli(['validate', ...plug(), file('ok.json', { target: 20, players: ['a', 'b'] })]).code).toBe(0);
    const bad = cli(['validate', ...plug(), file('bad.json', { target: 0, players: ['a', 7], bustFace: 'one' })]);
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/bad\.json: 3 problems\n {2}target: expected a whole number >= 1, got 0\n {2}players\[1\]: expected string, got 7\n {2}bustFace: expected a die face 1\.\.6, got "one"/);
    const setup = cli(['validate', ...plug(), file('solo.json', { target: 20, players: ['a'] })]);
    expect(setup.out).toMatch(/\(setup\) too-few-players: .* \(§1\)/);
    const dice = cli(['validate', ...plug(), '--kind', 'dice', file('dice.json', { faces: [1, 2, 3], bust: 6 })]);
    expect(dice.code).toBe(1);
    expect(dice.out).toMatch(/bust: 6 is not one of the faces/);
    failsCleanly(cli(['validate', ...plug(), '--kind', 'deck', 'x.json']), 2, /no data file kind "deck"; it knows: scenario, state, dice/);
    failsCleanly(cli(['validate', ...plug(), join(dir, 'missing.json')]), 1, /cannot read .*missing\.json: no such file/);
  });

  it.each([
    [['--games', '0'], 2, /--games must be at least 1/],
    [['--games', 'many'], 2, /--games must be a whole number, got "many"/],
    [['--shard', '3/2'], 2, /need 1 <= i <= n/],
    [['--shard', 'half'], 2, /--shard must look like i\/n/],
    [['--agents', 'genius'], 2, /Unknown agent "genius" for dice-race; known agents: random, greedy/],
    [['--agents', 'random,random,random'], 2, /2 sides \(red, blue\) but 3 agents/],
    [['--workers', '0'], 2, /--workers must be at least 1/],
    [['--frob'], 2, /unknown option --frob\.\n/],
    [['--gmes', '3'], 2, /unknown option --gmes \(did you mean --games\?\)\./],
    [['--quiet=yes'], 2, /option --quiet takes no value\./],
    [['--seed'], 2, /option --seed needs a value\./],
    [['--json', '--csv'], 2, /--json or --csv, not both/],
    [['--bundled', 'epic'], 2, /no bundled scenario "epic"; it has: short, classic/],
    [['--scenario', 'nowhere.json'], 1, /cannot read nowhere\.json: no such file/],
  ] as const)('simulate %j fails cleanly (exit %i)', (args, code, message) => {
    failsCleanly(cli(['simulate', ...plug(), '--games', '3', ...args]), code, message);
  });

  it('fails cleanly on bad files and bad plug-ins', () => {
    failsCleanly(cli(['simulate', ...plug(), '--scenario', file('broken.json', '{"target": 3,')]), 1, /broken\.json is not valid JSON/);
    failsCleanly(cli(['simulate', ...plug(), '--scenario', file('wrong.json', { target: 'far', players: [] })]), 1, /target: expected a whole number >= 1, got "far"/);
    failsCleanly(cli(['simulate', '--ruleset-module', file('empty.mjs', 'export const x = 1;\n')]), 1, /exports no RulesetKit/);
    failsCleanly(cli(['simulate', '--ruleset-module', join(dir, 'absent.mjs')]), 1, /cannot load ruleset module/);
    failsCleanly(cli(['simulate', '--ruleset', 'chess']), 2, /unknown ruleset "chess"/);
  });

  it('records endless games as unfinished at the ply limit', () => {
    const r = cli(['simulate', ...plug(), '--games', '4', '--max-plies', '3', '--quiet']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/finished 0 · unfinished: ply-limit 4/);
  });

  it('shows a progress bar with rate and time left on stderr only when due', () => {
    const args = ['simulate', ...plug(), '--games', '200', '--batch-size', '50'];
    const forced = cli([...args, '--progress'], { STRATEGOS_PROGRESS_DELAY_MS: '0' });
    expect(forced.err).toMatch(/\[#+\.*\] \d+\/200 games \d+% · \d+ games\/s · ETA \d+s/);
    expect(forced.out).not.toMatch(/games\/s/);
    expect(cli(args).err).toBe(''); // not a terminal, not forced
  });

  it('runs the demo: a summary and a narrated sample battle', () => {
    const r = cli(['demo', ...plug(), '--games', '100', '--workers', '2', '--quiet']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/agents: greedy vs random \(rotating sides\)/);
    expect(r.out).toMatch(/A sample battle[\s\S]* {3}1\. red rolls \(§2\.1\)[\s\S]*Result: /);
  });

  it('says what has landed when no ruleset is named', () => {
    const sim = cli(['simulate', '--games', '2', '--quiet']);
    if (Object.keys(catalog).length === 0) {
      const demo = cli(['demo', '--quiet']);
      expect(demo.code).toBe(0);
      expect(demo.out).toMatch(/No ruleset has landed in this build yet/);
      failsCleanly(sim, 1, /no ruleset has landed/);
      expect(cli(['rulesets']).out).toMatch(/No ruleset has landed/);
    } else {
      expect(sim.code).toBe(0);
      expect(cli(['rulesets']).out).toMatch(new RegExp(Object.keys(catalog)[0]!));
    }
  });
});

describe('strategos with Dawn of Battle (built in)', () => {
  it('is the default ruleset: simulate, demo and rulesets use its §17-designed default battle, labelled reconstructed', () => {
    const sim = cli(['simulate', '--games', '6', '--seed', 'dob', '--quiet']);
    expect(sim.code).toBe(0);
    expect(sim.out).toMatch(/^dawn-of-battle \(designer's edition.*\) · scenario default \(reconstructed\) · seed "dob" · 6 games/);
    expect(sim.out).toMatch(/6 of 6 games used reconstructed \(not published\) data/);
    expect(cli(['rulesets']).out).toMatch(/dawn-of-battle[\s\S]*agents: random, greedy[\s\S]*default \(default\) \[reconstructed\]: a meeting engagement built by the §17[\s\S]*data files: scenario, counters, deck, clash, turnTrack/);
    const demo = cli(['demo', '--games', '4', '--quiet']);
    expect(demo.code).toBe(0);
    expect(demo.out).toMatch(/A sample battle[\s\S]*\(§\d+(\.\d+)*[,)][\s\S]*(Result|Unfinished): /);
    // Narrated in sentences by Dawn of Battle's narrator, book-keeping left out, told briefly:
    // the opening (the initiative draws of turn 1), then the end.
    expect(demo.out).toMatch(/ {8}[AB] draws \d+ for the initiative(, modified [−+]\d+)?: \d+\. \(§4\.3\)/);
    expect(demo.out).toMatch(/\n {6}… \d+ lines left out here …\n/);
    expect(demo.out).not.toMatch(/card-drawn/);
  });
  it('shards and merges a Dawn of Battle run into the unsplit output', () => {
    const base = ['simulate', '--games', '6', '--seed', 'dob-shards', '--json', '--quiet'];
    const whole = cli(base).out;
    const files = [1, 2].map((i) => file(`dob-${i}.json`, cli([...base, '--shard', `${i}/2`]).out));
    expect(cli(['merge', ...files, '--json']).out).toBe(whole);
  });
  it('validates its data files and reports a bad one with paths', () => {
    const r = cli(['validate', '--kind', 'deck', file('deck.json', { cards: [] })]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/deck\.json: \d+ problems?\n {2}cards: /);
  });
  it('answers ranged and melee odds, and names the units when one is unknown', () => {
    failsCleanly(cli(['odds', 'ranged', 'nobody', 'B-MI']), 2, /There is no unit "nobody".*units on the example map: A-/);
    const melee = cli(['odds', 'melee', '+2:-1']);
    expect(melee.code).toBe(0);
    expect(melee.out).toMatch(/^melee at strengths \+2 against -1: side A \(morale \d+\) attacks side B[\s\S]* \(§10\.2\.5, §14\.6\)\n/);
    expect(melee.out).toMatch(/\n {2}defender eliminated in the end +\d+\.\d\d% +\d+\/\d+\n/);
    failsCleanly(cli(['odds', 'melee', '+9:0']), 2, /from -6 to \+6 \(§10\.2\.3\)/);
  });
  it('writes a game log, replays it narrated with citations, and refuses an edited one', () => {
    const logPath = join(dir, 'dob-game.json');
    expect(cli(['simulate', '--games', '2', '--seed', 'dob-log', '--log', logPath, '--log-game', '1', '--quiet']).code).toBe(0);
    const rep = cli(['replay', logPath]);
    expect(rep.code).toBe(0);
    expect(rep.out).toMatch(/\(§\d+(\.\d+)*[,)]/);
    expect(rep.out).toMatch(/(Result: (A wins|B wins|draw)|Unfinished: )/);
    const log = JSON.parse(readFileSync(logPath, 'utf8')) as { entries: Array<{ command: unknown }> };
    log.entries[0]!.command = { type: 'nonsense' };
    const bad = cli(['replay', file('dob-edited.json', log)]);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/dob-edited\.json: command #1 \(.*\) is illegal — malformed-command/);
    expect(bad.err).not.toMatch(/\n\s+at /);
  });
  it('prints one CSV row per game', () => {
    const csv = cli(['simulate', '--games', '3', '--seed', 'dob-csv', '--csv', '--quiet']);
    expect(csv.code).toBe(0);
    const rows = csv.out.trim().split('\n');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(/^index,/);
  });
  it('validates a scenario file and lists every error with its path', () => {
    const r = cli(['validate', file('dob-bad.json', { id: 7, title: 'Nowhere' })]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/dob-bad\.json: \d+ problems\n {2}id: expected string, got 7\n {2}map: expected /);
  });
});

describe('strategos with DBA (built in, its own plug-in)', () => {
  it('simulates its example with the greedy agent against random and answers matchup odds', () => {
    const r = cli(['simulate', '--ruleset', 'dba', '--games', '2', '--quiet']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^dba \(1\.2.*\) · scenario example \(reconstructed\)[\s\S]*agents: greedy vs random/);
    const o = cli(['odds', '--ruleset', 'dba', 'Kn', 'Bw']);
    expect(o.code).toBe(0);
    expect(o.out).toMatch(/^knights \(\d+\) against bows \(\d+\)/);
    failsCleanly(cli(['odds', '--ruleset', 'dba', 'Kn']), 2, /Name two troop types/);
  });
  it('shards and merges a run into the unsplit output, on one worker or two', () => {
    const base = ['simulate', '--ruleset', 'dba', '--agents', 'random', '--games', '2', '--seed', 'dba-shards', '--json', '--quiet'];
    const whole = cli(base).out;
    expect(cli([...base, '--workers', '2']).out).toBe(whole);
    const files = [1, 2].map((i) => file(`dba-${i}.json`, cli([...base, '--shard', `${i}/2`]).out));
    expect(cli(['merge', files[1]!, files[0]!, '--json']).out).toBe(whole);
  });
  it('replays a saved log with narration', () => {
    const logPath = join(dir, 'dba-game.json');
    expect(cli(['simulate', '--ruleset', 'dba', '--agents', 'random', '--games', '1', '--seed', 'dba-log', '--log', logPath, '--quiet']).code).toBe(0);
    const rep = cli(['replay', '--ruleset', 'dba', logPath]);
    expect(rep.code).toBe(0);
    expect(rep.out).toMatch(/^ {3}1\. \w+ gives the numbers 5 and 6 to table edges \d and \d \(§deployment\)/);
    expect(rep.out).toMatch(/\(§deployment\)/);
    expect(rep.out).toMatch(/(Result: \w+ wins|The log ends before the game does)/);
  });
  it('validates a scenario file, naming the failing path', () => {
    const r = cli(['validate', '--ruleset', 'dba', file('dba-bad.json', { armies: 3 })]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/dba-bad\.json: 1 problem\n {2}armies: expected .*, got 3/);
  });
});
