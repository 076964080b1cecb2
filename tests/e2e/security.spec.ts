import {readFileSync} from 'node:fs';
import {expect, test, type Page} from '@playwright/test';

/**
 * The Content-Security-Policy of build/_headers, as a static host sends it (scripts/lib/static-server.ts sends it in
 * every e2e test, so the crawl in crawl.spec.ts also fails on any page the policy breaks). Here: the header is
 * there, pages and their interactive parts raise no violation, and nothing is requested from another origin.
 */
const pages = ['/', '/learn/introduction', '/keys/wallets', '/sdk/bt-api-ref', '/btcli/btcli-playground', '/search?q=stake', '/fees', '/no/such/page'];

async function recordViolations(page: Page): Promise<{violations: string[]; consoleErrors: string[]; thirdParty: string[]}> {
  const seen = {violations: [] as string[], consoleErrors: [] as string[], thirdParty: [] as string[]};
  await page.exposeFunction('__cspViolation', (text: string) => seen.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as {__cspViolation: (text: string) => void}).__cspViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.consoleErrors.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:') seen.thirdParty.push(request.url());
  });
  return seen;
}

test('pages load under the CSP with no violation and no request to another origin', async ({page}) => {
  test.setTimeout(120_000);
  const seen = await recordViolations(page);
  for (const path of pages) {
    const response = await page.goto(path);
    // A redirect page answers first; the header is checked on the page the reader ends on.
    const headers = (await page.waitForLoadState('networkidle').then(() => response))?.headers() ?? {};
    if (path !== '/fees') expect(headers['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.locator('h1').first(), path).toBeVisible();
  }
  // The interactive parts: colour mode, the search modal over the embedded index, the mobile menu.
  await page.goto('/learn/introduction');
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.getByRole('button', {name: /dark mode|system mode|light mode/i}).click();
  await page.locator('.navbar .DocSearch-Button').click();
  await page.locator('.DocSearch-Input').fill('wallets');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({width: 600, height: 800});
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();

  console.log(`CSP: ${pages.length} pages and the search modal, colour toggle and mobile menu under the policy`);
  expect(seen.violations).toEqual([]);
  expect(seen.consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  expect(seen.thirdParty).toEqual([]);
});

test('the check above can fail: the same page under a policy without the hashes reports violations', async ({page}) => {
  const seen = await recordViolations(page);
  const policy = /Content-Security-Policy: (.+)/.exec(readFileSync('build/_headers', 'utf8'))![1]!.replace(/ 'sha256-[^']+'/g, '');
  await page.route('**/learn/introduction', async (route) => {
    const response = await route.fetch();
    await route.fulfill({response, headers: {...response.headers(), 'content-security-policy': policy}});
  });
  await page.goto('/learn/introduction');
  await expect.poll(() => seen.violations.length).toBeGreaterThan(0);
  expect(seen.violations.join('\n')).toContain('script-src');
});

test('security headers on pages, assets and the not-found page', async ({request}) => {
  for (const path of ['/', '/learn/introduction', '/no/such/page', '/sitemap.xml']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
});
