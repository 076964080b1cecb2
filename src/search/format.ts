/**
 * The embedded index on the wire, shared by the build (src/search/build.ts) and the browser
 * (src/search/engine.ts).
 *
 * Two layouts of the same data:
 * - `single`: one file holds everything (small sites: one request, then search runs offline);
 * - `sharded`: a small manifest, term shards and record chunks (large sites: a query downloads the
 *   manifest once, the shards of its terms, and the record chunks of the hits it shows).
 *
 * Terms are grouped by their first two characters (their "key"; a very large site splits big keys
 * further, see termKey). A query only ever sees the terms of its own keys, in both layouts, so prefix
 * and typo expansion give the same hits whichever layout or whichever other shards happen to be
 * loaded. The price: a typo in the first two letters of a word is not forgiven, and where a key is
 * split, a word being typed matches other words by prefix only from its third letter on.
 */
import type {Options} from 'minisearch';
import {processIndexTerm, tokenize} from './text';

/** Bump when the layout changes. */
export const INDEX_FORMAT = 4;

/** Index file names inside `search-index/<build-id>/`. */
export const ENTRY_FILE = 'index.json';
export const shardFile = (n: number): string => `s${n}.json`;
export const chunkFile = (n: number): string => `c${n}.json`;

export const TYPE_CODES = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * The shard key of an index or query term: its first two characters, or one more character for each
 * level of `splits` (keys the build found too large and split by their next character; the key itself
 * then keeps only the term equal to it).
 */
export function termKey(term: string, splits: ReadonlySet<string> = NO_SPLITS): string {
  const chars = Array.from(term);
  let length = 2;
  let key = chars.slice(0, length).join('');
  while (splits.has(key) && chars.length > length) key = chars.slice(0, ++length).join('');
  return key;
}
const NO_SPLITS: ReadonlySet<string> = new Set();

/**
 * A term found in more records keeps only this many postings, its best (title before heading before
 * body, page before section before paragraph, then term weight): Algolia's own default
 * `paginationLimitedTo` is 1,000 hits. Rare on a site of this size (the most common word, "subnet", is
 * in 585 of 2,548 records); it bounds what one word costs to download on a very large site.
 */
export const MAX_POSTINGS_PER_TERM = 1000;

/**
 * A word being typed is matched by prefix over the terms of its key. When its key is split (the word
 * is as long as the key), the terms under it span many shards; it is completed instead with this many
 * of the most frequent terms that start with it.
 */
export const COMPLETIONS_PER_KEY = 10;

/** [path, lvl0, lvl1, language, docusaurus_tag] */
export type PackedPage = [string, string, string, string, string];
/** [page (index into the chunk's pages), type code, anchor, text, parent record id (-1 for none), objectID] */
export type PackedRecord = [number, number, string, string, number, string];
/** MiniSearch's serialized postings of one term: field id → document id → term frequency. */
export type TermPostings = Record<string, Record<string, number>>;
export type TermEntry = [string, TermPostings];
/**
 * What ranking needs of every matching record, whether or not it is shown:
 * [title length, heading length, content length (in terms), type code, URL key].
 * The URL key is the id of the first record with the same URL: hits are distinct by it.
 */
export type DocMeta = [number, number, number, number, number];

/** Global statistics (BM25 needs the whole collection's, whichever shards are loaded). */
export interface IndexStats {
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
}

/** Facet values ([language, docusaurus_tag, hierarchy.lvl0]) as runs over record ids. */
export interface FacetRuns {
  values: [string, string, string][];
  /** [first record id, index into values], ascending. */
  runs: [number, number][];
}

export interface RecordChunk {
  /** Id of the chunk's first record; records are consecutive. */
  first: number;
  pages: PackedPage[];
  records: PackedRecord[];
  /** Headings above the first records that belong to an earlier chunk, by record id. */
  context?: Record<string, PackedRecord>;
}

interface IndexHeader {
  format: number;
  /** Origin of the absolute hit URLs, e.g. https://docs.learnbittensor.org */
  origin: string;
  stats: IndexStats;
  facets: FacetRuns;
  /** Keys split by their next character (see termKey); the same in both layouts. */
  splits: string[];
}

export interface SingleIndexFile extends IndexHeader {
  layout: 'single';
  terms: TermEntry[];
  /** Split key → its most frequent longer terms (see COMPLETIONS_PER_KEY). */
  completions: Record<string, string[]>;
  /** DocMeta by record id. */
  docs: DocMeta[];
  chunk: RecordChunk;
}

export interface ShardedManifest extends IndexHeader {
  layout: 'sharded';
  /** Every key that has terms or completions, ascending, space-separated (compact; keys have no spaces). */
  keys: string;
  /** The first key of each shard file, ascending: a key is in the last shard whose first key ≤ it. */
  shardKeys: string[];
  /** Record chunk n holds records n × recordsPerChunk up to the next chunk's first. */
  recordsPerChunk: number;
  chunkCount: number;
}

/** The shard file a key's terms are in (-1: before every key, so no terms). */
export function shardOfKey(shardKeys: readonly string[], key: string): number {
  let low = 0;
  let high = shardKeys.length - 1;
  if (high < 0 || key < shardKeys[0]!) return -1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (shardKeys[mid]! <= key) low = mid;
    else high = mid - 1;
  }
  return low;
}

export interface ShardFile {
  terms: TermEntry[];
  /** Completions of the split keys filed in this shard. */
  completions: Record<string, string[]>;
  /** [record id, ...DocMeta] of every record the shard's postings name. */
  docs: [number, ...DocMeta][];
}

export type IndexEntryFile = SingleIndexFile | ShardedManifest;

export interface IndexedDoc {
  id: number;
  title: string;
  heading: string;
  content: string;
}

/** The MiniSearch options used to build the index and to query it; they must match. */
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
