import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {EmbeddedIndex, snippet} from '../../src/search/engine';
import {buildIndexData} from '../../src/search/build';
import {EmbeddedSearchClient, RetryError} from '../../src/search/client';
import {onSearchPageFailure, withSearchPageSize} from '../../src/search/searchPage';
import {parseQuery} from '../../src/search/text';
import type {RecordType, SearchRecord} from '../../src/search/types';
import {searchRecord} from './search-records';

const ORIGIN = 'https://docs.example.org';
let n = 0;
function record(path: string, type: RecordType, h: Partial<SearchRecord['hierarchy']>, content: string | null = null, anchor: string | null = null): SearchRecord {
  const objectID = `r${n++}`;
  return searchRecord({origin: ORIGIN, path, type, hierarchy: {lvl0: 'Docs', ...h}, content, anchor, objectID, position: n});
}

const records: SearchRecord[] = [
  record('/keys/wallets', 'lvl1', {lvl0: 'Keys', lvl1: 'Wallets'}),
  record('/keys/wallets', 'content', {lvl0: 'Keys', lvl1: 'Wallets'}, 'A wallet holds one coldkey and many hotkeys.'),
  record('/keys/wallets', 'lvl2', {lvl0: 'Keys', lvl1: 'Wallets', lvl2: 'Coldkey and hotkey'}, null, 'coldkey-and-hotkey'),
  record('/keys/wallets', 'content', {lvl0: 'Keys', lvl1: 'Wallets', lvl2: 'Coldkey and hotkey'}, 'The cold key owns the <stake> & signs transfers.', 'coldkey-and-hotkey'),
  record('/staking', 'lvl1', {lvl0: 'Staking', lvl1: 'Staking TAO'}),
  record('/staking', 'content', {lvl0: 'Staking', lvl1: 'Staking TAO'}, 'Run btcli stake add to stake into a subnet. Validators earn emissions.'),
  record('/learn/dtao', 'lvl1', {lvl0: 'Learn', lvl1: 'Dynamic TAO'}),
  record('/learn/dtao', 'content', {lvl0: 'Learn', lvl1: 'Dynamic TAO'}, 'Each subnet has its own alpha token and a pool.'),
  record('/misc', 'lvl1', {lvl0: 'Misc', lvl1: 'Miscellany'}),
  record('/misc', 'content', {lvl0: 'Misc', lvl1: 'Miscellany'}, 'Some pages mention wallets in passing, and the staking of TAO, and dynamic pricing.'),
  record('/evm', 'lvl1', {lvl0: 'EVM', lvl1: 'Convert an H160 address'}),
  record('/evm', 'content', {lvl0: 'EVM', lvl1: 'Convert an H160 address'}, 'Turn an ethereum address into its SS58 mirror.'),
  {...record('/other-version', 'lvl1', {lvl0: 'Keys', lvl1: 'Wallets (old)'}), docusaurus_tag: 'docs-default-1.0'},
];
const index = new EmbeddedIndex(JSON.parse(JSON.stringify(buildIndexData(records, ORIGIN))));
const paths = (query: string, filters?: (string | string[])[]) =>
  index.search(query, {facetFilters: filters}).hits.map((h) => {
    const r = index.record(h.id);
    return r.url.slice(ORIGIN.length);
  });

