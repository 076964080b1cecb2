/**
 * Build time: DocSearch records → the embedded index files (layouts in ./format.ts).
 * Runs in Node only (plugins/search-index, tests, benchmarks); the browser never loads this module.
 */
import MiniSearch from 'minisearch';
import {
  ENTRY_FILE,
  INDEX_FORMAT,
  COMPLETIONS_PER_KEY,
  MAX_POSTINGS_PER_TERM,
  TYPE_CODES,
  chunkFile,
  miniSearchOptions,
  shardFile,
  termKey,
  type DocMeta,
  type FacetRuns,
  type IndexStats,
  type IndexedDoc,
  type PackedPage,
  type PackedRecord,
  type RecordChunk,
  type ShardFile,
  type ShardedManifest,
  type SingleIndexFile,
  type TermEntry,
} from './format';
import type {SearchRecord} from './types';
import {embeddedIndexLayout} from '../../config/search';

export type IndexLayout = 'auto' | 'single' | 'sharded';

export interface IndexLayoutOptions {
  layout: IndexLayout;
  /** `auto` shards the index when the single file would be larger than this (raw bytes). */
  singleMaxBytes: number;
  /** Shard files are filled with whole term keys up to about this size (raw bytes). */
  shardTargetBytes: number;
  /** Record chunk files are filled with whole pages up to about this size (raw bytes). */
  chunkTargetBytes: number;
  /** A key whose terms (postings and record data) exceed this is split by its next character (raw bytes). */
  keySplitBytes: number;
}

export interface BuiltIndex {
  layout: 'single' | 'sharded';
  /** File name (relative to the index folder) → JSON text; the entry is ENTRY_FILE. */
  files: Map<string, string>;
}

function docFor(record: SearchRecord, id: number): IndexedDoc {
  const h = record.hierarchy;
  const headings = [h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6].filter(Boolean).join(' ');
  return {id, title: h.lvl1 ?? '', heading: headings, content: record.content ?? ''};
}

interface Packed {
  pages: PackedPage[];
  records: PackedRecord[];
  urlKeys: number[];
}

/** Records → pages and packed records (parent links to the nearest heading above) and URL keys. */
function pack(records: SearchRecord[]): Packed {
  const pages: PackedPage[] = [];
  const pageIndex = new Map<string, number>();
  const packed: PackedRecord[] = [];
  const urlKeys: number[] = [];
  const firstWithUrl = new Map<string, number>();
  const headingStack = new Map<number, number[]>();
  records.forEach((record, id) => {
    const path = new URL(record.url_without_anchor).pathname;
    let page = pageIndex.get(path);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(path, page);
      pages.push([path, record.hierarchy.lvl0 ?? '', record.hierarchy.lvl1 ?? '', record.language, record.docusaurus_tag]);
      headingStack.set(page, []);
    }
    const stack = headingStack.get(page)!;
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
    const anchor = record.anchor ?? '';
    packed.push([page, code, anchor, text, parent, record.objectID]);
    const url = `${page}#${anchor}`;
    if (!firstWithUrl.has(url)) firstWithUrl.set(url, id);
    urlKeys.push(firstWithUrl.get(url)!);
  });
  return {pages, records: packed, urlKeys};
}

function facetRuns({pages, records}: Packed): FacetRuns {
  const values: FacetRuns['values'] = [];
  const valueIndex = new Map<string, number>();
  const runs: FacetRuns['runs'] = [];
  records.forEach(([page], id) => {
    const [, lvl0, , language, tag] = pages[page]!;
    const key = JSON.stringify([language, tag, lvl0]);
    let value = valueIndex.get(key);
    if (value === undefined) {
      value = values.length;
      valueIndex.set(key, value);
      values.push([language, tag, lvl0]);
    }
    if (runs.length === 0 || runs[runs.length - 1]![1] !== value) runs.push([id, value]);
  });
  return {values, runs};
}

/**
 * `perChunk` consecutive records per chunk. A chunk may start mid-page: it then carries the headings
 * above its first records (`context`), so every record's hierarchy resolves from its chunk.
 */
function recordChunks({pages, records}: Packed, perChunk: number): RecordChunk[] {
  const chunks: RecordChunk[] = [];
  for (let first = 0; first < records.length; first += perChunk) {
    const chunk: RecordChunk = {first, pages: [], records: []};
    const localPage = new Map<number, number>();
    const pageOf = (page: number) => {
      let local = localPage.get(page);
      if (local === undefined) {
        local = chunk.pages.length;
        localPage.set(page, local);
        chunk.pages.push(pages[page]!);
      }
      return local;
    };
    for (let id = first; id < Math.min(records.length, first + perChunk); id++) {
      const record = records[id]!;
      chunk.records.push([pageOf(record[0]), record[1], record[2], record[3], record[4], record[5]]);
      // Ancestors before the chunk's first record travel with it.
      for (let parent = record[4]; parent >= 0 && parent < first; parent = records[parent]![4]) {
        chunk.context ??= {};
        if (chunk.context[parent]) break;
        const ancestor = records[parent]!;
        chunk.context[parent] = [pageOf(ancestor[0]), ancestor[1], ancestor[2], ancestor[3], ancestor[4], ancestor[5]];
      }
    }
    chunks.push(chunk);
  }
  return chunks;
}

