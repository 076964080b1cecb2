/**
 * The embedded search engine: MiniSearch (chosen by measurement, see scripts/bench-search.ts and the
 * README) over the DocSearch records, plus the ranking rules a reader expects:
 * titles and headings above body text, exact above prefix above typo matches, prefix matching on the
 * word being typed, typo tolerance, stemming and domain synonyms, one hit per URL (distinct by anchor).
 *
 * The same module builds the index (Node, at build time) and answers queries (browser).
 */
import MiniSearch, {type Options, type Query, type SearchResult} from 'minisearch';
import {parseQuery, processIndexTerm, tokenize, normalizeTerm, type QueryGroup} from './text';
import type {Hierarchy, RecordType, SearchRecord} from './types';

/** Serialized index format; bump when the layout changes. */
export const INDEX_FORMAT = 3;

const TYPE_CODES: RecordType[] = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** [path, lvl0, lvl1, language, docusaurus_tag] */
export type PackedPage = [string, string, string, string, string];
/** [page, type code, anchor, text, parent record (-1 for none), objectID] */
export type PackedRecord = [number, number, string, string, number, string];

export interface IndexData {
  format: number;
  /** Origin of the absolute hit URLs, e.g. https://docs.bittensor.com */
  origin: string;
  pages: PackedPage[];
  records: PackedRecord[];
  minisearch: unknown;
}

/** What a hit looks like inside the engine, before it is dressed as an Algolia hit. */
export interface EngineHit {
  id: number;
  score: number;
  /** Index terms this record matched (normalised), for highlighting. */
  terms: string[];
}

interface IndexedDoc {
  id: number;
  title: string;
  heading: string;
  content: string;
}

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

export const miniSearchOptions: Options<IndexedDoc> = {
  idField: 'id',
  fields: ['title', 'heading', 'content'],
  storeFields: [],
  tokenize,
  processTerm: processIndexTerm,
  searchOptions: {
    // Queries reach MiniSearch already tokenized and normalised by parseQuery.
    tokenize: (text) => text.split(' ').filter(Boolean),
    processTerm: (term) => term,
  },
};

/** Typo tolerance: none under 4 letters, 1 edit from 4, 2 edits from 8 (Algolia's defaults). */
export function fuzziness(term: string): number | false {
  if (/\d/.test(term)) return false;
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return false;
}

function docFor(record: SearchRecord, id: number): IndexedDoc {
  const h = record.hierarchy;
  const headings = [h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6].filter(Boolean).join(' ');
  return {id, title: h.lvl1 ?? '', heading: headings, content: record.content ?? ''};
}

/** Build time: records → the JSON file the browser downloads. */
export function buildIndexData(records: SearchRecord[], origin: string): IndexData {
  const pages: PackedPage[] = [];
  const pageIndex = new Map<string, number>();
  const packed: PackedRecord[] = [];
  // Parent links: the nearest heading record above each record within its page.
  const lastHeadingAtLevel = new Map<string, number[]>();
  records.forEach((record, id) => {
    const path = new URL(record.url_without_anchor).pathname;
    let page = pageIndex.get(path);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(path, page);
      pages.push([
        path,
        record.hierarchy.lvl0 ?? '',
        record.hierarchy.lvl1 ?? '',
        record.language,
        record.docusaurus_tag,
      ]);
      lastHeadingAtLevel.set(path, []);
    }
    const stack = lastHeadingAtLevel.get(path)!;
    const code = TYPE_CODES.indexOf(record.type);
    let parent = -1;
    if (record.type === 'content') {
      parent = stack.length ? stack[stack.length - 1]! : -1;
    } else {
      // Pop headings at this level or deeper; the remaining top is the parent.
      while (stack.length && packed[stack[stack.length - 1]!]![1] >= code) stack.pop();
      parent = stack.length ? stack[stack.length - 1]! : -1;
      stack.push(id);
    }
    const text = record.type === 'content' ? record.content ?? '' : record.hierarchy[record.type] ?? '';
    packed.push([page, code, record.anchor ?? '', text, parent, record.objectID]);
  });
  const ms = new MiniSearch<IndexedDoc>(miniSearchOptions);
  ms.addAll(records.map(docFor));
  return {format: INDEX_FORMAT, origin, pages, records: packed, minisearch: ms.toJSON()};
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

export class EmbeddedIndex {
  private readonly ms: MiniSearch<IndexedDoc>;
  private readonly cache = new Map<number, SearchRecord>();

  constructor(private readonly data: IndexData) {
    if (data.format !== INDEX_FORMAT) throw new Error(`Search index format ${data.format}, expected ${INDEX_FORMAT}`);
    this.ms = MiniSearch.loadJS(data.minisearch as never, miniSearchOptions);
  }

  get size(): number {
    return this.data.records.length;
  }

