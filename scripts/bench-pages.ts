/**
 * Page benchmark on the production build (run `npm run build` first): first-load bytes and requests per
 * page in Chromium, then Lighthouse mobile and desktop (median of 3 runs each).
 * Usage: npm run bench:pages [-- --runs 3] [-- --no-lighthouse]; BENCH_PORT picks the server's port (default 4300).
 *        npm run bench:pages -- --all [--runs 1]   mobile Lighthouse on every page of the sitemap: the spread,
 *        every page that misses a target, and the five worst with their FCP, LCP, TBT and what Lighthouse blames.
 *        npm run bench:pages -- --all --every 6   the same on every sixth page of the sitemap (one run of every
 *        page takes about 25 minutes on the 2-core machine); `--also /a,/b` adds pages, such as the worst of an
 *        earlier run.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {chromium} from 'playwright-core';
import {chromiumLaunchOptions} from '../tests/browser';
import {serveStatic} from './lib/static-server';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 3) || 3;
const withLighthouse = !args.includes('--no-lighthouse');
const allPages = args.includes('--all');
const every = Number(args[args.indexOf('--every') + 1] || 1) || 1;
const alsoPages = args.includes('--also') ? args[args.indexOf('--also') + 1]!.split(',') : [];
const buildDir = resolve(import.meta.dirname, '../build');
const port = Number(process.env.BENCH_PORT ?? 4300);
const origin = `http://127.0.0.1:${port}`;

/** The longest docs page by HTML size, so the benchmark follows the content as it grows. */
function longestDocPage(): string {
  const pages: {route: string; size: number}[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.html')) pages.push({route: '/' + path.slice(buildDir.length + 1).replace(/\.html$/, ''), size: statSync(path).size});
    }
  };
  walk(buildDir);
  return pages.filter((page) => !/^\/(index|404|search)$/.test(page.route)).sort((a, b) => b.size - a.size)[0]!.route;
}

const pages: [string, string][] = [
  ['home', '/'],
  ['typical docs page', '/keys/wallets'],
  ['longest docs page', longestDocPage()],
  ['search page', '/search'],
];

interface Load {
  requests: number;
  otherOrigin: string[];
  raw: number;
  gzip: number;
  brotli: number;
  jsCssGzip: number;
}

async function firstLoad(path: string): Promise<Load> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage({viewport: {width: 390, height: 844}});
  const bodies: {url: string; type: string; body: Buffer}[] = [];
  const otherOrigin: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) otherOrigin.push(request.url());
  });
  page.on('response', async (response) => {
    try {
      bodies.push({url: response.url(), type: response.request().resourceType(), body: await response.body()});
    } catch {
      // Redirects and aborted requests have no body.
    }
  });
  await page.goto(origin + path, {waitUntil: 'networkidle'});
  await page.waitForTimeout(500);
  await browser.close();
  const text = bodies.filter((entry) => ['document', 'script', 'stylesheet', 'fetch', 'xhr'].includes(entry.type));
  const sum = (list: typeof bodies, size: (body: Buffer) => number) => list.reduce((total, entry) => total + size(entry.body), 0);
  return {
    requests: bodies.length,
    otherOrigin,
    raw: sum(bodies, (body) => body.length),
    gzip: sum(text, (body) => gzipSync(body, {level: 9}).length) + sum(bodies.filter((entry) => !text.includes(entry)), (body) => body.length),
    brotli: sum(text, (body) => brotliCompressSync(body).length) + sum(bodies.filter((entry) => !text.includes(entry)), (body) => body.length),
    jsCssGzip: sum(
      bodies.filter((entry) => entry.type === 'script' || entry.type === 'stylesheet'),
      (body) => gzipSync(body, {level: 9}).length,
    ),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function lighthouseMedian(path: string, formFactor: 'mobile' | 'desktop') {
  const scores: Record<string, number[]> = {performance: [], accessibility: [], 'best-practices': [], seo: [], fcp: [], lcp: [], tbt: [], cls: []};
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({chromePath: chromiumLaunchOptions.executablePath, chromeFlags: chromiumLaunchOptions.args});
    try {
      const result = await lighthouse(origin + path, {port: chrome.port, output: 'json', logLevel: 'error'}, formFactor === 'desktop' ? desktopConfig : undefined);
      const lhr = result!.lhr;
      for (const category of ['performance', 'accessibility', 'best-practices', 'seo']) scores[category]!.push(Math.round((lhr.categories[category]?.score ?? 0) * 100));
      scores.fcp!.push(lhr.audits['first-contentful-paint']!.numericValue ?? 0);
      scores.lcp!.push(lhr.audits['largest-contentful-paint']!.numericValue ?? 0);
      scores.tbt!.push(lhr.audits['total-blocking-time']!.numericValue ?? 0);
      scores.cls!.push(lhr.audits['cumulative-layout-shift']!.numericValue ?? 0);
    } finally {
      await chrome.kill();
    }
  }
  return Object.fromEntries(Object.entries(scores).map(([key, values]) => [key, median(values)]));
}

interface PageScore {
  path: string;
  performance: number;
  scores: string;
  fcp: number;
  lcp: number;
  tbt: number;
  reasons: string[];
}