interface MiniSearchJson {
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  index: TermEntry[];
}


/** Terms the records → their record ids (any field). */
function recordsOf([, postings]: TermEntry): Set<number> {
  const ids = new Set<number>();
  for (const byDoc of Object.values(postings)) for (const id of Object.keys(byDoc)) ids.add(Number(id));
  return ids;
}

/** Bytes a key's terms cost in a shard file: the postings plus the record data they name. */
function keyBytes(entries: TermEntry[], docs: DocMeta[]): number {
  const ids = new Set<number>();
  let bytes = 0;
  for (const entry of entries) {
    bytes += JSON.stringify(entry).length;
    for (const id of recordsOf(entry)) ids.add(id);
  }
  for (const id of ids) bytes += JSON.stringify(docs[id]).length + String(id).length + 2;
  return bytes;
}

/**
 * Keeps the MAX_POSTINGS_PER_TERM best records of each term: best field (title, heading, content),
 * then record level (page title first, paragraphs last), then the term's weight in the record.
 */
function capPostings(json: MiniSearchJson, docs: DocMeta[]): void {
  const fieldTier = (fieldId: number) => fieldId; // fields are indexed as title, heading, content
  for (const entry of json.index) {
    const ids = recordsOf(entry);
    if (ids.size <= MAX_POSTINGS_PER_TERM) continue;
    const rank = new Map<number, [number, number, number]>();
    for (const [field, byDoc] of Object.entries(entry[1])) {
      const fieldId = Number(field);
      const average = json.averageFieldLength[fieldId] || 1;
      for (const [doc, frequency] of Object.entries(byDoc)) {
        const id = Number(doc);
        const length = docs[id]![fieldId] ?? 0;
        // BM25's term-frequency part (k1 1.2, b 0.7, MiniSearch's defaults).
        const weight = (frequency * 2.2) / (frequency + 1.2 * (0.3 + (0.7 * length) / average));
        const level = docs[id]![3] === 0 ? 7 : docs[id]![3];
        const key: [number, number, number] = [fieldTier(fieldId), level, -weight];
        const previous = rank.get(id);
        if (!previous || compareKeys(key, previous) < 0) rank.set(id, key);
      }
    }
    const keep = new Set([...rank.entries()].sort((a, b) => compareKeys(a[1], b[1])).slice(0, MAX_POSTINGS_PER_TERM).map(([id]) => id));
    for (const byDoc of Object.values(entry[1])) {
      for (const doc of Object.keys(byDoc)) if (!keep.has(Number(doc))) delete byDoc[doc];
    }
    for (const [field, byDoc] of Object.entries(entry[1])) if (Object.keys(byDoc).length === 0) delete entry[1][field];
  }
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** Terms by key; a key over `splitBytes` with longer terms is split by its next character, recursively. */
function keysOf(entries: TermEntry[], docs: DocMeta[], splitBytes: number): {byKey: Map<string, TermEntry[]>; splits: Set<string>} {
  const splits = new Set<string>();
  const byKey = new Map<string, TermEntry[]>();
  const place = (key: string, group: TermEntry[]) => {
    const longer = group.filter(([term]) => Array.from(term).length > Array.from(key).length);
    if (longer.length === 0 || keyBytes(group, docs) <= splitBytes) {
      byKey.set(key, group);
      return;
    }
    splits.add(key);
    const children = new Map<string, TermEntry[]>();
    const own: TermEntry[] = [];
    for (const entry of group) {
      const chars = Array.from(entry[0]);
      if (chars.length <= Array.from(key).length) own.push(entry);
      else {
        const child = chars.slice(0, Array.from(key).length + 1).join('');
        let list = children.get(child);
        if (!list) children.set(child, (list = []));
        list.push(entry);
      }
    }
    if (own.length) byKey.set(key, own);
    for (const [child, list] of children) place(child, list);
  };
  const topLevel = new Map<string, TermEntry[]>();
  for (const entry of entries) {
    const key = termKey(entry[0]);
    let list = topLevel.get(key);
    if (!list) topLevel.set(key, (list = []));
    list.push(entry);
  }
  for (const [key, group] of topLevel) place(key, group);
  // Every term must land on the key the browser computes for it.
  for (const [key, group] of byKey) {
    for (const [term] of group) if (termKey(term, splits) !== key) throw new Error(`[search-index] term "${term}" filed under "${key}"`);
  }
  return {byKey, splits};
}

/**
 * For each split key, its most frequent longer terms: a word being typed that equals a split key is
 * completed with these instead of by prefix over the whole (too large) subtree.
 */
function completionsOf(entries: TermEntry[], splits: ReadonlySet<string>): Map<string, string[]> {
  const candidates = new Map<string, [string, number][]>();
  for (const entry of entries) {
    const chars = Array.from(entry[0]);
    const frequency = recordsOf(entry).size;
    for (let length = 2; length < chars.length; length++) {
      const prefix = chars.slice(0, length).join('');
      if (!splits.has(prefix)) break;
      let list = candidates.get(prefix);
      if (!list) candidates.set(prefix, (list = []));
      list.push([entry[0], frequency]);
    }
  }
  const completions = new Map<string, string[]>();
  for (const [key, list] of candidates) {
    list.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    completions.set(key, list.slice(0, COMPLETIONS_PER_KEY).map(([term]) => term));
  }
  return completions;
}

/** Records → index files, in one file or sharded (see ./format.ts). */
export function buildIndex(records: SearchRecord[], origin: string, options: Partial<IndexLayoutOptions> = {}): BuiltIndex {
  const settings: IndexLayoutOptions = {...embeddedIndexLayout, ...options};
  const packed = pack(records);
  const ms = new MiniSearch<IndexedDoc>(miniSearchOptions);
  ms.addAll(records.map(docFor));
  const json = ms.toJSON() as unknown as MiniSearchJson;
  // MiniSearch gives documents short ids in insertion order, so short id == record id.
  if (json.nextId !== records.length) throw new Error('[search-index] unexpected MiniSearch document ids');
  const stats: IndexStats = {
    documentCount: json.documentCount,
    nextId: json.nextId,
    fieldIds: json.fieldIds,
    averageFieldLength: json.averageFieldLength,
  };
  const docs: DocMeta[] = packed.records.map((record, id) => {
    const lengths = json.fieldLength[id] ?? [];
    return [lengths[0] ?? 0, lengths[1] ?? 0, lengths[2] ?? 0, record[1], packed.urlKeys[id]!];
  });
  capPostings(json, docs);
  const {byKey, splits} = keysOf(json.index, docs, settings.keySplitBytes);
  const completions = completionsOf(json.index, splits);
  const header = {format: INDEX_FORMAT, origin, stats, facets: facetRuns(packed), splits: [...splits].sort()};

  const single: SingleIndexFile = {
    ...header,
    layout: 'single',
    terms: json.index,
    completions: Object.fromEntries(completions),
    docs,
    chunk: {first: 0, pages: packed.pages, records: packed.records},
  };
  const singleText = JSON.stringify(single);
  if (settings.layout === 'single' || (settings.layout === 'auto' && singleText.length <= settings.singleMaxBytes)) {
    return {layout: 'single', files: new Map([[ENTRY_FILE, singleText]])};
  }

  const files = new Map<string, string>();
  // Keys in order, whole keys per shard file.
  const shardKeys: string[] = [];
  let shardTerms: TermEntry[] = [];
  let shardCompletions: Record<string, string[]> = {};
  let shardBytes = 0;
  let shardCount = 0;
  const flushShard = () => {
    if (shardTerms.length === 0 && Object.keys(shardCompletions).length === 0) return;
    const ids = new Set<number>();
    for (const [, postings] of shardTerms) {
      for (const byDoc of Object.values(postings)) for (const id of Object.keys(byDoc)) ids.add(Number(id));
    }
    const shard: ShardFile = {
      terms: shardTerms,
      completions: shardCompletions,
      docs: [...ids].sort((a, b) => a - b).map((id) => [id, ...docs[id]!]),
    };
    files.set(shardFile(shardCount), JSON.stringify(shard));
    shardCount++;
    shardTerms = [];
    shardCompletions = {};
    shardBytes = 0;
  };
  // A split key's completions travel in the shard of its own terms (it may have none).
  const allKeys = [...new Set([...byKey.keys(), ...completions.keys()])].sort();
  for (const key of allKeys) {
    const entries = byKey.get(key) ?? [];
    if (shardKeys.length === shardCount) shardKeys.push(key);
    shardTerms.push(...entries);
    const completion = completions.get(key);
    if (completion) shardCompletions[key] = completion;
    shardBytes += keyBytes(entries, docs) + JSON.stringify(completion ?? '').length;
    if (shardBytes >= settings.shardTargetBytes) flushShard();
  }
  flushShard();

  // A fixed number of records per chunk (from their average size), so the manifest needs no chunk table.
  const recordBytes = JSON.stringify(packed.records).length / Math.max(1, packed.records.length);
  const recordsPerChunk = Math.max(1, Math.round(settings.chunkTargetBytes / recordBytes));
  const chunks = recordChunks(packed, recordsPerChunk);
  chunks.forEach((chunk, n) => files.set(chunkFile(n), JSON.stringify(chunk)));
  const manifest: ShardedManifest = {...header, layout: 'sharded', keys: allKeys.join(' '), shardKeys, recordsPerChunk, chunkCount: chunks.length};
  files.set(ENTRY_FILE, JSON.stringify(manifest));
  return {layout: 'sharded', files};
}

/** The single-file index as an object (tests and benchmarks). */
export function buildIndexData(records: SearchRecord[], origin: string): SingleIndexFile {
  return JSON.parse(buildIndex(records, origin, {layout: 'single'}).files.get(ENTRY_FILE)!) as SingleIndexFile;
}
