import {resolve} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {prismDarkTheme, prismLightTheme} from '../../config/prism';
import {baseCodePoints, builtFormulaCharacters, readMathFontCoverage} from '../../config/math-font';
import {simpleHash} from '@docusaurus/utils';
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

test.describe('code blocks arrive highlighted from the build', () => {
  test('no highlighter is downloaded, and tokens are coloured after in-app navigation, in both colour modes', async ({page}) => {
    const errors = collectErrors(page);
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
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
    const darkKeyword = await tokenColour(page, keyword);
    expect(darkKeyword).not.toBe(lightKeyword);
    expect(darkKeyword).not.toBe(await tokenColour(page, '.theme-code-block .language-python .token.plain'));

    // Prism's core announces itself with this property; none of the site's scripts carries it.
    expect(scripts.filter((body) => body.includes('Prism.languages'))).toEqual([]);
    expect(errors).toEqual([]);
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
    await page.goto('/learn/yuma-consensus');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.locator('.math-display math').first()).toBeVisible();
    await page.waitForTimeout(500);
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
    await page.goto('/sdk/bt-api-ref');
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

test.describe('link prefetching', () => {
  test('happens in idle time after the page has started, and still covers the links in view', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/keys/wallets');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    // The stock prefetch adds the route's <link rel="prefetch"> tags in the same call; the site's own
    // (src/client/idlePrefetch.ts) queues the route and adds them when the browser is idle.
    const call = await page.evaluate(() => {
      const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
      const before = count();
      // Not linked from this page, so not prefetched yet.
      const result = window.docusaurus.prefetch('/learn/yuma-consensus');
      (window as unknown as {yumaPrefetch: unknown}).yumaPrefetch = result;
      return {before, after: count(), isPromise: result instanceof Promise};
    });
    expect(call.isPromise).toBe(true);
    expect(call.after).toBe(call.before);
    // Settles once that route's links are added and loaded (other routes, the links in view, may come first).
    await page.evaluate(() => (window as unknown as {yumaPrefetch: Promise<unknown>}).yumaPrefetch);
    const prefetched = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    // Page chunks, and the island text of the pages they render (src/client/islandPreload.ts).
    const paths = prefetched.map((href) => new URL(href).pathname);
    expect(paths.filter((path) => !/^\/assets\/js\/[^/]+\.js$/.test(path) && !/^\/page-islands\/[^/]+\/[0-9a-f]{8}\.json$/.test(path))).toEqual([]);
    expect(paths.some((path) => path.endsWith(`/${simpleHash('@site/docs/learn/yuma-consensus.md', 8)}.json`))).toBe(true);
  });

  test('requests each chunk once, and none the page has already run', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/keys/wallets');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await page.evaluate(async () => {
      await window.docusaurus.prefetch('/learn/yuma-consensus');
    });
    const prefetched = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(prefetched.length).toBeGreaterThan(0);
    // The stock prefetch adds every layout chunk again for each route: hundreds of tags on this page.
    expect(new Set(prefetched).size).toBe(prefetched.length);
    const ranByPage = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script').map((entry) => entry.name),
    );
    expect(ranByPage.length).toBeGreaterThan(0);
    expect(prefetched.filter((href) => ranByPage.includes(href))).toEqual([]);
  });
});

