import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Docusaurus merges every stylesheet into one `styles.css` that every page loads before its first paint.
 * KaTeX's is kept apart in its own file, which src/client/pageEnhancements.ts fetches only when a page
 * shows maths: about 5 kB gzip less on every other page.
 */
export default function katexStylesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'katex-styles',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              katexStyles: {
                name: 'katex',
                type: 'css/mini-extract',
                test: /[\\/]node_modules[\\/]katex[\\/]/,
                chunks: 'async',
                enforce: true,
                // Above the theme's all-in-one `styles` group (priority 50).
                priority: 60,
              },
            },
          },
        },
      };
    },
  };
}
