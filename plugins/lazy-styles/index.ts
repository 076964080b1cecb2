import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Docusaurus merges every stylesheet, lazily loaded components' included, into one `styles.css` that every
 * page loads before its first paint. Two are kept apart in files of their own, fetched when needed:
 * - the maths font's (src/css/math): src/client/pageEnhancements.ts fetches it only when a page shows maths;
 * - DocSearch's modal: it arrives with the modal's code, on the first hover, focus or touch of the search
 *   button (about 2 kB gzip). The button's own styles and DocSearch's variables stay in `styles.css`,
 *   since the button shows from the first paint (docsearchStyles.ts).
 */
export default function lazyStylesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'lazy-styles',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // Above the theme's all-in-one `styles` group (priority 50).
      const lazyGroup = (name: string, test: RegExp) => ({name, test, type: 'css/mini-extract', chunks: 'async' as const, enforce: true, priority: 60});
      return {
        resolve: {
          alias: {'@docsearch/react/style$': join(__dirname, 'docsearchStyles.ts')},
        },
        optimization: {
          splitChunks: {
            cacheGroups: {
              mathFontStyles: lazyGroup('math-font', /[\\/]src[\\/]css[\\/]math[\\/]/),
              docsearchModalStyles: lazyGroup('docsearch-modal', /[\\/]node_modules[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/),
            },
          },
        },
      };
    },
  };
}