test.describe('plain markup arrives as HTML (static islands)', () => {
  test('a link inside a paragraph routes in the app, and a page rendered in the app has the same content', async ({page}) => {
    const errors = collectErrors(page);
    await page.goto('/keys/wallets');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    const link = page.locator('article p a[href="/keys/working-with-keys"]').first();
    // The paragraph's HTML came from the build: no React props on its link, so a plain click would reload.
    expect(await link.evaluate((anchor) => Object.keys(anchor).some((key) => key.startsWith('__reactProps')))).toBe(false);
    await link.click();
    await expect(page).toHaveURL(/\/keys\/working-with-keys$/);
    await expect(page.locator('article h1')).toHaveText(/keys/i);
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);

    // Back in the app: React renders the islands itself this time, with the same text and links.
    const served = await (await page.request.get('/keys/wallets')).text();
    await page.goBack();
    await expect(page).toHaveURL(/\/keys\/wallets$/);
    const rendered = await page.locator('article .theme-doc-markdown').evaluate((element) => element.textContent);
    const fromServer = await page.evaluate((html) => new DOMParser().parseFromString(html, 'text/html').querySelector('article .theme-doc-markdown')!.textContent, served);
    expect(rendered).toBe(fromServer);
    expect(errors).toEqual([]);
  });

  test('the served page\'s islands come from the document; a page opened in the app fetches its text', async ({page}) => {
    const errors = collectErrors(page);
    const islandFiles: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/page-islands/')) islandFiles.push(new URL(request.url()).pathname);
    });
    // Marks every island element the server sent, before the app runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelectorAll('[data-island]').forEach((element) => ((element as unknown as {served: boolean}).served = true));
      });
    });
    await page.goto('/keys/wallets');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const islands = page.locator('article [data-island]');
    expect(await islands.count()).toBeGreaterThan(10);
    // The app took over the served elements, content and all, and fetched nothing for them.
    expect(await islands.evaluateAll((elements) => elements.filter((element) => !(element as unknown as {served?: boolean}).served).length)).toBe(0);
    expect(await islands.evaluateAll((elements) => elements.filter((element) => element.innerHTML.trim() === '').length)).toBe(0);
    // Files of other pages may be prefetched in idle time, for the links in view; this page's own never is. It
    // is named after the page's chunk, which Docusaurus names after the module.
    const ownFile = `${simpleHash('@site/docs/keys/wallets.md', 8)}.json`;
    expect(islandFiles.filter((path) => path.endsWith(`/${ownFile}`))).toEqual([]);

    // Each island the server sends for a page, as markup without its mark.
    const servedIslands = async (path: string) => {
      const html = await (await page.request.get(path)).text();
      return page.evaluate((text) => {
        const islands = new DOMParser().parseFromString(text, 'text/html').querySelectorAll('article [data-island]');
        return Array.from(islands, (island) => {
          island.removeAttribute('data-island');
          return island.outerHTML;
        });
      }, html);
    };
    // The page in the app renders every one of them, with the same markup.
    const missingIslands = async (path: string) => {
      const rendered = await page.locator('article .theme-doc-markdown').evaluate((element) => element.innerHTML.replace(/ data-island="[0-9a-f]+"/g, ''));
      return (await servedIslands(path)).filter((island) => !rendered.includes(island));
    };
    await page.locator('article p a[href="/keys/working-with-keys"]').first().click();
    await expect(page).toHaveURL(/\/keys\/working-with-keys$/);
    await expect(page.locator('article h1')).toHaveText(/keys/i);
    expect((await servedIslands('/keys/working-with-keys')).length).toBeGreaterThan(10);
    expect(await missingIslands('/keys/working-with-keys')).toEqual([]);
    expect(islandFiles.some((path) => path.endsWith(`/${simpleHash('@site/docs/keys/working-with-keys.md', 8)}.json`))).toBe(true);
    expect(islandFiles.every((path) => /^\/page-islands\/[0-9a-z]+-[0-9a-f]{6}\/[0-9a-f]{8}\.json$/.test(path))).toBe(true);

    // Back on the served page, the islands are rendered again from the elements the server sent.
    await page.goBack();
    await expect(page).toHaveURL(/\/keys\/wallets$/);
    await expect(page.locator('article h1')).toHaveText(/wallets/i);
    expect(await missingIslands('/keys/wallets')).toEqual([]);
    expect(islandFiles.filter((path) => path.endsWith(`/${ownFile}`))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('when the served page does not match what the app renders, the app puts the page right and keeps its islands\' text', async ({page}) => {
    // What a browser extension that edits pages can do: Preact hydrates over the served HTML and corrects what
    // differs in place, and the islands, whose HTML the script does not carry, must keep theirs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const title = document.querySelector('article h1');
        if (title) title.textContent = 'Changed before the app ran';
      });
    });
    const html = await (await page.request.get('/keys/wallets')).text();
    await page.goto('/keys/wallets');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await expect(page.locator('article h1')).not.toHaveText('Changed before the app ran');
    await expect(page.locator('article [data-island]').first()).toBeAttached();
    const fromServer = await page.evaluate((text) => new DOMParser().parseFromString(text, 'text/html').querySelector('article .theme-doc-markdown')!.textContent, html);
    expect(await page.locator('article .theme-doc-markdown').evaluate((element) => element.textContent)).toBe(fromServer);
  });

  test('a served page whose islands do not match its script reads them from its file and says so', async ({page}) => {
    // A build defect the every-page test would catch by this console error: here one island loses its mark.
    await page.addInitScript(() => {
      // The last one: the first ones come from the page's partial, which keeps its HTML and a key of its own.
      document.addEventListener('DOMContentLoaded', () => Array.from(document.querySelectorAll('article [data-island]')).at(-1)?.removeAttribute('data-island'));
    });
    const errors = collectErrors(page);
    const ownFile = `${simpleHash('@site/docs/keys/wallets.md', 8)}.json`;
    const fetched = page.waitForRequest((request) => request.url().endsWith(`/${ownFile}`));
    await page.goto('/keys/wallets');
    await fetched;
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    expect(errors.filter((error) => error.includes("The served page's islands do not match its script"))).toHaveLength(1);
    await expect(page.locator('article h2').first()).not.toBeEmpty();
  });

  test('a modified click is left to the browser', async ({page}) => {
    await page.goto('/keys/wallets');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const after = await page.locator('article p a[href="/keys/working-with-keys"]').first().evaluate((anchor) => {
      // The document's listener runs after the app's and keeps the browser from opening a tab, so the only
      // thing that could change the URL here is the island routing a click it should leave alone.
      document.addEventListener('click', (event) => event.preventDefault(), {once: true});
      anchor.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, ctrlKey: true}));
      return location.pathname;
    });
    expect(after).toBe('/keys/wallets');
  });
});

