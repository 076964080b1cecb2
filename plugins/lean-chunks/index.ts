import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * What each page adds to the code every page loads, cut in two places, in the browser build only:
 *
 * - Chunk files are named by their numeric id instead of Docusaurus's chunk name, so the runtime's table of
 *   names (one 8-character hash per chunk, 2.3 kB raw at 134 pages) is gone. Docusaurus's own lookup from
 *   chunk name to file (`__webpack_require__.gca`, its prefetching and ours) keeps working: it maps the name
 *   to the id first.
 * - The route registry leaves out each module's path (see ./registry-loader.cjs).
 */
export default function leanChunksPlugin(context: LoadContext): Plugin {
  const registryFile = join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'lean-chunks',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
        module: {rules: [{test: (resource: string) => resource === registryFile, use: [{loader: join(__dirname, 'registry-loader.cjs')}]}]},
      };
    },
  };
}
