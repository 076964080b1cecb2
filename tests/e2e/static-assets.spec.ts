import {resolve} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {baseCodePoints, builtFormulaCharacters, readMathFontCoverage} from '../../config/math-font';
import {collectErrors, navigateInApp} from './helpers';

const buildDir = resolve(process.env.E2E_BUILD_DIR ?? 'build');

/** The paths of the stylesheets the page requests from now on; the list fills as they are requested. */
function stylesheetRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const tokenColour = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => getComputedStyle(element).color);

test.describe('code blocks', () => {
  test('tokens are coloured after in-app navigation, in both colour modes', async ({page}) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await navigateInApp(page, '/sdk/managing-subtensor-connections');
    const keyword = '.theme-code-block .language-python .token.keyword';
    await expect(page.locator(keyword).first()).toBeVisible();
    const plain = await tokenColour(page, '.theme-code-block .language-python .token.plain');
    const lightKeyword = await tokenColour(page, keyword);
    expect(lightKeyword).not.toBe(plain);

    await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).first().click();
    await expect(page.locator('html[data-theme="dark"]')).toHaveCount(1);
    await expect.poll(() => tokenColour(page, keyword)).not.toBe(lightKeyword);
    expect(await tokenColour(page, keyword)).not.toBe(await tokenColour(page, '.theme-code-block .language-python .token.plain'));
    expect(errors).toEqual([]);
  });

  test('the copy button copies the block', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/btcli/wallet');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const block = page.locator('.markdown .theme-code-block').first();
    await block.hover();
    await block.getByRole('button', {name: /copy/i}).click();
    const code = await block.locator('code').innerText();
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code.trim());
  });
});

test.describe('maths', () => {
  const fontRequests = (page: Page): string[] => {
    const paths: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font' && request.url().includes('stix-two-math')) paths.push(new URL(request.url()).pathname);
    });
    return paths;
  };

  test('formulas are MathML only; the maths font loads on a page with maths, after its first paint', async ({page}) => {
    const stylesheets = stylesheetRequests(page);
    const fonts = fontRequests(page);
    const html = await (await page.request.get('/learn/yuma-consensus')).text();
    expect(html).toMatch(/<math /);
    // No KaTeX HTML copy beside the MathML, and nothing linked that could hold back the first paint.
    expect(html).not.toMatch(/katex-html/);
    expect(html).not.toMatch(/<link[^>]+math-font[^>]*\.css/);

    await page.goto('/keys/wallets');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    expect(stylesheets.filter((path) => path.includes('math-font'))).toEqual([]);

    await navigateInApp(page, '/learn/yuma-consensus');
    await expect(page.locator('html[data-math-font="ready"]')).toHaveCount(1);
    expect(stylesheets.filter((path) => path.includes('math-font'))).toHaveLength(1);
    const formula = page.locator('.math-display math').first();
    await expect(formula).toBeVisible();
    expect(await formula.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?STIX Two Math subset"?,/);
    await expect.poll(() => page.evaluate(() => document.fonts.check('1em "STIX Two Math subset"'))).toBe(true);
    expect(fonts).toHaveLength(1);
    // Scripts are set smaller than their base (MathML Core's script level).
    const [scriptSize, baseSize] = await page
      .locator('.math-display msub')
      .first()
      .evaluate((element) => [element.children[1]!, element.children[0]!].map((node) => parseFloat(getComputedStyle(node).fontSize)));
    expect(scriptSize!).toBeLessThan(baseSize! * 0.8);

    // The next page with maths reuses the stylesheet and the font.
    await navigateInApp(page, '/learn/emissions');
    await expect(page).toHaveURL(/\/learn\/emissions$/);
    await expect(page.locator('.math-display math').first()).toBeVisible();
    expect(stylesheets.filter((path) => path.includes('math-font'))).toHaveLength(1);
    expect(fonts).toHaveLength(1);
  });

  test('on a first visit the maths font is requested only after the first contentful paint', async ({page}) => {
    await page.goto('/learn/yuma-consensus');
    await expect(page.locator('html[data-math-font="ready"]')).toHaveCount(1);
    const [paint, stylesheet] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      performance.getEntriesByType('resource').find((entry) => entry.name.includes('/math-font.'))!.startTime,
    ]);
    expect(stylesheet).toBeGreaterThan(paint);
  });

  test('the maths font covers every character the built formulas show (else: npm run math-font)', () => {
    const covered = readMathFontCoverage(process.cwd());
    const missing = [...builtFormulaCharacters(buildDir)].filter(([character]) => !covered.has(character.codePointAt(0)!));
    expect(missing.map(([character, page]) => `${character} (U+${character.codePointAt(0)!.toString(16).toUpperCase()}) on ${page}`)).toEqual([]);
    // Each base code point is kept too (the italic letters the browser substitutes are never in the HTML).
    expect(baseCodePoints.filter((codePoint) => !covered.has(codePoint))).toEqual([]);
  });

  test('without the maths font the browser sets the formulas in its own font, and the page works', async ({page}) => {
    const errors = collectErrors(page);
    await page.route(/\/assets\/css\/math-font\.[^/]+\.css$/, (route) => route.abort());
    const fontFailed = page.waitForEvent('requestfailed', (request) => /math-font/.test(request.url()));
    await page.goto('/learn/yuma-consensus');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.locator('.math-display math').first()).toBeVisible();
    await fontFailed;
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 2000})));
    await expect(page.locator('html[data-math-font="ready"]')).toHaveCount(0);
    // The aborted request itself is reported; nothing else may go wrong.
    expect(errors.filter((error) => !/Failed to load resource|math-font/.test(error))).toEqual([]);
  });
});

