/**
 * npm run bench:relevance [-- --build-dir build] [--pagefind PATH] [--no-node-engines] [--runs 3] [--json FILE]
 *
 * The relevance benchmark (issue 39): the labelled reader queries of tests/search/queries.json, each naming the
 * routes a reader would accept, run against several engines over the same production build.
 *
 * Relevance is counted by distinct page: hits are reduced to their route (several sections of one page count
 * once), then success@1, success@3 and MRR (reciprocal rank of the first acceptable route among the first 20
 * distinct pages, 0 when absent).
 *
 * Engines:
 * - **ours** (today's embedded engine, src/search): in Chromium, the client bundled from src/search/client.ts
 *   (as bench:search does) answering the DocSearch modal's request (20 hits, snippets, facet filters) from the
 *   build's shipped index (build/search-index/<id>/), fetched from a local static server.
 * - **Pagefind** with its defaults (`pagefind --site <build>`, written to a temp folder, never into the build),
 *   queried in Chromium through its JS API (`/pagefind/pagefind.js`, `search()`, then `data()` of the results).
 *   Pagefind is NOT a dependency of the site. Install it in a scratch folder and point the script at it:
 *     mkdir /tmp/pf && cd /tmp/pf && npm init -y && npm i pagefind@1.6.0
 *     npm run bench:relevance -- --pagefind /tmp/pf      (or PAGEFIND=/tmp/pf npm run bench:relevance)
 *   PATH may be that folder, the `pagefind` package folder or the binary. Without it the engine is skipped.
 * - **MiniSearch (Node), FlexSearch, Orama**: bench:search's --compare engines (scripts/lib/search-engines.ts) on
 *   the build's records, relevance only (their latency in Node is not comparable with a browser's).
 *
 * Speed, in Chromium (Debian's /usr/bin/chromium, CHROMIUM_PATH overrides), for the browser engines:
 * - first hit, cold: a fresh browser context (empty cache), engine code evaluated but nothing fetched; time from
 *   the query to its results with the data a list shows (ours: the 20 hits' records; Pagefind: `data()` of the
 *   first 10 pages), median of --runs, for "stake", "register a subnet", "coldkey swap";
 * - first hit after preload: the same once the entry files are loaded (ours: `load()`, what hovering the search
 *   button does today; Pagefind: `init()`);
 * - per keystroke: after preload, every prefix of every query typed in order in one session (whatever a prefix
 *   needs is fetched then, as in the modal), p50 and p95;
 * - first search bytes: a fresh context typing each of the three queries letter by letter; every file the
 *   server sent, counted at the server (bytes on the wire, Chromium's accept-encoding), split into code (JS, WASM)
 *   and data. Our engine's code is a webpack chunk of the site (search-engine.*.js) that cannot be loaded on its
 *   own: its gzip size is added as one code file.
 *
 * Nothing is written to the repository; --json FILE writes the figures. Do not run it next to a build: the
 * latencies are only meaningful on an otherwise idle machine (or compared within one run).
 */
import {execFile} from 'node:child_process';
import {existsSync, statSync} from 'node:fs';
import {mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {createServer, type RequestListener, type Server, type ServerResponse} from 'node:http';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {promisify} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser} from 'playwright-core';
import {chromiumLaunchOptions} from '../tests/browser';
import {createStaticServer} from './lib/static-server';
import {collectRecords} from '../plugins/search-index/extract';
import {ORIGIN, FILTERS, engineBundle, flexSearchEngine, miniSearchEngine, oramaEngine, type Engine} from './lib/search-engines';

interface LabelledQuery {
  query: string;
  routes: string[];
  kind?: string;
}
interface Ranked extends LabelledQuery {
  /** Distinct routes, best first (at most 20). */
  top: string[];
  /** 0-based rank of the first acceptable route, -1 when absent. */
  rank: number;
}
interface Speed {
  coldFirstHit: number[];
  preloadedFirstHit: number[];
  keystrokes: number[];
  firstSearch: {query: string; dataFiles: number; dataBytes: number; codeFiles: number; codeBytes: number; rawBytes: number}[];
}
interface EngineResult {
  name: string;
  ranked: Ranked[];
  speed?: Speed;
  note?: string;
}

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string, fallback: string | undefined): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const BYTE_QUERIES = ['stake', 'register a subnet', 'coldkey swap'];
const TOP = 20;
const RUNS = Number(option('--runs', '3'));

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} kB`;
const msf = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 1 : 0)} ms` : 'n/a');

