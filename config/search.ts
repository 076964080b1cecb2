/**
 * Search settings (SPEC §2.4, §7, §9). With ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME
 * set at build time the site queries that hosted index; otherwise it searches an index built with the site
 * (plugins/search-index). This module is also imported by browser code: keep it free of Node APIs.
 */
export interface HostedSearchCredentials {
  appId: string;
  apiKey: string;
  indexName: string;
}

export type SearchMode = 'hosted' | 'embedded';

export function hostedSearchFromEnv(env: NodeJS.ProcessEnv = process.env): HostedSearchCredentials | null {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  return appId && apiKey && indexName ? {appId, apiKey, indexName} : null;
}

/** The host the Algolia client reads from first (and the preconnect hint names). */
export function algoliaHost(appId: string): string {
  return `https://${appId}-dsn.algolia.net`;
}

export const searchPagePath = 'search';
export const searchPlaceholder = 'Search docs';
/** Index name in embedded mode (the theme requires one; nothing is sent anywhere). */
export const embeddedIndexName = 'bittensor-docs';

/** Where 'Believe this query should return results? Let us know.' leads (the docs repository's issues). */
export const missingResultsIssuesUrl = 'https://github.com/latent-to/developer-docs/issues/new';

export function missingResultsUrl(query: string): string {
  const title = `Search: no results for "${query}"`;
  const body = `Searching the docs for "${query}" returned no results. I expected to find:\n\n`;
  return `${missingResultsIssuesUrl}?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}&labels=search`;
}

/**
 * Index settings pushed by `npm run search:push` (SPEC §7, §9): DocSearch's attribute order,
 * contextual-search facets, distinct by URL and 10-word snippets.
 */
export const algoliaIndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag', 'hierarchy.lvl0'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: true,
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
  camelCaseAttributes: ['hierarchy', 'content'],
} as const;

/**
 * How the embedded index is cut into files (src/search/format.ts). `auto` ships one file while it stays
 * under `singleMaxBytes` (one request, then search runs offline) and shards it beyond: a manifest,
 * term shards and record chunks, so a reader's first search downloads only what it needs.
 * SEARCH_INDEX_LAYOUT=single|sharded forces a layout (tests build both).
 */
export const embeddedIndexLayout = {
  layout: 'auto' as 'auto' | 'single' | 'sharded',
  singleMaxBytes: 1_500_000,
  shardTargetBytes: 64_000,
  chunkTargetBytes: 6_000,
  keySplitBytes: 128_000,
};

export function embeddedIndexLayoutFromEnv(env: NodeJS.ProcessEnv = process.env): typeof embeddedIndexLayout {
  const forced = env.SEARCH_INDEX_LAYOUT?.trim();
  if (!forced) return embeddedIndexLayout;
  if (forced !== 'auto' && forced !== 'single' && forced !== 'sharded') {
    throw new Error(`SEARCH_INDEX_LAYOUT must be auto, single or sharded (got "${forced}")`);
  }
  return {...embeddedIndexLayout, layout: forced};
}