describe('ranking', () => {
  test('page titles and headings rank above body text', () => {
    assert.equal(paths('wallets')[0], '/keys/wallets');
    assert.equal(paths('staking')[0], '/staking');
    assert.ok(paths('staking').indexOf('/misc') > 0);
  });
  test('exact matches rank above prefix matches, prefix above typos', () => {
    // "stake" exactly (content of /staking) vs "wallet" typo: separate queries, then one mixed.
    assert.equal(paths('coldkey')[0], '/keys/wallets#coldkey-and-hotkey');
    const typo = index.search('walets', {}).hits;
    assert.ok(typo.length > 0, 'typo tolerated');
    assert.equal(paths('walets')[0], '/keys/wallets');
  });
  test('prefix matching applies to the word being typed only', () => {
    assert.ok(paths('wall').includes('/keys/wallets'));
    assert.deepEqual(paths('wall '), [], 'a finished word is not a prefix');
  });
  test('stemming: staking, stake and stakes meet', () => {
    assert.ok(paths('stakes').includes('/staking'));
  });
  test('synonyms work both ways', () => {
    assert.equal(paths('dtao')[0], '/learn/dtao');
    assert.equal(paths('cold key')[0], '/keys/wallets#coldkey-and-hotkey');
    assert.ok(paths('evm address').includes('/evm'));
    assert.ok(paths('cli stake').includes('/staking'));
  });
  test('TAO and tao are the same word', () => {
    assert.deepEqual(paths('TAO'), paths('tao'));
  });
  test('one hit per URL (distinct by anchor)', () => {
    const all = paths('coldkey');
    assert.equal(new Set(all).size, all.length);
  });
  test('contextual facet filters: every entry must hold, any member of an array entry', () => {
    const filters = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
    assert.ok(!paths('wallets', filters).includes('/other-version'));
    assert.ok(paths('wallets').includes('/other-version'));
    assert.deepEqual(paths('wallets', ['language:fr']), []);
  });
  test('stop words are dropped unless the query has nothing else', () => {
    assert.deepEqual(parseQuery('how to stake').map((g) => g.alternatives[0]), [['stake']]);
    assert.equal(parseQuery('the').length, 1);
  });
});

describe('highlights and snippets', () => {
  test('snippets keep the requested number of words around the first match', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve wallet fourteen fifteen sixteen';
    const result = snippet(text, new Set(['wallet']), [], {pre: '<b>', post: '</b>'}, 5, '…', ['wallet']);
    assert.match(result.value, /<b>wallet<\/b>/);
    assert.equal(result.value.replace(/<\/?b>|…/g, ' ').trim().split(/\s+/).length, 5);
  });
  test('record text is HTML-escaped before highlighting', async () => {
    const client = new EmbeddedSearchClient({indexUrl: 'x', fetchImpl: async () => new Response(JSON.stringify(buildIndexData(records, ORIGIN)))});
    const {results} = await client.search({requests: [{indexName: 'docs', query: 'cold key owns', highlightPreTag: '<mark>', highlightPostTag: '</mark>'}]});
    const content = results[0]!.hits[0]!._highlightResult.content!.value;
    assert.match(content, /&lt;stake&gt; &amp;/);
    assert.match(content, /<mark>cold<\/mark> <mark>key<\/mark> <mark>owns<\/mark>/);
  });
});

