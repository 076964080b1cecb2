import type * as Preset from '@docusaurus/preset-classic';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {Config, PluginConfig} from '@docusaurus/types';
import {prismDarkTheme, prismLightTheme} from './config/prism';
import announcementIdGuardPlugin from './plugins/announcement-id-guard';
import hostRedirectsPlugin from './plugins/host-redirects';
import lazyStylesPlugin from './plugins/lazy-styles';
import llmsMarkdownPlugin from './plugins/llms-markdown';
import robotsTxtPlugin from './plugins/robots-txt';
import searchIndexPlugin from './plugins/search-index';
import securityHeadersPlugin from './plugins/security-headers';
import {docsPluginOptions} from './config/docs-plugin';
import {footer} from './config/footer';
import {navbarItems} from './config/navbar';
import {redirects} from './config/redirects';
import {playgroundUrlFromEnv} from './config/playground';
import {algoliaHost, embeddedIndexName, hostedSearchFromEnv, searchPagePath} from './config/search';
import {announcementBar, siteTagline, siteTitle, siteUrl} from './config/site';

const hostedSearch = hostedSearchFromEnv();
const docsOptions = docsPluginOptions(__dirname);
if (!docsOptions.showLastUpdateTime) console.warn('[config] not a git worktree: pages are built without their last-update time');
/** Test-only build (`npm run build:fixtures`): extra navbar item types and a page that crashes. */
const e2eFixtures = process.env.DOCS_E2E_FIXTURES === '1';

export default async function createConfig(): Promise<Config> {
  // Test-only navbar item types ship only in the fixtures build.
  const fixtureNavbarItems = e2eFixtures ? (await import('./tests/fixtures/navbar')).fixtureNavbarItems : [];
  return {
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
      // Everything faster-by-default brings, except Rspack's persistent cache: a build that reads it
      // minifies the runtime chunk with other variable names than a cold build, so the same commit would
      // ship a different runtime~main hash (close to web-infra-dev/rspack#14089). Every build is cold and
      // byte-identical (tests/build/reproducible.ts).
      faster: {
        swcJsLoader: true,
        swcJsMinimizer: true,
        swcHtmlMinimizer: true,
        lightningCssMinimizer: true,
        mdxCrossCompilerCache: true,
        rspackBundler: true,
        rspackPersistentCache: false,
        ssgWorkerThreads: true,
        gitEagerVcs: true,
      },
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
          docs: docsOptions,
          blog: false,
          theme: {
            customCss: ['./src/css/custom.css'],
          },
          sitemap: {
            lastmod: 'date',
          },
        } satisfies Preset.Options,
      ],
    ],

    themes: ['@docusaurus/theme-mermaid'],
    clientModules: ['./src/client/malformedUrl.ts', './src/client/pageEnhancements.ts'],

    plugins: [
      [
        '@docusaurus/plugin-client-redirects',
        {redirects: redirects.map(({from, to}) => ({from, to}))} satisfies ClientRedirectsOptions,
      ],
      hostRedirectsPlugin,
      securityHeadersPlugin,
      announcementIdGuardPlugin,
      searchIndexPlugin,
      lazyStylesPlugin,
      llmsMarkdownPlugin,
      robotsTxtPlugin,
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
        items: [...navbarItems, ...fixtureNavbarItems],
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
        additionalLanguages: ['bash', 'solidity', 'ini'],
      },
      mermaid: {
        theme: {light: 'neutral', dark: 'dark'},
      },
    } satisfies Preset.ThemeConfig,
  };
}
