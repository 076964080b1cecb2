import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {expect, test} from '@playwright/test';
import {load} from 'cheerio';
import {redirects} from '../../config/redirects';
import type {DocsUrl} from '../../scripts/lib/docs-urls';
import type {ChainErrors} from '../../scripts/extract-chain-errors';
import {describe, land, toolLinks, type Landing, type Site, type ToolLink} from '../../scripts/lib/tool-links';

/**
 * Readers reach the docs from their terminal: btcli 9.21.2 and SDK 10.2.0 print docs URLs in error messages, help
 * texts, prompts and docstrings (config/api-snapshot/docs-urls.json, generated from their sources by
 * `npm run api-snapshot`). Each must land on a page of `build/` that holds its #anchor, directly or through a client
 * redirect (config/redirects.ts) that forwards the fragment. Links to docs.bittensor.com count as this site: that
 * host redirects path for path (README, Deploying). The chain-error links are filled in for every error of
 * tests/fixtures/chain-errors.json.
 */

/** Docs URLs outside the tools' Python sources that readers still follow. */
const extraLinks: ToolLink[] = [
  {
    url: 'https://docs.learnbittensor.org/getting-started/install-btcli#configuration',
    path: '/getting-started/install-btcli',
    anchor: 'configuration',
    printedBy: ['bittensor contrib/CONTRIBUTING.md (SDK 10.2.0)'],
  },
  // Pages the MEV-shield and SDK-landing work adds, linked from the pages that mention them.
  {url: 'https://docs.learnbittensor.org/concepts/mev-shield', path: '/concepts/mev-shield', anchor: null, printedBy: ['new page (MEV shield)']},
  {url: 'https://docs.learnbittensor.org/sdk', path: '/sdk', anchor: null, printedBy: ['new page (SDK landing)']},
];

/**
 * Pages other work is writing for these links (not in this build until it merges). Their links are reported on
 * their own line of the failure message.
 */
const pagesInProgress = new Set([
  '/staking-and-delegation/root-claims',
  '/staking-and-delegation/root-claims/managing-root-claims',
  '/concepts/mev-shield',
  '/sdk/mev-protection',
  '/sdk/call',
  '/sdk',
  '/keys/proxies',
  '/keys/proxies/create-proxy',
  '/keys/proxies/pure-proxies',
  '/keys/coldkey-swap',
  '/miners/autostaking',
  '/subnets/neuron-tls-certificates',
]);

const buildDir = 'build';

