/**
 * npm run bench:search [-- --build-dir build] [--compare] [--scale 10000] [--no-browser]
 *
 * Relevance of the embedded engine on tests/search/queries.json (success@1, success@3, MRR), index
 * bytes (raw, gzip), index load time and query latency p50/p95 in Chromium, and the time from the last
 * keystroke to the first hit rendered in the real modal.
 * --compare  also runs FlexSearch and Orama on the same records (Node) for the engine comparison.
 * --scale N  generates N synthetic docs pages (Zipf text) into a temp folder and reports extraction and
 *            index build time, the files of the (sharded) index, what a reader's first search downloads
 *            and query latency (nothing is written to the repository). --no-single skips sizing the
 *            index as one file.
 */
import {createServer, type Server} from 'node:http';
import {mkdtemp, mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {extname, join, resolve} from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../tests/browser';
import {seededRandom} from './lib/seeded-random';
import {collectRecords} from '../plugins/search-index/extract';
import {EmbeddedSearchClient} from '../src/search/client';
import {buildIndex} from '../src/search/build';
import {FILTERS, ORIGIN, engineBundle, flexSearchEngine, miniSearchEngine, oramaEngine} from './lib/search-engines';
import {ENTRY_FILE, type IndexEntryFile} from '../src/search/format';

interface LabelledQuery {
  query: string;
  routes: string[];
}
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] ?? fallback : fallback;
};

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Relevance: the rank (1-based) of the first hit on an acceptable route, among the first 20 hits. */
function relevance(queries: LabelledQuery[], rank: (query: string) => string[]) {
  let s1 = 0;
  let s3 = 0;
  let rr = 0;
  const misses: string[] = [];
  for (const {query, routes} of queries) {
    const paths = rank(query).slice(0, 20);
    const position = paths.findIndex((p) => routes.includes(p));
    if (position === 0) s1++;
    if (position >= 0 && position < 3) s3++;
    if (position >= 0) rr += 1 / (position + 1);
    if (position < 0 || position >= 3) misses.push(`${query} → ${paths.slice(0, 3).join(', ') || '(nothing)'}`);
  }
  const n = queries.length;
  return {success1: s1 / n, success3: s3 / n, mrr: rr / n, misses};
}

async function nodeLatency(search: (q: string) => unknown, queries: string[]): Promise<{p50: number; p95: number}> {
  for (const q of queries) search(q); // warm-up
  const times: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const q of queries) {
      const started = performance.now();
      search(q);
      times.push(performance.now() - started);
    }
  }
  return {p50: pct(times, 50), p95: pct(times, 95)};
}

// ---------------------------------------------------------------------------------------------
// Chromium: the engine bundle and index loaded in a page; and the real modal on the built site.

function serve(dir: string): Promise<{server: Server; url: string}> {
  const types: Record<string, string> = {'.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css'};
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}.html`, `${path}/index.html`];
    for (const candidate of candidates) {
      try {
        const body = await readFile(join(dir, candidate));
        res.writeHead(200, {'content-type': types[extname(candidate)] ?? 'application/octet-stream'});
        res.end(body);
        return;
      } catch {
        // Not this candidate: try the next.
      }
    }
    res.writeHead(404).end();
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done({server, url: `http://127.0.0.1:${(server.address() as {port: number}).port}`})));
}

/** The request the DocSearch modal sends for one keystroke (10-word snippets, contextual filters). */
const modalRequest = (query: string) => ({
  indexName: 'bittensor-docs',
  query,
  hitsPerPage: 20,
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  facetFilters: FILTERS,
});

