/**
 * Search settings (SPEC §2.4, §7, §9). With ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME
 * set at build time the site queries that hosted index; otherwise it searches an index built with the site.
 */
export interface HostedSearchCredentials {
  appId: string;
  apiKey: string;
  indexName: string;
}

export function hostedSearchFromEnv(env: NodeJS.ProcessEnv = process.env): HostedSearchCredentials | null {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_SEARCH_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  return appId && apiKey && indexName ? {appId, apiKey, indexName} : null;
}

export const searchPagePath = 'search';
export const searchPlaceholder = 'Search docs';
