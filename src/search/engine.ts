/**
 * The embedded search engine: MiniSearch (chosen by measurement, see scripts/bench-search.ts and the
 * README) over the DocSearch records, plus the ranking rules a reader expects:
 * titles and headings above body text, exact above prefix above typo matches, prefix matching on the
 * word being typed, typo tolerance, stemming and domain synonyms, one hit per URL (distinct by anchor).
 *
 * The index arrives in one file or in shards (./format.ts). Either way a query runs on a MiniSearch
 * instance holding exactly the terms of its own keys, with the collection's global statistics, so both
 * layouts rank identically. `prepare()` and `prepareRecords()` fetch what a query needs (nothing in
 * the single layout); `search()` and `record()` are then synchronous.
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {parseQuery, tokenize, normalizeTerm, type QueryGroup} from './text';
import {
  INDEX_FORMAT,
  TYPE_CODES,
  chunkFile,
  miniSearchOptions,
  shardFile,
  shardOfKey,
  termKey,
  type DocMeta,
  type IndexEntryFile,
  type IndexStats,
  type IndexedDoc,
  type RecordChunk,
  type ShardFile,
  type TermEntry,
} from './format';
import type {Hierarchy, RecordType, SearchRecord} from './types';

/** What a hit looks like inside the engine, before it is dressed as an Algolia hit. */
export interface EngineHit {
  id: number;
  score: number;
  /** Index terms this record matched (normalised), for highlighting. */
  terms: string[];
}

/** Fetches one index file (relative to the entry file) and parses it; rejects when it cannot. */
export type IndexFileLoader = (name: string) => Promise<unknown>;

const FIELD_BOOST = {title: 3, heading: 2, content: 1};
const FIELD_TIER = {title: 0, heading: 1, content: 2};
const TYPE_BOOST: Record<RecordType, number> = {
  lvl1: 1.6,
  lvl2: 1.4,
  lvl3: 1.25,
  lvl4: 1.15,
  lvl5: 1.1,
  lvl6: 1.1,
  content: 1,
};
/** Composed MiniSearch instances kept per set of keys (typing a query reuses the same few). */
const INSTANCE_CACHE_SIZE = 24;

/** A query group, possibly with completions appended to its alternatives (the last `completions`). */
type ExpandedGroup = QueryGroup & {completions?: number};

/** Typo tolerance: none under 4 letters, 1 edit from 4, 2 edits from 8 (Algolia's defaults). */
export function fuzziness(term: string): number | false {
  if (/\d/.test(term)) return false;
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return false;
}

type Postings = Map<number, Map<number, number>>;

/** The MiniSearch fields a composed instance replaces (pinned minisearch 7.2; checked on use). */
interface MiniSearchInternals {
  _index: {set(term: string, data: Postings): unknown};
  _documentIds: Map<number, number>;
  _fieldLength: Map<number, number[]>;
}

function internalsOf(ms: MiniSearch<IndexedDoc>): MiniSearchInternals {
  const internals = ms as unknown as Partial<MiniSearchInternals>;
  if (!(internals._documentIds instanceof Map) || !(internals._fieldLength instanceof Map) || typeof internals._index?.set !== 'function') {
    throw new Error('[search] MiniSearch internals changed: check src/search/engine.ts against the installed minisearch');
  }
  return internals as MiniSearchInternals;
}

function toPostings(data: TermEntry[1]): Postings {
  const postings: Postings = new Map();
  for (const [field, byDoc] of Object.entries(data)) {
    const docs = new Map<number, number>();
    for (const [doc, frequency] of Object.entries(byDoc)) docs.set(Number(doc), frequency);
    postings.set(Number(field), docs);
  }
  return postings;
}

export interface EngineSearchOptions {
  /** Facet filters in Algolia's form: every entry must hold; an array entry holds if any member does. */
  facetFilters?: (string | string[])[];
}

export interface EngineSearchResult {
  hits: EngineHit[];
  /** Every normalised query term, to highlight hierarchy levels that did not themselves match. */
  queryTerms: string[];
  facets: Record<string, Record<string, number>>;
}

