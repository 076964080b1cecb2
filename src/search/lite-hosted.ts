/**
 * Stands in for `algoliasearch/lite` (webpack alias set by plugins/search-index) in hosted mode: the
 * real Algolia lite client (timeouts of SPEC §9 are its defaults), with 20 hits per search page.
 */
// An alias of algoliasearch/dist/lite/builds/browser.js (plugins/search-index).
import {liteClient as algoliaLiteClient} from '@search/algoliasearch-lite-original';
import {withSearchPageSize} from './searchPage';

export function liteClient(...args: Parameters<typeof algoliaLiteClient>): ReturnType<typeof algoliaLiteClient> {
  return withSearchPageSize(algoliaLiteClient(...args));
}
