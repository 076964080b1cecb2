import type * as Preset from '@docusaurus/preset-classic';
import type {Config, PluginConfig} from '@docusaurus/types';
import clientRedirectsPlugin, {validateOptions as validateClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import announcementIdGuardPlugin from './plugins/announcement-id-guard';
import appScriptsPlugin from './plugins/app-scripts';
import fontFilesPlugin from './plugins/font-files';
import hostRedirectsPlugin from './plugins/host-redirects';
import lazyStylesPlugin from './plugins/lazy-styles';
import leanChunksPlugin from './plugins/lean-chunks';
import staticIslandsPlugin from './plugins/static-islands';
import leanLibsPlugin from './plugins/lean-libs';
import leanDocsPlugin, {validateOptions as validateDocsOptions} from './plugins/lean-docs';
import {withBuildOnlyOptions} from './plugins/lib/build-only-options';
import llmsMarkdownPlugin from './plugins/llms-markdown';
import robotsTxtPlugin from './plugins/robots-txt';
import searchIndexPlugin from './plugins/search-index';
import securityHeadersPlugin from './plugins/security-headers';
import staticHighlightPlugin from './plugins/static-highlight';
import tslibHelpersPlugin from './plugins/tslib-helpers';
import preactClientPlugin from './plugins/preact-client';
import {docsPluginOptions} from './config/docs-plugin';
import {footer} from './config/footer';
import {navbarItems} from './config/navbar';
import {activeRedirects} from './config/redirects';
import {playgroundUrlFromEnv} from './config/playground';
import {algoliaHost, embeddedIndexName, hostedSearchFromEnv, searchPagePath} from './config/search';
import {announcementBar, siteTagline, siteTitle, siteUrl} from './config/site';
import {ssrTemplate} from './config/ssr-template';
import {fixtureNavbarItems} from './tests/fixtures/navbar';

const hostedSearch = hostedSearchFromEnv();
const docsOptions = docsPluginOptions(__dirname);
if (!docsOptions.showLastUpdateTime) console.warn('[config] not a git worktree: pages are built without their last-update time');
/** Test-only build (`npm run build:fixtures`): extra navbar item types and a page that crashes. */
const e2eFixtures = process.env.DOCS_E2E_FIXTURES === '1';

const config: Config = {
  title: siteTitle,
  tagline: siteTagline,
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  // The site is served from the root (config/site.ts): the wrong-baseUrl banner, an inline script and hidden
  // markup in the home page, would never show.
  baseUrlIssueBanner: false,
  trailingSlash: false,
  organizationName: 'latent-to',
  projectName: 'developer-docs',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  ssrTemplate,
  markdown: {
    mermaid: true,
    // Explicit heading ids, `## Types of proxies {#types-of-proxies}`: the anchors btcli and the SDK print must not
    // move when a heading's wording does (tests/e2e/tool-links.spec.ts). The v4 flag below turns this off by default.
    mdx1Compat: {headingIds: true},
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
  clientModules: ['./src/client/malformedUrl.ts', './src/client/pageChunkRetry.ts', './src/client/pageEnhancements.ts', './src/client/idlePrefetch.ts', './src/client/islandPreload.ts', './src/client/fullLayout.ts'],

  // Functions, not module paths with options: Docusaurus copies the site config into main.js, and neither the
  // plugins' paths nor their options are read in the page (plugins/lib/build-only-options.ts).
  plugins: [
    withBuildOnlyOptions('lean-docs', leanDocsPlugin, validateDocsOptions, docsOptions),
    withBuildOnlyOptions('client-redirects', clientRedirectsPlugin, validateClientRedirectsOptions, {
      redirects: activeRedirects.map(({from, to}) => ({from, to})),
    }),
    hostRedirectsPlugin,
    securityHeadersPlugin,
    announcementIdGuardPlugin,
    fontFilesPlugin,
    searchIndexPlugin,
    staticHighlightPlugin,
    tslibHelpersPlugin,
    lazyStylesPlugin,
    llmsMarkdownPlugin,
    robotsTxtPlugin,
    appScriptsPlugin,
    leanChunksPlugin,
    leanLibsPlugin,
    staticIslandsPlugin,
    preactClientPlugin,
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
    // Code is highlighted at build time and coloured by the stylesheet plugins/static-highlight generates from
    // config/prism.ts, so the browser needs no theme: an empty one keeps the themes out of main.js and the
    // per-block inline colours (which that stylesheet overrides) out of the HTML.
    prism: {
      theme: {plain: {}, styles: []},
      additionalLanguages: [],
    },
    mermaid: {
      theme: {light: 'neutral', dark: 'dark'},
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