async function browserBench(indexFiles: Map<string, string>, queries: string[], siteDir: string | null) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext();
    // tsx compiles the functions handed to page.evaluate with esbuild's __name helper: define it.
    await context.addInitScript({content: 'window.__name = (f) => f;'});
    const page = await context.newPage();
    await page.route('http://bench.local/**', (route) => {
      const name = new URL(route.request().url()).pathname.replace(/^\/index\//, '');
      const body = indexFiles.get(name);
      return body !== undefined
        ? route.fulfill({body, contentType: 'application/json'})
        : route.fulfill({body: '<!doctype html><title>bench</title>', contentType: 'text/html'});
    });
    await page.goto('http://bench.local/');
    await page.addScriptTag({content: await engineBundle()});
    const result = await page.evaluate(async ([qs, template]) => {
      const w = window as unknown as {__Client: new (o: object) => {load(): Promise<unknown>; answer(i: unknown, r: object): Promise<unknown>}};
      const client = new w.__Client({indexUrl: '/index/index.json', defaultSnippetWords: () => 10});
      const t0 = performance.now();
      const index = await client.load();
      const load = performance.now() - t0;
      const request = (query: string) => ({...template, query});
      // Every prefix of every query, as a reader types it: that is what the modal sends.
      const typed = qs.flatMap((q) => Array.from({length: q.length}, (_, i) => q.slice(0, i + 1)));
      // First pass: loads whatever shards and chunks the queries need (a sharded index), untimed.
      for (const q of typed) await client.answer(index, request(q));
      const times: number[] = [];
      for (const q of typed) {
        const s = performance.now();
        await client.answer(index, request(q));
        times.push(performance.now() - s);
      }
      return {load, times};
    }, [queries, modalRequest('')] as const);
    const render: number[] = [];
    if (siteDir) {
      const {server, url} = await serve(siteDir);
      try {
        const site = await context.newPage();
        await site.goto(`${url}/learn/introduction`);
        await site.locator('html[data-has-hydrated="true"]').waitFor();
        await site.locator('.navbar .DocSearch-Button').click();
        await site.locator('.DocSearch-Input').fill('tao');
        await site.locator('.DocSearch-Hit').first().waitFor();
        for (const query of queries.slice(0, 25)) {
          await site.locator('.DocSearch-Input').fill(query.slice(0, -1));
          await site.waitForTimeout(60);
          await site.evaluate(() => {
            const w = window as unknown as {__rendered: Promise<number>; __typedAt: number};
            const dropdown = document.querySelector('.DocSearch-Dropdown')!;
            w.__rendered = new Promise((done) => {
              const observer = new MutationObserver(() => {
                if (document.querySelector('.DocSearch-Hit') && w.__typedAt) {
                  observer.disconnect();
                  done(performance.now() - w.__typedAt);
                }
              });
              observer.observe(dropdown, {childList: true, subtree: true, characterData: true});
            });
            document.addEventListener('keydown', () => (w.__typedAt = performance.now()), {capture: true, once: true});
          });
          await site.keyboard.press(query.slice(-1));
          const elapsed = await site.evaluate(() =>
            Promise.race([(window as unknown as {__rendered: Promise<number>}).__rendered, new Promise<number>((r) => setTimeout(() => r(NaN), 2000))]),
          );
          if (!Number.isNaN(elapsed)) render.push(elapsed);
        }
      } finally {
        server.close();
      }
    }
    return {load: result.load, p50: pct(result.times, 50), p95: pct(result.times, 95), count: result.times.length, render};
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Scale: synthetic rendered docs pages, same markup as the real build.

/** The 50 domain words lead a Zipf-distributed vocabulary of made-up words, as in natural text. */
const DOMAIN_WORDS = (
  'subnet validator miner stake alpha tao emission bond weight hotkey coldkey wallet pool price slippage epoch consensus ' +
  'registration netuid uid axon dendrite metagraph extrinsic block chain root senate governance liquidity delegation ' +
  'incentive dividend trust rank commit reveal hyperparameter burn recycle swap transfer balance fee limit rate'
).split(' ');
/** Stop words lead the distribution, as in real prose; the index drops them. */
const STOP_HEAD = 'the of and to a in is that for it as with on be by this are or from at can your an you each which'.split(' ');
const VOCABULARY_SIZE = 20_000;

function vocabulary(random: () => number): {words: string[]; cdf: Float64Array} {
  const syllables = 'ka ri to mu sen la vor pi dex an tel qu or ni zar bel ho ment cy ra ex un sta im po lu ver gan'.split(' ');
  const words = [...STOP_HEAD, ...DOMAIN_WORDS];
  const seen = new Set(words);
  while (words.length < VOCABULARY_SIZE) {
    const length = 2 + Math.floor(random() * 3);
    const word = Array.from({length}, () => syllables[Math.floor(random() * syllables.length)]!).join('');
    if (!seen.has(word)) {
      seen.add(word);
      words.push(word);
    }
  }
  const cdf = new Float64Array(words.length);
  let total = 0;
  for (let i = 0; i < words.length; i++) cdf[i] = total += 1 / (i + 1);
  for (let i = 0; i < words.length; i++) cdf[i]! /= total;
  return {words, cdf};
}

function syntheticPage(i: number, random: () => number, vocab: {words: string[]; cdf: Float64Array}): string {
  const word = () => {
    const x = random();
    let low = 0;
    let high = vocab.cdf.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (vocab.cdf[mid]! < x) low = mid + 1;
      else high = mid;
    }
    return vocab.words[low]!;
  };
  const sentence = (n: number) => Array.from({length: n}, word).join(' ');
  const sections = Array.from({length: 6}, (_, s) => {
    const paragraphs = Array.from({length: 3}, () => `<p>${sentence(25 + Math.floor(random() * 20))}.</p>`).join('');
    return `<h2 id="s${s}">${sentence(3)} ${s}</h2>${paragraphs}<ul><li>${sentence(10)}</li><li>${sentence(12)}</li></ul><h3 id="s${s}-d">${sentence(2)}</h3><p>${sentence(30)}</p>`;
  }).join('');
  return `<!doctype html><html><head><meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body>
<nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><span class="breadcrumbs__link">Section ${i % 40}</span></li></ul></nav>
<article><div class="theme-doc-markdown markdown"><header><h1>Generated page ${i}: ${sentence(3)}</h1></header>${sections}</div></article></body></html>`;
}

