import {gzipSync} from 'node:zlib';
import type {Browser} from 'playwright-core';

/** Bytes as kB (1,024 bytes) gzip at level 9, as a static host would send them. */
export const gzipKB = (body: Buffer): number => gzipSync(body, {level: 9}).length / 1024;

/**
 * JS and CSS (gzip) that a cold load of `url` fetches until the network is quiet and the app has hydrated, on
 * a phone-sized window: what the byte budgets (config/budgets.ts) and `npm run bench:bytes` count.
 */
export async function firstLoadKB(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({viewport: {width: 390, height: 844}});
  try {
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') sizes.push(response.body().then(gzipKB, () => 0));
    });
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 15_000});
    return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  } finally {
    await context.close();
  }
}
