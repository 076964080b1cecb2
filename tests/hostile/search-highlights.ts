/**
 * Runs queries through the search engine the browser uses (src/search/client.ts) over a built index, with the
 * parameters the DocSearch modal sends, and prints every highlighted or snippeted value as JSON.
 * Usage: tsx tests/hostile/search-highlights.ts <build dir> <queries.json>
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {EmbeddedSearchClient} from '../../src/search/client';
import {ENTRY_FILE} from '../../src/search/format';

const [buildDir = 'build', queriesFile] = process.argv.slice(2);
const queries = JSON.parse(readFileSync(queriesFile!, 'utf8')) as string[];
const indexDir = readdirSync(join(buildDir, 'search-index'))[0]!;
const client = new EmbeddedSearchClient({
  indexUrl: `http://localhost/search-index/${indexDir}/${ENTRY_FILE}`,
  fetchImpl: async (input) => new Response(readFileSync(join(buildDir, new URL(String(input)).pathname), 'utf8')),
  defaultSnippetWords: () => 10,
});

function strings(value: unknown, out: string[]): string[] {
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.value === 'string') out.push(record.value);
    else for (const child of Object.values(record)) strings(child, out);
  }
  return out;
}

const levels = [1, 2, 3, 4, 5, 6].map((n) => `hierarchy.lvl${n}:10`);
const results: {query: string; nbHits: number; values: string[]}[] = [];
for (const query of queries) {
  const {results: [result]} = await client.search({
    requests: [
      {
        indexName: 'bittensor-docs',
        query,
        attributesToSnippet: [...levels, 'content:10'],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
      },
    ],
  });
  const values = result!.hits.flatMap((hit) => [...strings(hit._highlightResult, []), ...strings(hit._snippetResult, [])]);
  results.push({query, nbHits: result!.nbHits, values});
}
process.stdout.write(JSON.stringify(results));
