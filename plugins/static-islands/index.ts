import {mkdir, readdir, rename} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildId} from '../lib/build-id';

/** Where each page's island text ends up, under the site's output folder: a folder named after the build. */
const islandsFolder = `page-islands/${buildId}/`;

/** What the browser reads from the plugin's global data (src/client/islandPreload.ts). */
export interface IslandsGlobalData {
  /** The folder of this build's island files, from the site's root; null where pages keep their islands' HTML. */
  dir: string | null;
}

const isMarkdownPage = (resource: string) => /\.mdx?$/i.test(resource) && !resource.includes('/node_modules/');

/**
 * The browser half of static islands (./rehype.ts makes them): in the production build for the browser, each
 * compiled Markdown page loses its islands' HTML to a JSON file of its own (./island-loader.cjs), named after
 * the page's chunk so the app can fetch it while it loads the page's script (src/client/islandPreload.ts).
 * The loader writes the files to `page-islands/`; once the build is done they move into this build's folder,
 * which the browser learns from the global data. The server build keeps the HTML, so every served page holds
 * its islands; dev keeps it everywhere.
 */
export default function staticIslandsPlugin(context: LoadContext): Plugin {
  const production = process.env.NODE_ENV === 'production';
  return {
    name: 'static-islands',
    async contentLoaded({actions}) {
      const data: IslandsGlobalData = {dir: production ? `${context.baseUrl}${islandsFolder}` : null};
      actions.setGlobalData(data);
    },
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const tableOfContents = (context.siteConfig.themeConfig as {tableOfContents?: {maxHeadingLevel?: number}}).tableOfContents;
      const options = {
        siteDir: context.siteDir,
        registryFile: join(context.generatedFilesDir, 'registry.js'),
        // The theme's own default when the site sets none.
        maxTocLevel: tableOfContents?.maxHeadingLevel ?? 3,
      };
      return {
        module: {
          // A function condition, as plugins/lean-chunks uses: with these RegExps Rspack rejected the merged rules.
          rules: [{test: isMarkdownPage, enforce: 'post', use: [{loader: join(__dirname, 'island-loader.cjs'), options}]}],
        },
      };
    },
    async postBuild({outDir}) {
      const from = join(outDir, 'page-islands');
      const files = (await readdir(from, {withFileTypes: true})).filter((entry) => entry.isFile() && entry.name.endsWith('.json'));
      if (files.length === 0) throw new Error(`[static-islands] the browser build wrote no island files to ${from}.`);
      await mkdir(join(outDir, islandsFolder), {recursive: true});
      await Promise.all(files.map((file) => rename(join(from, file.name), join(outDir, islandsFolder, file.name))));
    },
  };
}
