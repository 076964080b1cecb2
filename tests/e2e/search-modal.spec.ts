import {expect, test, type Page} from '@playwright/test';
import {collectErrors} from './helpers';

/**
 * The DocSearch modal over the embedded index (SPEC §2.4, §4, §5, §8, §9), on the production build.
 * Queries target pages that exist today (keys/wallets, getting-started/install-btcli); writers add more.
 */
const docPage = '/learn/introduction';
const navbarButton = (page: Page) => page.locator('.navbar .DocSearch-Button');
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const hits = (page: Page) => page.locator('.DocSearch-Hit');
const isIndexRequest = (url: string) => url.includes('/search-index/');

/** Navigates and waits for React to hydrate (keyboard shortcuts are bound after hydration). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  // Bounded, so a page that never hydrates fails here by name rather than as the test's timeout.
  await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 15_000});
}

async function openWithClick(page: Page, path = docPage): Promise<void> {
  await visit(page, path);
  await navbarButton(page).click();
  await expect(modal(page)).toBeVisible();
}

async function search(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  // Wait for this query's answer, not the start screen still showing while a sharded index loads.
  await expect(page.locator('.DocSearch-StartScreen')).toHaveCount(0);
  await expect(page.locator('.DocSearch-Hits, .DocSearch-NoResults').first()).toBeVisible();
  // While a sharded index fetches the files a query needs, DocSearch keeps showing the recent searches it had;
  // wait for this query's own hits.
  await expect(page.locator('.DocSearch-Hit-source', {hasText: /^(Recent|Favorite)$/})).toHaveCount(0);
}

test.describe('loading', () => {
  test('nothing search-related loads with the page; the index loads on first hover', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await visit(page, docPage);
    await page.waitForLoadState('networkidle');
    expect(requests.filter(isIndexRequest)).toEqual([]);
    expect(requests.filter((url) => url.includes('search-engine'))).toEqual([]);
    expect(requests.filter((url) => url.includes('algolia'))).toEqual([]);
    // Embedded mode sends nothing to a third party: no preconnect hint to Algolia either.
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);

    const indexRequest = page.waitForRequest((request) => isIndexRequest(request.url()));
    await navbarButton(page).hover();
    await indexRequest;
  });

  test('focus or touch also starts the download', async ({browser}) => {
    const context = await browser.newContext({hasTouch: true});
    const page = await context.newPage();
    await visit(page, docPage);
    const indexRequest = page.waitForRequest((request) => isIndexRequest(request.url()));
    await navbarButton(page).focus();
    await indexRequest;
    await context.close();

    const touchContext = await browser.newContext({hasTouch: true, isMobile: true, viewport: {width: 1200, height: 800}});
    const touchPage = await touchContext.newPage();
    await visit(touchPage, docPage);
    const touchRequest = touchPage.waitForRequest((request) => isIndexRequest(request.url()));
    await navbarButton(touchPage).dispatchEvent('touchstart');
    await touchRequest;
    await touchContext.close();
  });
});

test.describe('opening and closing', () => {
  test('opens by click, shows the placeholder and focuses the input', async ({page}) => {
    await openWithClick(page);
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('placeholder', 'Search docs');
  });

  test('the button shows Ctrl K and opens on Ctrl+K', async ({page}) => {
    await visit(page, docPage);
    // Ctrl is drawn as an icon; the accessible name spells it out.
    await expect(navbarButton(page)).toHaveAttribute('aria-label', 'Search (Ctrl+K)');
    await expect(navbarButton(page).locator('.DocSearch-Button-Keys svg')).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
  });

  test('on a Mac the button shows ⌘ K and Cmd+K opens', async ({browser}) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    });
    // DocSearch detects a Mac from navigator.platform, which the user agent alone does not change.
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', {get: () => 'MacIntel'}));
    const page = await context.newPage();
    await visit(page, docPage);
    await expect(navbarButton(page).locator('.DocSearch-Button-Keys')).toHaveText('⌘K');
    await expect(navbarButton(page)).toHaveAttribute('aria-label', 'Search (Command+K)');
    await page.keyboard.press('Meta+k');
    await expect(modal(page)).toBeVisible();
    await context.close();
  });

  test('opens on slash', async ({page}) => {
    await visit(page, docPage);
    await page.locator('main').click({position: {x: 5, y: 5}, timeout: 10_000});
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('');
  });

  test('typing into the focused search button opens the modal with that key as the query', async ({page}) => {
    await visit(page, docPage);
    await navbarButton(page).focus();
    await page.keyboard.press('w');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('w');
  });

  test('a key typed the moment the real search button replaces the stand-in still opens the modal with it', async ({page}) => {
    await visit(page, docPage);
    // At the first moment the focused stand-in has left the page (the mutation observer's callback, before any
    // later task such as a real key press can run), checks where focus is and presses a key there, as a reader
    // typing during the swap would.
    await page.evaluate(() => {
      const standIn = document.querySelector('.navbar .DocSearch-Button');
      const target = window as unknown as {focusAtSwap?: string};
      new MutationObserver((_, observer) => {
        if (standIn?.isConnected) return;
        observer.disconnect();
        const active = document.activeElement;
        target.focusAtSwap = active?.matches('.navbar .DocSearch-Button') ? 'search button' : (active?.tagName ?? 'none');
        (active ?? window).dispatchEvent(new KeyboardEvent('keydown', {key: 'w', keyCode: 87, bubbles: true} as KeyboardEventInit));
      }).observe(document.body, {childList: true, subtree: true});
    });
    await navbarButton(page).focus();
    await expect.poll(() => page.evaluate(() => (window as unknown as {focusAtSwap?: string}).focusAtSwap)).toBe('search button');
    await expect(modal(page)).toBeVisible();
    await expect(input(page)).toHaveValue('w');
  });

  test('Escape closes the modal and gives focus back to the button', async ({page}) => {
    await openWithClick(page);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(navbarButton(page)).toBeFocused();
  });

  test('the home page hero search opens the same modal', async ({page}) => {
    await visit(page, '/');
    await page.locator('header .DocSearch-Button').first().click();
    await expect(modal(page)).toBeVisible();
    await search(page, 'wallet');
    await expect(hits(page).first()).toBeVisible();
  });
});

test.describe('input', () => {
  test('accepts at most 64 characters', async ({page}) => {
    await openWithClick(page);
    await input(page).pressSequentially('x'.repeat(80));
    await expect(input(page)).toHaveValue('x'.repeat(64));
  });
});

test.describe('results', () => {
  test('hits link to pages and to heading anchors, grouped by section, with highlights', async ({page}) => {
    const errors = collectErrors(page);
    await openWithClick(page);
    await search(page, 'wallets');
    // Ranking is not under test here (the relevance benchmark measures it): the page's own hit is among them.
    const pageHit = hits(page).filter({has: page.locator('a[href="/keys/wallets"]')}).first();
    await expect(pageHit).toBeVisible();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: /^Keys and wallets$/})).toHaveCount(1);
    await expect(pageHit.locator('mark').first()).toHaveText(/wallet/i);
    const anchored = hits(page).locator('a[href*="#"]').first();
    const href = (await anchored.getAttribute('href'))!;
    await anchored.click();
    await expect(page).toHaveURL(href);
    await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeInViewport();
    expect(errors).toEqual([]);
  });

  test('prefix matching on the word being typed, typo tolerance and synonyms', async ({page}) => {
    await openWithClick(page);
    await search(page, 'install btc');
    await expect(hits(page).first().locator('a')).toHaveAttribute('href', /^\/getting-started\/install-btcli/);
    await search(page, 'walets');
    await expect(hits(page).locator('a[href^="/keys/wallets"]').first()).toBeVisible();
    await search(page, 'cold key');
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/cold ?key/i);
  });

  test('content snippets are 10 words, 5 on screens up to 768 px', async ({browser}) => {
    for (const [width, words] of [
      [1280, 10],
      [768, 5],
    ] as const) {
      const context = await browser.newContext({viewport: {width, height: 900}});
      const page = await context.newPage();
      await visit(page, docPage);
      await page.keyboard.press('Control+k');
      // A word found in body text, so that hits carry paragraph snippets.
      await search(page, 'sr25519 public key');
      await expect(hits(page).first()).toBeVisible();
      // DocSearch snippets every title and path line (headings and body text) to that many words.
      const texts = await page.locator('.DocSearch-Hit-title, .DocSearch-Hit-path').allInnerTexts();
      expect(texts.length).toBeGreaterThan(0);
      const counts = texts.map((text) => text.replace(/…/g, ' ').split(/\s+/).filter((w) => /\w/.test(w)).length);
      expect(Math.max(...counts)).toBeLessThanOrEqual(words);
      expect(texts.some((text) => text.includes('…')), 'some body text was cut to fit').toBe(true);
      await context.close();
    }
  });

  test('keyboard: arrows move the selection, Enter opens it; the footer shows the hints', async ({page}) => {
    await openWithClick(page);
    await search(page, 'wallets');
    const footer = page.locator('.DocSearch-Footer');
    await expect(footer).toContainText('to select');
    await expect(footer).toContainText('to navigate');
    await expect(footer).toContainText('to close');
    await expect(hits(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    const href = (await hits(page).nth(1).locator('a').getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(href);
  });

  test("'See all {count} results' leads to the search page for the query", async ({page}) => {
    await openWithClick(page);
    await search(page, 'coldkey');
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    await expect(seeAll).toHaveText(/^See all \d+ results$/);
    const count = Number((await seeAll.innerText()).match(/\d+/)![0]);
    expect(count).toBeGreaterThan(20);
    await seeAll.click();
    await expect(page).toHaveURL('/search?q=coldkey');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "coldkey"');
    await expect(page.getByText(`${count} documents found`)).toBeVisible();
  });
});

test.describe('no results', () => {
  test("shows 'No results for', up to 3 suggestions from earlier results, and the report link", async ({page}) => {
    await openWithClick(page);
    // Earlier queries in the session provide the section names DocSearch suggests.
    await search(page, 'coldkey');
    await search(page, 'tao');
    // The hits on screen can still be the answer to 'coldkey' while the answer to 'tao' is on its way; DocSearch
    // takes its suggestions from whichever answer comes last, so they would change under the click below.
    await expect(page.locator('.DocSearch-Hits mark', {hasText: /^tao$/i}).first()).toBeVisible();
    await input(page).fill('qqxzzv');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for');
    await expect(screen).toContainText('"qqxzzv"');
    await expect(screen).toContainText('Try searching for');
    const suggestions = screen.locator('.DocSearch-NoResults-Prefill-List li');
    expect(await suggestions.count()).toBeGreaterThan(0);
    expect(await suggestions.count()).toBeLessThanOrEqual(3);
    await expect(screen).toContainText('Believe this query should return results?');
    const report = screen.getByRole('link', {name: 'Let us know.'});
    await expect(report).toHaveAttribute('href', /^https:\/\/github\.com\/latent-to\/developer-docs\/issues\/new\?title=.*qqxzzv/);
    // A suggestion runs that query.
    // DocSearch fills the input with the suggestion in lower case, followed by a space.
    const suggestion = (await suggestions.first().innerText()).trim();
    // By its text: the list can be drawn again between the read and the click.
    await suggestions.filter({hasText: suggestion}).first().locator('button').click();
    await expect(input(page)).toHaveValue(`${suggestion.toLowerCase()} `);
    await expect(hits(page).first()).toBeVisible();
  });
});

test.describe('recent and favourite searches', () => {
  test("'No recent searches' when empty; a visited hit becomes a recent search, can be saved and removed", async ({page}) => {
    await openWithClick(page);
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    await search(page, 'wallets');
    const title = (await hits(page).first().locator('.DocSearch-Hit-title').innerText()).trim();
    await hits(page).first().locator('a').click();
    await navbarButton(page).click();
    const recent = page.locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(recent.locator('.DocSearch-Hit-title')).toHaveText(title);

    await recent.locator('.DocSearch-Hit').first().hover();
    await recent.getByTitle('Save this search').click();
    const favourites = page.locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})});
    await expect(favourites.locator('.DocSearch-Hit-title')).toHaveText(title);
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toHaveCount(0);

    await favourites.locator('.DocSearch-Hit').first().hover();
    await favourites.getByTitle('Remove this search from favorites').click();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})).toHaveCount(0);
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
  });

  test('keeps 7 recent searches, 4 when favourites exist', async ({page}) => {
    await visit(page, docPage);
    // Visit 8 different hits, the way a reader would.
    const visited = new Set<string>();
    for (const query of ['wallets', 'coldkey', 'hotkey', 'seed phrase', 'install btcli', 'yuma consensus', 'emissions', 'stake', 'subnet']) {
      if (visited.size === 8) break;
      await navbarButton(page).click();
      await search(page, query);
      const candidates = hits(page).locator('a');
      const count = await candidates.count();
      for (let i = 0; i < count; i++) {
        const href = (await candidates.nth(i).getAttribute('href'))!;
        if (visited.has(href)) continue;
        visited.add(href);
        await candidates.nth(i).click();
        break;
      }
      await expect(modal(page)).toHaveCount(0);
    }
    expect(visited.size).toBe(8);
    await navbarButton(page).click();
    const section = (name: string) =>
      page.locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: name})}).locator('.DocSearch-Hit');
    await expect(section('Recent')).toHaveCount(7);

    await section('Recent').first().hover();
    await section('Recent').first().getByTitle('Save this search').click();
    await expect(section('Favorite')).toHaveCount(1);
    // DocSearch applies the lower limit the next time the modal opens.
    await page.keyboard.press('Escape');
    await navbarButton(page).click();
    await expect(section('Favorite')).toHaveCount(1);
    await expect(section('Recent')).toHaveCount(4);
  });

  test('keeps at most 10 favourites', async ({page}) => {
    await visit(page, docPage);
    // Twelve saved searches in DocSearch's own storage format (what saving a hit writes).
    await page.evaluate(() => {
      const favourites = Array.from({length: 12}, (_, i) => ({
        objectID: `favourite-${i}`,
        type: 'lvl1',
        url: `https://docs.learnbittensor.org/keys/wallets?f=${i}`,
        content: null,
        hierarchy: {lvl0: 'Keys and wallets', lvl1: `Saved search ${i}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      }));
      window.localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__bittensor-docs', JSON.stringify(favourites));
    });
    await page.reload();
    await navbarButton(page).click();
    const favourites = page
      .locator('.DocSearch-Hits')
      .filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})})
      .locator('.DocSearch-Hit');
    await expect(favourites).toHaveCount(10);
    await expect(favourites.first()).toContainText('Saved search 0');
  });
});

test.describe('errors', () => {
  test("'Unable to fetch results' when the index cannot be fetched; a later query retries", async ({page}) => {
    await page.route('**/search-index/**', (route) => route.abort('internetdisconnected'));
    await openWithClick(page);
    await input(page).fill('wallet');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);

    await page.unroute('**/search-index/**');
    await input(page).fill('wallets');
    await expect(hits(page).locator('a[href="/keys/wallets"]').first()).toBeVisible();
    await expect(error).toHaveCount(0);
  });

  test("an index request that never answers times out (10 s) into 'Unable to fetch results'; a later query retries", async ({page}) => {
    test.setTimeout(60_000);
    let hanging = true;
    // Held requests are never answered while hanging: only the client's own timeout can end them.
    await page.route('**/search-index/**', (route) => (hanging ? undefined : route.fallback()));
    await openWithClick(page);
    await input(page).fill('wallet');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results', {timeout: 25_000});
    hanging = false;
    await input(page).fill('wallets');
    await expect(hits(page).locator('a[href="/keys/wallets"]').first()).toBeVisible();
    await expect(error).toHaveCount(0);
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });
});