/** A small seeded generator with a long period (integer maths, unlike an LCG in doubles). */

/** Bytes a reader downloads: each file once, raw and gzip. */
function downloadMeter(files: Map<string, string>) {
  const gzipSizes = new Map<string, number>();
  const gz = (name: string) => {
    let size = gzipSizes.get(name);
    if (size === undefined) gzipSizes.set(name, (size = gzipSync(files.get(name)!).length));
    return size;
  };
  return () => {
    const fetched: string[] = [];
    const fetchImpl = async (input: string | URL | Request) => {
      const name = String(input).split('/').pop()!;
      fetched.push(name);
      const text = files.get(name);
      return text === undefined ? new Response('', {status: 404}) : new Response(text);
    };
    const bytes = () => ({
      files: fetched.length,
      raw: fetched.reduce((sum, name) => sum + (files.get(name)?.length ?? 0), 0),
      gzip: fetched.reduce((sum, name) => sum + (files.has(name) ? gz(name) : 0), 0),
    });
    return {fetchImpl, bytes};
  };
}


async function scaleRun(pages: number, queries: string[]): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'search-scale-'));
  try {
    const random = seededRandom(42);
    const vocab = vocabulary(random);
    for (let i = 0; i < pages; i++) {
      const sub = join(dir, `section-${i % 40}`);
      if (i < 40) await mkdir(sub, {recursive: true});
      await writeFile(join(sub, `page-${i}.html`), syntheticPage(i, random, vocab));
    }
    const t0 = performance.now();
    const records = await collectRecords(dir, ORIGIN);
    const extract = performance.now() - t0;
    const t1 = performance.now();
    const built = buildIndex(records, ORIGIN);
    const indexBuild = performance.now() - t1;
    console.log(`\n== Scale: ${pages} generated pages (Zipf text over ${VOCABULARY_SIZE} words) ==`);
    console.log(`records ${records.length}; extraction ${ms(extract)}; index build ${ms(indexBuild)}; layout ${built.layout}`);
    if (!flag('--no-single')) {
      const singleText = buildIndex(records, ORIGIN, {layout: 'single'}).files.get(ENTRY_FILE)!;
      console.log(`as one file it would be ${kb(singleText.length)} raw, ${kb(gzipSync(singleText).length)} gzip`);
    }
    const names = [...built.files.keys()];
    const sizes = (prefix: string) => names.filter((n) => n.startsWith(prefix) && n !== ENTRY_FILE).map((n) => built.files.get(n)!.length);
    const shardSizes = sizes('s');
    const chunkSizes = sizes('c');
    const entry = built.files.get(ENTRY_FILE)!;
    let total = 0;
    for (const text of built.files.values()) total += text.length;
    console.log(`files ${built.files.size} (${kb(total)} raw in all): manifest ${kb(entry.length)} raw / ${kb(gzipSync(entry).length)} gzip; ` +
      `${shardSizes.length} term shards (p50 ${kb(pct(shardSizes, 50))}, max ${kb(Math.max(...shardSizes))} raw); ` +
      `${chunkSizes.length} record chunks (p50 ${kb(pct(chunkSizes, 50))}, max ${kb(Math.max(...chunkSizes))} raw)`);

    // A reader's first search, cold: what it downloads and how long it takes (no network time in Node).
    const meter = downloadMeter(built.files);
    const first: {gzip: number; files: number; time: number}[] = [];
    const typing: {gzip: number; files: number}[] = [];
    const warm: number[] = [];
    for (const query of queries) {
      const {fetchImpl, bytes} = meter();
      const client = new EmbeddedSearchClient({indexUrl: `/x/${ENTRY_FILE}`, fetchImpl, defaultSnippetWords: () => 10});
      const started = performance.now();
      await client.search({requests: [modalRequest(query)]});
      first.push({...bytes(), time: performance.now() - started});
      const typed = meter();
      const typingClient = new EmbeddedSearchClient({indexUrl: `/x/${ENTRY_FILE}`, fetchImpl: typed.fetchImpl, defaultSnippetWords: () => 10});
      for (let i = 1; i <= query.length; i++) await typingClient.search({requests: [modalRequest(query.slice(0, i))]});
      typing.push(typed.bytes());
      const index = await typingClient.load();
      for (let i = 1; i <= query.length; i++) {
        const s = performance.now();
        await typingClient.answer(index, modalRequest(query.slice(0, i)));
        warm.push(performance.now() - s);
      }
    }
    const column = <T>(rows: T[], pick: (row: T) => number) => rows.map(pick);
    const summary = (values: number[], unit: (v: number) => string) => `p50 ${unit(pct(values, 50))}, p95 ${unit(pct(values, 95))}, max ${unit(Math.max(...values))}`;
    console.log(`first search, cold (${queries.length} labelled queries): downloads ${summary(column(first, (r) => r.gzip), kb)} gzip in ${summary(column(first, (r) => r.files), String)} files; ` +
      `time in Node (parse + search, no network) ${summary(column(first, (r) => r.time), ms)}`);
    console.log(`typing a whole query, letter by letter: downloads ${summary(column(typing, (r) => r.gzip), kb)} gzip in ${summary(column(typing, (r) => r.files), String)} files`);
    console.log(`query latency once its files are loaded (Node) p50 ${ms(pct(warm, 50))}, p95 ${ms(pct(warm, 95))} over ${warm.length} keystrokes`);
    if (!flag('--no-browser')) {
      const b = await browserBench(built.files, queries.slice(0, 20), null);
      console.log(`Chromium: manifest load ${ms(b.load)}; query latency once loaded p50 ${ms(b.p50)}, p95 ${ms(b.p95)} over ${b.count} keystrokes`);
    }
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}

