/**
 * An Algolia-compatible search client over the embedded index: it answers the multi-query contract
 * the DocSearch modal and the /search page already use (`search({requests})` and the legacy
 * `search([{indexName, params}])`), so neither UI is forked.
 */
import {
  EmbeddedIndex,
  highlight,
  snippet,
  typedWords,
  type EngineSearchResult,
  type HighlightTags,
  type HighlightValue,
} from './engine';
import type {IndexEntryFile} from './format';
import {HIERARCHY_LEVELS, type SearchRecord} from './types';

export interface SearchRequest {
  indexName: string;
  query?: string;
  params?: Record<string, unknown> | string;
  [param: string]: unknown;
}

export interface AlgoliaHit extends SearchRecord {
  _highlightResult: {
    hierarchy: Partial<Record<string, HighlightValue>>;
    content?: HighlightValue;
  };
  _snippetResult: {
    hierarchy?: Partial<Record<string, {value: string; matchLevel: string}>>;
    content?: {value: string; matchLevel: string};
  };
}

export interface AlgoliaSearchResult {
  hits: AlgoliaHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  queryID?: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
  facets?: Record<string, Record<string, number>>;
}

/** The name DocSearch checks to show its 'Unable to fetch results' screen. */
export class RetryError extends Error {
  override name = 'RetryError';
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
  }
}

/** Stock DocSearch index settings: highlight class the /search page rewrites to `search-result-match`. */
export const DEFAULT_HIGHLIGHT: HighlightTags = {
  pre: '<span class="algolia-docsearch-suggestion--highlight">',
  post: '</span>',
};

export const searchIndexResponseTimeoutMs = 10_000;

export interface EmbeddedClientOptions {
  /** URL of the index entry file (the whole index, or the manifest of a sharded one), fetched on first use. */
  indexUrl: string;
  fetchImpl?: typeof fetch;
  /**
   * How long an index file may take to start arriving, in ms. A request that hangs then fails like an unreachable
   * host ('Unable to fetch results', and the next query retries) instead of a spinner that never stops. Longer than
   * the hosted client's 1 s + 2 s (SPEC §9): these are the site's own static files, and a busy host or a slow
   * mobile network can take a few seconds to start a shard.
   */
  responseTimeoutMs?: number;
  /** Snippet length when a request does not ask for one: 10 words, 5 on screens up to 768 px (SPEC §9). */
  defaultSnippetWords?: () => number;
}

export function defaultSnippetWords(): number {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 768px)').matches ? 5 : 10;
}

function readParams(request: SearchRequest): Record<string, unknown> {
  const {params, indexName: _indexName, ...inline} = request;
  let fromParams: Record<string, unknown> = {};
  if (typeof params === 'string') {
    for (const [key, value] of new URLSearchParams(params)) {
      try {
        fromParams[key] = JSON.parse(value);
      } catch {
        fromParams[key] = value;
      }
    }
  } else if (params) {
    fromParams = params;
  }
  return {...inline, ...fromParams};
}

