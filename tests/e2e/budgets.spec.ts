import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {expect, test} from '@playwright/test';
import {budgetPages, budgets} from '../../config/budgets';
import {firstLoadKB, gzipKB} from '../../scripts/lib/first-load';
import {sitemapPaths} from './helpers';

const buildDir = resolve(process.env.E2E_BUILD_DIR ?? 'build');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
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

  test('first-load JS and CSS of a typical page, and of every page in the sitemap', async ({browser, page, baseURL}) => {
    // 182 pages, one cold load each, about 2 s a page on the 2-core machine.
    test.setTimeout(720_000);
    const typical = await firstLoadKB(browser, `${baseURL}${budgetPages.typical}`);
    console.log(`${budgetPages.typical} ${typical.toFixed(1)} kB (budget ${budgets.typicalPage})`);
    expect(typical).toBeLessThanOrEqual(budgets.typicalPage);

    const paths = await sitemapPaths(page);
    expect(paths.length).toBeGreaterThan(100);
    const loads: {path: string; kB: number}[] = [];
    for (const path of paths) loads.push({path, kB: await firstLoadKB(browser, `${baseURL}${path}`)});
    const heaviest = loads.reduce((a, b) => (b.kB > a.kB ? b : a));
    console.log(`heaviest of ${loads.length} pages: ${heaviest.path} ${heaviest.kB.toFixed(1)} kB (budget ${budgets.heaviestPage})`);
    expect(loads.filter((load) => load.kB > budgets.heaviestPage).map((load) => `${load.path} ${load.kB.toFixed(1)} kB`)).toEqual([]);
  });
});
