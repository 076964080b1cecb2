// @ts-check
/**
 * Build-time source patches for upstream files, applied by ./source-patch-loader.cjs. Each plugin names the ids
 * it applies: the search-index plugin the two DocSearch ones, plugins/preact-client the others.
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
  {
    id: 'route-update-after-render',
    file: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]ClientLifecyclesDispatcher\.js$/,
    // Docusaurus scrolls to the URL's hash and calls the client modules' onRouteDidUpdate in a layout effect of
    // the route change. React has rendered the new page by then; Preact renders the route's context consumers
    // in later passes of the same flush, so the heading to scroll to may not be in the document yet. A
    // microtask runs once that flush is over, before the next paint.
    find: `scrollAfterNavigation({ location, previousLocation });
            dispatchLifecycleAction('onRouteDidUpdate', { previousLocation, location });`,
    replace: `queueMicrotask(() => {
                scrollAfterNavigation({ location, previousLocation });
                dispatchLifecycleAction('onRouteDidUpdate', { previousLocation, location });
            });`,
    why: 'scroll to the hash and run onRouteDidUpdate once Preact has rendered the whole new page',
  },
  {
    id: 'shallow-memo-plain-sort',
    file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    // useShallowMemoObject sorts an object's own keys only to get one order whatever order they were written
    // in; the first localeCompare of a page builds an ICU collator, 30 ms on a throttled phone, in the task
    // that follows hydration. A plain comparison of the keys gives an order just as stable.
    find: 'deps.sort((a, b) => a[0].localeCompare(b[0]));',
    replace: 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
    why: 'no ICU collator built after hydration to sort property names',
  },
  {
    id: 'preact-passive-touch',
    file: /[\\/]preact[\\/]dist[\\/]preact\.module\.js$/,
    // Preact adds a listener to each element with a handler; Docusaurus's Link has onTouchStart (it prefetches
    // the page). React listens once, at the root, with touchstart, touchmove and wheel passive; Preact's
    // listeners are not, so each one blocks scrolling until it has run, and DevTools reports each as it is added
    // (Lighthouse's trace: 300 ms of the SDK reference's hydration). No handler of the site calls preventDefault
    // on these events.
    find: 'addEventListener(l,r?v:p,r)',
    replace: 'addEventListener(l,r?v:p,"touchstart"==l||"touchmove"==l||"wheel"==l?{passive:!0,capture:r}:r)',
    why: 'touch and wheel listeners passive, as React registers them',
  },
  {
    id: 'preact-keep-comments',
    file: /[\\/]preact[\\/]dist[\\/]preact\.module\.js$/,
    // Hydrating, Preact removes every served node no vnode claims. Two kinds stay:
    // - the `<!-- -->` that react-dom/server writes between two adjacent texts ("Last updated<!-- --> on"),
    //   which React leaves too: each removal is a change to the page, and the next read of a layout value then
    //   lays the whole page out again. Preact skips comments when it looks for a served node and never makes
    //   one, so none is a node it manages;
    // - the served nodes of a group of blocks waiting for its turn (`__keep`, src/components/DeferredHydration),
    //   which are hydrated when it comes.
    find: '{n&&n.parentNode&&n.parentNode.removeChild(n)}',
    replace: '{n&&n.parentNode&&8!=n.nodeType&&!n.__keep&&n.parentNode.removeChild(n)}',
    why: 'the comments of the served HTML kept, as React keeps them, and the nodes of deferred blocks',
  },
  {
    id: 'preact-resume-nodes',
    file: /[\\/]preact[\\/]dist[\\/]preact\.module\.js$/,
    // A component that suspended while hydrating resumes with its first served node only, so it must render a
    // single element. A group of blocks renders several: the served nodes it claims (`__x`, set by
    // src/components/DeferredHydration) are handed to its hydration instead.
    find: '128&t.__u&&(c=!!(32&t.__u),o=[f=u.__e=t.__e])',
    replace: '128&t.__u&&(c=!!(32&t.__u),f=u.__e=t.__e,o=t.__x?t.__x.slice():[f])',
    why: 'a suspended component resumes hydration with all of its served nodes',
  },
  {
    id: 'scroll-position-read-once',
    file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]scrollUtils\.js$/,
    // useScrollPosition reads the scroll position on every render only to seed a ref, which keeps the first
    // value. The back-to-top button re-renders just after hydration, when the phone layout has taken the
    // desktop sidebar out: that read then lays the whole page out inside the task. Read once, at mount, the
    // ref starts with the same value.
    find: 'const lastPositionRef = useRef(getScrollPosition());',
    replace: 'const [initialPosition] = React.useState(getScrollPosition);\n    const lastPositionRef = useRef(initialPosition);',
    why: 'the scroll position read once per hook, not on every render',
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
