import {expect, test, type Page} from '@playwright/test';
import {collectErrors} from './helpers';

/** The stock /search page over the embedded index (SPEC §2.1, §9: query parameter q, 20 hits per page). */
const results = (page: Page) => page.locator('main article');

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

test('shows 20 hits per page and loads more on scroll', async ({page}) => {
  const errors = collectErrors(page);
  await visit(page, '/search?q=coldkey');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "coldkey"');
  await expect(results(page)).toHaveCount(20);
  const total = Number((await page.getByText(/\d+ documents found/).innerText()).match(/\d+/)![0]);
  expect(total).toBeGreaterThan(20);
  // Infinite scroll: reaching the end of the list fetches the next page of 20.
  await page.getByText('Fetching new results...').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect(results(page)).toHaveCount(Math.min(40, total));
  expect(errors).toEqual([]);
});

test('each hit shows its title, breadcrumbs and a highlighted summary, and links to the page and anchor', async ({page}) => {
  await visit(page, '/search?q=wallets');
  // Ranking is not under test here (the relevance benchmark measures it): the page's own result is listed.
  const first = results(page).filter({has: page.getByRole('heading', {level: 2, name: 'Wallets, coldkeys and hotkeys'})}).first();
  await expect(first.getByRole('heading', {level: 2})).toHaveText('Wallets, coldkeys and hotkeys');
  await expect(first.getByRole('link')).toHaveAttribute('href', '/keys/wallets');
  await expect(first.locator('.breadcrumbs__item').first()).toHaveText('Keys and wallets');
  await expect(page.locator('main .search-result-match').first()).toHaveText(/wallet/i);
  const anchored = page.locator('main article h2 a[href*="#"]').first();
  const href = (await anchored.getAttribute('href'))!;
  await anchored.click();
  await expect(page).toHaveURL(href);
});

test('typing a new query updates the URL and the results; nothing found says so', async ({page}) => {
  await visit(page, '/search');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
  const box = page.getByRole('searchbox', {name: 'Search'});
  await box.fill('seed phrase');
  await expect(page).toHaveURL('/search?q=seed+phrase');
  await expect(results(page).first()).toContainText(/seed phrase/i);
  await box.fill('qqxzzv');
  await expect(page.getByText('No results were found')).toBeVisible();
});

test('an unreachable index: the error state, no uncaught error, and "Try again" searches again', async ({page}) => {
  const errors = collectErrors(page);
  let offline = true;
  await page.route('**/search-index/**', (route) => (offline ? route.abort('internetdisconnected') : route.fallback()));
  await visit(page, '/search?q=wallets');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "wallets"');
  const alert = page.getByRole('alert').filter({hasText: 'Unable to fetch results'});
  await expect(alert).toContainText('You might want to check your network connection.');
  await expect(results(page)).toHaveCount(0);
  // The navbar and the rest of the site keep working.
  await expect(page.locator('.navbar')).toBeVisible();
  // Only the failed downloads themselves are logged, nothing thrown.
  expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);

  offline = false;
  await alert.getByRole('button', {name: 'Try again'}).click();
  await expect(results(page).first()).toContainText(/wallet/i);
  await expect(alert).toHaveCount(0);
});
