import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {expect, test} from '@playwright/test';
import {budgets} from '../../config/budgets';
import {gzipKB} from '../../scripts/lib/first-load';

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
  // The first load of every page, against the page budgets, is checked in the crawl (crawl.spec.ts).
});