/** A route from any URL a hit carries: absolute or not, with an anchor, `.html`, `/index` or a trailing slash. */
function routeOf(url: string): string {
  const path = decodeURI(new URL(url, ORIGIN).pathname)
    .replace(/\.html$/, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '');
  return path || '/';
}

/** The distinct routes of a hit list, in order of first appearance. */
function distinctRoutes(urls: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const url of urls) {
    const route = routeOf(url);
    if (!seen.has(route)) {
      seen.add(route);
      out.push(route);
    }
  }
  return out.slice(0, TOP);
}

function rankAll(queries: LabelledQuery[], urlsOf: (q: LabelledQuery, i: number) => string[]): Ranked[] {
  return queries.map((q, i) => {
    const top = distinctRoutes(urlsOf(q, i));
    return {...q, top, rank: top.findIndex((route) => q.routes.includes(route))};
  });
}

function metrics(ranked: Ranked[]) {
  const n = ranked.length;
  const at = (k: number) => ranked.filter((r) => r.rank >= 0 && r.rank < k).length / n;
  const mrr = ranked.reduce((sum, r) => sum + (r.rank >= 0 ? 1 / (r.rank + 1) : 0), 0) / n;
  return {success1: at(1), success3: at(3), mrr};
}

/** The ten worst: not found first (file order), then the lowest ranks. */
function worst(ranked: Ranked[], count = 10): Ranked[] {
  const missRank = (r: Ranked) => (r.rank < 0 ? Infinity : r.rank);
  return ranked
    .map((r, i) => ({r, i}))
    .filter(({r}) => r.rank !== 0)
    .sort((a, b) => missRank(b.r) - missRank(a.r) || a.i - b.i)
    .slice(0, count)
    .map(({r}) => r);
}

// ---------------------------------------------------------------------------------------------
// Pagefind, from a path the user gives (never a dependency of the site).

function pagefindCommand(path: string | undefined): {command: string; prefix: string[]} | null {
  if (!path) return null;
  const base = resolve(path);
  const candidates = [
    join(base, 'node_modules', 'pagefind', 'lib', 'runner', 'bin.cjs'),
    join(base, 'lib', 'runner', 'bin.cjs'),
    join(base, 'node_modules', '.bin', 'pagefind'),
    base,
  ];
  for (const candidate of candidates) {
    if (!existsSync(candidate) || !statSync(candidate).isFile()) continue;
    return candidate.endsWith('.cjs') ? {command: process.execPath, prefix: [candidate]} : {command: candidate, prefix: []};
  }
  return null;
}

async function runPagefind(buildDir: string, outDir: string, path: string | undefined): Promise<{version: string; pages: number} | string> {
  const found = pagefindCommand(path);
  if (!found) {
    return path
      ? `no pagefind found at ${path}`
      : 'no --pagefind PATH (or PAGEFIND env var) given. Install it outside the site: mkdir /tmp/pf && cd /tmp/pf && npm init -y && npm i pagefind@1.6.0, then pass --pagefind /tmp/pf';
  }
  await promisify(execFile)(found.command, [...found.prefix, '--site', buildDir, '--output-path', join(outDir, 'pagefind')], {maxBuffer: 16 << 20});
  const entry = JSON.parse(await readFile(join(outDir, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
    version: string;
    languages: Record<string, {page_count: number}>;
  };
  return {version: entry.version, pages: Object.values(entry.languages).reduce((sum, l) => sum + l.page_count, 0)};
}

// ---------------------------------------------------------------------------------------------
// One local server: the build, Pagefind's output under /pagefind/, a blank page; counts what it sends.

interface Sent {
  path: string;
  bytes: number;
}

function benchServer(buildDir: string, pagefindDir: string | null): {server: Server; sent: Sent[]} {
  const listener = (server: Server) => server.listeners('request')[0] as RequestListener;
  const site = listener(createStaticServer(buildDir, {headersFile: false, brotliQuality: 11}));
  const pagefind = pagefindDir ? listener(createStaticServer(pagefindDir, {headersFile: false, brotliQuality: 11})) : null;
  const sent: Sent[] = [];
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').replace(/[?#].*/, '');
    if (path === '/__bench') {
      response.writeHead(200, {'content-type': 'text/html; charset=utf-8'}).end('<!doctype html><html lang="en"><title>bench</title></html>');
      return;
    }
    const record: Sent = {path, bytes: 0};
    sent.push(record);
    countBytes(response, record);
    if (pagefind && path.startsWith('/pagefind/')) {
      request.url = request.url!.slice('/pagefind'.length);
      pagefind(request, response);
    } else {
      site(request, response);
    }
  });
  return {server, sent};
}

