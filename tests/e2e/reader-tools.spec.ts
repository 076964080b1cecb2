import {readFileSync} from 'node:fs';
import {expect, test, type Page} from '@playwright/test';
import {docsEditUrl, siteUrl} from '../../config/site';
import {markdownFiles} from '../../scripts/lib/content-checks';
import {docRoutes} from '../unit/routes';

/** Markdown outside fenced code blocks, where JSX or imports would be leftovers rather than examples. */
const prose = (markdown: string) => markdown.replace(/^( *)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2 *$/gm, '');

const routeOf = (file: string) => {
  const route = '/' + file.slice('docs/'.length).replace(/\.mdx?$/, '').replace(/\/?index$/, '');
  return route === '/' ? '/' : route.replace(/\/$/, '');
};
const diagramRoutes = markdownFiles('docs')
  .filter((file) => readFileSync(file, 'utf8').includes('```mermaid'))
  .map(routeOf);

test.describe('pages as Markdown', () => {
  test('llms.txt lists every docs page; each link answers 200 with Markdown with no import, export or JSX; llms-full.txt holds them all', async ({request}) => {
    test.setTimeout(120_000);
    const index = await (await request.get('/llms.txt')).text();
    expect(index).toMatch(/^# Bittensor Developer Documentation\n\n> \S/);
    const links = [...index.matchAll(/\]\((https:\/\/[^)]+\.md)\): /g)].map((match) => new URL(match[1]!).pathname);
    expect(links.length).toBe(docRoutes().length);
    expect(new Set(links).size).toBe(links.length);
    const full = await (await request.get('/llms-full.txt')).text();
    for (const path of links) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain('markdown');
      const markdown = await response.text();
      expect(markdown, path).toMatch(/^# \S/);
      const text = prose(markdown);
      expect(text, `${path}: import or export left`).not.toMatch(/^\s*(import|export)\s/m);
      expect(text.replace(/`[^`\n]+`/g, ''), `${path}: JSX tag left`).not.toMatch(/<\/?[A-Z][\w.]*[\s/>]/);
      expect(full.includes(markdown), `${path} missing from llms-full.txt`).toBe(true);
    }
  });

  test('twins of pages with an admonition, a diagram, maths, tabs and a table read as Markdown', async ({request}) => {
    const twin = async (path: string) => (await request.get(path)).text();
    const emissions = await twin('/learn/emissions.md');
    expect(emissions).toMatch(/^# Emissions\n\n\S.+\n\nApplies to: /);
    expect(emissions).toMatch(/^```mermaid\nflowchart TD\n/m);
    expect(emissions).toMatch(/^\$\$\n[^$]+\n\$\$$/m);
    expect(emissions).toMatch(/^\| .+ \|\n\| -+ \|/m);
    expect(emissions).toContain(`](${siteUrl}/learn/emissions.md#`);
    const wallets = await twin('/keys/wallets.md');
    expect(wallets).toMatch(/^> \*\*Danger: Never install bittensor-wallet 4\.0\.2\*\*\n>\n> `bittensor-wallet`/m);
    const tabs = await twin('/evm-tutorials/convert-h160-to-ss58.md');
    expect(tabs).toMatch(/^\*\*polkadot\.js\*\*\n\n[\s\S]+?^\*\*Python\*\*\n\n/m);
  });

  test('every docs page links its twin in the head, and the sitemap lists it with its last-update date', async ({request}) => {
    test.setTimeout(120_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const lastmod = new Map([...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((match) => [new URL(match[1]!).pathname, match[2]]));
    for (const route of docRoutes()) {
      expect(lastmod.get(route), `${route}: no lastmod in the sitemap`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const html = await (await request.get(route)).text();
      const alternate = /<link[^>]*rel="?alternate"?[^>]*type="?text\/markdown"?[^>]*href="?([^"\s>]+)/.exec(html)?.[1];
      expect(alternate, route).toBe(route === '/' ? '/index.md' : `${route}.md`);
    }
  });

  test('robots.txt allows crawling and names the sitemap', async ({request}) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  test('"Edit this page" opens the page source in the docs repository', async ({page}) => {
    await page.goto('/learn/emissions');
    await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveAttribute('href', `${docsEditUrl}docs/learn/emissions.md`);
  });
});

test.describe('page actions', () => {
  test('Copy page puts the twin on the clipboard with a visible confirmation, from the keyboard; its code loads on use', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const scripts: {url: string; body: string; afterClick: boolean}[] = [];
    let clicked = false;
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const afterClick = clicked;
      scripts.push({url: response.url(), body: await response.text().catch(() => ''), afterClick});
    });
    await page.goto('/learn/emissions');
    await page.waitForLoadState('networkidle');
    const copy = page.getByRole('button', {name: 'Copy page as Markdown'});
    await expect(copy).toBeVisible();
    expect(scripts.filter((script) => script.body.includes('ClipboardItem')), 'copy code in the first load').toEqual([]);

    clicked = true;
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Page copied to the clipboard as Markdown');
    expect(scripts.some((script) => script.afterClick && script.body.includes('ClipboardItem')), 'copy code loaded on use').toBe(true);
    const twin = await (await page.request.get('/learn/emissions.md')).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    await expect(page.getByRole('button', {name: 'Copy page as Markdown'})).toBeVisible({timeout: 5_000});
  });

  test('View as Markdown opens the twin', async ({page}) => {
    await page.goto('/learn/emissions');
    const view = page.getByRole('link', {name: 'View as Markdown'});
    await expect(view).toHaveAttribute('href', '/learn/emissions.md');
    const [twin] = await Promise.all([page.waitForEvent('popup'), view.click()]);
    await twin.waitForLoadState();
    expect(new URL(twin.url()).pathname).toBe('/learn/emissions.md');
    await expect(twin.locator('body')).toContainText('# Emissions');
  });

  test('on a phone both actions sit above the title, inside the page', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/learn/emissions');
    for (const action of [page.getByRole('button', {name: 'Copy page as Markdown'}), page.getByRole('link', {name: 'View as Markdown'})]) {
      await expect(action).toBeInViewport();
      const box = (await action.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.y).toBeLessThan((await page.locator('h1').first().boundingBox())!.y);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

/** Smallest rendered text of each visible diagram in px: the SVG's own font size times the scale it is drawn at. */
async function diagramTextSizes(page: Page) {
  return page.locator('img.static-diagram').evaluateAll(async (images) => {
    const results: {src: string; textPx: number; scrolls: boolean; focusable: boolean}[] = [];
    for (const image of images as HTMLImageElement[]) {
      if (image.getClientRects().length === 0) continue;
      const svg = await (await fetch(image.src)).text();
      const host = document.createElement('div');
      host.style.cssText = 'position:absolute;left:-100000px;top:0';
      host.innerHTML = svg;
      document.body.append(host);
      const root = host.querySelector('svg')!;
      const viewBoxWidth = root.viewBox.baseVal.width;
      const sizes = Array.from(root.querySelectorAll('*'))
        .filter((element) => element.tagName !== 'style' && Array.from(element.childNodes).some((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim() !== ''))
        .map((element) => parseFloat(getComputedStyle(element).fontSize));
      host.remove();
      const figure = image.closest('figure')!;
      results.push({
        src: image.getAttribute('src')!,
        textPx: Math.min(...sizes) * (image.getBoundingClientRect().width / viewBoxWidth),
        scrolls: figure.scrollWidth > figure.clientWidth + 1,
        focusable: figure.tabIndex === 0 && figure.getAttribute('role') === 'region' && Boolean(figure.getAttribute('aria-label')),
      });
    }
    return results;
  });
}

test('every diagram renders its text at least 12 px high at 1,280 and 390 px, scrolls inside a focusable region when wide, and never widens the page', async ({page}) => {
  test.setTimeout(180_000);
  expect(diagramRoutes.length).toBeGreaterThan(10);
  for (const width of [1280, 390]) {
    await page.setViewportSize({width, height: 900});
    for (const route of diagramRoutes) {
      await page.goto(route);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      // A diagram inside a collapsed <details> is measured opened, as a reader would see it.
      // The theme's <details> shows its content a frame after the click, so each diagram is awaited before it is
      // measured (the sections are marked first: once open, they no longer match the selector that found them).
      const closed = await page.locator('details:not([open]):has(img.static-diagram)').evaluateAll((sections) =>
        sections.map((section, index) => (section.setAttribute('data-test-closed', String(index)), String(index))),
      );
      for (const index of closed) {
        const section = page.locator(`details[data-test-closed="${index}"]`);
        await section.locator('> summary').click();
        await section.locator('img.static-diagram').filter({visible: true}).first().waitFor();
      }
      const diagrams = await diagramTextSizes(page);
      expect(diagrams.length, `${route} at ${width} px shows no diagram`).toBeGreaterThan(0);
      for (const diagram of diagrams) {
        expect(diagram.textPx, `${route} ${diagram.src} at ${width} px`).toBeGreaterThanOrEqual(12 - 0.01);
        if (diagram.scrolls) expect(diagram.focusable, `${route} ${diagram.src} scrolls at ${width} px without a tab stop`).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${route} wider than the window at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});
