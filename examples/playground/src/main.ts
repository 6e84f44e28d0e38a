// The strategos playground: one page that plays every ruleset the package ships, through the
// game store (createGame / loadGame), the scene helpers and their SVG renderers, the kits'
// narrators and agents. No UI framework: the page is re-rendered from the store on each change.
import { createGame, loadGame, stateHash, type AnyRulesetKit, type Citation, type CommandShape, type Game } from 'strategos';
import { chooseCommand, findAgent } from 'strategos/sim';
import { RULESETS, type PlaygroundRuleset } from './rulesets.js';
import { hasRuleIndex, implementations } from './rule-index.js';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

type AnyGame = Game<unknown, CommandShape, { type: string; citations: ReadonlyArray<Citation> }, unknown>;

interface Session {
  readonly pr: PlaygroundRuleset;
  readonly game: AnyGame;
  readonly mode: 'hotseat' | 'greedy';
  readonly seed: string;
  /** The side the person plays against the agent. */
  readonly human: string;
  /** Who looks at the board now (hot-seat: the last player handed to). */
  viewer: string;
  selected: string | null;
  log: Array<{ ply: number; text: string; citations: ReadonlyArray<Citation> }>;
}

let session: Session | null = null;
let fileScenario: unknown = null;

const rulesetSel = $<HTMLSelectElement>('ruleset');
const scenarioSel = $<HTMLSelectElement>('scenario');
for (const r of RULESETS) rulesetSel.add(new Option(r.title, r.id));

function fillScenarios(): void {
  const pr = RULESETS.find((r) => r.id === rulesetSel.value)!;
  scenarioSel.innerHTML = '';
  for (const [name, s] of Object.entries(pr.kit.scenarios ?? {})) {
    scenarioSel.add(new Option(`${name}${s.reconstructed ? ' (reconstructed data)' : ''}`, name, name === pr.kit.defaultScenario, name === pr.kit.defaultScenario));
  }
}
rulesetSel.addEventListener('change', () => {
  fileScenario = null;
  fillScenarios();
});
fillScenarios();

$<HTMLInputElement>('scenario-file').addEventListener('change', async (e) => {
  const f = (e.target as HTMLInputElement).files?.[0];
  fileScenario = f === undefined ? null : JSON.parse(await f.text());
});

$('setup').addEventListener('submit', (e) => {
  e.preventDefault();
  const pr = RULESETS.find((r) => r.id === rulesetSel.value)!;
  const scenario = fileScenario ?? pr.kit.scenarios?.[scenarioSel.value]?.scenario;
  const seed = $<HTMLInputElement>('seed').value || 'playground';
  const created = createGame(pr.kit.ruleset, scenario, { seed });
  if (created._tag === 'Left') {
    showAnswer(`The scenario was refused: ${created.left.message}`, created.left.citations, true);
    return;
  }
  start(pr, created.right as unknown as AnyGame, seed);
});

function start(pr: PlaygroundRuleset, game: AnyGame, seed: string): void {
  const mode = $<HTMLSelectElement>('mode').value === 'greedy' ? 'greedy' : 'hotseat';
  const players = pr.kit.ruleset.players(game.state) as ReadonlyArray<string>;
  const first = deciding(game) ?? players[0]!;
  session = { pr, game, mode, seed, human: players[0]!, viewer: mode === 'greedy' ? players[0]! : first, selected: null, log: [] };
  game.subscribe((change) => {
    if (session === null || session.game !== game) return;
    if (change.cause === 'dispatch') narrate(change.state, change.events as ReadonlyArray<{ type: string; citations: ReadonlyArray<Citation> }>);
    else session.log = session.log.filter((l) => l.ply <= game.plies);
  });
  showAnswer('', [], false);
  render();
  runAgent();
}

/** The player whose decision is open (the first one when several are). */
function deciding(game: AnyGame): string | null {
  return game.pending()[0]?.player ?? null;
}

function narrate(state: unknown, events: ReadonlyArray<{ type: string; citations: ReadonlyArray<Citation> }>): void {
  const s = session!;
  const n = s.pr.kit.narrator;
  for (const ev of events) {
    const line = n === undefined ? { text: ev.type, citations: ev.citations } : n.event(ev, { state });
    if (line.text !== '') s.log.push({ ply: s.game.plies, text: line.text, citations: line.citations });
  }
}