/** Adds every body byte written to `record.bytes` (headers excluded). */
function countBytes(response: ServerResponse, record: Sent): void {
  const size = (chunk: unknown) =>
    typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk instanceof Uint8Array ? chunk.byteLength : 0;
  const write = response.write.bind(response) as (...a: unknown[]) => boolean;
  const end = response.end.bind(response) as (...a: unknown[]) => ServerResponse;
  response.write = ((...a: unknown[]) => {
    record.bytes += size(a[0]);
    return write(...a);
  }) as typeof response.write;
  response.end = ((...a: unknown[]) => {
    record.bytes += size(a[0]);
    return end(...a);
  }) as typeof response.end;
}

// ---------------------------------------------------------------------------------------------
// Chromium: the same small driver for both browser engines.

/** The request the DocSearch modal sends for one keystroke (as in bench-search.ts). */
const modalRequest = {
  indexName: 'bittensor-docs',
  hitsPerPage: 20,
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  facetFilters: FILTERS,
};

/** Plain JavaScript run in the page (not compiled by tsx): `window.__bench`. */
const DRIVER = String.raw`
window.__bench = {
  engine: null,
  async setup(kind, indexUrl, template) {
    if (kind === 'ours') {
      const client = new window.__Client({indexUrl, defaultSnippetWords: () => 10});
      let index = null;
      this.engine = {
        preload: async () => { index = await client.load(); },
        search: async (query) => {
          index = index || (await client.load());
          const result = await client.answer(index, {...template, query});
          return result.hits.map((hit) => hit.url);
        },
      };
    } else {
      const pagefind = await import('/pagefind/pagefind.js');
      this.engine = {
        preload: async () => { await pagefind.init(); },
        search: async (query, shown) => {
          const found = await pagefind.search(query);
          if (!found) return [];
          const pages = await Promise.all(found.results.slice(0, shown).map((r) => r.data()));
          return pages.map((page) => page.url);
        },
      };
    }
  },
  preload() { return this.engine.preload(); },
  async timed(query, shown) {
    const started = performance.now();
    const urls = await this.engine.search(query, shown);
    return {ms: performance.now() - started, urls};
  },
  async typeAll(queries, shown) {
    const times = [];
    for (const query of queries) {
      for (let i = 1; i <= query.length; i++) {
        const started = performance.now();
        await this.engine.search(query.slice(0, i), shown);
        times.push(performance.now() - started);
      }
    }
    return times;
  },
  async answers(queries, shown) {
    const out = [];
    for (const query of queries) out.push(await this.engine.search(query, shown));
    return out;
  },
};`;

type Kind = 'ours' | 'pagefind';
interface BrowserSetup {
  browser: Browser;
  origin: string;
  indexUrl: string;
  bundle: string;
  sent: Sent[];
  /** Shown results whose data a list loads (Pagefind); ours always answers the modal's 20 hits. */
  shown: number;
}

