/**
 * Stands in for `algoliasearch/lite` (webpack alias set by plugins/search-index) in embedded mode:
 * the stock /search page calls `liteClient(appId, apiKey)` and gets the embedded client.
 */
import {embeddedSearchClient} from './embedded';
import {withSearchPageSize} from './searchPage';

export function liteClient(_appId?: string, _apiKey?: string): typeof embeddedSearchClient {
  return withSearchPageSize(embeddedSearchClient);
}
