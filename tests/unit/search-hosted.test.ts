import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {describe, test} from 'node:test';
import type {EndRequest, Requester, Response} from '@algolia/client-common';
import {pathToFileURL} from 'node:url';
import {algoliaIndexSettings, hostedSearchFromEnv} from '../../config/search';
import {pushConfigFromEnv, pushRecords, toAlgoliaObjects} from '../../scripts/lib/search-push';
import {withSearchPageSize} from '../../src/search/searchPage';
import type {SearchRecord} from '../../src/search/types';

/** Nothing here reaches Algolia: every request goes to this recorder, which answers from fixtures. */
function recorder(answer: (request: EndRequest) => unknown): Requester & {requests: EndRequest[]} {
  const requests: EndRequest[] = [];
  return {
    requests,
    async send(request: EndRequest): Promise<Response> {
      requests.push(request);
      return {status: 200, isTimedOut: false, content: JSON.stringify(answer(request))};
    },
  };
}

// The browser build of the lite client: the one the site ships (the Node build has longer timeouts).
const siteRequire = createRequire(join(process.cwd(), 'package.json'));
const {liteClient} = (await import(
  pathToFileURL(join(dirname(siteRequire.resolve('algoliasearch/lite')), 'browser.js')).href
)) as typeof import('algoliasearch/lite');

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../search/fixtures/${name}`, import.meta.url), 'utf8'));
const docsearchRequest = fixture('docsearch-request.json').request;
const algoliaResponse = fixture('algolia-response.json');

describe('hosted search: configuration', () => {
  test('hosted only when the three build-time variables are set', () => {
    assert.equal(hostedSearchFromEnv({}), null);
    assert.equal(hostedSearchFromEnv({ALGOLIA_APP_ID: 'A', ALGOLIA_SEARCH_API_KEY: 'k'}), null);
    assert.deepEqual(hostedSearchFromEnv({ALGOLIA_APP_ID: ' A ', ALGOLIA_SEARCH_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'}), {appId: 'A', apiKey: 'k', indexName: 'i'});
  });

  test('the installed DocSearch still builds the recorded request (SPEC §7 fields)', () => {
    const bundle = readFileSync(join(dirname(siteRequire.resolve('@docsearch/react')), '..', 'esm', 'index.js'), 'utf8');
    const retrieve = JSON.stringify(docsearchRequest.attributesToRetrieve);
    assert.ok(bundle.includes(`attributesToRetrieve:${retrieve}`), 'attributesToRetrieve');
    for (const attribute of docsearchRequest.attributesToSnippet as string[]) {
      assert.ok(bundle.includes(`"${attribute.replace(':10', ':')}".concat(`), attribute);
    }
    assert.ok(bundle.includes('snippetEllipsisText:"…",highlightPreTag:"<mark>",highlightPostTag:"</mark>",hitsPerPage:20,clickAnalytics:'));
  });
});

describe('hosted search: the requests sent and the responses read', () => {
  test('the modal query: POST to the multi-index path of the DSN host, with the request fields', async () => {
    const requester = recorder(() => algoliaResponse);
    const client = liteClient('TESTAPPID', 'search-only-key', {requester});
    const {results} = await client.search({requests: [docsearchRequest]});
    const [sent] = requester.requests;
    assert.equal(sent!.method, 'POST');
    const url = new URL(sent!.url);
    assert.equal(url.host, 'testappid-dsn.algolia.net');
    assert.equal(url.pathname, '/1/indexes/*/queries');
    assert.equal(url.searchParams.get('x-algolia-application-id') ?? sent!.headers['x-algolia-application-id'], 'TESTAPPID');
    assert.deepEqual(JSON.parse(String(sent!.data)), {requests: [docsearchRequest]});
    // SPEC §9 timeouts: connect 1 s, read 2 s.
    assert.equal(sent!.connectTimeout, 1000);
    assert.equal(sent!.responseTimeout, 2000);
    const result = results[0] as (typeof algoliaResponse.results)[0];
    assert.equal(result.nbHits, 129);
    assert.equal(result.queryID, 'a1b2c3d4e5f60718293a4b5c6d7e8f90');
    assert.equal(result.hits[0]!.url, 'https://docs.learnbittensor.org/keys/wallets#coldkey-and-hotkey');
  });

  test('the /search page query (legacy form) asks for 20 hits per page', async () => {
    const requester = recorder(() => algoliaResponse);
    const client = withSearchPageSize(liteClient('TESTAPPID', 'search-only-key', {requester}));
    await client.search([
      {indexName: 'bittensor-docs', params: {query: 'coldkey', hitsPerPage: 15, page: 0, advancedSyntax: true, facetFilters: [['language:en']]}},
    ] as never);
    const body = JSON.parse(String(requester.requests[0]!.data));
    const params = body.requests[0].params ?? body.requests[0];
    const hitsPerPage = typeof params === 'string' ? new URLSearchParams(params).get('hitsPerPage') : params.hitsPerPage;
    assert.equal(String(hitsPerPage), '20');
  });

  test('a host that does not answer rejects with RetryError (the modal shows its error screen)', async () => {
    const requester: Requester = {send: async () => ({status: 0, isTimedOut: true, content: ''})};
    const client = liteClient('TESTAPPID', 'search-only-key', {requester});
    await assert.rejects(client.search({requests: [docsearchRequest]}), (error: Error) => error.name === 'RetryError');
  });
});

describe('npm run search:push', () => {
  const records: SearchRecord[] = [
    {
      objectID: 'a',
      type: 'lvl2',
      hierarchy: {lvl0: 'Keys', lvl1: 'Wallets', lvl2: 'Coldkey', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      content: null,
      url: 'https://docs.learnbittensor.org/keys/wallets#coldkey',
      url_without_anchor: 'https://docs.learnbittensor.org/keys/wallets',
      anchor: 'coldkey',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      position: 3,
    },
  ];

  test('names the missing variables and never their values', () => {
    assert.deepEqual(pushConfigFromEnv({ALGOLIA_ADMIN_API_KEY: 'k'}), {missing: ['ALGOLIA_APP_ID', 'ALGOLIA_INDEX_NAME']});
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/search-push.ts'], {
      env: {PATH: process.env.PATH, ALGOLIA_ADMIN_API_KEY: 'admin-secret-123', ALGOLIA_INDEX_NAME: 'docs'},
      encoding: 'utf8',
    });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /refused: set ALGOLIA_APP_ID/);
    assert.ok(!`${run.stdout}${run.stderr}`.includes('admin-secret-123'));
  });

  test('uploads settings, synonyms and records (atomically) with the admin key, printing no key', async () => {
    const requester = recorder((request) => {
      if (request.method === 'GET' && request.url.includes('/task/')) return {status: 'published'};
      if (request.url.endsWith('/batch') || request.url.includes('/batch?')) return {taskID: 3, objectIDs: ['a']};
      return {taskID: 2, updatedAt: '2024-01-01T00:00:00Z'};
    });
    const logs: string[] = [];
    await pushRecords({appId: 'TESTAPPID', adminApiKey: 'admin-secret-123', indexName: 'docs'}, records, {requester, log: (m) => logs.push(m)});
    const calls = requester.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);
    assert.ok(calls[0] === 'PUT /1/indexes/docs/settings', calls[0]);
    const settings = JSON.parse(String(requester.requests[0]!.data));
    assert.deepEqual(settings.searchableAttributes, algoliaIndexSettings.searchableAttributes);
    assert.deepEqual(settings.attributesForFaceting, ['type', 'language', 'docusaurus_tag', 'hierarchy.lvl0']);
    assert.equal(settings.distinct, true);
    assert.equal(settings.attributeForDistinct, 'url');
    assert.deepEqual(settings.attributesToSnippet, ['content:10']);
    assert.ok(calls.includes('POST /1/indexes/docs/synonyms/batch'));
    const batch = requester.requests.find((r) => /\/1\/indexes\/docs_tmp_\d+\/batch/.test(new URL(r.url).pathname));
    assert.ok(batch, `records go to a temporary index first: ${calls.join(', ')}`);
    assert.deepEqual(JSON.parse(String(batch.data)).requests[0].body, toAlgoliaObjects(records)[0]);
    assert.ok(calls.some((c) => c === 'POST /1/indexes/docs_tmp_' + c.split('docs_tmp_')[1] && c.endsWith('/operation')), 'then moved over the index');
    assert.ok(requester.requests.every((r) => r.headers['x-algolia-api-key'] === 'admin-secret-123' || r.url.includes('admin-secret-123') === false));
    assert.ok(!logs.join('\n').includes('admin-secret-123'));
  });
});
