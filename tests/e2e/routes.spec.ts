import {expect, test} from '@playwright/test';
import {redirects} from '../../config/redirects';
import {navigateInApp} from './helpers';

// Every sitemap page is loaded and checked in the crawl (crawl.spec.ts).

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

for (const {from, to} of redirects) {
  test(`old path ${from} redirects to ${to}`, async ({page}) => {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to.replace(/[/.-]/g, '\\$&')}$`));
    await expect(page.locator('h1').first()).not.toHaveText('Page Not Found');
  });
}

test('the host redirect file lists the same redirects with 301', async ({request}) => {
  const body = await (await request.get('/_redirects')).text();
  const lines = body.trim().split('\n');
  expect(lines).toEqual(redirects.map(({from, to}) => `${from} ${to} 301`));
});