/** The keys of the terms of a query's groups (every alternative of every group). */
function keysOfGroups(groups: QueryGroup[], splits: ReadonlySet<string>): string[] {
  const keys = new Set<string>();
  for (const group of groups) for (const alternative of group.alternatives) for (const term of alternative) keys.add(termKey(term, splits));
  return [...keys].sort();
}

export class EmbeddedIndex {
  readonly origin: string;
  readonly layout: 'single' | 'sharded';
  private readonly stats: IndexStats;
  private readonly splits: ReadonlySet<string>;
  private readonly completions = new Map<string, string[]>();
  private readonly facetValues: [string, string, string][];
  private readonly facetRunStarts: number[];
  private readonly facetRunValues: number[];
  /** First key of each shard file (sharded layout; empty in the single layout, where every key is present). */
  private readonly shardKeys: string[];
  private readonly presentKeys: ReadonlySet<string>;
  private readonly recordsPerChunk: number;
  /** Raw term entries by key, turned into postings the first time a query needs the key. */
  private readonly rawTerms = new Map<string, TermEntry[]>();
  private readonly postingsByKey = new Map<string, [string, Postings][]>();
  private readonly documentIds = new Map<number, number>();
  private readonly fieldLength = new Map<number, number[]>();
  private readonly codes: Int8Array;
  private readonly urlKeys: Int32Array;
  private readonly chunks = new Map<number, RecordChunk>();
  private readonly shardLoads = new Map<number, Promise<void>>();
  private readonly loadedShards = new Set<number>();
  private readonly chunkLoads = new Map<number, Promise<void>>();
  private readonly instances = new Map<string, MiniSearch<IndexedDoc>>();
  private readonly cache = new Map<number, SearchRecord>();

  constructor(
    entry: IndexEntryFile,
    private readonly loadFile: IndexFileLoader = () => Promise.reject(new Error('no loader for a sharded index')),
  ) {
    if (entry.format !== INDEX_FORMAT) throw new Error(`Search index format ${entry.format}, expected ${INDEX_FORMAT}`);
    this.origin = entry.origin;
    this.layout = entry.layout;
    this.stats = entry.stats;
    this.splits = new Set(entry.splits);
    this.facetValues = entry.facets.values;
    this.facetRunStarts = entry.facets.runs.map((r) => r[0]);
    this.facetRunValues = entry.facets.runs.map((r) => r[1]);
    this.codes = new Int8Array(entry.stats.documentCount).fill(-1);
    this.urlKeys = new Int32Array(entry.stats.documentCount).fill(-1);
    if (entry.layout === 'single') {
      this.shardKeys = [];
      this.presentKeys = new Set();
      this.recordsPerChunk = Math.max(1, entry.stats.documentCount);
      this.addTerms(entry.terms);
      for (const [key, terms] of Object.entries(entry.completions)) this.completions.set(key, terms);
      entry.docs.forEach((meta, id) => this.addDoc(id, meta));
      this.chunks.set(0, entry.chunk);
    } else {
      this.shardKeys = entry.shardKeys;
      this.presentKeys = new Set(entry.keys.split(' '));
      this.recordsPerChunk = entry.recordsPerChunk;
    }
  }

  get size(): number {
    return this.stats.documentCount;
  }

  private addTerms(entries: TermEntry[]): void {
    for (const entry of entries) {
      const key = termKey(entry[0], this.splits);
      let list = this.rawTerms.get(key);
      if (!list) this.rawTerms.set(key, (list = []));
      list.push(entry);
    }
  }

  private addDoc(id: number, [title, heading, content, code, urlKey]: DocMeta): void {
    this.documentIds.set(id, id);
    this.fieldLength.set(id, [title, heading, content]);
    this.codes[id] = code;
    this.urlKeys[id] = urlKey;
  }

  /**
   * Loads the shards holding the query's terms (sharded layout), then those of the completions of a
   * word being typed whose key is split; a failed load is retried next time.
   */
  async prepare(query: string): Promise<void> {
    if (this.layout === 'single') return;
    const groups = parseQuery(query);
    await this.loadKeys(keysOfGroups(groups, this.splits));
    await this.loadKeys(keysOfGroups(this.withCompletions(groups), this.splits));
  }

