import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {budgetPages, budgets} from '../../config/budgets';
import {firstLoadMeter} from '../../scripts/lib/first-load';
import {countMeasuredPasses, quiet, summarise, wcag} from './axe';

/**
 * One crawl of every page in the sitemap, each a cold first load at a phone's width (as Lighthouse audits),
 * checking on each visit what used to take three passes:
 * - the page renders its heading, not the not-found page, and no Markdown shows as literal text;
 * - it hydrates with no console error or warning (React reports a hydration mismatch through either);
 * - its first-load JS and CSS stay within the byte budgets (config/budgets.ts);
 * - it passes axe's WCAG 2.2 AA checks once it is quiet.
 * Hydration is the same at every width: the server renders one markup, and the client renders the same
 * until it has hydrated. The desktop layout gets its own axe pass on key pages (accessibility.spec.ts).
 */
// The sitemap of the build under test, read when the tests are listed: one test per page, so each page has its
// own timeout and report, and the two workers share the pages.
const buildDir = resolve(process.env.E2E_BUILD_DIR ?? 'build');
const sitemap = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

test('the sitemap lists every page, the typical page of the budgets among them', () => {
  expect(paths.length).toBeGreaterThan(100);
  expect(paths).toContain(budgetPages.typical);
});

for (const path of paths) {
  test(`${path} renders, hydrates cleanly, keeps its byte budget and passes axe`, async ({page}) => {
    // Axe on the longest reference pages takes several seconds on a busy 2-core machine.
    test.setTimeout(90_000);
    await page.setViewportSize({width: 412, height: 823});
    await countMeasuredPasses(page);
    const meter = await firstLoadMeter(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));

    meter.start();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const heading = page.locator('h1').first();
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText('Page Not Found');
    // Markdown that did not compile as meant (an admonition in MDX 1 syntax) shows up as literal text.
    const literal = await page.locator('.theme-doc-markdown p').evaluateAll((ps) => ps.filter((p) => p.textContent?.trimStart().startsWith(':::')).length);
    if (literal > 0) problems.push('shows literal ::: markup');
    await quiet(page);

    const kB = await meter.total();
    const budget = path === budgetPages.typical ? budgets.typicalPage : budgets.heaviestPage;
    test.info().annotations.push({type: 'first load', description: `${kB.toFixed(1)} kB gzip (budget ${budget})`});
    if (kB > budget) problems.push(`first load ${kB.toFixed(1)} kB gzip, budget ${budget}`);

    const {violations} = await new AxeBuilder({page}).withTags(wcag).analyze();
    problems.push(...summarise(violations).map((line) => `axe ${line}`));
    expect(problems).toEqual([]);
  });
}
