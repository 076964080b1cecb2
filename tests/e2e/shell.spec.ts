import {expect, test} from '@playwright/test';
import {navbarItems} from '../../config/navbar';
import {announcementBar, docsRepositoryUrl} from '../../config/site';

const docPage = '/learn/introduction';

test.describe('colour mode', () => {
  test('starts light even when the system prefers dark', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });

  test('the choice persists across reloads and follows other tabs', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(docPage);
    await second.goto('/');
    await first.getByRole('button', {name: /dark mode|system mode|light mode/i}).click();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await first.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await first.reload();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('announcement bar', () => {
  test('warns about official sources, stays dismissed across reloads', async ({page}) => {
    await page.goto('/');
    const bar = page.getByRole('banner').filter({hasText: 'official release announcements'}).or(page.locator('div[role="banner"]'));
    await expect(bar.first()).toContainText(announcementBar.content);
    // The close button works once the app runs, after the first paint; a click before that would be lost.
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.getByRole('button', {name: 'Close'}).click();
    await expect(page.getByText(announcementBar.content)).toBeHidden();
    await page.reload();
    await expect(page.getByText(announcementBar.content)).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
  });

  test('comes back when its id changes', async ({page}) => {
    await page.goto('/');
    // A reader who dismissed an earlier announcement: another id is stored as dismissed.
    await page.evaluate(() => {
      window.localStorage.setItem('docusaurus.announcement.id', 'an_older_announcement');
      window.localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await page.reload();
    await expect(page.getByText(announcementBar.content)).toBeVisible();
  });
});

test.describe('navbar', () => {
  test('shows the items of SPEC §2.3 in order, the repository link on the right', async ({page}) => {
    await page.setViewportSize({width: 1400, height: 900});
    await page.goto(docPage);
    const expected = navbarItems
      .filter((item) => item.position === 'left')
      .map((item) => (item.type === 'search' ? 'Search' : String(item.label)));
    const left = page.locator('.navbar__items:not(.navbar__items--right) > :is(a.navbar__item, .navbar__item, div)');
    const texts = (await left.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
    const seen = texts.map((text) => (text.startsWith('Search') ? 'Search' : text));
    expect(seen).toEqual(expected);
    await expect(page.locator('.navbar__items--right').getByRole('link', {name: 'Source of these docs on GitHub'})).toHaveAttribute(
      'href',
      docsRepositoryUrl,
    );
  });

  test('is 96 px high with the spec padding on desktop', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(docPage);
    const box = await page.locator('nav.navbar').boundingBox();
    expect(box?.height).toBe(96);
    const padding = await page.locator('nav.navbar').evaluate((nav) => getComputedStyle(nav).padding);
    expect(padding).toBe('24px 48px');
  });

  test('hides while scrolling down and returns on scroll up', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 700});
    await page.goto(docPage);
    const navbar = page.locator('nav.navbar');
    for (const y of [300, 800, 1400]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      // Two frames: the theme reads the scroll position in a scroll listener and moves the navbar in the next frame.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    await expect.poll(async () => (await navbar.boundingBox())?.y ?? 0).toBeLessThan(-50);
    await page.evaluate(() => window.scrollTo(0, 1000));
    await expect.poll(async () => (await navbar.boundingBox())?.y ?? -100).toBeGreaterThanOrEqual(0);
  });

  test('below 996 px opens a menu that closes when the window widens', async ({page}) => {
    await page.setViewportSize({width: 900, height: 800});
    await page.goto(docPage);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    // On a docs page the menu opens on the docs sidebar; the navbar items are one level up.
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    await expect(sidebar.getByRole('link', {name: 'What is Bittensor?'}).first()).toBeVisible();
    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  });
});

test.describe('docs page', () => {
  test('the skip link comes first in the tab order and moves focus to the content', async ({page}) => {
    await page.goto(docPage);
    // The app's scripts run after the first paint, which can come after the load event Playwright waits for.
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toHaveText('Skip to main content');
    await page.keyboard.press('Enter');
    // The next Tab lands inside the page content, past the navbar.
    await page.keyboard.press('Tab');
    const inContent = await page.evaluate(
      () => Boolean(document.activeElement?.closest('#__docusaurus_skipToContent_fallback')) && !document.activeElement?.closest('nav.navbar'),
    );
    expect(inContent).toBe(true);
  });

  test('the table of contents lists only h2 and h3 headings', async ({page}) => {
    await page.setViewportSize({width: 1400, height: 900});
    await page.goto(docPage);
    const headings = page.locator('article .markdown').locator('h2[id], h3[id]');
    const tocLinks = page.locator('.table-of-contents a');
    const headingIds = await headings.evaluateAll((nodes) => nodes.map((node) => node.id));
    const tocTargets = await tocLinks.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')!.slice(1)));
    expect(tocTargets.length).toBeGreaterThan(0);
    expect(tocTargets).toEqual(headingIds);
  });

  test('shows when the page was last updated', async ({page}) => {
    await page.goto(docPage);
    await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on \w+ \d{1,2}, \d{4}/);
  });

  test('the sidebar cannot be hidden and collapses other categories', async ({page}) => {
    await page.setViewportSize({width: 1400, height: 900});
    await page.goto(docPage);
    await expect(page.getByRole('button', {name: 'Collapse sidebar'})).toHaveCount(0);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    const keys = sidebar.getByRole('button', {name: 'Keys and wallets'}).or(sidebar.getByRole('link', {name: 'Keys and wallets'}));
    await keys.first().click();
    await expect(sidebar.getByRole('link', {name: /Wallets/}).first()).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Neurons', exact: false})).toBeHidden();
  });

  test('footer has link columns, the copyright line and a contact link', async ({page}) => {
    await page.goto(docPage);
    const footer = page.locator('footer.footer');
    await expect(footer.locator('.footer__col')).toHaveCount(3);
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByRole('link', {name: 'Contact the docs team'})).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', {name: /bittensor\.com/})).toBeVisible();
  });
});

test('the home page offers search and a path for every reader group', async ({page}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', {level: 1})).toContainText('Developer Documentation');
  await expect(page.locator('header .DocSearch-Button')).toBeVisible();
  for (const audience of ['Developers', 'Miners', 'Validators', 'Stakers', 'Subnet creators', 'Senators', 'EVM users']) {
    await expect(page.getByRole('heading', {level: 3, name: audience})).toBeVisible();
  }
});