test.describe('static details and idle code-block buttons', () => {
  test('a plain <details> is native markup that opens and closes on click, its arrow turning', async ({page}) => {
    await page.goto('/sdk/bt-api-ref');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const details = page.locator('.markdown details.static-details').first();
    // The <details> is the island React renders; what is inside it came from the build, with no React handlers.
    expect(await details.locator('summary').evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')))).toBe(false);
    const arrow = () => details.locator('summary').evaluate((summary) => getComputedStyle(summary, '::before').transform);
    const closedArrow = await arrow();
    await expect(details.locator('table')).toBeHidden();
    await details.locator('summary').click();
    await expect(details).toHaveAttribute('open', '');
    await expect(details.locator('table')).toBeVisible();
    await expect.poll(arrow).not.toBe(closedArrow);
    await details.locator('summary').click();
    await expect(details.locator('table')).toBeHidden();
  });

  test('a page opened in dark mode keeps its built code blocks, in the dark theme\'s colours', async ({page}) => {
    await page.addInitScript(() => {
      try {
        localStorage.setItem('theme', 'dark');
      } catch {}
      // Marks the blocks the server sent; the stock CodeBlock replaced every one right after hydration.
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelectorAll<HTMLElement>('.theme-code-block').forEach((block) => (block.dataset.fromServer = 'yes'));
      });
    });
    await page.goto('/learn/emissions');
    await expect(page.locator('html[data-has-hydrated="true"][data-theme="dark"]')).toHaveCount(1);
    const blocks = page.locator('.markdown .theme-code-block');
    // The copy buttons come in idle time, after the stock component's rebuild would have happened.
    await expect(blocks.first().locator('button').first()).toBeAttached();
    expect(await blocks.count()).toBeGreaterThan(0);
    await expect(page.locator('.markdown .theme-code-block:not([data-from-server])')).toHaveCount(0);
    // The built HTML carries the light theme's inline colours; the stylesheet sets each mode's over them, so the
    // block is dark from the first paint. Put the light ones back inline, as the server sent them.
    const background = await blocks.first().evaluate((block, light) => {
      (block as HTMLElement).style.setProperty('--prism-background-color', light);
      return getComputedStyle(block).getPropertyValue('--prism-background-color').trim();
    }, String(prismLightTheme.plain.backgroundColor));
    expect(background.toLowerCase()).toBe(String(prismDarkTheme.plain.backgroundColor).toLowerCase());
  });

  test('a code block gets its copy button once the page is idle, and it copies the block', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/btcli');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    const block = page.locator('.markdown .theme-code-block').first();
    const copy = block.getByRole('button', {name: /copy/i});
    await block.hover();
    await copy.click();
    const code = await block.locator('code').innerText();
    expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code.trim());
  });

  test('a block far down a long page that scrolls sideways gets the word-wrap button once in view, and it wraps', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/btcli');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    // The last block with a line far wider than a phone's column: measured only once it comes into view.
    const index = await page
      .locator('.markdown .theme-code-block')
      .evaluateAll((blocks) =>
        blocks.map((block) => Array.from(block.querySelectorAll('.token-line'), (line) => line.textContent!.length).some((length) => length > 80)).lastIndexOf(true),
      );
    expect(index).toBeGreaterThan(40);
    const block = page.locator('.markdown .theme-code-block').nth(index);
    await block.scrollIntoViewIfNeeded();
    const wrap = block.getByRole('button', {name: /word wrap/i});
    await expect(wrap).toHaveCount(1);
    const scrolls = () => block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
    expect(await scrolls()).toBe(true);
    await block.hover();
    await wrap.click();
    await expect.poll(scrolls).toBe(false);
  });
});