  private loadKeys(keys: string[]): Promise<void> {
    const shards = new Set<number>();
    for (const key of keys) {
      const shard = this.shardOf(key);
      if (shard >= 0) shards.add(shard);
    }
    return Promise.all([...shards].map((shard) => this.loadShard(shard))).then(() => undefined);
  }

  /**
   * The groups with completions added: where the word being typed equals a split key, prefix matching
   * over its own key would see only the word itself, so its most frequent longer terms join as
   * alternatives (matched exactly; ranked as prefix matches of the typed word).
   */
  private withCompletions(groups: QueryGroup[]): QueryGroup[] {
    return groups.map((group) => {
      if (!group.last) return group;
      const extra: string[][] = [];
      for (const alternative of group.alternatives) {
        const typed = alternative[alternative.length - 1]!;
        const key = termKey(typed, this.splits);
        if (!this.splits.has(key)) continue;
        for (const completion of this.completions.get(key) ?? []) extra.push([...alternative.slice(0, -1), completion]);
      }
      return extra.length ? {...group, alternatives: [...group.alternatives, ...extra], completions: extra.length} : group;
    });
  }

  private loadShard(shard: number): Promise<void> {
    let load = this.shardLoads.get(shard);
    if (!load) {
      load = this.loadFile(shardFile(shard)).then((data) => {
        const file = data as ShardFile;
        for (const [id, ...meta] of file.docs) this.addDoc(id, meta as DocMeta);
        this.addTerms(file.terms);
        for (const [key, terms] of Object.entries(file.completions)) this.completions.set(key, terms);
        this.loadedShards.add(shard);
      });
      load.catch(() => this.shardLoads.delete(shard));
      this.shardLoads.set(shard, load);
    }
    return load;
  }

  /** Loads the record chunks of the given hits, for `record()`. */
  prepareRecords(ids: number[]): Promise<void> {
    const chunks = new Set(ids.map((id) => this.chunkOf(id)));
    return Promise.all([...chunks].map((n) => this.loadChunk(n))).then(() => undefined);
  }

  private chunkOf(id: number): number {
    return Math.floor(id / this.recordsPerChunk);
  }

  private shardOf(key: string): number {
    // A key with no terms costs no download.
    return this.presentKeys.has(key) ? shardOfKey(this.shardKeys, key) : -1;
  }

  private loadChunk(n: number): Promise<void> {
    if (this.chunks.has(n)) return Promise.resolve();
    let load = this.chunkLoads.get(n);
    if (!load) {
      load = this.loadFile(chunkFile(n)).then((data) => {
        this.chunks.set(n, data as RecordChunk);
      });
      load.catch(() => this.chunkLoads.delete(n));
      this.chunkLoads.set(n, load);
    }
    return load;
  }

  /** A MiniSearch instance with the terms of exactly these keys and the collection's statistics. */
  private instanceFor(keys: string[]): MiniSearch<IndexedDoc> {
    const cacheKey = keys.join('\u0000');
    const cached = this.instances.get(cacheKey);
    if (cached) {
      // Most recently used last.
      this.instances.delete(cacheKey);
      this.instances.set(cacheKey, cached);
      return cached;
    }
    const ms = MiniSearch.loadJS(
      {
        ...this.stats,
        documentIds: {},
        fieldLength: {},
        storedFields: {},
        dirtCount: 0,
        index: [],
        serializationVersion: 2,
      } as never,
      miniSearchOptions,
    );
    const internals = internalsOf(ms);
    // Shared maps: a document outside the instance's postings is never looked up.
    internals._documentIds = this.documentIds;
    internals._fieldLength = this.fieldLength;
    for (const key of keys) {
      const shard = this.shardOf(key);
      if (shard >= 0 && !this.loadedShards.has(shard)) {
        throw new Error(`[search] shard of "${key}" not loaded: call prepare() first`);
      }
      let postings = this.postingsByKey.get(key);
      if (!postings) {
        postings = (this.rawTerms.get(key) ?? []).map(([term, data]) => [term, toPostings(data)] as [string, Postings]);
        this.postingsByKey.set(key, postings);
        this.rawTerms.delete(key);
      }
      for (const [term, data] of postings) internals._index.set(term, data);
    }
    this.instances.set(cacheKey, ms);
    if (this.instances.size > INSTANCE_CACHE_SIZE) this.instances.delete(this.instances.keys().next().value!);
    return ms;
  }

