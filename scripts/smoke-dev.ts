/**
 * Smoke test of the development server, run by `npm test`: `docusaurus start` serves a docs page whose heading
 * shows, and the search modal answers a query from the index the dev server builds from the Markdown.
 * Exits non-zero with the reason when either fails.
 */
import {spawn} from 'node:child_process';
import {chromium} from 'playwright-core';
import {chromiumLaunchOptions} from '../tests/browser';

const port = Number(process.env.SMOKE_PORT ?? 3111);
const origin = `http://localhost:${port}`;
const server = spawn('npx', ['docusaurus', 'start', '--port', String(port), '--no-open'], {stdio: ['ignore', 'pipe', 'pipe'], detached: true});
let log = '';
server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
const stop = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
};

async function ready(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the dev server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/learn/introduction`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the dev server did not answer within 5 minutes');
}

try {
  const started = Date.now();
  await ready(started + 300_000);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({viewport: {width: 1280, height: 800}});
    await page.goto(`${origin}/learn/introduction`);
    await page.locator('h1', {hasText: 'What is Bittensor?'}).waitFor({timeout: 60_000});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
    await page.locator('.navbar .DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('coldkey');
    await page.locator('.DocSearch-Hit').first().waitFor({timeout: 30_000});
    console.log(`dev server: page and search work (ready after ${Math.round((Date.now() - started) / 1000)} s)`);
  } finally {
    await browser.close();
  }
} catch (error) {
  console.error(`dev server smoke test failed: ${(error as Error).message}\n--- dev server output ---\n${log.slice(-4000)}`);
  process.exitCode = 1;
} finally {
  stop();
}