/** Mobile Lighthouse (one Chromium for all pages) on every page of the sitemap; prints the worst five. */
async function everyPage(): Promise<void> {
  const sitemap = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
  const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const paths = [...new Set([...alsoPages, ...sitemapPaths.filter((_, index) => index % every === 0)])];
  const which = every === 1 ? 'all' : `every ${every}th of the`;
  console.log(`\nMobile Lighthouse on ${paths.length} pages (${which} ${sitemapPaths.length} pages of the sitemap${alsoPages.length ? `, and ${alsoPages.join(', ')}` : ''}), median of ${runs} run(s) each`);
  const results: PageScore[] = [];
  const chrome = await chromeLauncher.launch({chromePath: chromiumLaunchOptions.executablePath, chromeFlags: chromiumLaunchOptions.args});
  try {
    for (const path of paths) {
      const runsOfPage: PageScore[] = [];
      for (let run = 0; run < runs; run += 1) {
        const lhr = (await lighthouse(origin + path, {port: chrome.port, output: 'json', logLevel: 'error'}))!.lhr;
        const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const reasons = Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9 && (audit.details?.type === 'opportunity' || /diagnostic|metric/.test(String(audit.scoreDisplayMode)) || audit.displayValue))
          .filter((audit) => !['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'interactive'].includes(audit.id))
          .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        runsOfPage.push({
          path,
          performance: category('performance'),
          scores: ['performance', 'accessibility', 'best-practices', 'seo'].map(category).join(' / '),
          fcp: lhr.audits['first-contentful-paint']!.numericValue ?? 0,
          lcp: lhr.audits['largest-contentful-paint']!.numericValue ?? 0,
          tbt: lhr.audits['total-blocking-time']!.numericValue ?? 0,
          reasons,
        });
      }
      const middle = [...runsOfPage].sort((a, b) => a.performance - b.performance)[Math.floor(runsOfPage.length / 2)]!;
      results.push(middle);
      process.stdout.write('.');
    }
  } finally {
    await chrome.kill();
  }
  const performance = results.map((result) => result.performance);
  const others = results.filter((result) => !/\/ 100 \/ 100 \/ 100$/.test(result.scores));
  console.log(
    `\nperformance: median ${median(performance)}, lowest ${Math.min(...performance)}; ${performance.filter((score) => score >= 95).length} of ${results.length} pages at 95 or more; ` +
      `LCP over 2.0 s on ${results.filter((result) => result.lcp > 2000).length}, TBT over 150 ms on ${results.filter((result) => result.tbt > 150).length}; ` +
      `accessibility / best practices / SEO below 100 on ${others.length}${others.length ? `: ${others.map((result) => `${result.path} (${result.scores})`).join(', ')}` : ''}`,
  );
  const missed = results.filter((result) => result.performance < 95 || result.lcp > 2000 || result.tbt > 150);
  console.log(`\nMissing a target (performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms): ${missed.length} of ${results.length} pages`);
  for (const result of missed) {
    console.log(`${result.path.padEnd(56)} ${String(result.performance).padStart(3)}  FCP ${Math.round(result.fcp)}  LCP ${Math.round(result.lcp)}  TBT ${Math.round(result.tbt)}`);
  }
  console.log('\nThe five worst (performance / accessibility / best practices / SEO; FCP, LCP, TBT in ms):');
  for (const result of [...results].sort((a, b) => a.performance - b.performance).slice(0, 5)) {
    console.log(`${result.path.padEnd(48)} ${result.scores}  FCP ${Math.round(result.fcp)}  LCP ${Math.round(result.lcp)}  TBT ${Math.round(result.tbt)}`);
    for (const reason of result.reasons.slice(0, 5)) console.log(`    ${reason}`);
  }
}

const server = await serveStatic(buildDir, port, {brotliQuality: 11});
try {
  if (allPages) await everyPage();
  else await namedPages();
} finally {
  server.close();
}

async function namedPages(): Promise<void> {
  console.log(`bench:pages against ${buildDir} (served with compression on ${origin}), ${new Date().toISOString().slice(0, 10)}`);
  console.log('\nFirst load (phone viewport, cold cache): bytes as transferred with gzip / brotli; JS+CSS gzip; requests');
  for (const [label, path] of pages) {
    const load = await firstLoad(path);
    console.log(
      `${label.padEnd(18)} ${path.padEnd(36)} raw ${kb(load.raw).padStart(9)}  gzip ${kb(load.gzip).padStart(8)}  br ${kb(load.brotli).padStart(8)}  ` +
        `JS+CSS gzip ${kb(load.jsCssGzip).padStart(8)}  ${String(load.requests).padStart(3)} requests  other origins: ${load.otherOrigin.length === 0 ? 'none' : load.otherOrigin.join(', ')}`,
    );
  }
  if (withLighthouse) {
    console.log(`\nLighthouse ${runs}-run medians: performance / accessibility / best practices / SEO; FCP, LCP, TBT in ms; CLS`);
    for (const formFactor of ['mobile', 'desktop'] as const) {
      for (const [label, path] of pages) {
        const s = await lighthouseMedian(path, formFactor);
        console.log(
          `${formFactor.padEnd(8)} ${label.padEnd(18)} ${s.performance} / ${s.accessibility} / ${s['best-practices']} / ${s.seo}   ` +
            `FCP ${Math.round(s.fcp!)}  LCP ${Math.round(s.lcp!)}  TBT ${Math.round(s.tbt!)}  CLS ${s.cls!.toFixed(3)}`,
        );
      }
    }
  }
}