function cite(c: Citation): HTMLElement {
  const a = document.createElement('a');
  a.className = 'cite';
  a.href = `#rule-${encodeURIComponent(`${c.ruleset}-${c.section}`)}`;
  a.textContent = `[${c.ruleset} ${c.section}]`;
  a.title = c.note ?? '';
  a.addEventListener('click', (ev) => {
    ev.preventDefault();
    showRule(c);
  });
  return a;
}

/** The rule panel: where the library implements the cited section, and the rulings beside it. */
function showRule(c: Citation): void {
  const panel = $('rule-panel');
  const { symbols, rulings } = implementations(c.ruleset, c.section);
  $('rule-title').textContent = `${c.ruleset} ${c.section}`;
  const body = $('rule-body');
  body.innerHTML = '';
  const p = document.createElement('p');
  p.textContent = !hasRuleIndex ? 'The rule index was not built (run `npm run docs:check`, then rebuild the playground).' : symbols.length === 0 ? 'No function of the library cites this section by name; the event cites it for the rule it applied.' : `Implemented by ${symbols.length} function${symbols.length === 1 ? '' : 's'} (docs/rule-index.json):`;
  body.append(p);
  const ul = document.createElement('ul');
  for (const s of symbols) {
    const li = document.createElement('li');
    li.innerHTML = `<code></code> in <code></code>`;
    li.children[0]!.textContent = s.symbol;
    li.children[1]!.textContent = s.file;
    ul.append(li);
  }
  for (const r of rulings) {
    const li = document.createElement('li');
    li.textContent = `ruling ${r.id} (${r.defined.split('#')[0]})`;
    ul.append(li);
  }
  body.append(ul);
  panel.hidden = false;
  panel.focus();
}

function describe(c: CommandShape): string {
  const s = session!;
  const line = s.pr.kit.narrator?.command?.(c, { state: s.game.state, player: c.player });
  const json = JSON.stringify(c, (k, v) => (k === 'player' || k === 'type' ? undefined : v));
  return `${c.type}${line?.text ? `: ${line.text}` : json === '{}' ? '' : ` ${json}`}`;
}

function dispatch(c: CommandShape): boolean {
  const s = session!;
  const r = s.game.dispatch(c);
  if (r._tag === 'Left') {
    showAnswer(`Refused: ${r.left.message}`, r.left.citations, true);
    return false;
  }
  showAnswer('', [], false);
  s.selected = null;
  afterChange();
  return true;
}

/** Hands the board over in hot-seat, lets the agent move against a person, then redraws. */
function afterChange(): void {
  const s = session!;
  const next = deciding(s.game);
  if (s.mode === 'hotseat' && next !== null && next !== s.viewer) {
    s.viewer = next;
    $('handoff-text').textContent = `Pass the screen to player ${next}. Player ${next}: press the button when the other player is not looking.`;
    $('handoff').hidden = false;
    $('board').innerHTML = '';
    // The counters stay true behind the hand-off screen (they show nothing either player hides).
    $('plies').textContent = String(s.game.plies);
    $('hash').textContent = stateHash(s.game.state);
    $<HTMLButtonElement>('handoff-ok').focus();
    return;
  }
  render();
  runAgent();
}

$('rule-close').addEventListener('click', () => {
  $('rule-panel').hidden = true;
});

$('handoff-ok').addEventListener('click', () => {
  $('handoff').hidden = true;
  render();
});

/** Against the agent: while the agent's side must decide, it plays (one command per frame). */
function runAgent(): void {
  const s = session;
  if (s === null || s.mode !== 'greedy') return;
  const next = deciding(s.game);
  if (next === null || next === s.human) return;
  const agent = findAgent(s.pr.kit as AnyRulesetKit, s.pr.greedy) ?? findAgent(s.pr.kit as AnyRulesetKit, 'random');
  const c = agent === null ? null : chooseCommand(s.pr.kit as AnyRulesetKit, agent, s.game.state, { seed: s.seed, ply: s.game.plies, player: next });
  if (c === null) return;
  setTimeout(() => {
    if (session === s && s.game.dispatch(c)._tag === 'Right') {
      render();
      runAgent();
    }
  }, 0);
}

