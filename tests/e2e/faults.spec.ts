import {expect, test, type Page} from '@playwright/test';
import {announcementBar} from '../../config/site';

/**
 * Faults a reader's browser or network can throw at the production build (SPEC §2.5, §4, §8, §9): route and page
 * chunks that fail to load, browser storage that throws, a slow network. The search faults (index unreachable or
 * hanging, Algolia down) are in the search specs; the crash page is in fixtures.spec.ts.
 */
const docPage = '/learn/introduction';
/** A page that the introduction does not link to, so none of its chunks are prefetched before the test navigates. */
const unlinkedPage = '/errors/subtensor';
const unlinkedHeading = 'Chain error reference';
/** A phrase found only in the introduction's content chunk (its MDX), not in the shell or the sidebar. */
const introductionPhrase = 'organised into independent markets called subnets';

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

/** An in-app route change, as a link click would make it, to a page not linked from the current one. */
async function navigateInApp(page: Page, path: string): Promise<boolean> {
  return page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
    // Read synchronously: the progress bar must not have started yet (it waits 200 ms, SPEC §9).
    return document.getElementById('nprogress') !== null;
  }, path);
}

test.describe('chunk loading', () => {
  test('a route whose code fails to load reloads the page (SPEC §2.5)', async ({page}) => {
    await visit(page, docPage);
    let failing = true;
    let aborted = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) failing = false;
    });
    await page.route('**/assets/js/**', (route) => {
      if (!failing) return route.fallback();
      aborted++;
      return route.abort('connectionreset');
    });
    await page.evaluate(() => ((window as unknown as {beforeReload: boolean}).beforeReload = true));
    const reloaded = page.waitForEvent('load');
    await navigateInApp(page, unlinkedPage);
    await reloaded;
    expect(aborted).toBeGreaterThan(0);
    await expect(page).toHaveURL(new RegExp(`${unlinkedPage}$`));
    await expect(page.locator('h1').first()).toHaveText(unlinkedHeading);
    expect(await page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload)).toBeUndefined();
    // The reloaded page is a working app again.
    await page.locator('html[data-has-hydrated="true"]').waitFor();
  });

  test('a page chunk that fails on first load leaves the served page readable, and a reload brings the app back', async ({page}) => {
    // The framework hydrates only once the page's chunks have loaded; when one fails, the page stays the HTML the
    // server wrote: its text and plain links work. (The framework's own Loading component shows
    // its error and Retry where it renders a lazy component; on first load it does not hydrate instead.)
    let failing = true;
    let failed = 0;
    await page.route('**/assets/js/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (failing && body.includes(introductionPhrase)) {
        failed++;
        return route.abort('connectionreset');
      }
      return route.fulfill({response, body});
    });
    await page.goto(docPage);
    await expect.poll(() => failed).toBe(1);
    await expect(page.locator('h1').first()).toHaveText('What is Bittensor?');
    await expect(page.getByText(introductionPhrase)).toBeVisible();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
    failing = false;
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.getByText(introductionPhrase)).toBeVisible();
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });
});

test('on a slow network the progress bar shows and the current page stays until the next is ready (SPEC §2.5, §4)', async ({page}) => {
  await visit(page, docPage);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/**', async (route) => {
    await held;
    await route.fallback();
  });
  const barAtOnce = await navigateInApp(page, unlinkedPage);
  expect(barAtOnce).toBe(false);
  await expect(page.locator('#nprogress .bar')).toBeVisible();
  // The old page is still on screen while the next one's code is held back.
  await expect(page.locator('h1').first()).toHaveText('What is Bittensor?');
  await expect(page.getByText(introductionPhrase)).toBeVisible();
  release();
  await expect(page.locator('h1').first()).toHaveText(unlinkedHeading);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

/** Browser storage that is disabled (the getters throw, as with blocked cookies) or full (every write throws). */
const storageFaults = {
  disabled: () => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  },
  full: () => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  },
};

for (const [fault, script] of Object.entries(storageFaults)) {
  test(`with browser storage ${fault} the site works and nothing persists (SPEC §8)`, async ({page}) => {
    await page.addInitScript(script);
    const warnings: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await visit(page, docPage);
    await expect(page.locator('h1').first()).toHaveText('What is Bittensor?');

    // Colour mode switches, but only for this page view.
    await page.getByRole('button', {name: /dark mode|system mode|light mode/i}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The announcement closes, but only for this page view.
    await page.getByRole('button', {name: 'Close'}).click();
    await expect(page.getByText(announcementBar.content)).toBeHidden();
    // Search works; the visited hit is remembered only in memory.
    await page.locator('.navbar .DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('wallets');
    const hit = page.locator('.DocSearch-Hit a').first();
    const target = new URL((await hit.getAttribute('href'))!, page.url()).pathname;
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`${target}(#.*)?$`));
    await expect(page.locator('h1').first()).not.toHaveText('Page Not Found');

    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByText(announcementBar.content)).toBeVisible();
    await page.locator('.navbar .DocSearch-Button').click();
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');

    expect(pageErrors).toEqual([]);
    if (fault === 'disabled') expect(warnings.some((text) => text.includes('browser storage is not available'))).toBe(true);
    else expect(warnings.some((text) => /storage error/i.test(text))).toBe(true);
  });
}
