import {spawnSync} from 'node:child_process';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Config, PluginConfig} from '@docusaurus/types';
import remarkMath from 'remark-math';
import remarkAppliesTo from './plugins/remark-applies-to';
import remarkStaticMermaid from './plugins/remark-static-mermaid';
import rehypeStaticMath from './plugins/static-math';
import rehypeStaticIslands from './plugins/static-islands/rehype';
import {rehypeStaticHighlightPlugin} from './plugins/static-highlight';
import {footer} from './config/footer';
import {navbarItems} from './config/navbar';
import {prismDarkTheme, prismLightTheme} from './config/prism';
import {activeRedirects} from './config/redirects';
import {playgroundUrlFromEnv} from './config/playground';
import {algoliaHost, embeddedIndexName, hostedSearchFromEnv, searchPagePath} from './config/search';
import {announcementBar, docsEditUrl, siteTagline, siteTitle, siteUrl} from './config/site';
import {ssrTemplate} from './config/ssr-template';
import {fixtureNavbarItems} from './tests/fixtures/navbar';

const hostedSearch = hostedSearchFromEnv();
/** Last-update times come from git; a copy without history (a tarball) still builds, without them. */
const inGitWorktree = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {cwd: __dirname, encoding: 'utf8'}).stdout?.trim() === 'true';
if (!inGitWorktree) console.warn('[config] not a git worktree: pages are built without their last-update time');
/** Test-only build (`npm run build:fixtures`): extra navbar item types and a page that crashes. */
const e2eFixtures = process.env.DOCS_E2E_FIXTURES === '1';

const config: Config = {
  title: siteTitle,
  tagline: siteTagline,
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  organizationName: 'latent-to',
  projectName: 'developer-docs',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  ssrTemplate,
  markdown: {
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', htmlLang: 'en'}},
  },

  future: {
    // Rspack, SWC and Lightning CSS. Two v4 flags stay off on purpose: cascade layers are
    // down-levelled by Lightning CSS into selectors that outrank src/css/custom.css, and storage
    // namespacing would rename the `theme` and `docusaurus.announcement.*` keys that SPEC §4 names.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: false,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },

  customFields: {
    searchMode: hostedSearch ? 'hosted' : 'embedded',
    // The btcli playground's Codapi server, or null: live runs off (config/playground.ts).
    playgroundUrl: playgroundUrlFromEnv(),
  },

  // Hosted search (SPEC §7): the connection to the search host is warmed from the first paint. The stock
  // search bar's own hint is patched out (plugins/search-index): it would only appear once DocSearch loads.
  headTags: hostedSearch
    ? [{tagName: 'link', attributes: {rel: 'preconnect', href: algoliaHost(hostedSearch.appId), crossorigin: 'anonymous'}}]
    : [],

  presets: [
    [
      'classic',
      {
        // The docs plugin is in `plugins`, wrapped (plugins/lean-docs).
        docs: false,
        blog: false,
        theme: {
          // KaTeX's stylesheet is not here: it loads on pages with maths, after the first paint (src/client).
          customCss: ['./src/css/custom.css'],
        },
        sitemap: {
          lastmod: 'date',
        },
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-mermaid'],
  clientModules: ['./src/client/malformedUrl.ts', './src/client/pageChunkRetry.ts', './src/client/pageEnhancements.ts', './src/client/idlePrefetch.ts', './src/client/fullLayout.ts'],

  plugins: [
    [
      './plugins/lean-docs/index.ts',
      {
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        showLastUpdateTime: inGitWorktree,
        editUrl: docsEditUrl,
        // Before the defaults, so pre-rendered diagrams replace ```mermaid blocks before theme-mermaid sees them.
        beforeDefaultRemarkPlugins: [remarkStaticMermaid],
        remarkPlugins: [remarkMath, remarkAppliesTo],
        // Islands last: they take in the formulas static-math has typeset.
        rehypePlugins: [rehypeStaticMath, rehypeStaticHighlightPlugin, rehypeStaticIslands],
      } satisfies DocsOptions,
    ],
    ['@docusaurus/plugin-client-redirects', {redirects: activeRedirects.map(({from, to}) => ({from, to}))}],
    './plugins/host-redirects/index.ts',
    './plugins/security-headers/index.ts',
    './plugins/announcement-id-guard/index.ts',
    './plugins/font-files/index.ts',
    './plugins/search-index/index.ts',
    './plugins/static-highlight/index.ts',
    './plugins/tslib-helpers/index.ts',
    './plugins/lazy-styles/index.ts',
    './plugins/llms-markdown/index.ts',
    './plugins/robots-txt/index.ts',
    './plugins/app-scripts/index.ts',
    ...(e2eFixtures
      ? [['@docusaurus/plugin-content-pages', {id: 'e2e-fixtures', path: 'tests/fixtures/pages', routeBasePath: '/__fixtures'}] satisfies PluginConfig]
      : []),
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'bittensor, tao, subnet, btcli, sdk, validator, miner, staking'}],
    announcementBar,
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    docs: {
      sidebar: {
        hideable: false,
        autoCollapseCategories: true,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title: siteTitle,
      hideOnScroll: true,
      logo: {
        // Empty: the site title beside the logo already names the link.
        alt: '',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 28,
        height: 28,
      },
      items: e2eFixtures ? [...navbarItems, ...fixtureNavbarItems] : navbarItems,
    },
    footer,
    algolia: {
      // theme-search-algolia requires non-empty values even when the built-in index answers instead
      // (plugins/search-index plugs it in; nothing is sent to Algolia in embedded mode).
      appId: hostedSearch?.appId ?? 'EMBEDDED',
      apiKey: hostedSearch?.apiKey ?? 'embedded-search',
      indexName: hostedSearch?.indexName ?? embeddedIndexName,
      contextualSearch: true,
      insights: Boolean(hostedSearch),
      searchPagePath,
    },
    prism: {
      theme: prismLightTheme,
      darkTheme: prismDarkTheme,
      // Grammars load at build time only (plugins/static-highlight): nothing highlights in the browser.
      additionalLanguages: [],
    },
    mermaid: {
      theme: {light: 'neutral', dark: 'dark'},
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
