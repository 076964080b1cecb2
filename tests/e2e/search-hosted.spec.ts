import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {expect, test, type Page, type Request, type Route} from '@playwright/test';

/**
 * Hosted search (SPEC §7) on `build-hosted`: the site built with ALGOLIA_APP_ID=E2EHOSTED,
 * ALGOLIA_SEARCH_API_KEY=e2e-search-only-key and ALGOLIA_INDEX_NAME=bittensor-docs (package.json).
 * Nothing reaches Algolia: every request to its hosts, and to the CDN of its insights script, is answered
 * here, and the requests the stock DocSearch modal and /search page send are checked field by field.
 */
const APP_ID = 'E2EHOSTED';
const API_KEY = 'e2e-search-only-key';
const INDEX = 'bittensor-docs';
const docPage = '/learn/introduction';
/** Pages that exist in the build; hits point at them. */
const targets = ['/learn/introduction', '/keys/wallets', '/getting-started/installation', '/learn/anatomy-of-incentive-mechanism'];

const algoliaHosts = /^https:\/\/([a-z0-9-]+\.)?(algolia\.net|algolianet\.com|algolia\.io)\//i;
const insightsScript = /^https:\/\/cdn\.jsdelivr\.net\/npm\/search-insights@/;
// The insights script DocSearch would fetch from the CDN, from the copy installed with DocSearch.
const docSearchRequire = createRequire(createRequire(join(process.cwd(), 'package.json')).resolve('@docsearch/react'));
const insightsSource = readFileSync(join(dirname(docSearchRequire.resolve('search-insights')), 'dist', 'search-insights.min.js'), 'utf8');

interface SentQuery {
  url: URL;
  headers: Record<string, string>;
  requests: Record<string, unknown>[];
}

function paramsOf(request: Record<string, unknown>): Record<string, unknown> {
  const {params, ...inline} = request;
  if (typeof params !== 'string') return {...inline, ...(params as object | undefined)};
  const parsed: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      parsed[key] = JSON.parse(value);
    } catch {
      parsed[key] = value;
    }
  }
  return {...inline, ...parsed};
}

/** An Algolia multi-query answer: `total` hits on the site's pages, paged as asked. */
function answer(requests: Record<string, unknown>[], total: number) {
  return {
    results: requests.map((request) => {
      const params = paramsOf(request);
      const query = String(params.query ?? '');
      const hitsPerPage = Number(params.hitsPerPage ?? 20);
      const page = Number(params.page ?? 0);
      const count = query ? total : 0;
      const hits = Array.from({length: Math.max(0, Math.min(hitsPerPage, count - page * hitsPerPage))}, (_, i) => {
        const n = page * hitsPerPage + i;
        const path = targets[n % targets.length]!;
        const title = `Hosted result ${n + 1} for ${query}`;
        const hierarchy = {lvl0: 'Hosted', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
        return {
          objectID: `hosted-${n}`,
          type: 'lvl1',
          url: `https://docs.learnbittensor.org${path}`,
          content: null,
          hierarchy,
          _highlightResult: {hierarchy: {lvl0: {value: 'Hosted', matchLevel: 'none', matchedWords: []}, lvl1: {value: title, matchLevel: 'full', matchedWords: [query]}}},
          _snippetResult: {hierarchy: {lvl1: {value: title, matchLevel: 'full'}}},
        };
      });
      return {
        hits,
        nbHits: count,
        page,
        nbPages: Math.ceil(count / hitsPerPage),
        hitsPerPage,
        exhaustiveNbHits: true,
        query,
        params: '',
        index: String(request.indexName),
        queryID: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
        processingTimeMS: 1,
      };
    }),
  };
}

interface FakeAlgolia {
  queries: SentQuery[];
  events: unknown[];
  /** While true, every Algolia host fails as an unreachable host would. */
  down: boolean;
  /** While true, every Algolia host accepts the request and never answers (the client's timeouts must end it). */
  hanging: boolean;
}

async function fakeAlgolia(page: Page, total = 45): Promise<FakeAlgolia> {
  const fake: FakeAlgolia = {queries: [], events: [], down: false, hanging: false};
  await page.route(insightsScript, (route) => route.fulfill({body: insightsSource, contentType: 'text/javascript'}));
  await page.route(algoliaHosts, async (route: Route, request: Request) => {
    if (fake.down) return route.abort('connectionrefused');
    if (fake.hanging) return;
    const url = new URL(request.url());
    if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: cors()});
    if (url.host === 'insights.algolia.io') {
      fake.events.push(request.postDataJSON());
      return route.fulfill({status: 200, headers: cors(), json: {status: 200, message: 'OK'}});
    }
    const body = request.postDataJSON() as {requests: Record<string, unknown>[]};
    fake.queries.push({url, headers: await request.allHeaders(), requests: body.requests});
    return route.fulfill({status: 200, headers: cors(), json: answer(body.requests, total)});
  });
  return fake;
}

