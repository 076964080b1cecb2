import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {sitemapPaths} from './helpers';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Wide tables and formulas get their tab stop from a client module once the page has hydrated and the browser
 * is idle (only then is it known which ones overflow); it says when a pass is done
 * (`docs:scroll-regions-measured`, pageEnhancements). So axe looks at the page from that point on, as
 * Lighthouse's audit does once the page is quiet.
 */
async function countMeasuredPasses(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as {scrollRegionPasses: number};
    counter.scrollRegionPasses = 0;
    document.addEventListener('docs:scroll-regions-measured', () => (counter.scrollRegionPasses += 1));
  });
}

async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  // Formulas widen once the maths font is in, and are measured again then: a second pass.
  const passes = (await page.locator('.markdown math').count()) > 0 ? 2 : 1;
  await page.waitForFunction(
    (expected) => (window as unknown as {scrollRegionPasses: number}).scrollRegionPasses >= expected,
    passes,
    {timeout: 20_000},
  );
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 5000})));
}

function summarise(violations: {id: string; help: string; nodes: {target: unknown}[]}[]): string[] {
  return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => String(node.target)).slice(0, 3).join(' | ')})`);
}

// The site has well over a hundred pages: they are checked in chunks, so the two workers share them and no
// single test runs for minutes. At a phone's width, as Lighthouse audits them: narrow columns are where tables
// overflow and targets crowd; the desktop layout is checked on key pages below.
const chunks = 8;
for (let chunk = 0; chunk < chunks; chunk++) {
  test(`every page passes axe WCAG 2.2 AA checks in light mode at a phone's width (pages ${chunk + 1} of every ${chunks})`, async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    test.setTimeout(240_000);
    await countMeasuredPasses(page);
    const failures: string[] = [];
    const paths = (await sitemapPaths(page)).filter((_, index) => index % chunks === chunk);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await hydrated(page);
      const {violations} = await new AxeBuilder({page}).withTags(wcag).analyze();
      failures.push(...summarise(violations).map((line) => `${path} ${line}`));
    }
    expect(failures).toEqual([]);
  });
}

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
      await hydrated(page);
      const {violations} = await new AxeBuilder({page}).withTags(wcag).analyze();
      failures.push(...summarise(violations).map((line) => `${path} ${line}`));
    }
    expect(failures).toEqual([]);
  });
}