  /** The record behind a hit; its chunk must have been loaded with `prepareRecords()`. */
  record(id: number): SearchRecord {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const chunk = this.chunks.get(this.chunkOf(id));
    if (!chunk) throw new Error(`[search] records of ${id} not loaded: call prepareRecords() first`);
    const local = (recordId: number) => chunk.records[recordId - chunk.first] ?? chunk.context![recordId]!;
    const [page, code, anchor, text, , objectID] = local(id);
    const [path, lvl0, lvl1, language, tag] = chunk.pages[page]!;
    const hierarchy: Hierarchy = {lvl0: lvl0 || null, lvl1: lvl1 || null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    const type = TYPE_CODES[code]!;
    // Walk up the parent chain (the chunk carries the ancestors it does not hold) to fill lvl2..lvl6.
    let cursor = type === 'content' ? local(id)[4] : id;
    while (cursor >= 0) {
      const rec = local(cursor);
      const level = TYPE_CODES[rec[1]]!;
      if (level !== 'content' && level !== 'lvl1') hierarchy[level] = rec[3];
      cursor = rec[4];
    }
    const urlWithoutAnchor = this.origin + path;
    const record: SearchRecord = {
      objectID,
      type,
      hierarchy,
      content: type === 'content' ? text : null,
      url: anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor,
      url_without_anchor: urlWithoutAnchor,
      anchor: anchor || null,
      language,
      docusaurus_tag: tag,
      position: 0,
    };
    this.cache.set(id, record);
    return record;
  }

  private facetTuple(id: number): [string, string, string] {
    return this.facetValues[this.facetRunValues[lastAtOrBelow(this.facetRunStarts, id)]!]!;
  }

  private matchesFilters(id: number, facetFilters: (string | string[])[] | undefined): boolean {
    if (!facetFilters?.length) return true;
    const [language, tag, lvl0] = this.facetTuple(id);
    const values: Record<string, string> = {language, docusaurus_tag: tag, 'hierarchy.lvl0': lvl0};
    return facetFilters.every((entry) => {
      const alternatives = Array.isArray(entry) ? entry : [entry];
      return alternatives.some((filter) => {
        const negated = filter.startsWith('-');
        const body = negated ? filter.slice(1) : filter;
        const colon = body.indexOf(':');
        const attribute = body.slice(0, colon);
        const value = body.slice(colon + 1).replace(/^"(.*)"$/, '$1');
        const matches = values[attribute] === value;
        return negated ? !matches : matches;
      });
    });
  }

  private toMiniSearchQuery(groups: ExpandedGroup[], combineWith: 'AND' | 'OR'): Query {
    return {
      combineWith,
      queries: groups.map((group) => {
        const firstCompletion = group.alternatives.length - (group.completions ?? 0);
        return {
          combineWith: 'OR',
          queries: group.alternatives.map((terms, a) => ({
            combineWith: 'AND',
            queries: terms.map((term, i) => {
              const completed = a >= firstCompletion && i === terms.length - 1;
              return {
                queries: [term],
                prefix: !completed && group.last && i === terms.length - 1 && term.length >= 2,
                fuzzy: completed ? false : fuzziness(term),
              };
            }),
          })),
        };
      }),
    } as Query;
  }

