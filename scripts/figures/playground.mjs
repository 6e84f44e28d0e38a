#!/usr/bin/env node
// Writes a screenshot of the playground per ruleset (docs/figures/playground-<id>.png): builds
// the playground, serves it on localhost, plays a few commands in Debian's Chromium and
// captures the page. Needs /usr/bin/chromium; downloads nothing.
//
//   node scripts/figures/playground.mjs
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '../../examples/playground');
const out = resolve(import.meta.dirname, '../../docs/figures');
const dist = mkdtempSync(join(tmpdir(), 'strategos-playground-'));
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0])).replace(/^(\.\.[/\\])+/, '');
  const file = join(dist, path === '/' ? 'index.html' : path);
  if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const profile = mkdtempSync(join(tmpdir(), 'strategos-chromium-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  viewport: { width: 1400, height: 900 },
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  // How many commands to play before the picture, so armies stand on the board.
  for (const [id, plies] of [['dawn-of-battle', 12], ['dba', 10]]) {
    await page.selectOption('#ruleset', id);
    await page.selectOption('#mode', 'greedy');
    await page.click('#new-game');
    for (let i = 0; i < plies && (await page.locator('#commands button').count()) > 0; i++) {
      await page.locator('#commands button').first().click();
      await page.waitForTimeout(50);
    }
    // Select a piece so its legal moves or targets show.
    const pieces = page.locator('#pieces button');
    for (let i = 0; i < Math.min(8, await pieces.count()); i++) {
      await pieces.nth(i).click();
      if ((await page.locator('#board [data-highlight="reach"], #board [data-ghost]').count()) > 0) break;
      await pieces.nth(i).click();
    }
    await page.screenshot({ path: join(out, `playground-${id}.png`), fullPage: false });
    console.log(`wrote docs/figures/playground-${id}.png`);
  }
} finally {
  await context.close();
  server.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}
