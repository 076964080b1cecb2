import {execFileSync} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {hostileQueries, maxQueryLength} from '../hostile/queries';

/**
 * Hostile input (issue 11): 500 generated search queries and a set of malformed, encoded and oversized URLs.
 * Nothing a reader types or links to may run script, break the page or leave it blank.
 * The engine answers all 500 queries (the browser's own code, run by tests/hostile/search-highlights.ts over
 * build/), and every highlight it returns is rendered in a live page; the modal and the /search page are driven
 * through the UI for a sample of them.
 */
const queries = hostileQueries(500);

/** Any payload that runs calls window.__pwn (or alert/confirm/prompt); the trap records it. */
async function trap(page: Page): Promise<{pageErrors: string[]; dialogs: string[]}> {
  const seen = {pageErrors: [] as string[], dialogs: [] as string[]};
  page.on('pageerror', (error) => seen.pageErrors.push(error.message));
  page.on('dialog', async (dialog) => {
    seen.dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, {__pwned: calls, __pwn: (...args: unknown[]) => calls.push(args)});
  });
  return seen;
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as {__pwned: unknown[]}).__pwned.length);

test('500 hostile queries through the search engine: every highlight is escaped and renders as text', async ({page}) => {
  test.setTimeout(120_000);
  expect(queries).toHaveLength(500);
  expect(queries.every((query) => query.length <= maxQueryLength)).toBe(true);
  const file = join(mkdtempSync(join(tmpdir(), 'hostile-')), 'queries.json');
  writeFileSync(file, JSON.stringify(queries));
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'tests/hostile/search-highlights.ts', 'build', file], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const results = JSON.parse(output) as {query: string; nbHits: number; values: string[]}[];
  expect(results).toHaveLength(500);
  const values = [...new Set(results.flatMap((result) => result.values))];
  const withHits = results.filter((result) => result.nbHits > 0).length;
  console.log(`hostile queries: ${results.length} run through the engine, ${withHits} with hits, ${values.length} distinct highlighted values rendered`);
  expect(withHits).toBeGreaterThan(100);

  const seen = await trap(page);
  await page.goto('/learn/introduction');
  // Rendered for real (innerHTML of a live element), as DocSearch renders highlights: only <mark> may appear.
  const offending = await page.evaluate((htmls) => {
    const host = document.createElement('div');
    document.body.append(host);
    const bad: string[] = [];
    for (const html of htmls) {
      host.innerHTML = html;
      const elements = Array.from(host.querySelectorAll('*'));
      if (elements.some((element) => element.tagName !== 'MARK' || element.attributes.length > 0)) bad.push(html);
    }
    host.remove();
    return bad;
  }, values);
  expect(offending).toEqual([]);
  // Anything a query could have started has had its turn once the browser is idle.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 2000})));
  expect(await pwned(page)).toBe(0);
  expect(seen.dialogs).toEqual([]);
  expect(seen.pageErrors).toEqual([]);
});

test('a sample of the hostile queries typed into the search modal: nothing runs, the modal keeps working', async ({page}) => {
  test.setTimeout(180_000);
  const sample = queries.filter((_, i) => i % 10 === 0);
  const seen = await trap(page);
  await page.goto('/learn/introduction');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.locator('.navbar .DocSearch-Button').click();
  const input = page.locator('.DocSearch-Input');
  await expect(input).toHaveAttribute('maxlength', String(maxQueryLength));
  for (const query of sample) {
    await input.fill(query);
    await expect(page.locator('.DocSearch-Hits, .DocSearch-NoResults, .DocSearch-StartScreen').first(), query).toBeVisible();
    const injected = await page.locator('.DocSearch-Dropdown').locator('script, iframe, img, style, details, input, [onerror], [onload], [onclick], [onfocus]').count();
    expect(injected, query).toBe(0);
  }
  // Still answers an ordinary query afterwards.
  await input.fill('wallets');
  await expect(page.locator('.DocSearch-Hit a[href="/keys/wallets"]').first()).toBeVisible();
  console.log(`hostile queries typed into the modal: ${sample.length}`);
  expect(await pwned(page)).toBe(0);
  expect(seen.dialogs).toEqual([]);
  expect(seen.pageErrors).toEqual([]);
});

