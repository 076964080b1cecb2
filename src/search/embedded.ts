/**
 * The embedded client as the UIs see it: a tiny object, safe to create at module level, whose
 * `search` loads the engine code and the index on first use. `preloadSearch()` starts that early
 * (first hover, focus or touch of a search button); nothing is fetched on page load.
 */
import globalData from '@generated/globalData';
import type {EmbeddedSearchClient, SearchRequest} from './client';

interface SearchIndexGlobalData {
  indexUrl: string | null;
}

let clientPromise: Promise<EmbeddedSearchClient> | null = null;

function indexUrl(): string {
  const data = globalData['search-index']?.default as SearchIndexGlobalData | undefined;
  return data?.indexUrl ?? '/search-index/missing.json';
}

function loadClient(): Promise<EmbeddedSearchClient> {
  if (!clientPromise) {
    clientPromise = import(/* webpackChunkName: "search-engine" */ './client').then(
      ({EmbeddedSearchClient: Client}) => new Client({indexUrl: indexUrl()}),
    );
    clientPromise.catch(() => {
      clientPromise = null;
    });
  }
  return clientPromise;
}

/** Starts loading the engine and the index; errors are left for the next search to report. */
export function preloadSearch(): void {
  loadClient()
    .then((client) => client.load())
    .catch(() => {});
}

export const embeddedSearchClient = {
  appId: 'embedded',
  addAlgoliaAgent(): void {},
  clearCache(): Promise<void> {
    return Promise.resolve();
  },
  async search(input: {requests: SearchRequest[]} | SearchRequest[]) {
    return (await loadClient()).search(input);
  },
};

/** For DocSearch's `transformSearchClient`: module-level, so DocSearch never rebuilds its client. */
export function useEmbeddedClient(): typeof embeddedSearchClient {
  return embeddedSearchClient;
}