test.describe("DocSearch's modal styles", () => {
  test('come with the modal, not with the page; the button is styled from the first paint', async ({page}) => {
    const stylesheets = stylesheetRequests(page);
    const html = await (await page.request.get('/keys/wallets')).text();
    expect(html).not.toMatch(/<link[^>]+docsearch-modal[^>]*\.css/);

    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/keys/wallets');
    const button = page.locator('.navbar .DocSearch-Button');
    // DocSearch's own button rules (display, rounded corners) are in the site stylesheet.
    expect(await button.evaluate((element) => [getComputedStyle(element).display, getComputedStyle(element).borderRadius])).toEqual(['flex', '40px']);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    expect(stylesheets.filter((path) => path.includes('docsearch-modal'))).toEqual([]);

    await button.click();
    const modal = page.locator('.DocSearch-Modal');
    await expect(modal).toBeVisible();
    expect(stylesheets.filter((path) => path.includes('docsearch-modal'))).toHaveLength(1);
    // This build answers from the embedded index: no "Search by Algolia" in the footer.
    await page.locator('.DocSearch-Input').fill('stake');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Logo')).toBeHidden();
    // The modal's layout comes from that file: without it the container would be static and page-wide.
    expect(await page.locator('.DocSearch-Container').evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    // The theme still lifts the modal above the navbar, and its brand colour is the site's.
    expect(await page.locator('.DocSearch-Container').evaluate((element) => getComputedStyle(element).zIndex)).toBe('201');
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim());
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--docsearch-primary-color').trim())).toBe(primary);
  });
});

test.describe('wide tables in collapsed sections', () => {
  test('get their tab stop when the section opens, without being measured while closed', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/sdk/bt-api-ref/connect');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const details = page.locator('.markdown details:has(table)').first();
    const table = details.locator('table').first();
    await expect(table).not.toHaveAttribute('tabindex');
    await details.locator('summary').click();
    await expect(table).toBeVisible();
    expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth + 1)).toBe(true);
    await expect(table).toHaveAttribute('tabindex', '0');
    await expect(table).toHaveAttribute('role', 'region');
    await expect(table).toHaveAttribute('aria-label', 'Table, scrolls sideways');
  });
});
