import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

const compatDir = dirname(require.resolve('preact/compat/package.json'));

/**
 * The browser runs Preact through preact/compat instead of React: about 40 kB gzip less on every page and a
 * cheaper hydration of long pages. The server build keeps React, so the HTML is still rendered by
 * react-dom/server; Preact hydrates it.
 */
export default function preactClientPlugin(): Plugin {
  return {
    name: 'preact-client',
    getClientModules() {
      return [join(__dirname, 'scrollToHash.ts')];
    },
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Docusaurus aliases `react` and `react-dom` to the site's copies; these keys replace those entries,
      // so `react/jsx-runtime` and `react-dom/client` resolve inside preact/compat too.
      const alias = (config.resolve!.alias ??= {}) as Record<string, string>;
      alias.react = compatDir;
      alias['react-dom'] = compatDir;
      return {};
    },
  };
}
