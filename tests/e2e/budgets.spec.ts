import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {gzipSync} from 'node:zlib';
import {expect, test, type Browser} from '@playwright/test';
import {budgetPages, budgets} from '../../config/budgets';

const buildDir = resolve(process.env.E2E_BUILD_DIR ?? 'build');
const kB = (bytes: number) => bytes / 1024;
const gzipKB = (body: Buffer) => kB(gzipSync(body, {level: 9}).length);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** The longest docs page by HTML size, so the budget follows the content as it grows. */
function longestDocPage(): string {
  const pages = files(buildDir)
    .filter((path) => path.endsWith('.html'))
    .map((path) => ({route: '/' + path.slice(buildDir.length + 1).replace(/(\/index)?\.html$/, ''), size: statSync(path).size}))
    .filter((page) => !/^\/(index|404|search|__fixtures.*)?$/.test(page.route));
  return pages.sort((a, b) => b.size - a.size)[0]!.route;
}

/** JS and CSS (gzip, as a static host sends them) that a cold load of the page fetches until it is idle. */
async function firstLoadKB(browser: Browser, path: string): Promise<number> {
  const context = await browser.newContext({viewport: {width: 390, height: 844}});
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') sizes.push(response.body().then(gzipKB, () => 0));
  });
  await page.goto(path, {waitUntil: 'networkidle'});
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return total;
}

const asset = (pattern: RegExp) => {
  const found = files(join(buildDir, 'assets')).filter((path) => pattern.test(path));
  expect(found, `one file matching ${pattern}`).toHaveLength(1);
  return readFileSync(found[0]!);
};

test.describe('byte budgets (config/budgets.ts)', () => {
  test('main.js and the site-wide stylesheet', () => {
    const main = gzipKB(asset(/\/js\/main\.[0-9a-f]+\.js$/));
    const styles = gzipKB(asset(/\/css\/styles\.[0-9a-f]+\.css$/));
    console.log(`main.js ${main.toFixed(1)} kB gzip (budget ${budgets.mainJs}); styles.css ${styles.toFixed(1)} kB (budget ${budgets.stylesheet})`);
    expect(main).toBeLessThanOrEqual(budgets.mainJs);
    expect(styles).toBeLessThanOrEqual(budgets.stylesheet);
  });

  test('first-load JS and CSS of a typical and of the longest docs page', async ({browser}) => {
    const typical = await firstLoadKB(browser, budgetPages.typical);
    const longestPath = longestDocPage();
    const longest = await firstLoadKB(browser, longestPath);
    console.log(`${budgetPages.typical} ${typical.toFixed(1)} kB (budget ${budgets.typicalPage}); ${longestPath} ${longest.toFixed(1)} kB (budget ${budgets.longestPage})`);
    expect(typical).toBeLessThanOrEqual(budgets.typicalPage);
    expect(longest).toBeLessThanOrEqual(budgets.longestPage);
  });
});