function normaliseFacetFilters(value: unknown): (string | string[])[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.map((v) => (Array.isArray(v) ? v.map(String) : String(v)));
  return undefined;
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

function paging(params: Record<string, unknown>): {hitsPerPage: number; page: number} {
  return {
    hitsPerPage: Math.max(0, Math.min(1000, Number(params.hitsPerPage ?? 20))),
    page: Math.max(0, Number(params.page ?? 0)),
  };
}

function randomQueryID(): string {
  let id = '';
  for (let i = 0; i < 32; i++) id += Math.floor(Math.random() * 16).toString(16);
  return id;
}

function encodeParams(params: Record<string, unknown>): string {
  return Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');
}

export class EmbeddedSearchClient {
  readonly appId = 'embedded';
  private indexPromise: Promise<EmbeddedIndex> | null = null;

  constructor(private readonly options: EmbeddedClientOptions) {}

  /** Starts downloading the index; a failed download is forgotten so that the next call retries. */
  load(): Promise<EmbeddedIndex> {
    if (!this.indexPromise) {
      this.indexPromise = this.fetchJson(this.options.indexUrl)
        .then((entry) => new EmbeddedIndex(entry as IndexEntryFile, (name) => this.fetchJson(new URL(name, this.absoluteIndexUrl()).href)))
        .catch((error: unknown) => {
          this.indexPromise = null;
          throw error;
        });
    }
    return this.indexPromise;
  }

  private absoluteIndexUrl(): string {
    return new URL(this.options.indexUrl, typeof location !== 'undefined' ? location.href : 'http://localhost/').href;
  }

  /** Any failure to get an index file is DocSearch's 'Unable to fetch results' (a RetryError). */
  private async fetchJson(url: string): Promise<unknown> {
    const timeoutMs = this.options.responseTimeoutMs ?? searchIndexResponseTimeoutMs;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error(`no response within ${timeoutMs} ms for ${url}`)), timeoutMs);
    try {
      const response = await (this.options.fetchImpl ?? fetch)(url, {signal: controller.signal});
      clearTimeout(timer);
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
      return await response.json();
    } catch (error) {
      throw new RetryError('Unreachable hosts - the search index could not be loaded.', {cause: error});
    } finally {
      clearTimeout(timer);
    }
  }

  addAlgoliaAgent(): void {}
  clearCache(): Promise<void> {
    return Promise.resolve();
  }

  async search(input: {requests: SearchRequest[]} | SearchRequest[]): Promise<{results: AlgoliaSearchResult[]}> {
    const requests = Array.isArray(input) ? input : input.requests;
    const index = await this.load();
    return {results: await Promise.all(requests.map((request) => this.answer(index, request)))};
  }

  /** Fetches what the request needs (shards of its terms, records of its hits), then answers it. */
  async answer(index: EmbeddedIndex, request: SearchRequest): Promise<AlgoliaSearchResult> {
    const started = now();
    const params = readParams(request);
    await index.prepare(String(params.query ?? ''));
    const ranked = this.rank(index, params);
    const {hitsPerPage, page} = paging(params);
    await index.prepareRecords(ranked.hits.slice(page * hitsPerPage, page * hitsPerPage + hitsPerPage).map((hit) => hit.id));
    return this.dress(index, request, params, ranked, started);
  }

  /** Answers a request synchronously: what it needs must be loaded (single layout, or a repeat of `answer`). */
  searchOne(index: EmbeddedIndex, request: SearchRequest): AlgoliaSearchResult {
    const started = now();
    const params = readParams(request);
    return this.dress(index, request, params, this.rank(index, params), started);
  }

  private rank(index: EmbeddedIndex, params: Record<string, unknown>): EngineSearchResult {
    const facetNames = Array.isArray(params.facets) ? (params.facets as string[]) : typeof params.facets === 'string' ? [params.facets] : [];
    return index.search(String(params.query ?? ''), {facetFilters: normaliseFacetFilters(params.facetFilters)}, facetNames);
  }

  private dress(
    index: EmbeddedIndex,
    request: SearchRequest,
    params: Record<string, unknown>,
    {hits, queryTerms, facets}: EngineSearchResult,
    started: number,
  ): AlgoliaSearchResult {
    const query = String(params.query ?? '');
    const {hitsPerPage, page} = paging(params);
    const tags: HighlightTags =
      typeof params.highlightPreTag === 'string' && typeof params.highlightPostTag === 'string'
        ? {pre: params.highlightPreTag, post: params.highlightPostTag}
        : DEFAULT_HIGHLIGHT;
    const ellipsis = typeof params.snippetEllipsisText === 'string' ? params.snippetEllipsisText : '…';
    const snippetSpec = Array.isArray(params.attributesToSnippet)
      ? (params.attributesToSnippet as string[])
      : [`content:${(this.options.defaultSnippetWords ?? defaultSnippetWords)()}`];
    const snippetWords = new Map<string, number>();
    for (const spec of snippetSpec) {
      const [attribute, words] = spec.split(':');
      snippetWords.set(attribute!, Number(words ?? 10));
    }
    const facetNames = Object.keys(facets);
    const typed = typedWords(query);
    const lastTyped = /\s$/.test(query) ? [] : typed.slice(-1).filter((w) => w.length >= 2);
    const pageHits = hits.slice(page * hitsPerPage, page * hitsPerPage + hitsPerPage).map((hit): AlgoliaHit => {
      const terms = new Set([...queryTerms, ...hit.terms]);
      const record = index.record(hit.id);
      const hierarchyHighlight: Partial<Record<string, HighlightValue>> = {};
      const hierarchySnippet: Partial<Record<string, {value: string; matchLevel: string}>> = {};
      for (const level of HIERARCHY_LEVELS) {
        const value = record.hierarchy[level];
        if (!value) continue;
        hierarchyHighlight[level] = highlight(value, terms, lastTyped, tags, typed);
        const words = snippetWords.get(`hierarchy.${level}`);
        if (words) hierarchySnippet[level] = snippet(value, terms, lastTyped, tags, words, ellipsis, typed);
      }
      const result: AlgoliaHit = {
        ...record,
        _highlightResult: {hierarchy: hierarchyHighlight},
        _snippetResult: {},
      };
      if (record.content) {
        result._highlightResult.content = highlight(record.content, terms, lastTyped, tags, typed);
        const words = snippetWords.get('content');
        if (words) result._snippetResult.content = snippet(record.content, terms, lastTyped, tags, words, ellipsis, typed);
      }
      if (Object.keys(hierarchySnippet).length) result._snippetResult.hierarchy = hierarchySnippet;
      return result;
    });
    const nbHits = hits.length;
    const finished = now();
    return {
      hits: pageHits,
      nbHits,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(nbHits / hitsPerPage) : 0,
      hitsPerPage,
      query,
      params: encodeParams(params),
      index: request.indexName,
      ...(params.clickAnalytics ? {queryID: randomQueryID()} : {}),
      processingTimeMS: Math.round(finished - started),
      exhaustiveNbHits: true,
      ...(facetNames.length ? {facets} : {}),
    };
  }
}