async function openSession(setup: BrowserSetup, kind: Kind) {
  const context = await setup.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${setup.origin}/__bench`);
  if (kind === 'ours') await page.addScriptTag({content: setup.bundle});
  await page.addScriptTag({content: DRIVER});
  await page.evaluate(`window.__bench.setup(${JSON.stringify(kind)}, ${JSON.stringify(setup.indexUrl)}, ${JSON.stringify(modalRequest)})`);
  return {page, close: () => context.close()};
}

async function browserEngine(setup: BrowserSetup, kind: Kind, queries: LabelledQuery[], rawSize: (path: string) => number) {
  const texts = queries.map((q) => q.query);
  // Relevance and keystrokes: one session, preloaded, every prefix of every query, then the full queries.
  const session = await openSession(setup, kind);
  let keystrokes: number[];
  let answers: string[][];
  try {
    await session.page.evaluate('window.__bench.preload()');
    keystrokes = (await session.page.evaluate(`window.__bench.typeAll(${JSON.stringify(texts)}, ${setup.shown})`)) as number[];
    answers = (await session.page.evaluate(`window.__bench.answers(${JSON.stringify(texts)}, ${TOP})`)) as string[][];
  } finally {
    await session.close();
  }
  const speed: Speed = {coldFirstHit: [], preloadedFirstHit: [], keystrokes, firstSearch: []};
  const firstHit = async (query: string, preload: boolean) => {
    const s = await openSession(setup, kind);
    try {
      if (preload) await s.page.evaluate('window.__bench.preload()');
      const r = (await s.page.evaluate(`window.__bench.timed(${JSON.stringify(query)}, ${setup.shown})`)) as {ms: number};
      return r.ms;
    } finally {
      await s.close();
    }
  };
  for (const query of BYTE_QUERIES) {
    const cold: number[] = [];
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      cold.push(await firstHit(query, false));
      warm.push(await firstHit(query, true));
    }
    speed.coldFirstHit.push(pct(cold, 50));
    speed.preloadedFirstHit.push(pct(warm, 50));
    // Bytes: a fresh session typing the query letter by letter (Pagefind's module import is counted).
    setup.sent.length = 0;
    const s = await openSession(setup, kind);
    try {
      await s.page.evaluate(`window.__bench.typeAll(${JSON.stringify([query])}, ${setup.shown})`);
    } finally {
      await s.close();
    }
    const files = setup.sent.filter((f) => f.path !== '/favicon.ico');
    const isCode = (path: string) => /\.(js|wasm)$|\.pagefind$/.test(path);
    const code = files.filter((f) => isCode(f.path));
    const data = files.filter((f) => !isCode(f.path));
    speed.firstSearch.push({
      query,
      dataFiles: data.length,
      dataBytes: data.reduce((sum, f) => sum + f.bytes, 0),
      codeFiles: code.length,
      codeBytes: code.reduce((sum, f) => sum + f.bytes, 0),
      rawBytes: files.reduce((sum, f) => sum + rawSize(f.path), 0),
    });
  }
  return {ranked: rankAll(queries, (_q, i) => answers[i] ?? []), speed};
}

async function fileSize(path: string): Promise<number> {
  try {
    return (await readFile(path)).length;
  } catch {
    return 0;
  }
}

// ---------------------------------------------------------------------------------------------

function table(results: EngineResult[]): string {
  const rows = [
    '| Engine | success@1 | success@3 | MRR | first hit, cold | first hit after preload | keystroke p50 / p95 | first search: files (data + code) | first search: bytes on the wire (data + code) | raw |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    const m = metrics(r.ranked);
    const s = r.speed;
    const per = <T>(pick: (x: Speed['firstSearch'][number]) => T) => (s ? s.firstSearch.map(pick).join(' / ') : 'n/a');
    rows.push(
      `| ${r.name} | ${m.success1.toFixed(2)} | ${m.success3.toFixed(2)} | ${m.mrr.toFixed(3)} | ` +
        (s
          ? `${s.coldFirstHit.map(msf).join(' / ')} | ${s.preloadedFirstHit.map(msf).join(' / ')} | ${msf(pct(s.keystrokes, 50))} / ${msf(pct(s.keystrokes, 95))} | ` +
            `${per((f) => `${f.dataFiles} + ${f.codeFiles}`)} | ${per((f) => `${kb(f.dataBytes)} + ${kb(f.codeBytes)}`)} | ${per((f) => kb(f.rawBytes))} |`
          : 'n/a (Node) | | | | | |'),
    );
  }
  return rows.join('\n');
}

async function main(): Promise<void> {
  const buildDir = resolve(option('--build-dir', 'build')!);
  const {queries} = JSON.parse(await readFile('tests/search/queries.json', 'utf8')) as {queries: LabelledQuery[]};
  const searchIndex = join(buildDir, 'search-index');
  const ids = await readdir(searchIndex).catch(() => [] as string[]);
  if (ids.length !== 1) throw new Error(`Expected one embedded index in ${searchIndex} (found ${ids.length}): build the site in embedded mode first, or pass --build-dir.`);
  const indexUrl = `/search-index/${ids[0]}/index.json`;
  const engineChunk = (await readdir(join(buildDir, 'assets', 'js'))).find((name) => /^search-engine\.[0-9a-f]+\.js$/.test(name));
  const engineChunkGzip = engineChunk ? gzipSync(await readFile(join(buildDir, 'assets', 'js', engineChunk))).length : 0;

  const temp = await mkdtemp(join(tmpdir(), 'bench-relevance-'));
  const results: EngineResult[] = [];
  let browser: Browser | null = null;
  let server: Server | null = null;
  try {
    const pagefindPath = option('--pagefind', process.env.PAGEFIND);
    const pagefind = await runPagefind(buildDir, temp, pagefindPath);
    if (typeof pagefind === 'string') console.log(`Pagefind skipped: ${pagefind}.`);
    else console.log(`Pagefind ${pagefind.version} indexed ${pagefind.pages} pages of ${buildDir} (defaults) into ${temp}/pagefind`);
    const bench = benchServer(buildDir, typeof pagefind === 'string' ? null : join(temp, 'pagefind'));
    server = bench.server;
    const port = await new Promise<number>((done) => bench.server.listen(0, '127.0.0.1', () => done((bench.server.address() as {port: number}).port)));
    browser = await chromium.launch(chromiumLaunchOptions);
    console.log(`Chromium ${browser.version()}; ${queries.length} labelled queries; build ${buildDir}`);
    const setup: BrowserSetup = {browser, origin: `http://127.0.0.1:${port}`, indexUrl, bundle: await engineBundle(), sent: bench.sent, shown: 10};
    const rawSize = (path: string) => {
      const file = path.startsWith('/pagefind/') ? join(temp, path) : join(buildDir, path);
      return existsSync(file) && statSync(file).isFile() ? statSync(file).size : 0;
    };

    const ours = await browserEngine(setup, 'ours', queries, rawSize);
    for (const f of ours.speed.firstSearch) {
      f.codeFiles += engineChunk ? 1 : 0;
      f.codeBytes += engineChunkGzip;
      f.rawBytes += engineChunk ? await fileSize(join(buildDir, 'assets', 'js', engineChunk)) : 0;
    }
    results.push({name: 'Ours (MiniSearch + our ranking, shipped index, Chromium)', ...ours});
    if (typeof pagefind !== 'string') {
      results.push({name: `Pagefind ${pagefind.version}, defaults (Chromium)`, ...(await browserEngine(setup, 'pagefind', queries, rawSize))});
    }
    await browser.close();
    browser = null;

    if (!flag('--no-node-engines')) {
      const records = await collectRecords(buildDir, ORIGIN);
      const node: Engine[] = [miniSearchEngine, flexSearchEngine, oramaEngine];
      for (const engine of node) {
        const built = await engine.build(records);
        results.push({name: `${engine.name} (Node, same records)`, ranked: rankAll(queries, (q) => built.search(q.query))});
      }
    }
  } finally {
    await browser?.close();
    server?.close();
    await rm(temp, {recursive: true, force: true});
  }

  console.log(`\nFirst-search columns: "${BYTE_QUERIES.join('" / "')}", typed letter by letter in a fresh session. First hit: median of ${RUNS} runs each.\n`);
  console.log(table(results));
  for (const r of results) {
    console.log(`\n-- Ten worst: ${r.name}`);
    for (const w of worst(r.ranked)) {
      console.log(`  ${w.rank < 0 ? 'miss' : `#${w.rank + 1}`}  "${w.query}" (wants ${w.routes.join(' | ')}) → ${w.top.slice(0, 3).join(', ') || '(nothing)'}`);
    }
    const missed = r.ranked.filter((x) => x.rank < 0 || x.rank >= 3).length;
    console.log(`  (${missed} of ${r.ranked.length} queries without an acceptable page in the top 3)`);
  }
  const jsonPath = option('--json', undefined);
  if (jsonPath) {
    await writeFile(jsonPath, JSON.stringify(results.map((r) => ({name: r.name, ...metrics(r.ranked), speed: r.speed, ranked: r.ranked})), null, 1));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