function routeOf(file: string): string {
  const path = relative(buildDir, file).split(sep).join('/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${path}`.replace(/\/$/, '') || '/';
}

/** The build as the links see it: its pages, the client redirects, the ids of each page. */
function builtSite(): Site {
  const files = readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
  const html = new Map(files.map((file) => [routeOf(file), file]));
  const parsed = new Map<string, ReturnType<typeof load>>();
  const page = (route: string) => {
    if (!parsed.has(route)) parsed.set(route, load(readFileSync(html.get(route)!, 'utf8')));
    return parsed.get(route)!;
  };
  const redirectTo = new Map(redirects.map(({from, to}) => [from, to]));
  return {
    pages: new Set(html.keys()),
    redirects: redirectTo,
    forwardsFragment: (from) => {
      if (!html.has(from)) return false;
      const $ = page(from);
      // @docusaurus/plugin-client-redirects: `window.location.href = '<to>' + window.location.search + window.location.hash`.
      return $('script')
        .toArray()
        .some((script) => new RegExp(`window\\.location\\.href = '${redirectTo.get(from)}' \\+ window\\.location\\.search \\+ window\\.location\\.hash`).test($(script).text()));
    },
    ids: (route) => {
      const $ = page(route);
      return new Set([...$('[id]').map((_, element) => $(element).attr('id')!), ...$('a[name]').map((_, element) => $(element).attr('name')!)]);
    },
  };
}

const docsUrls = JSON.parse(readFileSync('config/api-snapshot/docs-urls.json', 'utf8')) as {urls: DocsUrl[]};
const chainErrors = JSON.parse(readFileSync('tests/fixtures/chain-errors.json', 'utf8')) as ChainErrors;
const errorNames = chainErrors.pallets.flatMap((pallet) => pallet.errors);
const links = toolLinks(docsUrls.urls, errorNames, extraLinks);

test('every docs URL btcli and the SDK print, and every chain-error link, lands on a page holding its anchor', () => {
  test.skip(!existsSync(join(buildDir, 'index.html')), 'build is not built');
  const site = builtSite();
  const landings = links.map((link) => land(link, site));
  const failed = landings.filter((landing) => landing.problem !== null);
  const waiting = (landing: Landing) => pagesInProgress.has(landing.link.path) || (landing.page !== null && pagesInProgress.has(landing.page));
  const line = (landing: Landing) => `  ${describe(landing)}: ${landing.problem} [${landing.link.printedBy.join('; ')}]`;
  const errorLinks = links.filter((link) => link.url.includes('/errors') && link.anchor !== null).length;
  console.log(
    `tool links: ${links.length} checked (${docsUrls.urls.length} distinct URLs in docs-urls.json, ${errorLinks} chain-error links, ` +
      `${extraLinks.length} extra), ${landings.filter((landing) => landing.via !== null).length} through a redirect, ${failed.length} failing`,
  );
  const pending = failed.filter(waiting);
  const broken = failed.filter((landing) => !waiting(landing));
  const message = [
    broken.length > 0 ? `${broken.length} tool links land nowhere or miss their anchor:\n${broken.map(line).join('\n')}` : '',
    pending.length > 0 ? `${pending.length} tool links wait for pages still being written:\n${pending.map(line).join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  expect(failed.length, message).toBe(0);
});

/** Redirected links a browser follows, fragment and all (a percent-encoded one among them). */
const followed = [
  ['https://docs.learnbittensor.org/glossary#hotkey', '/resources/glossary'],
  ['https://docs.learnbittensor.org/resources/glossary#drandtime-lock-encryption', '/resources/glossary'],
  ['https://docs.learnbittensor.org/subtensor-api/errors#amounttoolow', '/errors/subtensor'],
  ['https://docs.learnbittensor.org/subtensor-api/errors#deposittoolow', '/errors/subtensor'],
  ['https://docs.bittensor.com/dynamic-tao/dtao-guide#rate-%CF%84_in%CE%B1_in', '/dynamic-tao'],
  ['https://docs.learnbittensor.org/subnets/crowdloans/crowdloans-tutorial#get-the-crowdloan-id', '/subnets/crowdloans/crowdloans-tutorial'],
  ['https://docs.learnbittensor.org/staking-and-delegation/staking', '/staking-and-delegation/delegation'],
  ['https://docs.bittensor.com/reference/btcli', '/btcli'],
  ['https://docs.learnbittensor.org/liquidity-positions/', '/liquidity-positions'],
] as const;

for (const [url, landsOn] of followed) {
  test(`in Chromium, ${url} lands on ${landsOn}${new URL(url).hash ? ' with its fragment in view' : ''}`, async ({page}) => {
    test.skip(!existsSync(join(buildDir, 'index.html')), 'build is not built');
    expect(links.map((link) => link.url), `${url} is one of the checked links`).toContain(url);
    const printed = new URL(url);
    await page.goto(`${printed.pathname}${printed.hash}`);
    await page.waitForURL((current) => current.pathname === landsOn);
    await expect(page.locator('h1').first()).not.toHaveText('Page Not Found');
    const hash = await page.evaluate(() => window.location.hash);
    expect(decodeURIComponent(hash)).toBe(decodeURIComponent(printed.hash));
    if (!printed.hash) return;
    const id = decodeURIComponent(printed.hash.slice(1));
    // The browser scrolls to the element the fragment names: it is on screen, at or near the top.
    await expect
      .poll(async () =>
        page.evaluate((target) => {
          const element = document.getElementById(target);
          if (!element) return 'missing';
          const top = element.getBoundingClientRect().top;
          return top >= -1 && top < window.innerHeight / 2 ? 'in view' : `at ${Math.round(top)} px`;
        }, id),
      )
      .toBe('in view');
  });
}