/** The index files of a build: search-index/<build-id>/*.json. */
async function readIndexFiles(dir: string): Promise<Map<string, string> | null> {
  const builds = await readdir(dir).catch(() => [] as string[]);
  if (builds.length === 0) return null;
  const folder = join(dir, builds.sort().at(-1)!);
  const files = new Map<string, string>();
  for (const name of await readdir(folder)) files.set(name, await readFile(join(folder, name), 'utf8'));
  return files;
}

async function main(): Promise<void> {
  const buildDir = resolve(option('--build-dir', 'build'));
  const {queries} = JSON.parse(await readFile('tests/search/queries.json', 'utf8')) as {queries: LabelledQuery[]};
  const queryStrings = queries.map((q) => q.query);

  if (flag('--scale')) {
    await scaleRun(Number(option('--scale', '10000')), queryStrings);
    return;
  }

  const records = await collectRecords(buildDir, ORIGIN);
  if (records.length === 0) throw new Error(`No docs pages in ${buildDir}: run npm run build first (or pass --build-dir).`);
  const shipped = await readIndexFiles(join(buildDir, 'search-index'));
  if (!shipped) throw new Error(`No search index in ${buildDir}/search-index: build in embedded mode first.`);

  console.log(`== Embedded search: ${records.length} records from ${buildDir}, ${queries.length} labelled queries ==`);
  const engines = flag('--compare') ? [miniSearchEngine, flexSearchEngine, oramaEngine] : [miniSearchEngine];
  for (const engine of engines) {
    const t0 = performance.now();
    const built = await engine.build(records);
    const buildTime = performance.now() - t0;
    const r = relevance(queries, built.search);
    const latency = await nodeLatency(built.search, queryStrings);
    console.log(`\n-- ${engine.name}`);
    console.log(`success@1 ${r.success1.toFixed(2)}  success@3 ${r.success3.toFixed(2)}  MRR ${r.mrr.toFixed(3)}`);
    console.log(`index ~${kb(built.bytes)} raw; build ${ms(buildTime)}; query latency (Node) p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}`);
    if (r.misses.length) console.log(`not in top 3:\n  ${r.misses.join('\n  ')}`);
  }

  let shippedRaw = 0;
  let shippedGzip = 0;
  for (const text of shipped.values()) {
    shippedRaw += text.length;
    shippedGzip += gzipSync(text).length;
  }
  const entry = JSON.parse(shipped.get(ENTRY_FILE)!) as IndexEntryFile;
  console.log(`\nShipped index: ${entry.layout} layout, ${shipped.size} file(s), ${kb(shippedRaw)} raw, ${kb(shippedGzip)} gzip`);
  if (!flag('--no-browser')) {
    const b = await browserBench(shipped, queryStrings, buildDir);
    console.log(`Chromium: index load (fetch + parse + restore) ${ms(b.load)}`);
    console.log(`Chromium: query latency p50 ${ms(b.p50)}, p95 ${ms(b.p95)} over ${b.count} keystrokes (target p95 ≤ 10 ms)`);
    if (b.render.length) {
      console.log(`Chromium: last keystroke → first hit rendered in the modal p50 ${ms(pct(b.render, 50))}, p95 ${ms(pct(b.render, 95))} (target ≤ 50 ms)`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
