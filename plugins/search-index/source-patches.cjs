// @ts-check
/**
 * Build-time source patches for the two DocSearch defects below, applied by ./source-patch-loader.cjs.
 *
 * Why not patch-package: the DocSearch fix targets a 108 kB single-line minified bundle, so a
 * patch-package diff would carry the whole file twice; here the change is one expression, checked:
 * if the text to replace is not found exactly once (an upgrade changed the file), the build fails
 * and names the patch, instead of silently shipping the defect again.
 */

/** @typedef {{id: string, file: RegExp, find: string | RegExp, replace: string, why: string}} SourcePatch */

/** @type {SourcePatch[]} */
const patches = [
  {
    id: 'docsearch-error-status',
    // @docsearch/react 3.9.0 bundles @algolia/autocomplete-core 1.17.9.
    file: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
    // autocomplete-core's onInput ends every search with `.finally(() => setStatus('idle'))`, which
    // overwrites the 'error' status that DocSearch sets when the search client rejects with a
    // RetryError, so the 'Unable to fetch results' screen (SPEC §8) never shows (algolia/autocomplete#1248).
    // Keep 'error' until the next input sets 'loading' again.
    find: '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    replace: '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    why: 'show the DocSearch error screen when the search request fails',
  },
  {
    id: 'no-algolia-preconnect',
    // The stock SearchBar hints a connection to https://<appId>-dsn.algolia.net: a third-party request
    // in embedded mode, and in hosted mode too late (the bar loads lazily), so docusaurus.config.ts
    // puts the hint in every page's head in hosted mode instead.
    file: /[\\/]@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/,
    find: /<Head>\s*\{\/\*[^]*?\*\/\}\s*<link\s+rel="preconnect"[^]*?\/>\s*<\/Head>/,
    replace: '',
    why: 'no preconnect from the lazily loaded search bar (hosted mode adds it to every page head)',
  },
];

/**
 * Applies one patch; throws when the text to replace does not occur exactly once.
 * @param {string} source
 * @param {SourcePatch} patch
 */
function applyPatch(source, patch) {
  const count =
    typeof patch.find === 'string'
      ? source.split(patch.find).length - 1
      : (source.match(new RegExp(patch.find.source, `${patch.find.flags.replace('g', '')}g`)) ?? []).length;
  if (count !== 1) {
    throw new Error(
      `[source-patches] source patch "${patch.id}" (${patch.why}) found ${count} matches instead of 1; ` +
        'the upstream file changed: review plugins/search-index/source-patches.cjs.',
    );
  }
  return source.replace(patch.find, patch.replace);
}

module.exports = {patches, applyPatch};
