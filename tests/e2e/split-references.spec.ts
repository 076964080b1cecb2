import {expect, test} from '@playwright/test';
import {collectErrors, navigateInApp} from './helpers';

/**
 * /btcli and /sdk/bt-api-ref were single long pages and are now landing pages with a page per group. Links to the
 * old anchors are in the wild (bookmarks, chat, other sites): the landing page's AnchorRedirect sends each one to
 * the page that holds the section now (src/data/btcli-anchor-map.json, src/data/sdk-anchor-map.json).
 */
const moved = [
  {from: '/btcli#btcli-wallet-transfer', path: '/btcli/wallet', id: 'btcli-wallet-transfer', text: 'btcli wallet transfer'},
  {from: '/sdk/bt-api-ref#add_stake', path: '/sdk/bt-api-ref/stake', id: 'add_stake', text: 'add_stake'},
] as const;

for (const {from, path, id, text} of moved) {
  test(`opening ${from} lands on ${path} at that heading, and Back skips the landing page`, async ({page}) => {
    const errors = collectErrors(page);
    await page.goto('/keys/wallets');
    await page.goto(from);
    await page.waitForURL((url) => url.pathname === path && url.hash === `#${id}`);
    const heading = page.locator(`h2[id="${id}"]`);
    await expect(heading).toContainText(text);
    await expect(heading).toBeInViewport();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/keys/wallets');
    expect(errors).toEqual([]);
  });
}

test('an old anchor followed inside the app moves on too, and an anchor that stayed on the landing page stays', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto('/btcli#how-to-read-an-entry');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await expect(page.locator('h2[id="how-to-read-an-entry"]')).toBeInViewport();
  expect(new URL(page.url()).pathname).toBe('/btcli');

  await navigateInApp(page, '/sdk/bt-api-ref#get_balance');
  await page.waitForURL((url) => url.pathname === '/sdk/bt-api-ref/wallets' && url.hash === '#get_balance');
  await expect(page.locator('h2[id="get_balance"]')).toBeInViewport();
  expect(errors).toEqual([]);
});
