import {gzipSync} from 'node:zlib';
import type {Page} from 'playwright-core';

/** Bytes as kB (1,024 bytes) gzip at level 9, as a static host would send them. */
export const gzipKB = (body: Buffer): number => gzipSync(body, {level: 9}).length / 1024;

export type FirstLoadMeter = {
  /** Starts counting for the next document load: call right before `page.goto`. */
  start(): void;
  /** JS and CSS (gzip kB) fetched since `start`; call once the app has hydrated. */
  total(): Promise<number>;
};

/**
 * Counts the JS and CSS a page fetches on a cold load, as the byte budgets (config/budgets.ts) and
 * `npm run bench:bytes` do. The browser cache is off for this page, so one page can visit every route in turn
 * and each visit is a first load; the gzip size of each asset URL is computed once.
 */
export async function firstLoadMeter(page: Page): Promise<FirstLoadMeter> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  const sizeByUrl = new Map<string, Promise<number>>();
  let sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const url = response.url();
    if (!sizeByUrl.has(url)) sizeByUrl.set(url, response.body().then(gzipKB, () => 0));
    sizes.push(sizeByUrl.get(url)!);
  });
  return {
    start: () => {
      sizes = [];
    },
    total: async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0),
  };
}

/** Resolves once the app has hydrated and the browser is idle. */
export async function hydratedAndIdle(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 15_000});
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 2000})));
}
