import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {countMeasuredPasses, quiet, summarise, wcag} from './axe';

// Every page gets an axe pass at a phone's width in the crawl (crawl.spec.ts); the desktop layout, in both
// colour modes, on key pages here.
for (const theme of ['light', 'dark'] as const) {
  test(`key pages pass axe WCAG 2.2 AA checks in ${theme} mode at a desktop width`, async ({page}) => {
    await countMeasuredPasses(page);
    test.setTimeout(120_000);
    await page.setViewportSize({width: 1280, height: 800});
    await page.addInitScript((stored) => window.localStorage.setItem('theme', stored), theme);
    const failures: string[] = [];
    for (const path of ['/', '/learn/introduction', '/learn/emissions', '/keys/wallets', '/sdk/bt-api-ref/stake', '/search']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await quiet(page);
      const {violations} = await new AxeBuilder({page}).withTags(wcag).analyze();
      failures.push(...summarise(violations).map((line) => `${path} ${line}`));
    }
    expect(failures).toEqual([]);
  });
}