test('a sample of the hostile queries as /search?q=…: the page renders, nothing runs', async ({page}) => {
  test.setTimeout(180_000);
  const sample = queries.filter((_, i) => i % 25 === 3);
  const seen = await trap(page);
  for (const query of sample) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.locator('h1').first(), query).toBeVisible();
    await expect(page.locator('article').first().or(page.getByText('No results were found')), query).toBeVisible();
    // The query shows in the heading and the hits in <main>; the Algolia logo beside them is not the reader's input.
    const results = page.locator('main, h1');
    const injected = await results.locator('script, iframe, img, style, details, input:not([type]), [onerror], [onload], [onclick], [onfocus]').count();
    expect(injected, query).toBe(0);
    expect(await pwned(page), query).toBe(0);
  }
  console.log(`hostile queries through /search: ${sample.length}`);
  expect(seen.dialogs).toEqual([]);
  expect(seen.pageErrors).toEqual([]);
});

/** One route of each type: home, docs page, category index, search page, a redirect, a static file. */
const routes = [
  {path: '/', heading: /Developer Documentation/},
  {path: '/learn/introduction', heading: /What is Bittensor\?/},
  {path: '/governance', heading: /./},
  {path: '/search', heading: /Search/},
  {path: '/fees', heading: /Fees/},
];

function urlCases(): {url: string; found: boolean}[] {
  const cases: {url: string; found: boolean}[] = [];
  for (const {path} of routes) {
    const base = path === '/' ? '' : path;
    cases.push(
      {url: `${path}?q=%3Cscript%3Ewindow.__pwn(1)%3C%2Fscript%3E`, found: true},
      {url: `${path}#%3Cimg%20src=x%20onerror=window.__pwn(1)%3E`, found: true},
      {url: `${path}?a=1&b=%00&c=%E0#"><svg onload=window.__pwn(1)>`, found: true},
      {url: `${base}/index.html`, found: true},
      // A redirect's old path has no .html file of its own.
      {url: `${base || '/index'}.html`, found: path !== '/fees'},
      {url: `${base}/`, found: true},
      {url: `/..${path}`, found: true},
      {url: `${base}/nope/..`, found: true},
      {url: `${base}/does-not-exist`, found: false},
      {url: `${base}/%00`, found: false},
      {url: `${base}/%E0%A4%A`, found: false},
    );
  }
  cases.push(
    {url: '/x%00', found: false},
    {url: '/%', found: false},
    {url: '/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p', found: false},
    {url: `/${'very-long-'.repeat(400)}`, found: false},
    {url: '/learn/%2e%2e/learn/introduction', found: true},
    {url: '/learn%2Fintroduction', found: false},
    // The client router matches paths case-insensitively and ignores a trailing space: the page itself shows.
    {url: '/learn/introduction%20', found: true},
    {url: '/LEARN/INTRODUCTION', found: true},
    {url: '/learn/Ωmega-\u{1F40D}', found: false},
    {url: '/learn/<script>window.__pwn(1)</script>', found: false},
    {url: '/%0d%0aSet-Cookie:%20x=1', found: false},
    {url: '//evil.example/', found: false},
  );
  return cases;
}

test('malformed, encoded, deep and long URLs on every route type: the right page or the not-found page, never blank or broken', async ({page, baseURL}) => {
  test.setTimeout(300_000);
  const seen = await trap(page);
  const cases = urlCases();
  const problems: string[] = [];
  for (const {url, found} of cases) {
    const errorsBefore = seen.pageErrors.length;
    // Joined as text: `//host/` must stay a path on this site, not become a protocol-relative URL.
    const response = await page.goto(`${baseURL}${url}`);
    const status = response?.status() ?? 0;
    if (status >= 500 || status === 0) problems.push(`${url}: HTTP ${status}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 10_000}).catch(() => problems.push(`${url}: the app did not start`));
    const heading = (await page.locator('h1').first().textContent({timeout: 5_000}).catch(() => null))?.trim() ?? '';
    if (!heading) problems.push(`${url}: no heading (blank page)`);
    else if (found && heading === 'Page Not Found') problems.push(`${url}: not found, expected a page`);
    else if (!found && heading !== 'Page Not Found' && !new URL(page.url()).hostname.startsWith('localhost')) problems.push(`${url}: left the site for ${page.url()}`);
    else if (!found && heading !== 'Page Not Found') problems.push(`${url}: shows "${heading}", expected the not-found page`);
    if (seen.pageErrors.length > errorsBefore) problems.push(`${url}: ${seen.pageErrors.slice(errorsBefore).join('; ')}`);
    if (await pwned(page)) problems.push(`${url}: a payload ran`);
  }
  console.log(`hostile URLs: ${cases.length} tried`);
  expect(problems).toEqual([]);
  expect(seen.dialogs).toEqual([]);
});
