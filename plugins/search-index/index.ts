import {mkdir, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {gzipSync} from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildIndex} from '../../src/search/build';
import {buildId} from '../lib/build-id';
import {ENTRY_FILE} from '../../src/search/format';
import {embeddedIndexLayoutFromEnv} from '../../config/search';
import {collectRecords} from './extract';
import {devRecords} from './dev';
import {patches} from './source-patches.cjs';

export type SearchMode = 'hosted' | 'embedded';

export interface SearchIndexGlobalData {
  mode: SearchMode;
  /** URL of the embedded index's entry file (embedded mode only). */
  indexUrl: string | null;
}

/** Folder of the built site that holds the index files. */
export const INDEX_DIR = 'search-index';

async function writeIndex(dir: string, files: Map<string, string>): Promise<void> {
  await mkdir(dir, {recursive: true});
  await Promise.all([...files].map(([name, text]) => writeFile(join(dir, name), text)));
}

/**
 * Search plumbing around theme-search-algolia:
 * - postBuild: extracts DocSearch records from the rendered docs pages and writes the embedded index
 *   (one file or shards, config/search.ts);
 * - dev server: serves an index built from the Markdown sources, so search works in `npm start`;
 * - webpack: aliases `algoliasearch/lite` (the /search page's client) to our shim, and applies the
 *   two checked source patches of ./source-patches.cjs.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  const {siteConfig, siteDir, baseUrl, generatedFilesDir} = context;
  const mode: SearchMode = siteConfig.customFields?.searchMode === 'hosted' ? 'hosted' : 'embedded';
  const origin = siteConfig.url.replace(/\/+$/, '');
  const layout = embeddedIndexLayoutFromEnv();
  const devDir = join(generatedFilesDir, 'search-index-dev');
  const siteRequire = createRequire(join(siteDir, 'package.json'));
  const isDev = process.env.NODE_ENV === 'development';

  return {
    name: 'search-index',

    async allContentLoaded({allContent, actions}) {
      const data: SearchIndexGlobalData = {
        mode,
        indexUrl: mode === 'embedded' ? `${baseUrl}${INDEX_DIR}/${buildId}/${ENTRY_FILE}` : null,
      };
      actions.setGlobalData(data);
      if (isDev && mode === 'embedded') {
        const records = await devRecords(allContent as Record<string, Record<string, unknown>>, origin, siteDir);
        await writeIndex(join(devDir, buildId), buildIndex(records, origin, layout).files);
      }
    },

    configureWebpack(config, _isServer, {currentBundler}) {
      // Rspack's persistent cache keeps resolved aliases across builds; the `algoliasearch/lite` alias
      // depends on the search mode, so the mode must be part of the cache version.
      const cache = (config.experiments as {cache?: {version?: string} | boolean} | undefined)?.cache;
      const cacheVersion = typeof cache === 'object' ? {experiments: {cache: {version: `${cache.version ?? ''}-search-${mode}`}}} : {};
      const patchIds = ['docsearch-error-status', 'no-algolia-preconnect'];
      // The browser ESM build next to the Node one that require.resolve finds (the package exports no package.json).
      const liteBuild = join(dirname(siteRequire.resolve('algoliasearch/lite')), 'browser.js');
      // theme-search-algolia maps the keyboard-events import to the package's UMD build while the button
      // and the modal come from its ESM build: two copies of DocSearch (27 kB gzip each). One is enough.
      const docSearchDir = dirname(siteRequire.resolve('@docsearch/react/package.json'));
      const docSearchEsm = join(docSearchDir, 'dist/esm/index.js');
      return {
        ...cacheVersion,
        module: {
          rules: patches
            .filter((patch) => patchIds.includes(patch.id))
            .map((patch) => ({
              test: patch.file,
              enforce: 'pre' as const,
              use: [{loader: join(siteDir, 'plugins/search-index/source-patch-loader.cjs'), options: {ids: patchIds}}],
            })),
        },
        plugins: [
          // Replaces the resolved UMD file (aliases cannot: the theme's aliases are applied after ours).
          new currentBundler.instance.NormalModuleReplacementPlugin(/@docsearch[\\/]react[\\/]dist[\\/]umd[\\/]index\.js$/, docSearchEsm),
        ],
        resolve: {
          alias: {
            'algoliasearch/lite$': join(siteDir, `src/search/lite-${mode}.ts`),
            '@search/algoliasearch-lite-original$': liteBuild,
          },
        },
        ...(isDev && mode === 'embedded'
          ? {devServer: {static: [{directory: devDir, publicPath: `${baseUrl}${INDEX_DIR}`, watch: false}]}}
          : {}),
      };
    },

    async postBuild({outDir}) {
      if (mode !== 'embedded') return;
      const started = performance.now();
      const records = await collectRecords(outDir, origin);
      if (records.length === 0) throw new Error('[search-index] no docs records extracted from the build');
      const built = buildIndex(records, origin, layout);
      await writeIndex(join(outDir, INDEX_DIR, buildId), built.files);
      const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
      const entry = built.files.get(ENTRY_FILE)!;
      let raw = 0;
      for (const text of built.files.values()) raw += text.length;
      console.log(
        `[search-index] ${records.length} records → ${INDEX_DIR}/${buildId}/, ${built.layout} layout, ${built.files.size} file(s), ` +
          `${kb(raw)} raw in all; entry file ${kb(entry.length)} raw, ${kb(gzipSync(entry).length)} gzip; ` +
          `${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}