function cors(): Record<string, string> {
  return {'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS'};
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

async function openModal(page: Page): Promise<void> {
  await page.locator('.navbar .DocSearch-Button').click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
}

test('every page hints a connection to the search host; nothing is sent to Algolia before a search', async ({page}) => {
  const fake = await fakeAlgolia(page);
  const external: string[] = [];
  page.on('request', (request) => {
    if (algoliaHosts.test(request.url())) external.push(request.url());
  });
  await visit(page, docPage);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('head link[rel="preconnect"]')).toHaveAttribute('href', `https://${APP_ID}-dsn.algolia.net`);
  expect(external).toEqual([]);
  await openModal(page);
  // The lazily loaded stock bar adds no second hint.
  await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(1);
  expect(fake.queries).toEqual([]);
});

test('the modal queries the hosted index with the request of SPEC §7 and shows its hits', async ({page}) => {
  const fake = await fakeAlgolia(page);
  await visit(page, docPage);
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('coldkey');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Hosted result 1 for coldkey');

  const sent = fake.queries.find((q) => q.requests.some((r) => paramsOf(r).query === 'coldkey'))!;
  expect(sent.url.host).toBe(`${APP_ID.toLowerCase()}-dsn.algolia.net`);
  expect(sent.url.pathname).toBe('/1/indexes/*/queries');
  const credential = (name: string) => sent.url.searchParams.get(name) ?? sent.headers[name];
  expect(credential('x-algolia-application-id')).toBe(APP_ID);
  expect(credential('x-algolia-api-key')).toBe(API_KEY);
  const request = paramsOf(sent.requests[0]!);
  expect(request).toMatchObject({
    query: 'coldkey',
    indexName: INDEX,
    hitsPerPage: 20,
    clickAnalytics: true,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  });
  expect(request.attributesToRetrieve).toEqual(expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url']));
  expect(request.attributesToSnippet).toEqual(expect.arrayContaining(['hierarchy.lvl1:10', 'content:10']));

  // Hit URLs on the production host open as pages of this site.
  const firstHit = page.locator('.DocSearch-Hit a').first();
  await expect(firstHit).toHaveAttribute('href', targets[0]!);
  await expect(page.locator('.DocSearch-HitsFooter a')).toHaveText(/See all 45 results/);
});

test('insights are on: choosing a hit sends a click event with the query id', async ({page}) => {
  const fake = await fakeAlgolia(page);
  // The insights client is bundled (src/theme/SearchBar): no script from a CDN, which the CSP would block anyway.
  const cdnRequests: string[] = [];
  page.on('request', (request) => {
    if (insightsScript.test(request.url())) cdnRequests.push(request.url());
  });
  await visit(page, docPage);
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('wallet');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.locator('.DocSearch-Hit a').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`${targets[1]}$`));
  await expect.poll(() => JSON.stringify(fake.events)).toContain('a1b2c3d4e5f60718293a4b5c6d7e8f90');
  expect(JSON.stringify(fake.events)).toContain('hosted-1');
  expect(cdnRequests).toEqual([]);
});

test('the search page asks the hosted index for 20 hits per page and pages on', async ({page}) => {
  const fake = await fakeAlgolia(page, 45);
  await visit(page, '/search?q=stake');
  await expect(page.locator('article h2 a').first()).toContainText('Hosted result 1 for stake');
  await expect(page.locator('article h2 a')).toHaveCount(20);
  const first = fake.queries.flatMap((q) => q.requests.map(paramsOf)).find((r) => r.query === 'stake')!;
  expect(Number(first.hitsPerPage)).toBe(20);
  expect(first.indexName).toBe(INDEX);
  await page.locator('article').last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 20_000);
  await expect(page.locator('article h2 a')).toHaveCount(40);
});

test('Algolia unreachable: the modal shows the error screen, and the next query tries again', async ({page}) => {
  const fake = await fakeAlgolia(page);
  fake.down = true;
  await visit(page, docPage);
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('stake');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('You might want to check your network connection.');
  fake.down = false;
  await page.locator('.DocSearch-Input').fill('staking');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Hosted result 1 for staking');
});

test('Algolia not answering: the client times out (SPEC §9), the error screen shows, and the next query tries again', async ({page}) => {
  test.setTimeout(60_000);
  const fake = await fakeAlgolia(page);
  fake.hanging = true;
  await visit(page, docPage);
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('stake');
  // Connect 1 s, then longer waits on each fallback host: all four time out within about 15 s.
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results', {timeout: 30_000});
  fake.hanging = false;
  await page.locator('.DocSearch-Input').fill('staking');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Hosted result 1 for staking');
  await page.unrouteAll({behavior: 'ignoreErrors'});
});
