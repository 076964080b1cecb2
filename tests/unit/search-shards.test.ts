import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {buildIndex} from '../../src/search/build';
import {EmbeddedSearchClient, RetryError, type AlgoliaSearchResult, type SearchRequest} from '../../src/search/client';
import {ENTRY_FILE, MAX_POSTINGS_PER_TERM, shardOfKey, type ShardedManifest} from '../../src/search/format';
import type {RecordType, SearchRecord} from '../../src/search/types';
import {searchRecord} from './search-records';

const ORIGIN = 'https://docs.example.org';
const WORDS =
  'subnet validator miner stake staking alpha tao emission bond weights hotkey coldkey wallet pool price slippage epoch consensus registration netuid axon dendrite metagraph extrinsic block chain root senate governance liquidity delegation incentive dividend trust commit reveal hyperparameter burn recycle swap transfer balance'.split(
    ' ',
  );

/** 60 pages of varied records, the same every run. */
function corpus(): SearchRecord[] {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const words = (n: number) => Array.from({length: n}, () => WORDS[Math.floor(random() * WORDS.length)]!).join(' ');
  const records: SearchRecord[] = [];
  let objectID = 0;
  const add = (path: string, type: RecordType, lvl0: string, lvl1: string, lvl2: string | null, content: string | null, anchor: string | null) => {
    records.push(searchRecord({origin: ORIGIN, path, type, hierarchy: {lvl0, lvl1, lvl2}, content, anchor, objectID: `o${objectID++}`, position: records.length}));
  };
  for (let p = 0; p < 60; p++) {
    const path = `/section-${p % 6}/page-${p}`;
    const lvl0 = `Section ${p % 6}`;
    const title = `${words(2)} page ${p}`;
    add(path, 'lvl1', lvl0, title, null, null, null);
    add(path, 'content', lvl0, title, null, words(20), null);
    for (let s = 0; s < 3; s++) {
      const heading = words(3);
      add(path, 'lvl2', lvl0, title, heading, null, `h${s}`);
      add(path, 'content', lvl0, title, heading, words(25), `h${s}`);
      add(path, 'content', lvl0, title, heading, words(15), `h${s}`);
    }
  }
  return records;
}

const records = corpus();
const single = buildIndex(records, ORIGIN, {layout: 'single'});
// Small files, so that the 60 pages make many shards and chunks.
const sharded = buildIndex(records, ORIGIN, {layout: 'sharded', shardTargetBytes: 2_000, chunkTargetBytes: 2_000});

function clientFor(files: Map<string, string>, options: {failing?: Set<string>; fetched?: string[]} = {}) {
  const fetchImpl = async (input: string | URL | Request) => {
    const name = String(input).split('/').pop()!;
    options.fetched?.push(name);
    if (options.failing?.has(name)) throw new TypeError('Failed to fetch');
    const text = files.get(name);
    return text === undefined ? new Response('not found', {status: 404}) : new Response(text);
  };
  return new EmbeddedSearchClient({indexUrl: `/search-index/b/${ENTRY_FILE}`, fetchImpl, defaultSnippetWords: () => 10});
}

const request = (query: string, page = 0): SearchRequest => ({
  indexName: 'docs',
  query,
  page,
  hitsPerPage: 20,
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  facets: ['language', 'docusaurus_tag'],
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
});

/** The result without the fields that differ on every call. */
function stable(result: AlgoliaSearchResult): Omit<AlgoliaSearchResult, 'processingTimeMS' | 'queryID'> {
  const {processingTimeMS: _time, queryID: _id, ...rest} = result;
  return rest;
}

const QUERIES = ['stake', 'ztake', 'xalidator', 'st', 's', 'validator weights', 'hotkey coldkey wallet', 'dividnd', 'consensus epoch', 'page 12', 'dtao', 'nothing here', 'governance sen'];