  /** Ranks the hits of a query; in the sharded layout its shards must have been loaded with `prepare()`. */
  search(query: string, options: EngineSearchOptions = {}, facetNames: string[] = []): EngineSearchResult {
    const groups = parseQuery(query);
    const facets: Record<string, Record<string, number>> = {};
    if (groups.length === 0) return {hits: [], queryTerms: [], facets};
    const expanded = this.withCompletions(groups);
    const ms = this.instanceFor(keysOfGroups(expanded, this.splits));
    const searchOptions = {
      boost: FIELD_BOOST,
      weights: {prefix: 0.5, fuzzy: 0.3},
      boostDocument: (id: number) => TYPE_BOOST[TYPE_CODES[this.codes[id]!]!],
    };
    // Every record with any query word: the ranking puts those with more of them first, so a word the
    // pages do not use ("how", "guide", a version number) never hides the page the other words name.
    const results: SearchResult[] = ms.search(this.toMiniSearchQuery(expanded, groups.length > 1 ? 'OR' : 'AND'), searchOptions);
    const filtered = results.filter((r) => this.matchesFilters(r.id as number, options.facetFilters));
    const memo = new Map<string, number[]>();
    const ranked = filtered
      .map((r) => ({r, key: this.rankingKey(r, groups, memo)}))
      .sort((a, b) => {
        for (let i = 0; i < a.key.length; i++) {
          const d = a.key[i]! - b.key[i]!;
          if (d !== 0) return d;
        }
        return 0;
      });
    // Distinct by URL (with anchor): keep the best record of each section.
    const seen = new Set<number>();
    const hits: EngineHit[] = [];
    for (const {r} of ranked) {
      const id = r.id as number;
      const urlKey = this.urlKeys[id]!;
      if (seen.has(urlKey)) continue;
      seen.add(urlKey);
      hits.push({id, score: r.score, terms: r.terms});
    }
    // Facet counts after distinct (Algolia's facetingAfterDistinct), so they add up to nbHits.
    const facetPosition: Record<string, number> = {language: 0, docusaurus_tag: 1, 'hierarchy.lvl0': 2};
    for (const facet of facetNames) {
      const position = facetPosition[facet];
      const counts: Record<string, number> = {};
      if (position !== undefined) {
        for (const hit of hits) {
          const value = this.facetTuple(hit.id)[position]!;
          counts[value] = (counts[value] ?? 0) + 1;
        }
      }
      facets[facet] = counts;
    }
    const queryTerms = groups.flatMap((g) => g.alternatives.flat());
    return {hits, queryTerms, facets};
  }

