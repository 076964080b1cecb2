import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {budgetPages, budgets} from '../../config/budgets';
import {firstLoadMeter} from '../../scripts/lib/first-load';
import {countMeasuredPasses, quiet, summarise, wcag} from './axe';
import {sitemapPaths} from './helpers';

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
// In chunks, so the two workers share the pages and a failure names a short list.
const chunks = 12;
for (let chunk = 0; chunk < chunks; chunk++) {
  test(`every sitemap page renders, hydrates cleanly, keeps its byte budget and passes axe (pages ${chunk + 1} of every ${chunks})`, async ({page}) => {
    test.setTimeout(300_000);
    await page.setViewportSize({width: 412, height: 823});
    await countMeasuredPasses(page);
    const meter = await firstLoadMeter(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));

    const all = await sitemapPaths(page);
    expect(all.length).toBeGreaterThan(100);
    expect(all).toContain(budgetPages.typical);
    const paths = all.filter((_, index) => index % chunks === chunk);
    const loads: string[] = [];
    for (const path of paths) {
      meter.start();
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const heading = page.locator('h1').first();
      await expect(heading, path).toBeVisible();
      await expect(heading, path).not.toHaveText('Page Not Found');
      // Markdown that did not compile as meant (an admonition in MDX 1 syntax) shows up as literal text.
      const literal = await page.locator('.theme-doc-markdown p').evaluateAll((ps) => ps.filter((p) => p.textContent?.trimStart().startsWith(':::')).length);
      if (literal > 0) problems.push(`${path}: shows literal ::: markup`);
      await quiet(page);

      const kB = await meter.total();
      loads.push(`${path} ${kB.toFixed(1)}`);
      const budget = path === budgetPages.typical ? budgets.typicalPage : budgets.heaviestPage;
      if (kB > budget) problems.push(`${path}: first load ${kB.toFixed(1)} kB gzip, budget ${budget}`);

      const {violations} = await new AxeBuilder({page}).withTags(wcag).analyze();
      problems.push(...summarise(violations).map((line) => `${path}: axe ${line}`));
    }
    const heaviest = loads.map((line) => ({line, kB: Number(line.split(' ').at(-1))})).reduce((a, b) => (b.kB > a.kB ? b : a));
    console.log(`crawl ${chunk + 1}/${chunks}: ${paths.length} pages, heaviest first load ${heaviest.line} kB (budget ${budgets.heaviestPage})`);
    expect(problems).toEqual([]);
  });
}
