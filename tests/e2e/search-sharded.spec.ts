import {expect, test, type Page} from '@playwright/test';
import type {ShardFile, ShardedManifest} from '../../src/search/format';

/**
 * The embedded index in its sharded layout (src/search/format.ts), on `build-fixtures`, whose index is
 * built with SEARCH_INDEX_LAYOUT=sharded: large sites get this layout automatically.
 */
const docPage = '/learn/introduction';
const indexFile = /\/search-index\/[^/]+\/([a-z0-9]+\.json)$/;

type Manifest = ShardedManifest;

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

/** Names of the index files the page downloads, in order. */
function watchIndexFiles(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const match = indexFile.exec(new URL(request.url()).pathname);
    if (match) names.push(match[1]!);
  });
  return names;
}

async function manifestOf(page: Page): Promise<Manifest> {
  const response = await page.waitForResponse((r) => /\/search-index\/[^/]+\/index\.json$/.test(r.url()));
  return (await response.json()) as Manifest;
}

test('a search downloads the manifest, the shards of its words and the records it shows, not the whole index', async ({page}) => {
  const fetched = watchIndexFiles(page);
  await visit(page, docPage);
  expect(fetched).toEqual([]);
  const manifestResponse = manifestOf(page);
  await page.locator('.navbar .DocSearch-Button').hover();
  const manifest = await manifestResponse;
  expect(manifest.layout).toBe('sharded');
  expect(manifest.shardKeys.length).toBeGreaterThan(5);

  await page.locator('.navbar .DocSearch-Button').click();
  // A word with no synonyms, so exactly one key: "sl".
  await page.locator('.DocSearch-Input').fill('slippage');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText(/slippage/i);

  const shards = fetched.filter((name) => name.startsWith('s'));
  const chunks = fetched.filter((name) => name.startsWith('c'));
  expect(fetched[0]).toBe('index.json');
  // One shard, the one holding the word.
  expect(shards).toHaveLength(1);
  const indexBase = (await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))).find((url) => url.endsWith('/index.json'))!;
  const shard = (await (await page.request.get(new URL(shards[0]!, indexBase).href)).json()) as ShardFile;
  expect(shard.terms.some(([term]) => term.startsWith('slippag'))).toBe(true);
  expect(chunks.length).toBeGreaterThan(0);
  expect(chunks.length).toBeLessThan(manifest.chunkCount);
  expect(new Set(fetched).size).toBe(fetched.length);
});

test('hits open the page and section they name', async ({page}) => {
  await visit(page, docPage);
  await page.locator('.navbar .DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('btcli stake add');
  const hit = page.locator('.DocSearch-Hit a').first();
  await expect(hit).toBeVisible();
  const href = (await hit.getAttribute('href'))!;
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?#]/g, '\\$&')}$`));
  await expect(page.locator('h1')).toBeVisible();
});

test('a shard that cannot be fetched shows the error screen; the next query fetches it again', async ({page}) => {
  let failing = true;
  await page.route(/\/search-index\/[^/]+\/s\d+\.json$/, (route) => (failing ? route.abort('connectionrefused') : route.fallback()));
  await visit(page, docPage);
  await page.locator('.navbar .DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('wallet');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  failing = false;
  await page.locator('.DocSearch-Input').fill('wallets');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});

test('the search page pages through a sharded index, 20 hits at a time', async ({page}) => {
  await visit(page, '/search?q=coldkey');
  await expect(page.locator('main article h2 a')).toHaveCount(20);
  const total = Number((await page.getByText(/\d+ documents found/).innerText()).match(/\d+/)![0]);
  expect(total).toBeGreaterThan(20);
  await page.getByText('Fetching new results...').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect(page.locator('main article h2 a')).toHaveCount(Math.min(40, total));
});