test.describe('a long page lays out only what is near the window on its first load', () => {
  const longPage = '/sdk/bt-api-ref';
  /** Where a heading's top is, in pixels from the top of the window. */
  const headingTop = (page: Page, id: string) => page.locator(`[id="${id}"]`).evaluate((heading) => Math.round(heading.getBoundingClientRect().top));
  /** A heading about four fifths down the page. */
  const deepHeading = (page: Page) =>
    page.locator('article .theme-doc-markdown > h3[id]').evaluateAll((headings) => headings[Math.floor(headings.length * 0.8)]!.id);
  const hydrated = (page: Page) => expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  /** Jumps (as a dragged scroll bar does) to a point of the page, past blocks never shown, and says which block
   * is first in view and where. */
  async function jumpInto(page: Page, fraction: number): Promise<{index: number; top: number}> {
    await page.evaluate((share) => window.scrollTo(0, document.documentElement.scrollHeight * share), fraction);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    return page.evaluate(() => {
      const blocks = Array.from(document.querySelector('.theme-doc-markdown')!.children);
      const index = blocks.findIndex((block) => block.getBoundingClientRect().bottom > 0);
      return {index, top: Math.round(blocks[index]!.getBoundingClientRect().top)};
    });
  }
  const blockTop = (page: Page, index: number) =>
    page.evaluate((at) => Math.round(document.querySelector('.theme-doc-markdown')!.children[at]!.getBoundingClientRect().top), index);

  test('text blocks after the first eleven are skipped while off-screen; the first screen and other blocks never are', async ({page}) => {
    // Read as the document is parsed: once the page is idle, the skipped blocks are laid out (the next test).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.querySelector('.theme-doc-markdown')!;
        (window as unknown as {firstLoad: unknown}).firstLoad = Array.from(root.children, (block) => ({
          kind: block.matches('p, h2, h3, h4, h5, h6, table, details, .theme-code-block, .theme-admonition') ? 'text' : block.tagName,
          visibility: getComputedStyle(block).contentVisibility,
        }));
      });
    });
    await page.goto(longPage);
    const blocks = await page.evaluate(() => (window as unknown as {firstLoad: {kind: string; visibility: string}[]}).firstLoad);
    expect(blocks.slice(0, 11).every((block) => block.visibility === 'visible')).toBe(true);
    expect(blocks.slice(11).every((block) => block.visibility === (block.kind === 'text' ? 'auto' : 'visible'))).toBe(true);
    expect(blocks.filter((block) => block.visibility === 'auto').length).toBeGreaterThan(500);
    expect(blocks.some((block, index) => index >= 11 && block.kind !== 'text')).toBe(true);
  });

  for (const width of [1280, 390]) {
    test(`opened at a heading far down, the page shows that heading at the top (${width} px)`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto(longPage);
      const id = await deepHeading(page);
      const fresh = await page.context().newPage();
      await fresh.setViewportSize({width, height: 800});
      await fresh.goto(`${longPage}#${id}`);
      await hydrated(fresh);
      await expect.poll(() => headingTop(fresh, id)).toBeGreaterThanOrEqual(0);
      expect(await headingTop(fresh, id)).toBeLessThan(120);
    });
  }

  test('a link to a heading on the same page, and one from another page in the app, land on it', async ({page}) => {
    await page.goto(longPage);
    await hydrated(page);
    const id = await deepHeading(page);
    await page.locator(`[id="${id}"] a.hash-link`).evaluate((anchor: HTMLElement) => anchor.click());
    await expect.poll(() => headingTop(page, id)).toBeLessThan(120);
    expect(await headingTop(page, id)).toBeGreaterThanOrEqual(0);

    // As a search hit does: another page first, then this one at the heading, without a new document.
    await page.goto('/keys/wallets');
    await hydrated(page);
    await navigateInApp(page, `${longPage}#${id}`);
    await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    await expect.poll(() => headingTop(page, id)).toBeLessThan(120);
    expect(await headingTop(page, id)).toBeGreaterThanOrEqual(0);
  });

  /** Counts the client module's passes over skipped blocks and wide regions (`docs:scroll-regions-measured`). */
  const countPasses = (page: Page) =>
    page.addInitScript(() => {
      const counter = window as unknown as {passes: number};
      counter.passes = 0;
      document.addEventListener('docs:scroll-regions-measured', () => (counter.passes += 1));
    });
  const passes = (page: Page) => page.evaluate(() => (window as unknown as {passes: number}).passes);

  test('once the page is idle, the skipped blocks are laid out, and the page ends laid out whole', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await countPasses(page);
    await page.goto(longPage);
    await expect.poll(() => passes(page), {timeout: 20_000}).toBeGreaterThan(0);
    await expect(page.locator('html')).toHaveAttribute('data-full-layout', '');
    const stillSkipped = await page.locator('.theme-doc-markdown').evaluate(
      (root) => Array.from(root.children).filter((block) => getComputedStyle(block).contentVisibility !== 'visible').length,
    );
    expect(stillSkipped).toBe(0);
    // Laid out a batch at a time: most blocks were marked on the way.
    expect(await page.locator('.theme-doc-markdown > [data-laid-out]').count()).toBeGreaterThan(500);
  });

  test('a reader who jumped ahead stays on their text while the blocks above them get their heights', async ({page}) => {
    await countPasses(page);
    // The jump comes as soon as the text is parsed. The pass starts only once the page has hydrated and is idle,
    // and the app's script is held back until the jump is made, so a fast machine cannot finish the pass first.
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
      await appHeld;
      await route.fallback();
    });
    await page.goto(longPage, {waitUntil: 'domcontentloaded'});
    const reading = await jumpInto(page, 0.4);
    // The jump came before the pass: the blocks above were still estimates.
    expect(await passes(page)).toBe(0);
    releaseApp();
    await expect.poll(() => passes(page), {timeout: 20_000}).toBeGreaterThan(0);
    expect(Math.abs((await blockTop(page, reading.index)) - reading.top)).toBeLessThanOrEqual(1);
  });

  test('a reload, and a return through the app, bring the reader back to the block they were reading', async ({page}) => {
    await page.goto(longPage);
    await hydrated(page);
    const reading = await jumpInto(page, 0.6);
    await page.reload();
    await hydrated(page);
    await expect.poll(async () => Math.abs((await blockTop(page, reading.index)) - reading.top)).toBeLessThanOrEqual(1);

    await page.goto(longPage);
    await hydrated(page);
    const before = await jumpInto(page, 0.4);
    // Clicked from script: the window following blocks laid out above may have hidden the navbar by now, and
    // Playwright would scroll the page to reach a hidden link.
    await page.locator('.navbar a[href="/learn/announcements"]').first().evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(/\/learn\/announcements$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${longPage}$`));
    await expect.poll(async () => Math.abs((await blockTop(page, before.index)) - before.top)).toBeLessThanOrEqual(1);
  });

  test('a wide table far down a long page gets its tab stop once the page is idle', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/errors/subtensor');
    await hydrated(page);
    const lastTable = page.locator('.theme-doc-markdown > table').last();
    await expect(lastTable).toHaveAttribute('tabindex', '0');
    await expect(lastTable).toHaveAttribute('aria-label', 'Table, scrolls sideways');
  });
});

test.describe("the app's scripts (config/ssr-template.ts, plugins/app-scripts)", () => {
  /** When each of the app's script elements was added to the page, and the first contentful paint. */
  async function scriptTimes(page: Page, path: string): Promise<{paint: number; parsed: number; scripts: {src: string; added: number}[]}> {
    await page.addInitScript(() => {
      const added: {src: string; added: number}[] = [];
      (window as unknown as {appScripts: typeof added}).appScripts = added;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.addedNodes)) {
            if (node instanceof HTMLScriptElement && node.src) added.push({src: new URL(node.src).pathname, added: performance.now()});
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto(path);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    return page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
      scripts: (window as unknown as {appScripts: {src: string; added: number}[]}).appScripts.filter(({src}) => /^\/assets\/js\/(runtime~)?main\./.test(src)),
    }));
  }

  test('download from the head at low priority and run after the first contentful paint', async ({page, request}) => {
    const html = await (await request.get('/keys/wallets')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script[^>]+src=/);
    expect(head.match(/<link rel=preload href=\/assets\/js\/(runtime~)?main\.[^ ]+ as=script fetchpriority=low data-app-script/g)).toHaveLength(2);

    const {paint, scripts} = await scriptTimes(page, '/keys/wallets');
    expect(scripts.map(({src}) => src.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual(['/assets/js/runtime~main', '/assets/js/main']);
    for (const script of scripts) expect(script.added).toBeGreaterThan(paint);
  });

  test('run as the document is parsed on a page opened at a heading, which then lands on it', async ({page}) => {
    const {parsed, scripts} = await scriptTimes(page, '/keys/wallets#coldkey-and-hotkey');
    expect(scripts).toHaveLength(2);
    for (const script of scripts) expect(script.added).toBeLessThan(parsed);
    await expect
      .poll(() => page.locator('#coldkey-and-hotkey').evaluate((heading) => Math.round(heading.getBoundingClientRect().top)))
      .toBeLessThan(120);
  });
});

test.describe('a long page hydrates its content in groups of blocks (src/components/DeferredHydration)', () => {
  test('the served content stays node for node, and a link in the last group routes in the app', async ({page}) => {
    const errors = collectErrors(page);
    await page.goto('/sdk/bt-api-ref');
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    const link = page.locator('article .theme-doc-markdown a[href^="/"]').last();
    // Preact keeps an element's handlers in its `l` field: the last group has been taken over once its link, or
    // the island around it, has them.
    await expect
      .poll(() =>
        link.evaluate((anchor) => {
          for (let node: Element | null = anchor; node && !node.classList.contains('theme-doc-markdown'); node = node.parentElement) {
            if (Object.keys((node as Element & {l?: object}).l ?? {}).length > 0) return true;
          }
          return false;
        }),
      )
      .toBe(true);

    // Every served node is still there once, in order: none removed as unclaimed, none made twice.
    const served = await (await page.request.get('/sdk/bt-api-ref')).text();
    const shape = (root: Element) => ({
      nodes: root.childNodes.length,
      tags: Array.from(root.children, (child) => child.localName).join(' '),
      text: root.textContent,
    });
    const live = await page.locator('article .theme-doc-markdown').evaluate(shape);
    const fromServer = await page.evaluate(
      ([html, shapeSource]) => {
        const root = new DOMParser().parseFromString(html, 'text/html').querySelector('article .theme-doc-markdown')!;
        return (new Function(`return ${shapeSource}`)() as typeof shape)(root);
      },
      [served, shape.toString()] as const,
    );
    expect(live.nodes).toBeGreaterThan(1000);
    expect(live).toEqual(fromServer);

    const target = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target!.replace(/[#?].*$/, '')}(#.*)?$`));
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
  });
});