describe('sharded index', () => {
  test('the layouts: one file, or a manifest with many shards and chunks', () => {
    assert.deepEqual([...single.files.keys()], [ENTRY_FILE]);
    const manifest = JSON.parse(sharded.files.get(ENTRY_FILE)!) as ShardedManifest;
    assert.equal(manifest.layout, 'sharded');
    const shards = [...sharded.files.keys()].filter((f) => /^s\d+\.json$/.test(f));
    const chunks = [...sharded.files.keys()].filter((f) => /^c\d+\.json$/.test(f));
    assert.ok(shards.length >= 10, `${shards.length} shards`);
    assert.ok(chunks.length >= 10, `${chunks.length} chunks`);
    assert.equal(chunks.length, manifest.chunkCount);
    assert.ok(sharded.files.get(ENTRY_FILE)!.length < single.files.get(ENTRY_FILE)!.length / 10, 'the manifest is small');
  });

  test('answers exactly as the single file does, query by query and page by page', async () => {
    const a = clientFor(single.files);
    const b = clientFor(sharded.files);
    let answered = 0;
    for (const query of QUERIES) {
      for (const page of [0, 1]) {
        const [one, many] = await Promise.all([a.search({requests: [request(query, page)]}), b.search({requests: [request(query, page)]})]);
        assert.deepEqual(stable(many.results[0]!), stable(one.results[0]!), `${query}, page ${page}`);
        if (one.results[0]!.hits.length > 0) answered++;
      }
    }
    assert.ok(answered >= 12, `${answered} non-empty pages of results`);
  });

  test('ranking does not depend on which other shards are already loaded', async () => {
    const warm = clientFor(sharded.files);
    for (const query of QUERIES) await warm.search({requests: [request(query)]});
    for (const query of QUERIES) {
      const cold = clientFor(sharded.files);
      const [x, y] = [await cold.search({requests: [request(query)]}), await warm.search({requests: [request(query)]})];
      assert.deepEqual(stable(y.results[0]!), stable(x.results[0]!), query);
    }
  });

  test('a query downloads the manifest, the shards of its terms and the chunks of the hits it shows, nothing else', async () => {
    const fetched: string[] = [];
    const client = clientFor(sharded.files, {fetched});
    const {results} = await client.search({requests: [{...request('stake'), hitsPerPage: 3}]});
    assert.ok(results[0]!.nbHits > 3);
    const manifest = JSON.parse(sharded.files.get(ENTRY_FILE)!) as ShardedManifest;
    const shards = fetched.filter((f) => f.startsWith('s'));
    assert.equal(fetched[0], ENTRY_FILE);
    assert.deepEqual(shards, [`s${shardOfKey(manifest.shardKeys, 'st')}.json`]);
    const chunks = fetched.filter((f) => f.startsWith('c'));
    assert.ok(chunks.length >= 1 && chunks.length <= 3, `chunks ${chunks.join(', ')}`);
    assert.equal(new Set(fetched).size, fetched.length, 'no file twice');
    // Typing on: same key, nothing new for the terms; the manifest is not fetched again.
    fetched.length = 0;
    await client.search({requests: [{...request('staking'), hitsPerPage: 0}]});
    assert.deepEqual(fetched, []);
  });

  test('a shard or chunk that cannot be fetched rejects with RetryError, and the next search retries it', async () => {
    const manifest = JSON.parse(sharded.files.get(ENTRY_FILE)!) as ShardedManifest;
    const failing = new Set([`s${shardOfKey(manifest.shardKeys, 'va')}.json`]);
    const fetched: string[] = [];
    const client = clientFor(sharded.files, {failing, fetched});
    await assert.rejects(client.search({requests: [request('validator')]}), (error: Error) => error instanceof RetryError);
    // Other keys still work meanwhile.
    const other = await client.search({requests: [request('stake')]});
    assert.ok(other.results[0]!.nbHits > 0);
    failing.clear();
    const retried = await client.search({requests: [request('validator')]});
    assert.ok(retried.results[0]!.nbHits > 0);
    assert.equal(fetched.filter((f) => f === `s${shardOfKey(manifest.shardKeys, 'va')}.json`).length, 2);

    const chunkFailing = new Set(['c0.json']);
    const chunkClient = clientFor(sharded.files, {failing: chunkFailing});
    await assert.rejects(chunkClient.search({requests: [request('page 0')]}), (error: Error) => error instanceof RetryError);
    chunkFailing.clear();
    assert.ok((await chunkClient.search({requests: [request('page 0')]})).results[0]!.hits.length > 0);
  });

  test('big keys split by their next letter; both layouts still answer alike', async () => {
    const options = {keySplitBytes: 3_000, shardTargetBytes: 2_000, chunkTargetBytes: 2_000};
    const splitSingle = buildIndex(records, ORIGIN, {...options, layout: 'single'});
    const splitSharded = buildIndex(records, ORIGIN, {...options, layout: 'sharded'});
    const manifest = JSON.parse(splitSharded.files.get(ENTRY_FILE)!) as ShardedManifest;
    assert.ok(manifest.splits.includes('st'), `splits: ${manifest.splits.join(' ')}`);
    assert.ok(manifest.splits.length > 1);
    const a = clientFor(splitSingle.files);
    const b = clientFor(splitSharded.files);
    for (const query of [...QUERIES, 'sta', 'stak']) {
      const [one, many] = await Promise.all([a.search({requests: [request(query)]}), b.search({requests: [request(query)]})]);
      assert.deepEqual(stable(many.results[0]!), stable(one.results[0]!), query);
    }
    // "st" is split: as typed, it is completed with the most frequent longer terms under it.
    const typed = (await b.search({requests: [request('st')]})).results[0]!;
    assert.ok(typed.nbHits > 0);
    assert.ok(typed.hits.every((hit) => /\bst/i.test(JSON.stringify(hit._highlightResult))), 'every hit has a word starting with "st"');
    assert.ok((await b.search({requests: [request('sta')]})).results[0]!.nbHits > 0);
  });

  test('a word in more records than the cap keeps its best postings, titles first', async () => {
    const many: SearchRecord[] = [];
    const base = corpus()[0]!;
    for (let i = 0; i < MAX_POSTINGS_PER_TERM + 200; i++) {
      const url = `${ORIGIN}/bulk/${i}`;
      const title = i % 300 === 7 ? `Zebra guide ${i}` : `Bulk page ${i}`;
      many.push({...base, objectID: `t${i}`, type: 'lvl1', hierarchy: {...base.hierarchy, lvl1: title}, url, url_without_anchor: url});
      many.push({...base, objectID: `c${i}`, type: 'content', hierarchy: {...base.hierarchy, lvl1: title}, content: `zebra crossing number ${i}`, url, url_without_anchor: url});
    }
    const client = clientFor(buildIndex(many, ORIGIN, {layout: 'single'}).files);
    const {results} = await client.search({requests: [{...request('zebra'), hitsPerPage: 5}]});
    // At most the cap (a page's title and paragraph records count once: hits are distinct by URL).
    assert.ok(results[0]!.nbHits <= MAX_POSTINGS_PER_TERM && results[0]!.nbHits > MAX_POSTINGS_PER_TERM - 10, String(results[0]!.nbHits));
    for (const hit of results[0]!.hits.slice(0, 4)) assert.match(hit.hierarchy.lvl1!, /^Zebra guide/);
  });

  test('a missing manifest rejects with RetryError', async () => {
    const client = clientFor(new Map());
    await assert.rejects(client.search({requests: [request('stake')]}), (error: Error) => error instanceof RetryError);
  });
});
