import {expect, test} from '@playwright/test';
import {activeRedirects} from '../../config/redirects';
import {navigateInApp, sitemapPaths} from './helpers';

test('every page in the sitemap renders its heading and hydrates without an error or warning', async ({page}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({width: 1280, height: 800});
  const paths = await sitemapPaths(page);
  expect(paths.length).toBeGreaterThan(3);
  // Errors and warnings both: React reports a hydration mismatch through either.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('h1').first(), path).toBeVisible();
    await expect(page.locator('h1').first(), path).not.toHaveText('Page Not Found');
    // Markdown that did not compile as meant (an admonition in MDX 1 syntax) shows up as literal text.
    const literal = await page.locator('.theme-doc-markdown p').evaluateAll((ps) => ps.filter((p) => p.textContent?.trimStart().startsWith(':::')).length);
    expect(literal, `${path} shows literal ::: markup`).toBe(0);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 2000})));
  }
  expect(problems).toEqual([]);
});

test('an unknown path shows the not-found page', async ({page}) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.getByText('We could not find what you were looking for.')).toBeVisible();
});

test('an unknown path reached by in-app navigation shows the not-found page', async ({page}) => {
  await page.goto('/');
  // The router listens only once the app has hydrated, after the first paint.
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await navigateInApp(page, '/still/not/a/page');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
});

test('.html and index.html paths are normalised to the bare route', async ({page}) => {
  await page.goto('/learn/introduction.html');
  await expect(page.locator('h1').first()).not.toHaveText('Page Not Found');
  const title = await page.locator('h1').first().textContent();
  await page.goto('/learn/introduction');
  await expect(page.locator('h1').first()).toHaveText(title ?? '');
  await page.goto('/index.html');
  await expect(page.getByRole('heading', {level: 1})).toContainText('Developer Documentation');
});

for (const {from, to} of activeRedirects) {
  test(`old path ${from} redirects to ${to}`, async ({page}) => {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[/.-]/g, '\\$&')}$`));
    await expect(page.locator('h1').first()).not.toHaveText('Page Not Found');
  });
}

test('the host redirect file lists the same redirects with 301', async ({request}) => {
  const body = await (await request.get('/_redirects')).text();
  const lines = body.trim().split('\n');
  expect(lines).toEqual(activeRedirects.map(({from, to}) => `${from} ${to} 301`));
});
