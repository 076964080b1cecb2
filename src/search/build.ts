/**
 * Build time: DocSearch records → the embedded index files (layouts in ./format.ts).
 * Runs in Node only (plugins/search-index, tests, benchmarks); the browser never loads this module.
 */
import MiniSearch from 'minisearch';
import {
  ENTRY_FILE,
  INDEX_FORMAT,
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

/** Whole pages per chunk, about `targetBytes` each; parent links stay inside a page, hence a chunk. */
function recordChunks({pages, records}: Packed, targetBytes: number): RecordChunk[] {
  const chunks: RecordChunk[] = [];
  let current: RecordChunk | null = null;
  let bytes = 0;
  let localPage = new Map<number, number>();
  records.forEach((record, id) => {
    const [page] = record;
    const startsPage = id === 0 || records[id - 1]![0] !== page;
    if (!current || (startsPage && bytes >= targetBytes)) {
      current = {first: id, pages: [], records: []};
      chunks.push(current);
      bytes = 0;
      localPage = new Map();
    }
    let local = localPage.get(page);
    if (local === undefined) {
      local = current.pages.length;
      localPage.set(page, local);
      current.pages.push(pages[page]!);
      bytes += JSON.stringify(pages[page]).length;
    }
    const localRecord: PackedRecord = [local, record[1], record[2], record[3], record[4], record[5]];
    current.records.push(localRecord);
    bytes += JSON.stringify(localRecord).length;
  });
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
  const header = {format: INDEX_FORMAT, origin, stats, facets: facetRuns(packed)};

  const single: SingleIndexFile = {
    ...header,
    layout: 'single',
    terms: json.index,
    docs,
    chunk: {first: 0, pages: packed.pages, records: packed.records},
  };
  const singleText = JSON.stringify(single);
  if (settings.layout === 'single' || (settings.layout === 'auto' && singleText.length <= settings.singleMaxBytes)) {
    return {layout: 'single', files: new Map([[ENTRY_FILE, singleText]])};
  }

  const files = new Map<string, string>();
  // Terms by key, keys in order, whole keys per shard file.
  const byKey = new Map<string, TermEntry[]>();
  for (const entry of json.index) {
    const key = termKey(entry[0]);
    let list = byKey.get(key);
    if (!list) byKey.set(key, (list = []));
    list.push(entry);
  }
  const keys: Record<string, number> = {};
  let shardTerms: TermEntry[] = [];
  let shardBytes = 0;
  let shardCount = 0;
  const flushShard = () => {
    if (shardTerms.length === 0) return;
    const ids = new Set<number>();
    for (const [, postings] of shardTerms) {
      for (const byDoc of Object.values(postings)) for (const id of Object.keys(byDoc)) ids.add(Number(id));
    }
    const shard: ShardFile = {
      terms: shardTerms,
      docs: [...ids].sort((a, b) => a - b).map((id) => [id, ...docs[id]!]),
    };
    files.set(shardFile(shardCount), JSON.stringify(shard));
    shardCount++;
    shardTerms = [];
    shardBytes = 0;
  };
  for (const key of [...byKey.keys()].sort()) {
    const entries = byKey.get(key)!;
    keys[key] = shardCount;
    shardTerms.push(...entries);
    shardBytes += JSON.stringify(entries).length;
    if (shardBytes >= settings.shardTargetBytes) flushShard();
  }
  flushShard();

  const chunks = recordChunks(packed, settings.chunkTargetBytes);
  chunks.forEach((chunk, n) => files.set(chunkFile(n), JSON.stringify(chunk)));
  const manifest: ShardedManifest = {...header, layout: 'sharded', keys, chunks: chunks.map((c) => c.first)};
  files.set(ENTRY_FILE, JSON.stringify(manifest));
  return {layout: 'sharded', files};
}

/** The single-file index as an object (tests and benchmarks). */
export function buildIndexData(records: SearchRecord[], origin: string): SingleIndexFile {
  return JSON.parse(buildIndex(records, origin, {layout: 'single'}).files.get(ENTRY_FILE)!) as SingleIndexFile;
}
