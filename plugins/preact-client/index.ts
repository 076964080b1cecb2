import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {patches} from '../search-index/source-patches.cjs';

const compatDir = dirname(require.resolve('preact/compat/package.json'));
const patchIds = ['route-update-after-render', 'shallow-memo-plain-sort', 'preact-passive-touch', 'preact-keep-comments', 'preact-resume-nodes', 'scroll-position-read-once'];
const patchLoader = join(__dirname, '../search-index/source-patch-loader.cjs');

/**
 * The browser runs Preact through preact/compat instead of React 18: 33 kB gzip less on every page. The server
 * build keeps React, so each page's HTML is still written by react-dom/server; Preact hydrates it. Preact
 * hydrates in one synchronous pass where React slices its work, so the page's large parts, and the content in
 * groups of blocks, hydrate in tasks of their own (src/components/DeferredHydration).
 */
export default function preactClientPlugin(): Plugin {
  return {
    name: 'preact-client',
    configureWebpack(config, isServer, utils) {
      if (isServer) return {};
      // Docusaurus aliases `react` and `react-dom` to the site's copies; replacing those entries sends
      // `react/jsx-runtime` and `react-dom/client` into preact/compat too.
      const alias = (config.resolve!.alias ??= {}) as Record<string, string>;
      alias.react = compatDir;
      alias['react-dom'] = compatDir;
      return {
        module: {
          // One rule per file: the loader applies every patch of that file at once.
          rules: [...new Map(patches.filter((patch) => patchIds.includes(patch.id)).map((patch) => [patch.file.source, patch.file])).values()].map(
            (file) => ({test: file, enforce: 'pre' as const, use: [{loader: patchLoader, options: {ids: patchIds}}]}),
          ),
        },
        // Marks the browser build as Preact's for the components that rely on how Preact hydrates.
        plugins: [new utils.currentBundler.instance.DefinePlugin({__PREACT_CLIENT__: 'true'})],
      };
    },
  };
}