function render(): void {
  const s = session;
  if (s === null) return;
  const g = s.game;
  const state = g.state;
  const player = s.mode === 'greedy' ? s.human : s.viewer;
  const myTurn = deciding(g) === player || g.pending().some((d) => d.player === player);
  const offers = myTurn ? s.pr.offers(state, player, s.selected, g.plies) : [];
  $('status').textContent = g.outcome() === null
    ? `You are ${player}. ${g.pending().map((d) => `${d.player}: ${d.prompt}`).join(' ')}`
    : `Game over: ${g.outcome()!.reason} Winner: ${g.outcome()!.winner ?? 'none (draw)'}.`;
  const proposals = s.selected === null ? [] : offers.filter((c) => s.pr.moves(c));
  $('board').innerHTML = s.pr.svg(state, player, s.selected, proposals);
  $('board').dataset.proposals = JSON.stringify(proposals.map((c) => offers.indexOf(c)));
  $('hash').textContent = stateHash(state);
  $('plies').textContent = String(g.plies);
  $<HTMLButtonElement>('undo').disabled = !g.canUndo;
  $<HTMLButtonElement>('redo').disabled = !g.canRedo;
  const pieces = $('pieces');
  pieces.innerHTML = '';
  for (const p of s.pr.pieces(state)) {
    if (p.side !== player) continue;
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = p.label;
    b.dataset.piece = p.id;
    b.setAttribute('aria-pressed', String(p.id === s.selected));
    b.addEventListener('click', () => select(p.id));
    pieces.append(b);
  }
  $('selection').textContent = s.selected === null ? 'No piece selected: every command open to you.' : `Selected ${s.selected}: its commands (highlighted on the board).`;
  const list = $('commands');
  list.innerHTML = '';
  offers.slice(0, 60).forEach((c, i) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.command = String(i);
    b.textContent = describe(c);
    b.addEventListener('click', () => dispatch(c));
    b.addEventListener('mouseenter', () => showOdds(c));
    b.addEventListener('focus', () => showOdds(c));
    list.append(b);
  });
  (window as unknown as { __offers: ReadonlyArray<CommandShape> }).__offers = offers;
  $('odds').innerHTML = '';
  const log = $('log');
  log.innerHTML = '';
  for (const l of s.log.slice(-200)) {
    const li = document.createElement('li');
    li.textContent = l.text;
    for (const c of l.citations) li.append(cite(c));
    log.append(li);
  }
  log.scrollTop = log.scrollHeight;
}

function select(id: string | null): void {
  if (session === null) return;
  session.selected = session.selected === id ? null : id;
  render();
}

function showOdds(c: CommandShape): void {
  const s = session!;
  const o = s.pr.odds(s.game.state, c);
  const box = $('odds');
  box.innerHTML = '';
  if (o === null) return;
  const h = document.createElement('h3');
  h.textContent = `Odds: ${o.title}`;
  const t = document.createElement('table');
  t.innerHTML = '<caption>Exact probabilities</caption>';
  for (const [label, p] of o.rows) t.insertRow().innerHTML = `<th scope="row">${label}</th><td>${(p * 100).toFixed(1)}%</td>`;
  const f = document.createElement('table');
  f.innerHTML = '<caption>Factors</caption><tr><th>side</th><th>factor</th><th>value</th><th>section</th></tr>';
  for (const [side, name, v, sec] of o.factors) f.insertRow().innerHTML = `<td>${side}</td><td>${name}</td><td>${v}</td><td>${sec}</td>`;
  box.append(h, t, f);
  for (const c2 of o.citations) box.append(cite(c2));
}

// Board clicks: a piece selects it; a highlighted hex or a ghost plays the command it stands for.
$('board').addEventListener('click', (e) => {
  const s = session;
  if (s === null) return;
  const el = e.target as Element;
  const ghost = el.closest('[data-ghost]');
  const offers = (window as unknown as { __offers: ReadonlyArray<CommandShape> }).__offers ?? [];
  if (ghost !== null) {
    const proposals = JSON.parse($('board').dataset.proposals ?? '[]') as number[];
    const c = offers[proposals[Number(ghost.getAttribute('data-ghost'))]!];
    if (c !== undefined) dispatch(c);
    return;
  }
  const hl = el.closest('[data-highlight]');
  const unit = el.closest('[data-unit]');
  if (hl !== null && s.selected !== null && hl.getAttribute('data-highlight') !== 'selected') {
    const c = commandAt(hl.getAttribute('data-hex'), unit?.getAttribute('data-unit') ?? hl.getAttribute('data-unit'), offers);
    if (c !== null) {
      dispatch(c);
      return;
    }
  }
  if (unit !== null) {
    const id = unit.getAttribute('data-unit')!;
    const mine = s.pr.pieces(s.game.state).some((p) => p.id === id && p.side === (s.mode === 'greedy' ? s.human : s.viewer));
    if (mine) select(id);
    else if (s.selected !== null) whyNotAt(id);
  }
});