describe('the Algolia-compatible client', () => {
  const data = JSON.stringify(buildIndexData(records, ORIGIN));
  const client = () => new EmbeddedSearchClient({indexUrl: 'x', fetchImpl: async () => new Response(data), defaultSnippetWords: () => 10});

  test('answers the modal form {requests} with the DocSearch result shape', async () => {
    const {results} = await client().search({
      requests: [
        {
          indexName: 'docs',
          query: 'wallets',
          hitsPerPage: 2,
          attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          clickAnalytics: true,
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        },
      ],
    });
    const result = results[0]!;
    assert.equal(result.hitsPerPage, 2);
    assert.equal(result.page, 0);
    assert.equal(result.nbPages, Math.ceil(result.nbHits / 2));
    assert.match(result.queryID!, /^[0-9a-f]{32}$/);
    const hit = result.hits[0]!;
    assert.equal(hit.url, `${ORIGIN}/keys/wallets`);
    assert.equal(hit.type, 'lvl1');
    assert.equal(hit.hierarchy.lvl1, 'Wallets');
    assert.equal(hit._highlightResult.hierarchy.lvl1!.value, '<mark>Wallets</mark>');
    assert.equal(hit._snippetResult.hierarchy!.lvl1!.value, '<mark>Wallets</mark>');
    assert.ok(hit.objectID);
  });

  test('answers the legacy array form of the /search page, one result per request, with facets', async () => {
    const {results} = await client().search([
      {indexName: 'docs', params: {query: 'wallets', hitsPerPage: 15, page: 0, facetFilters: [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]}},
      {indexName: 'docs', params: {query: 'wallets', hitsPerPage: 0, facets: ['language'], facetFilters: [['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]}},
    ]);
    assert.equal(results.length, 2);
    assert.deepEqual(results[1]!.facets, {language: {en: results[0]!.nbHits}});
    const hierarchy = results[0]!.hits[0]!._highlightResult.hierarchy;
    assert.deepEqual(Object.keys(hierarchy), ['lvl0', 'lvl1'], 'only non-null levels, in order, title last');
    const withContent = results[0]!.hits.find((hit) => hit._snippetResult.content);
    assert.ok(withContent, 'content hits carry a snippet without asking (index setting content:10)');
    assert.match(withContent._snippetResult.content!.value, /algolia-docsearch-suggestion--highlight/);
  });

  test('the search page wrapper asks for 20 hits per page', async () => {
    const seen: unknown[] = [];
    const fake = {search: async (input: unknown) => (seen.push(input), {results: []})};
    await withSearchPageSize(fake).search([{indexName: 'docs', params: {query: 'x', hitsPerPage: 15}}, {indexName: 'docs', params: {query: 'x', hitsPerPage: 0}}]);
    assert.deepEqual(seen[0], [{indexName: 'docs', params: {query: 'x', hitsPerPage: 20}}, {indexName: 'docs', params: {query: 'x', hitsPerPage: 0}}]);
  });

  test('the search page client reports a failure to the page wrapper instead of rejecting (the stock helper would throw)', async () => {
    const failing = {search: async (_input: unknown) => Promise.reject(new RetryError('down'))};
    // No wrapper listening: the rejection goes through unchanged.
    await assert.rejects(withSearchPageSize(failing).search([{indexName: 'docs', params: {query: 'x'}}]), RetryError);
    const reported: unknown[] = [];
    const stop = onSearchPageFailure((error) => reported.push(error));
    try {
      const outcome = await Promise.race([
        withSearchPageSize(failing).search([{indexName: 'docs', params: {query: 'x'}}]).then(() => 'settled', () => 'rejected'),
        new Promise((done) => setTimeout(() => done('pending'), 50)),
      ]);
      assert.equal(outcome, 'pending');
      assert.equal(reported.length, 1);
      assert.ok(reported[0] instanceof RetryError);
    } finally {
      stop();
    }
  });

  test('a failed index download rejects with RetryError, and the next search retries', async () => {
    let calls = 0;
    const flaky = new EmbeddedSearchClient({
      indexUrl: 'x',
      fetchImpl: async () => (++calls === 1 ? new Response('', {status: 503}) : new Response(data)),
    });
    await assert.rejects(flaky.search({requests: [{indexName: 'docs', query: 'wallets'}]}), (error: Error) => error instanceof RetryError && error.name === 'RetryError');
    const {results} = await flaky.search({requests: [{indexName: 'docs', query: 'wallets'}]});
    assert.ok(results[0]!.nbHits > 0);
    assert.equal(calls, 2);
  });

  test('an index download that hangs times out as RetryError, and the next search retries', async () => {
    let calls = 0;
    const hanging = new EmbeddedSearchClient({
      indexUrl: 'x',
      responseTimeoutMs: 50,
      fetchImpl: (_input, init) =>
        ++calls === 1
          ? new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))
          : Promise.resolve(new Response(data)),
    });
    await assert.rejects(hanging.search({requests: [{indexName: 'docs', query: 'wallets'}]}), (error: Error) => error instanceof RetryError);
    const {results} = await hanging.search({requests: [{indexName: 'docs', query: 'wallets'}]});
    assert.ok(results[0]!.nbHits > 0);
    assert.equal(calls, 2);
  });
});
