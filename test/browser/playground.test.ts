// The playground in a real browser: Debian's Chromium driven by playwright-core (nothing
// downloads a browser; .ci/run installs `chromium` with apt-get when it is missing). For each
// ruleset: start a game, play at least 30 commands by clicking, see the board and the log
// change, undo twice and redo, save and reload the log to the same state hash, and see the
// reason for an illegal command; any console error or uncaught exception fails the test.
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../examples/playground/', import.meta.url));
const dist = join(root, 'dist-test');
const CHROMIUM = '/usr/bin/chromium';
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

let server: Server;
let browser: BrowserContext;
let base = '';
let profile = '';

beforeAll(async () => {
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
  server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dist, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const addr = server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr !== null ? addr.port : 0}/`;
  profile = mkdtempSync(join(tmpdir(), 'strategos-chromium-'));
  // A fresh profile directory per run (playwright passes it as --user-data-dir).
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((r) => (server === undefined ? r() : server.close(() => r())));
  rmSync(dist, { recursive: true, force: true });
  if (profile !== '') rmSync(profile, { recursive: true, force: true });
});

/** A page that records every console error and uncaught exception. */
async function open(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  await page.goto(base);
  await page.waitForSelector('#board svg');
  return { page, errors };
}

const plies = async (page: Page) => Number(await page.textContent('#plies'));
const hash = async (page: Page) => (await page.textContent('#hash')) ?? '';

/** Clicks through the hand-off screen when hot-seat shows it. */
async function handOff(page: Page): Promise<void> {
  if (await page.isVisible('#handoff')) await page.click('#handoff-ok');
}

/** One command by clicking: a move on the board once in a while, else the first command button. */
async function playOne(page: Page, i: number): Promise<void> {
  await handOff(page);
  const before = await plies(page);
  if (i % 5 === 2) {
    // Select a piece from the list, then click a reachable hex or a legal ghost on the board.
    const piece = page.locator('#pieces button').first();
    if ((await piece.count()) > 0) {
      await piece.click();
      const target = page.locator('#board [data-highlight="reach"], #board [data-ghost]:not([data-refused])').first();
      if ((await target.count()) > 0) {
        await target.click({ force: true });
        if ((await plies(page)) > before) return;
      }
      if (await page.isVisible('#pieces button[aria-pressed="true"]')) await page.locator('#pieces button[aria-pressed="true"]').click();
    }
  }
  await page.locator('#commands button').first().click();
  await handOff(page);
  expect(await plies(page)).toBe(before + 1);
}

describe('the playground in Chromium', () => {
  for (const id of ['dawn-of-battle', 'dba', 'dbm', 'arcane-warfare']) {
    it(`plays ${id}: 30 clicked commands, undo/redo, save/load, a refused command`, async () => {
      const { page, errors } = await open();
      await page.selectOption('#ruleset', id);
      await page.selectOption('#mode', 'hotseat');
      await page.click('#new-game');
      await page.waitForSelector('#board svg');
      await handOff(page);
      const board0 = await page.innerHTML('#board');
      for (let i = 0; i < 30; i++) await playOne(page, i);
      await handOff(page);
      expect(await plies(page)).toBe(30);
      expect(await page.innerHTML('#board')).not.toBe(board0);
      expect(await page.locator('#log li').count()).toBeGreaterThan(0);
      // A citation in the log opens the rule panel: where the library implements that section.
      const citation = page.locator('#log a.cite').first();
      const cited = (await citation.textContent()) ?? '';
      await citation.click();
      expect(await page.isVisible('#rule-panel')).toBe(true);
      expect(`[${(await page.textContent('#rule-title')) ?? ''}]`).toBe(cited);
      expect(await page.textContent('#rule-body')).toMatch(/Implemented by|No function of the library cites|The rule index was not built/);
      await page.click('#rule-close');
      expect(await page.isVisible('#rule-panel')).toBe(false);
      const h30 = await hash(page);
      await page.click('#undo');
      await page.click('#undo');
      await handOff(page);
      expect(await plies(page)).toBe(28);
      await page.click('#redo');
      await handOff(page);
      expect(await plies(page)).toBe(29);
      const h29 = await hash(page);
      expect(h29).not.toBe(h30);
      await page.click('#save');
      const saved = await page.inputValue('#save-text');
      expect(JSON.parse(saved).commands).toHaveLength(29);
      // A fresh game, then the saved log loaded back: the same state.
      await page.click('#new-game');
      await handOff(page);
      expect(await plies(page)).toBe(0);
      await page.fill('#save-text', saved);
      await page.click('#load');
      await handOff(page);
      expect(await plies(page)).toBe(29);
      expect(await hash(page)).toBe(h29);
      // The open command given by the wrong player: refused, with the reason.
      const offer = await page.evaluate(() => JSON.stringify((globalThis as unknown as { __offers: unknown[] }).__offers[0]));
      const sides = await page.locator('#board [data-side]').evaluateAll((els) => els.map((e) => e.getAttribute('data-side')));
      const c = JSON.parse(offer) as { player: string };
      const wrong = JSON.stringify({ ...c, player: sides.find((p) => p !== c.player) ?? 'nobody' });
      await page.fill('#why-text', wrong);
      await page.click('#why');
      const answer = (await page.textContent('#why-answer')) ?? '';
      expect(answer).toMatch(/^Refused: /);
      await page.click('#try');
      expect(await plies(page)).toBe(29);
      expect(errors).toEqual([]);
      await page.close();
    }, 60_000);
  }
});
