/**
 * The search engines the benchmarks compare on the same DocSearch records (Node): our embedded engine
 * (MiniSearch + our ranking), FlexSearch and Orama, with comparable settings (field boosts title >
 * headings > body, prefix, typo tolerance). Each returns the route of every hit, best first (a page appears once per matching section).
 * Used by scripts/bench-search.ts (--compare) and scripts/bench-relevance.ts.
 */
import {build} from 'esbuild';
import {EmbeddedIndex} from '../../src/search/engine';
import {buildIndexData} from '../../src/search/build';
import type {SearchRecord} from '../../src/search/types';

export const ORIGIN = 'https://docs.learnbittensor.org';
export const FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

export function pathOf(url: string): string {
  return new URL(url).pathname;
}

export type Engine = {name: string; build(records: SearchRecord[]): Promise<{bytes: number; search(q: string): string[]}>};

export const miniSearchEngine: Engine = {
  name: 'MiniSearch (embedded engine)',
  async build(records) {
    const json = JSON.stringify(buildIndexData(records, ORIGIN));
    const index = new EmbeddedIndex(JSON.parse(json));
    return {
      bytes: json.length,
      search: (q) => index.search(q, {facetFilters: FILTERS}).hits.map((h) => pathOf(index.record(h.id).url)),
    };
  },
};

export const flexSearchEngine: Engine = {
  name: 'FlexSearch 0.8 (Document, forward tokenizer)',
  async build(records) {
    const {Document} = await import('flexsearch');
    const doc = new Document({
      tokenize: 'forward',
      resolution: 9,
      document: {id: 'id', index: [{field: 'title'}, {field: 'heading'}, {field: 'content'}], store: false},
    } as never) as unknown as {
      add(doc: object): void;
      search(q: string, opts: object): {field: string; result: number[]}[];
      export(cb: (key: string, data: string) => void): Promise<void> | void;
    };
    records.forEach((r, id) =>
      doc.add({
        id,
        title: r.hierarchy.lvl1 ?? '',
        heading: [r.hierarchy.lvl2, r.hierarchy.lvl3, r.hierarchy.lvl4].filter(Boolean).join(' '),
        content: r.content ?? '',
      }),
    );
    let bytes = 0;
    await doc.export((_key, data) => {
      bytes += (data ?? '').length;
    });
    // Pages' metadata must ship too (urls, titles, text for snippets): the same store MiniSearch uses.
    bytes += JSON.stringify(records.map((r) => [r.url, r.hierarchy, r.content])).length;
    return {
      bytes,
      search(q) {
        const fields = doc.search(q, {limit: 100, suggest: true});
        const weight: Record<string, number> = {title: 3, heading: 2, content: 1};
        const score = new Map<number, number>();
        for (const {field, result} of fields) {
          result.forEach((id, i) => score.set(id, (score.get(id) ?? 0) + weight[field]! / (i + 1)));
        }
        const seen = new Set<string>();
        return [...score.entries()]
          .sort((a, b) => b[1] - a[1])
          .map(([id]) => records[id]!.url)
          .filter((url) => (seen.has(url) ? false : (seen.add(url), true)))
          .map(pathOf);
      },
    };
  },
};

export const oramaEngine: Engine = {
  name: 'Orama 3 (BM25, typo tolerance 1)',
  async build(records) {
    const {create, insertMultiple, search, save} = await import('@orama/orama');
    const db = create({schema: {title: 'string', heading: 'string', content: 'string', url: 'string'} as const});
    await insertMultiple(
      db,
      records.map((r) => ({
        title: r.hierarchy.lvl1 ?? '',
        heading: [r.hierarchy.lvl2, r.hierarchy.lvl3, r.hierarchy.lvl4].filter(Boolean).join(' '),
        content: r.content ?? '',
        url: r.url,
      })),
    );
    const bytes = JSON.stringify(save(db)).length;
    return {
      bytes,
      search(q) {
        const result = search(db, {term: q, properties: ['title', 'heading', 'content'], boost: {title: 3, heading: 2}, tolerance: 1, limit: 60}) as {
          hits: {document: {url: string}}[];
        };
        const seen = new Set<string>();
        return result.hits
          .map((h) => h.document.url)
          .filter((url) => (seen.has(url) ? false : (seen.add(url), true)))
          .map(pathOf);
      },
    };
  },
};

/** Our engine's browser client as one script, for benchmarks that run it in a page (`window.__Client`). */
export async function engineBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import {EmbeddedSearchClient} from './src/search/client'; window.__Client = EmbeddedSearchClient;`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    platform: 'browser',
  });
  return result.outputFiles[0]!.text;
}
