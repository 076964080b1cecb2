import {expect, test, type Page} from '@playwright/test';
import {collectErrors, navigateInApp} from './helpers';

/**
 * The head the browser keeps up to date as the app opens pages (plugins/lean-libs/helmet.tsx) must be the head
 * the server wrote for that page: title, the `<html>` attributes pages set, and every managed tag but the title (`data-rh`:
 * description, canonical URL, Open Graph, alternates, the Markdown twin, breadcrumbs as JSON-LD).
 */
interface HeadSnapshot {
  title: string;
  html: Record<string, string | null>;
  tags: string[];
}

/** The head of the page open in the app now, or (with `path`) of that page as the server sends it. */
function headOf(page: Page, path?: string): Promise<HeadSnapshot> {
  return page.evaluate(async (served) => {
    const doc = served === undefined ? document : new DOMParser().parseFromString(await (await fetch(served)).text(), 'text/html');
    const html: Record<string, string | null> = {};
    for (const name of ['lang', 'dir', 'class', 'data-search-mode']) html[name] = doc.documentElement.getAttribute(name);
    const tags = Array.from(doc.head.querySelectorAll('[data-rh]:not(title)'), (element) => {
      const attributes = Array.from(element.attributes, ({name, value}) => `${name}=${value}`).sort();
      // The build's minifier sorts JSON-LD keys; the app writes them in the theme's order. Same data either way.
      const sorted = (_key: string, value: unknown) =>
        value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort()) : value;
      const text = element.getAttribute('type') === 'application/ld+json' ? JSON.stringify(JSON.parse(element.textContent ?? ''), sorted) : element.textContent;
      return `<${element.localName} ${attributes.join(' ')}>${text ?? ''}`;
    }).sort();
    return {title: doc.title, html, tags};
  }, path);
}

test('each page opened in the app gets the head the server writes for it', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto('/keys/wallets');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  expect(await headOf(page)).toEqual(await headOf(page, '/keys/wallets'));

  // Docs pages with and without a breadcrumb trail, the home page, the search page, then back where it began.
  for (const path of ['/learn/emissions', '/sdk/bt-api-ref', '/', '/search', '/staking-and-delegation/delegation', '/keys/wallets']) {
    const served = await headOf(page, path);
    await navigateInApp(page, path);
    await expect(page).toHaveTitle(served.title);
    await expect.poll(() => headOf(page), path).toEqual(served);
  }
  expect(errors).toEqual([]);
});

test('a page left for the not-found page loses its description, canonical URL and breadcrumbs', async ({page}) => {
  await page.goto('/keys/wallets');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await navigateInApp(page, '/no/such/page');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
  await expect(page.locator('head meta[name="description"]')).toHaveCount(0);
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveClass(/docs-doc-page/);
});

test('a page that takes more than 200 ms to open shows the progress bar until it is open', async ({page}) => {
  // A phone's width keeps the sidebar closed, so the target's script is not prefetched from a visible link.
  await page.setViewportSize({width: 390, height: 800});
  await page.goto('/keys/wallets');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await navigateInApp(page, '/sdk/bt-api-ref');
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Bittensor SDK reference');
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