/** The offered command a click on a highlighted hex or enemy stands for: a move ending there, or a shot/contact at it. */
function commandAt(hex: string | null, target: string | null, offers: ReadonlyArray<CommandShape>): CommandShape | null {
  const s = session!;
  for (const c of offers) {
    const any = c as unknown as Record<string, unknown>;
    if (target !== null && any.target === target) return c;
    if (hex !== null && (c.type === 'move' || c.type === 'enter-map')) {
      const r = s.game.ruleset.apply(s.game.state, c);
      if (r._tag === 'Right') {
        const u = (r.right.state as { units?: Record<string, { hex: { q: number; r: number } | null }> }).units?.[String(any.unit)];
        if (u?.hex !== undefined && u.hex !== null && `${u.hex.q},${u.hex.r}` === hex) return c;
      }
    }
  }
  return null;
}

/** A click on an enemy that is not a legal target: say why, from the rules. */
function whyNotAt(target: string): void {
  const s = session!;
  showAnswer(`No command of ${s.selected} against ${target} is open now: only highlighted pieces and hexes are legal. Type a command under "Why not?" to hear the rule.`, [], true);
}

function showAnswer(text: string, citations: ReadonlyArray<Citation>, refused: boolean): void {
  const box = $('why-answer');
  box.textContent = text;
  box.className = refused ? 'refused' : '';
  for (const c of citations) box.append(cite(c));
}

$('why').addEventListener('click', () => {
  const s = session;
  if (s === null) return;
  let c: unknown;
  try {
    c = JSON.parse($<HTMLTextAreaElement>('why-text').value);
  } catch {
    showAnswer('That is not JSON.', [], true);
    return;
  }
  const v = s.game.check(c);
  if (v === null) showAnswer('Legal: the rules allow it.', [], false);
  else showAnswer(`Refused: ${v.message}`, v.citations, true);
});
$('try').addEventListener('click', () => {
  const s = session;
  if (s === null) return;
  try {
    dispatch(JSON.parse($<HTMLTextAreaElement>('why-text').value) as CommandShape);
  } catch {
    showAnswer('That is not JSON.', [], true);
  }
});

$('undo').addEventListener('click', () => {
  if (session?.game.undo() === true) {
    session.selected = null;
    render();
  }
});
$('redo').addEventListener('click', () => {
  if (session?.game.redo() === true) render();
});
$('save').addEventListener('click', () => {
  if (session === null) return;
  const text = JSON.stringify(session.game.save());
  $<HTMLTextAreaElement>('save-text').value = text;
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  a.download = `${session.pr.id}-game.json`;
  a.textContent = 'download';
  a.id = 'save-link';
  $('save-link')?.remove();
  $('save').after(a);
});
function loadText(text: string): void {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    showAnswer('The saved game is not JSON.', [], true);
    return;
  }
  const rid = (doc as { ruleset?: unknown }).ruleset;
  const pr = RULESETS.find((r) => r.id === rid);
  if (pr === undefined) {
    showAnswer(`No ruleset ${String(rid)} in this playground.`, [], true);
    return;
  }
  const loaded = loadGame(pr.kit.ruleset, doc);
  if (loaded._tag === 'Left') {
    showAnswer(`The saved game was refused: ${'message' in loaded.left ? loaded.left.message : loaded.left.kind}`, [], true);
    return;
  }
  rulesetSel.value = pr.id;
  start(pr, loaded.right as unknown as AnyGame, (doc as { seed: string }).seed);
}
$('load').addEventListener('click', () => loadText($<HTMLTextAreaElement>('save-text').value));
$<HTMLInputElement>('load-file').addEventListener('change', async (e) => {
  const f = (e.target as HTMLInputElement).files?.[0];
  if (f !== undefined) loadText(await f.text());
});

document.addEventListener('keydown', (e) => {
  if (e.key === 'Escape') select(null);
});

// Start a game at once, so the page is never empty.
$<HTMLFormElement>('setup').requestSubmit();