  record(id: number): SearchRecord {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const [page, code, anchor, text, , objectID] = this.data.records[id]!;
    const [path, lvl0, lvl1, language, tag] = this.data.pages[page]!;
    const hierarchy: Hierarchy = {lvl0: lvl0 || null, lvl1: lvl1 || null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    const type = TYPE_CODES[code]!;
    // Walk up the parent chain to fill lvl2..lvl6.
    let cursor = type === 'content' ? this.data.records[id]![4] : id;
    while (cursor >= 0) {
      const rec = this.data.records[cursor]!;
      const level = TYPE_CODES[rec[1]]!;
      if (level !== 'content' && level !== 'lvl1') hierarchy[level] = rec[3];
      cursor = rec[4];
    }
    const urlWithoutAnchor = this.data.origin + path;
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

  private matchesFilters(id: number, facetFilters: (string | string[])[] | undefined, skipAttribute?: string): boolean {
    if (!facetFilters?.length) return true;
    const page = this.data.pages[this.data.records[id]![0]]!;
    const values: Record<string, string> = {language: page[3], docusaurus_tag: page[4], 'hierarchy.lvl0': page[1]};
    return facetFilters.every((entry) => {
      const alternatives = Array.isArray(entry) ? entry : [entry];
      const relevant = alternatives.filter((f) => facetAttribute(f) !== skipAttribute);
      if (relevant.length === 0) return true;
      return relevant.some((filter) => {
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

  private toMiniSearchQuery(groups: QueryGroup[], combineWith: 'AND' | 'OR'): Query {
    return {
      combineWith,
      queries: groups.map((group) => ({
        combineWith: 'OR',
        queries: group.alternatives.map((terms) => ({
          combineWith: 'AND',
          queries: terms.map((term, i) => ({
            queries: [term],
            prefix: group.last && i === terms.length - 1 && term.length >= 2,
            fuzzy: fuzziness(term),
          })),
        })),
      })),
    } as Query;
  }

  search(query: string, options: EngineSearchOptions = {}, facetNames: string[] = []): EngineSearchResult {
    const groups = parseQuery(query);
    const facets: Record<string, Record<string, number>> = {};
    if (groups.length === 0) return {hits: [], queryTerms: [], facets};
    const searchOptions = {
      boost: FIELD_BOOST,
      weights: {prefix: 0.5, fuzzy: 0.3},
      boostDocument: (id: number) => TYPE_BOOST[TYPE_CODES[this.data.records[id]![1]]!],
    };
    let results: SearchResult[] = this.ms.search(this.toMiniSearchQuery(groups, 'AND'), searchOptions);
    if (results.length === 0 && groups.length > 1) {
      results = this.ms.search(this.toMiniSearchQuery(groups, 'OR'), searchOptions);
    }
    results = results.filter((r) => this.matchesFilters(r.id as number, options.facetFilters));
    const memo = new Map<string, number[]>();
    const ranked = results
      .map((r) => ({r, key: this.rankingKey(r, groups, memo)}))
      .sort((a, b) => {
        for (let i = 0; i < a.key.length; i++) {
          const d = a.key[i]! - b.key[i]!;
          if (d !== 0) return d;
        }
        return 0;
      });
    // Distinct by URL (with anchor): keep the best record of each section.
    const seen = new Set<string>();
    const hits: EngineHit[] = [];
    for (const {r} of ranked) {
      const id = r.id as number;
      const packed = this.data.records[id]!;
      const key = `${packed[0]}#${packed[2]}`;
      if (seen.has(key)) continue;
      seen.add(key);
      hits.push({id, score: r.score, terms: r.terms});
    }
    // Facet counts after distinct (Algolia's facetingAfterDistinct), so they add up to nbHits.
    for (const facet of facetNames) {
      const counts: Record<string, number> = {};
      for (const hit of hits) {
        const value = this.facetValue(hit.id, facet);
        if (value !== undefined) counts[value] = (counts[value] ?? 0) + 1;
      }
      facets[facet] = counts;
    }
    const queryTerms = groups.flatMap((g) => g.alternatives.flat());
    return {hits, queryTerms, facets};
  }

  /**
   * Algolia's tie-breaking order, so that the embedded and hosted backends agree: more query words
   * matched, fewer typos, best attribute (title, then headings, then body), more exact (not prefix)
   * words, higher record level (page title > h2 > ... > paragraph), then text relevance (BM25).
   * Smaller keys rank first.
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
    for (let g = 0; g < groups.length; g++) {
      let best = 0;
      for (const kinds of perTerm) best = Math.max(best, kinds[g]!);
      if (best > 0) words++;
      if (best === 1) typos++;
      if (best === 3) exact++;
    }
    let tier = 3;
    for (const fields of Object.values(result.match)) {
      for (const field of fields) tier = Math.min(tier, FIELD_TIER[field as keyof typeof FIELD_TIER] ?? 3);
    }
    const code = this.data.records[result.id as number]![1];
    const levelRank = code === 0 ? 7 : code; // lvl1 first, content last
    return [-words, typos, tier, -exact, levelRank, -result.score];
  }

  private facetValue(id: number, facet: string): string | undefined {
    const page = this.data.pages[this.data.records[id]![0]]!;
    if (facet === 'language') return page[3];
    if (facet === 'docusaurus_tag') return page[4];
    if (facet === 'hierarchy.lvl0') return page[1];
    return undefined;
  }
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

function facetAttribute(filter: string): string {
  const body = filter.startsWith('-') ? filter.slice(1) : filter;
  return body.slice(0, body.indexOf(':'));
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