  /**
   * Algolia's tie-breaking order, with one change: query words matched, each counted twice when the page title
   * or the record's headings hold it (a reader's words name the page they want: "sdk migration guide" reaches
   * "Migrate from SDK 9 to SDK 10" before a page that mentions all three words in passing); then fewer typos,
   * more query words matched, best attribute (title, then headings, then body), more exact (not prefix)
   * words, higher record level (page title > h2 > ... > paragraph), then text relevance (BM25).
   * Smaller keys rank first. Hosted Algolia does not apply the first rule.
   */
  private rankingKey(result: SearchResult, groups: QueryGroup[], memo: Map<string, number[]>): number[] {
    let words = 0;
    let typos = 0;
    let exact = 0;
    const perTerm = result.terms.map((term) => {
      let kinds = memo.get(term);
      if (!kinds) {
        kinds = groups.map((group) => matchKind(term, group));
        memo.set(term, kinds);
      }
      return kinds;
    });
    // Query words found in the page title or the record's headings, not only in its text.
    let inHierarchy = 0;
    const fieldsOf = result.terms.map((term) => result.match[term] ?? []);
    for (let g = 0; g < groups.length; g++) {
      let best = 0;
      let hierarchy = false;
      perTerm.forEach((kinds, t) => {
        best = Math.max(best, kinds[g]!);
        if (kinds[g]! > 0 && fieldsOf[t]!.some((field) => field !== 'content')) hierarchy = true;
      });
      if (best > 0) words++;
      if (best === 1) typos++;
      if (best === 3) exact++;
      if (hierarchy) inHierarchy++;
    }
    let tier = 3;
    for (const fields of Object.values(result.match)) {
      for (const field of fields) tier = Math.min(tier, FIELD_TIER[field as keyof typeof FIELD_TIER] ?? 3);
    }
    const code = this.codes[result.id as number]!;
    const levelRank = code === 0 ? 7 : code; // lvl1 first, content last
    return [-(words + inHierarchy), typos, -words, tier, -exact, levelRank, -result.score];
  }
}

/** Index of the last value ≤ target in an ascending list (0 if none). */
function lastAtOrBelow(sorted: number[], target: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (sorted[mid]! <= target) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** How an index term matches a query group: 0 not at all, 1 with typos, 2 as a prefix, 3 exactly. */
function matchKind(term: string, group: QueryGroup): number {
  let best = 0;
  for (const alternative of group.alternatives) {
    for (const q of alternative) {
      if (term === q) return 3;
      if (best < 2 && group.last && term.startsWith(q)) best = 2;
      else if (best < 1) {
        const fuzz = fuzziness(q);
        if (fuzz && Math.abs(term.length - q.length) <= fuzz && editDistance(term, q, fuzz) <= fuzz) best = 1;
      }
    }
  }
  return best;
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}


// ---------------------------------------------------------------------------------------------
// Highlighting and snippets, in Algolia's response format.

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

interface Token {
  start: number;
  end: number;
  matched: boolean;
  full: boolean;
}

const WORD_RE = /[\p{L}\p{N}_]+(?:[.'’][\p{L}\p{N}_]+)*/gu;

/** Marks the words of `text` whose normalised form matches (or, for prefix terms, starts) a query term. */
function tokensOf(text: string, terms: Set<string>, prefixes: string[]): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(WORD_RE)) {
    const word = m[0];
    const norm = normalizeTerm(word.replace(/[’']/g, ''));
    const lower = word.toLowerCase();
    const full = terms.has(norm) || terms.has(lower);
    const matched =
      full ||
      prefixes.some((p) => lower.startsWith(p) || norm.startsWith(p)) ||
      word.split('_').some((part) => part && terms.has(normalizeTerm(part)));
    tokens.push({start: m.index!, end: m.index! + word.length, matched, full});
  }
  return tokens;
}

export interface HighlightTags {
  pre: string;
  post: string;
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

function render(text: string, tokens: Token[], from: number, to: number, tags: HighlightTags): string {
  let out = '';
  let cursor = from;
  for (const t of tokens) {
    if (t.end <= from || t.start >= to || !t.matched) continue;
    out += escapeHtml(text.slice(cursor, t.start)) + tags.pre + escapeHtml(text.slice(t.start, t.end)) + tags.post;
    cursor = t.end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

function level(tokens: Token[], queryWordCount: number): 'none' | 'partial' | 'full' {
  const count = tokens.filter((t) => t.matched).length;
  if (count === 0) return 'none';
  return count >= queryWordCount ? 'full' : 'partial';
}

export function highlight(text: string, terms: Set<string>, prefixes: string[], tags: HighlightTags, queryWords: string[]): HighlightValue {
  const tokens = tokensOf(text, terms, prefixes);
  const matchedWords = [...new Set(tokens.filter((t) => t.matched).map((t) => text.slice(t.start, t.end).toLowerCase()))];
  return {
    value: render(text, tokens, 0, text.length, tags),
    matchLevel: level(tokens, queryWords.length),
    matchedWords,
  };
}

/** A window of `words` words around the first match, with the ellipsis where text was cut. */
export function snippet(
  text: string,
  terms: Set<string>,
  prefixes: string[],
  tags: HighlightTags,
  words: number,
  ellipsis: string,
  queryWords: string[],
): {value: string; matchLevel: 'none' | 'partial' | 'full'} {
  const tokens = tokensOf(text, terms, prefixes);
  if (tokens.length <= words) {
    return {value: render(text, tokens, 0, text.length, tags), matchLevel: level(tokens, queryWords.length)};
  }
  const first = Math.max(0, tokens.findIndex((t) => t.matched));
  // Start a little before the first match so it reads in context, as Algolia does.
  let startToken = Math.max(0, first - Math.floor((words - 1) / 3));
  if (startToken + words > tokens.length) startToken = tokens.length - words;
  const endToken = startToken + words - 1;
  const from = startToken === 0 ? 0 : tokens[startToken]!.start;
  const to = endToken >= tokens.length - 1 ? text.length : tokens[endToken]!.end;
  const window = tokens.slice(startToken, endToken + 1);
  const value = (from > 0 ? ellipsis : '') + render(text, window, from, to, tags) + (to < text.length ? ellipsis : '');
  return {value, matchLevel: level(window, queryWords.length)};
}

/** Query words as typed (lower-case), used for prefix highlighting of the word being typed. */
export function typedWords(query: string): string[] {
  return tokenize(query).map((w) => w.toLowerCase());
}
