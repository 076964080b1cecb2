import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {test} from 'node:test';
import configModule from '../../docusaurus.config';
import {docsPluginOptions} from '../../config/docs-plugin';
import {navbarItems} from '../../config/navbar';
import {unwrapDefault} from './routes';

const config = await unwrapDefault(configModule)();

test('site configuration follows SPEC §3', () => {
  assert.equal(config.title, 'Bittensor');
  assert.equal(config.tagline, 'Developer Documentation');
  assert.equal(config.baseUrl, '/');
  assert.equal(config.trailingSlash, false);
  assert.equal(config.onBrokenLinks, 'throw');
  assert.equal(config.onBrokenAnchors, 'throw');
  assert.deepEqual(config.i18n?.locales, ['en']);
  assert.equal(config.i18n?.defaultLocale, 'en');
  assert.match(config.url, /^https:\/\/[^/]+$/);
  // The production domain btcli 9.21.2 and SDK 10.2.0 link to (docs.bittensor.com redirects there at the host).
  if (process.env.SITE_URL === undefined) assert.equal(config.url, 'https://docs.learnbittensor.org');
});

test('docs pages show their last-update time (the repository is a git worktree)', () => {
  const [, presetOptions] = (config.presets as [string, {docs: {showLastUpdateTime?: boolean; routeBasePath?: string}}][])[0]!;
  assert.equal(presetOptions.docs.showLastUpdateTime, true);
  assert.equal(presetOptions.docs.routeBasePath, '/');
  assert.equal(docsPluginOptions(process.cwd()).showLastUpdateTime, true);
});

test('navbar keeps the SPEC §2.3 order, search box included', () => {
  const labels = navbarItems.map((item) => (item.type === 'search' ? 'search' : (item.label ?? item['aria-label'])));
  assert.deepEqual(labels, [
    'Announcements',
    'What is Bittensor?',
    'Bittensor SDK Reference',
    'BTCLI Live Coding Playground',
    'EVM on Bittensor',
    'search',
    'Releases',
    'Source of these docs on GitHub',
  ]);
  const repoLink = navbarItems.at(-1)!;
  assert.equal(repoLink.position, 'right');
  assert.match(String(repoLink.href), /^https:\/\/github\.com\//);
});

test('every navbar item points at a page that exists', () => {
  for (const item of navbarItems) {
    if (typeof item.to !== 'string') continue;
    const route = item.to.replace(/^\//, '');
    assert.ok(
      existsSync(`docs/${route}.md`) || existsSync(`docs/${route}.mdx`) || existsSync(`docs/${route}/index.md`),
      `navbar item "${String(item.label)}" links to ${item.to}, which has no page`,
    );
  }
});

test('theme settings encode SPEC §2.3, §4 and §9', () => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the theme config is read field by field below
  const theme = config.themeConfig as Record<string, any>;
  assert.deepEqual(theme.colorMode, {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false});
  assert.deepEqual(theme.docs.sidebar, {hideable: false, autoCollapseCategories: true});
  assert.deepEqual(theme.tableOfContents, {minHeadingLevel: 2, maxHeadingLevel: 3});
  assert.equal(theme.navbar.hideOnScroll, true);
  assert.equal(theme.announcementBar.id, 'package_source');
  assert.equal(theme.announcementBar.isCloseable, true);
  assert.equal(theme.algolia.contextualSearch, true);
  assert.equal(theme.algolia.searchPagePath, 'search');
});
